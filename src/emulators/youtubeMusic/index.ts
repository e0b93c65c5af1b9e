import express, { Router, type Request, type Response } from 'express';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore, type EmulatedPlaylist, type EmulatedUser } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { listen } from '../kit/server.js';
import { EMULATOR_CLIENT, type EmulatorOptions, type RunningEmulator } from '../kit/types.js';
import { Random } from '../catalogue/random.js';
import {
  DailyQuota,
  EMULATOR_API_KEY,
  EMULATOR_DAILY_QUOTA,
  channelObject,
  googleError,
  listOf,
  offsetOf,
  playlistItemObject,
  playlistObject,
  videoObject,
} from './wire.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const COST = { read: 1, search: 100, write: 50 };

export type RunningYoutubeMusicEmulator = RunningEmulator & {
  quota: { used(): number; setDaily(units: number): void; setUsed(units: number): void };
};

/**
 * The YouTube emulator: Google's OAuth (`/o/oauth2/v2/auth`, `/token`) and the Data API v3 under
 * `/youtube/v3`, with `part` selection, `maxResults` up to 50 and opaque page tokens, Google's
 * error document, one video per playlist insert, ratings for likes, subscriptions for followed
 * channels, and the daily quota in units (403 quotaExceeded when spent).
 */
export async function startYoutubeMusicEmulator(
  options: EmulatorOptions & { dailyQuotaUnits?: number },
): Promise<RunningYoutubeMusicEmulator> {
  const client = options.client ?? EMULATOR_CLIENT;
  const oauth = new OAuthServer(options.accessTokenTtlSeconds ?? 3599);
  oauth.registerClient(client.id, client.secret);
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
      rateLimited: () =>
        googleError(
          429,
          'rateLimitExceeded',
          'The request cannot be completed because you have exceeded your quota.',
          'youtube.quota',
        ),
      failure: (status) => googleError(status, 'backendError', 'Backend Error', 'global'),
    },
  );
  const initialDaily = options.dailyQuotaUnits ?? EMULATOR_DAILY_QUOTA;
  const quota = new DailyQuota(initialDaily);

  const app = express();
  app.disable('x-powered-by');
  app.use('/__emulator', quotaControls(quota, initialDaily), controls.router());
  app.use(
    '/o/oauth2/v2/auth',
    signInRoutes({
      serviceName: 'YouTube Music',
      oauth,
      users: () => library.signInUsers(),
      parse: (q) => {
        if (q.response_type !== 'code') return 'invalid_request: response_type';
        if (!q.client_id || !oauth.isClient(q.client_id)) return 'invalid_client: The OAuth client was not found.';
        if (!q.redirect_uri) return 'invalid_request: redirect_uri';
        return {
          clientId: q.client_id,
          redirectUri: q.redirect_uri,
          state: q.state ?? null,
          scope: q.scope ?? '',
          codeChallenge: q.code_challenge ?? null,
        };
      },
      redirect: (params, outcome) => {
        const url = new URL(params.redirectUri);
        if ('code' in outcome) url.searchParams.set('code', outcome.code);
        else url.searchParams.set('error', 'access_denied');
        if (params.state) url.searchParams.set('state', params.state);
        return url.toString();
      },
    }),
  );
  app.post('/token', express.urlencoded({ extended: false }), (req, res) => {
    const form = req.body as Record<string, string>;
    if (!oauth.checkClient(form.client_id ?? '', form.client_secret ?? ''))
      return void res.status(401).json({ error: 'invalid_client', error_description: 'Unauthorized' });
    if (form.grant_type === 'authorization_code') {
      const issued = oauth.exchange(
        form.code ?? '',
        form.client_id,
        form.redirect_uri ?? null,
        form.code_verifier ?? null,
      );
      if (typeof issued === 'string')
        return void res.status(400).json({ error: 'invalid_grant', error_description: 'Bad Request' });
      return void res.json({
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        refresh_token: issued.refreshToken,
        scope: issued.scope,
        token_type: 'Bearer',
      });
    }
    if (form.grant_type === 'refresh_token') {
      const issued = oauth.useRefreshToken(form.refresh_token ?? '', form.client_id);
      if (!issued)
        return void res
          .status(400)
          .json({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      // Google keeps the refresh token: the answer has a new access token only.
      return void res.json({
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        scope: issued.scope,
        token_type: 'Bearer',
      });
    }
    res.status(400).json({ error: 'unsupported_grant_type' });
  });

  const spend =
    (units: number): express.RequestHandler =>
    (_req, res, next) => {
      if (!quota.spend(units))
        return void res
          .status(403)
          .json(
            googleError(
              403,
              'quotaExceeded',
              'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
              'youtube.quota',
            ),
          );
      next();
    };
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

/**
 * `/__emulator/quota`: read the day's units, or set the daily quota and the units spent (to see a
 * quota run out without spending it); `/__emulator/reset` also gives the day's quota back.
 */
function quotaControls(quota: DailyQuota, initialDaily: number): Router {
  const router = Router();
  const units = (value: unknown) => value === undefined || (Number.isInteger(value) && (value as number) >= 0);
  router.get('/quota', (_req, res) => void res.json(quota.state()));
  router.post('/quota', express.json(), (req, res) => {
    const body = (req.body ?? {}) as { daily?: number; used?: number };
    if (!units(body.daily) || !units(body.used))
      return void res.status(400).json({ error: 'daily and used are whole numbers of units' });
    quota.set(body);
    res.json(quota.state());
  });
  router.post('/reset', (_req, _res, next) => {
    quota.set({ daily: initialDaily, used: 0 });
    next();
  });
  return router;
}

function apiRouter(
  oauth: OAuthServer,
  library: LibraryStore,
  spend: (units: number) => express.RequestHandler,
): Router {
  const router = Router();
  const view = library.view;
  const fail = (res: Response, code: number, reason: string, message: string) =>
    void res.status(code).json(googleError(code, reason, message));

  // A listener's bearer token, or the project's API key for public reads.
  router.use((req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const key = oauth.userFor(token);
    if (key) {
      res.locals.user = library.user(key);
      return next();
    }
    if (!token && req.method === 'GET' && req.query.key === EMULATOR_API_KEY) return next();
    res.status(401).json(googleError(401, 'authError', 'Request had invalid authentication credentials.', 'global'));
  });

  const listener = (res: Response): EmulatedUser | undefined => {
    const user = res.locals.user as EmulatedUser | undefined;
    if (!user) fail(res, 401, 'authError', 'Login Required.');
    return user;
  };
  const parts = (req: Request, res: Response): string[] | undefined => {
    const list = String(req.query.part ?? '')
      .split(',')
      .filter(Boolean);
    if (list.length === 0) return void fail(res, 400, 'required', 'Required parameter: part');
    return list;
  };
  const page = (req: Request, res: Response) => {
    const size = req.query.maxResults === undefined ? 5 : Number(req.query.maxResults);
    if (!Number.isInteger(size) || size < 0 || size > 50)
      return void fail(
        res,
        400,
        'invalidValue',
        "Invalid value for parameter 'maxResults'. Values must be within the range: [0, 50]",
      );
    const offset = offsetOf(req.query.pageToken);
    if (offset === null) return void fail(res, 400, 'invalidPageToken', 'The request specifies an invalid page token.');
    return { size, offset };
  };
  const own = (res: Response, user: EmulatedUser, playlistId: string) => {
    const playlist = library.playlist(playlistId);
    if (!playlist)
      return void fail(
        res,
        404,
        'playlistNotFound',
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      );
    if (playlist.ownerKey !== user.key)
      return void fail(
        res,
        403,
        'playlistOperationUnsupported',
        'The request is not properly authorized to modify this playlist.',
      );
    return playlist;
  };
  const visible = (playlist: EmulatedPlaylist, user: EmulatedUser | undefined) =>
    playlist.isPublic || playlist.ownerKey === user?.key;
  const channelOf = (user: EmulatedUser) => ({ id: user.id, name: user.displayName, followers: 0, imageUrl: null });

  router.get('/channels', spend(COST.read), (req, res) => {
    const p = parts(req, res);
    if (!p) return;
    if (req.query.mine === 'true') {
      const user = listener(res);
      if (user)
        res.json(listOf('youtube#channelListResponse', [channelObject(channelOf(user), p, user.country)], 1, 0, 1));
      return;
    }
    const found = String(req.query.id ?? '')
      .split(',')
      .filter(Boolean)
      .map((id) => view.artist(id))
      .filter((a) => a !== undefined);
    res.json(
      listOf(
        'youtube#channelListResponse',
        found.map((a) => channelObject(a, p)),
        found.length,
        0,
        found.length,
      ),
    );
  });

  router.get('/playlists', spend(COST.read), (req, res) => {
    const p = parts(req, res);
    const at = p && page(req, res);
    if (!p || !at) return;
    const user = res.locals.user as EmulatedUser | undefined;
    // Someone else's private playlist is left out of the answer, as if it did not exist.
    const all =
      req.query.mine === 'true'
        ? listener(res)
          ? library.userPlaylists(user!)
          : undefined
        : String(req.query.id ?? '')
            .split(',')
            .map((id) => library.playlist(id))
            .filter((x): x is EmulatedPlaylist => x !== undefined && visible(x, user));
    if (!all) return;
    const channelId = (ownerKey: string) => library.user(ownerKey)?.id ?? '';
    res.json(
      listOf(
        'youtube#playlistListResponse',
        all.slice(at.offset, at.offset + at.size).map((pl) => playlistObject(pl, channelId(pl.ownerKey), p)),
        all.length,
        at.offset,
        at.size,
      ),
    );
  });
  router.post('/playlists', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res);
    if (!user || !p) return;
    const body = req.body as {
      snippet?: { title?: string; description?: string };
      status?: { privacyStatus?: string };
    };
    if (!body?.snippet?.title)
      return fail(res, 400, 'playlistTitleRequired', 'The request must specify a playlist title.');
    const playlist = library.createPlaylist(user, {
      name: body.snippet.title,
      description: body.snippet.description,
      isPublic: body.status?.privacyStatus === 'public',
    });
    res.json(playlistObject(playlist, user.id, [...p, 'snippet']));
  });
  router.put('/playlists', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res);
    if (!user || !p) return;
    const body = req.body as {
      id?: string;
      snippet?: { title?: string; description?: string };
      status?: { privacyStatus?: string };
    };
    const playlist = own(res, user, String(body?.id ?? ''));
    if (!playlist) return;
    if (!body.snippet?.title)
      return fail(res, 400, 'playlistTitleRequired', 'The request must specify a playlist title.');
    playlist.name = body.snippet.title;
    playlist.description = body.snippet.description ?? '';
    if (body.status?.privacyStatus) playlist.isPublic = body.status.privacyStatus === 'public';
    playlist.version += 1;
    res.json(playlistObject(playlist, user.id, p));
  });
  router.delete('/playlists', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const playlist = own(res, user, String(req.query.id ?? ''));
    if (!playlist) return;
    library.deletePlaylist(user, playlist.id);
    res.status(204).end();
  });

  router.get('/playlistItems', spend(COST.read), (req, res) => {
    const p = parts(req, res);
    const at = p && page(req, res);
    if (!p || !at) return;
    const playlist = library.playlist(String(req.query.playlistId ?? ''));
    if (!playlist)
      return fail(
        res,
        404,
        'playlistNotFound',
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      );
    if (!visible(playlist, res.locals.user as EmulatedUser | undefined))
      return fail(
        res,
        403,
        'playlistItemsNotAccessible',
        'The request is not properly authorized to retrieve the specified playlist.',
      );
    const ownerChannel = library.user(playlist.ownerKey)?.id ?? '';
    const entries = playlist.entries.slice(at.offset, at.offset + at.size);
    res.json(
      listOf(
        'youtube#playlistItemListResponse',
        entries.map((e, i) => playlistItemObject(playlist, e, at.offset + i, view.track(e.trackId), ownerChannel)),
        playlist.entries.length,
        at.offset,
        at.size,
      ),
    );
  });
  router.post('/playlistItems', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const body = req.body as {
      snippet?: { playlistId?: string; resourceId?: { videoId?: string }; position?: number };
    };
    const playlist = own(res, user, String(body?.snippet?.playlistId ?? ''));
    if (!playlist) return;
    const videoId = String(body.snippet?.resourceId?.videoId ?? '');
    if (!view.track(videoId)) return fail(res, 404, 'videoNotFound', 'Video not found.');
    if (playlist.entries.length >= 5_000)
      return fail(
        res,
        403,
        'playlistContainsMaximumNumberOfVideos',
        'The playlist already contains the maximum allowed number of items.',
      );
    const [entry] = library.addEntries(playlist, [videoId], body.snippet?.position);
    res.json(playlistItemObject(playlist, entry, playlist.entries.indexOf(entry), view.track(videoId), user.id));
  });
  router.delete('/playlistItems', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const entryId = String(req.query.id ?? '');
    const playlist = library.userPlaylists(user).find((pl) => pl.entries.some((e) => e.entryId === entryId));
    if (!playlist) return fail(res, 404, 'playlistItemNotFound', 'Playlist item not found.');
    library.removeEntries(playlist, [{ entryId }]);
    res.status(204).end();
  });

  router.get('/videos', spend(COST.read), (req, res) => {
    const p = parts(req, res);
    if (!p) return;
    if (req.query.myRating === 'like') {
      const user = listener(res);
      const at = user && page(req, res);
      if (!user || !at) return;
      return void res.json(
        listOf(
          'youtube#videoListResponse',
          user.liked.slice(at.offset, at.offset + at.size).map((s) => videoObject(view.track(s.id)!, p)),
          user.liked.length,
          at.offset,
          at.size,
        ),
      );
    }
    const wanted = String(req.query.id ?? '')
      .split(',')
      .filter(Boolean);
    if (wanted.length > 50) return fail(res, 400, 'invalidValue', 'Too many ids');
    const found = wanted.map((id) => view.track(id)).filter((t) => t !== undefined);
    res.json(
      listOf(
        'youtube#videoListResponse',
        found.map((t) => videoObject(t, p)),
        found.length,
        0,
        found.length,
      ),
    );
  });
  router.post('/videos/rate', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const id = String(req.query.id ?? '');
    if (!view.track(id)) return fail(res, 404, 'videoNotFound', 'Video not found.');
    if (req.query.rating === 'like') library.save(user.liked, [id]);
    else if (req.query.rating === 'none' || req.query.rating === 'dislike') library.unsave(user.liked, [id]);
    else
      return fail(
        res,
        400,
        'invalidRating',
        'The request contained an unexpected value for the <code>rating</code> parameter.',
      );
    res.status(204).end();
  });

  router.get('/subscriptions', spend(COST.read), (req, res) => {
    const user = listener(res);
    const at = user && page(req, res);
    if (!user || !at) return;
    const forChannel = String(req.query.forChannelId ?? '')
      .split(',')
      .filter(Boolean);
    const all = forChannel.length ? user.artists.filter((s) => forChannel.includes(s.id)) : user.artists;
    const items = all.slice(at.offset, at.offset + at.size).map((s) => {
      const channel = view.artist(s.id);
      return {
        kind: 'youtube#subscription',
        id: `sub${user.id}.${s.id}`,
        snippet: {
          publishedAt: s.addedAt,
          title: channel?.name ?? '',
          resourceId: { kind: 'youtube#channel', channelId: s.id },
          channelId: user.id,
          thumbnails: {},
        },
      };
    });
    res.json(listOf('youtube#subscriptionListResponse', items, all.length, at.offset, at.size));
  });
  router.post('/subscriptions', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const channelId = String(
      (req.body as { snippet?: { resourceId?: { channelId?: string } } })?.snippet?.resourceId?.channelId ?? '',
    );
    if (!view.artist(channelId))
      return fail(
        res,
        404,
        'publisherNotFound',
        "The resource identified by the request's <code>resourceId</code> property cannot be found.",
      );
    if (user.artists.some((s) => s.id === channelId))
      return fail(res, 400, 'subscriptionDuplicate', 'The subscription that you are trying to create already exists.');
    library.save(user.artists, [channelId]);
    res.json({ kind: 'youtube#subscription', id: `sub${user.id}.${channelId}` });
  });
  router.delete('/subscriptions', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const channelId =
      String(req.query.id ?? '')
        .split('.')
        .pop() ?? '';
    if (!user.artists.some((s) => s.id === channelId))
      return fail(res, 404, 'subscriptionNotFound', 'The subscription that you are trying to delete cannot be found.');
    library.unsave(user.artists, [channelId]);
    res.status(204).end();
  });

  router.get('/search', spend(COST.search), (req, res) => {
    const p = parts(req, res);
    const at = p && page(req, res);
    if (!p || !at) return;
    const q = String(req.query.q ?? '');
    const type = String(req.query.type ?? 'video');
    if (type === 'channel') {
      const found = view.searchArtists({ text: q }, at.offset, at.size);
      return void res.json({
        ...listOf(
          'youtube#searchListResponse',
          found.items.map((a) => ({
            kind: 'youtube#searchResult',
            id: { kind: 'youtube#channel', channelId: a.id },
            snippet: { title: a.name, channelId: a.id, thumbnails: {} },
          })),
          found.total,
          at.offset,
          at.size,
        ),
        regionCode: 'US',
      });
    }
    const found = view.searchTracks({ text: q }, at.offset, at.size);
    res.json({
      ...listOf(
        'youtube#searchListResponse',
        found.items.map((t) => ({
          kind: 'youtube#searchResult',
          id: { kind: 'youtube#video', videoId: t.id },
          snippet: videoObject(t, ['snippet']).snippet,
        })),
        found.total,
        at.offset,
        at.size,
      ),
      regionCode: 'US',
    });
  });
  return router;
}
