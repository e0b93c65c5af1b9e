import { SCRIPT_NONCE } from '../../http/securityHeaders.js';
import { escapeHtml } from '../../pages/html.js';
import { serviceName } from '../../integrations/registry.js';
import type { presentMatchResult } from '../presenters.js';
import { REASON_ORDER, choicePlace, reasonDetail, reasonWords } from '../reasons.js';
import type { GroupRow } from '../store.js';
import type { Transfer } from '../models.js';
import { wizardShell, type Action } from './pages.js';

// The summary of a finished transfer: what is now on the destination (with links), what was not
// moved and why, grouped by playlist, and "Use this one" on every best guess.

type Row = ReturnType<typeof presentMatchResult>;

export interface ResultItem {
  key: string;
  row: Row;
  /** Found on the destination (a match), though not added. */
  found: boolean;
  choosing: boolean;
}

export interface ResultGroup {
  group: GroupRow;
  /** Where the playlist is on the destination, when the service gives an address. */
  url: string | null;
  items: ResultItem[];
  /** What "Use this one" does here: at the song's place, at the end, or into the library; null: it cannot. */
  placement: 'inserted' | 'appended' | 'saved' | null;
}

const n = (value: number) => value.toLocaleString('en-US');
const e = (value: unknown) => escapeHtml(value === null || value === undefined ? '' : String(value));

const GROUP_LABEL = { likedTracks: 'Liked tracks', albums: 'Saved albums', artists: 'Followed artists' } as const;

function placementNote(placement: ResultGroup['placement'], to: string): string {
  if (placement === 'inserted') return '“Use this one” puts the song at its place in the playlist.';
  if (placement === 'appended')
    return `${to} only adds songs at the end of a playlist, so “Use this one” adds it there.`;
  if (placement === 'saved') return '“Use this one” saves it to your library.';
  return '';
}

function choiceLine(item: ResultItem, group: GroupRow): string {
  const chosen = item.row.chosen;
  if (!chosen) return '';
  const place = choicePlace(chosen, group.type);
  const said = chosen.position !== null ? `Now ${place}.` : `${place[0].toUpperCase()}${place.slice(1)}.`;
  return `<p class="chosen" data-chosen="${e(chosen.id)}">${said}</p>`;
}

function itemHtml(
  item: ResultItem,
  group: ResultGroup,
  input: { action: string; csrf: string; to: string; destination: string },
): string {
  const { row } = item;
  const title = `<strong>${e(row.title)}</strong>${row.artist ? ` — ${e(row.artist)}` : ''}`;
  const detail = reasonDetail(row.reason, { found: item.found, groupType: group.group.type }, input.destination);
  const why = `<span class="reason">${e(reasonWords(row.reason))}.</span> ${e(detail)}`;
  const candidate = row.bestGuessCandidate;
  let guess = '';
  if (candidate && row.bestGuess) {
    const name = candidate.url
      ? `<a href="${e(candidate.url)}">${e(row.bestGuess)}<span class="visually-hidden"> on ${e(input.to)}</span></a>`
      : e(row.bestGuess);
    const alike =
      row.matchingPercentage !== null ? ` <span class="muted">(${row.matchingPercentage}% alike)</span>` : '';
    guess = `<p class="guess">Best guess: ${name}${alike}</p>`;
  }
  let use = '';
  if (row.reason === 'lowConfidence' && candidate && !row.chosen && group.placement) {
    use = item.choosing
      ? '<p class="muted">Adding it now…</p>'
      : `<form method="post" action="${e(input.action)}" data-use="${e(item.key)}"><input type="hidden" name="csrf" value="${e(input.csrf)}"><input type="hidden" name="item" value="${e(item.key)}"><button type="submit" class="small">Use this one<span class="visually-hidden">: ${e(row.bestGuess)} for ${e(row.title)}</span></button></form>`;
  }
  return `<li id="item-${e(item.key)}" data-reason="${e(row.reason)}" data-found="${item.found}"><p>${title}</p><p class="why">${why}</p>${guess}${use}${choiceLine(item, group.group)}</li>`;
}

