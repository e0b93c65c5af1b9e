import { escapeHtml } from '../pages/html.js';

export const e = (value: unknown) => escapeHtml(value === null || value === undefined ? '' : String(value));

const STYLE = `
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:0;color:#1c1c1e}
main{max-width:64rem;margin:1.5rem auto;padding:0 1rem}
nav{display:flex;gap:1rem;align-items:center;padding:.7rem 1rem;background:#1c1c1e;color:#fff;flex-wrap:wrap}
nav a{color:#fff}
form.inline{display:inline;margin-left:auto}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.6rem 0}
td,th{border-bottom:1px solid #e5e5ea;padding:.35rem;text-align:left;vertical-align:top}
.notice{background:#eef7ee;border:1px solid #9c9;padding:.6rem;border-radius:.4rem}
.secret{font-family:ui-monospace,monospace;background:#fff6d6;padding:.4rem;border-radius:.3rem;word-break:break-all}
.error{color:#b00020}
label{display:block;margin:.3rem 0}
input[type=text],input[type=url],input[type=email],input[type=password],textarea{
  width:100%;max-width:32rem;box-sizing:border-box;padding:.3rem}
button{padding:.3rem .7rem;cursor:pointer}
.muted{color:#666;font-size:.85rem}
progress{width:10rem}
section{margin:1.2rem 0}
`;

function navigation(base: string, account: { name: string }, csrf: string | undefined): string {
  const link = (path: string, label: string, extra = '') => `<a href="${e(base)}${path}"${extra}>${label}</a>`;
  return `<nav><strong>${e(account.name)}</strong>
${link('', 'Home')}${link('/keys', 'API and webhooks')}${link('/settings', 'Settings')}
${link('/users', 'Connected users')}${link('/transfers', 'Transfers')}${link('/docs', 'API docs', ' target="_blank"')}
<form method="post" action="${e(base)}/logout" class="inline">${csrfField(csrf)}<button>Sign out</button></form></nav>`;
}

/** A dashboard page: the navigation, the page's content, and the CSRF token every form carries. */
export function layout(input: {
  base: string;
  title: string;
  account?: { name: string; slug: string };
  csrf?: string;
  body: string;
  notice?: string | null;
}): string {
  const nav = input.account ? navigation(input.base, input.account, input.csrf) : '';
  const notice = input.notice ? `<p class="notice" role="status">${input.notice}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(input.title)}</title>
<style>${STYLE}</style></head>
<body>${nav}<main><h1>${e(input.title)}</h1>${notice}${input.body}</main></body></html>`;
}

export const csrfField = (csrf: string | undefined) =>
  csrf ? `<input type="hidden" name="csrf" value="${e(csrf)}">` : '';

/** A table row of already escaped cells. */
export const row = (cells: (string | number)[], attributes = '') =>
  `<tr${attributes}>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;

/** A table's heading row. */
export const headings = (names: string[]) => `<tr>${names.map((name) => `<th>${name}</th>`).join('')}</tr>`;

/** A small form posting to `action` with the CSRF token. */
export const postButton = (action: string, label: string, csrf: string, extra = '') =>
  `<form method="post" action="${e(action)}" class="inline-form" style="display:inline">${csrfField(csrf)}${extra}` +
  `<button>${e(label)}</button></form>`;

/** An inline SVG chart of bars (transfers a day) and a line (match rate), for the home page. */
export function chart(days: { day: string; transfers: number; matchRate: number | null }[]): string {
  const width = 640;
  const height = 160;
  const max = Math.max(1, ...days.map((d) => d.transfers));
  const step = width / Math.max(1, days.length);
  const bars = days.map((d, i) => {
    const h = (d.transfers / max) * (height - 20);
    const title = `<title>${e(d.day)}: ${d.transfers} transfers</title>`;
    const box = `x="${i * step + 4}" y="${height - h}" width="${Math.max(2, step - 8)}" height="${h}"`;
    return `<rect ${box} fill="#8ab4f8">${title}</rect>`;
  });
  const points = days
    .map((d, i) => (d.matchRate === null ? null : `${i * step + step / 2},${height - d.matchRate * (height - 20)}`))
    .filter((p): p is string => p !== null);
  const dots = points
    .map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="3" fill="#d93025"/>`)
    .join('');
  const line =
    points.length > 1 ? `<polyline fill="none" stroke="#d93025" stroke-width="2" points="${points.join(' ')}"/>` : '';
  const frame = `viewBox="0 0 ${width} ${height}" width="100%" style="max-width:${width}px;border:1px solid #e5e5ea"`;
  return `<svg role="img" aria-label="Transfers a day and match rate" ${frame}>${bars.join('')}${line}${dots}</svg>
<p class="muted">Bars: transfers finished each day (last ${days.length} days). Line: share of items matched.</p>`;
}
