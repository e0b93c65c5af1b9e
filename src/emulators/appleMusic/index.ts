import express, { Router, type Request, type Response } from 'express';
import type { KeyObject } from 'node:crypto';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore, type EmulatedUser } from '../kit/library.js';
import { emulatorApp, listen } from '../kit/server.js';
import type { EmulatorOptions, RunningEmulator } from '../kit/types.js';
import { Random } from '../catalogue/random.js';
import {
  albumObject,
  appleError,
  artistObject,
  emulatorDeveloperKey,
  libraryAlbumObject,
  libraryArtistObject,
  libraryEntryId,
  libraryPlaylistObject,
  librarySavedId,
  librarySongObject,
  page,
  songObject,
  type DeveloperKey,
} from './wire.js';
import { apiCors, MUSICKIT_SCRIPT_PATH, musicKitRoutes, originAllowed, verifyDeveloperToken } from './musicKit.js';

export type { DeveloperKey };

export type RunningAppleMusicEmulator = RunningEmulator & { developerKey: DeveloperKey };

const LIBRARY_PAGE = { default: 25, max: 100 };
const SEARCH_PAGE = { default: 5, max: 25 };
const ISRC_FILTER_MAX = 25;
const IDS_MAX = 300;
const USER_TOKEN_TTL_SECONDS = 180 * 24 * 3600;

/**
 * The Apple Music emulator: the API under `/v1` (developer token as `Authorization: Bearer <ES256
 * JWT>`, the listener's `Music-User-Token` on `/v1/me`), offset pages with root-relative `next`,
 * Apple's error documents, a library that cannot delete or reorder, and a stand-in MusicKit JS
 * whose authorization window gives a page a Music-User-Token, as Apple's does. Like Apple, it says
 * nothing of who the listener is.
 */
export async function startAppleMusicEmulator(options: EmulatorOptions): Promise<RunningAppleMusicEmulator> {
  // Music-User-Tokens last months and cannot be refreshed: an expired one means signing in again.
  const oauth = new OAuthServer(options.accessTokenTtlSeconds ?? USER_TOKEN_TTL_SECONDS);
  const { key: developerKey, publicKey } = emulatorDeveloperKey();
  const view = options.catalogue.view('appleMusic');
  const ids = new Random(options.catalogue.seed + 29);
  const library = new LibraryStore(options.catalogue, view, (kind, n) =>
    kind === 'user'
      ? `apple-listener-${n}`
      : kind === 'playlist'
        ? `p.${ids.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 15)}`
        : `${n}`,
  );
  const controls = new EmulatorControls(
    oauth,
    {
      rateLimit: options.rateLimit === undefined ? { limit: 20, windowSeconds: 1 } : options.rateLimit,
      isUser: (key) => Boolean(library.user(key)),
    },
    {
      rateLimited: () => appleError(429, '42900', 'API Capacity Exceeded', 'Too many requests'),
      failure: (status) => appleError(status, '50001', 'Upstream Service Error', 'An upstream service error occurred'),
    },
  );

  const app = emulatorApp(controls.router());
  app.use(musicKitRoutes({ oauth, users: () => library.signInUsers(), publicKey, developerKey }));
  app.use(
    '/v1',
    apiCors,
    developerTokenGuard(publicKey, developerKey),
    controls.middleware(),
    express.json(),
    apiRouter(oauth, library),
  );
  app.use(
    (_req, res) =>
      void res
        .status(404)
        .json(appleError(404, '40400', 'Resource Not Found', 'Resource with requested id was not found')),
  );

  const server = await listen(app, options.port ?? 0);
  // Developer tokens are signed with the emulator's own key, so a real MusicKit key set in the
  // environment is never sent to a local process.
  const env = {
    APPLE_MUSIC_API_URL: server.url,
    APPLE_MUSIC_MUSICKIT_JS_URL: `${server.url}${MUSICKIT_SCRIPT_PATH}`,
    APPLE_MUSIC_TEAM_ID: developerKey.teamId,
    APPLE_MUSIC_KEY_ID: developerKey.keyId,
    APPLE_MUSIC_PRIVATE_KEY: developerKey.privateKeyPem,
  };
  return { service: 'appleMusic', url: server.url, controls, library, oauth, developerKey, env, close: server.close };
}

