import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { OAuthServer } from '../kit/oauth.js';
import { EmulatorControls } from '../kit/controls.js';
import { LibraryStore, type EmulatedPlaylist, type EmulatedUser, type Saved } from '../kit/library.js';
import { signInRoutes } from '../kit/signInPage.js';
import { listen } from '../kit/server.js';
import { EMULATOR_CLIENT, type EmulatorOptions, type RunningEmulator } from '../kit/types.js';
import { Random } from '../catalogue/random.js';
import {
  JSON_API,
  MAX_BATCH,
  PAGE_SIZE,
  albumResource,
  artistResource,
  artworkResource,
  decodeCursor,
  expand,
  pageLinks,
  parseInclude,
  playlistResource,
  refKey,
  searchResultsResource,
  tidalError,
  trackResource,
  userResource,
  type Graph,
  type Links,
  type Ref,
  type ResourceObject,
} from './wire.js';

const HEX = '0123456789abcdef';
const uuid = (random: Random) => [8, 4, 4, 4, 12].map((n) => random.chars(HEX, n)).join('-');

/**
 * The TIDAL emulator: the login host (`/authorize`, PKCE required), the auth host
 * (`/v1/oauth2/token`) and API v2 under `/v2`: JSON:API documents with `include`, opaque cursor
 * paging at TIDAL's fixed page size, JSON:API error documents, Idempotency-Key replay on writes.
 */
