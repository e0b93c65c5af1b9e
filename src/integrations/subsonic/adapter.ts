import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, isUpstreamError } from '../errors.js';
import { serverAddress, tokensOnServer } from '../personalServers.js';
import type { Capabilities, FormSignIn, MusicServiceAdapter } from '../types.js';
import type { SubsonicConfig } from './config.js';
import { BATCH, PAGE, SEARCH_MAX, credentialsFor, sealable, subsonicContext, type SubsonicContext } from './context.js';
import { libraryReads, userProfile } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';
import type { SubsonicUser } from './mapping.js';

export const SUBSONIC_CAPABILITIES: Capabilities = {
  // Our own pages over lists the server hands over whole (getPlaylists, getPlaylist, getStarred2).
  pageSize: {
    playlists: PAGE.playlists,
    playlistItems: PAGE.playlistItems,
    likedTracks: PAGE.starred,
    albums: PAGE.starred,
    artists: PAGE.starred,
    search: SEARCH_MAX,
  },
  // Capabilities are one for every server, and a batch must be one call (a sync marks a batch added
  // once its call returns): so what every server takes, by GET. A server that lists `formPost` takes
  // up to FORM_BATCH in one call, which the adapter uses wherever it is handed more (a reorder, a
  // removal naming a song at many places, a caller's longer list) and so makes fewer calls there.
  batchSize: {
    addPlaylistItems: BATCH,
    removePlaylistItems: BATCH,
    likeTracks: BATCH,
    saveAlbums: BATCH,
    followArtists: BATCH,
  },
  playlistSizeLimit: null,
  likedTracksLimit: null,
  // No lookup by ISRC in the protocol, and search3 does not match ISRC tags.
  isrcSearch: false,
  // Songs carry their recording's musicBrainzId, but no call finds songs by it: the protocol's
  // only search is search3's text query, matched as each server sees fit.
  mbidLookup: false,
  // songIdToAdd appends: there is no position to add at.
  playlistInsert: false,
  // createPlaylist with the playlist's id writes its songs in a new order (see libraryWrites), in
  // one call up to BATCH songs, or FORM_BATCH on a server that lists `formPost`.
  playlistReorder: true,
  // An entry is its place: `entryId` is a position, which moves with the entries before it.
  stableEntryIds: false,
  // A password gives no refresh token; the salted pair lasts until the password changes.
  tokenRefresh: false,
  tokensExpire: false,
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
  // A person's server answers its own users only: no app credentials to search without a listener.
  catalogueSearch: false,
  signIn: 'form',
};

/** A server address as people copy it from their player's settings: the API's own `/rest` is ours to add. */
const withoutRest = (address: string) => address.replace(/\/rest\/?$/i, '');

/**
 * The form: the server, the user name and the password on it. Nothing is kept before the server
 * has said yes to them twice (ping, then getUser), and of the password only the salted pair.
 */
function formSignIn(ctx: SubsonicContext, config: SubsonicConfig): FormSignIn {
  return {
    fields: ['server', 'username', 'password'],
    // Only a suggestion: the person may name another server, which the same policy then checks.
    ...(config.server ? { suggested: { server: config.server } } : {}),
    keeps:
      'We keep your server’s address and your user name, and instead of your password a salted hash of it, which your server accepts in its place. We never keep the password itself. Changing your password on the server ends our access.',
    async connect(input) {
      const server = withoutRest(serverAddress('subsonic', input.server ?? '', config.policy));
      const username = (input.username ?? '').trim();
      const password = input.password ?? '';
      if (!username || !password)
        throw new UpstreamError('subsonic', 'rejected', 'Type your user name and password on that server.');
      const credentials = credentialsFor(username, password);
      try {
        await ctx.callWith('signIn', server, credentials, 'ping');
      } catch (err) {
        if (isUpstreamError(err, 'reauthRequired'))
          throw new UpstreamError(
            'subsonic',
            'reauthRequired',
            `The server refused this user name and password (${err.message}).`,
          );
        if (isUpstreamError(err, 'rateLimited')) throw err;
        // Whatever else answered (a web page, another API, nothing) is no Subsonic server.
        throw new UpstreamError(
          'subsonic',
          'unavailable',
          `No Subsonic server answers at ${server}: ${(err as Error).message}`,
        );
      }
      const body = await ctx.callWith<{ user?: SubsonicUser }>('signIn', server, credentials, 'getUser', { username });
      const profile = userProfile(body, username, server);
      // The name as the server spells it, so that playlists' owners compare with it.
      const stored = { ...credentials, username: body.user!.username! };
      return {
        tokens: tokensOnServer(server, {
          accessToken: sealable(stored),
          refreshToken: null,
          expiresAt: null,
          scope: null,
        }),
        profile,
      };
    },
  };
}

/** The Subsonic adapter: one for every server that speaks the Subsonic API (Navidrome, Airsonic, Gonic …). */
export function createSubsonicAdapter(
  config: SubsonicConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const ctx = subsonicContext(config, deps);
  return {
    id: 'subsonic',
    capabilities: SUBSONIC_CAPABILITIES,
    formSignIn: formSignIn(ctx, config),

    async refreshTokens() {
      throw new UpstreamError('subsonic', 'reauthRequired', 'Subsonic has no refresh tokens: sign in again');
    },
    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
