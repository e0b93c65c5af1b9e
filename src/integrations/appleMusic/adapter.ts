import { randomUUID } from 'node:crypto';
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
  ServiceProfile,
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
// The sign-in page's token is in the browser for anyone to read: it lives long enough for a person
// to sign in with Apple in the MusicKit window, and works only from APP_URL's origin.
const PAGE_TOKEN_SECONDS = 15 * 60;
// Apple publishes no life for a Music-User-Token; they are seen to last about six months.
const USER_TOKEN_SECONDS = 180 * 24 * 3600;
// What a Music-User-Token can be: printable, header-safe and of sane length (Apple's are a few hundred characters).
const USER_TOKEN_SHAPE = /^[\x21-\x7e]{16,4096}$/;

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

  async function signingKey() {
    if (!config.privateKey || !config.teamId || !config.keyId)
      throw new UpstreamError(
        'appleMusic',
        'unavailable',
        'Apple Music is not configured (team id, key id and private key are needed)',
      );
    return importPKCS8(config.privateKey, 'ES256').catch(() => {
      throw new UpstreamError(
        'appleMusic',
        'unavailable',
        'APPLE_MUSIC_PRIVATE_KEY is not a PKCS#8 PEM of an ES256 key',
      );
    });
  }

  /** An ES256 developer token; `origin` restricts it to pages of that origin, as Apple does for web tokens. */
  async function signToken(seconds: number, origin?: string): Promise<{ token: string; expiresAt: number }> {
    const key = await signingKey();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + seconds;
    const token = await new SignJWT(origin ? { origin: [origin] } : {})
      .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
      .setIssuer(config.teamId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);
    return { token, expiresAt: expiresAt * 1000 };
  }

  async function signDeveloperToken(): Promise<string> {
    developer = await signToken(DEVELOPER_TOKEN_SECONDS);
    return developer.token;
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

  /**
   * What Apple tells of a listener, under the id the caller gives: Apple has no profile endpoint
   * and names no account, so only the country, from the listener's storefront.
   */
  async function storefrontProfile(operation: string, user: UserSession, id: string): Promise<ServiceProfile> {
    const answer = await call<ApplePage<{ id: string }>>(operation, 'v1/me/storefront', user);
    const storefront = answer.data[0]?.id ?? null;
    return {
      id,
      name: null,
      email: null,
      imageUrl: null,
      country: storefront?.toUpperCase() ?? null,
      raw: { storefront },
    };
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

    // Apple has no OAuth: a Music-User-Token comes only from MusicKit JS in a browser, on our
    // sign-in page, configured with a developer token of ours.
    browserSignIn: {
      sdk: 'musicKit',
      async pageSettings(pageOrigin) {
        const { token } = await signToken(PAGE_TOKEN_SECONDS, pageOrigin);
        const script = new URL(config.musicKitJsUrl);
        // MusicKit calls the Apple Music API from the page once the listener has allowed access.
        const origins = [...new Set([script.origin, new URL(config.apiUrl).origin])];
        return { scriptUrl: script.toString(), developerToken: token, connectOrigins: origins };
      },
      async acceptToken(token) {
        if (!USER_TOKEN_SHAPE.test(token))
          throw new UpstreamError('appleMusic', 'reauthRequired', 'this is not a Music-User-Token');
        const tokens: ServiceTokens = {
          accessToken: token,
          refreshToken: null,
          expiresAt: Date.now() + USER_TOKEN_SECONDS * 1000,
          scope: null,
          raw: {},
        };
        const session: UserSession = {
          key: `signin:${randomUUID()}`,
          country: null,
          tokens: async () => tokens,
          refresh: async () => {
            throw new UpstreamError('appleMusic', 'reauthRequired', 'Apple Music refused the Music-User-Token');
          },
        };
        // The storefront is the one read a Music-User-Token alone allows: it proves the token works.
        // Neither MusicKit nor the API says who the listener is, so nothing recognises the same
        // listener again: every sign-in is a listener of its own (docs/decisions.md).
        const profile = await storefrontProfile('checkUserToken', session, `musickit:${randomUUID()}`);
        return { tokens: { ...tokens, raw: { storefront: profile.raw.storefront } }, profile };
      },
    },
    async refreshTokens() {
      throw new UpstreamError(
        'appleMusic',
        'reauthRequired',
        'a Music-User-Token cannot be renewed: the listener signs in again',
      );
    },
    currentUser: (user) => storefrontProfile('currentUser', user, ''),

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
    // Apple Music's API adds to a library playlist and does nothing else to its tracks.
    reorderPlaylistItems: refuse('reorderPlaylistItems'),
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
