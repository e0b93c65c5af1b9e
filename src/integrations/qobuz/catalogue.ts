// Qobuz's catalogue: artists, tracks and albums by id, searches, tracks by ISRC.
import { unsupported } from '../errors.js';
import type { Page, PageRequest, SearchQuery, CatalogueReads, CatalogueUser } from '../types.js';
import {
  albumItem,
  artistItem,
  trackItem,
  type QobuzAlbum,
  type QobuzArtist,
  type QobuzCollection,
  type QobuzTrack,
} from './mapping.js';
import { SEARCH_MAX, offsetOf, pageOf, type QobuzContext } from './context.js';

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/i;

/** The words of a search box: Qobuz has no fields to search by. */
const words = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim();

export function catalogue({ read, limit }: QobuzContext): CatalogueReads {
  const search = async <W, T>(
    operation: string,
    method: 'track/search' | 'album/search' | 'artist/search',
    kind: 'tracks' | 'albums' | 'artists',
    user: CatalogueUser,
    query: string,
    page: PageRequest,
    map: (item: W) => T,
  ): Promise<Page<T>> => {
    if (!query) return { items: [], next: null, total: 0 };
    const body = await read<Record<string, QobuzCollection<W>>>(operation, method, user, {
      query,
      limit: limit(page, SEARCH_MAX),
      offset: offsetOf(page),
    });
    return pageOf(body[kind], map);
  };

  return {
    async artist(user, artistId) {
      return artistItem(await read<QobuzArtist>('artist', 'artist/get', user, { artist_id: artistId }));
    },
    async track(user, trackId) {
      return trackItem(await read<QobuzTrack>('track', 'track/get', user, { track_id: trackId }));
    },
    async album(user, albumId) {
      return albumItem(await read<QobuzAlbum>('album', 'album/get', user, { album_id: albumId }));
    },
    searchTracks: (user, query: SearchQuery, page) =>
      query.isrc
        ? byIsrcPage(user, query.isrc)
        : search<QobuzTrack, ReturnType<typeof trackItem>>(
            'searchTracks',
            'track/search',
            'tracks',
            user,
            words(query.track, query.artist, query.track ? undefined : query.album),
            page,
            trackItem,
          ),
    searchAlbums: (user, query, page) =>
      search<QobuzAlbum, ReturnType<typeof albumItem>>(
        'searchAlbums',
        'album/search',
        'albums',
        user,
        words(query.album ?? query.track, query.artist),
        page,
        albumItem,
      ),
    searchArtists: (user, query, page) =>
      search<QobuzArtist, ReturnType<typeof artistItem>>(
        'searchArtists',
        'artist/search',
        'artists',
        user,
        query.artist ?? query.track ?? '',
        page,
        artistItem,
      ),
    tracksByIsrc,
  };

  /** Qobuz has no ISRC lookup: its search finds an ISRC typed into it, and only tracks carrying it are kept. */
  async function tracksByIsrc(user: CatalogueUser, isrc: string) {
    if (!ISRC.test(isrc)) throw unsupported('qobuz', 'tracksByIsrc with a malformed ISRC');
    const wanted = isrc.toUpperCase();
    const body = await read<{ tracks?: QobuzCollection<QobuzTrack> }>('tracksByIsrc', 'track/search', user, {
      query: wanted,
      limit: 25,
    });
    return (body.tracks?.items ?? []).filter((t) => t.isrc?.toUpperCase() === wanted).map(trackItem);
  }

  async function byIsrcPage(user: CatalogueUser, isrc: string) {
    const items = await tracksByIsrc(user, isrc);
    return { items, next: null, total: items.length };
  }
}
