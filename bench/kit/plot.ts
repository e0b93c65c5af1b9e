/** One line of a chart: its label and (x, y) points. */
export interface Series {
  label: string;
  points: [number, number][];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const thousands = (n: number) => (n >= 1_000 ? `${n / 1_000}k` : String(n));

/** A line chart as a standalone SVG: x on a log scale (sizes span decades), y linear from 0, each point labelled with its value. */
export function lineChartSvg(input: {
  title: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
  note?: string;
}): string {
  const width = 640;
  const height = 360;
  const margin = { left: 70, right: 30, top: 48, bottom: 64 };
  const xs = input.series.flatMap((s) => s.points.map(([x]) => x));
  const ys = input.series.flatMap((s) => s.points.map(([, y]) => y));
  const [xMin, xMax] = [Math.min(...xs), Math.max(...xs)];
  const yMax = niceCeiling(Math.max(...ys) * 1.1);
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const round = (v: number) => Math.round(v * 10) / 10;
  const x = (v: number) =>
    round(
      margin.left +
        (xMax === xMin
          ? plotW / 2
          : ((Math.log10(v) - Math.log10(xMin)) / (Math.log10(xMax) - Math.log10(xMin))) * plotW),
    );
  const y = (v: number) => round(margin.top + plotH - (v / yMax) * plotH);
  const colours = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700'];
  const yTicks = Array.from({ length: 5 }, (_, i) => (yMax * i) / 4);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="24" text-anchor="middle" font-size="15" font-weight="bold">${escape(input.title)}</text>`,
    ...yTicks.map(
      (t) =>
        `<line x1="${margin.left}" x2="${width - margin.right}" y1="${y(t)}" y2="${y(t)}" stroke="#d0d7de"/><text x="${margin.left - 8}" y="${y(t) + 4}" text-anchor="end">${Math.round(t)}</text>`,
    ),
    ...[...new Set(xs)].map(
      (v) => `<text x="${x(v)}" y="${margin.top + plotH + 18}" text-anchor="middle">${thousands(v)}</text>`,
    ),
    `<text x="${margin.left + plotW / 2}" y="${height - 26}" text-anchor="middle">${escape(input.xLabel)}</text>`,
    `<text transform="translate(18 ${margin.top + plotH / 2}) rotate(-90)" text-anchor="middle">${escape(input.yLabel)}</text>`,
  ];
  input.series.forEach((s, i) => {
    const colour = colours[i % colours.length];
    parts.push(
      `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${s.points.map(([px, py]) => `${x(px)},${y(py)}`).join(' ')}"/>`,
    );
    for (const [px, py] of s.points)
      parts.push(
        `<circle cx="${x(px)}" cy="${y(py)}" r="4" fill="${colour}"/><text x="${x(px)}" y="${y(py) - 9}" text-anchor="middle">${Math.round(py)}</text>`,
      );
    parts.push(
      `<text x="${margin.left + 8}" y="${margin.top + 14 + 16 * i}" fill="${colour}">${escape(s.label)}</text>`,
    );
  });
  if (input.note)
    parts.push(
      `<text x="${width / 2}" y="${height - 8}" text-anchor="middle" font-size="11" fill="#57606a">${escape(input.note)}</text>`,
    );
  parts.push('</svg>', '');
  return parts.join('\n');
}

/** 1, 2 or 5 times a power of ten, at least `v`: round numbers for the axis. */
function niceCeiling(v: number): number {
  if (v <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 5, 10].map((m) => m * power).find((c) => c >= v)!;
}
