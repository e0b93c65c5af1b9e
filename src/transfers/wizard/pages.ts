import { SCRIPT_NONCE } from '../../http/securityHeaders.js';
import { escapeHtml, page } from '../../pages/html.js';
import { serviceName } from '../../integrations/registry.js';
import type { PlaylistItem } from '../../integrations/types.js';

const STYLE = `<style>
.side{border:1px solid #d0d0d5;border-radius:.6rem;padding:.8rem 1rem;margin:.8rem 0}
.side h2{font-size:1rem;margin:.2rem 0 .5rem}.choices{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4rem}
.choices a,button{padding:.5rem .8rem;border:1px solid #888;border-radius:.5rem;background:#fff;color:inherit;text-decoration:none;font:inherit;cursor:pointer}
button.primary{background:#1c1c1e;color:#fff;border-color:#1c1c1e}fieldset{border:1px solid #d0d0d5;border-radius:.6rem;margin:.8rem 0}
label{display:block;padding:.2rem 0}progress{width:100%;height:1.2rem}table{border-collapse:collapse;width:100%;font-size:.9rem}
td,th{border-bottom:1px solid #e5e5ea;padding:.3rem;text-align:left;vertical-align:top}
</style>`;

/** The launch page: the code is in the fragment, which never reaches a server; the page trades it once. */
export function launchPage(base: string): string {
  return page(
    'Move your music',
    `<h1>Move your music</h1><p id="status">Opening your transfer…</p>
<script nonce="${SCRIPT_NONCE}">
(async () => {
  const code = new URLSearchParams(location.hash.slice(1)).get('code');
  history.replaceState(null, '', location.pathname);
  const status = document.getElementById('status');
  if (!code) { status.textContent = 'This link is incomplete. Ask the app that sent you for a new one.'; status.className = 'error'; return; }
  const res = await fetch(${JSON.stringify(`${base}/launch`)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }), credentials: 'same-origin' });
  if (res.ok) { location.replace(${JSON.stringify(`${base}/wizard`)}); return; }
  const body = await res.json().catch(() => ({}));
  status.textContent = body.message || 'This link cannot be used.';
  status.className = 'error';
  status.setAttribute('role', 'alert');
})();
</script>`,
  );
}

export interface SideView {
  role: 'source' | 'destination';
  connected: { service: string; name: string | null } | null;
  /** Services to connect, when this side is open. */
  choices: { id: string; href: string }[];
}

function side(view: SideView): string {
  const title = view.role === 'source' ? 'Move from' : 'Move to';
  if (view.connected) {
    return `<section class="side" data-role="${view.role}"><h2>${title}</h2><p><strong>${escapeHtml(serviceName(view.connected.service))}</strong>${view.connected.name ? `, ${escapeHtml(view.connected.name)}` : ''}</p></section>`;
  }
  const links = view.choices
    .map(
      (c) =>
        `<li><a href="${escapeHtml(c.href)}" data-connect="${view.role}-${escapeHtml(c.id)}">${escapeHtml(serviceName(c.id))}</a></li>`,
    )
    .join('');
  return `<section class="side" data-role="${view.role}"><h2>${title}</h2><p>Connect the account ${view.role === 'source' ? 'your music is in' : 'to move it to'}:</p><ul class="choices">${links}</ul></section>`;
}

/** The wizard: both sides, then what to move. */
export function wizardPage(input: {
  partner: string;
  base: string;
  csrf: string;
  source: SideView;
  destination: SideView;
  playlists: PlaylistItem[] | null;
  can: { likedTracks: boolean; albums: boolean; artists: boolean };
  error: string | null;
  latestTransfer: string | null;
}): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const latest = input.latestTransfer
    ? `<p><a href="${escapeHtml(`${input.base}/transfers/${input.latestTransfer}`)}">See your last transfer</a></p>`
    : '';
  let form = '';
  if (input.playlists) {
    const boxes = input.playlists
      .map(
        (p) =>
          `<label><input type="checkbox" name="playlists" value="${escapeHtml(p.id)}"> ${escapeHtml(p.name)}${p.totalItems !== null ? ` <span class="muted">(${p.totalItems})</span>` : ''}</label>`,
      )
      .join('');
    const extra = (name: 'likedTracks' | 'albums' | 'artists', label: string) =>
      input.can[name]
        ? `<label><input type="checkbox" name="${name}" value="1"> ${label}</label>`
        : `<label class="muted"><input type="checkbox" disabled> ${label} (the destination cannot take them)</label>`;
    form = `<form method="post" action="${escapeHtml(`${input.base}/start`)}">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
<fieldset><legend>Playlists</legend>${boxes || '<p class="muted">No playlists.</p>'}</fieldset>
<fieldset><legend>Library</legend>${extra('likedTracks', 'Liked tracks')}${extra('albums', 'Saved albums')}${extra('artists', 'Followed artists')}</fieldset>
<button class="primary" type="submit">Start the transfer</button></form>`;
  }
  return page(
    `Move your music with ${input.partner}`,
    `${STYLE}<h1>Move your music</h1><p class="muted">With ${escapeHtml(input.partner)}</p>${error}${side(input.source)}${side(input.destination)}${form}${latest}`,
  );
}

