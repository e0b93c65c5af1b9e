import { serviceName } from '../../integrations/registry.js';
import { e, postButton, row } from '../layout.js';
import type { PageContext } from './context.js';

export interface UserRow {
  id: string;
  integrationType: string;
  externalUserId: string;
  name: string | null;
  createdAt: Date;
}

/** The account's connected users, searchable by uuid or service user id. */
export function usersBody({ base, csrf }: PageContext, query: string, users: UserRow[]): string {
  const rows = users.map((u) =>
    row([
      `<code>${e(u.id)}</code>`,
      e(serviceName(u.integrationType)),
      e(u.externalUserId),
      e(u.name),
      e(u.createdAt.toISOString()),
      postButton(`${base}/users/${u.id}/delete`, 'Delete', csrf),
    ]),
  );
  return `<form method="get" action="${e(base)}/users">
<label>Search by uuid or service user id <input type="text" name="q" value="${e(query)}"></label>
<button>Search</button></form>
<table id="users"><tr><th>uuid</th><th>Service</th><th>Service user id</th><th>Name</th><th>Connected</th><th></th></tr>
${rows.join('')}</table>`;
}
