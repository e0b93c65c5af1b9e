import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { PlexConfig } from './config.js';
import { BATCH, PAGE_MAX, RATING_BATCH, SEARCH_MAX, plexContext } from './context.js';
import { pinSignIn } from './signIn.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export { interpretPlex, plexHeaders } from './context.js';

/**
 * Plex: the listener's own Plex Media Server, found through their plex.tv account. Likes, saved
 * albums and followed artists are five-star ratings (`userRating` 10): Plex has no other mark.
 */
export const PLEX_CAPABILITIES: Capabilities = {
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
    likeTracks: RATING_BATCH,
    saveAlbums: RATING_BATCH,
    followArtists: RATING_BATCH,
  },
  // A person's own server keeps as much as they put on it.
  playlistSizeLimit: null,
  likedTracksLimit: null,
  // No ISRC anywhere in the API: matching goes by name, duration and MusicBrainz ids.
  isrcSearch: false,
  // `mbid://` Guids come with items, but neither search nor the library's filters take one.
  mbidLookup: false,
  // A token lasts until the person signs the device out of their account; nothing refreshes it.
  tokenRefresh: false,
  tokensExpire: false,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  // A playlist's `summary`, edited as its title is.
  playlistDescription: true,
  // A server's playlists are its owner's, shared with nobody through this API.
  playlistVisibility: false,
  // Entries are added at the end only; `/move?after=` then places one entry at a time.
  playlistInsert: false,
  playlistReorder: true,
  // `playlistItemID` names an entry and stays with it.
  stableEntryIds: true,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  // The library is the listener's own server: there is no catalogue to search without them.
  catalogueSearch: false,
  // Plex's own page signs the person in (its PIN), as an OAuth service's would.
  signIn: 'hosted',
};

/** The Plex adapter: PIN sign-in at plex.tv, then the person's own server's JSON API. */
export function createPlexAdapter(
  config: PlexConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const ctx = plexContext(config, deps);
  return {
    id: 'plex',
    capabilities: PLEX_CAPABILITIES,
    pinSignIn: pinSignIn(ctx),

    async refreshTokens() {
      throw new UpstreamError('plex', 'reauthRequired', 'Plex has no refresh tokens: sign in again');
    },
    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
