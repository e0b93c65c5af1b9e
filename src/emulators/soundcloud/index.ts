import { emulatorOAuth } from '../kit/appOAuth.js';
import express from 'express';
import { codeRedirect, codeRequestParser } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { tokenRoute } from './oauth.js';
import { authenticate, notFound, unparsableBody } from './http.js';
import { apiRoutes } from './routes.js';
import { withUploads } from './uploads.js';
import { rateLimitBody, scError } from './wire.js';
import { SoundCloudWorld } from './world.js';

/** Listeners and their playlists get ids of their own, apart from the catalogue's and the uploaders'. */
const FIRST_LISTENER_ID = 2_600_000_000;
const FIRST_PLAYLIST_ID = 2_700_000_000;

/**
 * The SoundCloud emulator: the auth host (`/authorize`, PKCE required; `/oauth/token`, single-use
 * refresh tokens) and the public API at the root, on one origin. The catalogue is the seeded one
 * as SoundCloud shows it, official uploads from the artists' own accounts beside other users'
 * covers, bootlegs, DJ sets and re-uploads. A 429 carries the rate-limit body and no Retry-After.
 */
export async function startSoundCloudEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { client, oauth } = emulatorOAuth(options, 3599);
  const catalogue = withUploads(options.catalogue, options.catalogue.view('soundcloud'));
  const library = new LibraryStore(options.catalogue, catalogue, (kind, n) =>
    kind === 'user' ? String(FIRST_LISTENER_ID + n) : kind === 'playlist' ? String(FIRST_PLAYLIST_ID + n) : `e${n}`,
  );
  const rateLimit = options.rateLimit === undefined ? { limit: 50, windowSeconds: 1 } : options.rateLimit;
  const controls: EmulatorControls = new EmulatorControls(
    oauth,
    { rateLimit, isUser: (key) => Boolean(library.user(key)) },
    {
      rateLimited: (retryAfter: number): unknown => {
        const setting = controls.faults.rateLimit ?? { limit: 0, windowSeconds: retryAfter };
        return rateLimitBody(setting.limit, setting.windowSeconds, retryAfter);
      },
      failure: (status) => scError(status, status === 503 ? 'Service Unavailable' : 'Internal Server Error'),
    },
  );
  const world = new SoundCloudWorld(library, catalogue, options.catalogue);

  const app = emulatorApp(controls.router());
  app.use(
    '/authorize',
    signInRoutes({
      serviceName: 'SoundCloud',
      oauth,
      users: () => library.signInUsers(),
      // OAuth 2.1: SoundCloud refuses a sign-in without a PKCE challenge.
      parse: codeRequestParser(
        oauth,
        {
          responseType: 'response_type must be code',
          unknownClient: 'invalid_client: unknown client_id',
          missingRedirectUri: 'redirect_uri is required',
        },
        { requirePkce: true },
      ),
      redirect: codeRedirect,
    }),
  );
  app.post('/oauth/token', express.urlencoded({ extended: false }), tokenRoute(oauth));
  app.use(
    withoutRetryAfter,
    controls.middleware(),
    authenticate(oauth),
    express.json({ type: () => true }),
    unparsableBody,
    apiRoutes(world),
  );
  app.use((_req, res) => notFound(res));

  const server = await listen(app, options.port ?? 0);
  const env = {
    SOUNDCLOUD_API_URL: server.url,
    SOUNDCLOUD_AUTH_URL: server.url,
    SOUNDCLOUD_CLIENT_ID: client.id,
    SOUNDCLOUD_CLIENT_SECRET: client.secret,
  };
  return { service: 'soundcloud', url: server.url, controls, library, oauth, env, close: server.close };
}

/** SoundCloud says when its limit resets in the 429 body only: the header the kit adds goes. */
const withoutRetryAfter: express.RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
  res.writeHead = ((...args: unknown[]) => {
    res.removeHeader('Retry-After');
    return writeHead(...args);
  }) as typeof res.writeHead;
  next();
};
