// The Beatport adapter: its capabilities and sign-in, and the method groups built on one shared context.
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { BeatportConfig } from './config.js';
import { BULK, beatportContext } from './context.js';
import { beatportOAuth } from './oauth.js';
import { oauth2 } from '../oauth2/index.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export const BEATPORT_CAPABILITIES: Capabilities = {
  // Beatport keeps no liked tracks, saved releases or followed artists: those lists have no pages.
  pageSize: { playlists: 100, playlistItems: 100, likedTracks: 0, albums: 0, artists: 0, search: 100 },
  batchSize: { addPlaylistItems: BULK, removePlaylistItems: BULK, likeTracks: 0, saveAlbums: 0, followArtists: 0 },
  playlistSizeLimit: null,
  likedTracksLimit: null,
  isrcSearch: true,
  tokenRefresh: true,
  renamePlaylist: true,
  removePlaylistItems: true,
  stableEntryIds: true,
  deletePlaylist: true,
  playlistDescription: false,
  playlistVisibility: false,
  likeTracks: false,
  unlikeTracks: false,
  saveAlbums: false,
  unsaveAlbums: false,
  followArtists: false,
  unfollowArtists: false,
  // Every catalogue read wants a bearer token, and no app-only grant is open to third parties:
  // a listener's token reads the catalogue.
  catalogueSearch: false,
  playlists: true,
  likedTracks: false,
  savedAlbums: false,
  followedArtists: false,
  searchTypes: ['track', 'album', 'artist'],
  signIn: 'hosted',
};

/**
 * The Beatport API v4 adapter: OAuth on Beatport's own server under `/v4/auth/o/`, Django REST
 * page-number lists, playlists under `/my/playlists/`, and a catalogue read with the listener's
 * token. Every path ends with a slash: without it Beatport answers 301.
 */
export function createBeatportAdapter(
  config: BeatportConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const ctx = beatportContext(config, deps);

  return {
    id: 'beatport',
    capabilities: BEATPORT_CAPABILITIES,

    ...oauth2(beatportOAuth(config), deps).signIn,
    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
