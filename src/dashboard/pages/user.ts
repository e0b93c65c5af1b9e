import { serviceName } from '../../integrations/registry.js';
import type { Transfer } from '../../transfers/models.js';
import type { IntegrationUser } from '../../users/models.js';
import { dangerLink, e, table, time } from '../layout.js';
import type { SyncView } from '../syncViews.js';
import type { UserFacts } from '../userFacts.js';
import type { PageContext } from './context.js';
import { syncsTable, userName } from './syncs.js';
import { statusWords } from './transfers.js';
import { canBeUsed } from './users.js';

/** What the user's service does with tokens. */
export interface Renewal {
  /** A refresh token is stored and the service takes it: an access token is renewed without the listener. */
  renews: boolean;
  /** False where a token lasts until the listener revokes it. */
  expires: boolean;
}

/** A connected user's tokens in words, and whether the listener must sign in again for anything to work. */
export function tokenHealth(
  user: IntegrationUser,
  renewal: Renewal,
  now = new Date(),
): { mustSignIn: boolean; words: string } {
  if (user.needsReauthSince)
    return {
      mustSignIn: true,
      words: `Must sign in again: the service refused the tokens ${time(user.needsReauthSince)}`,
    };
  if (!canBeUsed(user)) return { mustSignIn: true, words: 'Must sign in again: no tokens are stored' };
  const until = user.authDataExpiresAt;
  if (!renewal.expires || !until) return { mustSignIn: false, words: 'Working: the tokens do not expire' };
  if (renewal.renews) return { mustSignIn: false, words: 'Working: renewed automatically before they expire' };
  if (until > now) return { mustSignIn: false, words: `Working until ${time(until)}, then they must sign in again` };
  return { mustSignIn: true, words: `Must sign in again: the tokens expired ${time(until)}` };
}

/**
 * When the user's tokens were last stored, by a sign-in or a renewal. Every write to a live
 * connected user's row stores tokens, except the mark that the service refused them, so the
 * row's last change is that moment while it is not marked.
 */
export const tokensStoredAt = (user: IntegrationUser): Date | null => (canBeUsed(user) ? user.updatedAt : null);

/** The listener's connected users: this one first, then their other services. */
function servicesTable(
  context: PageContext,
  user: IntegrationUser,
  others: IntegrationUser[],
  renewalOf: (u: IntegrationUser) => Renewal,
): string {
  const rows = [user, ...others].map((u) => {
    const health = tokenHealth(u, renewalOf(u));
    const here = u.id === user.id;
    return {
      cells: [
        here
          ? `${e(serviceName(u.integrationType))} <span class="muted">(this page)</span>`
          : `<a href="${e(context.base)}/users/${e(u.id)}">${e(serviceName(u.integrationType))}</a>`,
        e(userName(u)),
        health.mustSignIn ? `<strong>${health.words}</strong>` : health.words,
        time(tokensStoredAt(u)) || '<span class="muted">—</span>',
      ],
      attributes: ` data-user="${e(u.id)}"${health.mustSignIn ? ' data-must-sign-in="true"' : ''}`,
    };
  });
  return table({
    id: 'services',
    caption: 'The listener’s services',
    columns: ['Service', 'Name', 'Tokens', 'Last renewed'],
    rows,
    attributes: ' data-wrap="words"',
  });
}

function transfersTable(context: PageContext, transfers: Transfer[]): string {
  const rows = transfers.map((t) => ({
    cells: [
      `<a href="${e(context.base)}/transfers/${e(t.id)}">${e(t.id.slice(0, 8))}</a>`,
      `${e(serviceName(t.sourceService))} to ${e(serviceName(t.destinationService))}`,
      e(statusWords(t.status)),
      `${t.counts.matched ?? 0} of ${t.counts.total ?? 0}`,
      time(t.createdAt),
    ],
  }));
  return table({
    id: 'user-transfers',
    caption: 'Transfers of this user, newest first',
    columns: ['Transfer', 'From and to', 'Status', 'Matched', 'Started'],
    rows,
    empty: 'No transfers.',
    attributes: ' data-wrap="words"',
  });
}

/** A connected user: who they are, their services' tokens, their transfers and syncs, and deleting them. */
export function userBody(
  context: PageContext,
  user: IntegrationUser,
  facts: UserFacts & { syncs: SyncView[] },
  renewalOf: (u: IntegrationUser) => Renewal,
): string {
  const appIds = facts.appUserIds.length
    ? facts.appUserIds.map((id) => `<code>${e(id)}</code>`).join(', ')
    : '<span class="muted">None known: your app gave none when they signed in, transferred or synced</span>';
  const syncCount = facts.syncs.length;
  const endsSyncs = syncCount ? ` Their ${syncCount === 1 ? 'sync stops' : `${syncCount} syncs stop`} with them.` : '';
  return `<dl class="facts" id="user-facts">
<dt>Service</dt><dd>${e(serviceName(user.integrationType))}</dd>
<dt>Email</dt><dd>${e(user.email ?? '—')}</dd>
<dt>Your app’s user id</dt><dd id="app-user-id">${appIds}</dd>
<dt>Service user id</dt><dd><code>${e(user.externalUserId)}</code></dd>
<dt>uuid</dt><dd><code>${e(user.id)}</code></dd>
<dt>Connected</dt><dd>${time(user.createdAt)}</dd>
<dt>Last signed in</dt><dd>${time(facts.lastSignInAt) || '<span class="muted">Not in the last week</span>'}</dd>
</dl>
<section aria-labelledby="services-heading"><h2 id="services-heading">Services and tokens</h2>
${servicesTable(context, user, facts.otherServices, renewalOf)}</section>
<section aria-labelledby="transfers-heading"><h2 id="transfers-heading">Transfers</h2>
${transfersTable(context, facts.transfers)}</section>
<section aria-labelledby="syncs-heading"><h2 id="syncs-heading">Syncs</h2>
${syncsTable(context, facts.syncs, { id: 'user-syncs', caption: 'Syncs of this user, newest first', empty: 'No syncs.' })}</section>
<section aria-labelledby="delete-heading"><h2 id="delete-heading">Delete</h2>
<p>Deleting the user disconnects them from your app and forgets their tokens, name, email and stored library
copy.${endsSyncs}</p>
${dangerLink(`${context.base}/users/${user.id}/delete`, 'Delete', `user ${userName(user)}`)}</section>`;
}