export async function startTidalEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const client = options.client ?? EMULATOR_CLIENT;
  const oauth = new OAuthServer(options.accessTokenTtlSeconds ?? 86_400);
  oauth.registerClient(client.id, client.secret);
  const view = options.catalogue.view('tidal');
  const ids = new Random(options.catalogue.seed + 29);
  // Users have numeric ids; playlists and playlist entries are UUIDs.
  const library = new LibraryStore(options.catalogue, view, (kind, n) => (kind === 'user' ? String(190_000_000 + n) : uuid(ids)));
  const controls = new EmulatorControls(oauth, { rateLimit: options.rateLimit === undefined ? { limit: 60, windowSeconds: 10 } : options.rateLimit }, {
    rateLimited: () => tidalError(429, 'RATE_LIMIT_EXCEEDED', 'Rate limit exceeded'),
    failure: (status) => (status === 503 ? tidalError(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable') : tidalError(status, 'INTERNAL_SERVER_ERROR', 'Internal server error')),
  });

  const app = express();
  app.disable('x-powered-by');
  app.use('/__emulator', controls.router());
  app.use('/authorize', signInRoutes({ serviceName: 'TIDAL', oauth, users: () => library.signInUsers(), parse: parseAuthorize(oauth), redirect: authorizeRedirect }));
  app.post('/v1/oauth2/token', express.urlencoded({ extended: false }), tokenRoute(oauth, library));
  app.use('/v2', jsonApiResponses, controls.middleware(), negotiate, express.json({ type: JSON_API }), authenticate(oauth), idempotency(), apiRouter(library));
  app.use((_req, res) => void res.status(404).type(JSON_API).json(tidalError(404, 'NOT_FOUND', 'Resource not found')));
  app.use(malformedBody);

  const server = await listen(app, options.port ?? 0);
  return { service: 'tidal', url: server.url, controls, library, oauth, close: server.close };
}

function parseAuthorize(oauth: OAuthServer) {
  return (q: Record<string, string>) => {
    if (q.response_type !== 'code') return 'response_type must be code';
    if (!q.client_id || !oauth.isClient(q.client_id)) return 'Unknown client_id';
    if (!q.redirect_uri) return 'Missing redirect_uri';
    // OAuth 2.1: a user sign-in without PKCE (S256) is refused.
    if (!q.code_challenge || q.code_challenge_method !== 'S256') return 'code_challenge with code_challenge_method=S256 is required';
    return { clientId: q.client_id, redirectUri: q.redirect_uri, state: q.state ?? null, scope: q.scope ?? '', codeChallenge: q.code_challenge };
  };
}

function authorizeRedirect(params: { redirectUri: string; state: string | null }, outcome: { code: string } | { error: string }): string {
  const url = new URL(params.redirectUri);
  if ('code' in outcome) url.searchParams.set('code', outcome.code);
  else url.searchParams.set('error', outcome.error);
  if (params.state) url.searchParams.set('state', params.state);
  return url.toString();
}

/**
 * The token endpoint: authorization code (PKCE verifier required), refresh token (kept, not
 * rotated) and client credentials (app secret required), with OAuth error bodies.
 */
function tokenRoute(oauth: OAuthServer, library: LibraryStore): RequestHandler {
  return (req, res) => {
    const body = (req.body ?? {}) as Record<string, string>;
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const clientId = basicId ?? body.client_id;
    const clientSecret = basicSecret ?? body.client_secret ?? null;
    const fail = (status: number, error: string, description: string) => void res.status(status).json({ status, error, error_description: description });
    if (!clientId || !oauth.isClient(clientId)) return fail(401, 'invalid_client', 'Client not found');
    if (clientSecret !== null && !oauth.checkClient(clientId, clientSecret)) return fail(401, 'invalid_client', 'Client authentication failed');
    const userId = (accessToken: string) => Number(library.user(oauth.userFor(accessToken) ?? '')?.id ?? 0);

    if (body.grant_type === 'authorization_code') {
      if (!body.code_verifier) return fail(400, 'invalid_request', 'code_verifier is required');
      const issued = oauth.exchange(body.code ?? '', clientId, body.redirect_uri ?? '', body.code_verifier);
      if (typeof issued === 'string') return fail(400, 'invalid_grant', issued === 'redirect_mismatch' ? 'redirect_uri does not match' : 'Invalid authorization code or code_verifier');
      const { accessToken, refreshToken, expiresIn, scope } = issued;
      return void res.json({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, refresh_token: refreshToken, scope, user_id: userId(accessToken) });
    }
    if (body.grant_type === 'refresh_token') {
      const issued = oauth.useRefreshToken(body.refresh_token ?? '', clientId);
      if (!issued) return fail(400, 'invalid_grant', 'Refresh token is invalid or revoked');
      return void res.json({ access_token: issued.accessToken, token_type: 'Bearer', expires_in: issued.expiresIn, scope: issued.scope, user_id: userId(issued.accessToken) });
    }
    if (body.grant_type === 'client_credentials') {
      if (clientSecret === null) return fail(401, 'invalid_client', 'Client credentials need the client secret');
      const issued = oauth.issue(`app:${clientId}`, clientId, '');
      return void res.json({ access_token: issued.accessToken, token_type: 'Bearer', expires_in: issued.expiresIn });
    }
    fail(400, 'unsupported_grant_type', 'grant_type must be authorization_code, refresh_token or client_credentials');
  };
}

type Source = { parameter?: string; pointer?: string; header?: string };

const fail = (res: Response, status: number, code: string, detail: string, source?: Source) => void res.status(status).json(tidalError(status, code, detail, source));
const badRequest = (res: Response, detail: string, source?: Source) => fail(res, 400, 'BAD_REQUEST', detail, source);
const notFound = (res: Response) => fail(res, 404, 'NOT_FOUND', 'Resource not found');

/** Every answer of the API is a JSON:API document, faults and rate limits included. */
const jsonApiResponses: RequestHandler = (_req, res, next) => {
  res.type(JSON_API);
  next();
};

/** 406 for an Accept that rules JSON:API out; 415 for a body that is not JSON:API. */
const negotiate: RequestHandler = (req, res, next) => {
  const accept = req.get('accept');
  if (accept && !/application\/vnd\.api\+json|\*\/\*|application\/\*/.test(accept)) return fail(res, 406, 'NOT_ACCEPTABLE', 'No acceptable response media type');
  if (req.is(JSON_API) === false) return fail(res, 415, 'UNSUPPORTED_MEDIA_TYPE', `Request bodies must be ${JSON_API}`, { header: 'Content-Type' });
  next();
};

function authenticate(oauth: OAuthServer): RequestHandler {
  return (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const userKey = oauth.userFor(token);
    if (!userKey) {
      res.set('WWW-Authenticate', `Bearer error="invalid_token"`);
      return fail(res, 401, 'UNAUTHORIZED', token ? 'The access token is invalid or expired' : 'An access token is required', { header: 'Authorization' });
    }
    res.locals.userKey = userKey;
    next();
  };
}

const REPLAY_MS = 60 * 60_000;

/**
 * Idempotency-Key on writes: a repeat with the same key and payload within an hour gets the first
 * answer again; with another payload 422; while the first is still running 409.
 */
function idempotency(): RequestHandler {
  const seen = new Map<string, { fingerprint: string; status: number; body: unknown; at: number } | 'running'>();
  return (req, res, next) => {
    const key = req.get('idempotency-key');
    if (!key || req.method === 'GET') return next();
    const scoped = `${res.locals.userKey as string} ${key}`;
    const fingerprint = `${req.method} ${req.path} ${JSON.stringify(req.body ?? null)}`;
    const entry = seen.get(scoped);
    if (entry === 'running') return fail(res, 409, 'IDEMPOTENT_REQUEST_IN_PROGRESS', 'Request already in progress for this idempotency key', { header: 'Idempotency-Key' });
    if (entry && entry.at + REPLAY_MS > Date.now()) {
      if (entry.fingerprint !== fingerprint) return fail(res, 422, 'IDEMPOTENT_REQUEST_PAYLOAD_MISMATCH', 'Idempotency key reused with a different payload', { header: 'Idempotency-Key' });
      return void res.status(entry.status).json(entry.body);
    }
    if (seen.size > 10_000) seen.clear();
    seen.set(scoped, 'running');
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      // A failed write may be tried again; only answers that changed something, or refused it for good, are kept.
      if (res.statusCode < 500) seen.set(scoped, { fingerprint, status: res.statusCode, body, at: Date.now() });
      else seen.delete(scoped);
      return json(body);
    };
    res.on('close', () => {
      if (seen.get(scoped) === 'running') seen.delete(scoped);
    });
    next();
  };
}

