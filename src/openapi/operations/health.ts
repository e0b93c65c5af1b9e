// The health checks' operations.
import type { OperationsByPath } from '../operation.js';
import { obj, str } from '../schemaKit.js';

export function healthOperations(): OperationsByPath {
  return {
    '/health/live': {
      get: { summary: 'The process is up.', tag: 'Health', ok: { status: 200, schema: obj({ status: str }) } },
    },
    '/health/ready': {
      get: {
        summary: 'Postgres and Redis answer.',
        tag: 'Health',
        ok: {
          status: 200,
          schema: obj({
            status: { enum: ['ok', 'unavailable'] },
            checks: obj({ postgres: str, redis: str }),
          }),
        },
        errors: [503],
      },
    },
  };
}