/** The page of a finished transfer. */
export function resultPage(input: {
  base: string;
  transfer: Transfer;
  groups: ResultGroup[];
  totals: Record<string, number>;
  /** The copies kept in sync with their source playlists, by destination playlist id. */
  keptInSync: Set<string>;
  /** Whether there are report rows beyond those shown. */
  more: boolean;
  csrf: string;
  /** A notice after "Use this one": what happened, in plain words. */
  notice: { kind: 'success' | 'error'; message: string } | null;
  /** Why a transfer stopped, where "Try again" posts, and the other ways forward. */
  failure: { message: string; retry: string; actions: Action[] } | null;
  back: Action[];
}): string {
  const { transfer } = input;
  const to = serviceName(transfer.destinationService);
  const from = serviceName(transfer.sourceService);
  const c = transfer.counts;
  const total = c.total ?? 0;
  const written = c.written ?? 0;
  const transferPath = `${input.base}/transfers/${transfer.id}`;
  const notMoved = Object.values(input.totals).reduce((a, b) => a + b, 0);
  const chosenIn = (g: ResultGroup) => g.items.filter((i) => i.row.chosen).length;
  const chosenCount = input.groups.reduce((a, g) => a + chosenIn(g), 0);

  const heading = transfer.status === 'failed' ? 'The transfer stopped' : `Your music is on ${e(to)}`;
  const lead = total
    ? `<p class="lead" id="moved">Moved ${n(written + chosenCount)} of ${n(total)} items from ${e(from)} to ${e(to)}.</p>`
    : `<p class="lead" id="moved">Nothing was moved from ${e(from)} to ${e(to)}.</p>`;
  const failure = input.failure
    ? `<div class="notice error" role="alert"><p>${e(input.failure.message)}</p><div class="actions"><form method="post" action="${e(input.failure.retry)}"><input type="hidden" name="csrf" value="${e(input.csrf)}"><button class="primary" type="submit">Try again</button></form>${[...input.failure.actions, ...input.back].map((a) => `<a class="button" href="${e(a.href)}">${e(a.label)}</a>`).join('')}</div></div>`
    : '';
  const notice = input.notice
    ? `<div class="notice ${input.notice.kind}" role="${input.notice.kind === 'error' ? 'alert' : 'status'}"><p>${e(input.notice.message)}</p></div>`
    : '';

  const playlists = input.groups.filter((g) => g.group.type === 'playlist' && g.group.destination_id);
  const library = input.groups.filter((g) => g.group.type !== 'playlist');
  const createdItems = playlists.map((g) => {
    const added = `${n(g.group.written_count + chosenIn(g))} of ${n(g.group.item_count)} added`;
    const name = g.url
      ? `<a href="${e(g.url)}" data-playlist="${e(g.group.destination_id)}">${e(g.group.name)}<span class="visually-hidden"> on ${e(to)}</span></a>`
      : `<span data-playlist="${e(g.group.destination_id)}">${e(g.group.name)}</span>`;
    const kept = input.keptInSync.has(g.group.destination_id!) ? ' <span class="muted">· kept in sync</span>' : '';
    return `<li>${name} <span class="muted">${added}</span>${kept}</li>`;
  });
  const keptInSync = input.keptInSync.size
    ? `<div class="notice success" id="kept-in-sync"><p><strong>${input.keptInSync.size === 1 ? 'This playlist is' : 'These playlists are'} kept in sync.</strong> New tracks added on ${e(from)} will be added to ${input.keptInSync.size === 1 ? 'its copy' : 'their copies'} on ${e(to)} about every hour. Tracks you add yourself stay.</p></div>`
    : '';
  const libraryItems = library.map(
    (g) =>
      `<li>${e(GROUP_LABEL[g.group.type as keyof typeof GROUP_LABEL])} <span class="muted">${n(g.group.written_count)} of ${n(g.group.item_count)} added</span></li>`,
  );
  const created = createdItems.length
    ? `<section aria-labelledby="created-title"><h2 id="created-title">Playlists on ${e(to)}</h2><ul class="created" id="created">${createdItems.join('')}</ul>${keptInSync}${playlists.some((g) => g.url) ? `<p class="muted">Each name opens the playlist on ${e(to)}.</p>` : ''}</section>`
    : '';
  const saved = libraryItems.length
    ? `<section aria-labelledby="library-title"><h2 id="library-title">Your library on ${e(to)}</h2><ul class="created">${libraryItems.join('')}</ul></section>`
    : '';

  const known: string[] = REASON_ORDER;
  const reasons = [
    ...known.filter((r) => input.totals[r]),
    ...Object.keys(input.totals).filter((r) => !known.includes(r)),
  ];
  const totals = reasons
    .map(
      (r) => `<li data-reason="${e(r)}"><span>${e(reasonWords(r))}</span> <strong>${n(input.totals[r])}</strong></li>`,
    )
    .join('');
  const action = `${transferPath}/choices`;
  const sections = input.groups
    .filter((g) => g.items.length)
    .map((g) => {
      const note = g.items.some((i) => i.row.reason === 'lowConfidence' && i.row.bestGuessCandidate)
        ? `<p class="muted">${e(placementNote(g.placement, to))}</p>`
        : '';
      const label = g.group.type === 'playlist' ? g.group.name : GROUP_LABEL[g.group.type];
      return `<details class="group" open data-group="${g.group.group_index}"><summary>${e(label)} <span class="muted">${n(g.items.length - chosenIn(g))} not moved</span></summary>${note}<ul class="items">${g.items.map((i) => itemHtml(i, g, { action, csrf: input.csrf, to, destination: transfer.destinationService })).join('')}</ul></details>`;
    })
    .join('');
  const notMovedSection = notMoved
    ? `<section aria-labelledby="not-moved-title"><h2 id="not-moved-title">Not moved: ${n(notMoved)}</h2>
<ul class="totals" id="totals">${totals}</ul>
<p class="actions"><a class="button" href="${e(transferPath)}/not-moved.csv" download>Download the list (CSV)</a></p>
${sections}${input.more ? '<p class="muted">Only the first 2,000 are shown here; the list you can download has them all.</p>' : ''}</section>`
    : transfer.status === 'completed' && total
      ? `<p id="all-moved">Every item was moved.</p>`
      : '';
  const back =
    input.back.length && !input.failure
      ? `<p class="actions">${input.back.map((a) => `<a class="button primary" href="${e(a.href)}">${e(a.label)}</a>`).join('')}</p>`
      : '';

  return wizardShell(
    transfer.status === 'failed' ? 'Your transfer stopped' : 'Your transfer is done',
    `<h1 id="result" data-status="${e(transfer.status)}">${heading}</h1>${lead}${failure}${notice}${back}${created}${saved}${notMovedSection}
<script nonce="${SCRIPT_NONCE}">
(() => {
  // On a phone every section starts folded, but the one just acted on.
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const groups = document.querySelectorAll('details.group');
  if (groups.length > 1 && matchMedia('(max-width: 40rem)').matches)
    for (const d of groups) d.open = Boolean(target && d.contains(target));
  // One press is enough: the button says so while the page goes to the server.
  for (const form of document.querySelectorAll('form[data-use]'))
    form.addEventListener('submit', (event) => {
      const button = form.querySelector('button');
      if (button.disabled) { event.preventDefault(); return; }
      button.disabled = true;
      button.firstChild.textContent = 'Adding…';
    });
})();
</script>`,
  );
}