const malformedBody: ErrorRequestHandler = (err, _req, res, next) => {
  if ((err as { type?: string }).type !== 'entity.parse.failed') return next(err);
  res.status(400).type(JSON_API).json(tidalError(400, 'BAD_REQUEST', 'The request body is not valid JSON', { pointer: '' }));
};

/** Every value of a query parameter, repeated or comma-separated. */
function values(req: Request, name: string): string[] {
  const raw = req.query[name];
  return (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((v) => String(v).split(',')).filter(Boolean);
}

/** TIDAL refuses a filter or sort the endpoint does not document, and names the ones it has. */
function checkQuery(req: Request, res: Response, filters: string[], sorts: string[] = []): boolean {
  for (const key of Object.keys(req.query)) {
    const filter = /^filter\[(.+)\]$/.exec(key)?.[1];
    if (filter !== undefined && !filters.includes(filter)) {
      badRequest(res, `Unknown filter '${key}'; available filters: ${filters.map((f) => `filter[${f}]`).join(', ') || 'none'}`, { parameter: key });
      return false;
    }
    if (key === 'sort' && !values(req, 'sort').every((s) => sorts.includes(s))) {
      badRequest(res, `Invalid sort; available: ${sorts.join(', ') || 'none'}`, { parameter: 'sort' });
      return false;
    }
  }
  return true;
}

/** Catalogue reads need `countryCode`. */
function requiredCountry(req: Request, res: Response): string | undefined {
  const value = req.query.countryCode;
  if (typeof value === 'string' && /^[A-Z]{2}$/.test(value)) return value;
  badRequest(res, value === undefined ? 'countryCode is required' : 'countryCode must be an ISO 3166-1 alpha-2 code', { parameter: 'countryCode' });
  return undefined;
}

/** Elsewhere the country defaults to the user's. */
function optionalCountry(req: Request, res: Response, viewer: EmulatedUser | undefined): string | undefined {
  return req.query.countryCode === undefined ? (viewer?.country ?? 'US') : requiredCountry(req, res);
}

function cursorOffset(req: Request, res: Response): number | null {
  const offset = decodeCursor(req.query['page[cursor]']);
  if (offset === null) badRequest(res, 'Invalid page cursor', { parameter: 'page[cursor]' });
  return offset;
}

const encodeSearchId = (query: string) => Buffer.from(query, 'utf8').toString('base64url');
const decodeSearchId = (id: string) => Buffer.from(id, 'base64url').toString('utf8');

/** Public playlists are anyone's to read; unlisted ones their owner's and their followers'. */
function canRead(playlist: EmulatedPlaylist, viewer: EmulatedUser | undefined): boolean {
  return playlist.isPublic || (viewer !== undefined && (playlist.ownerKey === viewer.key || viewer.playlistIds.includes(playlist.id)));
}

/** Collections list newest first (TIDAL's default sort, `-addedAt`). */
const newestFirst = (list: Saved[]) => [...list].sort((a, b) => b.addedAt.localeCompare(a.addedAt));

/** The resources and relationships of the catalogue and the libraries, as seen from one country by one user. */
function createGraph(library: LibraryStore, country: string, viewer: EmulatedUser | undefined): Graph {
  const view = library.view;
  const albumDuration = (trackIds: string[]) => trackIds.reduce((ms, id) => ms + (view.track(id)?.durationMs ?? 0), 0);
  const artworkImage = (id: string) => (id.startsWith('c') ? view.album(id.slice(1))?.imageUrl : id.startsWith('p') ? view.artist(id.slice(1))?.imageUrl : null);

  function resource(ref: Ref): ResourceObject | undefined {
    switch (ref.type) {
      case 'tracks': {
        const track = view.track(ref.id);
        return track && trackResource(track, country);
      }
      case 'albums': {
        const album = view.album(ref.id);
        return album && albumResource(album, albumDuration(album.trackIds));
      }
      case 'artists': {
        const artist = view.artist(ref.id);
        return artist && artistResource(artist);
      }
      case 'artworks': {
        const image = artworkImage(ref.id);
        return image ? artworkResource(ref.id, image) : undefined;
      }
      case 'playlists': {
        const playlist = library.playlist(ref.id);
        return playlist && canRead(playlist, viewer) ? playlistResource(playlist) : undefined;
      }
      case 'users': {
        const user = library.userById(ref.id);
        return user && userResource(user, user.key === viewer?.key);
      }
      case 'searchResults':
        return searchResultsResource(ref.id, decodeSearchId(ref.id));
      default:
        return undefined;
    }
  }

  function related(ref: Ref, name: string, offset: number, limit: number): { refs: Ref[]; total: number } {
    const paged = <T>(list: T[] | undefined, map: (item: T, index: number) => Ref) => ({
      refs: (list ?? []).slice(offset, offset + limit).map((item, i) => map(item, offset + i)),
      total: list?.length ?? 0,
    });
    const refTo = (type: string) => (item: { id: string }) => ({ id: item.id, type });
    const saved = (list: Saved[] | undefined, type: string) => paged(list && newestFirst(list), (s) => ({ id: s.id, type, meta: { addedAt: s.addedAt } }));
    switch (`${ref.type}.${name}`) {
      case 'tracks.artists':
        return paged(view.track(ref.id)?.artists, refTo('artists'));
      case 'tracks.albums':
        return paged(view.track(ref.id) ? [view.track(ref.id)!.album] : [], refTo('albums'));
      case 'albums.artists':
        return paged(view.album(ref.id)?.artists, refTo('artists'));
      case 'albums.coverArt':
        return paged(view.album(ref.id)?.imageUrl ? [{ id: `c${ref.id}` }] : [], refTo('artworks'));
      case 'albums.items':
        return paged(view.album(ref.id)?.trackIds, (id, i) => ({ id, type: 'tracks', meta: { trackNumber: i + 1, volumeNumber: 1 } }));
      case 'artists.profileArt':
        return paged(view.artist(ref.id)?.imageUrl ? [{ id: `p${ref.id}` }] : [], refTo('artworks'));
      case 'playlists.items':
        return paged(library.playlist(ref.id)?.entries, (e) => ({ id: e.trackId, type: 'tracks', meta: { itemId: e.entryId, addedAt: e.addedAt } }));
      case 'playlists.owners': {
        const owner = library.user(library.playlist(ref.id)?.ownerKey ?? '');
        return paged(owner ? [owner] : [], refTo('users'));
      }
      case 'searchResults.tracks':
      case 'searchResults.albums':
      case 'searchResults.artists':
        return searchPage(decodeSearchId(ref.id), name);
      case 'userCollectionTracks.items':
        return saved(library.userById(ref.id)?.liked, 'tracks');
      case 'userCollectionAlbums.items':
        return saved(library.userById(ref.id)?.albums, 'albums');
      case 'userCollectionArtists.items':
        return saved(library.userById(ref.id)?.artists, 'artists');
      case 'userCollectionPlaylists.items': {
        const user = library.userById(ref.id);
        return paged(user && library.userPlaylists(user), (p) => ({ id: p.id, type: 'playlists', meta: { addedAt: p.createdAt } }));
      }
      default:
        return { refs: [], total: 0 };
    }

    function searchPage(text: string, kind: string) {
      const query = { text };
      const found = kind === 'tracks' ? view.searchTracks(query, offset, limit) : kind === 'albums' ? view.searchAlbums(query, offset, limit) : view.searchArtists(query, offset, limit);
      return { refs: found.items.map(refTo(kind)), total: found.total };
    }
  }

  return { resource, related };
}

/** A resource document: the primary resource(s) and whatever `include` asks for. */
function sendResources(req: Request, res: Response, graph: Graph, type: string, refs: Ref[], options: { single?: boolean; links?: Links; status?: number; query: string }) {
  const tree = parseInclude(req.query.include, type);
  if (typeof tree === 'string') return badRequest(res, tree, { parameter: 'include' });
  const objects = expand(graph, refs, tree, options.query);
  const primary = new Set(refs.map(refKey));
  const data = refs.flatMap((r) => objects.get(refKey(r)) ?? []);
  const included = [...objects].filter(([key]) => !primary.has(key)).map(([, object]) => object);
  res.status(options.status ?? 200).json({ data: options.single ? (data[0] ?? null) : data, links: options.links ?? { self: req.url }, ...(tree.size ? { included } : {}) });
}

/** A page of a relationship's identifiers; on these endpoints `include` may name only the relationship (and deeper). */
function sendRelationship(req: Request, res: Response, graph: Graph, root: Ref, name: string, query: string) {
  const offset = cursorOffset(req, res);
  if (offset === null) return;
  const tree = parseInclude(req.query.include, root.type);
  if (typeof tree === 'string') return badRequest(res, tree, { parameter: 'include' });
  const other = [...tree.keys()].find((key) => key !== name);
  if (other) return badRequest(res, `Include path '${other}' is not available here; available: ${name}`, { parameter: 'include' });
  const { refs, total } = graph.related(root, name, offset, PAGE_SIZE);
  const deeper = tree.get(name);
  const included = deeper ? [...expand(graph, refs, deeper, query).values()] : [];
  res.json({ data: refs, links: pageLinks(req.url, offset, refs.length, total), ...(deeper ? { included } : {}) });
}

/** The identifiers of a relationship write: 1 to 50, of the given types, with `meta.itemId` where needed. */
function identifiersOf(req: Request, res: Response, types: string[], needItemId: boolean): Ref[] | undefined {
  const data = (req.body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data) || data.length < 1 || data.length > MAX_BATCH) return void badRequest(res, `data must hold 1 to ${MAX_BATCH} resource identifiers`, { pointer: '/data' });
  for (const [i, item] of (data as Ref[]).entries()) {
    if (typeof item?.id !== 'string' || !types.includes(item.type)) return void badRequest(res, `Expected an identifier of type ${types.join(' or ')}`, { pointer: `/data/${i}` });
    if (needItemId && typeof item.meta?.itemId !== 'string') return void badRequest(res, 'meta.itemId is required', { pointer: `/data/${i}/meta/itemId` });
  }
  return data as Ref[];
}

