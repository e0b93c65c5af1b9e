import type { ComponentChildren } from 'preact';
import { serviceName } from '../../integrations/registry.js';
import type { Transfer } from '../../transfers/models.js';
import type { IntegrationUser } from '../../users/models.js';
import { DangerLink, Table, Time } from '../components.js';
import type { Renewal } from '../userFacts.js';
import type { PageContext } from './context.js';
import { SyncsTable, userName, type ShownSync } from './syncs.js';
import { statusWords } from './transfers.js';
import { canBeUsed } from './users.js';

/** What a page reads of a connected user. */
export type ShownUser = Pick<
  IntegrationUser,
  | 'id'
  | 'integrationType'
  | 'name'
  | 'email'
  | 'externalUserId'
  | 'createdAt'
  | 'updatedAt'
  | 'needsReauthSince'
  | 'authDataSealed'
  | 'authDataExpiresAt'
>;

/** What a page reads of a transfer. */
export type ShownTransfer = Pick<
  Transfer,
  'id' | 'sourceService' | 'destinationService' | 'status' | 'counts' | 'createdAt'
>;

/** What a connected user's page shows: who they are in your app, their services' tokens, what they did. */
export interface UserPageFacts {
  /** The ids the partner's app gave for this listener. */
  appUserIds: string[];
  lastSignInAt: Date | null;
  /** The listener's connected users, this one first, each with what its service does with tokens. */
  services: { user: ShownUser; renewal: Renewal }[];
  transfers: ShownTransfer[];
  syncs: ShownSync[];
}

/** A connected user's tokens in words, and whether the listener must sign in again for anything to work. */
export function tokenHealth(
  user: ShownUser,
  renewal: Renewal,
  now = new Date(),
): { mustSignIn: boolean; words: ComponentChildren } {
  if (user.needsReauthSince)
    return {
      mustSignIn: true,
      words: (
        <>
          Must sign in again: the service refused the tokens <Time value={user.needsReauthSince} />
        </>
      ),
    };
  if (!canBeUsed(user)) return { mustSignIn: true, words: 'Must sign in again: no tokens are stored' };
  const until = user.authDataExpiresAt;
  if (!renewal.expires || !until) return { mustSignIn: false, words: 'Working: the tokens do not expire' };
  if (renewal.renews) return { mustSignIn: false, words: 'Working: renewed automatically before they expire' };
  if (until > now)
    return {
      mustSignIn: false,
      words: (
        <>
          Working until <Time value={until} />, then they must sign in again
        </>
      ),
    };
  return {
    mustSignIn: true,
    words: (
      <>
        Must sign in again: the tokens expired <Time value={until} />
      </>
    ),
  };
}

/**
 * When the user's tokens were last stored, by a sign-in or a renewal. Every write to a live
 * connected user's row stores tokens, except the mark that the service refused them, so the
 * row's last change is that moment while it is not marked.
 */
export const tokensStoredAt = (user: ShownUser): Date | null => (canBeUsed(user) ? user.updatedAt : null);

const Muted = (props: { children: ComponentChildren }) => <span class="muted">{props.children}</span>;

/** The listener's connected users: this one first, then their other services. */
function ServicesTable(props: { base: string; userId: string; services: UserPageFacts['services'] }) {
  const rows = props.services.map(({ user: u, renewal }) => {
    const health = tokenHealth(u, renewal);
    const service = serviceName(u.integrationType);
    const stored = tokensStoredAt(u);
    return {
      cells: [
        u.id === props.userId ? (
          <>
            {service} <Muted>(this page)</Muted>
          </>
        ) : (
          <a href={`${props.base}/users/${u.id}`}>{service}</a>
        ),
        userName(u),
        health.mustSignIn ? <strong>{health.words}</strong> : health.words,
        stored ? <Time value={stored} /> : <Muted>—</Muted>,
      ],
      attributes: { 'data-user': u.id, 'data-must-sign-in': health.mustSignIn ? 'true' : undefined },
    };
  });
  return (
    <Table
      id="services"
      caption="The listener’s services"
      columns={['Service', 'Name', 'Tokens', 'Last renewed']}
      rows={rows}
      attributes={{ 'data-wrap': 'words' }}
    />
  );
}

