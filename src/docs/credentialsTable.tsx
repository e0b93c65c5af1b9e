import { POLICIES } from '../auth/policies.js';
import type { CredentialKind } from '../auth/context.js';
import { ScrollBox } from './blocks.js';

// "Which route takes which", written from the policies the app enforces: the table cannot say
// what the routes do not do.

/** Routes as a partner names them: each path (or method and path) as code, then what they are for. */
export interface RouteNames {
  paths: string[];
  about?: string;
}

/** The routes each policy guards. A policy without a line here fails a test. */
export const ROUTES_OF_POLICY: Record<keyof typeof POLICIES, RouteNames> = {
  public: { paths: ['/public/search', '/public/integrations/*'], about: 'catalogue, sign-ins, a connected user' },
  userApi: { paths: ['/api/{integrationUserUUID}/*'], about: 'a connected user’s library' },
  connectedUserList: { paths: ['GET /public/integrations/users'], about: 'the list of connected users' },
  userDelete: { paths: ['DELETE /public/integrations/user/{uuid}'] },
  userConnect: { paths: ['POST /public/integrations/user'], about: 'connect with a token you hold' },
  transferSessions: { paths: ['/public/transfer-sessions/*'] },
  syncs: { paths: ['POST', 'PATCH', 'DELETE /public/syncs/*'] },
  syncReads: { paths: ['GET /public/syncs/*'] },
  transferReads: { paths: ['GET /public/transfers/*'] },
  transferCancel: {
    paths: ['POST /public/transfers/{transferUuid}/cancel'],
    about: 'a DevToken with sub only for the transfers from that connected user',
  },
  usage: { paths: ['GET /public/usage'] },
  accountAdmin: {
    paths: ['/public/webhooks/*', '/public/account/*'],
    about: 'the account’s own webhooks and settings',
  },
  docsSession: { paths: ['GET /public/docs-sessions/current'] },
};

const COLUMNS: [CredentialKind, string][] = [
  ['basic', 'Basic'],
  ['clientIdToken', 'Client ID token'],
  ['oneTimeToken', 'One-time token'],
  ['devToken', 'DevToken'],
  ['docsSession', 'Docs session'],
];

/** Whether a route group takes a credential: `withoutSubject` for a DevToken only without `sub`. */
export type Takes = 'yes' | 'no' | 'no (401)' | 'withoutSubject';

/** One row of the table: the routes, and what each credential of `COLUMNS` gets there. */
export interface CredentialRow {
  routes: RouteNames;
  takes: Takes[];
}

/** The rows, one per policy in the order the app mounts them. */
export function credentialRows(): CredentialRow[] {
  return Object.entries(POLICIES).map(([name, policy]) => ({
    routes: ROUTES_OF_POLICY[name as keyof typeof POLICIES],
    takes: COLUMNS.map(([kind]): Takes => {
      const accepts = (policy.accepts as readonly string[]).includes(kind);
      if (!accepts) return 'clientIdTokenStatus' in policy && kind === 'clientIdToken' ? 'no (401)' : 'no';
      return kind === 'devToken' && 'refusesDevTokenSubject' in policy ? 'withoutSubject' : 'yes';
    }),
  }));
}

function Routes({ routes }: { routes: RouteNames }) {
  return (
    <td>
      {routes.paths.map((path, i) => (
        <>
          {i > 0 && ', '}
          <code>{path}</code>
        </>
      ))}
      {routes.about && ` (${routes.about})`}
    </td>
  );
}

const taken = (takes: Takes) =>
  takes === 'withoutSubject' ? (
    <>
      only without <code>sub</code>
    </>
  ) : (
    takes
  );

/** The table "Which route takes which", scrolling in its own box on a narrow screen. */
export function CredentialsTable({ rows }: { rows: CredentialRow[] }) {
  return (
    <ScrollBox label="Table">
      <table>
        <thead>
          <tr>
            <th scope="col">Route</th>
            {COLUMNS.map(([, label]) => (
              <th scope="col">{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr>
              <Routes routes={row.routes} />
              {row.takes.map((takes) => (
                <td>{taken(takes)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <Routes routes={{ paths: ['/app/*'], about: 'sign-in pages and their reads' }} />
            <td>no credential needed</td>
            {COLUMNS.slice(1).map(() => (
              <td />
            ))}
          </tr>
        </tbody>
      </table>
    </ScrollBox>
  );
}
