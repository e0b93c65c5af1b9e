import { emulatorOAuth } from '../kit/appOAuth.js';
import { Router } from 'express';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { deezerError } from './wire.js';
import { signInRoute, tokenRoute } from './oauth.js';
import { routeHelpers } from './routeHelpers.js';
import { accountRoutes } from './accountRoutes.js';
import { playlistRoutes } from './playlistRoutes.js';
import { savedRoutes } from './savedRoutes.js';
import { catalogueRoutes, searchRoutes } from './catalogueRoutes.js';

export { parseQuery } from './catalogueRoutes.js';

/**
 * The Deezer emulator: the connect host (`/oauth/auth.php`, `/oauth/access_token.php`) and the API
 * with its quirks: the token in the `access_token` query parameter, errors with HTTP 200, index
 * paging, bare `true` answers to writes, and 50 requests per 5 seconds.
 */
export async function startDeezerEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  // With offline_access a Deezer token does not expire: refresh tokens do not exist.
  const { client, oauth } = emulatorOAuth(options, 365 * 24 * 3600);
  const view = options.catalogue.view('deezer');
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user' ? String(5_000_000 + n) : kind === 'playlist' ? String(10_000_000_000 + n) : `e${n}`,
  );
  const controls = new EmulatorControls(
    oauth,
    {
      rateLimit: options.rateLimit === undefined ? { limit: 50, windowSeconds: 5 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      // Deezer reports its quota in a 200 body (code 4), with no Retry-After.
      rateLimited: () => deezerError('Exception', 'Quota limit exceeded', 4),
      rateLimitedStatus: 200,
      failure: () => deezerError('Exception', 'The service is busy', 700),
    },
  );

  const app = emulatorApp(controls.router());
  app.use('/oauth/auth.php', signInRoute(oauth, library));
  app.get('/oauth/access_token.php', tokenRoute(oauth));
  app.use(controls.middleware(), apiRouter(oauth, library));
  app.use((_req, res) => void res.status(404).json({ error: 'Not Found' }));

  const server = await listen(app, options.port ?? 0);
  // The budget matches the quota of 50 calls per 5 s.
  const env = {
    DEEZER_API_URL: server.url,
    DEEZER_CONNECT_URL: server.url,
    DEEZER_APP_ID: client.id,
    DEEZER_APP_SECRET: client.secret,
    DEEZER_REQUESTS_PER_SECOND: '9',
  };
  return { service: 'deezer', url: server.url, controls, library, oauth, env, close: server.close };
}

/** The API: the listener's account, playlists and favourites, the catalogue and search. */
function apiRouter(oauth: OAuthServer, library: LibraryStore): Router {
  const router = Router();
  const helpers = routeHelpers(oauth, library);
  accountRoutes(router, helpers);
  playlistRoutes(router, library, helpers);
  savedRoutes(router, library, helpers);
  catalogueRoutes(router, library, helpers);
  searchRoutes(router, library, helpers);
  return router;
}
