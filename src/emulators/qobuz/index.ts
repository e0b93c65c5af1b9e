import { emulatorOAuth } from '../kit/appOAuth.js';
import { urlencoded, type Request, type Response } from 'express';

import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { authenticationRequired, callerOf, QobuzFailure, type QobuzMethod } from './calls.js';
import { catalogueMethods } from './catalogueMethods.js';
import { libraryMethods } from './libraryMethods.js';
import { qobuzError } from './wire.js';

/** Where the API lives on the host, as on www.qobuz.com. */
export const QOBUZ_API_PATH = '/api.json/0.2';

const header = (req: Request, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' && value ? value : undefined;
};

/**
 * The Qobuz emulator: API 0.2's `object/method` calls, by GET with query parameters or by POST
 * with a form alike; the app id (`X-App-Id` or `app_id`) on every call, the listener's token
 * (`X-User-Auth-Token` or `user_auth_token`) where a library is read or changed; errors as
 * `{status, code, message}` under the same HTTP status. Sign-in is partners' business: tokens come
 * from `user/login` or straight from the OAuth server, and never refresh.
 */
export async function startQobuzEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  // Qobuz documents no expiry: a token lives until it is revoked.
  const { client, oauth } = emulatorOAuth(options, 365 * 24 * 3600);
  const view = options.catalogue.view('qobuz');
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user' ? String(1_000_000 + n) : kind === 'playlist' ? String(2_000_000 + n) : String(3_000_000_000 + n),
  );
  const controls = new EmulatorControls(
    oauth,
    {
      // Qobuz documents no rate limit; tests set one through the controls.
      rateLimit: options.rateLimit === undefined ? null : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => qobuzError(429, 'Too many requests.'),
      failure: (status) => qobuzError(status, status === 503 ? 'Service unavailable.' : 'Internal server error.'),
    },
  );
  const methods: Record<string, QobuzMethod> = {
    ...libraryMethods(library),
    ...catalogueMethods(library, oauth),
  };

  const answer = (req: Request, res: Response) => {
    const name = `${req.params.object}/${req.params.method}`;
    const params: Record<string, string> = {};
    for (const source of [req.query, req.body ?? {}])
      for (const [k, v] of Object.entries(source as Record<string, unknown>)) if (typeof v === 'string') params[k] = v;
    const fail = (failure: QobuzFailure) =>
      void res.status(failure.status).json(qobuzError(failure.status, failure.message));
    const appId = header(req, 'x-app-id') ?? params.app_id;
    if (!appId || !oauth.isClient(appId)) return fail(new QobuzFailure(400, 'Invalid or missing app_id parameter.'));
    const method = methods[name];
    if (!method) return fail(new QobuzFailure(404, `Unknown method ${name}.`));
    const token = header(req, 'x-user-auth-token') ?? params.user_auth_token ?? null;
    const { user, dead } = callerOf(oauth, library, method.ownToken ? null : token);
    // A dead token fails every call it is sent with, catalogue reads included.
    if (dead || (method.user && !user)) return fail(authenticationRequired());
    try {
      res.json(method.run({ params, appId, user, token }));
    } catch (err) {
      if (err instanceof QobuzFailure) return fail(err);
      throw err;
    }
  };

  const app = emulatorApp(controls.router());
  app.all(`${QOBUZ_API_PATH}/:object/:method`, controls.middleware(), urlencoded({ extended: false }), answer);
  app.use((_req, res) => void res.status(404).json(qobuzError(404, 'Not found.')));

  const server = await listen(app, options.port ?? 0);
  const env = {
    QOBUZ_API_URL: `${server.url}${QOBUZ_API_PATH}`,
    QOBUZ_APP_ID: client.id,
    QOBUZ_REQUESTS_PER_SECOND: '5',
  };
  return { service: 'qobuz', url: server.url, controls, library, oauth, env, close: server.close };
}
