import { InlineScript, InlineStyle } from '../../html/trusted.js';
import { serviceName } from '../../integrations/registry.js';
import { REASON_ORDER, reasonWords } from '../../transfers/reasons.js';
import type { GroupRow } from '../../transfers/store/items.js';
import type { Tally } from '../../transfers/tally.js';
import type { ItemSearch, ResultItem } from '../itemChoices.js';
import { ActionLink, ActionLinks, WizardLayout, type Action } from './layout.js';
import { webAddress } from '../../pages/webAddress.js';
import { ITEM_STYLE, NotMovedItem, type ItemContext } from './notMovedItem.js';

// `ResultPage`: the summary of a finished transfer. Where every item ended (added, already there,
// not moved), what is now on the destination (with links), what was not moved and why, grouped by
// playlist, with "Use this one" on every best guess and a search of the destination for each
// item. Every figure is the transfer's tally, the one the dashboard and the API show.

/** The transfer as its summary names it. */
export interface ShownTransfer {
  id: string;
  status: string;
  sourceService: string;
  destinationService: string;
}

export interface ResultGroup {
  group: Pick<GroupRow, 'group_index' | 'type' | 'name' | 'destination_id'>;
  tally: Tally;
  /** Where the playlist is on the destination, when the service gives an address. */
  url: string | null;
  items: ResultItem[];
  /** What "Use this one" does here: at the song's place, at the end, or into the library; null: it cannot. */
  placement: 'inserted' | 'appended' | 'saved' | null;
}

export interface ResultPageProps {
  base: string;
  transfer: ShownTransfer;
  groups: ResultGroup[];
  tally: Tally;
  /** The copies kept in sync with their source playlists, by destination playlist id. */
  keptInSync: Set<string>;
  /** Whether there are report rows beyond those shown. */
  more: boolean;
  csrf: string;
  /** A notice after "Use this one", or about the address: what happened, in plain words. */
  notice: { kind: 'success' | 'error'; message: string; code?: string } | null;
  /** The search of one item the person asked for, shown under it. */
  search: ItemSearch | null;
  /** Why a transfer stopped, where "Try again" posts, and the other ways forward. */
  failure: { message: string; retry: string; actions: Action[] } | null;
  /** A transfer stopped on request: where "Start again" posts the same choice, and the fields it sends. */
  restart: { action: string; fields: [name: string, value: string][] } | null;
  back: Action[];
}

/** The summary's words for the parts and places, computed once. */
interface Words {
  from: string;
  to: string;
  /** The summary's own address. */
  path: string;
}

const RESULT_SCRIPT = `
(() => {
  // On a phone every section starts folded, but the one just acted on.
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const groups = document.querySelectorAll('details.group');
  if (groups.length > 1 && matchMedia('(max-width: 40rem)').matches)
    for (const d of groups) d.open = Boolean(target && d.contains(target));
  // One press is enough: the button says so while the page goes to the server.
  for (const form of document.querySelectorAll('form[data-use], form[data-pick]'))
    form.addEventListener('submit', (event) => {
      const button = form.querySelector('button');
      if (button.disabled) { event.preventDefault(); return; }
      button.disabled = true;
      button.firstChild.textContent = 'Adding…';
    });
})();
`;

const n = (value: number) => value.toLocaleString('en-US');

const GROUP_LABEL = { likedTracks: 'Liked tracks', albums: 'Saved albums', artists: 'Followed artists' } as const;

function placementNote(placement: ResultGroup['placement'], to: string): string {
  if (placement === 'inserted') return '“Use this one” puts the song at its place in the playlist.';
  if (placement === 'appended')
    return `${to} only adds songs at the end of a playlist, so “Use this one” adds it there.`;
  if (placement === 'saved') return '“Use this one” saves it to your library.';
  return '';
}

/** A group's figures, each part named and counted in an attribute for programs that read the page. */
function GroupFigures(props: { tally: Tally }) {
  const { tally } = props;
  const parts = [`${n(tally.added)} of ${n(tally.total)} added`];
  if (tally.alreadyThere) parts.push(`${n(tally.alreadyThere)} already there`);
  if (tally.notMoved) parts.push(`${n(tally.notMoved)} not moved`);
  if (tally.notReached) parts.push(`${n(tally.notReached)} not reached`);
  return (
    <span
      class="muted figures"
      data-total={tally.total}
      data-added={tally.added}
      data-already-there={tally.alreadyThere}
      data-not-moved={tally.notMoved}
      data-not-reached={tally.notReached}
    >
      {parts.join(' · ')}
    </span>
  );
}

