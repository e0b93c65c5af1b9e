import { emulatorOAuth } from '../kit/appOAuth.js';
import express, { Router, type Request, type Response } from 'express';
import { OAuthServer, codeRedirect, codeRequestParser } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore, type EmulatedUser } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { Random } from '../catalogue/random.js';
import { paging, snapshotId, spotifyError, SpotifyWire } from './wire.js';
import { parseFields, selectFields } from './fields.js';
import { tokenRoute } from './token.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The Spotify emulator: the accounts host (`/authorize`, `/api/token`) and the Web API under `/v1`,
 * with Spotify's page limits, paging objects, error body and a rolling rate limit.
 */
export async function startSpotifyEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { client, oauth } = emulatorOAuth(options, 3600);
  const view = options.catalogue.view('spotify');
  const ids = new Random(options.catalogue.seed + 17);
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user' ? `listener${n}` : kind === 'playlist' ? ids.chars(BASE62, 22) : `e${n}`,
  );
  const controls = new EmulatorControls(
    oauth,
    {
      rateLimit: options.rateLimit === undefined ? { limit: 180, windowSeconds: 30 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => spotifyError(429, 'API rate limit exceeded'),
      failure: (status) => spotifyError(status, 'Server error'),
    },
  );

  const app = emulatorApp(controls.router());
  app.use(
    '/authorize',
    signInRoutes({
      serviceName: 'Spotify',
      oauth,
      users: () => library.signInUsers(),
      parse: codeRequestParser(oauth, {
        responseType: 'response_type must be code',
        unknownClient: 'INVALID_CLIENT: Invalid client',
        missingRedirectUri: 'INVALID_CLIENT: Invalid redirect URI',
      }),
      redirect: codeRedirect,
    }),
  );
  app.post('/api/token', express.urlencoded({ extended: false }), tokenRoute(oauth));
  app.use('/v1', controls.middleware(), express.json(), apiRouter(oauth, library));
  app.use((_req, res) => void res.status(404).json(spotifyError(404, 'Service not found')));

  const server = await listen(app, options.port ?? 0);
  // The budget stays under the usual limit of 180 calls per 30 s.
  const env = {
    SPOTIFY_API_URL: `${server.url}/v1`,
    SPOTIFY_ACCOUNTS_URL: server.url,
    SPOTIFY_CLIENT_ID: client.id,
    SPOTIFY_CLIENT_SECRET: client.secret,
    SPOTIFY_REQUESTS_PER_SECOND: '6',
  };
  return { service: 'spotify', url: server.url, controls, library, oauth, env, close: server.close };
}

