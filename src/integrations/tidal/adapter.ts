import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { TidalConfig } from './config.js';
import { tidalContext } from './context.js';
import { tidalOAuth } from './oauth.js';
import { oauth2 } from '../oauth2/index.js';
import { libraryReads } from './libraryReads.js';
import { BATCH, libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export { TidalError, interpretTidal } from './errors.js';
export { tidalQuery } from './documents.js';

/** TIDAL pages every list itself (20 items) and takes no page size; smaller pages are cut from its pages. */
const PAGE_SIZE = 20;

export const TIDAL_CAPABILITIES: Capabilities = {
  pageSize: {
    playlists: PAGE_SIZE,
    playlistItems: PAGE_SIZE,
    likedTracks: PAGE_SIZE,
    albums: PAGE_SIZE,
    artists: PAGE_SIZE,
    search: PAGE_SIZE,
  },
  batchSize: {
    addPlaylistItems: BATCH,
    removePlaylistItems: BATCH,
    likeTracks: BATCH,
    saveAlbums: BATCH,
    followArtists: BATCH,
  },
  // The spec states no limit for playlists or the collection.
  playlistSizeLimit: null,
  likedTracksLimit: null,
  isrcSearch: true,
  tokenRefresh: true,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  // PATCH /playlists/{id}/relationships/items moves entries before another one.
  playlistReorder: true,
  stableEntryIds: true,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  catalogueSearch: true,
};

/** The TIDAL API v2 adapter: JSON:API documents, cursor paging, OAuth 2.1 with PKCE and refresh tokens. */
export function createTidalAdapter(
  config: TidalConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const oauth = oauth2(tidalOAuth(config), deps);
  const ctx = tidalContext(config, oauth.appToken, deps);

  return {
    id: 'tidal',
    capabilities: TIDAL_CAPABILITIES,

    ...oauth.signIn,
    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
