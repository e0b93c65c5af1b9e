import { searchCatalogue, type CatalogueItem } from '../catalogue/search.js';
import { isUpstreamError } from '../integrations/errors.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import { serviceName } from '../integrations/registry.js';
import type { AlbumItem, ArtistItem, SearchQuery, TrackItem } from '../integrations/types.js';
import { canChoose, canSearchFor, type ChoiceDeps } from '../transfers/choices.js';
import { destinationSide } from '../transfers/context.js';
import type { Transfer } from '../transfers/models.js';
import type { GroupRow, ItemKey } from '../transfers/store/items.js';
import { resultAt, type ResultRow } from '../transfers/store/matchReport.js';
import { SEARCH_FIELD_MAX, type FoundItem, type ItemSearch } from './itemChoices.js';
import type { SummaryQuery } from './schemas.js';
import { keptAnswer, recordAnswer } from './searchAnswers.js';
import { takeSearchTurn, type SearchCap, type SearchTurn } from './searchBudget.js';

// The summary's search of the destination's catalogue for one item not moved: the C1 search, with
// the listener's own token on the destination (their account, their country), asked for as the
// page's query (`find`, `title`, `artist`), so that the answer is a page and needs no script. Each
// search that reaches the service spends the partner's budget, so it is counted against caps
// (`searchBudget.ts`) and its answer kept for the same words (`searchAnswers.ts`).

/** How many found items the summary lists under an item. */
const FOUND_MAX = 10;

export type SearchAsked =
  | { kind: 'none' }
  /** The address names no item the summary has. */
  | { kind: 'refused'; code: 'invalidItem'; message: string }
  | { kind: 'search'; key: ItemKey; title: string; artist: string; refusal: { code: string; message: string } | null };

/** What the summary's address asks to search for; a query it cannot take is refused with its code. */
export function searchAsked(query: Pick<SummaryQuery, 'find' | 'title' | 'artist'>): SearchAsked {
  const { find: key, title, artist } = query;
  if (key === null) return { kind: 'none' };
  if (key === 'invalid')
    return { kind: 'refused', code: 'invalidItem', message: 'This link names no song of this transfer.' };
  const shown = { title: title ?? '', artist: artist ?? '' };
  if (title === null || artist === null || title.length > SEARCH_FIELD_MAX || artist.length > SEARCH_FIELD_MAX)
    return {
      kind: 'search',
      key,
      title: shown.title.slice(0, SEARCH_FIELD_MAX),
      artist: shown.artist.slice(0, SEARCH_FIELD_MAX),
      refusal: { code: 'invalidSearch', message: `Type at most ${SEARCH_FIELD_MAX} characters in each box.` },
    };
  if (!title && !artist)
    return { kind: 'search', key, ...shown, refusal: { code: 'emptySearch', message: 'Type a title or an artist.' } };
  return { kind: 'search', key, title, artist, refusal: null };
}

const names = (artists: { name: string }[] | null | undefined) => (artists ?? []).map((a) => a.name);

function foundOf(type: ResultRow['row']['itemType'], item: CatalogueItem): FoundItem | null {
  if (type === 'artist') {
    const artist = item as ArtistItem;
    return artist.id ? { id: artist.id, name: artist.name, artists: [], album: null, url: artist.url ?? null } : null;
  }
  if (type === 'album') {
    const album = item as AlbumItem;
    return { id: album.id, name: album.name, artists: names(album.artists), album: null, url: album.url ?? null };
  }
  const track = item as TrackItem;
  return {
    id: track.id,
    name: track.name,
    artists: names(track.artists),
    album: track.album?.name ?? null,
    url: track.url ?? null,
  };
}

/** Who sends the summary's searches: the wizard session, and until when its summary is open. */
export interface SummaryViewer {
  id: string;
  expiresAt: Date;
}

/** A search as the summary shows it, and how long to wait when a cap refused it (seconds). */
export interface SearchRun {
  search: ItemSearch;
  retryAfterSeconds: number | null;
}

/**
 * Searches the destination for one report row's item, as the person typed it: from the answers
 * kept for the same words when there is one, else from the service when the caps allow it
 * (`searchBudget.ts`). What it shows is recorded: only that can be picked.
 */
