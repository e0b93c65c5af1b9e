import type { ComponentChildren } from 'preact';
import { serviceName } from '../../integrations/registry.js';
import type { Transfer } from '../../transfers/models.js';
import { hasEnded } from '../../transfers/statuses.js';
import type { presentMatchResult } from '../../transfers/presenters.js';
import type { ProgressView } from '../../transfers/progressView.js';
import { choicePlace, reasonWords } from '../../transfers/reasons.js';
import type { GroupRow } from '../../transfers/store/items.js';
import { partsOf, type Tally, type TransferTally } from '../../transfers/tally.js';
import type { IntegrationUser } from '../../users/models.js';
import { DangerLink, Table, Time } from '../components.js';
import type { Confirmation } from './confirm.js';
import { userName } from './syncs.js';
import { webAddress } from '../../pages/webAddress.js';

const day = (date: Date) => date.toISOString().slice(0, 10);

const STATUS_WORDS: Record<string, string> = {
  queued: 'Waiting to start',
  snapshotting: 'Reading the library',
  matching: 'Finding the music',
  writing: 'Adding to the destination',
  waiting_for_destination: 'Waiting for the destination account',
  completed: 'Done',
  failed: 'Failed',
  cancelled: 'Stopped on request',
};

/** A transfer's status in words; an unknown one as it is. */
export const statusWords = (status: string) => STATUS_WORDS[status] ?? status;

/** What the pages show of a transfer. */
export type TransferFacts = Pick<
  Transfer,
  'id' | 'status' | 'counts' | 'sourceService' | 'destinationService' | 'externalUserId' | 'createdAt'
>;

/** What the pages show of a connected user on either side of a transfer. */
export type PersonFacts = Pick<
  IntegrationUser,
  'id' | 'name' | 'email' | 'externalUserId' | 'integrationType' | 'deletedAt'
>;

/** A transfer as the pages list it: its progress (as the wizard's page shows it) and its connected users. */
export interface ListedTransfer {
  transfer: TransferFacts;
  progress: ProgressView;
  /** The connected users on either side; null once one is gone from the account. */
  people: { source: PersonFacts | null; destination: PersonFacts | null };
}

/** A group of a transfer as its page lists it. */
export type GroupFacts = Pick<GroupRow, 'group_index' | 'name' | 'item_count'>;

type NotMoved = ReturnType<typeof presentMatchResult>;

function UserLink(props: { base: string; user: PersonFacts | null; children: ComponentChildren }) {
  const { user } = props;
  if (user && !user.deletedAt) return <a href={`${props.base}/users/${user.id}`}>{props.children}</a>;
  return (
    <>
      {props.children} <span class="muted">(deleted)</span>
    </>
  );
}

/**
 * Whose transfer it is: the partner's own id for the person (sent with D1), else the person's name,
 * linked to the connected user the music went to.
 */
function Whose(props: { base: string; listed: ListedTransfer }) {
  const { transfer, people } = props.listed;
  const user = people.destination;
  if (transfer.externalUserId)
    return (
      <UserLink base={props.base} user={user}>
        <code>{transfer.externalUserId}</code>
      </UserLink>
    );
  if (!user) return <span class="muted">a deleted user</span>;
  return (
    <UserLink base={props.base} user={user}>
      {userName(user)}
    </UserLink>
  );
}

const n = (value: number) => value.toLocaleString('en-US');

/**
 * Where the items ended, in the words of the listener's summary and the API's parts (tally.ts),
 * each part counted in an attribute too; the parts with nothing in them are left out. On a line
 * each, or in one line with dots between.
 */
function Parts(props: { parts: Omit<Tally, 'notMovedBy'>; running: boolean; inline?: boolean }) {
  const { parts } = props;
  const words = [
    <span data-added={String(parts.added)}>
      {n(parts.added)} of {n(parts.total)} added
    </span>,
  ];
  if (parts.alreadyThere)
    words.push(<span data-already-there={String(parts.alreadyThere)}>{n(parts.alreadyThere)} already there</span>);
  if (parts.notMoved) words.push(<span data-not-moved={String(parts.notMoved)}>{n(parts.notMoved)} not moved</span>);
  if (parts.notReached)
    words.push(
      <span data-not-reached={String(parts.notReached)}>
        {n(parts.notReached)} {props.running ? 'to come' : 'not reached'}
      </span>,
    );
  return (
    <>
      {words.map((w, i) => (
        <>
          {i === 0 ? null : props.inline ? ' · ' : <br />}
          {w}
        </>
      ))}
    </>
  );
}

