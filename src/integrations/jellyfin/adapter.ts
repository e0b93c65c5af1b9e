import { randomBytes } from 'node:crypto';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import type { UpstreamResponse } from '../http/serviceClient.js';
import { UpstreamError } from '../errors.js';
import { personOnServer, serverAddress, tokensOnServer } from '../personalServers.js';
import type { Capabilities, FormSignIn, MusicServiceAdapter } from '../types.js';
import type { JellyfinConfig } from './config.js';
import {
  BATCH,
  FAVOURITE_BATCH,
  PAGE_MAX,
  SEARCH_MAX,
  interpretJellyfin,
  jellyfinContext,
  mediaBrowserHeader,
  type JellyfinContext,
} from './context.js';
import type { JellyfinUser } from './mapping.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export { interpretJellyfin, mediaBrowserHeader } from './context.js';

export const JELLYFIN_CAPABILITIES: Capabilities = {
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
    likeTracks: FAVOURITE_BATCH,
    saveAlbums: FAVOURITE_BATCH,
    followArtists: FAVOURITE_BATCH,
  },
  // A person's own server keeps as much as they put on it.
  playlistSizeLimit: null,
  likedTracksLimit: null,
  // No ISRC anywhere in the API: matching goes by name, duration and MusicBrainz ids.
  isrcSearch: false,
  // ProviderIds come with each item, but /Items filters by none of them (only whether an IMDb,
  // TMDb or TVDb id is present): a recording is found by searching its words, not its MBID.
  mbidLookup: false,
  // A token lasts until the listener signs the device out; there is nothing to refresh it with.
  tokenRefresh: false,
  tokensExpire: false,
  renamePlaylist: true,
  removePlaylistItems: true,
  // The playlist API has no deletion (see libraryWrites).
  deletePlaylist: false,
  // UpdatePlaylistDto has a name, items, users and IsPublic: no description.
  playlistDescription: false,
  playlistVisibility: true,
  // POST /Playlists/{id}/Items takes a 0-based `position`.
  playlistInsert: true,
  // POST /Playlists/{id}/Items/{entryId}/Move/{newIndex}, by the entry's PlaylistItemId.
  playlistReorder: true,
  stableEntryIds: true,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  // The library is the listener's own server: there is no catalogue to search without them.
  catalogueSearch: false,
  // The person names their server and signs in to it with our form.
  signIn: 'form',
};

/** The sign-in's own failures: refused credentials, and an address where no Jellyfin answers. */
function interpretSignIn(response: UpstreamResponse<unknown>): UpstreamError | null {
  const details = { status: response.status, operation: 'signIn' };
  if (response.status === 401 || response.status === 403)
    return new UpstreamError('jellyfin', 'reauthRequired', 'the server refused this name and password', details);
  if (response.status === 404 || response.status === 405)
    return new UpstreamError('jellyfin', 'unavailable', 'no Jellyfin server answers at this address', details);
  return interpretJellyfin(response);
}

interface AuthenticationResult {
  User?: JellyfinUser | null;
  AccessToken?: string | null;
}

/**
 * The form: the person's server, their name and password on it. The password goes to their server
 * once, in `AuthenticateByName`, and is never kept: only the token it answers and their user id are.
 */
function formSignIn(ctx: JellyfinContext, config: JellyfinConfig): FormSignIn {
  return {
    fields: ['server', 'username', 'password'],
    // A Jellyfin account may have no password (a home server's family accounts often have none).
    optional: ['password'],
    // Only a suggestion: the person may name another server, which the same policy then checks.
    ...(config.server ? { suggested: { server: config.server } } : {}),
    keeps:
      'We keep the address of your server, and the access token and user id it gives us when you sign in; never your password. Signing this device out on your server ends our access.',
    async connect(input) {
      const server = serverAddress('jellyfin', input.server ?? '', config.policy);
      const username = (input.username ?? '').trim();
      if (!username) throw new UpstreamError('jellyfin', 'rejected', 'Type your user name on your server.');
      // One device per sign-in: the server replaces a device's token when it signs in again.
      const deviceId = randomBytes(16).toString('hex');
      const { body } = await ctx.clients.for(server).call<AuthenticationResult>({
        operation: 'signIn',
        method: 'POST',
        path: 'Users/AuthenticateByName',
        json: { Username: username, Pw: input.password ?? '' },
        headers: { authorization: mediaBrowserHeader(deviceId) },
        interpret: interpretSignIn,
      });
      const token = typeof body?.AccessToken === 'string' ? body.AccessToken : '';
      const user = body?.User;
      if (!token || typeof user?.Id !== 'string' || !user.Id)
        throw new UpstreamError('jellyfin', 'unavailable', 'the server did not answer the sign-in as Jellyfin does');
      return {
        tokens: tokensOnServer(server, {
          accessToken: token,
          refreshToken: null,
          expiresAt: null,
          scope: null,
          raw: { userId: user.Id, deviceId },
        }),
        profile: {
          id: personOnServer(server, user.Id),
          name: typeof user.Name === 'string' ? user.Name : null,
          email: null,
          imageUrl: null,
          country: null,
          raw: { Id: user.Id, Name: user.Name ?? null },
        },
      };
    },
  };
}

/** The Jellyfin adapter: the listener's own server, signed in to with our form, its REST API in PascalCase JSON. */
export function createJellyfinAdapter(
  config: JellyfinConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const ctx = jellyfinContext(config, deps);
  return {
    id: 'jellyfin',
    capabilities: JELLYFIN_CAPABILITIES,
    formSignIn: formSignIn(ctx, config),

    async refreshTokens() {
      throw new UpstreamError('jellyfin', 'reauthRequired', 'Jellyfin has no refresh tokens: sign in again');
    },
    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
