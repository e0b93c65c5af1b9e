import { serviceName } from '../../integrations/registry.js';
import { dangerLink, e, table, time } from '../layout.js';
import type { PageContext } from './context.js';
import { userName } from './syncs.js';

export interface UserRow {
  id: string;
  integrationType: string;
  externalUserId: string;
  name: string | null;
  email: string | null;
  createdAt: Date;
  needsReauthSince?: Date | null;
  /** Only whether tokens are stored is read here; they are never opened for a page. */
  authDataSealed?: string | null;
}

/** Whether the user's tokens can be used at all: stored, and not refused by the service since. */
export const canBeUsed = (user: Pick<UserRow, 'needsReauthSince' | 'authDataSealed'>) =>
  !user.needsReauthSince && Boolean(user.authDataSealed);

/**
 * The account's connected users, searchable by name, email, uuid or service user id. The ids are
 * on each user's page: in the list they would squeeze the words of the other columns apart.
 */
export function usersBody({ base }: PageContext, query: string, users: UserRow[]): string {
  const rows = users.map((u) => ({
    cells: [
      `<a href="${e(base)}/users/${e(u.id)}">${e(userName(u))}</a>`,
      e(u.email ?? '—'),
      e(serviceName(u.integrationType)),
      canBeUsed(u) ? 'Working' : '<strong>Must sign in again</strong>',
      time(u.createdAt),
      dangerLink(`${base}/users/${u.id}/delete`, 'Delete', `user ${userName(u)}`),
    ],
    attributes: ` data-id="${e(u.id)}"`,
  }));
  const empty = query
    ? `No connected user matches “${e(query)}”. Search by name, email, uuid or service user id.`
    : 'No connected users yet: they appear here once they sign in through your app.';
  return `<form method="get" action="${e(base)}/users" role="search">
<label for="user-search">Search by name, email, uuid or service user id</label>
<input type="search" id="user-search" name="q" value="${e(query)}">
<button>Search</button>${query ? ` <a href="${e(base)}/users">Show all</a>` : ''}</form>
${table({
  id: 'users',
  caption: 'Connected users',
  columns: ['Name', 'Email', 'Service', 'Tokens', 'Connected', { label: 'Actions', hidden: true }],
  rows,
  empty,
  attributes: ' data-wrap="words"',
})}`;
}
