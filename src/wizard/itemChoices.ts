import { escapeHtml } from '../pages/html.js';
import type { presentMatchResult } from '../transfers/presenters.js';
import { choicePlace, reasonDetail, reasonWords } from '../transfers/reasons.js';
import type { GroupRow } from '../transfers/store.js';

// One item the summary lists as not moved, and what the person can do for it: take the best guess
// shown beside it ("Use this one"), or search the destination's catalogue for it and take one of
// what was found. Both post to the same choice.

type Row = ReturnType<typeof presentMatchResult>;

export interface ResultItem {
  key: string;
  row: Row;
  /** Found on the destination (a match), though not added. */
  found: boolean;
  choosing: boolean;
  /** The best guess can be taken. */
  guess: boolean;
  /** The destination's catalogue can be searched for it. */
  searchable: boolean;
}

/** An item of the destination's catalogue the person found. */
export interface FoundItem {
  id: string;
  name: string;
  artists: string[];
  album: string | null;
  url: string | null;
}

/** The search of one item, as the summary shows it under that item. */
export interface ItemSearch {
  key: string;
  title: string;
  artist: string;
  /** What was found; null when the search did not run (a refused query, a failed service). */
  found: FoundItem[] | null;
  /** Why the search did not run or failed, in words, and its code when the query was refused. */
  error: { message: string; code: string | null } | null;
}

/** The longest title or artist a search takes: far longer than any real one, short enough to send. */
export const SEARCH_FIELD_MAX = 200;

const e = (value: unknown) => escapeHtml(value === null || value === undefined ? '' : String(value));

/** What the search box of an item starts with: its title and artist as the source has them. */
export function searchPrefill(row: Row): { title: string; artist: string } {
  return row.itemType === 'artist' ? { title: row.title, artist: '' } : { title: row.title, artist: row.artist };
}

/** The words of the search box's first field, by the kind of item. */
const titleLabel = (itemType: Row['itemType']) =>
  itemType === 'album' ? 'Album' : itemType === 'artist' ? 'Artist' : 'Title';

interface Context {
  /** Where choices are posted. */
  action: string;
  /** The summary's own address, where a search is sent. */
  page: string;
  csrf: string;
  to: string;
  destination: string;
  /** The search under way on this page, if any. */
  search: ItemSearch | null;
  groupType: GroupRow['type'];
  /** Whether the group can take a choice at all. */
  choosable: boolean;
}

function choiceLine(row: Row, groupType: GroupRow['type']): string {
  const chosen = row.chosen;
  if (!chosen) return '';
  // The best guess is named just above; an item the person found is named here.
  const what =
    chosen.name && chosen.id !== row.bestGuessCandidate?.id
      ? `You chose ${escapeHtml(`“${chosen.name}”${chosen.artists.length ? ` by ${chosen.artists.join(', ')}` : ''}`)}. `
      : '';
  if (chosen.alreadyThere)
    return `<p class="chosen" data-chosen="${e(chosen.id)}" data-already-there="true">${what}It was already in the playlist, so nothing was added.</p>`;
  const place = choicePlace(chosen, groupType);
  const said = chosen.position !== null ? `Now ${place}.` : `${place[0].toUpperCase()}${place.slice(1)}.`;
  return `<p class="chosen" data-chosen="${e(chosen.id)}">${what}${said}</p>`;
}

function takeForm(context: Context, key: string, label: string, hidden: string, pick: string | null): string {
  const pickField = pick === null ? '' : `<input type="hidden" name="pick" value="${e(pick)}">`;
  const marker = pick === null ? `data-use="${e(key)}"` : `data-pick="${e(pick)}"`;
  return `<form method="post" action="${e(context.action)}" ${marker}><input type="hidden" name="csrf" value="${e(context.csrf)}"><input type="hidden" name="item" value="${e(key)}">${pickField}<button type="submit" class="small">${label}<span class="visually-hidden">${hidden}</span></button></form>`;
}

function foundList(context: Context, item: ResultItem, search: ItemSearch): string {
  if (search.error)
    return `<p class="notice error" role="alert" data-code="${e(search.error.code ?? '')}">${e(search.error.message)}</p>`;
  const found = search.found ?? [];
  if (!found.length)
    return `<p class="muted" role="status" id="found-${e(item.key)}">Nothing found on ${e(context.to)} for that. Try other words.</p>`;
  const entries = found.map((f) => {
    const by = f.artists.length ? ` — ${e(f.artists.join(', '))}` : '';
    const album = f.album ? ` <span class="muted">· ${e(f.album)}</span>` : '';
    const name = f.url
      ? `<a href="${e(f.url)}">${e(f.name)}<span class="visually-hidden"> on ${e(context.to)}</span></a>`
      : e(f.name);
    const take = takeForm(context, item.key, 'Use this one', `: ${f.name} for ${item.row.title}`, f.id);
    return `<li data-found="${e(f.id)}"><p><strong>${name}</strong>${by}${album}</p>${take}</li>`;
  });
  return `<p class="muted" role="status" id="found-${e(item.key)}">Found on ${e(context.to)}:</p><ol class="found" aria-labelledby="found-${e(item.key)}">${entries.join('')}</ol>`;
}

