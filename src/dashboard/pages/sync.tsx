import { serviceName } from '../../integrations/registry.js';
import { reasonWords } from '../../transfers/reasons.js';
import { DangerLink, PostButton, Table, Time } from '../components.js';
import type { PastRun, UnmatchedTrack } from '../syncRuns.js';
import type { SyncSide } from '../syncViews.js';
import type { Confirmation } from './confirm.js';
import type { PageContext } from './context.js';
import {
  everyWords,
  LastRunWords,
  playlistText,
  PlaylistWords,
  StateWords,
  UserLink,
  type ShownSync,
} from './syncs.js';

/** A sync's title: what it keeps where. */
export const syncTitle = (view: ShownSync) => `Sync of ${playlistText(view.source)}`;

const MODE_WORDS: Record<string, string> = {
  mirror: 'Mirror: adds what is new in the source and removes what left it',
  append: 'Add new tracks: adds what is new in the source, removes nothing',
};

function SideWords(props: { base: string; side: SyncSide }) {
  return (
    <>
      <PlaylistWords side={props.side} /> on {serviceName(props.side.service)}, of{' '}
      <UserLink base={props.base} side={props.side} />
    </>
  );
}

/** The buttons of what the sync can do in its state. */
function Actions(props: { context: PageContext; view: ShownSync }) {
  const { base, csrf } = props.context;
  const { sync } = props.view;
  const at = `${base}/syncs/${sync.id}`;
  const waitsForSignIn = sync.paused && sync.pausedReason === 'authFailed';
  return (
    <>
      <div class="actions-bar" id="sync-actions">
        {sync.paused ? null : (
          <>
            <PostButton action={`${at}/run`} label="Run now" csrf={csrf} button={{ class: 'primary' }} />
            <a class="button" href={`${at}/pause`}>
              Pause…
            </a>
          </>
        )}
        {sync.paused && !waitsForSignIn ? (
          <PostButton action={`${at}/resume`} label="Resume" csrf={csrf} button={{ class: 'primary' }} />
        ) : null}
        <DangerLink href={`${at}/delete`} label="Delete" name="this sync" />
      </div>
      {waitsForSignIn ? (
        <p class="muted">It resumes by itself once the listener signs in again through your app.</p>
      ) : null}
    </>
  );
}

const RUN_WORDS: Record<string, string> = {
  completed: 'Done',
  unchanged: 'No change in the source',
  failed: 'Failed',
  paused: 'Stopped: a listener must sign in again',
};

function RunsTable(props: { runs: PastRun[] }) {
  const rows = props.runs.map((run) => ({
    cells: [
      <Time value={run.finishedAt} />,
      RUN_WORDS[run.status] ?? run.status,
      run.added,
      run.removed,
      run.unmatched,
      run.notes.length ? run.notes.join('; ') : <span class="muted">—</span>,
    ],
    attributes: { 'data-status': run.status },
  }));
  return (
    <Table
      id="runs"
      caption="Latest runs, newest first"
      columns={['Finished', 'Outcome', 'Added', 'Removed', 'Not matched', 'Notes']}
      rows={rows}
      empty="No run yet: the first one starts soon after the sync is made."
      attributes={{ 'data-wrap': 'words' }}
    />
  );
}

function UnmatchedTable(props: { tracks: UnmatchedTrack[] }) {
  const rows = props.tracks.map((track) => ({
    cells: [
      <>
        {track.title}
        {track.artists ? (
          <>
            {' '}
            <span class="muted">{track.artists}</span>
          </>
        ) : null}
      </>,
      reasonWords(track.reason),
      track.foundAt ? <Time value={track.foundAt} /> : <span class="muted">In the run under way</span>,
    ],
  }));
  return (
    <Table
      id="unmatched"
      caption="Tracks not matched, latest first"
      columns={['Track', 'Why', 'Found by the run of']}
      rows={rows}
      empty="Every track of the source was matched."
      attributes={{ 'data-wrap': 'words' }}
    />
  );
}

function SyncFactList(props: { base: string; view: ShownSync }) {
  const { base, view } = props;
  const { sync } = view;
  return (
    <dl class="facts" id="sync-facts">
      <dt>From</dt>
      <dd>
        <SideWords base={base} side={view.source} />
      </dd>
      <dt>To</dt>
      <dd>
        <SideWords base={base} side={view.destination} />
      </dd>
      <dt>Mode</dt>
      <dd>{MODE_WORDS[sync.mode] ?? sync.mode}</dd>
      <dt>Schedule</dt>
      <dd>{everyWords(sync.intervalMinutes).replace(/^e/, 'E')}</dd>
      <dt>State</dt>
      <dd id="sync-state">
        <StateWords base={base} view={view} />
      </dd>
      <dt>Last run</dt>
      <dd>
        <LastRunWords sync={sync} />
      </dd>
      <dt>Next run</dt>
      <dd>{sync.paused ? <span class="muted">None while it is paused</span> : <Time value={sync.nextRunAt} />}</dd>
      {sync.externalUserId ? (
        <>
          <dt>Your app’s reference</dt>
          <dd>
            <code>{sync.externalUserId}</code>
          </dd>
        </>
      ) : null}
      <dt>Made</dt>
      <dd>
        <Time value={sync.createdAt} />
      </dd>
    </dl>
  );
}

/** One sync: its playlists and users, mode, schedule, state, runs, what it could not match, and its actions. */
export function SyncPage(props: {
  context: PageContext;
  view: ShownSync;
  runs: PastRun[];
  unmatched: UnmatchedTrack[];
}) {
  const { context, view } = props;
  return (
    <>
      <SyncFactList base={context.base} view={view} />
      <Actions context={context} view={view} />
      <section aria-labelledby="runs-heading">
        <h2 id="runs-heading">Latest runs</h2>
        <RunsTable runs={props.runs} />
      </section>
      <section aria-labelledby="unmatched-heading">
        <h2 id="unmatched-heading">Tracks not matched</h2>
        <p class="muted">Tracks of the source for which no run found the same song on the destination.</p>
        <UnmatchedTable tracks={props.unmatched} />
      </section>
      <p>
        <a href={`${context.base}/syncs`}>All syncs</a>
      </p>
    </>
  );
}

/** What pausing the sync stops. */
export const pauseSyncConfirmation = (view: ShownSync): Confirmation => ({
  question: 'Pause this sync?',
  consequence: (
    <>
      No run of the sync of <strong>{playlistText(view.source)}</strong> starts until you resume it, neither by its
      schedule nor on your app’s request. Its destination playlist stays as it is.
    </>
  ),
  action: 'Pause the sync',
});

/** What deleting the sync ends. */
export const deleteSyncConfirmation = (view: ShownSync): Confirmation => ({
  question: 'Delete this sync?',
  consequence: (
    <>
      <strong>{playlistText(view.source)}</strong> is no longer kept in{' '}
      <strong>{playlistText(view.destination)}</strong>: no run starts again, and your app can no longer read or change
      the sync. The tracks it already added stay in the destination playlist. This cannot be undone.
    </>
  ),
  action: 'Delete the sync',
});