/** Live progress, then the summary with every unmatched item and its best guess. */
export function progressPage(input: {
  base: string;
  transferId: string;
  returnUrl: string | null;
  partner: string;
}): string {
  const back = input.returnUrl
    ? `<p id="back" hidden><a href="${escapeHtml(input.returnUrl)}">Back to ${escapeHtml(input.partner)}</a></p>`
    : '';
  return page(
    'Your transfer',
    `${STYLE}<h1>Your transfer</h1>
<p id="state" aria-live="polite">Starting…</p>
<progress id="bar" max="1" value="0"></progress>
<p id="counts" class="muted"></p>
<section id="summary" hidden><h2>Not moved</h2><p id="none" class="muted" hidden>Every item was moved.</p>
<table id="unmatched"><thead><tr><th>Item</th><th>Where</th><th>Why</th><th>Best guess</th></tr></thead><tbody></tbody></table></section>
${back}
<script nonce="${SCRIPT_NONCE}">
const url = ${JSON.stringify(`${input.base}/transfers/${input.transferId}/status`)};
const words = { notFound: 'not found', lowConfidence: 'not sure', regionLocked: 'not available in your country', cannotMatch: 'cannot be matched', limitReached: 'destination full', error: 'failed' };
const text = (s) => document.createTextNode(s == null ? '' : String(s));
async function tick() {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) { document.getElementById('state').textContent = 'This transfer cannot be shown.'; return; }
  const t = await res.json();
  const c = t.counts;
  const done = c.matched + c.unmatched + c.failed;
  const phase = { queued: 'Waiting to start', snapshotting: 'Reading your library', matching: 'Finding your music', writing: 'Adding to your library', waiting_for_destination: 'Waiting for the destination account', completed: 'Done', failed: 'The transfer stopped' }[t.status] || t.status;
  document.getElementById('state').textContent = phase + (t.currentGroup ? ': ' + t.currentGroup : '');
  document.getElementById('state').dataset.status = t.status;
  const bar = document.getElementById('bar');
  bar.max = Math.max(1, c.total * 2); bar.value = done + c.written;
  document.getElementById('counts').textContent = c.total + ' items, ' + c.matched + ' found, ' + c.written + ' added, ' + (c.unmatched + c.failed) + ' not moved';
  if (t.status === 'completed' || t.status === 'failed') {
    bar.value = bar.max;
    const body = document.querySelector('#unmatched tbody');
    body.replaceChildren();
    for (const row of t.unmatched) {
      const tr = document.createElement('tr');
      tr.dataset.reason = row.reason;
      const cells = [row.title + (row.artist ? ' — ' + row.artist : ''), row.playlistName || row.group.name, words[row.reason] || row.reason];
      for (const v of cells) { const td = document.createElement('td'); td.append(text(v)); tr.append(td); }
      const guess = document.createElement('td');
      if (row.bestGuess) { const a = document.createElement(row.bestGuessUrl ? 'a' : 'span'); if (row.bestGuessUrl) a.href = row.bestGuessUrl; a.append(text(row.bestGuess + (row.matchingPercentage != null ? ' (' + row.matchingPercentage + '%)' : ''))); guess.append(a); }
      tr.append(guess);
      body.append(tr);
    }
    document.getElementById('none').hidden = t.unmatched.length > 0;
    document.getElementById('summary').hidden = false;
    const back = document.getElementById('back'); if (back) back.hidden = false;
    return;
  }
  setTimeout(tick, 700);
}
tick();
</script>`,
  );
}
