import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { TidalConfig } from './config.js';
import { checkedTokensFrom } from '../oauthTokens.js';
import { tidalContext } from './context.js';
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
  const ctx = tidalContext(config, deps);
  const { token } = ctx;

  return {
    id: 'tidal',
    capabilities: TIDAL_CAPABILITIES,

    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(`${config.authUrl.replace(/\/+$/, '')}/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: config.scopes,
        state,
        ...(codeChallenge ? { code_challenge_method: 'S256', code_challenge: codeChallenge } : {}),
      }).toString();
      return url.toString();
    },
    async exchangeCode(code, redirectUri, codeVerifier) {
      const form = {
        grant_type: 'authorization_code',
        client_id: config.clientId,
        code,
        redirect_uri: redirectUri,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      };
      return checkedTokensFrom('tidal', await token(form, 'exchangeCode', true));
    },
    async refreshTokens(refreshToken) {
      return checkedTokensFrom(
        'tidal',
        await token(
          { grant_type: 'refresh_token', client_id: config.clientId, refresh_token: refreshToken },
          'refreshTokens',
          true,
        ),
        refreshToken,
      );
    },

    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
