import { serviceName } from '../../integrations/registry.js';
import type { Transfer } from '../../transfers/models.js';
import type { presentMatchResult } from '../../transfers/presenters.js';
import { reasonWords } from '../../transfers/reasons.js';
import type { GroupRow } from '../../transfers/store.js';
import { e, table, time } from '../layout.js';

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

function transferRow(base: string, t: Transfer) {
  const c = t.counts;
  // Matching and writing each count once per item: the bar is full when both are done.
  const max = Math.max(1, (c.total ?? 0) * 2);
  const done =
    t.status === 'completed' ? max : (c.matched ?? 0) + (c.unmatched ?? 0) + (c.failed ?? 0) + (c.written ?? 0);
  const name = t.id.slice(0, 8);
  return {
    cells: [
      `<a href="${e(base)}/transfers/${e(t.id)}">${e(name)}</a>`,
      `${e(serviceName(t.sourceService))} → ${e(serviceName(t.destinationService))}`,
      e(statusWords(t.status)),
      `<progress max="${max}" value="${done}" aria-label="${e(`Progress of transfer ${name}`)}"></progress>`,
      `${c.matched ?? 0} of ${c.total ?? 0}`,
      (c.unmatched ?? 0) + (c.failed ?? 0),
      time(t.createdAt),
    ],
    attributes: ` data-status="${e(t.status)}"`,
  };
}

/** The account's transfers, newest first, and the CSV of unmatched items over a window. */
export function transfersBody(base: string, transfers: Transfer[], now = new Date()): string {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  return `<form method="get" action="${e(base)}/transfers/unmatched.csv">
<fieldset><legend>Items not moved, as a spreadsheet (CSV, at most 31 days)</legend>
<label>From <input type="date" name="from" value="${day(monthAgo)}" required></label>
<label>To <input type="date" name="to" value="${day(now)}" required></label>
<button>Download</button></fieldset></form>
${table({
  id: 'transfers',
  caption: 'Transfers, newest first',
  columns: ['Transfer', 'From → to', 'Status', 'Progress', 'Matched', 'Not moved', 'Started'],
  rows: transfers.map((t) => transferRow(base, t)),
  empty: 'No transfers yet.',
})}`;
}

export const windowErrorBody =
  '<p class="error" role="alert">Choose a window of at most 31 days, the end after the start.</p>';

type NotMoved = ReturnType<typeof presentMatchResult>;

function guess(m: NotMoved): string {
  if (!m.bestGuess) return '—';
  const text = `${e(m.bestGuess)}`;
  const linked = m.bestGuessUrl ? `<a href="${e(m.bestGuessUrl)}">${text}</a>` : text;
  return `${linked} (${e(m.matchingPercentage)}%)`;
}

/** One transfer: its groups and what was not moved, with why in words and the best guess for each. */
export function transferBody(transfer: Transfer, groups: GroupRow[], notMoved: NotMoved[]): string {
  const c = transfer.counts;
  const groupRows = groups.map((g) => ({
    cells: [
      e(g.name),
      g.item_count,
      g.written_count,
      `<progress max="${Math.max(1, g.item_count)}" value="${g.written_count}" aria-label="${e(`Progress of ${g.name}`)}"></progress>`,
    ],
  }));
  const notMovedRows = notMoved.map((m) => ({
    cells: [`${e(m.title)} — ${e(m.artist)}`, e(m.playlistName ?? m.group.name), e(reasonWords(m.reason)), guess(m)],
    attributes: ` data-reason="${e(m.reason)}"`,
  }));
  const route = `${e(serviceName(transfer.sourceService))} → ${e(serviceName(transfer.destinationService))}`;
  return `<p>${route} · ${e(statusWords(transfer.status))}
· ${c.matched ?? 0} of ${c.total ?? 0} matched · ${c.written ?? 0} written · started ${time(transfer.createdAt)}</p>
<section aria-labelledby="groups-heading"><h2 id="groups-heading">Groups</h2>
${table({ id: 'groups', caption: 'Groups', columns: ['Group', 'Items', 'Written', 'Progress'], rows: groupRows, empty: 'No groups.' })}</section>
<section aria-labelledby="unmatched-heading"><h2 id="unmatched-heading">Not moved</h2>
${table({
  id: 'unmatched',
  caption: 'Items not moved',
  columns: ['Item', 'Group', 'Why', 'Best guess'],
  rows: notMovedRows,
  empty: 'Every item was moved.',
})}</section>`;
}
