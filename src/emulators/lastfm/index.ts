import { Router, urlencoded, type Request, type RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { emulatorApp, listen } from '../kit/server.js';
import { EMULATOR_CLIENT, type EmulatorOptions, type RunningEmulator } from '../kit/types.js';
import { LastfmCatalogue } from './catalogue.js';
import { fail, lastfmMethods, type Answer, type Method } from './methods.js';
import { lastfmError } from './wire.js';

/**
 * Last.fm's session keys have no lifetime: nothing expires them, only the listener's revoking
 * the app ends them. The kit's `expire-tokens` control therefore changes nothing here, while
 * `revoke` still ends every key of the listener.
 */
class SessionKeys extends OAuthServer {
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

/** A hundred years: the kit's tokens need a lifetime, a session key has none. */
const SESSION_KEY_LIFETIME_SECONDS = 100 * 365 * 24 * 3600;

/** Last.fm's error 29 names no wait: the Retry-After the kit adds to a 429 is taken back off. */
const noRetryAfter: RequestHandler = (_req, res, next) => {
  const set = res.set.bind(res) as (...args: unknown[]) => typeof res;
  res.set = ((...args: unknown[]) =>
    typeof args[0] === 'string' && args[0].toLowerCase() === 'retry-after' ? res : set(...args)) as typeof res.set;
  next();
};

/** Last.fm's `api_sig`, checked on our side with our own reading of its rule. */
function signatureOf(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'format' && k !== 'callback' && k !== 'api_sig')
    .sort()
    .map((k) => k + params[k])
    .join('');
  return createHash('md5')
    .update(text + secret, 'utf8')
    .digest('hex');
}

/**
 * The Last.fm emulator: the web-auth page (`/api/auth/?api_key=…&cb=…`, back to `cb` with
 * `&token=`) and the one API endpoint `/2.0/`, whose `method` parameter picks the method; calls
 * checked for their API key, signature and session key as Last.fm checks them, errors as
 * `{"error", "message"}` with Last.fm's own statuses.
 */
export async function startLastfmEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const client = options.client ?? EMULATOR_CLIENT;
  const apps = new Map([[client.id, client.secret]]);
  // `accessTokenTtlSeconds` is not honoured: no Last.fm session key ever expires.
  const oauth = new SessionKeys(SESSION_KEY_LIFETIME_SECONDS);
  oauth.registerClient(client.id, client.secret);
  const view = options.catalogue.view('lastfm');
  // The user name is a listener's id on Last.fm.
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user' ? `listener${n}` : `${kind}${n}`,
  );
  const controls = new EmulatorControls(
    oauth,
    {
      // No published limit; keys making several calls per second continuously get suspended.
      rateLimit: options.rateLimit === undefined ? { limit: 25, windowSeconds: 5 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => lastfmError(29, 'Rate Limit Exceeded - Your IP has made too many requests in a short period'),
      failure: (status) =>
        status === 503
          ? lastfmError(11, 'Service Offline - This service is temporarily offline. Try again later.')
          : lastfmError(16, 'There was a temporary error processing your request. Please try again'),
    },
  );
  const methods = lastfmMethods({
    library,
    catalogue: new LastfmCatalogue(options.catalogue, view),
    oauth,
    users: () => options.catalogue.users.map((u) => library.user(u.key)!),
  });

  const app = emulatorApp(controls.router());
  app.use(
    '/api/auth',
    signInRoutes({
      serviceName: 'Last.fm',
      oauth,
      users: () => library.signInUsers(),
      parse: (q) => {
        if (!q.api_key || !apps.has(q.api_key)) return 'Invalid API key';
        if (!q.cb) return 'This application has no callback URL';
        // Last.fm asks for no scopes and carries no state: whatever the app needs rides in `cb`.
        return { clientId: q.api_key, redirectUri: q.cb, state: null, scope: '', codeChallenge: null };
      },
      redirect: (params, outcome) => {
        const back = new URL(params.redirectUri);
        if ('code' in outcome) back.searchParams.set('token', outcome.code);
        return back.toString();
      },
    }),
  );
  app.use('/2.0', noRetryAfter, controls.middleware(), apiRouter(methods, apps, oauth, library));
  app.use(
    (_req, res) =>
      void res.status(404).json(lastfmError(3, 'Invalid Method - No method with that name in this package')),
  );

  const server = await listen(app, options.port ?? 0);
  const env = {
    LASTFM_API_URL: `${server.url}/2.0/`,
    LASTFM_AUTH_URL: `${server.url}/api/auth/`,
    LASTFM_API_KEY: client.id,
    LASTFM_SHARED_SECRET: client.secret,
    LASTFM_REQUESTS_PER_SECOND: '4',
  };
  return { service: 'lastfm', url: server.url, controls, library, oauth, env, close: server.close };
}

function apiRouter(
  methods: Map<string, Method>,
  apps: Map<string, string>,
  oauth: OAuthServer,
  library: LibraryStore,
): Router {
  const router = Router();
  const paramsOf = (req: Request): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const source of [req.query, req.body ?? {}])
      for (const [k, v] of Object.entries(source as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
    return out;
  };

  const answer = (req: Request): Answer => {
    const params = paramsOf(req);
    if ((params.format ?? '').toLowerCase() !== 'json')
      return fail(5, "Invalid format - This service doesn't exist in that format", 400);
    const secret = params.api_key ? apps.get(params.api_key) : undefined;
    if (secret === undefined) return fail(10, 'Invalid API key - You must be granted a valid key by last.fm', 403);
    const method = methods.get((params.method ?? '').toLowerCase());
    if (!method || (method.write && req.method !== 'POST'))
      return fail(3, 'Invalid Method - No method with that name in this package', 400);
    const signs = method.signed || params.sk !== undefined || params.api_sig !== undefined;
    if (signs && (params.api_sig ?? '').toLowerCase() !== signatureOf(params, secret))
      return fail(13, 'Invalid method signature supplied', 403);
    if (method.session && !params.sk)
      return fail(6, 'Invalid parameters - Your request is missing the [sk] parameter', 400);
    let user;
    if (params.sk !== undefined) {
      const key = oauth.userFor(params.sk);
      user = key ? library.user(key) : undefined;
      if (!user) return fail(9, 'Invalid session key - Please re-authenticate', 403);
    }
    return method.run({ params, user, apiKey: params.api_key! });
  };

  router.all('/', urlencoded({ extended: false }), (req, res) => {
    const { status, body } = answer(req);
    res.status(status).json(body);
  });
  return router;
}