function searchBox(context: Context, item: ResultItem): string {
  const search = context.search?.key === item.key ? context.search : null;
  const typed = search ?? { ...searchPrefill(item.row), key: item.key };
  const id = (field: string) => `find-${field}-${item.key}`;
  const artistField =
    item.row.itemType === 'artist'
      ? ''
      : `<label for="${e(id('artist'))}">Artist</label><input id="${e(id('artist'))}" name="artist" value="${e(typed.artist)}" maxlength="${SEARCH_FIELD_MAX}" autocomplete="off">`;
  const form = `<form method="get" action="${e(`${context.page}#item-${item.key}`)}" class="find-form" role="search" aria-label="Search ${e(context.to)} for ${e(item.row.title)}"><input type="hidden" name="find" value="${e(item.key)}"><label for="${e(id('title'))}">${titleLabel(item.row.itemType)}</label><input id="${e(id('title'))}" name="title" value="${e(typed.title)}" maxlength="${SEARCH_FIELD_MAX}" autocomplete="off">${artistField}<button type="submit" class="small">Search</button></form>`;
  return `<details class="find"${search ? ' open' : ''}><summary>Search ${e(context.to)} for it</summary>${form}${search ? foundList(context, item, search) : ''}</details>`;
}

/** One item not moved: why, the best guess, and the ways to choose it on the destination. */
export function itemHtml(item: ResultItem, context: Context): string {
  const { row } = item;
  const title = `<strong>${e(row.title)}</strong>${row.artist ? ` — ${e(row.artist)}` : ''}`;
  const detail = reasonDetail(row.reason, { found: item.found, groupType: context.groupType }, context.destination);
  const why = `<span class="reason">${e(reasonWords(row.reason))}.</span> ${e(detail)}`;
  const candidate = row.bestGuessCandidate;
  let guess = '';
  if (candidate && row.bestGuess) {
    const name = candidate.url
      ? `<a href="${e(candidate.url)}">${e(row.bestGuess)}<span class="visually-hidden"> on ${e(context.to)}</span></a>`
      : e(row.bestGuess);
    const alike =
      row.matchingPercentage !== null ? ` <span class="muted">(${row.matchingPercentage}% alike)</span>` : '';
    guess = `<p class="guess">Best guess: ${name}${alike}</p>`;
  }
  let choose = '';
  if (!row.chosen && context.choosable) {
    if (item.choosing) choose = '<p class="muted">Adding it now…</p>';
    else {
      const take =
        item.guess && candidate
          ? takeForm(context, item.key, 'Use this one', `: ${row.bestGuess ?? candidate.name} for ${row.title}`, null)
          : '';
      choose = `${take}${item.searchable ? searchBox(context, item) : ''}`;
    }
  }
  return `<li id="item-${e(item.key)}" data-reason="${e(row.reason)}" data-found="${item.found}"${row.chosen ? ' data-chosen-item' : ''}><p>${title}</p><p class="why">${why}</p>${guess}${choose}${choiceLine(row, context.groupType)}</li>`;
}

/** Styles of the items' choices, beside the wizard's own. */
export const ITEM_STYLE = `<style>
details.find{margin:.4rem 0 .2rem}
details.find>summary{cursor:pointer;color:#0b57d0;padding:.7rem 0;width:max-content;max-width:100%}
.items .find-form{display:grid;grid-template-columns:1fr;gap:.3rem;margin:.3rem 0 .5rem;max-width:28rem}
.find-form label{font-weight:600;font-size:.95rem}
.find-form input{font:inherit;min-height:2.75rem;padding:.4rem .6rem;border:1px solid #6e6e73;border-radius:.4rem;width:100%}
.find-form button{justify-self:start;margin-top:.2rem}
.found{padding-left:1.4rem;margin:.3rem 0 .6rem}
.found>li{padding:.3rem 0;border-top:1px solid #e5e5ea}
.found>li:first-child{border-top:0}
.parts{list-style:none;padding:0;margin:.6rem 0;display:flex;flex-wrap:wrap;gap:.4rem}
.parts li{padding:.4rem .7rem;background:#f2f2f7;border-radius:.4rem}
</style>`;