/** Playlist attributes of a create or update; `name` is required on create. */
function playlistFields(res: Response, attributes: Record<string, unknown>, creating: boolean): { name?: string; description?: string; isPublic?: boolean } | undefined {
  const { name, description, accessType } = attributes;
  if ((creating || name !== undefined) && (typeof name !== 'string' || !name.trim())) return void badRequest(res, 'name must be a non-empty string', { pointer: '/data/attributes/name' });
  if (description !== undefined && typeof description !== 'string') return void badRequest(res, 'description must be a string', { pointer: '/data/attributes/description' });
  if (accessType !== undefined && accessType !== 'PUBLIC' && accessType !== 'UNLISTED') return void badRequest(res, 'accessType must be PUBLIC or UNLISTED', { pointer: '/data/attributes/accessType' });
  return { name: name as string | undefined, description: description as string | undefined, isPublic: accessType === undefined ? undefined : accessType === 'PUBLIC' };
}

function apiRouter(library: LibraryStore): Router {
  const router = Router();
  const viewer = (res: Response) => library.user(res.locals.userKey as string);
  const requireUser = (res: Response) => {
    const user = viewer(res);
    if (!user) fail(res, 403, 'FORBIDDEN', 'This endpoint needs a user token (authorization code flow)');
    return user;
  };
  const graphFor = (res: Response, country: string) => createGraph(library, country, viewer(res));
  const countryQuery = (country: string) => new URLSearchParams({ countryCode: country }).toString();

  router.get('/users/:id', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    if (req.params.id !== 'me' && req.params.id !== user.id) return notFound(res);
    res.json({ data: userResource(user, true), links: { self: req.url } });
  });

  catalogueRoutes(router, library, graphFor, countryQuery);
  searchRoutes(router, graphFor, countryQuery);
  playlistRoutes(router, library, { viewer, requireUser, graphFor, countryQuery });
  collectionRoutes(router, library, requireUser);
  return router;
}

