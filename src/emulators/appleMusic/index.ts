import express, { Router } from 'express';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { Random } from '../catalogue/random.js';
import { appleError, emulatorDeveloperKey, type DeveloperKey } from './wire.js';
import { MUSICKIT_SCRIPT_PATH, apiCors, musicKitRoutes } from './musicKit.js';
import { developerTokenGuard } from './tokenChecks.js';
import { routeHelpers } from './routeHelpers.js';
import { playlistRoutes } from './playlistRoutes.js';
import { savedRoutes } from './savedRoutes.js';
import { catalogueRoutes } from './catalogueRoutes.js';

export type { DeveloperKey };

export type RunningAppleMusicEmulator = RunningEmulator & { developerKey: DeveloperKey };

const USER_TOKEN_TTL_SECONDS = 180 * 24 * 3600;

/**
 * The Apple Music emulator: the API under `/v1` (developer token as `Authorization: Bearer <ES256
 * JWT>`, the listener's `Music-User-Token` on `/v1/me`), offset pages with root-relative `next`,
 * Apple's error documents, a library that cannot delete or reorder, and a stand-in MusicKit JS
 * whose authorization window gives a page a Music-User-Token, as Apple's does. Like Apple, it says
 * nothing of who the listener is.
 */
export async function startAppleMusicEmulator(options: EmulatorOptions): Promise<RunningAppleMusicEmulator> {
  // Music-User-Tokens last months and cannot be refreshed: an expired one means signing in again.
  const oauth = new OAuthServer(options.accessTokenTtlSeconds ?? USER_TOKEN_TTL_SECONDS);
  const { key: developerKey, publicKey } = emulatorDeveloperKey();
  const view = options.catalogue.view('appleMusic');
  const ids = new Random(options.catalogue.seed + 29);
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user'
      ? `apple-listener-${n}`
      : kind === 'playlist'
        ? `p.${ids.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 15)}`
        : `${n}`,
  );
  const controls = new EmulatorControls(
    oauth,
    {
      rateLimit: options.rateLimit === undefined ? { limit: 20, windowSeconds: 1 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => appleError(429, '42900', 'API Capacity Exceeded', 'Too many requests'),
      failure: (status) => appleError(status, '50001', 'Upstream Service Error', 'An upstream service error occurred'),
    },
  );

  const app = emulatorApp(controls.router());
  app.use(musicKitRoutes({ oauth, users: () => library.signInUsers(), publicKey, developerKey }));
  app.use(
    '/v1',
    apiCors,
    developerTokenGuard(publicKey, developerKey),
    controls.middleware(),
    express.json(),
    apiRouter(oauth, library),
  );
  app.use(
    (_req, res) =>
      void res
        .status(404)
        .json(appleError(404, '40400', 'Resource Not Found', 'Resource with requested id was not found')),
  );

  const server = await listen(app, options.port ?? 0);
  // Developer tokens are signed with the emulator's own key, so a real MusicKit key set in the
  // environment is never sent to a local process.
  const env = {
    APPLE_MUSIC_API_URL: server.url,
    APPLE_MUSIC_MUSICKIT_JS_URL: `${server.url}${MUSICKIT_SCRIPT_PATH}`,
    APPLE_MUSIC_TEAM_ID: developerKey.teamId,
    APPLE_MUSIC_KEY_ID: developerKey.keyId,
    APPLE_MUSIC_PRIVATE_KEY: developerKey.privateKeyPem,
  };
  return { service: 'appleMusic', url: server.url, controls, library, oauth, developerKey, env, close: server.close };
}

/** API v1: the listener's storefront, library playlists, saved songs/albums/artists, the catalogue and search. */
function apiRouter(oauth: OAuthServer, library: LibraryStore): Router {
  const router = Router();
  const helpers = routeHelpers(oauth, library);
  const { listener, storefrontOf } = helpers;

  router.get('/me/storefront', (req, res) => {
    const user = listener(req, res);
    if (user)
      res.json({
        data: [
          {
            id: storefrontOf(user),
            type: 'storefronts',
            href: `/v1/storefronts/${storefrontOf(user)}`,
            attributes: { name: user.country, defaultLanguageTag: 'en-US' },
          },
        ],
      });
  });

  playlistRoutes(router, library, helpers);
  savedRoutes(router, library, helpers);
  catalogueRoutes(router, library, helpers);
  return router;
}
