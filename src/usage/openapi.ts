// The operation of the account's use of the music services' request budgets, and its report's shape.
import type { OperationsByPath } from '../http/openapi/operation.js';
import { arrayOf, dateTime, int, nullable, obj, ref, type Schema } from '../http/openapi/schemaKit.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';

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
        codes: ['docsSessionUserBound', 'docsSessionWithoutUser'],
      },
    },
  };
}

const usageCounts = {
  calls: { ...int, description: 'Calls made to the service for the account.' },
  waits: { ...int, description: 'Calls that waited for a slot of the budget.' },
  waitedMs: { ...int, description: 'The time those calls waited, in all.' },
  refused: {
    ...int,
    description: 'Calls given up because the wait would have been too long (answered `rateLimited`).',
  },
  rateLimited: { ...int, description: 'Answers of 429 (or the service’s own “slow down”) to the account’s calls.' },
};

/** The component schema of the usage report (`ref('Usage')`). */
export const USAGE_SCHEMAS: Record<string, Schema> = {
  Usage: obj({
    from: dateTime,
    to: dateTime,
    minutes: int,
    share: obj({
      weight: { ...int, description: 'The account’s weight against the other accounts wanting a service at once.' },
      cap: nullable({
        type: 'number',
        description: 'The most of a service’s budget the account may use, as a fraction.',
      }),
    }),
    services: arrayOf(
      obj({
        integrationType: { enum: [...SERVICE_IDS] },
        budgetPerSecond: { ...int, description: 'The service’s budget for the whole deployment.' },
        budgetUse: {
          type: 'number',
          description: 'The account’s calls over the calls the budget allowed in the period.',
        },
        ...usageCounts,
      }),
    ),
    series: arrayOf(obj({ at: dateTime, integrationType: { enum: [...SERVICE_IDS] }, ...usageCounts })),
  }),
};

/** Its example, as the API answers it. */
export const USAGE_EXAMPLES: Record<string, unknown> = {
  Usage: {
    from: '2026-11-24T09:01:00.000Z',
    to: '2026-11-24T10:00:30.000Z',
    minutes: 60,
    share: { weight: 1, cap: null },
    services: [
      {
        integrationType: EXAMPLE_SERVICES.source,
        budgetPerSecond: 6,
        budgetUse: 0.0412,
        calls: 882,
        waits: 41,
        waitedMs: 9_130,
        refused: 0,
        rateLimited: 1,
      },
    ],
    series: [
      {
        at: '2026-11-24T09:58:00.000Z',
        integrationType: EXAMPLE_SERVICES.source,
        calls: 57,
        waits: 3,
        waitedMs: 610,
        refused: 0,
        rateLimited: 0,
      },
    ],
  },
};
