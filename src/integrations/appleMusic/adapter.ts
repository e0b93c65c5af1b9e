import { importPKCS8, SignJWT } from 'jose';
import { ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, unsupported } from '../errors.js';
import type {
  Capabilities,
  MusicServiceAdapter,
  Page,
  PageRequest,
  SearchQuery,
  ServiceTokens,
  TrackItem,
  UserSession,
} from '../types.js';
import type { AppleMusicConfig } from './config.js';
import {
  albumItem,
  artistItem,
  playlistItem,
  trackItem,
  type AppleAlbumAttributes,
  type ApplePlaylistAttributes,
  type AppleResource,
  type AppleSongAttributes,
} from './mapping.js';

// What Apple's API cannot do: no renaming, no removal from playlists or the library, no deleting
// playlists, no following artists (the library takes songs and albums, not artists). Callers
// answer `operationNotSupported` for those.
export const APPLE_MUSIC_CAPABILITIES: Capabilities = {
  pageSize: { playlists: 100, playlistItems: 100, likedTracks: 100, albums: 100, artists: 100, search: 25 },
  batchSize: { addPlaylistItems: 100, removePlaylistItems: 0, likeTracks: 100, saveAlbums: 100, followArtists: 0 },
  // A library holds at most 100,000 songs, and a library playlist's songs are library songs.
  playlistSizeLimit: 100_000,
  likedTracksLimit: 100_000,
  isrcSearch: true,
  isrcBatchSize: 25,
  tokenRefresh: false,
  renamePlaylist: false,
  removePlaylistItems: false,
  deletePlaylist: false,
  playlistDescription: true,
  playlistVisibility: false,
  likeTracks: true,
  unlikeTracks: false,
  saveAlbums: true,
  unsaveAlbums: false,
  followArtists: false,
  unfollowArtists: false,
  catalogueSearch: true,
};

interface ApplePage<T> {
  data: T[];
  next?: string;
  meta?: { total?: number; filters?: { isrc?: Record<string, { id: string }[]> } };
}

/** Apple's error document; `status` and `code` are strings. */
interface AppleErrors {
  errors?: { id?: string; title?: string; detail?: string; status?: string; code?: string }[];
}

// Apple accepts developer tokens of up to six months; a short life bounds the use of a leaked one.
const DEVELOPER_TOKEN_SECONDS = 12 * 3600;
const RENEW_BEFORE_MS = 3_600_000;
// Apple publishes no life for a Music-User-Token; they are seen to last about six months.
const USER_TOKEN_SECONDS = 180 * 24 * 3600;

/** Apple's answers that mean something other than their status alone. */
export function interpretApple(response: UpstreamResponse<unknown>): UpstreamError | 'tokenRefused' | null {
  const details = { status: response.status };
  // 401 is about our developer token, never the listener's: signing the listener in again would not help.
  if (response.status === 401)
    return new UpstreamError('appleMusic', 'rejected', 'Apple Music refused the developer token', details);
  // 404, 429 and 5xx keep the client's common handling (not found, waiting, retries).
  if (response.status < 400 || response.status === 404 || response.status === 429 || response.status >= 500)
    return null;
  const error = (response.body as AppleErrors | null)?.errors?.[0];
  // A refused or expired Music-User-Token: 403 with code 40300, or with no document at all.
  if (response.status === 403 && (!error || error.code === '40300')) return 'tokenRefused';
  if (!error) return null;
  const said = `${error.code ?? response.status} ${error.title ?? ''}: ${error.detail ?? ''}`;
  // 40015: the listener's subscription lacks the privilege; neither a retry nor a new sign-in helps.
  const kind = response.status === 403 || error.code === '40015' ? 'forbidden' : 'rejected';
  return new UpstreamError('appleMusic', kind, said, details);
}

