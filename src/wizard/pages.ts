import { SCRIPT_NONCE } from '../http/securityHeaders.js';
import { escapeHtml, page } from '../pages/html.js';
import { serviceName } from '../integrations/registry.js';
import { serviceTile } from '../pages/marks.js';
import type { PlaylistItem } from '../integrations/types.js';
import type { ProgressView } from '../transfers/progressView.js';
import type { LibraryChoice } from './libraryChoices.js';

// The wizard's pages. Every control is at least 44 px high and nothing is wider than a 390 px
// phone; colours keep WCAG AA contrast (text 4.5:1, borders of controls 3:1).
const STYLE = `<style>
*,*::before,*::after{box-sizing:border-box}
body{line-height:1.45}
a{color:#0b57d0}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
h1{overflow-wrap:anywhere}
h2{font-size:1.15rem;margin:1.4rem 0 .5rem}
.muted{color:#595959;font-size:.9rem}
.lead{font-size:1.05rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem 1rem;
  border:1px solid #1c1c1e;border-radius:.5rem;background:#fff;color:#1c1c1e;font:inherit;font-weight:600;
  text-decoration:none;text-align:center;cursor:pointer;margin:0}
button.primary,.button.primary{background:#1c1c1e;color:#fff}
button:disabled{opacity:.6;cursor:default}
button.small{min-height:2.75rem;padding:.35rem .8rem;font-size:.95rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:.8rem 0}
.notice{padding:.7rem .9rem;border:1px solid;border-left-width:.4rem;border-radius:.4rem;margin:1rem 0}
.notice p{margin:.2rem 0}
.notice.error{background:#fdecee;border-color:#b00020;color:#7a0016}
.notice.success{background:#e9f6ea;border-color:#2e7d32;color:#173d1a}
.notice .actions{margin-bottom:.2rem}
.side{border:1px solid #d0d0d5;border-radius:.6rem;padding:.8rem 1rem;margin:.8rem 0}
.side h2{font-size:1rem;margin:.1rem 0 .5rem}
.side p{margin:.3rem 0}
.account{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem}
.account p{overflow-wrap:anywhere}
.choices{list-style:none;padding:0;margin:.6rem 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
.choices li{display:flex;min-width:0}
.choices a{display:flex;flex:1;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem .7rem;
  border:1px solid #6e6e73;border-radius:.5rem;background:#fff;color:#1c1c1e;text-decoration:none;font-weight:600;
  text-align:center;overflow-wrap:anywhere}
.choices a:hover{border-color:#1c1c1e;background:#f2f2f7}
.choices .tile{width:auto;max-width:100%}
fieldset{border:1px solid #d0d0d5;border-radius:.6rem;margin:.8rem 0;padding:.5rem .9rem .7rem;min-width:0}
legend{font-weight:600;padding:0 .3rem}
.bulk{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:.3rem 0 .5rem}
.bulk output{flex-basis:100%}
.checks{list-style:none;padding:0;margin:.2rem 0}
.checks label{display:flex;align-items:center;gap:.6rem;min-height:2.75rem;padding:.2rem 0;overflow-wrap:anywhere;cursor:pointer}
.checks input{width:1.3rem;height:1.3rem;margin:0;flex:none}
.checks .muted{margin-left:.2rem;white-space:nowrap}
.checks label.off{color:#595959;cursor:default}
.checks .off .muted{white-space:normal}
.left-out{padding-left:1.2rem;margin:.4rem 0}
.left-out li{margin:.2rem 0;overflow-wrap:anywhere}
.steps{list-style:none;padding:0;margin:1rem 0;display:grid;gap:.5rem}
.steps li{display:flex;align-items:center;gap:.6rem;color:#595959}
.steps li::before{content:'';width:1.3rem;height:1.3rem;border-radius:50%;border:2px solid #8e8e93;flex:none}
.steps li[data-state=done]{color:#1c1c1e}
.steps li[data-state=done]::before{border-color:#2e7d32;background:#2e7d32 url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-7' fill='none' stroke='white' stroke-width='2'/%3E%3C/svg%3E") center/80% no-repeat}
.steps li[data-state=current]{color:#1c1c1e;font-weight:600}
.steps li[data-state=current]::before{border-color:#0b57d0;background:radial-gradient(circle,#0b57d0 0 40%,transparent 45%)}
.bar{height:1.1rem;border-radius:.55rem;background:#e5e5ea;border:1px solid #8e8e93;overflow:hidden;margin:.6rem 0}
.bar .fill{height:100%;width:0;background:#0b57d0;transition:width .9s linear}
#headline{font-weight:600;overflow-wrap:anywhere;margin:.8rem 0 .2rem}
#detail,#time-left{margin:.2rem 0}
.created{padding-left:1.2rem}
.created li{margin:.35rem 0;overflow-wrap:anywhere}
.totals{list-style:none;padding:0;margin:.5rem 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:.4rem}
.totals li{display:flex;justify-content:space-between;align-items:baseline;gap:.6rem;padding:.45rem .7rem;background:#f2f2f7;border-radius:.4rem}
.totals strong{flex:none;white-space:nowrap;overflow-wrap:normal}
details.group{border:1px solid #d0d0d5;border-radius:.6rem;margin:.6rem 0;padding:0 .9rem}
details.group>summary{cursor:pointer;padding:.7rem 0;font-weight:600;overflow-wrap:anywhere}
details.group>summary .muted{font-weight:400}
.items{list-style:none;padding:0;margin:0 0 .6rem}
.items>li{border-top:1px solid #e5e5ea;padding:.6rem 0}
.items p{margin:.2rem 0;overflow-wrap:anywhere}
.items form{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:.4rem 0 .1rem}
.reason{font-weight:600}
.chosen{color:#173d1a;font-weight:600}
</style>`;

