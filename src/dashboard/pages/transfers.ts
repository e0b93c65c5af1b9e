import { serviceName } from '../../integrations/registry.js';
import type { Transfer } from '../../transfers/models.js';
import type { presentMatchResult } from '../../transfers/presenters.js';
import type { ProgressView } from '../../transfers/progressView.js';
import { choicePlace, reasonWords } from '../../transfers/reasons.js';
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

/** A transfer with its progress as the wizard's progress page shows it. */
export interface TransferProgress {
  transfer: Transfer;
  progress: ProgressView;
}

/**
 * The bar of all the work (reading, matching and writing, as on the wizard's progress page), named
 * for screen readers, with the count of the phase under way.
 */
function progressBar(progress: ProgressView, name: string): string {
  return `<progress max="100" value="${progress.percent}" aria-label="${e(name)}" aria-valuetext="${progress.percent}%"></progress>
<span class="muted">${progress.percent}%${progress.detail ? ` · ${e(progress.detail)}` : ''}</span>`;
}

function transferRow(base: string, { transfer: t, progress }: TransferProgress) {
  const c = t.counts;
  const name = t.id.slice(0, 8);
  return {
    cells: [
      `<a href="${e(base)}/transfers/${e(t.id)}">${e(name)}</a>`,
      `${e(serviceName(t.sourceService))} → ${e(serviceName(t.destinationService))}`,
      e(statusWords(t.status)),
      progressBar(progress, `Progress of transfer ${name}`),
      `${c.matched ?? 0} of ${c.total ?? 0}`,
      (c.unmatched ?? 0) + (c.failed ?? 0),
      time(t.createdAt),
    ],
    attributes: ` data-status="${e(t.status)}"`,
  };
}

/** The account's transfers, newest first, and the CSV of unmatched items over a window. */
export function transfersBody(base: string, transfers: TransferProgress[], now = new Date()): string {
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

/** The best guess, and where it went when the listener chose it ("Use this one" in the wizard). */
function guess(m: NotMoved): string {
  const chosen = m.chosen ? `<strong class="chosen">Chosen: ${e(choicePlace(m.chosen, m.group.type))}</strong>` : '';
  if (!m.bestGuess) return chosen || '—';
  const text = `${e(m.bestGuess)}`;
  const linked = m.bestGuessUrl ? `<a href="${e(m.bestGuessUrl)}">${text}</a>` : text;
  return `${linked} (${e(m.matchingPercentage)}%)${chosen ? `<br>${chosen}` : ''}`;
}

/**
 * One transfer: its progress, its groups and what was not moved, with why in words, the best guess
 * and the listener's choice.
 */
export function transferBody(
  { transfer, progress }: TransferProgress,
  groups: GroupRow[],
  notMoved: NotMoved[],
): string {
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
    attributes: ` data-reason="${e(m.reason)}"${m.chosen ? ` data-chosen="${e(m.chosen.id)}"` : ''}`,
  }));
  const route = `${e(serviceName(transfer.sourceService))} → ${e(serviceName(transfer.destinationService))}`;
  return `<p>${route} · ${e(statusWords(transfer.status))}
· ${c.matched ?? 0} of ${c.total ?? 0} matched · ${c.written ?? 0} written · started ${time(transfer.createdAt)}</p>
<p id="transfer-progress">${progressBar(progress, 'Progress of this transfer')}</p>
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
