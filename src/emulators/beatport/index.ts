import { emulatorOAuth } from '../kit/appOAuth.js';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { authorizeRoutes, tokenRoute } from './auth.js';
import { catalogueRoutes } from './catalogueRoutes.js';
import { myRoutes } from './myRoutes.js';
import { BeatportWire } from './wire.js';

/** Beatport's access tokens live ten hours. */
const ACCESS_TOKEN_SECONDS = 36_000;
const ID_BASE = { user: 7_000_000, playlist: 3_000_000, entry: 50_000_000 } as const;

/** Django REST's throttling answer (Beatport publishes no limits; this is its framework's wording). */
export function throttled(seconds: number) {
  return { detail: `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.` };
}

/** Django's APPEND_SLASH: every path ends with a slash, and one without is sent there (301). */
const appendSlash: RequestHandler = (req, res, next) => {
  if (req.path.endsWith('/')) return next();
  const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  res.redirect(301, `${req.baseUrl}${req.path}/${query}`);
};

/** Bearer tokens of django-oauth-toolkit: without a live one, Django REST's 401. */
function bearer(oauth: OAuthServer): RequestHandler {
  return (req, res, next) => {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const userKey = oauth.userFor(token);
    if (!userKey)
      return void res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="api"')
        .json({ detail: 'Authentication credentials were not provided.' });
    res.locals.userKey = userKey;
    next();
  };
}

const malformedJson: ErrorRequestHandler = (err, _req, res, next) => {
  if ((err as { type?: string }).type !== 'entity.parse.failed') return next(err);
  res.status(400).json({ detail: `JSON parse error - ${(err as Error).message}` });
};

/**
 * The Beatport API v4 emulator: its OAuth server under `/v4/auth/o/`, the catalogue and "My
 * Beatport" under `/v4`, Django REST's pages and error bodies, and 301 for a path without its slash.
 */
export async function startBeatportEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { client, oauth } = emulatorOAuth(options, ACCESS_TOKEN_SECONDS);
  const view = options.catalogue.view('beatport');
  const library = new LibraryStore(options.catalogue, view, (kind, n) => String(ID_BASE[kind] + n));
  const controls = new EmulatorControls(
    oauth,
    {
      // Beatport states no limit: 300 calls a minute stands in for it.
      rateLimit: options.rateLimit === undefined ? { limit: 300, windowSeconds: 60 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    { rateLimited: throttled, failure: () => ({ detail: 'A server error occurred.' }) },
  );

  // Links name the host the request came to, so one renderer per host serves every request.
  const wires = new Map<string, BeatportWire>();
  const wire = (req: Request) => {
    const base = `${req.protocol}://${req.get('host')}/v4`;
    let found = wires.get(base);
    if (!found) wires.set(base, (found = new BeatportWire(base, view, options.catalogue)));
    return found;
  };

  const app = emulatorApp(controls.router());
  app.use('/v4', appendSlash);
  app.use('/v4/auth/o/authorize', authorizeRoutes(oauth, library));
  app.post('/v4/auth/o/token/', ...tokenRoute(oauth));
  app.use(
    '/v4',
    controls.middleware(),
    bearer(oauth),
    express.json(),
    catalogueRoutes(options.catalogue, wire, (res) => library.user(String(res.locals.userKey))?.country ?? null),
    myRoutes(library, wire),
  );
  app.use(malformedJson);
  app.use((_req, res) => void res.status(404).json({ detail: 'Not found.' }));

  const server = await listen(app, options.port ?? 0);
  const env = {
    BEATPORT_API_URL: `${server.url}/v4`,
    BEATPORT_CLIENT_ID: client.id,
    BEATPORT_CLIENT_SECRET: client.secret,
    // Under the 300 calls a minute the emulator allows.
    BEATPORT_REQUESTS_PER_SECOND: '4',
  };
  return { service: 'beatport', url: server.url, controls, library, oauth, env, close: server.close };
}