const running = (t: Pick<Transfer, 'status'>) => !hasEnded(t);

/** A transfer's status in words, saying so once someone asked it to stop and it has not yet. */
const statusOf = (t: TransferFacts, progress: ProgressView) =>
  progress.stopping ? `${statusWords(t.status)} · stopping` : statusWords(t.status);

/**
 * The bar of all the work (reading, matching and writing, as on the wizard's progress page), named
 * for screen readers, with the count of the phase under way.
 */
function ProgressBar(props: { progress: ProgressView; name: string }) {
  const { progress } = props;
  return (
    <>
      <progress
        max="100"
        value={progress.percent}
        aria-label={props.name}
        aria-valuetext={`${progress.percent}%`}
      ></progress>{' '}
      <span class="muted">
        {progress.percent}%{progress.detail ? ` · ${progress.detail}` : ''}
      </span>
    </>
  );
}

function Route(props: { transfer: TransferFacts }) {
  return <>{`${serviceName(props.transfer.sourceService)} → ${serviceName(props.transfer.destinationService)}`}</>;
}

function transferRow(base: string, listed: ListedTransfer) {
  const { transfer: t, progress } = listed;
  const name = t.id.slice(0, 8);
  return {
    cells: [
      <a href={`${base}/transfers/${t.id}`}>{name}</a>,
      <Whose base={base} listed={listed} />,
      <Route transfer={t} />,
      statusOf(t, progress),
      <ProgressBar progress={progress} name={`Progress of transfer ${name}`} />,
      <Parts parts={partsOf(t)} running={running(t)} />,
      <Time value={t.createdAt} />,
    ],
    attributes: { 'data-status': t.status, 'data-id': t.id },
  };
}

/** The account's transfers, newest first, and the CSV of unmatched items over a window. */
export function TransfersBody(props: { base: string; transfers: ListedTransfer[]; now?: Date }) {
  const { base } = props;
  const now = props.now ?? new Date();
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  return (
    <>
      <form method="get" action={`${base}/transfers/unmatched.csv`}>
        <fieldset>
          <legend>Items not moved, as a spreadsheet (CSV, at most 31 days)</legend>
          <label>
            From <input type="date" name="from" value={day(monthAgo)} required />
          </label>
          <label>
            To <input type="date" name="to" value={day(now)} required />
          </label>
          <button>Download</button>
        </fieldset>
      </form>
      <Table
        id="transfers"
        caption="Transfers, newest first"
        columns={['Transfer', 'User', 'From → to', 'Status', 'Progress', 'Items', 'Started']}
        rows={props.transfers.map((t) => transferRow(base, t))}
        empty="No transfers yet."
      />
    </>
  );
}

/** What stopping a running transfer does, asked before it is done. */
export const stopTransferConfirmation = (name: string): Confirmation => ({
  question: 'Stop this transfer?',
  consequence: (
    <>
      Transfer <strong>{name}</strong> stops: what is being written to the destination now finishes, nothing more is
      written, and it ends as stopped, with what it did not reach counted as not reached. What it wrote stays. The
      listener can start it again from the wizard.
    </>
  ),
  action: 'Stop the transfer',
});

/** A window of the CSV that cannot be: the form's own limits, said again. */
export const WindowError = () => (
  <p class="error" role="alert">
    Choose a window of at most 31 days, the end after the start.
  </p>
);

/** The best guess, and what the listener chose for the item in the wizard ("Use this one") and where it went. */
function Guess(props: { item: NotMoved }) {
  const m = props.item;
  let chosen = null;
  if (m.chosen) {
    // The best guess is named beside it; an item the listener found is named here.
    const what =
      m.chosen.name && m.chosen.id !== m.bestGuessCandidate?.id
        ? `${m.chosen.name}${m.chosen.artists.length ? ` — ${m.chosen.artists.join(', ')}` : ''}: `
        : '';
    const where = m.chosen.alreadyThere ? 'already in the playlist' : choicePlace(m.chosen, m.group.type);
    chosen = <strong class="chosen">{`Chosen: ${what}${where}`}</strong>;
  }
  if (!m.bestGuess) return chosen ?? <>—</>;
  const href = webAddress(m.bestGuessUrl);
  return (
    <>
      {href ? <a href={href}>{m.bestGuess}</a> : m.bestGuess} ({m.matchingPercentage}%)
      {chosen ? (
        <>
          <br />
          {chosen}
        </>
      ) : null}
    </>
  );
}