export async function searchForItem(
  deps: ChoiceDeps,
  transfer: Transfer,
  result: ResultRow,
  asked: { title: string; artist: string },
  viewer: SummaryViewer,
): Promise<SearchRun> {
  const key = `${result.group_index}.${result.position}`;
  const typed = { title: asked.title, artist: asked.artist };
  const to = serviceName(transfer.destinationService);
  const type = result.row.itemType;
  const said = (message: string, code: string | null = null, retryAfterSeconds: number | null = null): SearchRun => ({
    search: { key, ...typed, found: null, error: { message, code } },
    retryAfterSeconds,
  });
  const adapter = deps.adapters.get(transfer.destinationService as ServiceId);
  if (!adapter || !(adapter.capabilities.searchTypes ?? ['track', 'album', 'artist']).includes(type))
    return said(`${to} can’t be searched for ${type}s from here.`);
  const of = {
    transferId: transfer.id,
    destination: transfer.destinationService,
    key: [result.group_index, result.position] as ItemKey,
    ...typed,
  };
  const kept = await keptAnswer(deps, of);
  if (kept) {
    await recordAnswer(deps, of, kept, { fresh: false, until: viewer.expiresAt });
    return { search: { key, ...typed, found: kept, error: null }, retryAfterSeconds: null };
  }
  const turn = await takeSearchTurn(deps, {
    wizardSessionId: viewer.id,
    transferId: transfer.id,
    accountId: transfer.accountId,
  });
  if (!turn.ok) return said(capWords(turn, to), CAP_CODES[turn.cap], turn.retryAfterSeconds);
  const query: SearchQuery =
    type === 'artist'
      ? { artist: asked.title }
      : { [type === 'album' ? 'album' : 'track']: asked.title || undefined, artist: asked.artist || undefined };
  try {
    const { session } = await destinationSide(deps, transfer);
    const items = await searchCatalogue(adapter, session, type, query, FOUND_MAX);
    const found = items.map((item) => foundOf(type, item)).filter((f): f is FoundItem => f !== null);
    await recordAnswer(deps, of, found, { fresh: true, until: viewer.expiresAt });
    return { search: { key, ...typed, found, error: null }, retryAfterSeconds: null };
  } catch (err) {
    if (!isUpstreamError(err)) throw err;
    if (isUpstreamError(err, 'reauthRequired'))
      return said(`${to} wants you to sign in again before it can be searched.`);
    if (isUpstreamError(err, 'unavailable') || isUpstreamError(err, 'rateLimited'))
      return said(`${to} couldn’t be reached. Try again in a moment.`);
    return said(`${to} couldn’t search for that. Try other words.`);
  }
}

/** The code a cap's refusal carries in `data-code`. */
const CAP_CODES: Record<SearchCap, string> = {
  session: 'tooManySearches',
  transfer: 'transferSearchesUsed',
  account: 'searchesBusy',
};

/** "in 40 seconds", "in 12 minutes". */
function waitWords(seconds: number): string {
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** What a person reads when a cap refused their search: what happened, and when to try again. */
function capWords(turn: Extract<SearchTurn, { ok: false }>, to: string): string {
  const when = waitWords(turn.retryAfterSeconds);
  if (turn.cap === 'session')
    return `You’ve searched ${to} ${turn.limit} times in a minute, as often as we search for one person. Nothing was searched this time. Try again ${when}.`;
  if (turn.cap === 'transfer')
    return `The songs of this transfer have been searched for ${turn.limit} times in an hour, as often as we search for one transfer. Nothing was searched this time. Try again ${when}.`;
  return `Too many people are searching ${to} from here right now, so nothing was searched. Try again ${when}.`;
}

/**
 * The search the summary's address asks for, run; or why it cannot be: an item that is not one of
 * this transfer's not moved, one already chosen for, or one whose group takes no choice.
 */
export async function itemSearchOf(
  deps: ChoiceDeps,
  transfer: Transfer,
  groups: GroupRow[],
  asked: SearchAsked,
  viewer: SummaryViewer,
): Promise<{
  refusal: { code: string; message: string } | null;
  search: ItemSearch | null;
  retryAfterSeconds?: number | null;
}> {
  if (asked.kind === 'none') return { refusal: null, search: null };
  if (asked.kind === 'refused') return { refusal: { code: asked.code, message: asked.message }, search: null };
  const result = await resultAt(deps.sequelize, transfer.id, asked.key);
  const group = result ? groups.find((g) => g.group_index === result.group_index) : undefined;
  const adapter = deps.adapters.get(transfer.destinationService as ServiceId);
  const searchable = result && group && adapter && !transfer.retriedAs && !result.row.chosen && canSearchFor(result);
  if (!searchable || !canChoose(adapter, group))
    return {
      refusal: { code: 'itemNotSearchable', message: 'This song can’t be searched for from here.' },
      search: null,
    };
  if (asked.refusal)
    return {
      refusal: null,
      search: { key: asked.key.join('.'), title: asked.title, artist: asked.artist, found: null, error: asked.refusal },
    };
  return { refusal: null, ...(await searchForItem(deps, transfer, result, asked, viewer)) };
}
