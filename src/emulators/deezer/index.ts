import { emulatorOAuth } from '../kit/appOAuth.js';
import { Router, type Request, type Response } from 'express';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore, type EmulatedUser, type PlaylistEntry, type Saved } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import {
  albumListItem,
  albumObject,
  artistListItem,
  artistObject,
  deezerError,
  favouriteTrackItem,
  list,
  listChecksum,
  pictures,
  playlistChecksum,
  playlistListItem,
  playlistObject,
  trackListItem,
  trackObject,
} from './wire.js';

const PAGE_DEFAULT = 25;
const PAGE_MAX = 100;

/**
 * The Deezer emulator: the connect host (`/oauth/auth.php`, `/oauth/access_token.php`) and the API
 * with its quirks: the token in the `access_token` query parameter, errors with HTTP 200, index
 * paging, bare `true` answers to writes, and 50 requests per 5 seconds.
 */
export async function startDeezerEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  // With offline_access a Deezer token does not expire: refresh tokens do not exist.
  const { client, oauth } = emulatorOAuth(options, 365 * 24 * 3600);
  const view = options.catalogue.view('deezer');
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user' ? String(5_000_000 + n) : kind === 'playlist' ? String(10_000_000_000 + n) : `e${n}`,
  );
  const controls = new EmulatorControls(
    oauth,
    {
      rateLimit: options.rateLimit === undefined ? { limit: 50, windowSeconds: 5 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      // Deezer reports its quota in a 200 body (code 4), with no Retry-After.
      rateLimited: () => deezerError('Exception', 'Quota limit exceeded', 4),
      rateLimitedStatus: 200,
      failure: () => deezerError('Exception', 'The service is busy', 700),
    },
  );

  const app = emulatorApp(controls.router());
  app.use(
    '/oauth/auth.php',
    signInRoutes({
      serviceName: 'Deezer',
      oauth,
      users: () => library.signInUsers(),
      parse: (q) => {
        if (!q.app_id || !oauth.isClient(q.app_id)) return 'Invalid app_id';
        if (!q.redirect_uri) return 'Missing redirect_uri';
        return {
          clientId: q.app_id,
          redirectUri: q.redirect_uri,
          state: q.state ?? null,
          scope: q.perms ?? '',
          codeChallenge: null,
        };
      },
      redirect: (params, outcome) => {
        const url = new URL(params.redirectUri);
        if ('code' in outcome) url.searchParams.set('code', outcome.code);
        else url.searchParams.set('error_reason', 'user_denied');
        if (params.state) url.searchParams.set('state', params.state);
        return url.toString();
      },
    }),
  );
  app.get('/oauth/access_token.php', (req, res) => {
    const q = req.query as Record<string, string>;
    if (!q.app_id || !oauth.checkClient(q.app_id, q.secret ?? ''))
      return void res.type('text').send('wrong app_id or secret');
    const issued = oauth.exchange(q.code ?? '', q.app_id, null, null);
    if (typeof issued === 'string') return void res.type('text').send('wrong code');
    if (q.output === 'json') return void res.json({ access_token: issued.accessToken, expires: 0 });
    res.type('text').send(`access_token=${issued.accessToken}&expires=0`);
  });
  app.use(controls.middleware(), apiRouter(oauth, library));
  app.use((_req, res) => void res.status(404).json({ error: 'Not Found' }));

  const server = await listen(app, options.port ?? 0);
  // The budget matches the quota of 50 calls per 5 s.
  const env = {
    DEEZER_API_URL: server.url,
    DEEZER_CONNECT_URL: server.url,
    DEEZER_APP_ID: client.id,
    DEEZER_APP_SECRET: client.secret,
    DEEZER_REQUESTS_PER_SECOND: '9',
  };
  return { service: 'deezer', url: server.url, controls, library, oauth, env, close: server.close };
}

