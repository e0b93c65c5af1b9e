import { emulatorOAuth } from '../kit/appOAuth.js';
import express, { Router } from 'express';
import { OAuthServer, codeRedirect, codeRequestParser } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { Random } from '../catalogue/random.js';
import { spotifyError } from './wire.js';
import { tokenRoute } from './token.js';
import { routeHelpers } from './routeHelpers.js';
import { playlistRoutes } from './playlistRoutes.js';
import { savedRoutes } from './savedRoutes.js';
import { catalogueRoutes, searchRoutes } from './catalogueRoutes.js';

export { parseQuery } from './catalogueRoutes.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The Spotify emulator: the accounts host (`/authorize`, `/api/token`) and the Web API under `/v1`,
 * with Spotify's page limits, paging objects, error body and a rolling rate limit.
 */
export async function startSpotifyEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { client, oauth } = emulatorOAuth(options, 3600);
  const view = options.catalogue.view('spotify');
  const ids = new Random(options.catalogue.seed + 17);
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user' ? `listener${n}` : kind === 'playlist' ? ids.chars(BASE62, 22) : `e${n}`,
  );
  const controls = new EmulatorControls(
    oauth,
    {
      rateLimit: options.rateLimit === undefined ? { limit: 180, windowSeconds: 30 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => spotifyError(429, 'API rate limit exceeded'),
      failure: (status) => spotifyError(status, 'Server error'),
    },
  );

  const app = emulatorApp(controls.router());
  app.use(
    '/authorize',
    signInRoutes({
      serviceName: 'Spotify',
      oauth,
      users: () => library.signInUsers(),
      parse: codeRequestParser(oauth, {
        responseType: 'response_type must be code',
        unknownClient: 'INVALID_CLIENT: Invalid client',
        missingRedirectUri: 'INVALID_CLIENT: Invalid redirect URI',
      }),
      redirect: codeRedirect,
    }),
  );
  app.post('/api/token', express.urlencoded({ extended: false }), tokenRoute(oauth));
  app.use('/v1', controls.middleware(), express.json(), apiRouter(oauth, library));
  app.use((_req, res) => void res.status(404).json(spotifyError(404, 'Service not found')));

  const server = await listen(app, options.port ?? 0);
  // The budget stays under the usual limit of 180 calls per 30 s.
  const env = {
    SPOTIFY_API_URL: `${server.url}/v1`,
    SPOTIFY_ACCOUNTS_URL: server.url,
    SPOTIFY_CLIENT_ID: client.id,
    SPOTIFY_CLIENT_SECRET: client.secret,
    SPOTIFY_REQUESTS_PER_SECOND: '6',
  };
  return { service: 'spotify', url: server.url, controls, library, oauth, env, close: server.close };
}

/** Web API v1: the bearer token check, the user, playlists, saved items and follows, the catalogue and search. */
function apiRouter(oauth: OAuthServer, library: LibraryStore): Router {
  const router = Router();

  // Every API call needs a bearer token: a user's, or the app's client-credentials token.
  router.use((req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const userKey = oauth.userFor(token);
    if (!userKey)
      return void res.status(401).json(spotifyError(401, token ? 'The access token expired' : 'No token provided'));
    res.locals.userKey = userKey;
    next();
  });

  const helpers = routeHelpers(library);
  const { requireUser } = helpers;

  router.get('/me', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    res.json({
      country: user.country,
      display_name: user.displayName,
      email: user.email,
      explicit_content: { filter_enabled: false, filter_locked: false },
      external_urls: { spotify: `https://open.spotify.com/user/${user.id}` },
      followers: { href: null, total: 0 },
      href: `${req.protocol}://${req.get('host')}/v1/users/${user.id}`,
      id: user.id,
      images: [],
      product: 'premium',
      type: 'user',
      uri: `spotify:user:${user.id}`,
    });
  });

  playlistRoutes(router, library, helpers);
  savedRoutes(router, library, helpers);
  catalogueRoutes(router, library, helpers);
  searchRoutes(router, library, helpers);
  return router;
}