/** A link or a form-less way forward; the first of a list is the main one. */
export interface Action {
  href: string;
  label: string;
}

function actionsHtml(actions: Action[], extraClass = ''): string {
  if (!actions.length) return '';
  const links = actions
    .map(
      (a, i) => `<a class="button${i === 0 ? ' primary' : ''}" href="${escapeHtml(a.href)}">${escapeHtml(a.label)}</a>`,
    )
    .join('');
  return `<p class="actions${extraClass}">${links}</p>`;
}

/** Back to the partner, when the session knows where that is. */
export function backAction(back: { returnUrl: string | null; partner: string | null }): Action[] {
  return back.returnUrl ? [{ href: back.returnUrl, label: `Back to ${back.partner ?? 'the app'}` }] : [];
}

/** A wizard page in the shared layout, with the wizard's own style. */
export function wizardShell(title: string, body: string): string {
  return page(title, `${STYLE}${body}`);
}

/** An error, in plain words, with every way forward the wizard knows. */
export function errorNotice(message: string, actions: Action[], title?: string): string {
  return `<div class="notice error" role="alert">${title ? `<p><strong>${escapeHtml(title)}</strong></p>` : ''}<p>${escapeHtml(message)}</p>${actionsHtml(actions)}</div>`;
}

/** A page that is only an error: what happened, and where to go from here. */
export function wizardErrorPage(title: string, message: string, actions: Action[]): string {
  const forward = actions.length
    ? actionsHtml(actions)
    : '<p class="muted">Go back to the app you came from and start your transfer there again.</p>';
  return wizardShell(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="lead" role="alert">${escapeHtml(message)}</p>${forward}`,
  );
}

/** The launch page: the code is in the fragment, which never reaches a server; the page trades it once. */
export function launchPage(base: string): string {
  return wizardShell(
    'Move your music',
    `<h1>Move your music</h1><div id="status"><p>Opening your transfer…</p></div>
<script nonce="${SCRIPT_NONCE}">
(async () => {
  const code = new URLSearchParams(location.hash.slice(1)).get('code');
  history.replaceState(null, '', location.pathname);
  const status = document.getElementById('status');
  const show = (title, message, actions) => {
    const box = document.createElement('div');
    box.className = 'notice error';
    box.setAttribute('role', 'alert');
    const strong = document.createElement('strong');
    strong.textContent = title;
    const head = document.createElement('p');
    head.append(strong);
    const text = document.createElement('p');
    text.textContent = message;
    box.append(head, text);
    const links = document.createElement('p');
    links.className = 'actions';
    actions.forEach((a, i) => {
      const link = document.createElement('a');
      link.className = i === 0 ? 'button primary' : 'button';
      link.href = a.href;
      link.textContent = a.label;
      links.append(link);
    });
    if (actions.length) box.append(links);
    status.className = 'error';
    status.replaceChildren(box);
  };
  if (!code) {
    show('This link is incomplete', 'Part of the link is missing, so we can’t open your transfer. Go back to the app you came from and start the transfer again.', []);
    return;
  }
  let res;
  try {
    res = await fetch(${JSON.stringify(`${base}/launch`)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }), credentials: 'same-origin' });
  } catch {
    show('We couldn’t reach our server', 'Check your connection and try again.', [{ href: location.pathname + '#code=' + encodeURIComponent(code), label: 'Try again' }]);
    return;
  }
  if (res.ok) { location.replace(${JSON.stringify(`${base}/wizard`)}); return; }
  const body = await res.json().catch(() => ({}));
  const known = (body.details || [])[0] || {};
  const back = typeof known.returnUrl === 'string' && /^https?:\\/\\//.test(known.returnUrl)
    ? [{ href: known.returnUrl, label: 'Back to ' + (known.partner || 'the app') }] : [];
  if (res.status === 410) {
    show('This link was already used or has expired', 'Each transfer link works once and for 15 minutes. ' + (back.length ? 'Go back to ' + (known.partner || 'the app') + ' and start the transfer again to get a new one.' : 'Go back to the app you came from and start the transfer again to get a new one.'), back);
    return;
  }
  show('Something went wrong', 'We couldn’t open your transfer. Try again in a moment.', [{ href: location.pathname + '#code=' + encodeURIComponent(code), label: 'Try again' }, ...back]);
})();
</script>`,
  );
}

export interface SideView {
  role: 'source' | 'destination';
  connected: { service: string; name: string | null } | null;
  /** Services to connect, when this side is open. */
  choices: { id: string; href: string }[];
  /** Services the partner enabled that cannot sign a person in here, so are not among `choices`. */
  leftOut: string[];
  /** The person is choosing another account for a connected side. */
  changing: boolean;
  /** Where "Change" leads; null when the side is set by the partner and stays. */
  changeHref: string | null;
  /** Where "Keep" leads while changing. */
  keepHref: string;
}

const TITLES = { source: 'Move from', destination: 'Move to' };

function side(view: SideView, partner: string): string {
  const title = TITLES[view.role];
  const head = `<section class="side" data-role="${view.role}" aria-labelledby="${view.role}-title"><h2 id="${view.role}-title">${title}</h2>`;
  if (view.connected && !view.changing) {
    const who = `<strong>${escapeHtml(serviceName(view.connected.service))}</strong>${view.connected.name ? `, ${escapeHtml(view.connected.name)}` : ''}`;
    const change = view.changeHref
      ? `<a class="button" href="${escapeHtml(view.changeHref)}" data-change="${view.role}">Change<span class="visually-hidden"> the account to ${view.role === 'source' ? 'move from' : 'move to'}</span></a>`
      : `<span class="muted">Chosen by ${escapeHtml(partner)}</span>`;
    return `${head}<div class="account"><p>${who}</p>${change}</div></section>`;
  }
  const links = view.choices
    .map(
      (c) =>
        `<li><a href="${escapeHtml(c.href)}" data-connect="${view.role}-${escapeHtml(c.id)}">${serviceTile(c.id, 32)}</a></li>`,
    )
    .join('');
  const ask = view.changing
    ? `Choose the service or account to ${view.role === 'source' ? 'move your music from' : 'move it to'}:`
    : `Connect the account ${view.role === 'source' ? 'your music is in' : 'to move it to'}:`;
  // Said rather than hidden: a person who expected the service should know it is not a fault of theirs.
  const leftOut = view.leftOut
    .map(
      (id) =>
        `<li>${escapeHtml(serviceName(id))} isn’t offered here: it can’t sign you in on this page. Connect another service, or ask ${escapeHtml(partner)}.</li>`,
    )
    .join('');
  const notes = leftOut ? `<ul class="left-out muted" data-left-out="${view.role}">${leftOut}</ul>` : '';
  const list = view.choices.length
    ? `<ul class="choices">${links}</ul>`
    : `<p data-no-choices="${view.role}">${escapeHtml(partner)} offers no service that can sign you in on this page.</p>`;
  const keep =
    view.changing && view.connected
      ? `<p><a href="${escapeHtml(view.keepHref)}" data-keep="${view.role}">Keep ${escapeHtml(serviceName(view.connected.service))}${view.connected.name ? `, ${escapeHtml(view.connected.name)}` : ''}</a></p>`
      : '';
  return `${head}<p>${ask}</p>${list}${notes}${keep}</section>`;
}

const songs = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'song' : 'songs'}`;

