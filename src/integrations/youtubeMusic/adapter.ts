import type { Redis } from 'ioredis';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { YoutubeMusicConfig } from './config.js';
import { youtubeMusicContext } from './context.js';
import { youtubeMusicOAuth } from './oauth.js';
import { oauth2 } from '../oauth2/index.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export { interpretYoutube } from './context.js';

// YouTube has videos, playlists and channels: no albums and no ISRCs. Every write is one item
// per call and costs 50 of the project's 10,000 daily units.
export const YOUTUBE_MUSIC_CAPABILITIES: Capabilities = {
  pageSize: { playlists: 50, playlistItems: 50, likedTracks: 50, albums: 50, artists: 50, search: 50 },
  batchSize: { addPlaylistItems: 1, removePlaylistItems: 1, likeTracks: 1, saveAlbums: 0, followArtists: 1 },
  playlistSizeLimit: 5_000,
  playlistInsert: true,
  // playlistItems.update sets one entry's position: one call (50 units) per entry moved.
  playlistReorder: true,
  stableEntryIds: true,
  likedTracksLimit: null,
  isrcSearch: false,
  tokenRefresh: true,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  likeTracks: true,
  unlikeTracks: true,
  // YouTube has no albums to keep in a library.
  savedAlbums: false,
  // Searches come without durations (a video's read has it, for 1 unit against a search's 100).
  listedDurations: false,
  saveAlbums: false,
  unsaveAlbums: false,
  followArtists: true,
  unfollowArtists: true,
  catalogueSearch: true,
};

/** The YouTube Data API v3 adapter for YouTube Music libraries, within the project's daily quota. */
export function createYoutubeMusicAdapter(
  config: YoutubeMusicConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics; redis?: Redis; redisPrefix?: string } = {},
): MusicServiceAdapter {
  const ctx = youtubeMusicContext(config, deps);

  return {
    id: 'youtubeMusic',
    capabilities: YOUTUBE_MUSIC_CAPABILITIES,

    ...oauth2(youtubeMusicOAuth(config), deps).signIn,
    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
