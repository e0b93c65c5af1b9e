// The Deezer adapter: its capabilities and sign-in, and the method groups built on one shared context.
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { DeezerConfig } from './config.js';
import { PERMISSIONS, deezerContext } from './context.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export { interpretDeezer } from './context.js';

export const DEEZER_CAPABILITIES: Capabilities = {
  pageSize: { playlists: 100, playlistItems: 100, likedTracks: 100, albums: 100, artists: 100, search: 100 },
  // Favourites are added one per call; playlist songs go in lists.
  batchSize: { addPlaylistItems: 100, removePlaylistItems: 100, likeTracks: 1, saveAlbums: 1, followArtists: 1 },
  playlistSizeLimit: 10_000,
  // Deezer refuses a song already in the playlist.
  playlistDuplicates: false,
  // The whole order in one call (`POST /playlist/{id}/tracks?order=`).
  playlistReorder: true,
  likedTracksLimit: null,
  isrcSearch: true,
  // Only `GET /track/{id}` carries the ISRC (and every contributor).
  listedIsrc: false,
  tokenRefresh: false,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  catalogueSearch: true,
};

/** The Deezer API adapter: tokens in the query string, errors in 200 bodies, favourites one at a time. */
export function createDeezerAdapter(
  config: DeezerConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const ctx = deezerContext(config, deps);

  return {
    id: 'deezer',
    capabilities: DEEZER_CAPABILITIES,

    authorizeUrl({ redirectUri, state }) {
      const url = new URL(`${config.connectUrl.replace(/\/+$/, '')}/oauth/auth.php`);
      url.search = new URLSearchParams({
        app_id: config.appId,
        redirect_uri: redirectUri,
        perms: PERMISSIONS,
        state,
      }).toString();
      return url.toString();
    },
    exchangeCode: (code) => ctx.exchangeCode(code),
    async refreshTokens() {
      throw new UpstreamError('deezer', 'reauthRequired', 'Deezer has no refresh tokens');
    },

    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
