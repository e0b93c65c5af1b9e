import { randomUUID } from 'node:crypto';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import type { Capabilities, MusicServiceAdapter, ServiceTokens, UserSession } from '../types.js';
import type { AppleMusicConfig } from './config.js';
import { appleMusicContext } from './context.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export { interpretApple } from './context.js';
export { appleTerm } from './catalogue.js';

// What Apple's API cannot do: no renaming, no removal from playlists or the library, no deleting
// playlists, no following artists (the library takes songs and albums, not artists). Callers
// answer `operationNotSupported` for those.
export const APPLE_MUSIC_CAPABILITIES: Capabilities = {
  pageSize: { playlists: 100, playlistItems: 100, likedTracks: 100, albums: 100, artists: 100, search: 25 },
  batchSize: { addPlaylistItems: 100, removePlaylistItems: 0, likeTracks: 100, saveAlbums: 100, followArtists: 0 },
  // A library holds at most 100,000 songs, and a library playlist's songs are library songs.
  playlistSizeLimit: 100_000,
  likedTracksLimit: 100_000,
  isrcSearch: true,
  isrcBatchSize: 25,
  tokenRefresh: false,
  renamePlaylist: false,
  removePlaylistItems: false,
  deletePlaylist: false,
  playlistDescription: true,
  playlistVisibility: false,
  likeTracks: true,
  unlikeTracks: false,
  saveAlbums: true,
  unsaveAlbums: false,
  followArtists: false,
  unfollowArtists: false,
  catalogueSearch: true,
};

// The sign-in page's token is in the browser for anyone to read: it lives long enough for a person
// to sign in with Apple in the MusicKit window, and works only from APP_URL's origin.
const PAGE_TOKEN_SECONDS = 15 * 60;
// Apple publishes no life for a Music-User-Token; they are seen to last about six months.
const USER_TOKEN_SECONDS = 180 * 24 * 3600;
// What a Music-User-Token can be: printable, header-safe and of sane length (Apple's are a few hundred characters).
const USER_TOKEN_SHAPE = /^[\x21-\x7e]{16,4096}$/;

/** The Apple Music API adapter: developer token we sign, the listener's Music-User-Token, offset pages. */
export function createAppleMusicAdapter(
  config: AppleMusicConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const ctx = appleMusicContext(config, APPLE_MUSIC_CAPABILITIES, deps);
  const { signToken, storefrontProfile } = ctx;

  return {
    id: 'appleMusic',
    capabilities: APPLE_MUSIC_CAPABILITIES,

    // Apple has no OAuth: a Music-User-Token comes only from MusicKit JS in a browser, on our
    // sign-in page, configured with a developer token of ours.
    browserSignIn: {
      sdk: 'musicKit',
      async pageSettings(pageOrigin) {
        const { token } = await signToken(PAGE_TOKEN_SECONDS, pageOrigin);
        const script = new URL(config.musicKitJsUrl);
        // MusicKit calls the Apple Music API from the page once the listener has allowed access.
        const origins = [...new Set([script.origin, new URL(config.apiUrl).origin])];
        return { scriptUrl: script.toString(), developerToken: token, connectOrigins: origins };
      },
      async acceptToken(token) {
        if (!USER_TOKEN_SHAPE.test(token))
          throw new UpstreamError('appleMusic', 'reauthRequired', 'this is not a Music-User-Token');
        const tokens: ServiceTokens = {
          accessToken: token,
          refreshToken: null,
          expiresAt: Date.now() + USER_TOKEN_SECONDS * 1000,
          scope: null,
          raw: {},
        };
        const session: UserSession = {
          key: `signin:${randomUUID()}`,
          country: null,
          tokens: async () => tokens,
          refresh: async () => {
            throw new UpstreamError('appleMusic', 'reauthRequired', 'Apple Music refused the Music-User-Token');
          },
        };
        // The storefront is the one read a Music-User-Token alone allows: it proves the token works.
        // Neither MusicKit nor the API says who the listener is, so nothing recognises the same
        // listener again: every sign-in is a listener of its own (docs/decisions.md).
        const profile = await storefrontProfile('checkUserToken', session, `musickit:${randomUUID()}`);
        return { tokens: { ...tokens, raw: { storefront: profile.raw.storefront } }, profile };
      },
    },
    async refreshTokens() {
      throw new UpstreamError(
        'appleMusic',
        'reauthRequired',
        'a Music-User-Token cannot be renewed: the listener signs in again',
      );
    },

    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
