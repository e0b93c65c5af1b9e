import { e, table } from '../layout.js';

export interface ChartDay {
  /** `YYYY-MM-DD`. */
  day: string;
  transfers: number;
  /** Share of items matched that day, 0..1; null when no item was matched or missed. */
  matchRate: number | null;
}

const W = 560;
const H = 290;
const PAD = { left: 40, right: 50, top: 14, bottom: 40 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;
// Each mark has at least 3:1 against white (graphics), each text at least 4.5:1.
const BAR = '#1a5fb4';
const LINE = '#b3261e';
const TEXT = '#3a3a3c';
const AXIS = '#6e6e73';
const GRID = '#e5e5ea';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const longDay = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));
const percent = (rate: number | null) => (rate === null ? 'no items' : `${Math.round(rate * 100)}% matched`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Four equal steps of whole transfers that reach at least `max`. */
function transferTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  return [0, 1, 2, 3, 4].map((i) => i * step);
}

function describe(d: ChartDay): string {
  return `${longDay(d.day)}: ${plural(d.transfers, 'transfer', 'transfers')}, ${percent(d.matchRate)}`;
}

function svgChart(days: ChartDay[]): string {
  const ticks = transferTicks(Math.max(...days.map((d) => d.transfers)));
  const top = ticks[ticks.length - 1];
  const step = PLOT_W / days.length;
  const yOf = (transfers: number) => PAD.top + PLOT_H - (transfers / top) * PLOT_H;
  const rateY = (rate: number) => PAD.top + PLOT_H - rate * PLOT_H;
  const grid = ticks.map((t) => {
    const y = yOf(t);
    return (
      `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y}" y2="${y}" stroke="${GRID}"/>` +
      `<text x="${PAD.left - 6}" y="${y + 4}" text-anchor="end">${t}</text>` +
      `<text x="${W - PAD.right + 6}" y="${y + 4}">${(t / top) * 100}%</text>`
    );
  });
  // Every other day is labelled, counting back from the last: fourteen labels do not fit a phone.
  const labels = days.map((d, i) =>
    (days.length - 1 - i) % 2 === 0
      ? `<text x="${PAD.left + i * step + step / 2}" y="${H - PAD.bottom + 18}" text-anchor="middle">${e(shortDay(d.day))}</text>`
      : '',
  );
  const points = days
    .map((d, i) => (d.matchRate === null ? null : [PAD.left + i * step + step / 2, rateY(d.matchRate)]))
    .filter((p): p is number[] => p !== null);
  const line =
    points.length > 1
      ? `<polyline fill="none" stroke="${LINE}" stroke-width="2.5" points="${points.map((p) => p.join(',')).join(' ')}"/>`
      : '';
  const dots = points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${LINE}"/>`).join('');
  const bars = days.map((d, i) => {
    const x = PAD.left + i * step;
    const h = (d.transfers / top) * PLOT_H;
    const tipText = `${shortDay(d.day)}: ${plural(d.transfers, 'transfer', 'transfers')}, ${percent(d.matchRate)}`;
    const tipW = tipText.length * 8 + 16;
    const tipX = Math.min(Math.max(x + step / 2 - tipW / 2, 2), W - tipW - 2);
    return `<g class="bar" tabindex="0" role="img" aria-label="${e(describe(d))}">
<rect class="hit" x="${x + 1}" y="${PAD.top}" width="${step - 2}" height="${PLOT_H}" fill="transparent"/>
<rect class="value" x="${x + step * 0.18}" y="${PAD.top + PLOT_H - h}" width="${step * 0.64}" height="${h}"/>
<g class="tip" aria-hidden="true"><rect x="${tipX}" y="${PAD.top + 2}" width="${tipW}" height="24" rx="4" fill="#1c1c1e"/>
<text x="${tipX + tipW / 2}" y="${PAD.top + 19}" text-anchor="middle" fill="#fff">${e(tipText)}</text></g></g>`;
  });
  const axes =
    `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${PAD.top + PLOT_H}" y2="${PAD.top + PLOT_H}" stroke="${AXIS}"/>` +
    `<line x1="${PAD.left}" x2="${PAD.left}" y1="${PAD.top}" y2="${PAD.top + PLOT_H}" stroke="${AXIS}"/>` +
    `<line x1="${W - PAD.right}" x2="${W - PAD.right}" y1="${PAD.top}" y2="${PAD.top + PLOT_H}" stroke="${AXIS}"/>`;
  // Bars come last so that the focused bar's tip is drawn over the line.
  return `<svg viewBox="0 0 ${W} ${H}" role="group" aria-label="Transfers a day and match rate" font-size="15" fill="${TEXT}">
${grid.join('')}${axes}${labels.join('')}${line}${dots}${bars.join('')}</svg>`;
}

/**
 * The home page's chart: transfers finished each day (bars, left axis) and the share of items
 * matched (line, right axis), each day's figures on hover or keyboard focus, and the same
 * figures as a table for whoever does not read charts.
 */
export function chart(days: ChartDay[]): string {
  if (days.every((d) => d.transfers === 0))
    return `<p class="muted" id="chart-empty">No transfers finished in the last ${days.length} days. When your users move their libraries, each day’s transfers and match rate show here.</p>`;
  const legend = `<p class="legend"><span><span class="key" style="background:${BAR}"></span>Transfers finished (bars, left axis)</span>
<span><span class="key" style="background:${LINE}"></span>Items matched (line, right axis)</span></p>`;
  const figures = table({
    id: 'chart-table',
    caption: 'Transfers and match rate by day',
    columns: ['Day', 'Transfers finished', 'Items matched'],
    rows: days.map((d) => ({
      cells: [
        `<time datetime="${e(d.day)}">${e(longDay(d.day))}</time>`,
        d.transfers,
        d.matchRate === null ? '—' : `${Math.round(d.matchRate * 100)}%`,
      ],
    })),
  });
  return `<figure class="chart" id="chart">${svgChart(days)}${legend}
<figcaption class="muted">Last ${days.length} days, oldest first. Hover over or tab to a day for its figures.</figcaption></figure>
<details><summary>Show the figures as a table</summary>${figures}</details>`;
}