/** How many items moved, and where every item ended, in the words of the page. */
function Lead(props: { tally: Tally; words: Words; stopped: boolean }) {
  const { tally, words } = props;
  if (!tally.total)
    return (
      <p class="lead" id="moved">
        Nothing was moved from {words.from} to {words.to}.
      </p>
    );
  const parts: [string, string, number][] = [
    ['added', `Added to ${words.to}`, tally.added],
    ['alreadyThere', `Already on ${words.to}`, tally.alreadyThere],
    ['notMoved', 'Not moved', tally.notMoved],
    ['notReached', props.stopped ? 'Not reached before it stopped' : 'Not reached yet', tally.notReached],
  ];
  return (
    <>
      <p class="lead" id="moved">
        Moved {n(tally.added)} of {n(tally.total)} items from {words.from} to {words.to}.
      </p>
      <ul class="parts" id="parts" aria-label={`Where your ${n(tally.total)} items ended`}>
        {parts
          .filter(([part, , count]) => part === 'added' || count > 0)
          .map(([part, said, count]) => (
            <li data-part={part}>
              {said}: <strong>{n(count)}</strong>
            </li>
          ))}
      </ul>
    </>
  );
}

function Failure(props: { failure: NonNullable<ResultPageProps['failure']>; csrf: string; back: Action[] }) {
  return (
    <div class="notice error" role="alert">
      <p>{props.failure.message}</p>
      <div class="actions">
        <form method="post" action={props.failure.retry}>
          <input type="hidden" name="csrf" value={props.csrf} />
          <button class="primary" type="submit">
            Try again
          </button>
        </form>
        {[...props.failure.actions, ...props.back].map((action) => (
          <ActionLink action={action} />
        ))}
      </div>
    </div>
  );
}

/** A transfer stopped on request: the same choice again, the copies it made offered to be updated. */
function Restart(props: { restart: NonNullable<ResultPageProps['restart']>; csrf: string; back: Action[] }) {
  return (
    <div class="notice" id="restart">
      <p>The transfer was stopped before it finished. Start it again to move the rest.</p>
      <form method="post" action={props.restart.action} class="actions">
        <input type="hidden" name="csrf" value={props.csrf} />
        {props.restart.fields.map(([name, value]) => (
          <input type="hidden" name={name} value={value} />
        ))}
        <button class="primary" type="submit">
          Start again
        </button>
        {props.back.map((action) => (
          <ActionLink action={action} />
        ))}
      </form>
    </div>
  );
}

