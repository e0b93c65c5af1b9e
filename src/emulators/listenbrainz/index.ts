import { json, Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls, type RateLimitSetting } from '../kit/controls.js';
import { LibraryStore, type EmulatedUser } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import { EMULATOR_CLIENT, type EmulatorOptions, type RunningEmulator } from '../kit/types.js';
import type { Catalogue, ServiceCatalogue } from '../catalogue/types.js';
import { feedbackRoutes } from './feedback.js';
import { metadataRoutes } from './metadata.js';
import { playlistRoutes } from './playlists.js';
import { SETTINGS_PATH, settingsRoutes } from './settings.js';
import { Refusal, lbState } from './state.js';
import { derivedUuid, lbError } from './wire.js';

/**
 * A user token lives until its owner resets it on the settings page: the kit's `expire-tokens`
 * control changes nothing here, while `revoke` (the reset) still ends every token of the listener.
 */
class UserTokens extends OAuthServer {
  private revoking = false;

  override expireAccessTokens(userKey?: string): void {
    if (this.revoking) super.expireAccessTokens(userKey);
  }

  override revokeUser(userKey: string): void {
    this.revoking = true;
    try {
      super.revokeUser(userKey);
    } finally {
      this.revoking = false;
    }
  }
}

/** A hundred years: the kit's tokens need a lifetime, a user token has none. */
const TOKEN_LIFETIME_SECONDS = 100 * 365 * 24 * 3600;
/** brainzutils' defaults (production's numbers are unpublished): 50 calls a token in 10 s. */
const USUAL_LIMIT: RateLimitSetting = { limit: 50, windowSeconds: 10 };
/** The deployment's own account, whose token looks recordings up without a listener. */
const APP_ACCOUNT = 'listenbrainz-app-account';

/** ListenBrainz knows people by their MusicBrainz user name, which is the name it shows: no display name beside it. */
class ListenbrainzLibrary extends LibraryStore {
  constructor(catalogue: Catalogue, view: ServiceCatalogue) {
    // Playlists (and entries, which the API never names) get MBID-style UUIDs.
    super(catalogue, view, (kind, n) => (kind === 'user' ? `user${n}` : derivedUuid(kind, String(n))));
  }

  override user(key: string): EmulatedUser | undefined {
    const user = super.user(key);
    if (user) user.id = user.displayName;
    return user;
  }
}

/**
 * `X-RateLimit-*` on every answer, counted in the same window as the kit's limit, and its 429
 * without Retry-After (ListenBrainz sends none): the wait is `X-RateLimit-Reset-In`.
 */
function rateLimitHeaders(controls: EmulatorControls): { middleware: RequestHandler; reset(): void } {
  let window = { start: 0, count: 0 };
  const middleware: RequestHandler = (_req, res, next) => {
    const rate = controls.faults.rateLimit;
    if (rate) {
      const now = Date.now();
      const windowMs = rate.windowSeconds * 1000;
      const start = now - (now % windowMs);
      if (start !== window.start) window = { start, count: 0 };
      if (window.count < rate.limit) window.count += 1;
      const resetIn = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
      res.set({
        'X-RateLimit-Limit': String(rate.limit),
        'X-RateLimit-Remaining': String(rate.limit - window.count),
        'X-RateLimit-Reset-In': String(resetIn),
        'X-RateLimit-Reset': String(Math.ceil((start + windowMs) / 1000)),
      });
    }
    const set = res.set.bind(res) as (...args: unknown[]) => typeof res;
    res.set = ((...args: unknown[]) =>
      typeof args[0] === 'string' && args[0].toLowerCase() === 'retry-after'
        ? set('X-RateLimit-Remaining', '0')
        : set(...args)) as typeof res.set;
    next();
  };
  return { middleware, reset: () => (window = { start: 0, count: 0 }) };
}

/**
 * The ListenBrainz emulator: the API under `/1` (token check, JSPF playlists, recording feedback,
 * MusicBrainz metadata and lookup), every failure as `{code, error}`, the rate-limit headers.
 * Tokens the kit's OAuth server issues are user tokens; there is no OAuth page, as ListenBrainz has
 * none for other apps: a person copies their token from their settings page (`/settings/`).
 */
export async function startListenbrainzEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const client = options.client ?? EMULATOR_CLIENT;
  // `accessTokenTtlSeconds` is not honoured: no user token ever expires.
  const oauth = new UserTokens(TOKEN_LIFETIME_SECONDS);
  oauth.registerClient(client.id, client.secret);
  const view = options.catalogue.view('listenbrainz');
  const library = new ListenbrainzLibrary(options.catalogue, view);
  const controls = new EmulatorControls(
    oauth,
    {
      rateLimit: options.rateLimit === undefined ? USUAL_LIMIT : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => lbError(429, 'Too Many Requests'),
      failure: (status) =>
        lbError(status, status === 503 ? 'Service Unavailable' : 'An unknown error occured. Please try again later.'),
    },
  );
  const lb = lbState(options.catalogue, library, oauth);
  const appToken = oauth.issue(APP_ACCOUNT, client.id, '').accessToken;
  const headers = rateLimitHeaders(controls);

  const api = Router();
  api.use(json({ limit: '10mb' }));
  api.get('/validate-token', (req, res) => {
    const header = req.headers.authorization?.split(' ')[1];
    const token = header ?? (typeof req.query.token === 'string' ? req.query.token : '');
    if (!token) throw new Refusal(400, 'You need to provide an Authorization token.');
    const key = oauth.userFor(token);
    const name = key === APP_ACCOUNT ? APP_ACCOUNT : key ? library.user(key)?.id : undefined;
    res.json(
      name
        ? { code: 200, message: 'Token valid.', valid: true, user_name: name }
        : { code: 200, message: 'Token invalid.', valid: false },
    );
  });
  api.use('/', playlistRoutes(lb));
  api.use('/feedback', feedbackRoutes(lb));
  api.use('/metadata', metadataRoutes(lb));
  api.use((_req, res) => void res.status(404).json(lbError(404, 'The requested URL was not found on the server.')));
  const failures: ErrorRequestHandler = (err, _req, res, _next) => {
    if (err instanceof Refusal) return void res.status(err.status).json(lbError(err.status, err.message));
    // A body that is not JSON: Flask's `request.json` refuses it.
    const status = (err as { status?: number }).status;
    if (status && status < 500)
      return void res.status(status).json(lbError(status, 'Invalid JSON document submitted.'));
    res.status(500).json(lbError(500, 'An unknown error occured. Please try again later.'));
  };
  api.use(failures);

  const resetWindow: RequestHandler = (req, _res, next) => {
    if (req.method === 'POST' && req.path === '/reset') headers.reset();
    next();
  };
  const app = emulatorApp(resetWindow, controls.router());
  app.use('/1', headers.middleware, controls.middleware(), api);
  app.use(SETTINGS_PATH, settingsRoutes({ oauth, clientId: client.id, users: () => library.signInUsers() }));
  app.use((_req, res) => void res.status(404).json(lbError(404, 'The requested URL was not found on the server.')));

  const server = await listen(app, options.port ?? 0);
  const env = {
    LISTENBRAINZ_API_URL: server.url,
    LISTENBRAINZ_APP_TOKEN: appToken,
    LISTENBRAINZ_SITE_URL: server.url,
    LISTENBRAINZ_REQUESTS_PER_SECOND: '10',
    LISTENBRAINZ_REQUESTS_PER_USER_PER_SECOND: '4',
  };
  return { service: 'listenbrainz', url: server.url, controls, library, oauth, env, close: server.close };
}
