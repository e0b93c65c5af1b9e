// The operation of the account's use of the music services' request budgets.
import type { OperationsByPath } from '../operation.js';
import { ref } from '../schemaKit.js';

export function usageOperations(): OperationsByPath {
  return {
    '/public/usage': {
      get: {
        summary: 'Read the account’s use of the services’ budgets',
        description:
          'The account’s use of each music service’s request budget, in all and by minute: calls, waits for a slot, calls refused after too long a wait, and 429s from the service. Our addition to the interface.',
        tag: 'Usage',
        credentials: ['basic', 'docsSession'],
        query: {
          minutes: {
            type: 'integer',
            minimum: 1,
            maximum: 1440,
            description: 'How far back, the current minute included (default 60; counts are kept 25 hours).',
            example: 60,
          },
        },
        ok: { status: 200, schema: ref('Usage') },
        errors: [400, 401, 403],
      },
    },
  };
}