type GraphFor = (res: Response, country: string) => Graph;

function catalogueRoutes(router: Router, library: LibraryStore, graphFor: GraphFor, countryQuery: (country: string) => string) {
  const view = library.view;
  const viewerOf = (res: Response) => library.user(res.locals.userKey as string);
  const single = (type: 'tracks' | 'albums' | 'artists', exists: (id: string) => unknown) =>
    router.get(`/${type}/:id`, (req, res) => {
      const country = requiredCountry(req, res);
      if (!country) return;
      if (!exists(req.params.id)) return notFound(res);
      sendResources(req, res, graphFor(res, country), type, [{ id: req.params.id, type }], { single: true, query: countryQuery(country) });
    });
  single('tracks', (id) => view.track(id));
  single('albums', (id) => view.album(id));
  single('artists', (id) => view.artist(id));

  router.get('/tracks', (req, res) => {
    // The spec lets user tokens in here only with the internal `r_usr` scope: third-party apps use client credentials.
    if (viewerOf(res)) return fail(res, 403, 'FORBIDDEN', 'This endpoint needs client credentials or the r_usr scope', { header: 'Authorization' });
    const country = requiredCountry(req, res);
    if (!country || !checkQuery(req, res, ['id', 'isrc', 'owners.id'])) return;
    const offset = cursorOffset(req, res);
    if (offset === null) return;
    const [isrcs, idList, owners] = [values(req, 'filter[isrc]'), values(req, 'filter[id]'), values(req, 'filter[owners.id]')];
    if (!isrcs.length && !idList.length && !owners.length) return badRequest(res, 'At least one filter is required: filter[id], filter[isrc], filter[owners.id]');
    const graph = graphFor(res, country);
    const toRef = (track: { id: string }) => ({ id: track.id, type: 'tracks' });
    if (isrcs.length === 1) {
      // One ISRC pages: several releases may carry it.
      const all = view.tracksByIsrc(isrcs[0]);
      const refs = all.slice(offset, offset + PAGE_SIZE).map(toRef);
      return sendResources(req, res, graph, 'tracks', refs, { links: pageLinks(req.url, offset, refs.length, all.length), query: countryQuery(country) });
    }
    // Several ISRCs give one track each, unpaged; no track here is owned by a user.
    const found = isrcs.length ? isrcs.flatMap((isrc) => view.tracksByIsrc(isrc).slice(0, 1)) : idList.flatMap((id) => view.track(id) ?? []);
    sendResources(req, res, graph, 'tracks', found.map(toRef), { query: countryQuery(country) });
  });

  router.get('/albums', (req, res) => {
    const country = requiredCountry(req, res);
    if (!country || !checkQuery(req, res, ['id'])) return;
    const idList = values(req, 'filter[id]');
    if (!idList.length) return badRequest(res, 'At least one filter is required: filter[id]');
    const refs = idList.filter((id) => view.album(id)).map((id) => ({ id, type: 'albums' }));
    sendResources(req, res, graphFor(res, country), 'albums', refs, { query: countryQuery(country) });
  });

  router.get('/albums/:id/relationships/items', (req, res) => {
    const country = requiredCountry(req, res);
    if (!country || !checkQuery(req, res, [])) return;
    if (!view.album(req.params.id)) return notFound(res);
    sendRelationship(req, res, graphFor(res, country), { id: req.params.id, type: 'albums' }, 'items', countryQuery(country));
  });
}

