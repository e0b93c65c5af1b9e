import { emulatorOAuth } from '../kit/appOAuth.js';
import express, { Router } from 'express';
import type { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { Random } from '../catalogue/random.js';
import { apiRequests, authenticate, EMULATOR_API_KEY } from './apiRequests.js';
import { channelRoutes } from './channelRoutes.js';
import { DailyQuota, EMULATOR_DAILY_QUOTA, quotaControls, spender, type Spend } from './dailyQuota.js';
import { googleError } from './googleError.js';
import { authorizeRoutes, tokenRoute } from './oauthRoutes.js';
import { playlistRoutes } from './playlistRoutes.js';
import { searchRoutes } from './searchRoutes.js';
import { videoRoutes } from './videoRoutes.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export type RunningYoutubeMusicEmulator = RunningEmulator & {
  quota: { used(): number; setDaily(units: number): void; setUsed(units: number): void };
};

/**
 * The YouTube emulator: Google's OAuth (`/o/oauth2/v2/auth`, `/token`) and the Data API v3 under
 * `/youtube/v3`, with `part` selection (only the parts asked for; an unknown part is a 400),
 * `maxResults` up to 50 and opaque page tokens, search titles HTML-escaped, Google's error
 * document, one video per playlist insert, ratings for likes, subscriptions for followed channels,
 * the daily quota in units (403 quotaExceeded when spent) and a per-user rate limit (403
 * userRateLimitExceeded).
 */
export async function startYoutubeMusicEmulator(
  options: EmulatorOptions & { dailyQuotaUnits?: number },
): Promise<RunningYoutubeMusicEmulator> {
  const { client, oauth } = emulatorOAuth(options, 3599);
  const view = options.catalogue.view('youtubeMusic');
  const ids = new Random(options.catalogue.seed + 31);
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user'
      ? `UC${ids.chars(LETTERS, 22)}`
      : kind === 'playlist'
        ? `PL${ids.chars(LETTERS, 32)}`
        : `UEx${ids.chars(LETTERS, 20)}${n}`,
  );
  const controls = new EmulatorControls(
    oauth,
    {
      rateLimit: options.rateLimit === undefined ? { limit: 100, windowSeconds: 1 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      // Google answers a per-user rate limit with 403 userRateLimitExceeded in the usageLimits
      // domain and no Retry-After; 429 is not how the YouTube Data API says it, and quotaExceeded
      // (youtube.quota) is kept for the daily quota alone, which does not come back within seconds.
      rateLimited: () => googleError(403, 'userRateLimitExceeded', 'User Rate Limit Exceeded', 'usageLimits'),
      rateLimitedStatus: 403,
      failure: (status) => googleError(status, 'backendError', 'Backend Error', 'global'),
    },
  );
  const initialDaily = options.dailyQuotaUnits ?? EMULATOR_DAILY_QUOTA;
  const quota = new DailyQuota(initialDaily);

  const app = emulatorApp(quotaControls(quota, initialDaily), controls.router());
  app.use('/o/oauth2/v2/auth', authorizeRoutes(oauth, library));
  app.post('/token', tokenRoute(oauth));

  const spend = spender(quota);
  app.use('/youtube/v3', controls.middleware(), express.json(), apiRouter(oauth, library, spend));
  app.use((_req, res) => void res.status(404).json(googleError(404, 'notFound', 'Not Found', 'global')));

  const server = await listen(app, options.port ?? 0);
  const env = {
    YOUTUBE_API_URL: server.url,
    YOUTUBE_AUTH_URL: server.url,
    YOUTUBE_TOKEN_URL: `${server.url}/token`,
    YOUTUBE_CLIENT_ID: client.id,
    YOUTUBE_CLIENT_SECRET: client.secret,
    YOUTUBE_API_KEY: EMULATOR_API_KEY,
    YOUTUBE_DAILY_QUOTA_UNITS: String(initialDaily),
  };
  return {
    service: 'youtubeMusic',
    url: server.url,
    controls,
    library,
    oauth,
    env,
    quota: {
      used: () => quota.used(),
      setDaily: (units) => quota.set({ daily: units }),
      setUsed: (units) => quota.set({ used: units }),
    },
    close: server.close,
  };
}

function apiRouter(oauth: OAuthServer, library: LibraryStore, spend: Spend): Router {
  const router = Router();
  const requests = apiRequests(library);
  router.use(authenticate(oauth, library));
  router.use(
    channelRoutes(library, spend, requests),
    playlistRoutes(library, spend, requests),
    videoRoutes(library, spend, requests),
    searchRoutes(library, spend, requests),
  );
  return router;
}
