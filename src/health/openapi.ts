// The health checks' operations.
import type { OperationsByPath } from '../http/openapi/operation.js';
import { obj, str } from '../http/openapi/schemaKit.js';

export function healthOperations(): OperationsByPath {
  return {
    '/health/live': {
      get: {
        summary: 'Check that the process is up',
        description: 'Answers 200 while the web process runs; it reaches nothing else.',
        tag: 'Health',
        ok: { status: 200, schema: obj({ status: str }) },
      },
    },
    '/health/ready': {
      get: {
        summary: 'Check that PostgreSQL and Redis answer',
        description: 'Answers 200 when the process can serve requests: PostgreSQL and Redis answer; 503 otherwise.',
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
