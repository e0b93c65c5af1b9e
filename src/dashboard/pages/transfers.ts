import { serviceName } from '../../integrations/registry.js';
import type { Transfer } from '../../transfers/models.js';
import type { presentMatchResult } from '../../transfers/presenters.js';
import type { ProgressView } from '../../transfers/progressView.js';
import { choicePlace, reasonWords } from '../../transfers/reasons.js';
import type { GroupRow } from '../../transfers/store.js';
import { partsOf, type Tally, type TransferTally } from '../../transfers/tally.js';
import type { IntegrationUser } from '../../users/models.js';
import type { TransferPeople } from '../transferViews.js';
import { e, table, time } from '../layout.js';
import { userName } from './syncs.js';

const day = (date: Date) => date.toISOString().slice(0, 10);

const STATUS_WORDS: Record<string, string> = {
  queued: 'Waiting to start',
  snapshotting: 'Reading the library',
  matching: 'Finding the music',
  writing: 'Adding to the destination',
  waiting_for_destination: 'Waiting for the destination account',
  completed: 'Done',
  failed: 'Stopped',
};

/** A transfer's status in words; an unknown one as it is. */
export const statusWords = (status: string) => STATUS_WORDS[status] ?? status;

/** A transfer with its progress as the wizard's progress page shows it. */
export interface TransferProgress {
  transfer: Transfer;
  progress: ProgressView;
}

/** A transfer as the pages list it: its progress and its connected users. */
export type ListedTransfer = TransferProgress & { people: TransferPeople };

const userLink = (base: string, user: IntegrationUser | null, text: string) =>
  user && !user.deletedAt
    ? `<a href="${e(base)}/users/${e(user.id)}">${text}</a>`
    : `${text} <span class="muted">(deleted)</span>`;

/**
 * Whose transfer it is: the partner's own id for the person (sent with D1), else the person's name,
 * linked to the connected user the music went to.
 */
function whose(base: string, { transfer, people }: ListedTransfer): string {
  const user = people.destination;
  if (transfer.externalUserId) return userLink(base, user, `<code>${e(transfer.externalUserId)}</code>`);
  if (!user) return '<span class="muted">a deleted user</span>';
  return userLink(base, user, e(userName(user)));
}

const n = (value: number) => value.toLocaleString('en-US');

/**
 * Where the items ended, in the words of the listener's summary and the API's parts (tally.ts),
 * each part counted in an attribute too; the parts with nothing in them are left out.
 */
function partsWords(parts: Omit<Tally, 'notMovedBy'>, running = false): string[] {
  const words = [`<span data-added="${parts.added}">${n(parts.added)} of ${n(parts.total)} added</span>`];
  if (parts.alreadyThere)
    words.push(`<span data-already-there="${parts.alreadyThere}">${n(parts.alreadyThere)} already there</span>`);
  if (parts.notMoved) words.push(`<span data-not-moved="${parts.notMoved}">${n(parts.notMoved)} not moved</span>`);
  if (parts.notReached)
    words.push(
      `<span data-not-reached="${parts.notReached}">${n(parts.notReached)} ${running ? 'to come' : 'not reached'}</span>`,
    );
  return words;
}

const running = (t: Transfer) => t.status !== 'completed' && t.status !== 'failed';

/**
 * The bar of all the work (reading, matching and writing, as on the wizard's progress page), named
 * for screen readers, with the count of the phase under way.
 */
function progressBar(progress: ProgressView, name: string): string {
  return `<progress max="100" value="${progress.percent}" aria-label="${e(name)}" aria-valuetext="${progress.percent}%"></progress>
<span class="muted">${progress.percent}%${progress.detail ? ` · ${e(progress.detail)}` : ''}</span>`;
}

function transferRow(base: string, listed: ListedTransfer) {
  const { transfer: t, progress } = listed;
  const parts = partsOf(t);
  const name = t.id.slice(0, 8);
  return {
    cells: [
      `<a href="${e(base)}/transfers/${e(t.id)}">${e(name)}</a>`,
      whose(base, listed),
      `${e(serviceName(t.sourceService))} → ${e(serviceName(t.destinationService))}`,
      e(statusWords(t.status)),
      progressBar(progress, `Progress of transfer ${name}`),
      partsWords(parts, running(t)).join('<br>'),
      time(t.createdAt),
    ],
    attributes: ` data-status="${e(t.status)}" data-id="${e(t.id)}"`,
  };
}

