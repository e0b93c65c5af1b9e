// The library of the listener's server searched and read: Jellyfin has no catalogue beyond it,
// and none without a listener signed in to it.
import { unsupported } from '../errors.js';
import type { CatalogueReads, CatalogueUser, PageRequest, Page } from '../types.js';
import { albumItem, artistOf, pageOf, trackItem, type JellyfinItem, type JellyfinQueryResult } from './mapping.js';
import { SEARCH_MAX, type JellyfinContext } from './context.js';
import { ALBUM_FIELDS, TRACK_FIELDS, itemOfType } from './libraryReads.js';

/** Jellyfin's search term matches an item's own name only: other words would keep it from matching. */
const termOf = (...candidates: (string | undefined)[]) =>
  candidates
    .find((c) => c && c.trim())
    ?.trim()
    .slice(0, 200) ?? null;

export function catalogue(ctx: JellyfinContext): CatalogueReads {
  const { call, userId, listener, window } = ctx;

  async function search<T>(
    operation: string,
    who: CatalogueUser,
    term: string | null,
    page: PageRequest,
    params: Record<string, string | boolean>,
    map: (item: JellyfinItem) => T,
  ): Promise<Page<T>> {
    const user = listener(who, operation);
    if (!term) return { items: [], next: null, total: 0 };
    const at = window(page, SEARCH_MAX);
    const result = await call<JellyfinQueryResult>(operation, user, {
      path: 'Items',
      searchParams: { userId: await userId(user), searchTerm: term, recursive: true, ...params, ...at },
    });
    return pageOf(result, at.startIndex, map);
  }

  return {
    track: async (who, id) => trackItem(await itemOfType(ctx, 'track', listener(who, 'track'), id, 'Audio')),
    album: async (who, id) => albumItem(await itemOfType(ctx, 'album', listener(who, 'album'), id, 'MusicAlbum')),
    artist: async (who, id) => artistOf(await itemOfType(ctx, 'artist', listener(who, 'artist'), id, 'MusicArtist')),
    searchTracks: (who, query, page) =>
      search(
        'searchTracks',
        who,
        termOf(query.track, query.album, query.artist),
        page,
        { includeItemTypes: 'Audio', fields: TRACK_FIELDS },
        trackItem,
      ),
    searchAlbums: (who, query, page) =>
      search(
        'searchAlbums',
        who,
        termOf(query.album, query.track),
        page,
        { includeItemTypes: 'MusicAlbum', fields: ALBUM_FIELDS },
        albumItem,
      ),
    searchArtists: (who, query, page) =>
      search(
        'searchArtists',
        who,
        termOf(query.artist, query.track),
        page,
        { includeItemTypes: 'MusicArtist', fields: TRACK_FIELDS },
        artistOf,
      ),
    async tracksByIsrc() {
      // Jellyfin keeps no ISRC anywhere: no field, no filter, no provider id.
      throw unsupported('jellyfin', 'tracksByIsrc');
    },
  };
}
