import express, { Router, type ErrorRequestHandler } from 'express';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { authenticate, authenticateByName } from './auth.js';
import { favouriteRoutes } from './favouriteRoutes.js';
import { itemRoutes } from './itemRoutes.js';
import { playlistRoutes } from './playlistRoutes.js';
import { guid, problem } from './wire.js';

/**
 * Jellyfin's tokens last until the device signs out: nothing expires them. The kit's
 * `expire-tokens` control therefore changes nothing here, while `revoke` (the listener signing the
 * device out) still ends every token of theirs.
 */
class DeviceTokens extends OAuthServer {
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

/** A hundred years: the kit's tokens need a lifetime, a Jellyfin token has none. */
const TOKEN_LIFETIME_SECONDS = 100 * 365 * 24 * 3600;

/** ASP.NET reads JSON sent as any of these. */
const JSON_TYPES = ['application/json', 'text/json', 'application/*+json'];

const malformedBody: ErrorRequestHandler = (err, _req, res, next) => {
  if ((err as { type?: string }).type === 'entity.parse.failed')
    return void res.status(400).json(problem(400, 'Bad Request', 'The request body is not JSON.'));
  next(err);
};

/**
 * The Jellyfin emulator: one person's server at its root, as people name it on our form. Sign-in
 * by name and password (`/Users/AuthenticateByName`) answers a token that the `Authorization:
 * MediaBrowser …, Token="…"` header carries on every later call; items queried with offset paging,
 * favourites as user data, playlists with entry ids; bare 401s, ProblemDetails for 400, 403 and 404.
 * Its users are the shared catalogue's, each with the seeded library.
 */
export async function startJellyfinEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  // `accessTokenTtlSeconds` is not honoured: no Jellyfin token expires.
  const oauth = new DeviceTokens(TOKEN_LIFETIME_SECONDS);
  const view = options.catalogue.view('jellyfin');
  const seed = options.catalogue.seed;
  const serverId = guid('server', seed);
  const library = new LibraryStore(options.catalogue, view, (kind, n) => guid(kind, seed, n));
  const controls = new EmulatorControls(
    oauth,
    {
      // Jellyfin has no rate limit of its own; tests set one through the controls.
      rateLimit: options.rateLimit === undefined ? null : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => problem(429, 'Too Many Requests'),
      failure: (status) => problem(status, status === 503 ? 'Service Unavailable' : 'Internal Server Error'),
    },
  );

  const api = Router();
  itemRoutes(api, { library, serverId });
  playlistRoutes(api, library, serverId);
  favouriteRoutes(api, library);

  const app = emulatorApp(controls.router());
  app.use(controls.middleware(), express.json({ type: JSON_TYPES }));
  app.get(
    '/System/Info/Public',
    (_req, res) =>
      void res.json({
        LocalAddress: '',
        ServerName: 'Emulated Jellyfin',
        Version: '10.9.11',
        ProductName: 'Jellyfin Server',
        Id: serverId,
        StartupWizardCompleted: true,
      }),
  );
  app.post('/Users/AuthenticateByName', authenticateByName(oauth, library, serverId));
  app.use(authenticate(oauth, library), api);
  app.use((_req, res) => void res.status(404).end());
  app.use(malformedBody);

  const server = await listen(app, options.port ?? 0);
  const env = {
    // Our form suggests the emulator, so that a sign-in that keeps what is filled in reaches it.
    JELLYFIN_SERVER: server.url,
    // The emulator listens on 127.0.0.1: a process given this environment may call it.
    PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'true',
    JELLYFIN_REQUESTS_PER_SECOND: '50',
  };
  return { service: 'jellyfin', url: server.url, controls, library, oauth, env, close: server.close };
}
