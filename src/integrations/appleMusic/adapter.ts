import { importPKCS8, SignJWT } from 'jose';
import { ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, unsupported } from '../errors.js';
import type { Capabilities, MusicServiceAdapter, Page, PageRequest, SearchQuery, ServiceTokens, TrackItem, UserSession } from '../types.js';
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
// playlists, no following artists. Callers answer `operationNotSupported` for those.
export const APPLE_MUSIC_CAPABILITIES: Capabilities = {
  pageSize: { playlists: 100, playlistItems: 100, likedTracks: 100, albums: 100, artists: 100, search: 25 },
  batchSize: { addPlaylistItems: 100, removePlaylistItems: 0, likeTracks: 100, saveAlbums: 100, followArtists: 0 },
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

const DEVELOPER_TOKEN_LIFE = '12h';
const RENEW_BEFORE_MS = 3_600_000;

/** Apple's answers that mean something other than their status alone. */
export function interpretApple(response: UpstreamResponse<unknown>): UpstreamError | 'tokenRefused' | null {
  // 401 is about our developer token, never the listener's: signing the listener in again would not help.
  if (response.status === 401) return new UpstreamError('appleMusic', 'rejected', 'Apple Music refused the developer token', { status: 401 });
  const errors = (response.body as { errors?: { code?: string }[] } | null)?.errors;
  if (response.status === 403 && errors?.some((e) => e.code === '40300')) return 'tokenRefused';
  return null;
}

/** Free text for Apple's search box: the song and artist words in one term. */
export function appleTerm(query: SearchQuery): string {
  return [query.track, query.artist, query.album].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** The Apple Music API adapter: developer token we sign, the listener's Music-User-Token, offset pages. */
export function createAppleMusicAdapter(config: AppleMusicConfig, deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {}): MusicServiceAdapter {
  const api = new ServiceClient({ service: 'appleMusic', baseUrl: config.apiUrl, budget: deps.budget, metrics: deps.metrics });
  const bridge = new ServiceClient({ service: 'appleMusic', baseUrl: config.authUrl, budget: deps.budget, metrics: deps.metrics });
  let developer: { token: string; expiresAt: number } | null = null;

  /** The ES256 developer token, signed from the configured MusicKit key and renewed an hour before it ends. */
  async function developerToken(): Promise<string> {
    if (developer && developer.expiresAt - RENEW_BEFORE_MS > Date.now()) return developer.token;
    if (!config.privateKey || !config.teamId || !config.keyId) throw new UpstreamError('appleMusic', 'unavailable', 'Apple Music is not configured (team id, key id and private key are needed)');
    const key = await importPKCS8(config.privateKey, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: config.keyId }).setIssuer(config.teamId).setIssuedAt(now).setExpirationTime(DEVELOPER_TOKEN_LIFE).sign(key);
    developer = { token, expiresAt: (now + 12 * 3600) * 1000 };
    return token;
  }

  const userHeader = (tokens: ServiceTokens) => ({ headers: { 'music-user-token': tokens.accessToken } });
  const call = async <T>(
    operation: string,
    path: string,
    user: UserSession | null,
    options: { method?: 'GET' | 'POST'; searchParams?: Record<string, string | number | undefined>; json?: unknown; idempotent?: boolean } = {},
  ): Promise<T> => {
    const headers = { authorization: `Bearer ${await developerToken()}` };
    const res = await api.call<T>({ operation, path, method: options.method ?? 'GET', searchParams: options.searchParams, json: options.json, headers, interpret: interpretApple, idempotent: options.idempotent, ...(user ? { user, authorize: userHeader } : {}) });
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

  /** A page: the first by path and limit, the next ones by Apple's root-relative `next` (which carries the offset only). */
  async function list<W, T>(operation: string, path: string, user: UserSession | null, page: PageRequest, max: number, map: (item: W) => T, extra: Record<string, string> = {}): Promise<Page<T>> {
    const limit = Math.min(page.limit ?? max, max);
    let target = path;
    let searchParams: Record<string, string | number> = { ...extra, limit };
    if (page.cursor) {
      const next = new URL(page.cursor, 'https://next.invalid');
      target = next.pathname;
      searchParams = { ...Object.fromEntries(next.searchParams), limit };
    }
    const body = await call<ApplePage<W>>(operation, target, user, { searchParams });
    return { items: body.data.map(map), next: body.next ?? null, total: body.meta?.total ?? null };
  }

  const songs = (tracks: AppleResource<AppleSongAttributes>[]) => tracks.map(trackItem);

  async function searchPage<W, T>(operation: string, type: 'songs' | 'albums' | 'artists', user: UserSession | null, term: string, page: PageRequest, map: (item: W) => T): Promise<Page<T>> {
    const limit = Math.min(page.limit ?? 25, 25);
    const sf = await storefront(user);
    let path = `v1/catalog/${sf}/search`;
    let searchParams: Record<string, string | number> = { term, types: type, limit };
    if (page.cursor) {
      const next = new URL(page.cursor, 'https://next.invalid');
      path = next.pathname;
      searchParams = { ...Object.fromEntries(next.searchParams), limit };
    }
    const body = await call<{ results: Partial<Record<string, { data: W[]; next?: string }>> }>(operation, path, user, { searchParams });
    const found = body.results[type];
    return { items: (found?.data ?? []).map(map), next: found?.next ?? null, total: null };
  }

  async function byIsrcs(user: UserSession | null, isrcs: string[]): Promise<Map<string, TrackItem[]>> {
    const wanted = [...new Set(isrcs.map((i) => i.toUpperCase()).filter((i) => /^[A-Z0-9]{12}$/.test(i)))];
    const found = new Map<string, TrackItem[]>(wanted.map((isrc) => [isrc, []]));
    if (wanted.length === 0) return found;
    const sf = await storefront(user);
    const body = await call<ApplePage<AppleResource<AppleSongAttributes>>>('tracksByIsrc', `v1/catalog/${sf}/songs`, user, { searchParams: { 'filter[isrc]': wanted.join(',') } });
    const byId = new Map(body.data.map((song) => [song.id, trackItem(song)]));
    // `data` may hold one song per ISRC; `meta.filters.isrc` lists every song sharing it.
    const listed = body.meta?.filters?.isrc ?? {};
    const missing = [...new Set(Object.values(listed).flat().map((ref) => ref.id))].filter((id) => !byId.has(id));
    if (missing.length) {
      const more = await call<ApplePage<AppleResource<AppleSongAttributes>>>('track', `v1/catalog/${sf}/songs`, user, { searchParams: { ids: missing.slice(0, 300).join(',') } });
      for (const song of more.data) byId.set(song.id, trackItem(song));
    }
    for (const isrc of wanted) {
      const refs = listed[isrc];
      const tracks = refs ? refs.map((ref) => byId.get(ref.id)).filter((t): t is TrackItem => Boolean(t)) : [...byId.values()].filter((t) => t.isrc?.toUpperCase() === isrc);
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

    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(`${config.authUrl.replace(/\/+$/, '')}/authorize`);
      url.search = new URLSearchParams({ client_id: config.clientId, response_type: 'code', redirect_uri: redirectUri, state, ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}) }).toString();
      return url.toString();
    },
    async exchangeCode(code, redirectUri, codeVerifier) {
      try {
        const res = await bridge.call<{ music_user_token: string; expires_in?: number; user_id?: string; name?: string; email?: string }>({
          operation: 'exchangeCode',
          method: 'POST',
          path: 'token',
          form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: config.clientId, client_secret: config.clientSecret, ...(codeVerifier ? { code_verifier: codeVerifier } : {}) },
          idempotent: false,
        });
        const { music_user_token: token, ...raw } = res.body;
        return { accessToken: token, refreshToken: null, expiresAt: raw.expires_in ? Date.now() + raw.expires_in * 1000 : null, scope: null, raw };
      } catch (err) {
        if (err instanceof UpstreamError && err.kind === 'rejected') throw new UpstreamError('appleMusic', 'reauthRequired', 'the sign-in code was refused', err.details);
        throw err;
      }
    },
    async refreshTokens() {
      throw new UpstreamError('appleMusic', 'reauthRequired', 'a Music-User-Token cannot be renewed: the listener signs in again');
    },
    async currentUser(user) {
      // Apple has no profile endpoint: the identity comes from the sign-in, the country from the storefront.
      const { raw } = await user.tokens();
      const answer = await call<ApplePage<{ id: string }>>('currentUser', 'v1/me/storefront', user);
      const country = answer.data[0]?.id?.toUpperCase() ?? null;
      return { id: String(raw.user_id ?? ''), name: (raw.name as string | undefined) ?? null, email: (raw.email as string | undefined) ?? null, imageUrl: null, country, raw: { storefront: answer.data[0]?.id ?? null } };
    },

    playlists: (user, page) => list('playlists', 'v1/me/library/playlists', user, page, 100, (p: AppleResource<ApplePlaylistAttributes>) => playlistItem(p)),
    async playlist(user, playlistId) {
      const body = await call<ApplePage<AppleResource<ApplePlaylistAttributes>>>('playlist', `v1/me/library/playlists/${encodeURIComponent(playlistId)}`, user);
      if (!body.data[0]) throw new UpstreamError('appleMusic', 'notFound', 'no such playlist');
      return playlistItem(body.data[0]);
    },
    playlistItems: (user, playlistId, page) => list('playlistItems', `v1/me/library/playlists/${encodeURIComponent(playlistId)}/tracks`, user, page, 100, (s: AppleResource<AppleSongAttributes>) => trackItem(s), { include: 'catalog' }),
    async createPlaylist(user, changes) {
      const body = await call<ApplePage<AppleResource<ApplePlaylistAttributes>>>('createPlaylist', 'v1/me/library/playlists', user, {
        method: 'POST',
        json: { attributes: { name: changes.name, ...(changes.description ? { description: changes.description } : {}) } },
        // A repeated create would make a second playlist: only a request that never left is retried.
        idempotent: false,
      });
      return { ...playlistItem(body.data[0]), isOwner: true, totalItems: 0 };
    },
    updatePlaylist: refuse('updatePlaylist'),
    deletePlaylist: refuse('deletePlaylist'),
    async addPlaylistItems(user, playlistId, trackIds) {
      await call('addPlaylistItems', `v1/me/library/playlists/${encodeURIComponent(playlistId)}/tracks`, user, { method: 'POST', json: { data: trackIds.map((id) => ({ id, type: 'songs' })) }, idempotent: false });
    },
    removePlaylistItems: refuse('removePlaylistItems'),
    likedTracks: (user, page) => list('likedTracks', 'v1/me/library/songs', user, page, 100, (s: AppleResource<AppleSongAttributes>) => trackItem(s), { include: 'catalog' }),
    async likeTracks(user, trackIds) {
      // Adding to the library twice keeps one copy: safe to retry.
      await call('likeTracks', 'v1/me/library', user, { method: 'POST', searchParams: { 'ids[songs]': trackIds.join(',') }, idempotent: true });
    },
    unlikeTracks: refuse('unlikeTracks'),
    savedAlbums: (user, page) => list('savedAlbums', 'v1/me/library/albums', user, page, 100, (a: AppleResource<AppleAlbumAttributes>) => albumItem(a)),
    async saveAlbums(user, albumIds) {
      await call('saveAlbums', 'v1/me/library', user, { method: 'POST', searchParams: { 'ids[albums]': albumIds.join(',') }, idempotent: true });
    },
    unsaveAlbums: refuse('unsaveAlbums'),
    followedArtists: (user, page) => list('followedArtists', 'v1/me/library/artists', user, page, 100, (a: AppleResource<{ name: string }>) => artistItem(a)),
    followArtists: refuse('followArtists'),
    unfollowArtists: refuse('unfollowArtists'),

    async artist(user, artistId) {
      const body = await call<ApplePage<AppleResource<{ name: string }>>>('artist', `v1/catalog/${await storefront(user)}/artists/${encodeURIComponent(artistId)}`, user);
      return artistItem(body.data[0]);
    },
    async track(user, trackId) {
      const body = await call<ApplePage<AppleResource<AppleSongAttributes>>>('track', `v1/catalog/${await storefront(user)}/songs/${encodeURIComponent(trackId)}`, user);
      return songs(body.data)[0];
    },
    async album(user, albumId) {
      const body = await call<ApplePage<AppleResource<AppleAlbumAttributes>>>('album', `v1/catalog/${await storefront(user)}/albums/${encodeURIComponent(albumId)}`, user);
      return albumItem(body.data[0]);
    },
    searchTracks: (user, query, page) => searchPage('searchTracks', 'songs', user, appleTerm(query), page, (s: AppleResource<AppleSongAttributes>) => trackItem(s)),
    searchAlbums: (user, query, page) => searchPage('searchAlbums', 'albums', user, appleTerm({ album: query.album ?? query.track, artist: query.artist }), page, (a: AppleResource<AppleAlbumAttributes>) => albumItem(a)),
    searchArtists: (user, query, page) => searchPage('searchArtists', 'artists', user, query.artist ?? query.track ?? '', page, (a: AppleResource<{ name: string }>) => artistItem(a)),
    async tracksByIsrc(user, isrc) {
      if (!/^[A-Z0-9]{12}$/i.test(isrc)) throw unsupported('appleMusic', 'tracksByIsrc with a malformed ISRC');
      return (await byIsrcs(user, [isrc])).get(isrc.toUpperCase()) ?? [];
    },
    tracksByIsrcs: byIsrcs,
  };
}
