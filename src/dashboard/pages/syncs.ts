import { serviceName } from '../../integrations/registry.js';
import type { Sync } from '../../syncs/models.js';
import { e, table, time } from '../layout.js';

/** A sync as the page lists it: the sync and the services of its two connected users. */
export interface ListedSync {
  sync: Sync;
  sourceService: string;
  destinationService: string;
}

const STATE_WORDS = {
  partner: 'Paused by your app',
  authFailed: 'Paused: the listener must sign in again',
} as const;

function lastRunWords(sync: Sync): string {
  const run = sync.lastRun;
  if (!run) return '<span class="muted">Not run yet</span>';
  if (run.status === 'unchanged') return `${time(sync.lastRunAt)}: no change`;
  if (run.status === 'failed') return `${time(sync.lastRunAt)}: failed (${e(run.notes.join('; '))})`;
  if (run.status === 'paused') return `${time(sync.lastRunAt)}: paused`;
  return `${time(sync.lastRunAt)}: ${run.added} added, ${run.removed} removed, ${run.unmatched} not found`;
}

/** The account's syncs with their last and next run (POST /public/syncs makes them). */
export function syncsBody(listed: ListedSync[]): string {
  const rows = listed.map(({ sync, sourceService, destinationService }) => ({
    cells: [
      `${e(serviceName(sourceService))} <span class="muted">${e(sync.sourcePlaylistId)}</span>`,
      `${e(serviceName(destinationService))} <span class="muted">${e(sync.destinationPlaylistId ?? 'made at the first run')}</span>`,
      sync.mode === 'mirror' ? 'Mirror' : 'Add new tracks',
      sync.paused ? e(STATE_WORDS[sync.pausedReason ?? 'partner']) : `Every ${sync.intervalMinutes} minutes`,
      lastRunWords(sync),
      sync.paused ? '<span class="muted">—</span>' : time(sync.nextRunAt),
    ],
    attributes: ` data-sync="${e(sync.id)}"`,
  }));
  return `<p>A sync keeps a playlist of one connected user in a playlist of another, adding what is new
(and, in mirror mode, removing what left the source). Tracks a listener added by hand stay. Your app
creates and changes syncs with <code>/public/syncs</code>.</p>
${table({
  id: 'syncs',
  caption: 'Syncs, newest first',
  columns: ['From', 'To', 'Mode', 'State', 'Last run', 'Next run'],
  rows,
  empty: 'No syncs yet.',
})}`;
}
