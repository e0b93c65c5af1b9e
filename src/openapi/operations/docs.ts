// The operations of the docs: this document, its rendered page and the docs session.
import type { OperationsByPath } from '../operation.js';
import { ref } from '../schemaKit.js';

export function docsOperations(): OperationsByPath {
  return {
    '/openapi.json': {
      get: { summary: 'This document.', tag: 'Docs', ok: { status: 200, schema: { type: 'object' } } },
    },
    '/docs': {
      get: {
        summary: 'This document rendered, with "try it" through a docs session (`/docs#session=...`).',
        tag: 'Docs',
        ok: { status: 200, html: true },
      },
    },
  };
}

/** Apart from the other docs routes: the document lists it after the sign-in's routes. */
export function docsSessionOperations(): OperationsByPath {
  return {
    '/public/docs-sessions/current': {
      get: {
        summary: 'E1: the docs session.',
        tag: 'Docs',
        credentials: ['docsSession'],
        ok: { status: 200, schema: ref('DocsSession') },
        errors: [401, 403],
      },
    },
  };
}
