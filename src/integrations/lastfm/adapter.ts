// The Last.fm adapter: its capabilities and sign-in, and the method groups built on one shared context.
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { LastfmConfig } from './config.js';
import { LOVED_PAGE_MAX, SEARCH_PAGE_MAX, lastfmContext } from './context.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

/** What Last.fm can do; its session keys never expire (`tokensExpire: false`). */
export const LASTFM_CAPABILITIES: Capabilities & { tokensExpire?: boolean } = {
  // Last.fm keeps no playlists, saved albums or followed artists: those sizes stand for nothing,
  // and are 1 only so that no batch loop over them can spin.
  pageSize: {
    playlists: 1,
    playlistItems: 1,
    likedTracks: LOVED_PAGE_MAX,
    albums: 1,
    artists: 1,
    search: SEARCH_PAGE_MAX,
  },
  // track.love and track.unlove take one track each.
  batchSize: { addPlaylistItems: 1, removePlaylistItems: 1, likeTracks: 1, saveAlbums: 1, followArtists: 1 },
  playlistSizeLimit: null,
  likedTracksLimit: null,
  // No ISRC (or UPC) anywhere in the API; `listedIsrc` stays unset, as no read would add one.
  // Loved tracks come without a duration or an album: track.getInfo has both.
  listedDurations: false,
  isrcSearch: false,
  // A session key does not expire and no refresh token exists: a refused key means signing in again.
  tokenRefresh: false,
  tokensExpire: false,
  renamePlaylist: false,
  removePlaylistItems: false,
  deletePlaylist: false,
  playlistDescription: false,
  playlistVisibility: false,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: false,
  unsaveAlbums: false,
  followArtists: false,
  unfollowArtists: false,
  // Search and lookups need the API key alone.
  catalogueSearch: true,
  playlists: false,
  savedAlbums: false,
  followedArtists: false,
  searchTypes: ['track', 'album', 'artist'],
};

/**
 * The Last.fm API adapter: one endpoint, methods named in the query, calls for a listener signed
 * with the app's shared secret and the listener's session key, writes POSTed, errors read from
 * the body whatever the status. Loved tracks are the liked tracks; nothing else of a library exists.
 */
export function createLastfmAdapter(
  config: LastfmConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const ctx = lastfmContext(config, deps);

  return {
    id: 'lastfm',
    capabilities: LASTFM_CAPABILITIES,

    authorizeUrl({ redirectUri, state }) {
      // Last.fm carries no state of its own: it goes inside the callback, to which Last.fm adds `token`.
      const cb = new URL(redirectUri);
      cb.searchParams.set('state', state);
      const url = new URL(config.authUrl);
      url.search = new URLSearchParams({ api_key: config.apiKey, cb: cb.toString() }).toString();
      return url.toString();
    },
    exchangeCode: (token) => ctx.getSession(token),
    async refreshTokens() {
      throw new UpstreamError('lastfm', 'reauthRequired', 'Last.fm has no refresh tokens: sign in again');
    },

    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