function searchRoutes(router: Router, graphFor: GraphFor, countryQuery: (country: string) => string) {
  router.get('/searchResults', (req, res) => {
    const country = requiredCountry(req, res);
    if (!country || !checkQuery(req, res, ['query'])) return;
    const query = req.query['filter[query]'];
    if (typeof query !== 'string' || !query.trim()) return badRequest(res, 'filter[query] is required', { parameter: 'filter[query]' });
    if (query.length > 256) return badRequest(res, 'filter[query] is longer than 256 characters', { parameter: 'filter[query]' });
    // One searchResults resource per query; its opaque id names the query for the relationship endpoints.
    sendResources(req, res, graphFor(res, country), 'searchResults', [{ id: encodeSearchId(query), type: 'searchResults' }], { query: countryQuery(country) });
  });
  for (const name of ['tracks', 'albums', 'artists']) {
    router.get(`/searchResults/:id/relationships/${name}`, (req, res) => {
      const country = requiredCountry(req, res);
      if (!country || !checkQuery(req, res, [])) return;
      sendRelationship(req, res, graphFor(res, country), { id: req.params.id, type: 'searchResults' }, name, countryQuery(country));
    });
  }
}

interface PlaylistDeps {
  viewer: (res: Response) => EmulatedUser | undefined;
  requireUser: (res: Response) => EmulatedUser | undefined;
  graphFor: GraphFor;
  countryQuery: (country: string) => string;
}

