// Spotify's catalogue: artists, tracks and albums by id, search, and tracks by ISRC.
import { listenerOf, type SearchQuery, type CatalogueReads, type CatalogueUser } from '../types.js';
import {
  albumItem,
  artistItem,
  trackItem,
  type SpotifyAlbum,
  type SpotifyArtist,
  type SpotifyTrack,
} from './mapping.js';
import { limit, listPath, market, pageOf, type SpotifyContext, type SpotifyPaging } from './context.js';

const quote = (value: string) => `"${value.replace(/"/g, '')}"`;

/** Spotify's search syntax for a structured query. */
export function spotifyQuery(query: SearchQuery): string {
  return [
    query.track ? `track:${quote(query.track)}` : '',
    query.artist ? `artist:${quote(query.artist)}` : '',
    query.album ? `album:${quote(query.album)}` : '',
    query.isrc ? `isrc:${query.isrc}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// Only with a market does Spotify say whether a track plays there (`is_playable`).
const inMarket = (user: CatalogueUser) => {
  const listener = listenerOf(user);
  return listener ? { market: market(listener) } : {};
};

export type Catalogue = CatalogueReads;

/** With the listener's token where one is given, else with the app's own (client credentials). */
export function catalogue({ get }: SpotifyContext): Catalogue {
  return {
    async artist(user, artistId) {
      return artistItem(await get<SpotifyArtist>('artist', `artists/${encodeURIComponent(artistId)}`, user));
    },
    async track(user, trackId) {
      return trackItem(
        await get<SpotifyTrack>(
          'track',
          `tracks/${encodeURIComponent(trackId)}`,
          user,
          listenerOf(user) ? inMarket(user) : undefined,
        ),
      );
    },
    async album(user, albumId) {
      return albumItem(
        await get<SpotifyAlbum>(
          'album',
          `albums/${encodeURIComponent(albumId)}`,
          user,
          listenerOf(user) ? inMarket(user) : undefined,
        ),
      );
    },
    async searchTracks(user, query, page) {
      const body = await get<{ tracks: SpotifyPaging<SpotifyTrack> }>(
        'searchTracks',
        listPath(page, 'search'),
        user,
        page.cursor ? undefined : { q: spotifyQuery(query), type: 'track', limit: limit(page, 10), ...inMarket(user) },
      );
      return pageOf(body.tracks, (t) => trackItem(t));
    },
    async searchAlbums(user, query, page) {
      const body = await get<{ albums: SpotifyPaging<SpotifyAlbum> }>(
        'searchAlbums',
        listPath(page, 'search'),
        user,
        page.cursor ? undefined : { q: spotifyQuery(query), type: 'album', limit: limit(page, 10), ...inMarket(user) },
      );
      return pageOf(body.albums, (a) => albumItem(a));
    },
    async searchArtists(user, query, page) {
      const body = await get<{ artists: SpotifyPaging<SpotifyArtist> }>(
        'searchArtists',
        listPath(page, 'search'),
        user,
        page.cursor
          ? undefined
          : { q: spotifyQuery({ artist: query.artist ?? query.track }), type: 'artist', limit: limit(page, 10) },
      );
      return pageOf(body.artists, artistItem);
    },
    async tracksByIsrc(user, isrc) {
      const body = await get<{ tracks: SpotifyPaging<SpotifyTrack> }>('tracksByIsrc', 'search', user, {
        q: `isrc:${isrc}`,
        type: 'track',
        limit: 10,
        ...inMarket(user),
      });
      return body.tracks.items.map((t) => trackItem(t));
    },
  };
}
