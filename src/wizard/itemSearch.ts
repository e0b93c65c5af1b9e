import { searchCatalogue, type CatalogueItem } from '../catalogue/search.js';
import { isUpstreamError } from '../integrations/errors.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import { serviceName } from '../integrations/registry.js';
import type { AlbumItem, ArtistItem, SearchQuery, TrackItem } from '../integrations/types.js';
import type { ChoiceDeps } from '../transfers/choices.js';
import { destinationSide } from '../transfers/context.js';
import type { Transfer } from '../transfers/models.js';
import type { ItemKey, ResultRow } from '../transfers/store.js';
import { SEARCH_FIELD_MAX, type FoundItem, type ItemSearch } from './itemChoices.js';

// The summary's search of the destination's catalogue for one item not moved: the C1 search, with
// the listener's own token on the destination (their account, their country), asked for as the
// page's query (`find`, `title`, `artist`), so that the answer is a page and needs no script.

/** How many found items the summary lists under an item. */
const FOUND_MAX = 10;

export type SearchAsked =
  | { kind: 'none' }
  /** The address names no item the summary has. */
  | { kind: 'refused'; code: 'invalidItem'; message: string }
  | { kind: 'search'; key: ItemKey; title: string; artist: string; refusal: { code: string; message: string } | null };

const keyPattern = /^(\d{1,6})\.(\d{1,9})$/;

/** An item's key as the pages write it (`group.position`), or null. */
export function itemKeyOf(raw: unknown): ItemKey | null {
  const match = typeof raw === 'string' ? keyPattern.exec(raw) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** What the summary's address asks to search for; a query it cannot take is refused with its code. */
export function searchAsked(query: Record<string, unknown>): SearchAsked {
  if (query.find === undefined) return { kind: 'none' };
  const key = itemKeyOf(query.find);
  if (!key) return { kind: 'refused', code: 'invalidItem', message: 'This link names no song of this transfer.' };
  const field = (raw: unknown) => (raw === undefined ? '' : typeof raw === 'string' ? raw.trim() : null);
  const title = field(query.title);
  const artist = field(query.artist);
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

/** Searches the destination for one report row's item, as the person typed it. */
export async function searchForItem(
  deps: ChoiceDeps,
  transfer: Transfer,
  result: ResultRow,
  asked: { title: string; artist: string },
): Promise<ItemSearch> {
  const key = `${result.group_index}.${result.position}`;
  const typed = { title: asked.title, artist: asked.artist };
  const to = serviceName(transfer.destinationService);
  const type = result.row.itemType;
  const said = (message: string): ItemSearch => ({ key, ...typed, found: null, error: { message, code: null } });
  const adapter = deps.adapters.get(transfer.destinationService as ServiceId);
  if (!adapter || !(adapter.capabilities.searchTypes ?? ['track', 'album', 'artist']).includes(type))
    return said(`${to} can’t be searched for ${type}s from here.`);
  const query: SearchQuery =
    type === 'artist'
      ? { artist: asked.title }
      : { [type === 'album' ? 'album' : 'track']: asked.title || undefined, artist: asked.artist || undefined };
  try {
    const { session } = await destinationSide(deps, transfer);
    const items = await searchCatalogue(adapter, session, type, query, FOUND_MAX);
    const found = items.map((item) => foundOf(type, item)).filter((f): f is FoundItem => f !== null);
    return { key, ...typed, found, error: null };
  } catch (err) {
    if (!isUpstreamError(err)) throw err;
    if (isUpstreamError(err, 'reauthRequired'))
      return said(`${to} wants you to sign in again before it can be searched.`);
    if (isUpstreamError(err, 'unavailable') || isUpstreamError(err, 'rateLimited'))
      return said(`${to} couldn’t be reached. Try again in a moment.`);
    return said(`${to} couldn’t search for that. Try other words.`);
  }
}
