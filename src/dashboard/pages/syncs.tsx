import { serviceName } from '../../integrations/registry.js';
import { Table, Time } from '../components.js';
import type { SyncFacts, SyncSide, SyncView } from '../syncViews.js';
import type { PageContext } from './context.js';
import { webAddress } from '../../pages/webAddress.js';

/** A sync as the pages take it: plain facts, so that a page renders without a database. */
export type ShownSync = SyncView<SyncFacts>;

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
export function UserLink(props: { base: string; side: Pick<SyncSide, 'user' | 'userId'> }) {
  const { user, userId } = props.side;
  if (!user || user.deletedAt) return <span class="muted">a deleted user</span>;
  return <a href={`${props.base}/users/${userId}`}>{userName(user)}</a>;
}

/** A playlist by name (its id when no name is known), linked to the service where its address is known. */
export function PlaylistWords(props: { side: SyncSide; link?: boolean }) {
  const { side, link = true } = props;
  if (!side.playlistId) return <span class="muted">A new playlist, made by the first run</span>;
  if (!side.playlist)
    return (
      <>
        playlist <code>{side.playlistId}</code>
      </>
    );
  const href = link ? webAddress(side.playlist.url) : null;
  if (!href) return <>{side.playlist.name}</>;
  return (
    <a href={href} rel="noopener">
      {side.playlist.name}
    </a>
  );
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
function refusedSide(view: ShownSync): SyncSide | null {
  return [view.source, view.destination].find((s) => !s.user || s.user.needsReauthSince || s.user.deletedAt) ?? null;
}

/** Whether the sync runs, in words, linking the listener who must sign in again. */
export function StateWords(props: { base: string; view: ShownSync }) {
  const { sync } = props.view;
  if (!sync.paused) return <>Active, {everyWords(sync.intervalMinutes)}</>;
  if (sync.pausedReason !== 'authFailed') return <>Paused</>;
  const refused = refusedSide(props.view);
  if (!refused) return <>Paused until the listener signs in again</>;
  return (
    <>
      Paused until <UserLink base={props.base} side={refused} /> signs in again
    </>
  );
}

/** What the last run did, in words. */
export function LastRunWords(props: { sync: SyncFacts }) {
  const { lastRun: run, lastRunAt } = props.sync;
  if (!run) return <span class="muted">Not run yet</span>;
  const outcome = {
    unchanged: 'no change in the source',
    failed: 'failed',
    paused: 'stopped, a listener must sign in again',
    completed: `${run.added} added, ${run.removed} removed, ${run.unmatched} not matched`,
  }[run.status];
  return (
    <>
      <Time value={lastRunAt} />: {outcome}
    </>
  );
}

/** The sides' users, once each: a sync between two services of one listener names them twice. */
function UsersCell(props: { base: string; view: ShownSync }) {
  const { source, destination } = props.view;
  const sides = source.userId === destination.userId ? [source] : [source, destination];
  return (
    <>
      {sides.map((side, i) => (
        <>
          {i > 0 ? <br /> : null}
          <UserLink base={props.base} side={side} /> <span class="muted">on {serviceName(side.service)}</span>
        </>
      ))}
    </>
  );
}

function syncRow(base: string, view: ShownSync) {
  return {
    cells: [
      <>
        <a href={`${base}/syncs/${view.sync.id}`}>
          <PlaylistWords side={view.source} link={false} />
        </a>
        <br />
        <span class="muted">on {serviceName(view.source.service)}</span>
      </>,
      <>
        <PlaylistWords side={view.destination} link={false} />
        <br />
        <span class="muted">on {serviceName(view.destination.service)}</span>
      </>,
      <UsersCell base={base} view={view} />,
      <StateWords base={base} view={view} />,
      <LastRunWords sync={view.sync} />,
    ],
    attributes: { 'data-sync': view.sync.id },
  };
}

/** A table of syncs, each linked to its page: what it keeps where, for whom, whether it runs, how it last went. */
export function SyncsTable(props: { base: string; views: ShownSync[]; id: string; caption: string; empty: string }) {
  return (
    <Table
      id={props.id}
      caption={props.caption}
      columns={['From', 'To', 'User', 'State', 'Last run']}
      rows={props.views.map((view) => syncRow(props.base, view))}
      empty={props.empty}
      attributes={{ 'data-wrap': 'words' }}
    />
  );
}

/** The account's syncs, newest first, each linked to its page. */
export function SyncsPage(props: { context: PageContext; views: ShownSync[] }) {
  return (
    <>
      <p>
        A sync keeps a playlist of one connected user in a playlist of another, adding what is new (and, in mirror mode,
        removing what left the source). Tracks a listener added by hand stay. Your app creates syncs through the partner
        API; open one to pause it, run it now or delete it.
      </p>
      <SyncsTable
        base={props.context.base}
        views={props.views}
        id="syncs"
        caption="Syncs, newest first"
        empty="No syncs yet."
      />
    </>
  );
}
