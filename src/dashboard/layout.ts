import { escapeHtml } from '../pages/html.js';
import { SCRIPT_NONCE } from '../http/securityHeaders.js';
import { CLIENT_SCRIPT } from './clientScript.js';
import type { Flash } from './flash.js';

export const e = (value: unknown) => escapeHtml(value === null || value === undefined ? '' : String(value));

// Colours are chosen for WCAG AA: text at 4.5:1 or more on its background, controls at 3:1.
const STYLE = `
*{box-sizing:border-box}
[hidden]{display:none !important}
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:0;color:#1c1c1e;line-height:1.45}
a{color:#0b57d0}
main{max-width:64rem;margin:1.5rem auto;padding:0 1rem}
h1{font-size:1.6rem;overflow-wrap:anywhere}
h2{font-size:1.2rem}
nav{display:flex;gap:.4rem 1rem;align-items:center;padding:.7rem 1rem;background:#1c1c1e;color:#fff;flex-wrap:wrap}
nav a{color:#fff}
nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
nav form{margin-left:auto}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
nav :focus-visible{outline-color:#fff}
.flash{padding:.7rem .9rem;border:1px solid;border-left-width:.4rem;border-radius:.4rem;margin:1rem 0}
.flash.success{background:#e9f6ea;border-color:#2e7d32;color:#173d1a}
.flash.error{background:#fdecee;border-color:#b00020;color:#7a0016}
.flash p{margin:.2rem 0}
.error{color:#b00020}
.secret-box{margin:.6rem 0;display:flex;flex-wrap:wrap;gap:.4rem;align-items:center}
.secret-box .label{font-weight:600;width:100%}
.secret{font-family:ui-monospace,monospace;background:#fff6d6;color:#1c1c1e;padding:.4rem;border-radius:.3rem;overflow-wrap:anywhere;word-break:break-all}
.copied{font-size:.875rem;color:#173d1a}
label{display:block;margin:.5rem 0}
input[type=text],input[type=url],input[type=email],input[type=password],input[type=search],select,textarea{
  display:block;width:100%;max-width:32rem;padding:.45rem;font:inherit;border:1px solid #6e6e73;border-radius:.3rem;margin-top:.2rem}
input[type=date]{font:inherit;padding:.3rem;border:1px solid #6e6e73;border-radius:.3rem}
fieldset{border:1px solid #d1d1d6;border-radius:.4rem;margin:.6rem 0;max-width:40rem}
fieldset label{display:inline-block;margin:.2rem 1rem .2rem 0}
button,.button{display:inline-block;font:inherit;line-height:1.2;padding:.45rem .8rem;min-height:2.25rem;cursor:pointer;
  border:1px solid #1c1c1e;border-radius:.4rem;background:#fff;color:#1c1c1e;text-decoration:none;margin:.15rem .3rem .15rem 0}
.primary{background:#1c1c1e;color:#fff}
.danger{background:#b00020;border-color:#b00020;color:#fff}
.danger-outline{border-color:#b00020;color:#b00020;background:#fff}
form.inline{display:inline}
.muted{color:#595959;font-size:.875rem}
section{margin:1.6rem 0}
progress{width:8rem;max-width:100%}
.table-wrap{overflow-x:auto;margin:.6rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem}
caption{text-align:left;font-weight:600;padding:.3rem 0}
td,th{border-bottom:1px solid #d1d1d6;padding:.45rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f2f2f7}
table[data-wrap=words] td,table[data-wrap=words] th{overflow-wrap:break-word}
table[data-wrap=words] code{overflow-wrap:anywhere}
dl.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.35rem 1rem;margin:.8rem 0}
dl.facts dt{font-weight:600;color:#3a3a3c}
dl.facts dd{margin:0;overflow-wrap:break-word}
dl.facts code{overflow-wrap:anywhere}
.actions-bar{display:flex;flex-wrap:wrap;gap:.3rem;align-items:center;margin:.6rem 0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
details{margin:.6rem 0}
pre.code{white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;background:#f2f2f7;color:#1c1c1e;
  padding:.6rem;border-radius:.3rem;font-size:.85rem;margin:.4rem 0}
.attempt{border-top:1px solid #d1d1d6;padding-top:.4rem;margin:1rem 0}
h3{font-size:1.05rem}
h4{font-size:.95rem;margin:.8rem 0 .2rem}
summary{cursor:pointer;color:#0b57d0}
@media (max-width:40rem){
  main{margin-top:1rem}
  table.cards thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%)}
  table.cards,table.cards tbody,table.cards tr,table.cards td{display:block;width:100%}
  table.cards tr{border:1px solid #d1d1d6;border-radius:.5rem;margin:.6rem 0;padding:.3rem .6rem}
  table.cards td{border:0;padding:.2rem 0}
  table.cards td[data-label]::before{content:attr(data-label) ": ";font-weight:600;color:#3a3a3c}
  table.cards td.actions::before{content:none}
  table.cards td:empty{display:none}
  dl.facts{grid-template-columns:minmax(0,1fr);gap:.1rem}
  dl.facts dd{margin-bottom:.5rem}
}
.chart{max-width:38rem;margin:0}
.chart svg{width:100%;height:auto;display:block}
.chart .bar rect.value{fill:#1a5fb4}
.chart .bar:hover rect.value,.chart .bar:focus rect.value{fill:#0d3b73}
.chart .bar:focus{outline:none}
.chart .bar:focus rect.hit{stroke:#1c1c1e;stroke-width:2}
.chart .tip{visibility:hidden}
.chart .bar:hover .tip,.chart .bar:focus .tip{visibility:visible}
.chart .legend{display:flex;flex-wrap:wrap;gap:.3rem 1.2rem;font-size:.875rem;margin:.4rem 0}
.chart .key{display:inline-block;width:.9rem;height:.9rem;vertical-align:-.1rem;margin-right:.3rem}
`;

