import { emulatorOAuth } from '../kit/appOAuth.js';
import express, { Router, type Response } from 'express';
import { codeRedirect, codeRequestParser } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { Random } from '../catalogue/random.js';
import { JSON_API, tidalError, userResource } from './wire.js';
import { tokenRoute } from './oauth.js';
import { authenticate, fail, idempotency, jsonApiResponses, malformedBody, negotiate, notFound } from './jsonApi.js';
import { createGraph } from './graph.js';
import { catalogueRoutes, searchRoutes } from './catalogueRoutes.js';
import { playlistRoutes } from './playlistRoutes.js';
import { collectionRoutes } from './collectionRoutes.js';

const HEX = '0123456789abcdef';
const uuid = (random: Random) => [8, 4, 4, 4, 12].map((n) => random.chars(HEX, n)).join('-');

/**
 * The TIDAL emulator: the login host (`/authorize`, PKCE required), the auth host
 * (`/v1/oauth2/token`) and API v2 under `/v2`: JSON:API documents with `include`, opaque cursor
 * paging at TIDAL's fixed page size, JSON:API error documents, Idempotency-Key replay on writes.
 */
export async function startTidalEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { client, oauth } = emulatorOAuth(options, 86_400);
  const view = options.catalogue.view('tidal');
  const ids = new Random(options.catalogue.seed + 29);
  // Users have numeric ids; playlists and playlist entries are UUIDs.
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user' ? String(190_000_000 + n) : uuid(ids),
  );
  const controls = new EmulatorControls(
    oauth,
    {
      rateLimit: options.rateLimit === undefined ? { limit: 60, windowSeconds: 10 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => tidalError(429, 'RATE_LIMIT_EXCEEDED', 'Rate limit exceeded'),
      failure: (status) =>
        status === 503
          ? tidalError(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable')
          : tidalError(status, 'INTERNAL_SERVER_ERROR', 'Internal server error'),
    },
  );

  const app = emulatorApp(controls.router());
  app.use(
    '/authorize',
    signInRoutes({
      serviceName: 'TIDAL',
      oauth,
      users: () => library.signInUsers(),
      // OAuth 2.1: a user sign-in without PKCE (S256) is refused.
      parse: codeRequestParser(
        oauth,
        {
          responseType: 'response_type must be code',
          unknownClient: 'Unknown client_id',
          missingRedirectUri: 'Missing redirect_uri',
        },
        { requirePkce: true },
      ),
      redirect: codeRedirect,
    }),
  );
  app.post('/v1/oauth2/token', express.urlencoded({ extended: false }), tokenRoute(oauth, library));
  app.use(
    '/v2',
    jsonApiResponses,
    controls.middleware(),
    negotiate,
    express.json({ type: JSON_API }),
    authenticate(oauth),
    idempotency(),
    apiRouter(library),
  );
  app.use(
    (_req, res) =>
      void res
        .status(404)
        .type(JSON_API)
        .json(tidalError(404, 'NOT_FOUND', 'Resource not found')),
  );
  app.use(malformedBody);

  const server = await listen(app, options.port ?? 0);
  const env = {
    TIDAL_API_URL: `${server.url}/v2`,
    TIDAL_AUTH_URL: server.url,
    TIDAL_TOKEN_URL: `${server.url}/v1/oauth2/token`,
    TIDAL_CLIENT_ID: client.id,
    TIDAL_CLIENT_SECRET: client.secret,
  };
  return { service: 'tidal', url: server.url, controls, library, oauth, env, close: server.close };
}

/** API v2: the user, the catalogue and search, playlists, collections. */
function apiRouter(library: LibraryStore): Router {
  const router = Router();
  const viewer = (res: Response) => library.user(res.locals.userKey as string);
  const requireUser = (res: Response) => {
    const user = viewer(res);
    if (!user) fail(res, 403, 'FORBIDDEN', 'This endpoint needs a user token (authorization code flow)');
    return user;
  };
  const graphFor = (res: Response, country: string) => createGraph(library, country, viewer(res));
  const countryQuery = (country: string) => new URLSearchParams({ countryCode: country }).toString();

  router.get('/users/:id', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    if (req.params.id !== 'me' && req.params.id !== user.id) return notFound(res);
    res.json({ data: userResource(user, true), links: { self: req.url } });
  });

  catalogueRoutes(router, library, graphFor, countryQuery);
  searchRoutes(router, graphFor, countryQuery);
  playlistRoutes(router, library, { viewer, requireUser, graphFor, countryQuery });
  collectionRoutes(router, library, requireUser);
  return router;
}