function playlistRoutes(router: Router, library: LibraryStore, deps: PlaylistDeps) {
  const view = library.view;
  const { viewer, requireUser, graphFor, countryQuery } = deps;

  /** The playlist of the path: 404 when the user may not see it, 403 when they may not change it. */
  const playlistFor = (req: Request, res: Response, mustOwn: boolean) => {
    const user = viewer(res);
    const playlist = library.playlist(String(req.params.id));
    if (!playlist || !canRead(playlist, user)) return void notFound(res);
    if (mustOwn && playlist.ownerKey !== user?.key) return void fail(res, 403, 'FORBIDDEN', 'Only the owner may change this playlist');
    return { user, playlist };
  };
  const itemsLink = (playlist: EmulatedPlaylist) => `/playlists/${playlist.id}/relationships/items`;

  router.get('/playlists', (req, res) => {
    const user = viewer(res);
    if (!checkQuery(req, res, ['id', 'owners.id'], ['createdAt', '-createdAt'])) return;
    const country = optionalCountry(req, res, user);
    const offset = country ? cursorOffset(req, res) : null;
    if (!country || offset === null) return;
    const [owners, idList] = [values(req, 'filter[owners.id]'), values(req, 'filter[id]')];
    if (!owners.length && !idList.length) return badRequest(res, 'At least one filter is required: filter[id], filter[owners.id]');
    const owner = owners.length ? (owners[0] === 'me' ? user : library.userById(owners[0])) : undefined;
    if (owners[0] === 'me' && !owner) return void requireUser(res);
    const found = idList.length
      ? idList.flatMap((id) => library.playlist(id) ?? [])
      : owner
        ? library.userPlaylists(owner).filter((p) => p.ownerKey === owner.key)
        : [];
    const readable = found.filter((p) => canRead(p, user)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (values(req, 'sort')[0] === 'createdAt') readable.reverse();
    const refs = readable.slice(offset, offset + PAGE_SIZE).map((p) => ({ id: p.id, type: 'playlists' }));
    sendResources(req, res, graphFor(res, country), 'playlists', refs, { links: pageLinks(req.url, offset, refs.length, readable.length), query: countryQuery(country) });
  });

  router.post('/playlists', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    const data = (req.body as { data?: { type?: string; attributes?: Record<string, unknown> } } | undefined)?.data;
    if (data?.type !== 'playlists') return badRequest(res, "data.type must be 'playlists'", { pointer: '/data/type' });
    const fields = playlistFields(res, data.attributes ?? {}, true);
    if (!fields) return;
    const playlist = library.createPlaylist(user, { name: fields.name!, description: fields.description, isPublic: fields.isPublic ?? false });
    sendResources(req, res, graphFor(res, user.country), 'playlists', [{ id: playlist.id, type: 'playlists' }], { single: true, status: 201, links: { self: `/playlists/${playlist.id}` }, query: '' });
  });

  router.get('/playlists/:id', (req, res) => {
    const found = playlistFor(req, res, false);
    const country = found && optionalCountry(req, res, found.user);
    if (!found || !country) return;
    sendResources(req, res, graphFor(res, country), 'playlists', [{ id: found.playlist.id, type: 'playlists' }], { single: true, query: countryQuery(country) });
  });

  router.patch('/playlists/:id', (req, res) => {
    const found = requireUser(res) && playlistFor(req, res, true);
    if (!found) return;
    const data = (req.body as { data?: { id?: string; type?: string; attributes?: Record<string, unknown> } } | undefined)?.data;
    if (data?.type !== 'playlists') return badRequest(res, "data.type must be 'playlists'", { pointer: '/data/type' });
    if (data.id !== found.playlist.id) return badRequest(res, 'data.id must be the id of the path', { pointer: '/data/id' });
    const fields = playlistFields(res, data.attributes ?? {}, false);
    if (!fields) return;
    if (fields.name !== undefined) found.playlist.name = fields.name;
    if (fields.description !== undefined) found.playlist.description = fields.description;
    if (fields.isPublic !== undefined) found.playlist.isPublic = fields.isPublic;
    found.playlist.version += 1;
    sendResources(req, res, graphFor(res, found.user!.country), 'playlists', [{ id: found.playlist.id, type: 'playlists' }], { single: true, links: { self: `/playlists/${found.playlist.id}` }, query: '' });
  });

  router.delete('/playlists/:id', (req, res) => {
    const found = requireUser(res) && playlistFor(req, res, true);
    if (!found) return;
    library.deletePlaylist(found.user!, found.playlist.id);
    res.json({ links: { self: `/playlists/${found.playlist.id}` } });
  });

  router.get('/playlists/:id/relationships/items', (req, res) => {
    const found = playlistFor(req, res, false);
    const country = found && optionalCountry(req, res, found.user);
    if (!found || !country || !checkQuery(req, res, [], ['itemIndex'])) return;
    sendRelationship(req, res, graphFor(res, country), { id: found.playlist.id, type: 'playlists' }, 'items', countryQuery(country));
  });

  router.post('/playlists/:id/relationships/items', (req, res) => {
    const found = requireUser(res) && playlistFor(req, res, true);
    const refs = found && identifiersOf(req, res, ['tracks', 'videos'], false);
    if (!found || !refs) return;
    const before = (req.body as { meta?: { positionBefore?: unknown } }).meta?.positionBefore;
    const position = before === undefined ? undefined : found.playlist.entries.findIndex((e) => e.entryId === before);
    if (position === -1) return badRequest(res, 'positionBefore is not an item of this playlist', { pointer: '/meta/positionBefore' });
    // Unknown tracks (and videos, which this catalogue has none of) are skipped, not refused.
    const known = refs.filter((r) => r.type === 'tracks' && view.track(r.id));
    const skipped = refs.filter((r) => !known.includes(r)).map((r) => ({ id: r.id, type: r.type, reason: 'NOT_FOUND' }));
    const added = library.addEntries(found.playlist, known.map((r) => r.id), position);
    res.json({ data: added.map((e) => ({ id: e.trackId, type: 'tracks', meta: { itemId: e.entryId, addedAt: e.addedAt } })), links: { self: itemsLink(found.playlist) }, meta: { skipped } });
  });

  router.delete('/playlists/:id/relationships/items', (req, res) => {
    const found = requireUser(res) && playlistFor(req, res, true);
    const refs = found && identifiersOf(req, res, ['tracks', 'videos'], true);
    if (!found || !refs) return;
    const entries = new Map(found.playlist.entries.map((e) => [e.entryId, e.trackId]));
    const gone = refs.filter((r) => entries.get(String(r.meta!.itemId)) === r.id).map((r) => ({ entryId: String(r.meta!.itemId) }));
    library.removeEntries(found.playlist, gone);
    res.json({ links: { self: itemsLink(found.playlist) } });
  });
}

