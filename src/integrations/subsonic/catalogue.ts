// A Subsonic server's catalogue is the person's own music: searched and read with their
// credentials, never without (a server has no app credentials to give).
import { unsupported } from '../errors.js';
import type { CatalogueReads, CatalogueUser, Page, PageRequest, SearchQuery } from '../types.js';
import {
  albumItem,
  artistItem,
  trackItem,
  type SubsonicAlbum,
  type SubsonicArtist,
  type SubsonicSong,
} from './mapping.js';
import { SEARCH_MAX, limitOf, listOf, offsetOf, type SubsonicContext } from './context.js';

/** The words of a search box: search3 has no fields, and each server matches them its own way. */
const words = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim();

type Kind = 'song' | 'album' | 'artist';

export function catalogue(ctx: SubsonicContext): CatalogueReads {
  /**
   * One kind of search3's results: the others are asked for none. search3 gives no totals, so a
   * full page may have more after it, and a short one is the last.
   */
  const search = async <W, T>(
    operation: string,
    kind: Kind,
    who: CatalogueUser,
    query: string,
    page: PageRequest,
    map: (item: W) => T,
  ): Promise<Page<T>> => {
    const user = ctx.listener(who, operation);
    // An empty query lists the whole library on OpenSubsonic servers: never what a search means.
    if (!query) return { items: [], next: null, total: 0 };
    const offset = offsetOf(page);
    const count = limitOf(page, SEARCH_MAX);
    const counts = { song: 0, album: 0, artist: 0, [kind]: count };
    const body = await ctx.call<{ searchResult3?: Partial<Record<Kind, W[]>> }>(operation, 'search3', user, {
      query,
      artistCount: counts.artist,
      albumCount: counts.album,
      songCount: counts.song,
      [`${kind}Offset`]: offset,
    });
    const items = listOf(body.searchResult3?.[kind]);
    return { items: items.map(map), next: items.length >= count ? String(offset + items.length) : null, total: null };
  };

  return {
    async artist(who, artistId) {
      const body = await ctx.call<{ artist: SubsonicArtist }>('artist', 'getArtist', ctx.listener(who, 'artist'), {
        id: artistId,
      });
      return artistItem(body.artist);
    },
    async track(who, trackId) {
      const body = await ctx.call<{ song: SubsonicSong }>('track', 'getSong', ctx.listener(who, 'track'), {
        id: trackId,
      });
      return trackItem(body.song);
    },
    async album(who, albumId) {
      const body = await ctx.call<{ album: SubsonicAlbum }>('album', 'getAlbum', ctx.listener(who, 'album'), {
        id: albumId,
      });
      return albumItem(body.album);
    },
    searchTracks: async (who, query: SearchQuery, page) => {
      // No lookup by ISRC in the protocol, and servers do not search their ISRC tags.
      if (query.isrc && !query.track && !query.artist) throw unsupported('subsonic', 'searchTracks by ISRC');
      return search<SubsonicSong, ReturnType<typeof trackItem>>(
        'searchTracks',
        'song',
        who,
        words(query.track, query.artist, query.track ? undefined : query.album),
        page,
        (s) => trackItem(s),
      );
    },
    searchAlbums: (who, query, page) =>
      search<SubsonicAlbum, ReturnType<typeof albumItem>>(
        'searchAlbums',
        'album',
        who,
        words(query.album ?? query.track, query.artist),
        page,
        albumItem,
      ),
    searchArtists: (who, query, page) =>
      search<SubsonicArtist, ReturnType<typeof artistItem>>(
        'searchArtists',
        'artist',
        who,
        query.artist ?? query.track ?? '',
        page,
        artistItem,
      ),
    async tracksByIsrc() {
      throw unsupported('subsonic', 'tracksByIsrc');
    },
  };
}