function TransfersTable(props: { base: string; transfers: ShownTransfer[] }) {
  const rows = props.transfers.map((t) => ({
    cells: [
      <a href={`${props.base}/transfers/${t.id}`}>{t.id.slice(0, 8)}</a>,
      `${serviceName(t.sourceService)} to ${serviceName(t.destinationService)}`,
      statusWords(t.status),
      `${t.counts.matched ?? 0} of ${t.counts.total ?? 0}`,
      <Time value={t.createdAt} />,
    ],
  }));
  return (
    <Table
      id="user-transfers"
      caption="Transfers of this user, newest first"
      columns={['Transfer', 'From and to', 'Status', 'Matched', 'Started']}
      rows={rows}
      empty="No transfers."
      attributes={{ 'data-wrap': 'words' }}
    />
  );
}

function UserFactList(props: { user: ShownUser; facts: UserPageFacts }) {
  const { user, facts } = props;
  return (
    <dl class="facts" id="user-facts">
      <dt>Service</dt>
      <dd>{serviceName(user.integrationType)}</dd>
      <dt>Email</dt>
      <dd>{user.email ?? '—'}</dd>
      <dt>Your app’s user id</dt>
      <dd id="app-user-id">
        {facts.appUserIds.length ? (
          facts.appUserIds.map((id, i) => (
            <>
              {i > 0 ? ', ' : null}
              <code>{id}</code>
            </>
          ))
        ) : (
          <Muted>None known: your app gave none when they signed in, transferred or synced</Muted>
        )}
      </dd>
      <dt>Service user id</dt>
      <dd>
        <code>{user.externalUserId}</code>
      </dd>
      <dt>uuid</dt>
      <dd>
        <code>{user.id}</code>
      </dd>
      <dt>Connected</dt>
      <dd>
        <Time value={user.createdAt} />
      </dd>
      <dt>Last signed in</dt>
      <dd>{facts.lastSignInAt ? <Time value={facts.lastSignInAt} /> : <Muted>Not in the last week</Muted>}</dd>
    </dl>
  );
}

/** A connected user: who they are, their services' tokens, their transfers and syncs, and deleting them. */
export function UserPage(props: { context: PageContext; user: ShownUser; facts: UserPageFacts }) {
  const { context, user, facts } = props;
  const syncCount = facts.syncs.length;
  const endsSyncs = syncCount ? ` Their ${syncCount === 1 ? 'sync stops' : `${syncCount} syncs stop`} with them.` : '';
  return (
    <>
      <UserFactList user={user} facts={facts} />
      <section aria-labelledby="services-heading">
        <h2 id="services-heading">Services and tokens</h2>
        <ServicesTable base={context.base} userId={user.id} services={facts.services} />
      </section>
      <section aria-labelledby="transfers-heading">
        <h2 id="transfers-heading">Transfers</h2>
        <TransfersTable base={context.base} transfers={facts.transfers} />
      </section>
      <section aria-labelledby="syncs-heading">
        <h2 id="syncs-heading">Syncs</h2>
        <SyncsTable
          base={context.base}
          views={facts.syncs}
          id="user-syncs"
          caption="Syncs of this user, newest first"
          empty="No syncs."
        />
      </section>
      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete</h2>
        <p>
          Deleting the user disconnects them from your app and forgets their tokens, name, email and stored library
          copy.{endsSyncs}
        </p>
        <DangerLink href={`${context.base}/users/${user.id}/delete`} label="Delete" name={`user ${userName(user)}`} />
      </section>
    </>
  );
}
