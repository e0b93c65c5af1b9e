// Deezer's catalogue: artists, tracks and albums by id, search, and a track by ISRC.
import { UpstreamError, unsupported } from '../errors.js';
import type { CatalogueReads, SearchQuery } from '../types.js';
import { albumItem, artistItem, trackItem, type DeezerAlbum, type DeezerArtist, type DeezerTrack } from './mapping.js';
import type { DeezerContext } from './context.js';

/** Deezer's advanced search syntax for a structured query. */
function deezerQuery(query: SearchQuery): string {
  const q = (v: string) => `"${v.replace(/"/g, '')}"`;
  return [
    query.artist ? `artist:${q(query.artist)}` : '',
    query.track ? `track:${q(query.track)}` : '',
    query.album ? `album:${q(query.album)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function catalogue({ call, list }: DeezerContext): CatalogueReads {
  return {
    async artist(user, artistId) {
      return artistItem(await call<DeezerArtist>('artist', `artist/${encodeURIComponent(artistId)}`, user));
    },
    async track(user, trackId) {
      return trackItem(await call<DeezerTrack>('track', `track/${encodeURIComponent(trackId)}`, user));
    },
    async album(user, albumId) {
      return albumItem(await call<DeezerAlbum>('album', `album/${encodeURIComponent(albumId)}`, user));
    },
    searchTracks: (user, query, page) =>
      list<DeezerTrack, ReturnType<typeof trackItem>>('searchTracks', 'search', user, page, (t) => trackItem(t), {
        q: deezerQuery(query),
      }),
    searchAlbums: (user, query, page) =>
      list<DeezerAlbum, ReturnType<typeof albumItem>>('searchAlbums', 'search/album', user, page, albumItem, {
        q: deezerQuery({ album: query.album ?? query.track, artist: query.artist }),
      }),
    searchArtists: (user, query, page) =>
      list<DeezerArtist, ReturnType<typeof artistItem>>('searchArtists', 'search/artist', user, page, artistItem, {
        q: query.artist ?? query.track ?? '',
      }),
    async tracksByIsrc(user, isrc) {
      if (!/^[A-Z0-9]{12}$/i.test(isrc)) throw unsupported('deezer', 'tracksByIsrc with a malformed ISRC');
      try {
        return [trackItem(await call<DeezerTrack>('tracksByIsrc', `track/isrc:${isrc.toUpperCase()}`, user))];
      } catch (err) {
        if (err instanceof UpstreamError && err.kind === 'notFound') return [];
        throw err;
      }
    },
  };
}
