import { serviceName } from '../../integrations/registry.js';
import { DangerLink, Table, Time } from '../components.js';
import type { Confirmation } from './confirm.js';
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

function SearchForm(props: { base: string; query: string }) {
  const { base, query } = props;
  return (
    <form method="get" action={`${base}/users`} role="search">
      <label for="user-search">Search by name, email, uuid or service user id</label>
      <input type="search" id="user-search" name="q" value={query} />
      <button>Search</button>
      {query ? (
        <>
          {' '}
          <a href={`${base}/users`}>Show all</a>
        </>
      ) : null}
    </form>
  );
}

/**
 * The account's connected users, searchable by name, email, uuid or service user id. The ids are
 * on each user's page: in the list they would squeeze the words of the other columns apart.
 */
export function UsersBody(props: { context: PageContext; query: string; users: UserRow[] }) {
  const { base } = props.context;
  const { query } = props;
  const rows = props.users.map((u) => ({
    cells: [
      <a href={`${base}/users/${u.id}`}>{userName(u)}</a>,
      u.email ?? '—',
      serviceName(u.integrationType),
      canBeUsed(u) ? 'Working' : <strong>Must sign in again</strong>,
      <Time value={u.createdAt} />,
      <DangerLink href={`${base}/users/${u.id}/delete`} label="Delete" name={`user ${userName(u)}`} />,
    ],
    attributes: { 'data-id': u.id },
  }));
  return (
    <>
      <SearchForm base={base} query={query} />
      <Table
        id="users"
        caption="Connected users"
        columns={['Name', 'Email', 'Service', 'Tokens', 'Connected', { label: 'Actions', hidden: true }]}
        rows={rows}
        empty={
          query
            ? `No connected user matches “${query}”. Search by name, email, uuid or service user id.`
            : 'No connected users yet: they appear here once they sign in through your app.'
        }
        attributes={{ 'data-wrap': 'words' }}
      />
    </>
  );
}

/** What deleting a connected user ends; `who` names them as the list does, with their uuid. */
export const deleteUserConfirmation = (who: string): Confirmation => ({
  question: 'Delete this connected user?',
  consequence: (
    <>
      <strong>{who}</strong> is disconnected from your app at once: their music-service tokens, name, email and stored
      library copy are deleted, and your app can no longer read or change their library. This cannot be undone; they can
      connect again by signing in.
    </>
  ),
  action: 'Delete the user',
});