/** The one resource of a single-resource document; an empty `data` means there is no such thing. */
function only<T>(body: ApplePage<T>, what: string): T {
  const found = body.data?.[0];
  if (!found) throw new UpstreamError('appleMusic', 'notFound', `no such ${what}`);
  return found;
}

/**
 * Where a page is read: the first by path, later ones by Apple's root-relative `next`. `next`
 * carries the offset but not the limit, and is read for its path and query only, never its host.
 */
function pageTarget(
  path: string,
  page: PageRequest,
  params: Record<string, string>,
  limit: number,
): { path: string; searchParams: Record<string, string | number> } {
  if (!page.cursor) return { path, searchParams: { ...params, limit } };
  const next = new URL(page.cursor, 'https://next.invalid');
  return { path: next.pathname, searchParams: { ...params, ...Object.fromEntries(next.searchParams), limit } };
}

/** Free text for Apple's search box: the song and artist words in one term. */
export function appleTerm(query: SearchQuery): string {
  return [query.track, query.artist, query.album].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** The Apple Music API adapter: developer token we sign, the listener's Music-User-Token, offset pages. */
export function createAppleMusicAdapter(
  config: AppleMusicConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const api = new ServiceClient({
    service: 'appleMusic',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const bridge = new ServiceClient({
    service: 'appleMusic',
    baseUrl: config.authUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  let developer: { token: string; expiresAt: number } | null = null;
  let signing: Promise<string> | null = null;

  /** The ES256 developer token, renewed an hour before it ends; concurrent callers share one signing. */
  async function developerToken(): Promise<string> {
    if (developer && developer.expiresAt - RENEW_BEFORE_MS > Date.now()) return developer.token;
    signing ??= signDeveloperToken().finally(() => {
      signing = null;
    });
    return signing;
  }

  async function signDeveloperToken(): Promise<string> {
    if (!config.privateKey || !config.teamId || !config.keyId)
      throw new UpstreamError(
        'appleMusic',
        'unavailable',
        'Apple Music is not configured (team id, key id and private key are needed)',
      );
    const key = await importPKCS8(config.privateKey, 'ES256').catch(() => {
      throw new UpstreamError(
        'appleMusic',
        'unavailable',
        'APPLE_MUSIC_PRIVATE_KEY is not a PKCS#8 PEM of an ES256 key',
      );
    });
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + DEVELOPER_TOKEN_SECONDS;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
      .setIssuer(config.teamId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);
    developer = { token, expiresAt: expiresAt * 1000 };
    return token;
  }

  /** Our MusicKit sign-in page; without one, Apple Music cannot be connected. */
  function signInPage(): string {
    if (!config.authUrl)
      throw new UpstreamError(
        'appleMusic',
        'unavailable',
        'Apple Music sign-in is not configured (APPLE_MUSIC_AUTH_URL)',
      );
    return config.authUrl.replace(/\/+$/, '');
  }

  const userHeader = (tokens: ServiceTokens) => ({ headers: { 'music-user-token': tokens.accessToken } });
  const call = async <T>(
    operation: string,
    path: string,
    user: UserSession | null,
    options: {
      method?: 'GET' | 'POST';
      searchParams?: Record<string, string | number | undefined>;
      json?: unknown;
      idempotent?: boolean;
    } = {},
  ): Promise<T> => {
    const headers = { authorization: `Bearer ${await developerToken()}` };
    const res = await api.call<T>({
      operation,
      path,
      method: options.method ?? 'GET',
      searchParams: options.searchParams,
      json: options.json,
      headers,
      interpret: interpretApple,
      idempotent: options.idempotent,
      ...(user ? { user, authorize: userHeader } : {}),
    });
    return res.body;
  };

  const storefronts = new Map<string, string>();
  /** The listener's storefront (their country's catalogue), else the configured one. */
  async function storefront(user: UserSession | null): Promise<string> {
    if (!user) return config.storefront;
    if (user.country) return user.country.toLowerCase();
    const known = storefronts.get(user.key);
    if (known) return known;
    const answer = await call<ApplePage<{ id: string }>>('storefront', 'v1/me/storefront', user);
    const id = answer.data[0]?.id ?? config.storefront;
    if (storefronts.size > 10_000) storefronts.clear();
    storefronts.set(user.key, id);
    return id;
  }

  /** A page of a library list; `meta.total` gives the whole count. */
  async function list<W, T>(
    operation: string,
    path: string,
    user: UserSession | null,
    page: PageRequest,
    max: number,
    map: (item: W) => T,
    extra: Record<string, string> = {},
  ): Promise<Page<T>> {
    const target = pageTarget(path, page, extra, Math.min(page.limit ?? max, max));
    const body = await call<ApplePage<W>>(operation, target.path, user, { searchParams: target.searchParams });
    return { items: body.data.map(map), next: body.next ?? null, total: body.meta?.total ?? null };
  }

  async function searchPage<W, T>(
    operation: string,
    type: 'songs' | 'albums' | 'artists',
    user: UserSession | null,
    term: string,
    page: PageRequest,
    map: (item: W) => T,
  ): Promise<Page<T>> {
    const max = APPLE_MUSIC_CAPABILITIES.pageSize.search;
    const target = pageTarget(
      `v1/catalog/${await storefront(user)}/search`,
      page,
      { term, types: type },
      Math.min(page.limit ?? max, max),
    );
    // Apple leaves a type out of `results` when nothing of that type matched.
    const body = await call<{ results: Partial<Record<string, { data: W[]; next?: string }>> }>(
      operation,
      target.path,
      user,
      { searchParams: target.searchParams },
    );
    const found = body.results[type];
    return { items: (found?.data ?? []).map(map), next: found?.next ?? null, total: null };
  }

  /** Songs by ISRC, keyed by upper-case ISRC; Apple takes 25 ISRCs a call, so longer lists go in batches. */
  async function byIsrcs(user: UserSession | null, isrcs: string[]): Promise<Map<string, TrackItem[]>> {
    const wanted = [...new Set(isrcs.map((i) => i.toUpperCase()).filter((i) => /^[A-Z0-9]{12}$/.test(i)))];
    const found = new Map<string, TrackItem[]>();
    const batch = APPLE_MUSIC_CAPABILITIES.isrcBatchSize!;
    for (let i = 0; i < wanted.length; i += batch) {
      for (const [isrc, tracks] of await isrcBatch(user, wanted.slice(i, i + batch))) found.set(isrc, tracks);
    }
    return found;
  }

  async function isrcBatch(user: UserSession | null, wanted: string[]): Promise<Map<string, TrackItem[]>> {
    const found = new Map<string, TrackItem[]>();
    const sf = await storefront(user);
    const body = await call<ApplePage<AppleResource<AppleSongAttributes>>>(
      'tracksByIsrc',
      `v1/catalog/${sf}/songs`,
      user,
      { searchParams: { 'filter[isrc]': wanted.join(',') } },
    );
    const byId = new Map(body.data.map((song) => [song.id, trackItem(song)]));
    // `data` may hold one song per ISRC; `meta.filters.isrc` lists every song sharing it.
    const listed = body.meta?.filters?.isrc ?? {};
    const missing = [
      ...new Set(
        Object.values(listed)
          .flat()
          .map((ref) => ref.id),
      ),
    ].filter((id) => !byId.has(id));
    if (missing.length) {
      const more = await call<ApplePage<AppleResource<AppleSongAttributes>>>('track', `v1/catalog/${sf}/songs`, user, {
        searchParams: { ids: missing.slice(0, 300).join(',') },
      });
      for (const song of more.data) byId.set(song.id, trackItem(song));
    }
    for (const isrc of wanted) {
      const refs = listed[isrc];
      const tracks = refs
        ? refs.map((ref) => byId.get(ref.id)).filter((t): t is TrackItem => Boolean(t))
        : [...byId.values()].filter((t) => t.isrc?.toUpperCase() === isrc);
      found.set(isrc, tracks);
    }
    return found;
  }

  const refuse = (operation: string) => async () => {
    throw unsupported('appleMusic', operation);
  };

  return {
    id: 'appleMusic',
    capabilities: APPLE_MUSIC_CAPABILITIES,

    // Sign-in. MusicKit has no OAuth code flow: the Music-User-Token is handed to MusicKit JS in a
    // browser. In production our own MusicKit JS page (APPLE_MUSIC_AUTH_URL) authorizes the listener,
    // keeps the token against a one-time code and redirects back with `code` and `state`; `/token`
    // trades the code for the token. The rest of our sign-in flow thus stays that of OAuth services.
    // The emulator plays that page.
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(`${signInPage()}/authorize`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
        ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
      }).toString();
      return url.toString();
    },
    async exchangeCode(code, redirectUri, codeVerifier) {
      signInPage();
      try {
        const res = await bridge.call<{
          music_user_token: string;
          expires_in?: number;
          user_id?: string;
          name?: string;
          email?: string;
        }>({
          operation: 'exchangeCode',
          method: 'POST',
          path: 'token',
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: config.clientId,
            client_secret: config.clientSecret,
            ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
          },
          idempotent: false,
        });
        const { music_user_token: token, ...raw } = res.body;
        return {
          accessToken: token,
          refreshToken: null,
          expiresAt: Date.now() + (raw.expires_in ?? USER_TOKEN_SECONDS) * 1000,
          scope: null,
          raw,
        };
      } catch (err) {
        if (err instanceof UpstreamError && err.kind === 'rejected')
          throw new UpstreamError('appleMusic', 'reauthRequired', 'the sign-in code was refused', err.details);
        throw err;
      }
    },
    async refreshTokens() {
      throw new UpstreamError(
        'appleMusic',
        'reauthRequired',
        'a Music-User-Token cannot be renewed: the listener signs in again',
      );
    },
    async currentUser(user) {
      // Apple has no profile endpoint: the identity comes from the sign-in, the country from the storefront.
      const { raw } = await user.tokens();
      const answer = await call<ApplePage<{ id: string }>>('currentUser', 'v1/me/storefront', user);
      const country = answer.data[0]?.id?.toUpperCase() ?? null;
      return {
        id: String(raw.user_id ?? ''),
        name: (raw.name as string | undefined) ?? null,
        email: (raw.email as string | undefined) ?? null,
        imageUrl: null,
        country,
        raw: { storefront: answer.data[0]?.id ?? null },
      };
    },

    playlists: (user, page) =>
      list('playlists', 'v1/me/library/playlists', user, page, 100, (p: AppleResource<ApplePlaylistAttributes>) =>
        playlistItem(p),
      ),
    async playlist(user, playlistId) {
      const body = await call<ApplePage<AppleResource<ApplePlaylistAttributes>>>(
        'playlist',
        `v1/me/library/playlists/${encodeURIComponent(playlistId)}`,
        user,
      );
      return playlistItem(only(body, 'playlist'));
    },
    playlistItems: (user, playlistId, page) =>
      list(
        'playlistItems',
        `v1/me/library/playlists/${encodeURIComponent(playlistId)}/tracks`,
        user,
        page,
        100,
        (s: AppleResource<AppleSongAttributes>) => trackItem(s),
        { include: 'catalog' },
      ),
    async createPlaylist(user, changes) {
      const body = await call<ApplePage<AppleResource<ApplePlaylistAttributes>>>(
        'createPlaylist',
        'v1/me/library/playlists',
        user,
        {
          method: 'POST',
          json: {
            attributes: { name: changes.name, ...(changes.description ? { description: changes.description } : {}) },
          },
          // A repeated create would make a second playlist: only a request that never left is retried.
          idempotent: false,
        },
      );
      return { ...playlistItem(only(body, 'playlist')), isOwner: true, totalItems: 0 };
    },
    updatePlaylist: refuse('updatePlaylist'),
    deletePlaylist: refuse('deletePlaylist'),
    async addPlaylistItems(user, playlistId, trackIds) {
      await call('addPlaylistItems', `v1/me/library/playlists/${encodeURIComponent(playlistId)}/tracks`, user, {
        method: 'POST',
        json: { data: trackIds.map((id) => ({ id, type: 'songs' })) },
        idempotent: false,
      });
    },
    removePlaylistItems: refuse('removePlaylistItems'),
    likedTracks: (user, page) =>
      list(
        'likedTracks',
        'v1/me/library/songs',
        user,
        page,
        100,
        (s: AppleResource<AppleSongAttributes>) => trackItem(s),
        { include: 'catalog' },
      ),
    async likeTracks(user, trackIds) {
      // Adding to the library twice keeps one copy: safe to retry.
      await call('likeTracks', 'v1/me/library', user, {
        method: 'POST',
        searchParams: { 'ids[songs]': trackIds.join(',') },
        idempotent: true,
      });
    },
    unlikeTracks: refuse('unlikeTracks'),
    savedAlbums: (user, page) =>
      list('savedAlbums', 'v1/me/library/albums', user, page, 100, (a: AppleResource<AppleAlbumAttributes>) =>
        albumItem(a),
      ),
    async saveAlbums(user, albumIds) {
      await call('saveAlbums', 'v1/me/library', user, {
        method: 'POST',
        searchParams: { 'ids[albums]': albumIds.join(',') },
        idempotent: true,
      });
    },
    unsaveAlbums: refuse('unsaveAlbums'),
    followedArtists: (user, page) =>
      list('followedArtists', 'v1/me/library/artists', user, page, 100, (a: AppleResource<{ name: string }>) =>
        artistItem(a),
      ),
    followArtists: refuse('followArtists'),
    unfollowArtists: refuse('unfollowArtists'),

    async artist(user, artistId) {
      const body = await call<ApplePage<AppleResource<{ name: string }>>>(
        'artist',
        `v1/catalog/${await storefront(user)}/artists/${encodeURIComponent(artistId)}`,
        user,
      );
      return artistItem(only(body, 'artist'));
    },
    async track(user, trackId) {
      const body = await call<ApplePage<AppleResource<AppleSongAttributes>>>(
        'track',
        `v1/catalog/${await storefront(user)}/songs/${encodeURIComponent(trackId)}`,
        user,
      );
      return trackItem(only(body, 'song'));
    },
    async album(user, albumId) {
      const body = await call<ApplePage<AppleResource<AppleAlbumAttributes>>>(
        'album',
        `v1/catalog/${await storefront(user)}/albums/${encodeURIComponent(albumId)}`,
        user,
      );
      return albumItem(only(body, 'album'));
    },
    searchTracks: (user, query, page) =>
      searchPage('searchTracks', 'songs', user, appleTerm(query), page, (s: AppleResource<AppleSongAttributes>) =>
        trackItem(s),
      ),
    searchAlbums: (user, query, page) =>
      searchPage(
        'searchAlbums',
        'albums',
        user,
        appleTerm({ album: query.album ?? query.track, artist: query.artist }),
        page,
        (a: AppleResource<AppleAlbumAttributes>) => albumItem(a),
      ),
    searchArtists: (user, query, page) =>
      searchPage(
        'searchArtists',
        'artists',
        user,
        query.artist ?? query.track ?? '',
        page,
        (a: AppleResource<{ name: string }>) => artistItem(a),
      ),
    async tracksByIsrc(user, isrc) {
      if (!/^[A-Z0-9]{12}$/i.test(isrc)) throw unsupported('appleMusic', 'tracksByIsrc with a malformed ISRC');
      return (await byIsrcs(user, [isrc])).get(isrc.toUpperCase()) ?? [];
    },
    tracksByIsrcs: byIsrcs,
  };
}
