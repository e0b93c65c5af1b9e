import { POLICIES } from '../auth/policies.js';
import type { CredentialKind } from '../auth/context.js';

// "Which route takes which", written from the policies the app enforces: the table cannot say
// what the routes do not do.

/** The routes each policy guards, as a partner names them. A policy without a line here fails a test. */
export const ROUTES_OF_POLICY: Record<keyof typeof POLICIES, string> = {
  public: '`/public/search`, `/public/integrations/*` (catalogue, sign-ins, a connected user)',
  userApi: '`/api/{integrationUserUUID}/*` (a connected user’s library)',
  connectedUserList: '`GET /public/integrations/users` (the list of connected users)',
  userDelete: '`DELETE /public/integrations/user/{uuid}`',
  userConnect: '`POST /public/integrations/user` (connect with a token you hold)',
  transferSessions: '`/public/transfer-sessions/*`',
  syncs: '`POST`, `PATCH`, `DELETE /public/syncs/*`',
  syncReads: '`GET /public/syncs/*`',
  transferReads: '`GET /public/transfers/*`',
  usage: '`GET /public/usage`',
  accountAdmin: '`/public/webhooks/*`',
  docsSession: '`GET /public/docs-sessions/current`',
};

const COLUMNS: [CredentialKind, string][] = [
  ['basic', 'Basic'],
  ['clientIdToken', 'Client ID token'],
  ['oneTimeToken', 'One-time token'],
  ['devToken', 'DevToken'],
  ['docsSession', 'Docs session'],
];

/** The table as Markdown, one row per policy in the order the app mounts them. */
export function credentialsTableMarkdown(): string {
  const rows = Object.entries(POLICIES).map(([name, policy]) => {
    const cells = COLUMNS.map(([kind]) => {
      const accepts = (policy.accepts as readonly string[]).includes(kind);
      if (!accepts) return 'clientIdTokenStatus' in policy && kind === 'clientIdToken' ? 'no (401)' : 'no';
      return kind === 'devToken' && 'refusesDevTokenSubject' in policy ? 'only without `sub`' : 'yes';
    });
    return `| ${ROUTES_OF_POLICY[name as keyof typeof POLICIES]} | ${cells.join(' | ')} |`;
  });
  return [
    `| Route | ${COLUMNS.map(([, label]) => label).join(' | ')} |`,
    `| --- |${' --- |'.repeat(COLUMNS.length)}`,
    ...rows,
    `| \`/app/*\` (sign-in pages and their reads) | no credential needed | | | | |`,
  ].join('\n');
}