/** The account's transfers, newest first, and the CSV of unmatched items over a window. */
export function transfersBody(base: string, transfers: ListedTransfer[], now = new Date()): string {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  return `<form method="get" action="${e(base)}/transfers/unmatched.csv">
<fieldset><legend>Items not moved, as a spreadsheet (CSV, at most 31 days)</legend>
<label>From <input type="date" name="from" value="${day(monthAgo)}" required></label>
<label>To <input type="date" name="to" value="${day(now)}" required></label>
<button>Download</button></fieldset></form>
${table({
  id: 'transfers',
  caption: 'Transfers, newest first',
  columns: ['Transfer', 'User', 'From → to', 'Status', 'Progress', 'Items', 'Started'],
  rows: transfers.map((t) => transferRow(base, t)),
  empty: 'No transfers yet.',
})}`;
}

export const windowErrorBody =
  '<p class="error" role="alert">Choose a window of at most 31 days, the end after the start.</p>';

type NotMoved = ReturnType<typeof presentMatchResult>;

/** The best guess, and what the listener chose for the item in the wizard ("Use this one") and where it went. */
function guess(m: NotMoved): string {
  let chosen = '';
  if (m.chosen) {
    // The best guess is named beside it; an item the listener found is named here.
    const what =
      m.chosen.name && m.chosen.id !== m.bestGuessCandidate?.id
        ? `${e(m.chosen.name)}${m.chosen.artists.length ? ` — ${e(m.chosen.artists.join(', '))}` : ''}: `
        : '';
    const where = m.chosen.alreadyThere ? 'already in the playlist' : choicePlace(m.chosen, m.group.type);
    chosen = `<strong class="chosen">Chosen: ${what}${e(where)}</strong>`;
  }
  if (!m.bestGuess) return chosen || '—';
  const text = `${e(m.bestGuess)}`;
  const linked = m.bestGuessUrl ? `<a href="${e(m.bestGuessUrl)}">${text}</a>` : text;
  return `${linked} (${e(m.matchingPercentage)}%)${chosen ? `<br>${chosen}` : ''}`;
}

/**
 * One transfer: whose it is, where its items ended (the figures of the listener's summary and of
 * the API), its groups, and what was not moved, with why in words, the best guess and the
 * listener's choice.
 */
export function transferBody(
  base: string,
  listed: ListedTransfer,
  groups: GroupRow[],
  notMoved: NotMoved[],
  tally: TransferTally,
): string {
  const { transfer, progress, people } = listed;
  const groupRows = groups.map((g) => {
    const parts = tally.groups.find((p) => p.groupIndex === g.group_index);
    return {
      cells: [
        e(g.name),
        parts ? partsWords(parts, running(transfer)).join('<br>') : n(g.item_count),
        `<progress max="${Math.max(1, g.item_count)}" value="${Math.min(parts?.added ?? 0, g.item_count)}" aria-label="${e(`Progress of ${g.name}`)}"></progress>`,
      ],
      attributes: ` data-group="${g.group_index}"`,
    };
  });
  const notMovedRows = notMoved.map((m) => ({
    cells: [`${e(m.title)} — ${e(m.artist)}`, e(m.playlistName ?? m.group.name), e(reasonWords(m.reason)), guess(m)],
    attributes: ` data-reason="${e(m.reason)}"${m.chosen ? ` data-chosen="${e(m.chosen.id)}"` : ''}`,
  }));
  const route = `${e(serviceName(transfer.sourceService))} → ${e(serviceName(transfer.destinationService))}`;
  const side = (user: IntegrationUser | null, service: string) =>
    user
      ? userLink(base, user, e(userName(user)))
      : `<span class="muted">a deleted ${e(serviceName(service))} user</span>`;
  const partner = transfer.externalUserId ? `Your user <code>${e(transfer.externalUserId)}</code> · ` : '';
  const parts = partsWords(tally, running(transfer));
  return `<p id="transfer-people">${partner}from ${side(people.source, transfer.sourceService)} on ${e(serviceName(transfer.sourceService))} to ${side(people.destination, transfer.destinationService)} on ${e(serviceName(transfer.destinationService))}</p>
<p>${route} · ${e(statusWords(transfer.status))} · started ${time(transfer.createdAt)}</p>
<p id="transfer-parts">${parts.join(' · ')}</p>
<p id="transfer-progress">${progressBar(progress, 'Progress of this transfer')}</p>
<section aria-labelledby="groups-heading"><h2 id="groups-heading">Groups</h2>
${table({ id: 'groups', caption: 'Groups', columns: ['Group', 'Items', 'Progress'], rows: groupRows, empty: 'No groups.' })}</section>
<section aria-labelledby="unmatched-heading"><h2 id="unmatched-heading">Not moved</h2>
${table({
  id: 'unmatched',
  caption: 'Items not moved, and those the listener chose for since',
  columns: ['Item', 'Group', 'Why', 'Best guess'],
  rows: notMovedRows,
  empty: 'Every item was moved.',
})}</section>`;
}
