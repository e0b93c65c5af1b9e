// The ListenBrainz adapter: its capabilities and sign-in, and the method groups built on one shared context.
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import type { Capabilities, FormSignIn, MusicServiceAdapter } from '../types.js';
import type { ListenbrainzConfig } from './config.js';
import {
  ADD_MAX,
  ENTRIES_PAGE_MAX,
  FEEDBACK_PAGE_MAX,
  PLAYLISTS_PAGE_MAX,
  REMOVE_MAX,
  listenbrainzContext,
  type ListenbrainzContext,
} from './context.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

/** What ListenBrainz can do; a user token lives until its owner resets it (`tokensExpire: false`). */
export const LISTENBRAINZ_CAPABILITIES: Capabilities = {
  pageSize: {
    playlists: PLAYLISTS_PAGE_MAX,
    playlistItems: ENTRIES_PAGE_MAX,
    likedTracks: FEEDBACK_PAGE_MAX,
    // No saved albums or followed artists: 1 only so that no loop over them can spin.
    albums: 1,
    artists: 1,
    // A lookup answers one recording.
    search: 1,
  },
  batchSize: {
    addPlaylistItems: ADD_MAX,
    removePlaylistItems: REMOVE_MAX,
    // One feedback a call.
    likeTracks: 1,
    saveAlbums: 1,
    followArtists: 1,
  },
  playlistSizeLimit: null,
  likedTracksLimit: null,
  playlistInsert: true,
  playlistReorder: true,
  // Entries are known by their positions only.
  stableEntryIds: false,
  // No ISRC anywhere; loved recordings come without their length (a recording's own read has it).
  listedDurations: false,
  isrcSearch: false,
  // A track is a recording, its id the recording's MBID.
  mbidLookup: true,
  tokenRefresh: false,
  tokensExpire: false,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: false,
  unsaveAlbums: false,
  followArtists: false,
  unfollowArtists: false,
  // With our own account's token (LISTENBRAINZ_APP_TOKEN): the lookup wants one, whoever asks.
  catalogueSearch: true,
  savedAlbums: false,
  followedArtists: false,
  // Recordings by artist and title only: nothing finds releases or artists by name.
  searchTypes: ['track'],
  signIn: 'form',
};

/** The token the person pastes from their ListenBrainz settings page, checked before anything is kept. */
function tokenSignIn(ctx: ListenbrainzContext, siteUrl: string): FormSignIn {
  return {
    fields: ['token'],
    keeps: 'We keep your ListenBrainz user token, which acts for you until you reset it on ListenBrainz.',
    tokenPage: `${siteUrl.replace(/\/+$/, '')}/settings/`,
    async connect(input) {
      const token = input.token?.trim() ?? '';
      if (!token) throw new UpstreamError('listenbrainz', 'reauthRequired', 'no user token was given');
      const name = await ctx.validate('exchangeCode', token);
      if (!name) throw new UpstreamError('listenbrainz', 'reauthRequired', 'ListenBrainz does not know this token');
      return {
        tokens: { accessToken: token, refreshToken: null, expiresAt: null, scope: null, raw: { user_name: name } },
        profile: { id: name, name, email: null, imageUrl: null, country: null, raw: { user_name: name } },
      };
    },
  };
}

/**
 * The ListenBrainz API adapter: JSON under `/1`, the listener's user token in `Authorization:
 * Token …`, playlists as JSPF, loved recordings as feedback with score 1, MusicBrainz ids for
 * everything.
 */
export function createListenbrainzAdapter(
  config: ListenbrainzConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const ctx = listenbrainzContext(config, deps);
  return {
    id: 'listenbrainz',
    capabilities: LISTENBRAINZ_CAPABILITIES,
    formSignIn: tokenSignIn(ctx, config.siteUrl),
    async refreshTokens() {
      throw new UpstreamError(
        'listenbrainz',
        'reauthRequired',
        'ListenBrainz has no refresh tokens: paste the token again',
      );
    },
    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
