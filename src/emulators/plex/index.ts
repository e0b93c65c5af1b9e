import { Router, type RequestHandler } from 'express';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { libraryRoutes, type LibrarySource } from './libraryRoutes.js';
import { playlistRoutes } from './playlistRoutes.js';
import { plexTvRoutes, tokenOf } from './plexTv.js';
import { failure, tvErrors } from './wire.js';

/**
 * Plex's tokens last until the person signs the device out: nothing expires them. The kit's
 * `expire-tokens` control therefore changes nothing here, while `revoke` (the person signing the
 * device out of their account) still ends every token of theirs.
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

/** A hundred years: the kit's tokens need a lifetime, a Plex token has none. */
const TOKEN_LIFETIME_SECONDS = 100 * 365 * 24 * 3600;

/**
 * The Plex emulator, one process for all of it: plex.tv's PIN sign-in, account and devices list,
 * the web app's `/auth` page, and every seeded user's own Plex Media Server on this same address
 * (the token a call carries says whose). Its users are the shared catalogue's, each with the seeded
 * library; five-star ratings are their liked tracks, saved albums and followed artists.
 */
export async function startPlexEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  // `accessTokenTtlSeconds` is not honoured: no Plex token expires.
  const oauth = new DeviceTokens(TOKEN_LIFETIME_SECONDS);
  const view = options.catalogue.view('plex');
  // ratingKeys, playlistItemIDs and account ids are integers, written as strings.
  const library = new LibraryStore(options.catalogue, view, (_kind, n) => String(n));
  const ratings = new Map<string, Map<string, number>>();
  const controls = new EmulatorControls(
    oauth,
    {
      // A server has no rate limit of its own; tests set one through the controls.
      rateLimit: options.rateLimit === undefined ? null : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => tvErrors(1015, 'Too many requests', 429),
      failure: (status) => tvErrors(status, status === 503 ? 'Service Unavailable' : 'Internal Server Error', status),
    },
  );

  const source: LibrarySource = {
    library,
    readerOf: (res) => {
      const user = res.locals.user;
      if (!ratings.has(user.key)) ratings.set(user.key, new Map());
      return { user, view, ratings: ratings.get(user.key)! };
    },
  };
  // A server's calls carry a live token of the user whose server it is; a bare 401 page otherwise.
  const authenticate: RequestHandler = (req, res, next) => {
    const user = library.user(oauth.userFor(tokenOf(req)) ?? '');
    if (!user) return failure(res, 401, 'Unauthorized');
    res.locals.user = user;
    next();
  };
  // `/identity` answers anyone: the person's token, where sent, says which server this is.
  const identify: RequestHandler = (req, res, next) => {
    const user = library.user(oauth.userFor(tokenOf(req)) ?? '');
    if (user) res.locals.user = user;
    next();
  };

  let url = '';
  const server = Router();
  libraryRoutes(server, source);
  playlistRoutes(server, source);

  const app = emulatorApp(controls.router());
  app.use(plexTvRoutes({ oauth, library, url: () => url }));
  app.use(controls.middleware());
  app.use((req, res, next) => (req.path === '/identity' ? identify : authenticate)(req, res, next));
  app.use(server);
  app.use((_req, res) => failure(res, 404, 'Not Found'));

  const listening = await listen(app, options.port ?? 0);
  url = listening.url;
  const env = {
    PLEX_TV_URL: url,
    PLEX_APP_URL: url,
    // The server listens on 127.0.0.1: a process given this environment may call it.
    PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'true',
    PLEX_REQUESTS_PER_SECOND: '50',
  };
  return { service: 'plex', url, controls, library, oauth, env, close: listening.close };
}
