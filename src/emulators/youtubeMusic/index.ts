import { emulatorOAuth } from '../kit/appOAuth.js';
import express, { Router, type Request, type Response } from 'express';
import { OAuthServer, codeRedirect, codeRequestParser } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore, type EmulatedPlaylist, type EmulatedUser } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { Random } from '../catalogue/random.js';
import {
  DailyQuota,
  EMULATOR_API_KEY,
  EMULATOR_DAILY_QUOTA,
  PARTS,
  SERVED_PARTS,
  channelObject,
  channelSearchResult,
  googleError,
  listOf,
  offsetOf,
  playlistItemObject,
  playlistObject,
  subscriptionId,
  subscriptionObject,
  videoObject,
  videoSearchResult,
  type ChannelRef,
  type ResourceType,
} from './wire.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const COST = { read: 1, search: 100, write: 50 };

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
  app.use(
    '/o/oauth2/v2/auth',
    signInRoutes({
      serviceName: 'YouTube Music',
      oauth,
      users: () => library.signInUsers(),
      parse: codeRequestParser(oauth, {
        responseType: 'invalid_request: response_type',
        unknownClient: 'invalid_client: The OAuth client was not found.',
        missingRedirectUri: 'invalid_request: redirect_uri',
      }),
      redirect: codeRedirect,
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
  const fail = (
    res: Response,
    code: number,
    reason: string,
    message: string,
    domain?: string,
    where?: { location: string; locationType: string },
  ) => void res.status(code).json(googleError(code, reason, message, domain, where));

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
  const parts = (req: Request, res: Response, type: ResourceType): string[] | undefined => {
    const list = [
      ...new Set(
        String(req.query.part ?? '')
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    ];
    const where = { location: 'part', locationType: 'parameter' };
    if (list.length === 0) return void fail(res, 400, 'required', 'Required parameter: part', 'global', where);
    const unknown = list.find((p) => !(PARTS[type] as readonly string[]).includes(p));
    if (unknown) return void fail(res, 400, 'unknownPart', `'${unknown}'`, 'youtube.part', where);
    const unserved = list.find((p) => !SERVED_PARTS[type].includes(p));
    if (unserved)
      return void fail(res, 501, 'notImplemented', `The emulator does not build the '${unserved}' part.`, 'global');
    return list;
  };
  const page = (req: Request, res: Response, min = 0) => {
    const size = req.query.maxResults === undefined ? 5 : Number(req.query.maxResults);
    if (!Number.isInteger(size) || size < min || size > 50)
      return void fail(
        res,
        400,
        'invalidValue',
        `Invalid value for parameter 'maxResults'. Values must be within the range: [${min}, 50]`,
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
  const channelOf = (user: EmulatedUser): ChannelRef => ({ id: user.id, name: user.displayName });
  const ownerOf = (playlist: EmulatedPlaylist): ChannelRef => {
    const owner = library.user(playlist.ownerKey);
    return owner ? channelOf(owner) : { id: '', name: '' };
  };
  const cover = (playlist: EmulatedPlaylist) => view.track(playlist.entries[0]?.trackId ?? '')?.imageUrl ?? null;
  const idList = (value: unknown) =>
    String(value ?? '')
      .split(',')
      .filter(Boolean);

  router.get('/channels', spend(COST.read), (req, res) => {
    const p = parts(req, res, 'channel');
    const at = p && page(req, res);
    if (!p || !at) return;
    let found: Parameters<typeof channelObject>[0][];
    let country: string | undefined;
    if (req.query.mine === 'true') {
      const user = listener(res);
      if (!user) return;
      found = [{ ...channelOf(user), followers: 0, imageUrl: null }];
      country = user.country;
    } else {
      found = idList(req.query.id)
        .map((id) => view.artist(id))
        .filter((a) => a !== undefined);
    }
    res.json(
      listOf(
        'youtube#channelListResponse',
        found.slice(at.offset, at.offset + at.size).map((a) => channelObject(a, p, country)),
        found.length,
        at.offset,
        at.size,
      ),
    );
  });

  router.get('/playlists', spend(COST.read), (req, res) => {
    const p = parts(req, res, 'playlist');
    const at = p && page(req, res);
    if (!p || !at) return;
    const user = res.locals.user as EmulatedUser | undefined;
    // Someone else's private playlist is left out of the answer, as if it did not exist.
    const all =
      req.query.mine === 'true'
        ? listener(res)
          ? library.userPlaylists(user!)
          : undefined
        : idList(req.query.id)
            .map((id) => library.playlist(id))
            .filter((x): x is EmulatedPlaylist => x !== undefined && visible(x, user));
    if (!all) return;
    res.json(
      listOf(
        'youtube#playlistListResponse',
        all.slice(at.offset, at.offset + at.size).map((pl) => playlistObject(pl, ownerOf(pl), p, cover(pl))),
        all.length,
        at.offset,
        at.size,
      ),
    );
  });
  router.post('/playlists', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'playlist');
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
    res.json(playlistObject(playlist, channelOf(user), p));
  });
  router.put('/playlists', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'playlist');
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
    library.touch(playlist);
    res.json(playlistObject(playlist, channelOf(user), p, cover(playlist)));
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
    const p = parts(req, res, 'playlistItem');
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
    const owner = ownerOf(playlist);
    const entries = playlist.entries.slice(at.offset, at.offset + at.size);
    res.json(
      listOf(
        'youtube#playlistItemListResponse',
        entries.map((e, i) => playlistItemObject(playlist, e, at.offset + i, view.track(e.trackId), owner, p)),
        playlist.entries.length,
        at.offset,
        at.size,
      ),
    );
  });
  router.post('/playlistItems', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'playlistItem');
    if (!user || !p) return;
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
    res.json(
      playlistItemObject(playlist, entry, playlist.entries.indexOf(entry), view.track(videoId), channelOf(user), p),
    );
  });
  // playlistItems.update: moves an entry to `snippet.position` (0-based, counted once it is moved;
  // without a position it stays where it is). The refusals are those of the method's reference
  // page; a resource other than the entry's own video is refused as an invalid snippet (an entry's
  // video cannot be changed). The answer is the entry, as an insert's is.
  router.put('/playlistItems', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'playlistItem');
    if (!user || !p) return;
    const body = req.body as {
      id?: unknown;
      snippet?: { playlistId?: unknown; resourceId?: { kind?: unknown; videoId?: unknown }; position?: unknown };
    };
    if (typeof body?.id !== 'string' || !body.id)
      return fail(
        res,
        400,
        'playlistItemIdRequired',
        'The playlist item resource specified in the request must use the <code>id</code> property to identify the playlist item that is being updated.',
      );
    const snippet = body.snippet;
    if (!snippet || typeof snippet !== 'object')
      return fail(res, 400, 'invalidSnippet', 'The request does not specify a valid <code>snippet</code> property.');
    if (typeof snippet.playlistId !== 'string' || !snippet.playlistId)
      return fail(
        res,
        400,
        'playlistIdRequired',
        'The request does not specify a value for the required <code>playlistId</code> property.',
      );
    const resourceId = snippet.resourceId;
    if (resourceId?.kind !== 'youtube#video' || typeof resourceId.videoId !== 'string' || !resourceId.videoId)
      return fail(
        res,
        400,
        'invalidResourceType',
        'The <code>type</code> specified for the resource ID is not supported for this operation. The resource ID identifies the item being added to the playlist – e.g. <code>youtube#video</code>.',
      );
    const playlist = library.playlist(snippet.playlistId);
    if (!playlist)
      return fail(
        res,
        404,
        'playlistNotFound',
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      );
    if (playlist.ownerKey !== user.key)
      return fail(
        res,
        403,
        'playlistItemsNotAccessible',
        'The request is not properly authorized to update the specified playlist item.',
      );
    const entry = playlist.entries.find((e) => e.entryId === body.id);
    if (!entry)
      return fail(
        res,
        404,
        'playlistItemNotFound',
        "The playlist item identified with the request's <code>id</code> property cannot be found.",
      );
    if (resourceId.videoId !== entry.trackId)
      return fail(res, 400, 'invalidSnippet', 'The request does not specify a valid <code>snippet</code> property.');
    const position = snippet.position;
    if (
      position !== undefined &&
      (typeof position !== 'number' ||
        !Number.isInteger(position) ||
        position < 0 ||
        position >= playlist.entries.length)
    )
      return fail(
        res,
        400,
        'invalidPlaylistItemPosition',
        "The request attempts to set the playlist item's position to an invalid or unsupported value. Check the value of the <code>position</code> property in the resource's <code>snippet</code>.",
      );
    // The entry goes before the one that is to follow it once moved; the write counts either way.
    const others = playlist.entries.filter((e) => e !== entry);
    const next = position === undefined ? playlist.entries[playlist.entries.indexOf(entry) + 1] : others[position];
    library.moveEntries(playlist, [entry.entryId], next?.entryId ?? null);
    res.json(
      playlistItemObject(
        playlist,
        entry,
        playlist.entries.indexOf(entry),
        view.track(entry.trackId),
        channelOf(user),
        p,
      ),
    );
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
    const p = parts(req, res, 'video');
    if (!p) return;
    if (req.query.id !== undefined) {
      // The discovery document: maxResults and pageToken are "not supported for use in conjunction
      // with the id parameter". No recording shows what Google answers then; the emulator refuses
      // on purpose, with Google's reason for parameters that do not go together, so that an adapter
      // sending them fails here rather than depending on the service letting it pass.
      const extra = ['maxResults', 'pageToken'].find((name) => req.query[name] !== undefined);
      if (extra)
        return fail(
          res,
          400,
          'incompatibleParameters',
          `The request specifies two or more parameters that cannot be used in the same request: ${extra} is not supported for use in conjunction with the id parameter.`,
          'youtube.parameter',
          { location: extra, locationType: 'parameter' },
        );
      const wanted = idList(req.query.id);
      if (wanted.length > 50) return fail(res, 400, 'invalidValue', 'Too many ids');
      const found = wanted.map((id) => view.track(id)).filter((t) => t !== undefined);
      return void res.json(
        listOf(
          'youtube#videoListResponse',
          found.map((t) => videoObject(t, p)),
          found.length,
          0,
          found.length,
        ),
      );
    }
    if (req.query.myRating === 'like' || req.query.myRating === 'dislike') {
      const user = listener(res);
      // videos.list takes maxResults from 1 (every other list from 0).
      const at = user && page(req, res, 1);
      if (!user || !at) return;
      // Dislikes are not kept: nothing here ever dislikes a video.
      const rated = req.query.myRating === 'like' ? user.liked : [];
      return void res.json(
        listOf(
          'youtube#videoListResponse',
          rated.slice(at.offset, at.offset + at.size).map((s) => videoObject(view.track(s.id)!, p)),
          rated.length,
          at.offset,
          at.size,
        ),
      );
    }
    if (req.query.chart !== undefined) return fail(res, 501, 'notImplemented', 'The emulator has no charts.', 'global');
    fail(
      res,
      400,
      'missingRequiredParameter',
      'No filter selected. Expected one of: myRating, id, chart',
      'youtube.parameter',
      { location: 'parameters.', locationType: 'other' },
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
    const p = user && parts(req, res, 'subscription');
    const at = p && page(req, res);
    if (!user || !p || !at) return;
    const forChannel = idList(req.query.forChannelId);
    const all = forChannel.length ? user.artists.filter((s) => forChannel.includes(s.id)) : user.artists;
    res.json(
      listOf(
        'youtube#subscriptionListResponse',
        all
          .slice(at.offset, at.offset + at.size)
          .map((s) => subscriptionObject(channelOf(user), s, view.artist(s.id), p)),
        all.length,
        at.offset,
        at.size,
      ),
    );
  });
  router.post('/subscriptions', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'subscription');
    if (!user || !p) return;
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
    const saved = user.artists.find((s) => s.id === channelId)!;
    res.json(subscriptionObject(channelOf(user), saved, view.artist(channelId), p));
  });
  router.delete('/subscriptions', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const id = String(req.query.id ?? '');
    const channelId = id.split('.').pop() ?? '';
    if (id !== subscriptionId(user.id, channelId) || !user.artists.some((s) => s.id === channelId))
      return fail(res, 404, 'subscriptionNotFound', 'The subscription that you are trying to delete cannot be found.');
    library.unsave(user.artists, [channelId]);
    res.status(204).end();
  });

  router.get('/search', spend(COST.search), (req, res) => {
    const p = parts(req, res, 'searchResult');
    const at = p && page(req, res);
    if (!p || !at) return;
    const q = String(req.query.q ?? '');
    const type = String(req.query.type ?? 'video');
    // The answer names the region the results were chosen for: the one asked for, else the caller's.
    const regionCode = String(req.query.regionCode ?? (res.locals.user as EmulatedUser | undefined)?.country ?? 'US');
    const found =
      type === 'channel'
        ? (() => {
            const artists = view.searchArtists({ text: q }, at.offset, at.size);
            return { items: artists.items.map((a) => channelSearchResult(a, p)), total: artists.total };
          })()
        : (() => {
            const tracks = view.searchTracks({ text: q }, at.offset, at.size);
            return { items: tracks.items.map((t) => videoSearchResult(t, p)), total: tracks.total };
          })();
    res.json(listOf('youtube#searchListResponse', found.items, found.total, at.offset, at.size, { regionCode }));
  });
  return router;
}
