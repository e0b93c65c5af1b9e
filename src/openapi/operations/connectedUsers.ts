// The list of the account's connected users: an addition to the interface.
import { connectedUsersQuery } from '../../users/schemas.js';
import { fromJoi } from '../fromJoi.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, nullable, obj, ref, str, type Schema } from '../schemaKit.js';
import type { Credentials } from '../security.js';

/** Account-wide reads: the Client Secret, or a partner docs session (a sandbox one is refused). */
const ACCOUNT_READS: Credentials = ['basic', 'docsSession'];

/** The query parameters as the route's own validator takes them, each with its description. */
function queryParameters(): Record<string, Schema> {
  return (fromJoi(connectedUsersQuery) as { properties: Record<string, Schema> }).properties;
}

export function connectedUserOperations(): OperationsByPath {
  return {
    '/public/integrations/users': {
      get: {
        summary:
          'An addition to the interface: the account’s connected users as A6 shows them (never with authData), newest first, a page at a time; deleted users are not listed. Continue with `nextCursor` until it is null.',
        tag: 'Connected users',
        credentials: ACCOUNT_READS,
        query: queryParameters(),
        ok: {
          status: 200,
          schema: obj({ users: arrayOf(ref('ConnectedUser')), nextCursor: nullable(str) }),
          description:
            'A page of connected users (an addition to the interface). A bad parameter answers 400 `invalidLimit`, `invalidCursor` or `invalidQuery`.',
        },
        errors: [400],
      },
    },
  };
}
