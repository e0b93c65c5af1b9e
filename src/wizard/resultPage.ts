import { SCRIPT_NONCE } from '../http/securityHeaders.js';
import { escapeHtml } from '../pages/html.js';
import { serviceName } from '../integrations/registry.js';
import { REASON_ORDER, reasonWords } from '../transfers/reasons.js';
import type { GroupRow } from '../transfers/store.js';
import type { Transfer } from '../transfers/models.js';
import type { GroupTally, TransferTally } from '../transfers/tally.js';
import { wizardShell, type Action } from './pages.js';
import { ITEM_STYLE, itemHtml, type ItemSearch, type ResultItem } from './itemChoices.js';

// The summary of a finished transfer: where every item ended (added, already there, not moved),
// what is now on the destination (with links), what was not moved and why, grouped by playlist,
// with "Use this one" on every best guess and a search of the destination for each item. Every
// figure is the transfer's tally, the one the dashboard and the API show.

export type { ResultItem } from './itemChoices.js';

export interface ResultGroup {
  group: GroupRow;
  tally: GroupTally;
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

/** A group's figures, each part named and counted in an attribute for programs that read the page. */
function groupFigures(tally: GroupTally | TransferTally): string {
  const parts = [`${n(tally.added)} of ${n(tally.total)} added`];
  if (tally.alreadyThere) parts.push(`${n(tally.alreadyThere)} already there`);
  if (tally.notMoved) parts.push(`${n(tally.notMoved)} not moved`);
  if (tally.notReached) parts.push(`${n(tally.notReached)} not reached`);
  return `<span class="muted figures" data-total="${tally.total}" data-added="${tally.added}" data-already-there="${tally.alreadyThere}" data-not-moved="${tally.notMoved}" data-not-reached="${tally.notReached}">${parts.join(' · ')}</span>`;
}

/** Where every item ended, in the words of the page. */
function partsList(tally: TransferTally, to: string, stopped: boolean): string {
  const parts: [string, string, number][] = [
    ['added', `Added to ${to}`, tally.added],
    ['alreadyThere', `Already on ${to}`, tally.alreadyThere],
    ['notMoved', 'Not moved', tally.notMoved],
    ['notReached', stopped ? 'Not reached before it stopped' : 'Not reached yet', tally.notReached],
  ];
  const items = parts
    .filter(([part, , count]) => part === 'added' || count > 0)
    .map(([part, words, count]) => `<li data-part="${part}">${e(words)}: <strong>${n(count)}</strong></li>`)
    .join('');
  return `<ul class="parts" id="parts" aria-label="Where your ${n(tally.total)} items ended">${items}</ul>`;
}

/** A small page of its own for a choice or search the summary cannot read: what happened, and the way back. */
export function refusedPage(code: string, title: string, message: string, back: Action[]): string {
  const actions = back
    .map((a, i) => `<a class="button${i === 0 ? ' primary' : ''}" href="${e(a.href)}">${e(a.label)}</a>`)
    .join('');
  return wizardShell(
    title,
    `<h1>${e(title)}</h1><p class="lead" role="alert" data-code="${e(code)}">${e(message)}</p><p class="actions">${actions}</p>`,
  );
}

/** The page of a finished transfer. */
export function resultPage(input: {
  base: string;
  transfer: Transfer;
  groups: ResultGroup[];
  tally: TransferTally;
  /** The copies kept in sync with their source playlists, by destination playlist id. */
  keptInSync: Set<string>;
  /** Whether there are report rows beyond those shown. */
  more: boolean;
  csrf: string;
  /** A notice after "Use this one", or about the address: what happened, in plain words. */
  notice: { kind: 'success' | 'error'; message: string; code?: string } | null;
  /** The search of one item the person asked for, shown under it. */
  search: ItemSearch | null;
  /** Why a transfer stopped, where "Try again" posts, and the other ways forward. */
  failure: { message: string; retry: string; actions: Action[] } | null;
  back: Action[];
}): string {
  const { transfer, tally } = input;
  const to = serviceName(transfer.destinationService);
  const from = serviceName(transfer.sourceService);
  const transferPath = `${input.base}/transfers/${transfer.id}`;

  const heading = transfer.status === 'failed' ? 'The transfer stopped' : `Your music is on ${e(to)}`;
  const lead = tally.total
    ? `<p class="lead" id="moved">Moved ${n(tally.added)} of ${n(tally.total)} items from ${e(from)} to ${e(to)}.</p>${partsList(tally, to, transfer.status === 'failed')}`
    : `<p class="lead" id="moved">Nothing was moved from ${e(from)} to ${e(to)}.</p>`;
  const failure = input.failure
    ? `<div class="notice error" role="alert"><p>${e(input.failure.message)}</p><div class="actions"><form method="post" action="${e(input.failure.retry)}"><input type="hidden" name="csrf" value="${e(input.csrf)}"><button class="primary" type="submit">Try again</button></form>${[...input.failure.actions, ...input.back].map((a) => `<a class="button" href="${e(a.href)}">${e(a.label)}</a>`).join('')}</div></div>`
    : '';
  const notice = input.notice
    ? `<div class="notice ${input.notice.kind}" role="${input.notice.kind === 'error' ? 'alert' : 'status'}"${input.notice.code ? ` data-code="${e(input.notice.code)}"` : ''}><p>${e(input.notice.message)}</p></div>`
    : '';

  const playlists = input.groups.filter((g) => g.group.type === 'playlist' && g.group.destination_id);
  const library = input.groups.filter((g) => g.group.type !== 'playlist');
  const createdItems = playlists.map((g) => {
    const name = g.url
      ? `<a href="${e(g.url)}" data-playlist="${e(g.group.destination_id)}">${e(g.group.name)}<span class="visually-hidden"> on ${e(to)}</span></a>`
      : `<span data-playlist="${e(g.group.destination_id)}">${e(g.group.name)}</span>`;
    const kept = input.keptInSync.has(g.group.destination_id!) ? ' <span class="muted">· kept in sync</span>' : '';
    return `<li data-group="${g.group.group_index}">${name} ${groupFigures(g.tally)}${kept}</li>`;
  });
  const keptInSync = input.keptInSync.size
    ? `<div class="notice success" id="kept-in-sync"><p><strong>${input.keptInSync.size === 1 ? 'This playlist is' : 'These playlists are'} kept in sync.</strong> New tracks added on ${e(from)} will be added to ${input.keptInSync.size === 1 ? 'its copy' : 'their copies'} on ${e(to)} about every hour. Tracks you add yourself stay.</p><p><a href="${e(transferPath)}/syncs" id="your-syncs">See or stop these syncs</a></p></div>`
    : '';
  const libraryItems = library.map(
    (g) =>
      `<li data-group="${g.group.group_index}">${e(GROUP_LABEL[g.group.type as keyof typeof GROUP_LABEL])} ${groupFigures(g.tally)}</li>`,
  );
  const created = createdItems.length
    ? `<section aria-labelledby="created-title"><h2 id="created-title">Playlists on ${e(to)}</h2><ul class="created" id="created">${createdItems.join('')}</ul>${keptInSync}${playlists.some((g) => g.url) ? `<p class="muted">Each name opens the playlist on ${e(to)}.</p>` : ''}</section>`
    : '';
  const saved = libraryItems.length
    ? `<section aria-labelledby="library-title"><h2 id="library-title">Your library on ${e(to)}</h2><ul class="created" id="library">${libraryItems.join('')}</ul></section>`
    : '';

  const totalsBy = tally.notMovedBy;
  const known: string[] = REASON_ORDER;
  const reasons = [...known.filter((r) => totalsBy[r]), ...Object.keys(totalsBy).filter((r) => !known.includes(r))];
  const totals = reasons
    .map((r) => `<li data-reason="${e(r)}"><span>${e(reasonWords(r))}</span> <strong>${n(totalsBy[r])}</strong></li>`)
    .join('');
  const sections = input.groups
    .filter((g) => g.items.length)
    .map((g) => {
      const note = g.items.some((i) => i.guess && !i.row.chosen)
        ? `<p class="muted">${e(placementNote(g.placement, to))}</p>`
        : '';
      const label = g.group.type === 'playlist' ? g.group.name : GROUP_LABEL[g.group.type];
      const context = {
        action: `${transferPath}/choices`,
        page: transferPath,
        csrf: input.csrf,
        to,
        destination: transfer.destinationService,
        search: input.search,
        groupType: g.group.type,
        choosable: g.placement !== null,
      };
      return `<details class="group" open data-group="${g.group.group_index}"><summary>${e(label)} <span class="muted" data-not-moved="${g.tally.notMoved}">${n(g.tally.notMoved)} not moved</span></summary>${note}<ul class="items">${g.items.map((i) => itemHtml(i, context)).join('')}</ul></details>`;
    })
    .join('');
  // Items the person chose for stay listed (with their choice) after they left "not moved".
  const listed = input.groups.some((g) => g.items.length);
  const notMovedSection =
    tally.notMoved || listed
      ? `<section aria-labelledby="not-moved-title"><h2 id="not-moved-title" data-not-moved="${tally.notMoved}">Not moved: ${n(tally.notMoved)}</h2>
${totals ? `<ul class="totals" id="totals">${totals}</ul>` : ''}
<p class="actions"><a class="button" href="${e(transferPath)}/not-moved.csv" download>Download the list (CSV)</a></p>
${sections}${input.more ? '<p class="muted">Only the first 2,000 are shown here; the list you can download has them all.</p>' : ''}</section>`
      : transfer.status === 'completed' && tally.total
        ? `<p id="all-moved">Every item is on ${e(to)} now.</p>`
        : '';
  const back =
    input.back.length && !input.failure
      ? `<p class="actions">${input.back.map((a) => `<a class="button primary" href="${e(a.href)}">${e(a.label)}</a>`).join('')}</p>`
      : '';

  return wizardShell(
    transfer.status === 'failed' ? 'Your transfer stopped' : 'Your transfer is done',
    `${ITEM_STYLE}<h1 id="result" data-status="${e(transfer.status)}">${heading}</h1>${lead}${failure}${notice}${back}${created}${saved}${notMovedSection}
<script nonce="${SCRIPT_NONCE}">
(() => {
  // On a phone every section starts folded, but the one just acted on.
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const groups = document.querySelectorAll('details.group');
  if (groups.length > 1 && matchMedia('(max-width: 40rem)').matches)
    for (const d of groups) d.open = Boolean(target && d.contains(target));
  // One press is enough: the button says so while the page goes to the server.
  for (const form of document.querySelectorAll('form[data-use], form[data-pick]'))
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
