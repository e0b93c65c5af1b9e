// The Spotify adapter: its capabilities and sign-in, and the method groups built on one shared context.
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { SpotifyConfig } from './config.js';
import { LIBRARY_URIS, spotifyContext } from './context.js';
import { spotifyOAuth } from './oauth.js';
import { oauth2 } from '../oauth2/index.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export { spotifyQuery } from './catalogue.js';

export const SPOTIFY_CAPABILITIES: Capabilities = {
  pageSize: { playlists: 50, playlistItems: 50, likedTracks: 50, albums: 50, artists: 50, search: 10 },
  // The library's writes go through `/me/library`, at most 40 URIs a call.
  batchSize: {
    addPlaylistItems: 100,
    removePlaylistItems: 100,
    likeTracks: LIBRARY_URIS,
    saveAlbums: LIBRARY_URIS,
    followArtists: LIBRARY_URIS,
  },
  playlistSizeLimit: 10_000,
  playlistInsert: true,
  playlistReorder: true,
  likedTracksLimit: null,
  isrcSearch: true,
  tokenRefresh: true,
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

/** The Spotify Web API adapter (accounts service for OAuth, client credentials for catalogue calls). */
export function createSpotifyAdapter(
  config: SpotifyConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const oauth = oauth2(spotifyOAuth(config), deps);
  const ctx = spotifyContext(config, deps, oauth.appToken);
  const reads = libraryReads(ctx);

  const adapter: MusicServiceAdapter = {
    id: 'spotify',
    capabilities: SPOTIFY_CAPABILITIES,

    ...oauth.signIn,
    ...reads,
    ...libraryWrites(ctx, reads),
    ...catalogue(ctx),
  };
  return adapter;
}
