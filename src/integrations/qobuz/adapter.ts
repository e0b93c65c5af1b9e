import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { QobuzConfig } from './config.js';
import { BATCH, PAGE_MAX, SEARCH_MAX, qobuzContext } from './context.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export { interpretQobuz } from './context.js';

export const QOBUZ_CAPABILITIES: Capabilities = {
  pageSize: {
    playlists: PAGE_MAX,
    playlistItems: PAGE_MAX,
    likedTracks: PAGE_MAX,
    albums: PAGE_MAX,
    artists: PAGE_MAX,
    search: SEARCH_MAX,
  },
  batchSize: {
    addPlaylistItems: BATCH,
    removePlaylistItems: BATCH,
    likeTracks: BATCH,
    saveAlbums: BATCH,
    followArtists: BATCH,
  },
  playlistSizeLimit: null,
  likedTracksLimit: null,
  // No ISRC endpoint: a search for the ISRC, kept to the tracks that carry it.
  isrcSearch: true,
  tokenRefresh: false,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  // playlist/updateTracksPosition moves entries by their playlist_track_id.
  playlistReorder: true,
  stableEntryIds: true,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  // The catalogue answers the app id alone.
  catalogueSearch: true,
  // Qobuz signs listeners in for its partners only: the partner brings the listener's token.
  signIn: 'token',
};

/** The Qobuz API 0.2 adapter: `object/method` calls, the app id on every call, the listener's token where needed. */
export function createQobuzAdapter(
  config: QobuzConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const ctx = qobuzContext(config, deps);
  return {
    id: 'qobuz',
    capabilities: QOBUZ_CAPABILITIES,
    tokenOnly: true,

    async refreshTokens() {
      throw new UpstreamError('qobuz', 'reauthRequired', 'Qobuz has no refresh tokens');
    },
    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