function Groups(props: { transfer: TransferFacts; groups: GroupFacts[]; tally: TransferTally }) {
  const rows = props.groups.map((g) => {
    const parts = props.tally.groups.find((p) => p.groupIndex === g.group_index);
    return {
      cells: [
        g.name,
        parts ? <Parts parts={parts} running={running(props.transfer)} /> : n(g.item_count),
        <progress
          max={Math.max(1, g.item_count)}
          value={Math.min(parts?.added ?? 0, g.item_count)}
          aria-label={`Progress of ${g.name}`}
        ></progress>,
      ],
      attributes: { 'data-group': String(g.group_index) },
    };
  });
  return (
    <section aria-labelledby="groups-heading">
      <h2 id="groups-heading">Groups</h2>
      <Table id="groups" caption="Groups" columns={['Group', 'Items', 'Progress']} rows={rows} empty="No groups." />
    </section>
  );
}

function NotMovedItems(props: { items: NotMoved[] }) {
  const rows = props.items.map((m) => ({
    cells: [`${m.title} — ${m.artist}`, m.playlistName ?? m.group.name, reasonWords(m.reason), <Guess item={m} />],
    attributes: { 'data-reason': m.reason, 'data-chosen': m.chosen ? m.chosen.id : undefined },
  }));
  return (
    <section aria-labelledby="unmatched-heading">
      <h2 id="unmatched-heading">Not moved</h2>
      <Table
        id="unmatched"
        caption="Items not moved, and those the listener chose for since"
        columns={['Item', 'Group', 'Why', 'Best guess']}
        rows={rows}
        empty="Every item was moved."
      />
    </section>
  );
}

/** One side of a transfer: the connected user, linked while they are there. */
function Side(props: { base: string; user: PersonFacts | null; service: string }) {
  if (!props.user) return <span class="muted">a deleted {serviceName(props.service)} user</span>;
  return (
    <UserLink base={props.base} user={props.user}>
      {userName(props.user)}
    </UserLink>
  );
}

function People(props: { base: string; listed: ListedTransfer }) {
  const { transfer, people } = props.listed;
  return (
    <p id="transfer-people">
      {transfer.externalUserId ? (
        <>
          Your user <code>{transfer.externalUserId}</code> ·{' '}
        </>
      ) : null}
      from <Side base={props.base} user={people.source} service={transfer.sourceService} /> on{' '}
      {serviceName(transfer.sourceService)} to{' '}
      <Side base={props.base} user={people.destination} service={transfer.destinationService} /> on{' '}
      {serviceName(transfer.destinationService)}
    </p>
  );
}

/**
 * One transfer: whose it is, where its items ended (the figures of the listener's summary and of
 * the API), its groups, and what was not moved, with why in words, the best guess and the
 * listener's choice.
 */
export function TransferBody(props: {
  base: string;
  listed: ListedTransfer;
  groups: GroupFacts[];
  notMoved: NotMoved[];
  tally: TransferTally;
}) {
  const { transfer, progress } = props.listed;
  return (
    <>
      <People base={props.base} listed={props.listed} />
      <p id="transfer-status" data-status={transfer.status}>
        <Route transfer={transfer} /> · {statusOf(transfer, progress)} · started <Time value={transfer.createdAt} />
      </p>
      {running(transfer) && !progress.stopping && (
        <p id="transfer-stop">
          <DangerLink href={`${props.base}/transfers/${transfer.id}/stop`} label="Stop" name="this transfer" />
        </p>
      )}
      <p id="transfer-parts">
        <Parts parts={props.tally} running={running(transfer)} inline />
      </p>
      <p id="transfer-progress">
        <ProgressBar progress={progress} name="Progress of this transfer" />
      </p>
      <Groups transfer={transfer} groups={props.groups} tally={props.tally} />
      <NotMovedItems items={props.notMoved} />
    </>
  );
}