function apiRouter(oauth: OAuthServer, library: LibraryStore): Router {
  const router = Router();
  const view = library.view;
  const fail = (res: Response, type: string, message: string, code: number) =>
    void res.json(deezerError(type, message, code));
  const fullUrl = (req: Request) => new URL(`${req.protocol}://${req.get('host')}${req.originalUrl}`);

  /** The signed-in user, or the OAuth error Deezer gives (HTTP 200). */
  const user = (req: Request, res: Response): EmulatedUser | undefined => {
    const token = typeof req.query.access_token === 'string' ? req.query.access_token : undefined;
    const key = oauth.userFor(token);
    const found = key ? library.user(key) : undefined;
    if (!found)
      fail(
        res,
        'OAuthException',
        token
          ? 'Invalid OAuth access token.'
          : 'An active access token must be used to query information about the current user.',
        300,
      );
    return found;
  };
  const paging = (req: Request) => ({
    index: Math.max(0, Number(req.query.index ?? 0) || 0),
    limit: Math.min(PAGE_MAX, Math.max(1, Number(req.query.limit ?? PAGE_DEFAULT) || PAGE_DEFAULT)),
  });
  const optionalUser = (req: Request) => {
    const key = oauth.userFor(typeof req.query.access_token === 'string' ? req.query.access_token : undefined);
    return key ? library.user(key) : undefined;
  };

  router.get('/user/me', (req, res) => {
    const me = user(req, res);
    if (!me) return;
    const [firstname, ...rest] = me.displayName.split(' ');
    res.json({
      id: Number(me.id),
      name: me.displayName,
      lastname: rest.join(' '),
      firstname,
      email: me.email,
      status: 0,
      birthday: '0000-00-00',
      inscription_date: '2020-01-01',
      gender: '',
      link: `https://www.deezer.com/profile/${me.id}`,
      // A seeded listener has set a picture of their own.
      ...pictures('user', me.id, `user:${me.id}`),
      country: me.country,
      lang: 'en',
      is_kid: false,
      explicit_content_level: 'explicit_display',
      explicit_content_levels_available: ['explicit_display', 'explicit_no_recommendation', 'explicit_hide'],
      tracklist: `https://api.deezer.com/user/${me.id}/flow`,
      type: 'user',
    });
  });

  router.get('/user/me/playlists', (req, res) => {
    const me = user(req, res);
    if (!me) return;
    const { index, limit } = paging(req);
    const all = library.userPlaylists(me);
    res.json(
      list(
        all.slice(index, index + limit).map((p) => playlistListItem(p, library.user(p.ownerKey)!)),
        all.length,
        index,
        limit,
        fullUrl(req),
        listChecksum(all.map((p) => `${p.id}:${p.version}`)),
      ),
    );
  });
  router.post('/user/me/playlists', (req, res) => {
    const me = user(req, res);
    if (!me) return;
    const title = String(req.query.title ?? '');
    if (!title) return fail(res, 'MissingParameterException', 'Missing parameters: title', 501);
    res.json({ id: Number(library.createPlaylist(me, { name: title, isPublic: true }).id) });
  });

  const playlistFor = (req: Request, res: Response, mustOwn: boolean) => {
    const me = user(req, res);
    if (!me) return undefined;
    const playlist = library.playlist(String(req.params.id));
    if (!playlist) return void fail(res, 'DataException', 'no data', 800);
    if (mustOwn && playlist.ownerKey !== me.key)
      return void fail(res, 'OAuthException', 'You must be the owner of this playlist', 200);
    return { me, playlist };
  };
  router.get('/playlist/:id', (req, res) => {
    const found = playlistFor(req, res, false);
    if (found) res.json(playlistObject(found.playlist, library.user(found.playlist.ownerKey)!, view, found.me.country));
  });
  router.post('/playlist/:id', (req, res) => {
    const found = playlistFor(req, res, true);
    if (!found) return;
    const q = req.query as Record<string, string>;
    if (q.title !== undefined) found.playlist.name = q.title;
    if (q.description !== undefined) found.playlist.description = q.description;
    if (q.public !== undefined) found.playlist.isPublic = q.public === 'true';
    library.touch(found.playlist);
    res.json(true);
  });
  router.delete('/playlist/:id', (req, res) => {
    const found = playlistFor(req, res, false);
    if (!found) return;
    library.deletePlaylist(found.me, found.playlist.id);
    res.json(true);
  });
  router.get('/playlist/:id/tracks', (req, res) => {
    const found = playlistFor(req, res, false);
    if (!found) return;
    const { index, limit } = paging(req);
    const entries = found.playlist.entries.slice(index, index + limit);
    res.json(
      list(
        entries.map((e) => trackListItem(view.track(e.trackId)!, view, found.me.country, e.addedAt)),
        found.playlist.entries.length,
        index,
        limit,
        fullUrl(req),
        playlistChecksum(found.playlist),
      ),
    );
  });
  const songs = (req: Request) =>
    String(req.query.songs ?? '')
      .split(',')
      .filter(Boolean);
  router.post('/playlist/:id/tracks', (req, res) => {
    const found = playlistFor(req, res, true);
    if (!found) return;
    // `order` (and no `songs`) puts the playlist's tracks in that order: every one of them, each
    // once (a playlist holds a track only once), else the parameter is wrong. Answers `true`.
    if (req.query.order !== undefined && req.query.songs === undefined) {
      const order = String(req.query.order).split(',').filter(Boolean);
      if (order.length === 0) return fail(res, 'MissingParameterException', 'Missing parameters: order', 501);
      const byTrack = new Map(found.playlist.entries.map((e) => [e.trackId, e]));
      const entries = order.map((id) => byTrack.get(id));
      if (entries.some((e) => !e) || !library.setOrder(found.playlist, entries as PlaylistEntry[]))
        return fail(res, 'ParameterException', 'Wrong parameter', 500);
      return void res.json(true);
    }
    const ids = songs(req);
    if (ids.length === 0) return fail(res, 'MissingParameterException', 'Missing parameters: songs', 501);
    if (ids.some((id) => !view.track(id))) return fail(res, 'DataException', 'no data', 800);
    // Deezer refuses a song already in the playlist.
    if (ids.some((id) => found.playlist.entries.some((e) => e.trackId === id)))
      return fail(res, 'Exception', 'This song already exists in this playlist', 801);
    if (found.playlist.entries.length + ids.length > 10_000) return fail(res, 'Exception', 'Items limit exceeded', 100);
    library.addEntries(found.playlist, ids);
    res.json(true);
  });
  router.delete('/playlist/:id/tracks', (req, res) => {
    const found = playlistFor(req, res, true);
    if (!found) return;
    library.removeEntries(
      found.playlist,
      songs(req).map((trackId) => ({ trackId })),
    );
    res.json(true);
  });

  const favourites = (
    kind: 'liked' | 'albums' | 'artists',
    param: 'track_id' | 'album_id' | 'artist_id',
    present: (s: Saved, me: EmulatedUser) => unknown,
  ) => {
    const path = kind === 'liked' ? '/user/me/tracks' : `/user/me/${kind}`;
    router.get(path, (req, res) => {
      const me = user(req, res);
      if (!me) return;
      const { index, limit } = paging(req);
      res.json(
        list(
          me[kind].slice(index, index + limit).map((s) => present(s, me)),
          me[kind].length,
          index,
          limit,
          fullUrl(req),
          listChecksum(me[kind].map((saved) => saved.id)),
        ),
      );
    });
    const exists = (id: string) =>
      kind === 'liked' ? view.track(id) : kind === 'albums' ? view.album(id) : view.artist(id);
    router.post(path, (req, res) => {
      const me = user(req, res);
      if (!me) return;
      const id = String(req.query[param] ?? '');
      if (!id || !exists(id)) return fail(res, 'DataException', 'no data', 800);
      library.save(me[kind], [id]);
      res.json(true);
    });
    router.delete(path, (req, res) => {
      const me = user(req, res);
      if (!me) return;
      library.unsave(me[kind], [String(req.query[param] ?? '')]);
      res.json(true);
    });
  };
  favourites('liked', 'track_id', (s, me) => favouriteTrackItem(view.track(s.id)!, view, me.country, s.addedAt));
  favourites('albums', 'album_id', (s) => ({
    ...albumListItem(view.album(s.id)!),
    time_add: Math.floor(Date.parse(s.addedAt) / 1000),
  }));
  favourites('artists', 'artist_id', (s) => ({
    ...artistListItem(view.artist(s.id)!),
    time_add: Math.floor(Date.parse(s.addedAt) / 1000),
  }));

  router.get('/track/:id', (req, res) => {
    const id = String(req.params.id);
    const country = optionalUser(req)?.country ?? null;
    if (id.startsWith('isrc:')) {
      const [track] = view.tracksByIsrc(id.slice(5));
      return track ? void res.json(trackObject(track, view, country)) : fail(res, 'DataException', 'no data', 800);
    }
    const track = view.track(id);
    if (!track) return fail(res, 'DataException', 'no data', 800);
    res.json(trackObject(track, view, country));
  });
  router.get('/album/:id', (req, res) => {
    const album = view.album(String(req.params.id));
    if (!album) return fail(res, 'DataException', 'no data', 800);
    res.json(albumObject(album, view, optionalUser(req)?.country ?? null));
  });
  router.get('/artist/:id', (req, res) => {
    const artist = view.artist(String(req.params.id));
    if (!artist) return fail(res, 'DataException', 'no data', 800);
    res.json(artistObject(artist));
  });

  const search = (kind: 'track' | 'album' | 'artist') => (req: Request, res: Response) => {
    const q = String(req.query.q ?? '');
    if (!q) return fail(res, 'MissingParameterException', 'Missing parameters: q', 501);
    const { index, limit } = paging(req);
    const query = parseQuery(q);
    const country = optionalUser(req)?.country ?? null;
    if (kind === 'track') {
      const found = view.searchTracks(query, index, limit);
      return void res.json(
        list(
          found.items.map((t) => trackListItem(t, view, country)),
          found.total,
          index,
          limit,
          fullUrl(req),
        ),
      );
    }
    if (kind === 'album') {
      const found = view.searchAlbums(query, index, limit);
      return void res.json(list(found.items.map(albumListItem), found.total, index, limit, fullUrl(req)));
    }
    const found = view.searchArtists(query, index, limit);
    res.json(
      list(
        found.items.map((a) => artistListItem(a)),
        found.total,
        index,
        limit,
        fullUrl(req),
      ),
    );
  };
  router.get('/search', search('track'));
  router.get('/search/track', search('track'));
  router.get('/search/album', search('album'));
  router.get('/search/artist', search('artist'));
  return router;
}

/** Deezer's advanced search: free words plus `artist:"…"`, `track:"…"`, `album:"…"`. */
export function parseQuery(q: string): { text?: string; track?: string; artist?: string; album?: string } {
  const out: Record<string, string> = {};
  const rest = q.replace(
    /\b(track|artist|album):("([^"]*)"|\S+)/g,
    (_m, field: string, raw: string, quoted?: string) => {
      out[field] = quoted ?? raw;
      return ' ';
    },
  );
  if (rest.trim()) out.text = rest.trim();
  return out;
}
