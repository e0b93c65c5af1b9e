import { serviceName } from '../../integrations/registry.js';
import type { Sync } from '../../syncs/models.js';
import { e, table, time } from '../layout.js';
import type { SyncSide, SyncView } from '../syncViews.js';
import type { PageContext } from './context.js';

/** How a connected user is named on the pages: by name, else email, else their id on the service. */
export function userName(user: {
  name: string | null;
  email: string | null;
  externalUserId: string;
  integrationType: string;
}) {
  return user.name || user.email || `${serviceName(user.integrationType)} user ${user.externalUserId}`;
}

/** A link to a connected user's page; a user deleted meanwhile is named, not linked. */
export function userLink({ base }: Pick<PageContext, 'base'>, side: Pick<SyncSide, 'user' | 'userId'>): string {
  if (!side.user || side.user.deletedAt) return '<span class="muted">a deleted user</span>';
  return `<a href="${e(base)}/users/${e(side.userId)}">${e(userName(side.user))}</a>`;
}

/** A playlist by name (its id when no name is known), linked to the service where its address is known. */
export function playlistWords(side: SyncSide, link = true): string {
  if (!side.playlistId) return '<span class="muted">A new playlist, made by the first run</span>';
  if (!side.playlist) return `playlist <code>${e(side.playlistId)}</code>`;
  const name = e(side.playlist.name);
  return link && side.playlist.url ? `<a href="${e(side.playlist.url)}" rel="noopener">${name}</a>` : name;
}

/** A playlist's name in plain text, for titles and labels. */
export function playlistText(side: SyncSide): string {
  if (!side.playlistId) return 'a new playlist';
  return side.playlist?.name ?? `playlist ${side.playlistId}`;
}

/** "every 30 minutes", "every 2 hours", "every day". */
export function everyWords(minutes: number): string {
  const units: [number, string][] = [
    [10_080, 'week'],
    [1_440, 'day'],
    [60, 'hour'],
  ];
  for (const [size, unit] of units)
    if (minutes % size === 0) return minutes === size ? `every ${unit}` : `every ${minutes / size} ${unit}s`;
  return `every ${minutes} minutes`;
}

/** Which side must sign in again for a sync paused by a refusal (the first one marked). */
function refusedSide(view: SyncView): SyncSide | null {
  return [view.source, view.destination].find((s) => !s.user || s.user.needsReauthSince || s.user.deletedAt) ?? null;
}

/** Whether the sync runs, in words; `context` links the listener who must sign in again. */
export function stateWords(context: Pick<PageContext, 'base'>, view: SyncView): string {
  const { sync } = view;
  if (!sync.paused) return `Active, ${everyWords(sync.intervalMinutes)}`;
  if (sync.pausedReason !== 'authFailed') return 'Paused';
  const refused = refusedSide(view);
  return refused
    ? `Paused until ${userLink(context, refused)} signs in again`
    : 'Paused until the listener signs in again';
}

/** What the last run did, in words. */
export function lastRunWords(sync: Sync): string {
  const run = sync.lastRun;
  if (!run) return '<span class="muted">Not run yet</span>';
  const at = time(sync.lastRunAt);
  if (run.status === 'unchanged') return `${at}: no change in the source`;
  if (run.status === 'failed') return `${at}: failed`;
  if (run.status === 'paused') return `${at}: stopped, a listener must sign in again`;
  return `${at}: ${run.added} added, ${run.removed} removed, ${run.unmatched} not matched`;
}

/** The sides' users, once each: a sync between two services of one listener names them twice. */
function usersCell(context: PageContext, view: SyncView): string {
  const sides = view.source.userId === view.destination.userId ? [view.source] : [view.source, view.destination];
  return sides
    .map((side) => `${userLink(context, side)} <span class="muted">on ${e(serviceName(side.service))}</span>`)
    .join('<br>');
}

/** A table of syncs, each linked to its page: what it keeps where, for whom, whether it runs, how it last went. */
export function syncsTable(
  context: PageContext,
  views: SyncView[],
  input: { id: string; caption: string; empty: string },
): string {
  const rows = views.map((view) => ({
    cells: [
      `<a href="${e(context.base)}/syncs/${e(view.sync.id)}">${playlistWords(view.source, false)}</a>
<br><span class="muted">on ${e(serviceName(view.source.service))}</span>`,
      `${playlistWords(view.destination, false)}<br><span class="muted">on ${e(serviceName(view.destination.service))}</span>`,
      usersCell(context, view),
      stateWords(context, view),
      lastRunWords(view.sync),
    ],
    attributes: ` data-sync="${e(view.sync.id)}"`,
  }));
  return table({
    id: input.id,
    caption: input.caption,
    columns: ['From', 'To', 'User', 'State', 'Last run'],
    rows,
    empty: input.empty,
    attributes: ' data-wrap="words"',
  });
}

/** The account's syncs, newest first, each linked to its page. */
export function syncListBody(context: PageContext, views: SyncView[]): string {
  return `<p>A sync keeps a playlist of one connected user in a playlist of another, adding what is new
(and, in mirror mode, removing what left the source). Tracks a listener added by hand stay. Your app
creates syncs through the partner API; open one to pause it, run it now or delete it.</p>
${syncsTable(context, views, { id: 'syncs', caption: 'Syncs, newest first', empty: 'No syncs yet.' })}`;
}
