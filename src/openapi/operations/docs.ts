// The operations of the docs: this document, its rendered page and the docs session.
import type { OperationsByPath } from '../operation.js';
import { ref } from '../schemaKit.js';

export function docsOperations(): OperationsByPath {
  return {
    '/openapi.json': {
      get: {
        summary: 'Get this document',
        description:
          'The OpenAPI 3.1 document of the interface, with this deployment’s addresses. The typed client in `clients/typescript` is generated from it.',
        tag: 'Docs sessions',
        ok: {
          status: 200,
          schema: { type: 'object', additionalProperties: true, description: 'An OpenAPI 3.1 document.' },
        },
      },
    },
    '/docs': {
      get: {
        summary: 'Read the docs site',
        description:
          'The docs site: its home and quickstart, with the guides (`/docs/guides/…`), the concepts (`/docs/concepts/…`) and this document rendered as the API reference (`/docs/reference`). Opened as `/docs#session=…` from the dashboard, “Try it out” in the reference sends each call with that docs session.',
        tag: 'Docs sessions',
        ok: { status: 200, html: true },
      },
    },
    // The site's other pages are ours, not the interface's: listed for the route table only.
    ...Object.fromEntries(
      ['/docs/reference', '/docs/guides', '/docs/guides/{name}', '/docs/concepts', '/docs/concepts/{name}'].map(
        (path) => [
          path,
          {
            get: {
              summary: 'A page of the docs site',
              description: 'A page of the docs site.',
              tag: 'Docs sessions',
              own: true,
              ok: { status: 200, html: true },
              ...(path.endsWith('{name}') ? { errors: [404] } : {}),
            },
          },
        ],
      ),
    ),
  };
}

/** Apart from the other docs routes: the document lists it after the sign-in's routes. */
export function docsSessionOperations(): OperationsByPath {
  return {
    '/public/docs-sessions/current': {
      get: {
        code: 'E1',
        summary: 'Read the docs session',
        description:
          'The docs session the call is made with: its account, its kind (`partner`, or `sandbox` acting for one connected user) and when it ends. A sandbox session names its connected user in `connectedUser`: use its `uuid` to try the library’s calls.',
        tag: 'Docs sessions',
        credentials: ['docsSession'],
        ok: { status: 200, schema: ref('DocsSession') },
        errors: [401, 403],
      },
    },
  };
}
