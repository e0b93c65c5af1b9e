import type { ComponentChildren, JSX } from 'preact';
import { InlineScript, InlineStyle } from '../html/trusted.js';
import { CLIENT_SCRIPT } from './clientScript.js';
import type { Flash } from './flash.js';

// The dashboard's frame and the pieces its pages are built of. Every value is written as text by
// the renderer: a cell, a label or a name from a partner, a listener or a music service is never
// markup.

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
nav form.sign-out{margin-left:auto}
nav button.link{background:none;border:0;border-radius:0;padding:0;margin:0;min-height:0;line-height:inherit;color:#fff;text-decoration:underline}
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

/** Paths under a section that are not named after it: an endpoint's and a delivery's pages are the keys page's. */
const SECTION_OF_PREFIX: Record<string, string> = {
  '/webhooks': '/keys',
  '/deliveries': '/keys',
  '/devtoken-keys': '/keys',
  '/docs': '',
};

/** The navigation's section a dashboard path belongs to: its path and its name ('' is Home). */
export function sectionOf(path: string): { path: string; label: string } {
  const first = `/${path.split('/')[1] ?? ''}`;
  const section = SECTION_OF_PREFIX[first] ?? first;
  const found = NAV.find(([at]) => at === section) ?? NAV[0];
  return { path: found[0], label: found[1] };
}

/** The hidden field every state-changing form carries. */
export function CsrfField(props: { csrf: string | undefined }) {
  return props.csrf ? <input type="hidden" name="csrf" value={props.csrf} /> : null;
}

function Navigation(props: { base: string; account: { name: string }; csrf: string | undefined; current?: string }) {
  return (
    <nav aria-label="Dashboard">
      <strong>{props.account.name}</strong>
      {NAV.map(([path, label]) => (
        <a href={`${props.base}${path}`} aria-current={props.current === path ? 'page' : undefined}>
          {label}
        </a>
      ))}
      <form method="post" action={`${props.base}/docs`} target="_blank" rel="noopener" class="inline">
        <CsrfField csrf={props.csrf} />
        <button class="link">API docs</button>
      </form>
      <form method="post" action={`${props.base}/logout`} class="inline sign-out">
        <CsrfField csrf={props.csrf} />
        <button>Sign out</button>
      </form>
    </nav>
  );
}

/** How the last action went: a success is a status, an error an alert; each has its own look. */
export function FlashBox(props: { flash: Flash | null | undefined }) {
  const { flash } = props;
  if (!flash) return null;
  const secret = flash.secret ? (
    <Copyable id={flash.secret.id} label={flash.secret.label} value={flash.secret.value} />
  ) : null;
  if (flash.kind === 'error')
    return (
      <div class="flash error" role="alert">
        <p>
          <strong>Not done:</strong> {flash.text}
        </p>
        {secret}
      </div>
    );
  return (
    <div class="flash success" role="status">
      <p>{flash.text}</p>
      {secret}
    </div>
  );
}

/** A dashboard page: the navigation, the outcome of the last action, the content, and the page's script. */
export function DashboardPage(props: {
  base: string;
  title: string;
  account?: { name: string; slug: string };
  csrf?: string;
  flash?: Flash | null;
  /** The navigation entry of this page (its path under the dashboard). */
  current?: string;
  children?: ComponentChildren;
}) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · Partner dashboard`}</title>
        <link rel="icon" href={FAVICON} />
        <InlineStyle css={STYLE} />
      </head>
      <body>
        {props.account ? (
          <Navigation base={props.base} account={props.account} csrf={props.csrf} current={props.current} />
        ) : null}
        <main>
          <h1>{props.title}</h1>
          <FlashBox flash={props.flash} />
          {props.children}
        </main>
        <InlineScript code={CLIENT_SCRIPT} />
      </body>
    </html>
  );
}

/** A small form posting to `action` with the CSRF token; `children` are extra fields. */
export function PostButton(props: {
  action: string;
  label: string;
  csrf: string;
  children?: ComponentChildren;
  button?: JSX.IntrinsicElements['button'];
}) {
  return (
    <form method="post" action={props.action} class="inline">
      <CsrfField csrf={props.csrf} />
      {props.children}
      <button {...props.button}>{props.label}</button>
    </form>
  );
}

/** A destructive action: a link to its confirmation page, which works without a script. */
export function DangerLink(props: { href: string; label: string; name: string }) {
  return (
    <a class="button danger-outline" href={props.href} aria-label={`${props.label} ${props.name}`}>
      {props.label}…
    </a>
  );
}

const utcText = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A moment: UTC text without a script; the page's script shows it in the viewer's time, UTC on hover. */
export function Time(props: { value: Date | string | null | undefined }) {
  if (!props.value) return null;
  const date = props.value instanceof Date ? props.value : new Date(props.value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} title={utcText(date)}>
      {utcText(date)}
    </time>
  );
}

/**
 * A secret shown once, with a copy button. The button is hidden until the page's script shows it,
 * so that nobody without a script is offered a button that does nothing.
 */
export function Copyable(props: { id: string; label: string; value: string }) {
  return (
    <div class="secret-box">
      <span class="label" id={`${props.id}-label`}>
        {props.label}
      </span>
      <code class="secret" id={props.id} aria-labelledby={`${props.id}-label`}>
        {props.value}
      </code>
      <button type="button" data-copy={props.id} hidden>
        Copy
      </button>
      <span class="copied" role="status"></span>
    </div>
  );
}

export interface TableColumn {
  /** The heading; also the label of each cell when the table turns into cards on a phone. */
  label: string;
  /** A heading read by screen readers only (a column of buttons). */
  hidden?: boolean;
}

export interface TableRow {
  cells: ComponentChildren[];
  /** Attributes of the row's `<tr>` (an id, a data attribute a script reads). */
  attributes?: JSX.IntrinsicElements['tr'] & Record<`data-${string}`, string | undefined>;
}

/**
 * A table that fits a phone: headings with `scope`, and below 40rem each row becomes a card whose
 * cells carry their column's name. Should a row still be wider than the screen, it scrolls inside
 * its own container (focusable, so that a keyboard can scroll it too), never the page.
 */
export function Table(props: {
  id: string;
  caption: string;
  columns: (string | TableColumn)[];
  rows: TableRow[];
  /** Shown instead of an empty table. */
  empty?: ComponentChildren;
  attributes?: JSX.IntrinsicElements['table'] & Record<`data-${string}`, string | undefined>;
}) {
  if (props.rows.length === 0 && props.empty !== undefined)
    return (
      <p class="muted" id={`${props.id}-empty`}>
        {props.empty}
      </p>
    );
  const columns = props.columns.map((c) => (typeof c === 'string' ? { label: c } : c));
  return (
    <div class="table-wrap" role="region" aria-labelledby={`${props.id}-caption`} tabIndex={0}>
      <table id={props.id} class="cards" {...props.attributes}>
        <caption id={`${props.id}-caption`} class="visually-hidden">
          {props.caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col">{c.hidden ? <span class="visually-hidden">{c.label}</span> : c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr {...r.attributes}>
              {r.cells.map((cell, i) =>
                columns[i]?.hidden ? (
                  <td class="actions">{cell}</td>
                ) : (
                  <td data-label={columns[i]?.label ?? ''}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
