import { serviceName } from '../../integrations/registry.js';
import { dangerLink, e, table, time } from '../layout.js';
import type { PageContext } from './context.js';

export interface UserRow {
  id: string;
  integrationType: string;
  externalUserId: string;
  name: string | null;
  email: string | null;
  createdAt: Date;
}

/** The account's connected users, searchable by name, email, uuid or service user id. */
export function usersBody({ base }: PageContext, query: string, users: UserRow[]): string {
  const rows = users.map((u) => ({
    cells: [
      e(u.name ?? '—'),
      e(u.email ?? '—'),
      e(serviceName(u.integrationType)),
      `<code>${e(u.externalUserId)}</code>`,
      `<code>${e(u.id)}</code>`,
      time(u.createdAt),
      dangerLink(`${base}/users/${u.id}/delete`, 'Delete', `user ${u.name ?? u.id}`),
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
  columns: ['Name', 'Email', 'Service', 'Service user id', 'uuid', 'Connected', { label: 'Actions', hidden: true }],
  rows,
  empty,
})}`;
}
