import { Table } from '../components.js';

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

/** The chart's scale: where a day's bar stands and how high a count or a rate is drawn. */
interface Scale {
  top: number;
  step: number;
}

const yOf = (scale: Scale, transfers: number) => PAD.top + PLOT_H - (transfers / scale.top) * PLOT_H;
const rateY = (rate: number) => PAD.top + PLOT_H - rate * PLOT_H;
const middleOf = (scale: Scale, i: number) => PAD.left + i * scale.step + scale.step / 2;

function Grid(props: { scale: Scale; ticks: number[] }) {
  return (
    <>
      {props.ticks.map((t) => {
        const y = yOf(props.scale, t);
        return (
          <>
            <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke={GRID} />
            <text x={PAD.left - 6} y={y + 4} text-anchor="end">
              {t}
            </text>
            <text x={W - PAD.right + 6} y={y + 4}>
              {`${(t / props.scale.top) * 100}%`}
            </text>
          </>
        );
      })}
    </>
  );
}

function Axes() {
  const bottom = PAD.top + PLOT_H;
  return (
    <>
      <line x1={PAD.left} x2={W - PAD.right} y1={bottom} y2={bottom} stroke={AXIS} />
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={bottom} stroke={AXIS} />
      <line x1={W - PAD.right} x2={W - PAD.right} y1={PAD.top} y2={bottom} stroke={AXIS} />
    </>
  );
}

// Every other day is labelled, counting back from the last: fourteen labels do not fit a phone.
function DayLabels(props: { scale: Scale; days: ChartDay[] }) {
  const { days } = props;
  return (
    <>
      {days.map((d, i) =>
        (days.length - 1 - i) % 2 === 0 ? (
          <text x={middleOf(props.scale, i)} y={H - PAD.bottom + 18} text-anchor="middle">
            {shortDay(d.day)}
          </text>
        ) : null,
      )}
    </>
  );
}

function RateLine(props: { scale: Scale; days: ChartDay[] }) {
  const points = props.days
    .map((d, i) => (d.matchRate === null ? null : [middleOf(props.scale, i), rateY(d.matchRate)]))
    .filter((p): p is number[] => p !== null);
  return (
    <>
      {points.length > 1 ? (
        <polyline fill="none" stroke={LINE} stroke-width="2.5" points={points.map((p) => p.join(',')).join(' ')} />
      ) : null}
      {points.map(([x, y]) => (
        <circle cx={x} cy={y} r="4" fill={LINE} />
      ))}
    </>
  );
}

function Bar(props: { scale: Scale; day: ChartDay; index: number }) {
  const { scale, day: d } = props;
  const x = PAD.left + props.index * scale.step;
  const h = (d.transfers / scale.top) * PLOT_H;
  const tipText = `${shortDay(d.day)}: ${plural(d.transfers, 'transfer', 'transfers')}, ${percent(d.matchRate)}`;
  const tipW = tipText.length * 8 + 16;
  const tipX = Math.min(Math.max(x + scale.step / 2 - tipW / 2, 2), W - tipW - 2);
  return (
    <g class="bar" tabindex={0} role="img" aria-label={describe(d)}>
      <rect class="hit" x={x + 1} y={PAD.top} width={scale.step - 2} height={PLOT_H} fill="transparent" />
      <rect class="value" x={x + scale.step * 0.18} y={PAD.top + PLOT_H - h} width={scale.step * 0.64} height={h} />
      <g class="tip" aria-hidden="true">
        <rect x={tipX} y={PAD.top + 2} width={tipW} height="24" rx="4" fill="#1c1c1e" />
        <text x={tipX + tipW / 2} y={PAD.top + 19} text-anchor="middle" fill="#fff">
          {tipText}
        </text>
      </g>
    </g>
  );
}

function SvgChart(props: { days: ChartDay[] }) {
  const { days } = props;
  const ticks = transferTicks(Math.max(...days.map((d) => d.transfers)));
  const scale = { top: ticks[ticks.length - 1], step: PLOT_W / days.length };
  // Bars come last so that the focused bar's tip is drawn over the line.
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Transfers a day and match rate" font-size="15" fill={TEXT}>
      <Grid scale={scale} ticks={ticks} />
      <Axes />
      <DayLabels scale={scale} days={days} />
      <RateLine scale={scale} days={days} />
      {days.map((d, i) => (
        <Bar scale={scale} day={d} index={i} />
      ))}
    </svg>
  );
}

function Figures(props: { days: ChartDay[] }) {
  return (
    <Table
      id="chart-table"
      caption="Transfers and match rate by day"
      columns={['Day', 'Transfers finished', 'Items matched']}
      rows={props.days.map((d) => ({
        cells: [
          <time dateTime={d.day}>{longDay(d.day)}</time>,
          d.transfers,
          d.matchRate === null ? '—' : `${Math.round(d.matchRate * 100)}%`,
        ],
      }))}
    />
  );
}

/**
 * The home page's chart: transfers finished each day (bars, left axis) and the share of items
 * matched (line, right axis), each day's figures on hover or keyboard focus, and the same
 * figures as a table for whoever does not read charts.
 */
export function Chart(props: { days: ChartDay[] }) {
  const { days } = props;
  if (days.every((d) => d.transfers === 0))
    return (
      <p class="muted" id="chart-empty">
        No transfers finished in the last {days.length} days. When your users move their libraries, each day’s transfers
        and match rate show here.
      </p>
    );
  return (
    <>
      <figure class="chart" id="chart">
        <SvgChart days={days} />
        <p class="legend">
          <span>
            <span class="key" style={{ background: BAR }}></span>Transfers finished (bars, left axis)
          </span>{' '}
          <span>
            <span class="key" style={{ background: LINE }}></span>Items matched (line, right axis)
          </span>
        </p>
        <figcaption class="muted">
          Last {days.length} days, oldest first. Hover over or tab to a day for its figures.
        </figcaption>
      </figure>
      <details>
        <summary>Show the figures as a table</summary>
        <Figures days={days} />
      </details>
    </>
  );
}
