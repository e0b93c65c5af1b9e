import { serviceName } from '../../integrations/registry.js';
import type { Transfer } from '../../transfers/models.js';
import type { presentMatchResult } from '../../transfers/presenters.js';
import type { GroupRow } from '../../transfers/store.js';
import { e, headings, row } from '../layout.js';

const day = (date: Date) => date.toISOString().slice(0, 10);

function transferRow(base: string, t: Transfer): string {
  const c = t.counts;
  // Matching and writing each count once per item: the bar is full when both are done.
  const max = Math.max(1, (c.total ?? 0) * 2);
  const done =
    t.status === 'completed' ? max : (c.matched ?? 0) + (c.unmatched ?? 0) + (c.failed ?? 0) + (c.written ?? 0);
  return `<tr><td><a href="${e(base)}/transfers/${e(t.id)}">${e(t.id.slice(0, 8))}</a></td>
<td>${e(serviceName(t.sourceService))} → ${e(serviceName(t.destinationService))}</td><td>${e(t.status)}</td>
<td><progress max="${max}" value="${done}"></progress></td><td>${c.matched ?? 0} / ${c.total ?? 0}</td>
<td>${(c.unmatched ?? 0) + (c.failed ?? 0)}</td><td>${e(t.createdAt.toISOString())}</td></tr>`;
}

/** The account's transfers, newest first, and the CSV of unmatched items over a window. */
export function transfersBody(base: string, transfers: Transfer[], now = new Date()): string {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const columns = headings(['Transfer', 'From → to', 'Status', 'Progress', 'Matched', 'Not moved', 'Created']);
  return `<form method="get" action="${e(base)}/transfers/unmatched.csv">
From <input type="date" name="from" value="${day(monthAgo)}"> to <input type="date" name="to" value="${day(now)}">
<button>Download unmatched items (CSV)</button></form>
<table id="transfers">${columns}${transfers.map((t) => transferRow(base, t)).join('')}</table>`;
}

export const windowErrorBody =
  '<p class="error" role="alert">Choose a window of at most 31 days, the end after the start.</p>';

type NotMoved = ReturnType<typeof presentMatchResult>;

function guess(m: NotMoved): string {
  if (!m.bestGuess) return '';
  const text = `${e(m.bestGuess)}`;
  const linked = m.bestGuessUrl ? `<a href="${e(m.bestGuessUrl)}">${text}</a>` : text;
  return `${linked} (${e(m.matchingPercentage)}%)`;
}

/** One transfer: its groups and what was not moved, with the best guess for each. */
export function transferBody(transfer: Transfer, groups: GroupRow[], notMoved: NotMoved[]): string {
  const c = transfer.counts;
  const groupRows = groups.map(
    (g) => `<tr><td>${e(g.name)}</td><td>${g.item_count}</td><td>${g.written_count}</td>
<td><progress max="${Math.max(1, g.item_count)}" value="${g.written_count}"></progress></td></tr>`,
  );
  const notMovedRows = notMoved.map((m) =>
    row(
      [`${e(m.title)} — ${e(m.artist)}`, e(m.playlistName ?? m.group.name), e(m.reason), guess(m)],
      ` data-reason="${e(m.reason)}"`,
    ),
  );
  const route = `${e(serviceName(transfer.sourceService))} → ${e(serviceName(transfer.destinationService))}`;
  return `<p>${route} · ${e(transfer.status)}
· ${c.matched ?? 0} of ${c.total ?? 0} matched · ${c.written ?? 0} written</p>
<h2>Groups</h2>
<table id="groups">${headings(['Group', 'Items', 'Written', 'Progress'])}${groupRows.join('')}</table>
<h2>Not moved</h2><table id="unmatched"><tr><th>Item</th><th>Group</th><th>Reason</th><th>Best guess</th></tr>
${notMovedRows.join('')}</table>`;
}