/** The wizard: both sides, then what to move. */
export function wizardPage(input: {
  partner: string;
  base: string;
  csrf: string;
  source: SideView;
  destination: SideView;
  playlists: PlaylistItem[] | null;
  /** The parts of the library beside playlists, each with why it cannot move when it cannot. */
  library: LibraryChoice[];
  /** Both services keep playlists, so a chosen playlist can be kept in sync with its copy. */
  canKeepInSync: boolean;
  /** An error in plain words with its ways forward; `at: 'choices'` shows it beside what to move. */
  error: { message: string; actions: Action[]; at?: 'choices' } | null;
  latestTransfer: string | null;
  back: Action[];
}): string {
  const showsForm = Boolean(input.playlists && !input.source.changing && !input.destination.changing);
  // A mistake in the choice is mended in the form, so it is said there, with no way out of the wizard.
  const besideChoices = input.error?.at === 'choices' && showsForm ? input.error : null;
  const error =
    input.error && !besideChoices ? errorNotice(input.error.message, [...input.error.actions, ...input.back]) : '';
  const choiceError = besideChoices
    ? `<div class="notice error" role="alert" id="choose-error" tabindex="-1"><p>${escapeHtml(besideChoices.message)}</p>${actionsHtml(besideChoices.actions)}</div>`
    : '';
  const latest = input.latestTransfer
    ? `<p><a href="${escapeHtml(`${input.base}/transfers/${input.latestTransfer}`)}">See your last transfer</a></p>`
    : '';
  let form = '';
  if (input.playlists && showsForm) {
    const count = input.playlists.length;
    const boxes = input.playlists
      .map(
        (p) =>
          `<li><label><input type="checkbox" name="playlists" value="${escapeHtml(p.id)}"${p.totalItems !== null ? ` data-songs="${p.totalItems}"` : ''}> <span>${escapeHtml(p.name)}${p.totalItems !== null ? ` <span class="muted">(${songs(p.totalItems)})</span>` : ''}</span></label></li>`,
      )
      .join('');
    const library = input.library
      .map((c) =>
        c.cannot === null
          ? `<li><label><input type="checkbox" name="${c.kind}" value="1"> <span>${escapeHtml(c.label)}</span></label></li>`
          : `<li><label class="off" data-cannot="${c.kind}"><input type="checkbox" disabled> <span>${escapeHtml(c.label)} <span class="muted">(${escapeHtml(c.cannot)})</span></span></label></li>`,
      )
      .join('');
    const bulk = count
      ? `<div class="bulk"><button type="button" class="small" data-select="all" hidden>Select all</button><button type="button" class="small" data-select="none" hidden>Select none</button><output id="chosen-count" aria-live="polite">0 of ${count} playlists chosen</output></div>`
      : '';
    const keep =
      count && input.canKeepInSync
        ? `<fieldset><legend>After the transfer</legend><ul class="checks"><li><label><input type="checkbox" name="keepInSync" value="1" aria-describedby="keep-in-sync-note"> <span>Keep these playlists in sync</span></label></li></ul><p class="muted" id="keep-in-sync-note">New tracks added to the playlists you chose on ${escapeHtml(serviceName(input.source.connected!.service))} will be added to their copies on ${escapeHtml(serviceName(input.destination.connected!.service))} about every hour. Tracks you add to the copies yourself stay.</p></fieldset>`
        : '';
    form = `<form method="post" action="${escapeHtml(`${input.base}/start`)}" id="choose">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
${choiceError}<fieldset><legend>Playlists</legend>${bulk}${count ? `<ul class="checks" id="playlists">${boxes}</ul>` : '<p class="muted">No playlists.</p>'}</fieldset>
<fieldset><legend>Library</legend><ul class="checks">${library}</ul></fieldset>
${keep}<p class="actions"><button class="primary" type="submit"${choiceError ? ' aria-describedby="choose-error"' : ''}>Start the transfer</button></p></form>
<script nonce="${SCRIPT_NONCE}">
(() => {
  const boxes = [...document.querySelectorAll('#playlists input[name="playlists"]')];
  const output = document.getElementById('chosen-count');
  if (!output) return;
  const count = () => {
    const chosen = boxes.filter((b) => b.checked);
    const songs = chosen.reduce((n, b) => n + Number(b.dataset.songs || 0), 0);
    output.textContent = chosen.length + ' of ' + boxes.length + ' playlists chosen' + (chosen.length ? ' (' + songs.toLocaleString('en-US') + (songs === 1 ? ' song)' : ' songs)') : '');
  };
  for (const button of document.querySelectorAll('[data-select]')) {
    button.hidden = false;
    button.addEventListener('click', () => { for (const b of boxes) b.checked = button.dataset.select === 'all'; count(); });
  }
  for (const b of boxes) b.addEventListener('change', count);
  count();
})();
</script>`;
  }
  // The error's ways forward already lead back to the partner.
  const back =
    input.back.length && !error
      ? `<p><a href="${escapeHtml(input.back[0].href)}">${escapeHtml(input.back[0].label)}</a></p>`
      : '';
  return wizardShell(
    `Move your music with ${input.partner}`,
    `<h1>Move your music</h1><p class="muted">With ${escapeHtml(input.partner)}</p>${error}${side(input.source, input.partner)}${side(input.destination, input.partner)}${form}${latest}${back}`,
  );
}

