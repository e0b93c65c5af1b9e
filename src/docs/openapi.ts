// The operations of the docs: this document, its rendered page and the docs session, with its shape.
import type { OperationsByPath } from '../http/openapi/operation.js';
import { arrayOf, bool, dateTime, nullable, obj, ref, str, uuid, type Schema } from '../http/openapi/schemaKit.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';

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

/** The component schema of a docs session. */
export const DOCS_SCHEMAS: Record<string, Schema> = {
  DocsSession: obj(
    {
      expiresAt: dateTime,
      kind: { enum: ['partner', 'sandbox'] },
      account: obj({
        name: str,
        slug: str,
        clientId: nullable(uuid),
        returnUrls: arrayOf(str),
        isEvaluationAccount: bool,
        isTransferServiceEnabled: bool,
        enabledIntegrations: arrayOf(str),
        transferDestination: nullable({ enum: [...SERVICE_IDS] }),
      }),
      connectedUser: nullable(obj({ uuid, integrationType: str, name: nullable(str), imageUrl: nullable(str) })),
    },
    ['expiresAt', 'kind', 'account'],
  ),
};

/** Its example. */
export const DOCS_EXAMPLES: Record<string, unknown> = {
  DocsSession: {
    expiresAt: '2026-11-24T11:00:00.000Z',
    kind: 'partner',
    account: {
      name: 'Acme',
      slug: 'acme',
      clientId: 'd2c1b0a9-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
      returnUrls: ['https://acme.example/callback'],
      isEvaluationAccount: false,
      isTransferServiceEnabled: true,
      enabledIntegrations: [EXAMPLE_SERVICES.source, EXAMPLE_SERVICES.destination],
      transferDestination: EXAMPLE_SERVICES.destination,
    },
  },
};
