// The library of the listener's server searched and read: Plex has no catalogue beyond it, and
// none without a listener signed in to it.
import { unsupported } from '../errors.js';
import type { CatalogueReads, CatalogueUser, Page, PageRequest } from '../types.js';
import { albumItem, artistItem, trackItem, type PlexMetadata } from './mapping.js';
import { SEARCH_MAX, type PlexContext } from './context.js';
import { itemOfType } from './libraryReads.js';

/** Plex's search matches an item's own title first: other words would push it down or out. */
const termOf = (...candidates: (string | undefined)[]) =>
  candidates
    .find((c) => c && c.trim())
    ?.trim()
    .slice(0, 200) ?? null;

export function catalogue(ctx: PlexContext): CatalogueReads {
  const { listener, window } = ctx;

  /**
   * `/hubs/search` answers a hub per type, `limit` items in each and no offset: a page is asked
   * as the first `start + size` and cut, up to SEARCH_MAX in all.
   */
  async function search<T>(
    operation: string,
    who: CatalogueUser,
    term: string | null,
    page: PageRequest,
    type: 'track' | 'album' | 'artist',
    map: (item: PlexMetadata) => T,
  ): Promise<Page<T>> {
    const user = listener(who, operation);
    if (!term) return { items: [], next: null, total: 0 };
    const at = window(page, SEARCH_MAX);
    if (at.start >= SEARCH_MAX) return { items: [], next: null, total: null };
    const wanted = Math.min(at.start + at.size, SEARCH_MAX);
    const body = await ctx.call(operation, user, { path: 'hubs/search', searchParams: { query: term, limit: wanted } });
    const hub = (body.MediaContainer?.Hub ?? []).find((h) => h?.type === type);
    const found = (hub?.Metadata ?? []).filter((item) => item?.type === type);
    const items = found.slice(at.start, wanted).map(map);
    const more = found.length >= wanted && wanted < SEARCH_MAX;
    return { items, next: more ? String(wanted) : null, total: null };
  }

  return {
    track: async (who, id) => trackItem(await itemOfType(ctx, 'track', listener(who, 'track'), id, 'track')),
    album: async (who, id) => albumItem(await itemOfType(ctx, 'album', listener(who, 'album'), id, 'album')),
    artist: async (who, id) => artistItem(await itemOfType(ctx, 'artist', listener(who, 'artist'), id, 'artist')),
    searchTracks: (who, query, page) =>
      search('searchTracks', who, termOf(query.track, query.album, query.artist), page, 'track', trackItem),
    searchAlbums: (who, query, page) =>
      search('searchAlbums', who, termOf(query.album, query.track), page, 'album', albumItem),
    searchArtists: (who, query, page) =>
      search('searchArtists', who, termOf(query.artist, query.track), page, 'artist', artistItem),
    async tracksByIsrc() {
      // Plex keeps no ISRC anywhere: no field, no filter.
      throw unsupported('plex', 'tracksByIsrc');
    },
  };
}