const COLLECTIONS = { userCollectionTracks: 'tracks', userCollectionAlbums: 'albums', userCollectionArtists: 'artists', userCollectionPlaylists: 'playlists' } as const;
type CollectionType = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

function collectionRoutes(router: Router, library: LibraryStore, requireUser: (res: Response) => EmulatedUser | undefined) {
  const view = library.view;
  /** Only the user's own collection exists for them (`me` or their id). */
  const owner = (req: Request, res: Response) => {
    const user = requireUser(res);
    if (user && req.params.id !== 'me' && req.params.id !== user.id) return void notFound(res);
    return user;
  };
  const exists = (type: CollectionType, id: string, user: EmulatedUser) => {
    if (type === 'playlists') {
      const playlist = library.playlist(id);
      return Boolean(playlist && canRead(playlist, user));
    }
    return Boolean(type === 'tracks' ? view.track(id) : type === 'albums' ? view.album(id) : view.artist(id));
  };
  const savedList = (user: EmulatedUser, type: Exclude<CollectionType, 'playlists'>) => (type === 'tracks' ? user.liked : type === 'albums' ? user.albums : user.artists);
  const collected = (user: EmulatedUser, type: CollectionType) => (type === 'playlists' ? user.playlistIds : savedList(user, type).map((s) => s.id));

  for (const [name, type] of Object.entries(COLLECTIONS)) {
    const path = `/${name}/:id/relationships/items`;
    router.get(path, (req, res) => {
      const user = owner(req, res);
      if (!user || !checkQuery(req, res, [], ['-addedAt'])) return;
      sendRelationship(req, res, createGraph(library, user.country, user), { id: user.id, type: name }, 'items', '');
    });

    router.post(path, (req, res) => {
      const user = owner(req, res);
      const refs = user && identifiersOf(req, res, [type], false);
      if (!user || !refs) return;
      const ids = [...new Set(refs.map((r) => r.id))];
      const known = ids.filter((id) => exists(type, id, user));
      const present = new Set(collected(user, type));
      // The whole batch is refused when anything in it is already collected.
      if (known.some((id) => present.has(id))) return fail(res, 409, 'DUPLICATE_ITEMS_IN_COLLECTION', 'Collection already contains one or more items');
      if (type === 'playlists') user.playlistIds.unshift(...known);
      else library.save(savedList(user, type), known);
      const addedAt = new Date().toISOString();
      const skipped = ids.filter((id) => !known.includes(id)).map((id) => ({ id, type, reason: 'NOT_FOUND' }));
      res.json({ data: known.map((id) => ({ id, type, meta: { addedAt } })), links: { self: `/${name}/${user.id}/relationships/items` }, meta: { skipped } });
    });

    router.delete(path, (req, res) => {
      const user = owner(req, res);
      const refs = user && identifiersOf(req, res, [type], false);
      if (!user || !refs) return;
      const gone = new Set(refs.map((r) => r.id));
      // Taking a playlist out of the collection leaves the playlist itself alone.
      if (type === 'playlists') user.playlistIds.splice(0, user.playlistIds.length, ...user.playlistIds.filter((id) => !gone.has(id)));
      else library.unsave(savedList(user, type), [...gone]);
      res.json({ links: { self: `/${name}/${user.id}/relationships/items` } });
    });
  }
}