/**
 * Every API call carries our developer token, an ES256 JWT of the MusicKit key; Apple answers 401
 * with no body otherwise. A web token naming origins works only from pages of those origins.
 */
function developerTokenGuard(publicKey: KeyObject, key: DeveloperKey): express.RequestHandler {
  return async (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    try {
      if (!token) throw new Error('missing');
      const payload = await verifyDeveloperToken(token, publicKey, key);
      const origin = req.get('origin');
      if (origin && !originAllowed(payload, origin)) throw new Error('origin');
      next();
    } catch {
      res.status(401).end();
    }
  };
}

function apiRouter(oauth: OAuthServer, library: LibraryStore): Router {
  const router = Router();
  const view = library.view;
  const fail = (res: Response, status: number, code: string, title: string, detail: string) =>
    void res.status(status).json(appleError(status, code, title, detail));

  const listener = (req: Request, res: Response): EmulatedUser | undefined => {
    const key = oauth.userFor(req.get('music-user-token'));
    const user = key ? library.user(key) : undefined;
    if (!user) fail(res, 403, '40300', 'Forbidden', 'Invalid authentication');
    return user;
  };
  const paging = (req: Request, res: Response, limits: { default: number; max: number }) => {
    const limit = req.query.limit === undefined ? limits.default : Number(req.query.limit);
    const offset = req.query.offset === undefined ? 0 : Number(req.query.offset);
    if (!Number.isInteger(limit) || limit < 1 || limit > limits.max)
      return void fail(
        res,
        400,
        '40005',
        'Invalid Parameter Value',
        `Value of 'limit' must be between 1 and ${limits.max}`,
      );
    if (!Number.isInteger(offset) || offset < 0)
      return void fail(
        res,
        400,
        '40005',
        'Invalid Parameter Value',
        "Value of 'offset' must be a non-negative integer",
      );
    return { limit, offset };
  };
  const storefrontOf = (user: EmulatedUser) => user.country.toLowerCase();
  const withCatalog = (req: Request) =>
    String(req.query.include ?? '')
      .split(',')
      .includes('catalog');

  router.get('/me/storefront', (req, res) => {
    const user = listener(req, res);
    if (user)
      res.json({
        data: [
          {
            id: storefrontOf(user),
            type: 'storefronts',
            href: `/v1/storefronts/${storefrontOf(user)}`,
            attributes: { name: user.country, defaultLanguageTag: 'en-US' },
          },
        ],
      });
  });

  router.get('/me/library/playlists', (req, res) => {
    const user = listener(req, res);
    const at = user && paging(req, res, LIBRARY_PAGE);
    if (!user || !at) return;
    const all = library.userPlaylists(user);
    res.json(
      page(
        all.slice(at.offset, at.offset + at.limit).map((p) => libraryPlaylistObject(p, p.ownerKey === user.key)),
        all.length,
        at.offset,
        at.limit,
        '/v1/me/library/playlists',
      ),
    );
  });
  router.post('/me/library/playlists', (req, res) => {
    const user = listener(req, res);
    if (!user) return;
    const body = req.body as {
      attributes?: { name?: string; description?: string };
      relationships?: { tracks?: { data?: { id: string }[] } };
    };
    if (!body?.attributes?.name) return fail(res, 400, '40007', 'Invalid Request Body', 'attributes.name is required');
    const playlist = library.createPlaylist(user, {
      name: body.attributes.name,
      description: body.attributes.description,
      isPublic: false,
    });
    const initial = body.relationships?.tracks?.data?.map((t) => t.id) ?? [];
    if (initial.some((id) => !view.track(id)))
      return fail(res, 400, '40008', 'Invalid Request Body', 'unknown song id');
    if (initial.length) library.addEntries(playlist, initial);
    res.status(201).json({ data: [libraryPlaylistObject(playlist, true)] });
  });

  const ownPlaylist = (req: Request, res: Response) => {
    const user = listener(req, res);
    if (!user) return undefined;
    const playlist = library.playlist(String(req.params.id));
    if (!playlist || !library.userPlaylists(user).includes(playlist))
      return void fail(res, 404, '40400', 'Resource Not Found', 'Resource with requested id was not found');
    return { user, playlist };
  };
  router.get('/me/library/playlists/:id', (req, res) => {
    const found = ownPlaylist(req, res);
    if (found) res.json({ data: [libraryPlaylistObject(found.playlist, found.playlist.ownerKey === found.user.key)] });
  });
  router.get('/me/library/playlists/:id/tracks', (req, res) => {
    const found = ownPlaylist(req, res);
    const at = found && paging(req, res, LIBRARY_PAGE);
    if (!found || !at) return;
    const entries = found.playlist.entries;
    const sf = storefrontOf(found.user);
    const data = entries.slice(at.offset, at.offset + at.limit).map((e) => {
      const track = view.track(e.trackId)!;
      return librarySongObject(libraryEntryId(e), track, sf, withCatalog(req), view.album(track.album.id));
    });
    res.json(
      page(
        data,
        entries.length,
        at.offset,
        at.limit,
        `/v1/me/library/playlists/${found.playlist.id}/tracks${withCatalog(req) ? '?include=catalog' : ''}`,
      ),
    );
  });
  router.post('/me/library/playlists/:id/tracks', (req, res) => {
    const found = ownPlaylist(req, res);
    if (!found) return;
    if (found.playlist.ownerKey !== found.user.key)
      return fail(res, 403, '40301', 'Forbidden', 'The playlist cannot be edited');
    const songs = ((req.body as { data?: { id?: string; type?: string }[] })?.data ?? []).map((d) =>
      String(d.id ?? ''),
    );
    if (songs.length === 0 || songs.some((id) => !view.track(id)))
      return fail(res, 400, '40008', 'Invalid Request Body', 'data must list catalog songs');
    library.addEntries(found.playlist, songs);
    res.status(204).end();
  });

  // The library's songs, albums and artists: what a listener "liked", saved and follows here.
  router.get('/me/library/songs', (req, res) => {
    const user = listener(req, res);
    const at = user && paging(req, res, LIBRARY_PAGE);
    if (!user || !at) return;
    const data = user.liked
      .slice(at.offset, at.offset + at.limit)
      .map((s) =>
        librarySongObject(
          librarySavedId(s),
          view.track(s.id)!,
          storefrontOf(user),
          withCatalog(req),
          view.album(view.track(s.id)!.album.id),
        ),
      );
    res.json(
      page(
        data,
        user.liked.length,
        at.offset,
        at.limit,
        `/v1/me/library/songs${withCatalog(req) ? '?include=catalog' : ''}`,
      ),
    );
  });
  router.get('/me/library/albums', (req, res) => {
    const user = listener(req, res);
    const at = user && paging(req, res, LIBRARY_PAGE);
    if (!user || !at) return;
    const data = user.albums
      .slice(at.offset, at.offset + at.limit)
      .map((s) => libraryAlbumObject(view.album(s.id)!, s));
    res.json(page(data, user.albums.length, at.offset, at.limit, '/v1/me/library/albums'));
  });
  router.get('/me/library/artists', (req, res) => {
    const user = listener(req, res);
    const at = user && paging(req, res, LIBRARY_PAGE);
    if (!user || !at) return;
    const data = user.artists
      .slice(at.offset, at.offset + at.limit)
      .map((s) => libraryArtistObject(view.artist(s.id)!));
    res.json(page(data, user.artists.length, at.offset, at.limit, '/v1/me/library/artists'));
  });
  router.post('/me/library', (req, res) => {
    const user = listener(req, res);
    if (!user) return;
    const list = (name: string) =>
      String(req.query[`ids[${name}]`] ?? '')
        .split(',')
        .filter(Boolean);
    const songs = list('songs');
    const albums = list('albums');
    if (songs.length + albums.length === 0)
      return fail(res, 400, '40005', 'Invalid Parameter Value', 'ids[songs] or ids[albums] is required');
    if (songs.some((id) => !view.track(id)) || albums.some((id) => !view.album(id)))
      return fail(res, 400, '40015', 'Insufficient Privileges', 'One or more ids cannot be added');
    library.save(user.liked, songs);
    library.save(user.albums, albums);
    res.status(202).end();
  });

  // The catalogue of a storefront.
  router.get('/catalog/:storefront/songs', (req, res) => {
    const sf = String(req.params.storefront);
    const isrcs = String(req.query['filter[isrc]'] ?? '')
      .split(',')
      .filter(Boolean);
    const idList = String(req.query.ids ?? '')
      .split(',')
      .filter(Boolean);
    if (isrcs.length > ISRC_FILTER_MAX)
      return fail(res, 400, '40005', 'Invalid Parameter Value', `filter[isrc] takes at most ${ISRC_FILTER_MAX} values`);
    if (idList.length > IDS_MAX)
      return fail(res, 400, '40005', 'Invalid Parameter Value', `ids takes at most ${IDS_MAX} values`);
    if (isrcs.length) {
      const found = isrcs.map((isrc) => [isrc.toUpperCase(), view.tracksByIsrc(isrc)] as const);
      // `data` holds one song per ISRC; `meta.filters.isrc` lists every song sharing it.
      return void res.json({
        data: found.flatMap(([, tracks]) => tracks.slice(0, 1).map((t) => songObject(t, sf, view.album(t.album.id)))),
        meta: {
          filters: {
            isrc: Object.fromEntries(
              found.map(([isrc, tracks]) => [
                isrc,
                tracks.map((t) => ({ id: t.id, type: 'songs', href: `/v1/catalog/${sf}/songs/${t.id}` })),
              ]),
            ),
          },
        },
      });
    }
    if (idList.length === 0)
      return fail(res, 400, '40005', 'Invalid Parameter Value', 'ids or filter[isrc] is required');
    res.json({
      data: idList
        .map((id) => view.track(id))
        .filter((t) => t !== undefined)
        .map((t) => songObject(t, sf, view.album(t.album.id))),
    });
  });
  const one = (kind: 'songs' | 'albums' | 'artists') => (req: Request, res: Response) => {
    const sf = String(req.params.storefront);
    const id = String(req.params.id);
    const found = kind === 'songs' ? view.track(id) : kind === 'albums' ? view.album(id) : view.artist(id);
    if (!found) return fail(res, 404, '40400', 'Resource Not Found', 'Resource with requested id was not found');
    const data =
      kind === 'songs'
        ? songObject(view.track(id)!, sf, view.album(view.track(id)!.album.id))
        : kind === 'albums'
          ? albumObject(view.album(id)!, sf)
          : artistObject(view.artist(id)!, sf);
    res.json({ data: [data] });
  };
  router.get('/catalog/:storefront/songs/:id', one('songs'));
  router.get('/catalog/:storefront/albums/:id', one('albums'));
  router.get('/catalog/:storefront/artists/:id', one('artists'));
  router.get('/catalog/:storefront/search', (req, res) => {
    const sf = String(req.params.storefront);
    const term = String(req.query.term ?? '')
      .replace(/\+/g, ' ')
      .trim();
    if (!term) return fail(res, 400, '40005', 'Invalid Parameter Value', "Value of 'term' is required");
    const at = paging(req, res, SEARCH_PAGE);
    if (!at) return;
    const types = String(req.query.types ?? 'songs').split(',');
    const results: Record<string, unknown> = {};
    const next = (kind: string, total: number) =>
      at.offset + at.limit < total
        ? {
            next: `/v1/catalog/${sf}/search?term=${encodeURIComponent(term)}&types=${kind}&limit=${at.limit}&offset=${at.offset + at.limit}`,
          }
        : {};
    if (types.includes('songs')) {
      const found = view.searchTracks({ text: term }, at.offset, at.limit);
      if (found.items.length)
        results.songs = {
          href: req.originalUrl,
          data: found.items.map((t) => songObject(t, sf, view.album(t.album.id))),
          ...next('songs', found.total),
        };
    }
    if (types.includes('albums')) {
      const found = view.searchAlbums({ text: term }, at.offset, at.limit);
      if (found.items.length)
        results.albums = {
          href: req.originalUrl,
          data: found.items.map((a) => albumObject(a, sf)),
          ...next('albums', found.total),
        };
    }
    if (types.includes('artists')) {
      const found = view.searchArtists({ text: term }, at.offset, at.limit);
      if (found.items.length)
        results.artists = {
          href: req.originalUrl,
          data: found.items.map((a) => artistObject(a, sf)),
          ...next('artists', found.total),
        };
    }
    res.json({ results, meta: { results: { order: Object.keys(results), rawOrder: types } } });
  });
  return router;
}