function apiRouter(oauth: OAuthServer, library: LibraryStore): Router {
  const router = Router();
  const view = library.view;

  // Every API call needs a bearer token: a user's, or the app's client-credentials token.
  router.use((req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const userKey = oauth.userFor(token);
    if (!userKey)
      return void res.status(401).json(spotifyError(401, token ? 'The access token expired' : 'No token provided'));
    res.locals.userKey = userKey;
    next();
  });

  const me = (res: Response): EmulatedUser | null => library.user(res.locals.userKey as string) ?? null;
  const requireUser = (res: Response): EmulatedUser | undefined => {
    const user = me(res);
    if (!user) res.status(403).json(spotifyError(403, 'This request requires user authentication.'));
    return user ?? undefined;
  };
  const limits = (req: Request, max: number, fallback = 20): { offset: number; limit: number } | string => {
    const limit = req.query.limit === undefined ? fallback : Number(req.query.limit);
    const offset = req.query.offset === undefined ? 0 : Number(req.query.offset);
    if (!Number.isInteger(limit) || limit < 1 || limit > max) return `Invalid limit`;
    if (!Number.isInteger(offset) || offset < 0) return 'Invalid offset';
    return { offset, limit };
  };
  const fullUrl = (req: Request) => new URL(`${req.protocol}://${req.get('host')}${req.originalUrl}`);
  /** The country a read is for: `market=XX`, or `from_token` for the listener's own. */
  const market = (req: Request): string | null => {
    const asked = req.query.market;
    if (asked === 'from_token') return me(req.res!)?.country ?? null;
    return typeof asked === 'string' && /^[A-Z]{2}$/.test(asked) ? asked : null;
  };
  const wire = (req: Request) => new SpotifyWire(`${req.protocol}://${req.get('host')}/v1`, view);
  /** Answers the body, cut down to `fields` where the operation takes it. */
  const answer = (req: Request, res: Response, body: unknown) => {
    if (typeof req.query.fields !== 'string' || req.query.fields === '') return void res.json(body);
    const selection = parseFields(req.query.fields);
    if (!selection) return void res.status(400).json(spotifyError(400, 'Invalid fields parameter'));
    res.json(selectFields(body, selection));
  };
  const idsParam = (req: Request, max: number): string[] | string => {
    const ids = String(req.query.ids ?? (req.body as { ids?: string[] })?.ids?.join(',') ?? '')
      .split(',')
      .filter(Boolean);
    if (ids.length === 0) return 'Missing ids';
    if (ids.length > max) return 'Too many ids requested';
    return ids;
  };

  router.get('/me', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    res.json({
      country: user.country,
      display_name: user.displayName,
      email: user.email,
      explicit_content: { filter_enabled: false, filter_locked: false },
      external_urls: { spotify: `https://open.spotify.com/user/${user.id}` },
      followers: { href: null, total: 0 },
      href: `${req.protocol}://${req.get('host')}/v1/users/${user.id}`,
      id: user.id,
      images: [],
      product: 'premium',
      type: 'user',
      uri: `spotify:user:${user.id}`,
    });
  });

  router.get('/me/playlists', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    const page = limits(req, 50);
    if (typeof page === 'string') return void res.status(400).json(spotifyError(400, page));
    const all = library.userPlaylists(user);
    res.json(
      paging(
        all
          .slice(page.offset, page.offset + page.limit)
          .map((p) => wire(req).simplifiedPlaylist(p, library.user(p.ownerKey)!)),
        all.length,
        page.offset,
        page.limit,
        fullUrl(req),
      ),
    );
  });

  const createPlaylist = (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    if (req.params.userId !== undefined && req.params.userId !== user.id)
      return void res.status(403).json(spotifyError(403, 'You cannot create a playlist for another user'));
    const body = req.body as { name?: string; description?: string; public?: boolean };
    if (!body?.name) return void res.status(400).json(spotifyError(400, 'Missing required field: name'));
    const playlist = library.createPlaylist(user, {
      name: body.name,
      description: body.description,
      isPublic: body.public ?? true,
    });
    res.status(201).json(wire(req).playlist(playlist, user, null));
  };
  router.post('/me/playlists', createPlaylist);
  router.post('/users/:userId/playlists', createPlaylist);

  const ownedPlaylist = (req: Request, res: Response, mustOwn: boolean) => {
    const user = requireUser(res);
    if (!user) return undefined;
    const playlist = library.playlist(String(req.params.playlistId));
    if (!playlist) return void res.status(404).json(spotifyError(404, 'Resource not found'));
    if (mustOwn && playlist.ownerKey !== user.key)
      return void res.status(403).json(spotifyError(403, 'You cannot modify a playlist you do not own'));
    return { user, playlist };
  };

  router.get('/playlists/:playlistId', (req, res) => {
    const found = ownedPlaylist(req, res, false);
    if (found)
      answer(req, res, wire(req).playlist(found.playlist, library.user(found.playlist.ownerKey)!, market(req)));
  });

  router.put('/playlists/:playlistId', (req, res) => {
    const found = ownedPlaylist(req, res, true);
    if (!found) return;
    const body = req.body as { name?: string; description?: string; public?: boolean };
    if (body.name !== undefined) found.playlist.name = body.name;
    if (body.description !== undefined) found.playlist.description = body.description;
    if (body.public !== undefined) found.playlist.isPublic = body.public;
    library.touch(found.playlist);
    res.status(200).end();
  });

  router.delete('/playlists/:playlistId/followers', (req, res) => {
    const found = ownedPlaylist(req, res, false);
    if (!found) return;
    library.deletePlaylist(found.user, found.playlist.id);
    res.status(200).end();
  });

  const readItems = (req: Request, res: Response) => {
    const found = ownedPlaylist(req, res, false);
    if (!found) return;
    const page = limits(req, 50);
    if (typeof page === 'string') return void res.status(400).json(spotifyError(400, page));
    const owner = library.user(found.playlist.ownerKey)!;
    const items = found.playlist.entries
      .slice(page.offset, page.offset + page.limit)
      .map((e) => wire(req).entry(e, owner, market(req)));
    answer(req, res, paging(items, found.playlist.entries.length, page.offset, page.limit, fullUrl(req)));
  };
  router.get('/playlists/:playlistId/items', readItems);
  router.get('/playlists/:playlistId/tracks', readItems);

  const addItems = (req: Request, res: Response) => {
    const found = ownedPlaylist(req, res, true);
    if (!found) return;
    const body = req.body as { uris?: string[]; position?: number };
    const uris =
      body?.uris ??
      String(req.query.uris ?? '')
        .split(',')
        .filter(Boolean);
    if (uris.length === 0 || uris.length > 100)
      return void res.status(400).json(spotifyError(400, 'You can add a maximum of 100 tracks per request.'));
    const trackIds = uris.map((u) => /^spotify:track:(\w+)$/.exec(u)?.[1]);
    if (trackIds.some((id) => !id || !view.track(id)))
      return void res.status(400).json(spotifyError(400, 'Invalid track uri'));
    if (found.playlist.entries.length + trackIds.length > 10_000)
      return void res.status(400).json(spotifyError(400, 'Playlist size limit reached'));
    library.addEntries(found.playlist, trackIds as string[], body?.position);
    res.status(201).json({ snapshot_id: snapshotId(found.playlist) });
  };
  router.post('/playlists/:playlistId/items', addItems);
  router.post('/playlists/:playlistId/tracks', addItems);

  // The current API names tracks, not entries: every copy of each track goes (`items`, required).
  const removeItems = (req: Request, res: Response) => {
    const found = ownedPlaylist(req, res, true);
    if (!found) return;
    const body = req.body as { items?: { uri?: string }[]; snapshot_id?: string };
    if (!Array.isArray(body?.items) || body.items.length === 0)
      return void res.status(400).json(spotifyError(400, 'Missing required field: items'));
    if (body.items.length > 100)
      return void res.status(400).json(spotifyError(400, 'You can remove a maximum of 100 items per request.'));
    const trackIds = body.items.map((item) => /^spotify:track:(\w+)$/.exec(item?.uri ?? '')?.[1]);
    if (trackIds.some((id) => !id)) return void res.status(400).json(spotifyError(400, 'Invalid track uri'));
    library.removeEntries(
      found.playlist,
      trackIds.map((trackId) => ({ trackId })),
    );
    res.json({ snapshot_id: snapshotId(found.playlist) });
  };
  router.delete('/playlists/:playlistId/items', removeItems);
  router.delete('/playlists/:playlistId/tracks', removeItems);

  // Update Playlist Items: a reorder (`range_start`, `insert_before`, `range_length`, `snapshot_id`
  // in the body) or, with `uris` alone, a replacement of every entry. A body that names a range is a
  // reorder (the messages are the ones the real API gave: "Missing range_start parameter", "Given
  // positions are out of bounds"). A `snapshot_id` that is not the playlist's current one is
  // refused: the references do not record Spotify's own answer to an old snapshot (reports say it
  // reads the positions against the snapshot named), and this emulator keeps no history to do so.
  const updateItems = (req: Request, res: Response) => {
    const found = ownedPlaylist(req, res, true);
    if (!found) return;
    const { playlist } = found;
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as {
      uris?: unknown;
      range_start?: unknown;
      insert_before?: unknown;
      range_length?: unknown;
      snapshot_id?: unknown;
    };
    const bad = (message: string) => void res.status(400).json(spotifyError(400, message));
    const reorder = body.range_start !== undefined || body.insert_before !== undefined;
    const uris = Array.isArray(body.uris)
      ? body.uris
      : typeof req.query.uris === 'string'
        ? req.query.uris.split(',').filter(Boolean)
        : undefined;
    if (!reorder && uris !== undefined) {
      if (uris.length > 100) return bad('You can add a maximum of 100 tracks per request.');
      const trackIds = uris.map((u) => /^spotify:track:(\w+)$/.exec(String(u))?.[1]);
      if (trackIds.some((id) => !id || !view.track(id))) return bad('Invalid track uri');
      library.removeEntries(
        playlist,
        playlist.entries.map((e) => ({ entryId: e.entryId })),
      );
      library.addEntries(playlist, trackIds as string[]);
      return void res.json({ snapshot_id: snapshotId(playlist) });
    }
    if (body.range_start === undefined) return bad('Missing range_start parameter');
    if (body.insert_before === undefined) return bad('Missing insert_before parameter');
    const start = body.range_start;
    const before = body.insert_before;
    const length = body.range_length ?? 1;
    for (const [name, value] of [
      ['range_start', start],
      ['insert_before', before],
      ['range_length', length],
    ] as const)
      if (typeof value !== 'number' || !Number.isInteger(value)) return bad(`Invalid ${name} parameter`);
    if (body.snapshot_id !== undefined && body.snapshot_id !== snapshotId(playlist))
      return bad('Invalid snapshot id: the playlist has changed since this snapshot');
    if (!library.moveRange(playlist, start as number, length as number, before as number))
      return bad('Given positions are out of bounds');
    res.json({ snapshot_id: snapshotId(playlist) });
  };
  router.put('/playlists/:playlistId/items', updateItems);
  router.put('/playlists/:playlistId/tracks', updateItems);

  const savedList = (kind: 'liked' | 'albums') => (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    const page = limits(req, 50);
    if (typeof page === 'string') return void res.status(400).json(spotifyError(400, page));
    const list = user[kind];
    const items = list
      .slice(page.offset, page.offset + page.limit)
      .map((s) =>
        kind === 'liked'
          ? { added_at: s.addedAt, track: wire(req).track(view.track(s.id)!, market(req)) }
          : { added_at: s.addedAt, album: wire(req).album(view.album(s.id)!, market(req)) },
      );
    res.json(paging(items, list.length, page.offset, page.limit, fullUrl(req)));
  };
  const savedWrite = (kind: 'liked' | 'albums', max: number, add: boolean) => (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    const ids = idsParam(req, max);
    if (typeof ids === 'string') return void res.status(400).json(spotifyError(400, ids));
    if (ids.some((id) => !(kind === 'liked' ? view.track(id) : view.album(id))))
      return void res.status(400).json(spotifyError(400, 'Invalid id'));
    if (add) library.save(user[kind], ids);
    else library.unsave(user[kind], ids);
    res.status(200).end();
  };
  router.get('/me/tracks', savedList('liked'));
  router.put('/me/tracks', savedWrite('liked', 50, true));
  router.delete('/me/tracks', savedWrite('liked', 50, false));
  router.get('/me/albums', savedList('albums'));
  router.put('/me/albums', savedWrite('albums', 20, true));
  router.delete('/me/albums', savedWrite('albums', 20, false));

  // Save Items to Library and Remove Items from Library: tracks, albums, artists and playlists by
  // URI, at most 40 a call, in the query.
  const LIBRARY_KINDS = { track: 'liked', album: 'albums', artist: 'artists' } as const;
  const libraryWrite = (add: boolean) => (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    const uris = typeof req.query.uris === 'string' ? req.query.uris.split(',').filter(Boolean) : [];
    if (uris.length === 0) return void res.status(400).json(spotifyError(400, 'Missing required parameter: uris'));
    if (uris.length > 40) return void res.status(400).json(spotifyError(400, 'Too many URIs: at most 40'));
    const parsed = uris.map((u) => /^spotify:(track|album|artist|playlist):(\w+)$/.exec(u));
    if (parsed.some((m) => !m)) return void res.status(400).json(spotifyError(400, 'Invalid URI'));
    for (const [, type, id] of parsed as RegExpExecArray[]) {
      const known =
        type === 'track'
          ? view.track(id)
          : type === 'album'
            ? view.album(id)
            : type === 'artist'
              ? view.artist(id)
              : library.playlist(id);
      if (!known) return void res.status(400).json(spotifyError(400, `Invalid URI: spotify:${type}:${id}`));
    }
    for (const [, type, id] of parsed as RegExpExecArray[]) {
      if (type === 'playlist') {
        if (add) user.playlistIds.includes(id) || user.playlistIds.unshift(id);
        else library.deletePlaylist(user, id);
        continue;
      }
      const list = user[LIBRARY_KINDS[type as keyof typeof LIBRARY_KINDS]];
      if (add) library.save(list, [id]);
      else library.unsave(list, [id]);
    }
    res.status(200).end();
  };
  router.put('/me/library', libraryWrite(true));
  router.delete('/me/library', libraryWrite(false));

  // Followed artists page by cursor (`after`), unlike the other lists.
  router.get('/me/following', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    if (req.query.type !== 'artist') return void res.status(400).json(spotifyError(400, 'Only valid type is artist'));
    const limit = req.query.limit === undefined ? 20 : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50)
      return void res.status(400).json(spotifyError(400, 'Invalid limit'));
    const start = req.query.after ? user.artists.findIndex((a) => a.id === req.query.after) + 1 : 0;
    const slice = user.artists.slice(start, start + limit);
    const more = start + limit < user.artists.length;
    const next = more ? new URL(fullUrl(req)) : null;
    next?.searchParams.set('after', slice[slice.length - 1].id);
    res.json({
      artists: {
        href: fullUrl(req).toString(),
        items: slice.map((s) => wire(req).artist(view.artist(s.id)!)),
        limit,
        next: next?.toString() ?? null,
        // The spec's cursors are strings, never null: the last page has none to give.
        cursors: more ? { after: slice[slice.length - 1].id } : {},
        total: user.artists.length,
      },
    });
  });
  const follow = (add: boolean) => (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    const ids = idsParam(req, 50);
    if (typeof ids === 'string') return void res.status(400).json(spotifyError(400, ids));
    if (add) library.save(user.artists, ids);
    else library.unsave(user.artists, ids);
    res.status(204).end();
  };
  router.put('/me/following', follow(true));
  router.delete('/me/following', follow(false));

  router.get('/tracks/:id', (req, res) => {
    const track = view.track(req.params.id);
    if (!track) return void res.status(404).json(spotifyError(404, 'Resource not found'));
    res.json(wire(req).track(track, market(req)));
  });
  router.get('/albums/:id', (req, res) => {
    const album = view.album(req.params.id);
    if (!album) return void res.status(404).json(spotifyError(404, 'Resource not found'));
    res.json(wire(req).album(album, market(req)));
  });
  router.get('/artists/:id', (req, res) => {
    const artist = view.artist(req.params.id);
    if (!artist) return void res.status(404).json(spotifyError(404, 'Resource not found'));
    res.json(wire(req).artist(artist));
  });

  router.get('/search', (req, res) => {
    const type = String(req.query.type ?? '');
    const q = String(req.query.q ?? '');
    if (!q) return void res.status(400).json(spotifyError(400, 'No search query'));
    if (!['track', 'album', 'artist'].includes(type))
      return void res.status(400).json(spotifyError(400, 'Bad search type field'));
    // Since 2026 a search page holds at most 10 items (5 by default).
    const page = limits(req, 10, 5);
    if (typeof page === 'string') return void res.status(400).json(spotifyError(400, page));
    const query = parseQuery(q);
    const url = fullUrl(req);
    if (type === 'track') {
      const found = view.searchTracks(query, page.offset, page.limit);
      return void res.json({
        tracks: paging(
          found.items.map((t) => wire(req).track(t, market(req))),
          found.total,
          page.offset,
          page.limit,
          url,
        ),
      });
    }
    if (type === 'album') {
      const found = view.searchAlbums(query, page.offset, page.limit);
      const albums = found.items.map((a) => wire(req).simplifiedAlbum(a));
      return void res.json({ albums: paging(albums, found.total, page.offset, page.limit, url) });
    }
    const found = view.searchArtists(query, page.offset, page.limit);
    res.json({
      artists: paging(
        found.items.map((a) => wire(req).artist(a)),
        found.total,
        page.offset,
        page.limit,
        url,
      ),
    });
  });

  return router;
}

/** Spotify's search syntax: free words plus `track:`, `artist:`, `album:` and `isrc:` filters (quoted or not). */
export function parseQuery(q: string): {
  text?: string;
  track?: string;
  artist?: string;
  album?: string;
  isrc?: string;
} {
  const out: Record<string, string> = {};
  const rest = q.replace(
    /\b(track|artist|album|isrc):("([^"]*)"|\S+)/g,
    (_m, field: string, raw: string, quoted?: string) => {
      out[field] = `${out[field] ? `${out[field]} ` : ''}${quoted ?? raw}`;
      return ' ';
    },
  );
  if (rest.trim()) out.text = rest.trim();
  return out;
}