// A music note in the dashboard's dark colour: browsers ask for a favicon, and a missing one is a console error.
const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1c1c1e"/>' +
      '<path d="M13 8v12.5a3.5 3.5 0 1 0 2 3.2V13l8-2v7.5a3.5 3.5 0 1 0 2 3.2V6z" fill="#fff"/></svg>',
  );

const NAV = [
  ['', 'Home'],
  ['/keys', 'API and webhooks'],
  ['/settings', 'Settings'],
  ['/team', 'Team'],
  ['/users', 'Connected users'],
  ['/transfers', 'Transfers'],
  ['/syncs', 'Syncs'],
  ['/usage', 'Usage'],
] as const;

function navigation(base: string, account: { name: string }, csrf: string | undefined, current: string | undefined) {
  const links = NAV.map(([path, label]) => {
    const here = current === path ? ' aria-current="page"' : '';
    return `<a href="${e(base)}${path}"${here}>${label}</a>`;
  });
  return `<nav aria-label="Dashboard"><strong>${e(account.name)}</strong>
${links.join('')}<a href="${e(base)}/docs" target="_blank" rel="noopener">API docs</a>
<form method="post" action="${e(base)}/logout" class="inline">${csrfField(csrf)}<button>Sign out</button></form></nav>`;
}

/** How the last action went: a success is a status, an error an alert; each has its own look. */
export function flashBox(flash: Flash | null | undefined): string {
  if (!flash) return '';
  const secret = flash.secret ? copyable(flash.secret.id, flash.secret.label, flash.secret.value) : '';
  if (flash.kind === 'error')
    return `<div class="flash error" role="alert"><p><strong>Not done:</strong> ${e(flash.text)}</p>${secret}</div>`;
  return `<div class="flash success" role="status"><p>${e(flash.text)}</p>${secret}</div>`;
}