function Notice(props: { notice: NonNullable<ResultPageProps['notice']> }) {
  const { notice } = props;
  return (
    <div
      class={`notice ${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-code={notice.code || undefined}
    >
      <p>{notice.message}</p>
    </div>
  );
}

function KeptInSync(props: { count: number; words: Words }) {
  const one = props.count === 1;
  return (
    <div class="notice success" id="kept-in-sync">
      <p>
        <strong>{one ? 'This playlist is' : 'These playlists are'} kept in sync.</strong> New tracks added on{' '}
        {props.words.from} will be added to {one ? 'its copy' : 'their copies'} on {props.words.to} about every hour.
        Tracks you add yourself stay.
      </p>
      <p>
        <a href={`${props.words.path}/syncs`} id="your-syncs">
          See or stop these syncs
        </a>
      </p>
    </div>
  );
}

function CreatedPlaylist(props: { group: ResultGroup; kept: boolean; to: string }) {
  const { group, tally } = props.group;
  const href = webAddress(props.group.url);
  return (
    <li data-group={group.group_index}>
      {href ? (
        <a href={href} data-playlist={group.destination_id}>
          {group.name}
          <span class="visually-hidden"> on {props.to}</span>
        </a>
      ) : (
        <span data-playlist={group.destination_id}>{group.name}</span>
      )}{' '}
      <GroupFigures tally={tally} />
      {props.kept && (
        <>
          {' '}
          <span class="muted">· kept in sync</span>
        </>
      )}
    </li>
  );
}

/** The playlists made on the destination, each linked there when it has an address. */
function Created(props: { playlists: ResultGroup[]; keptInSync: Set<string>; words: Words }) {
  const { to } = props.words;
  if (!props.playlists.length) return null;
  return (
    <section aria-labelledby="created-title">
      <h2 id="created-title">Playlists on {to}</h2>
      <ul class="created" id="created">
        {props.playlists.map((g) => (
          <CreatedPlaylist group={g} kept={props.keptInSync.has(g.group.destination_id!)} to={to} />
        ))}
      </ul>
      {props.keptInSync.size > 0 && <KeptInSync count={props.keptInSync.size} words={props.words} />}
      {props.playlists.some((g) => webAddress(g.url)) && <p class="muted">Each name opens the playlist on {to}.</p>}
    </section>
  );
}

/** The parts of the library moved beside playlists. */
function Library(props: { library: ResultGroup[]; to: string }) {
  if (!props.library.length) return null;
  return (
    <section aria-labelledby="library-title">
      <h2 id="library-title">Your library on {props.to}</h2>
      <ul class="created" id="library">
        {props.library.map(({ group, tally }) => (
          <li data-group={group.group_index}>
            {GROUP_LABEL[group.type as keyof typeof GROUP_LABEL]} <GroupFigures tally={tally} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The not moved items of one group, folded under its name. */
function NotMovedGroup(props: { group: ResultGroup; context: ItemContext }) {
  const { group: g, context } = props;
  return (
    <details class="group" open data-group={g.group.group_index}>
      <summary>
        {g.group.type === 'playlist' ? g.group.name : GROUP_LABEL[g.group.type]}{' '}
        <span class="muted" data-not-moved={g.tally.notMoved}>
          {n(g.tally.notMoved)} not moved
        </span>
      </summary>
      {g.items.some((i) => i.guess && !i.row.chosen) && <p class="muted">{placementNote(g.placement, context.to)}</p>}
      <ul class="items">
        {g.items.map((item) => (
          <NotMovedItem item={item} context={context} />
        ))}
      </ul>
    </details>
  );
}

/** The totals by reason, in the order a person can act on them, then any reason we have no place for. */
function ReasonTotals(props: { notMovedBy: Record<string, number> }) {
  const totalsBy = props.notMovedBy;
  const known: string[] = REASON_ORDER;
  const reasons = [...known.filter((r) => totalsBy[r]), ...Object.keys(totalsBy).filter((r) => !known.includes(r))];
  if (!reasons.length) return null;
  return (
    <ul class="totals" id="totals">
      {reasons.map((r) => (
        <li data-reason={r}>
          <span>{reasonWords(r)}</span> <strong>{n(totalsBy[r])}</strong>
        </li>
      ))}
    </ul>
  );
}

/** What was not moved and why; items the person chose for stay listed (with their choice) after they left. */
function NotMoved(props: ResultPageProps & { words: Words }) {
  const { tally, transfer, words } = props;
  const listed = props.groups.filter((g) => g.items.length);
  if (!tally.notMoved && !listed.length)
    return transfer.status === 'completed' && tally.total ? (
      <p id="all-moved">Every item is on {words.to} now.</p>
    ) : null;
  const context = (g: ResultGroup): ItemContext => ({
    action: `${words.path}/choices`,
    page: words.path,
    csrf: props.csrf,
    to: words.to,
    destination: transfer.destinationService,
    search: props.search,
    groupType: g.group.type,
    choosable: g.placement !== null,
  });
  return (
    <section aria-labelledby="not-moved-title">
      <h2 id="not-moved-title" data-not-moved={tally.notMoved}>
        Not moved: {n(tally.notMoved)}
      </h2>
      <ReasonTotals notMovedBy={tally.notMovedBy} />
      <p class="actions">
        <a class="button" href={`${words.path}/not-moved.csv`} download>
          Download the list (CSV)
        </a>
      </p>
      {listed.map((g) => (
        <NotMovedGroup group={g} context={context(g)} />
      ))}
      {props.more && <p class="muted">Only the first 2,000 are shown here; the list you can download has them all.</p>}
    </section>
  );
}

/** The page of a finished transfer. */
export function ResultPage(props: ResultPageProps) {
  const { transfer } = props;
  const failed = transfer.status === 'failed';
  const cancelled = transfer.status === 'cancelled';
  const words: Words = {
    from: serviceName(transfer.sourceService),
    to: serviceName(transfer.destinationService),
    path: `${props.base}/transfers/${transfer.id}`,
  };
  return (
    <WizardLayout
      title={failed ? 'Your transfer stopped' : cancelled ? 'Your transfer was stopped' : 'Your transfer is done'}
      head={<InlineStyle css={ITEM_STYLE} />}
    >
      <h1 id="result" data-status={transfer.status}>
        {failed ? 'The transfer stopped' : cancelled ? 'The transfer was stopped' : `Your music is on ${words.to}`}
      </h1>
      <Lead tally={props.tally} words={words} stopped={failed || cancelled} />
      {props.failure && <Failure failure={props.failure} csrf={props.csrf} back={props.back} />}
      {props.restart && <Restart restart={props.restart} csrf={props.csrf} back={props.back} />}
      {props.notice && <Notice notice={props.notice} />}
      {!props.failure && !props.restart && <ActionLinks actions={props.back} primary="all" />}
      <Created
        playlists={props.groups.filter((g) => g.group.type === 'playlist' && g.group.destination_id)}
        keptInSync={props.keptInSync}
        words={words}
      />
      <Library library={props.groups.filter((g) => g.group.type !== 'playlist')} to={words.to} />
      <NotMoved {...props} words={words} />
      <InlineScript code={RESULT_SCRIPT} />
    </WizardLayout>
  );
}
