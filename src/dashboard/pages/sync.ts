import { serviceName } from '../../integrations/registry.js';
import { reasonWords } from '../../transfers/reasons.js';
import { e, postButton, table, time, dangerLink } from '../layout.js';
import type { PastRun, UnmatchedTrack } from '../syncRuns.js';
import type { SyncSide, SyncView } from '../syncViews.js';
import type { PageContext } from './context.js';
import { everyWords, lastRunWords, playlistText, playlistWords, stateWords, userLink } from './syncs.js';

/** A sync's title: what it keeps where. */
export const syncTitle = (view: SyncView) => `Sync of ${playlistText(view.source)}`;

const MODE_WORDS = {
  mirror: 'Mirror: adds what is new in the source and removes what left it',
  append: 'Add new tracks: adds what is new in the source, removes nothing',
} as const;

function sideWords(context: PageContext, side: SyncSide): string {
  return `${playlistWords(side)} on ${e(serviceName(side.service))}, of ${userLink(context, side)}`;
}

/** The buttons of what the sync can do in its state. */
function actions(context: PageContext, view: SyncView): string {
  const { base, csrf } = context;
  const { sync } = view;
  const at = `${base}/syncs/${sync.id}`;
  const buttons: string[] = [];
  if (!sync.paused) {
    buttons.push(postButton(`${at}/run`, 'Run now', csrf, '', ' class="primary"'));
    buttons.push(`<a class="button" href="${e(at)}/pause">Pause…</a>`);
  } else if (sync.pausedReason !== 'authFailed') {
    buttons.push(postButton(`${at}/resume`, 'Resume', csrf, '', ' class="primary"'));
  }
  buttons.push(dangerLink(`${at}/delete`, 'Delete', 'this sync'));
  const waiting =
    sync.paused && sync.pausedReason === 'authFailed'
      ? '<p class="muted">It resumes by itself once the listener signs in again through your app.</p>'
      : '';
  return `<div class="actions-bar" id="sync-actions">${buttons.join('')}</div>${waiting}`;
}

const RUN_WORDS = {
  completed: 'Done',
  unchanged: 'No change in the source',
  failed: 'Failed',
  paused: 'Stopped: a listener must sign in again',
} as const;

function runsTable(runs: PastRun[]): string {
  const rows = runs.map((run) => ({
    cells: [
      time(run.finishedAt),
      e(RUN_WORDS[run.status] ?? run.status),
      run.added,
      run.removed,
      run.unmatched,
      run.notes.length ? e(run.notes.join('; ')) : '<span class="muted">—</span>',
    ],
    attributes: ` data-status="${e(run.status)}"`,
  }));
  return table({
    id: 'runs',
    caption: 'Latest runs, newest first',
    columns: ['Finished', 'Outcome', 'Added', 'Removed', 'Not matched', 'Notes'],
    rows,
    empty: 'No run yet: the first one starts soon after the sync is made.',
    attributes: ' data-wrap="words"',
  });
}

function unmatchedTable(tracks: UnmatchedTrack[]): string {
  const rows = tracks.map((track) => ({
    cells: [
      `${e(track.title)}${track.artists ? ` <span class="muted">${e(track.artists)}</span>` : ''}`,
      e(reasonWords(track.reason)),
      track.foundAt ? time(track.foundAt) : '<span class="muted">In the run under way</span>',
    ],
  }));
  return table({
    id: 'unmatched',
    caption: 'Tracks not matched, latest first',
    columns: ['Track', 'Why', 'Found by the run of'],
    rows,
    empty: 'Every track of the source was matched.',
    attributes: ' data-wrap="words"',
  });
}

/** One sync: its playlists and users, mode, schedule, state, runs, what it could not match, and its actions. */
export function syncBody(
  context: PageContext,
  view: SyncView,
  history: { runs: PastRun[]; unmatched: UnmatchedTrack[] },
): string {
  const { sync } = view;
  const nextRun = sync.paused ? '<span class="muted">None while it is paused</span>' : time(sync.nextRunAt);
  const reference = sync.externalUserId
    ? `<dt>Your app’s reference</dt><dd><code>${e(sync.externalUserId)}</code></dd>`
    : '';
  return `<dl class="facts" id="sync-facts">
<dt>From</dt><dd>${sideWords(context, view.source)}</dd>
<dt>To</dt><dd>${sideWords(context, view.destination)}</dd>
<dt>Mode</dt><dd>${e(MODE_WORDS[sync.mode] ?? sync.mode)}</dd>
<dt>Schedule</dt><dd>${e(everyWords(sync.intervalMinutes).replace(/^e/, 'E'))}</dd>
<dt>State</dt><dd id="sync-state">${stateWords(context, view)}</dd>
<dt>Last run</dt><dd>${lastRunWords(sync)}</dd>
<dt>Next run</dt><dd>${nextRun}</dd>
${reference}<dt>Made</dt><dd>${time(sync.createdAt)}</dd>
</dl>
${actions(context, view)}
<section aria-labelledby="runs-heading"><h2 id="runs-heading">Latest runs</h2>
${runsTable(history.runs)}</section>
<section aria-labelledby="unmatched-heading"><h2 id="unmatched-heading">Tracks not matched</h2>
<p class="muted">Tracks of the source for which no run found the same song on the destination.</p>
${unmatchedTable(history.unmatched)}</section>
<p><a href="${e(context.base)}/syncs">All syncs</a></p>`;
}