/** A dashboard page: the navigation, the outcome of the last action, the content, and the page's script. */
export function layout(input: {
  base: string;
  title: string;
  account?: { name: string; slug: string };
  csrf?: string;
  body: string;
  flash?: Flash | null;
  /** The navigation entry of this page (its path under the dashboard). */
  current?: string;
}): string {
  const nav = input.account ? navigation(input.base, input.account, input.csrf, input.current) : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(input.title)} · Partner dashboard</title>
<link rel="icon" href="${FAVICON}">
<style>${STYLE}</style></head>
<body>${nav}<main><h1>${e(input.title)}</h1>${flashBox(input.flash)}${input.body}</main>
<script nonce="${SCRIPT_NONCE}">${CLIENT_SCRIPT}</script></body></html>`;
}

export const csrfField = (csrf: string | undefined) =>
  csrf ? `<input type="hidden" name="csrf" value="${e(csrf)}">` : '';

/** A small form posting to `action` with the CSRF token. */
export const postButton = (action: string, label: string, csrf: string, extra = '', attributes = '') =>
  `<form method="post" action="${e(action)}" class="inline">${csrfField(csrf)}${extra}` +
  `<button${attributes}>${e(label)}</button></form>`;

/** A destructive action: a link to its confirmation page, which works without a script. */
export const dangerLink = (href: string, label: string, name: string) =>
  `<a class="button danger-outline" href="${e(href)}" aria-label="${e(`${label} ${name}`)}">${e(label)}…</a>`;

const utcText = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A moment: UTC text without a script; the page's script shows it in the viewer's time, UTC on hover. */
export function time(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `<time datetime="${date.toISOString()}" title="${utcText(date)}">${utcText(date)}</time>`;
}

/**
 * A secret shown once, with a copy button. The button is hidden until the page's script shows it,
 * so that nobody without a script is offered a button that does nothing.
 */
export function copyable(id: string, label: string, value: string): string {
  return `<div class="secret-box"><span class="label" id="${e(id)}-label">${e(label)}</span>
<code class="secret" id="${e(id)}" aria-labelledby="${e(id)}-label">${e(value)}</code>
<button type="button" data-copy="${e(id)}" hidden>Copy</button><span class="copied" role="status"></span></div>`;
}

export interface TableColumn {
  /** The heading; also the label of each cell when the table turns into cards on a phone. */
  label: string;
  /** A heading read by screen readers only (a column of buttons). */
  hidden?: boolean;
}

/**
 * A table that fits a phone: headings with `scope`, and below 40rem each row becomes a card whose
 * cells carry their column's name. Should a row still be wider than the screen, it scrolls inside
 * its own container (focusable, so that a keyboard can scroll it too), never the page.
 */
export function table(input: {
  id: string;
  caption: string;
  columns: (string | TableColumn)[];
  /** Rows of already escaped cells, each with optional attributes for its `<tr>`. */
  rows: { cells: (string | number)[]; attributes?: string }[];
  /** Shown instead of an empty table. */
  empty?: string;
  attributes?: string;
}): string {
  if (input.rows.length === 0 && input.empty !== undefined)
    return `<p class="muted" id="${e(input.id)}-empty">${input.empty}</p>`;
  const columns = input.columns.map((c) => (typeof c === 'string' ? { label: c } : c));
  const head = columns
    .map((c) => `<th scope="col">${c.hidden ? `<span class="visually-hidden">${e(c.label)}</span>` : e(c.label)}</th>`)
    .join('');
  const body = input.rows
    .map(
      (r) =>
        `<tr${r.attributes ?? ''}>${r.cells
          .map((cell, i) =>
            columns[i]?.hidden
              ? `<td class="actions">${cell}</td>`
              : `<td data-label="${e(columns[i]?.label ?? '')}">${cell}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('\n');
  return `<div class="table-wrap" role="region" aria-labelledby="${e(input.id)}-caption" tabindex="0">
<table id="${e(input.id)}" class="cards"${input.attributes ?? ''}><caption id="${e(input.id)}-caption" class="visually-hidden">${e(input.caption)}</caption>
<thead><tr>${head}</tr></thead><tbody>
${body}</tbody></table></div>`;
}