/** A day as people read it, the same wherever the server runs. */
export const dayOf = (at: Date) =>
  at.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Asked before a transfer starts when some chosen playlists were copied to the same account
 * before: what exists there, and whether to add only what those copies miss or make new ones. The
 * form carries the person's choice again, so either button starts the transfer they asked for.
 */
export function copiesPage(input: {
  base: string;
  csrf: string;
  destination: string;
  copies: { name: string; url: string | null; madeAt: Date; seen: boolean }[];
  /** The chosen playlists with no earlier copy. */
  others: number;
  /** The rest of the form as it was sent, to send again. */
  fields: [name: string, value: string][];
}): string {
  const to = escapeHtml(serviceName(input.destination));
  const many = input.copies.length > 1;
  const items = input.copies
    .map((c) => {
      const name = c.url
        ? `<a href="${escapeHtml(c.url)}">${escapeHtml(c.name)}<span class="visually-hidden"> on ${to}</span></a>`
        : escapeHtml(c.name);
      const when = c.seen
        ? `copy made on ${dayOf(c.madeAt)}`
        : `copy made on ${dayOf(c.madeAt)}; we couldn’t check that it’s still there`;
      return `<li data-copy>${name} <span class="muted">(${escapeHtml(when)})</span></li>`;
    })
    .join('');
  const others = input.others
    ? `<p>The other ${input.others === 1 ? 'playlist you chose is' : `${input.others.toLocaleString('en-US')} playlists you chose are`} copied as usual.</p>`
    : '';
  const hidden = input.fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return wizardShell(
    'These playlists are already there',
    `<h1>${many ? 'These playlists are' : 'This playlist is'} already on ${to}</h1>
<p class="lead">You moved ${input.others ? `${input.copies.length.toLocaleString('en-US')} of the playlists you chose` : many ? 'these playlists' : 'this playlist'} to ${to} before:</p>
<ul class="created" id="earlier-copies">${items}</ul>${others}
<form method="post" action="${escapeHtml(`${input.base}/start`)}" id="copies">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">${hidden}
<fieldset><legend>What should we do with ${many ? 'them' : 'it'}?</legend>
<p id="update-note"><strong>Update the copies:</strong> add only the songs ${many ? 'each copy is' : 'the copy is'} missing, at the end. Nothing is there twice, and songs you added yourself stay.</p>
<p id="new-note"><strong>Make new copies:</strong> make ${many ? 'another playlist of the same name beside each one' : 'another playlist of the same name beside it'}, with every song.</p>
<p class="actions"><button class="primary" type="submit" name="copies" value="update" aria-describedby="update-note">Update the copies</button><button type="submit" name="copies" value="new" aria-describedby="new-note">Make new copies</button></p>
</fieldset></form>
<p><a href="${escapeHtml(`${input.base}/wizard`)}">Choose again</a></p>`,
  );
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Live progress: the phases by name, the playlist under way, a bar of all the work, the time left
 * from the measured rate. The page polls a cheap read about every second and reloads itself into the
 * summary when the transfer ends. Screen readers hear a phase when it begins and every quarter of
 * the way, not every number.
 */
export function progressPage(input: {
  base: string;
  transferId: string;
  destination: string;
  view: ProgressView;
  back: Action[];
}): string {
  const v = input.view;
  const steps = v.steps
    .map(
      (s) =>
        `<li data-step="${s.id}" data-state="${s.state}"${s.state === 'current' ? ' aria-current="step"' : ''}>${escapeHtml(s.label)}<span class="visually-hidden">${s.state === 'done' ? ' (done)' : s.state === 'current' ? ' (under way)' : ''}</span></li>`,
    )
    .join('');
  const back = input.back.length
    ? `<p class="actions"><a class="button" href="${escapeHtml(input.back[0].href)}">${escapeHtml(input.back[0].label)}</a></p>`
    : '';
  return wizardShell(
    'Your transfer',
    `<h1>Moving your music to ${escapeHtml(serviceName(input.destination))}</h1>
<p class="lead" id="keep-going">You can close this page; we’ll keep going.</p>
<ol class="steps" id="steps" aria-label="Steps of the transfer">${steps}</ol>
<p id="headline" data-status="${escapeHtml(v.status)}">${escapeHtml(v.headline)}</p>
<p class="visually-hidden" id="bar-label">Transfer progress</p>
<div class="bar" id="bar" role="progressbar" aria-labelledby="bar-label" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${v.percent}" aria-valuetext="${v.percent}%"><div class="fill" style="width:${v.percent}%"></div></div>
<p id="detail">${escapeHtml(v.detail)}</p>
<p id="time-left" class="muted">${escapeHtml(v.timeLeft ?? '')}</p>
<p id="announce" class="visually-hidden" role="status" aria-live="polite"></p>
<noscript><p><a href="">See the latest progress</a></p></noscript>
${back}
<script nonce="${SCRIPT_NONCE}">
(() => {
  const url = ${escapeJson(`${input.base}/transfers/${input.transferId}/progress`)};
  let last = ${escapeJson({ phase: v.phase, quarter: Math.floor(v.percent / 25) })};
  let failures = 0;
  const $ = (id) => document.getElementById(id);
  const draw = (v) => {
    $('headline').textContent = v.headline;
    $('headline').dataset.status = v.status;
    $('bar').setAttribute('aria-valuenow', String(v.percent));
    $('bar').setAttribute('aria-valuetext', v.percent + '%');
    $('bar').firstElementChild.style.width = v.percent + '%';
    $('detail').textContent = v.detail;
    $('time-left').textContent = v.timeLeft || '';
    for (const s of v.steps) {
      const li = document.querySelector('[data-step="' + s.id + '"]');
      li.dataset.state = s.state;
      if (s.state === 'current') li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
      li.lastElementChild.textContent = s.state === 'done' ? ' (done)' : s.state === 'current' ? ' (under way)' : '';
    }
    document.body.dataset.updates = String(Number(document.body.dataset.updates || 0) + 1);
    // Said once per phase and every quarter of the way: a screen reader is not read every count.
    const quarter = Math.floor(v.percent / 25);
    if (v.phase !== last.phase) $('announce').textContent = v.headline;
    else if (quarter > last.quarter) $('announce').textContent = v.percent + '% done. ' + (v.timeLeft || '');
    last = { phase: v.phase, quarter };
  };
  const tick = async () => {
    try {
      const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (res.status === 401 || res.status === 404) { location.reload(); return; }
      if (!res.ok) throw new Error(String(res.status));
      const v = await res.json();
      failures = 0;
      draw(v);
      if (v.finished) { $('announce').textContent = 'Finished. Loading the summary.'; location.reload(); return; }
    } catch {
      failures += 1;
    }
    setTimeout(tick, Math.min(10000, 800 * 2 ** Math.min(failures, 3)));
  };
  ${v.finished ? '' : 'setTimeout(tick, 800);'}
})();
</script>`,
  );
}
