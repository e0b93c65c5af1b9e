import { madeFor, ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
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
  UserSession,
  CatalogueUser,
} from '../types.js';
import { isPermutation } from '../playlistOrder.js';
import type { DeezerConfig } from './config.js';
import {
  albumItem,
  artistItem,
  playlistItem,
  trackItem,
  type DeezerAlbum,
  type DeezerArtist,
  type DeezerPlaylist,
  type DeezerTrack,
} from './mapping.js';

export const DEEZER_CAPABILITIES: Capabilities = {
  pageSize: { playlists: 100, playlistItems: 100, likedTracks: 100, albums: 100, artists: 100, search: 100 },
  // Favourites are added one per call; playlist songs go in lists.
  batchSize: { addPlaylistItems: 100, removePlaylistItems: 100, likeTracks: 1, saveAlbums: 1, followArtists: 1 },
  playlistSizeLimit: 10_000,
  // Deezer refuses a song already in the playlist.
  playlistDuplicates: false,
  // The whole order in one call (`POST /playlist/{id}/tracks?order=`).
  playlistReorder: true,
  likedTracksLimit: null,
  isrcSearch: true,
  // Only `GET /track/{id}` carries the ISRC (and every contributor).
  listedIsrc: false,
  tokenRefresh: false,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  catalogueSearch: true,
};

interface DeezerList<T> {
  data: T[];
  total?: number;
  next?: string;
}

const PERMISSIONS =
  'basic_access,email,offline_access,manage_library,manage_community,delete_library,listening_history';

/** Deezer reports failures in a 200 body: this reads them into our error kinds. */
export function interpretDeezer(response: UpstreamResponse<unknown>): UpstreamError | 'tokenRefused' | null {
  const error = (response.body as { error?: { type?: string; message?: string; code?: number } } | null)?.error;
  if (!error || typeof error !== 'object') return null;
  const details = { status: response.status };
  switch (error.code) {
    case 300:
      return 'tokenRefused';
    case 4:
    case 700:
      // Quota (4) and busy (700): Deezer gives no Retry-After; its window is five seconds.
      return new UpstreamError('deezer', error.code === 4 ? 'rateLimited' : 'unavailable', error.message ?? 'quota', {
        ...details,
        retryAfterSeconds: 5,
      });
    case 800:
      return new UpstreamError('deezer', 'notFound', error.message ?? 'no data', details);
    case 200:
      return new UpstreamError('deezer', 'forbidden', error.message ?? 'permission', details);
    case 100:
      return new UpstreamError('deezer', 'rejected', 'items limit exceeded', details);
    default:
      return new UpstreamError(
        'deezer',
        'rejected',
        `${error.type ?? 'error'} ${error.code ?? ''}: ${error.message ?? ''}`,
        details,
      );
  }
}

function deezerQuery(query: SearchQuery): string {
  const q = (v: string) => `"${v.replace(/"/g, '')}"`;
  return [
    query.artist ? `artist:${q(query.artist)}` : '',
    query.track ? `track:${q(query.track)}` : '',
    query.album ? `album:${q(query.album)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The Deezer API adapter: tokens in the query string, errors in 200 bodies, favourites one at a time. */
export function createDeezerAdapter(
  config: DeezerConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const api = new ServiceClient({
    service: 'deezer',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const connect = new ServiceClient({
    service: 'deezer',
    baseUrl: config.connectUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const userIds = new Map<string, string>();
  const authorize = (tokens: ServiceTokens) => ({ searchParams: { access_token: tokens.accessToken } });

  const call = async <T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    options: {
      method?: 'GET' | 'POST' | 'DELETE';
      searchParams?: Record<string, string | number | undefined>;
      idempotent?: boolean;
    } = {},
  ) =>
    (
      await api.call<T>({
        operation,
        path,
        method: options.method ?? 'GET',
        searchParams: options.searchParams,
        interpret: interpretDeezer,
        ...madeFor(user),
        authorize,
        // Deezer's writes answer `true`; a repeated add would fail as a duplicate, so only a request that never left is retried.
        idempotent: options.idempotent ?? (options.method ?? 'GET') !== 'POST',
      })
    ).body;

  async function userId(user: UserSession): Promise<string> {
    const known = userIds.get(user.key);
    if (known) return known;
    const me = await call<{ id: number }>('currentUser', 'user/me', user);
    userIds.set(user.key, String(me.id));
    return String(me.id);
  }

  const limit = (page: PageRequest) => Math.min(page.limit ?? 100, 100);
  const list = async <W, T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    page: PageRequest,
    map: (item: W, index: number) => T,
    extra: Record<string, string> = {},
  ): Promise<Page<T>> => {
    const body = await call<DeezerList<W>>(
      operation,
      page.cursor ?? path,
      user,
      page.cursor ? {} : { searchParams: { limit: limit(page), ...extra } },
    );
    const index = page.cursor ? Number(new URL(page.cursor).searchParams.get('index') ?? 0) : 0;
    return {
      items: body.data.map((item, i) => map(item, index + i)),
      next: body.next ?? null,
      total: body.total ?? null,
    };
  };
  const one = async (
    operation: string,
    method: 'POST' | 'DELETE',
    path: string,
    user: UserSession,
    searchParams: Record<string, string>,
  ) => {
    await call(operation, path, user, { method, searchParams });
  };

  return {
    id: 'deezer',
    capabilities: DEEZER_CAPABILITIES,

    authorizeUrl({ redirectUri, state }) {
      const url = new URL(`${config.connectUrl.replace(/\/+$/, '')}/oauth/auth.php`);
      url.search = new URLSearchParams({
        app_id: config.appId,
        redirect_uri: redirectUri,
        perms: PERMISSIONS,
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode(code) {
      const res = await connect.call<unknown>({
        operation: 'exchangeCode',
        path: 'oauth/access_token.php',
        searchParams: { app_id: config.appId, secret: config.appSecret, code, output: 'json' },
      });
      const body = res.body as { access_token?: string; expires?: number } | string;
      if (typeof body !== 'object' || !body.access_token)
        throw new UpstreamError('deezer', 'rejected', `code exchange refused: ${String(body).slice(0, 80)}`);
      // expires 0: with offline_access the token does not expire.
      return {
        accessToken: body.access_token,
        refreshToken: null,
        expiresAt: body.expires ? Date.now() + body.expires * 1000 : null,
        scope: PERMISSIONS,
        raw: { access_token: body.access_token, expires: body.expires ?? 0 },
      };
    },
    async refreshTokens() {
      throw new UpstreamError('deezer', 'reauthRequired', 'Deezer has no refresh tokens');
    },
    async currentUser(user) {
      const me = await call<{ id: number; name?: string; email?: string; country?: string; picture_medium?: string }>(
        'currentUser',
        'user/me',
        user,
      );
      userIds.set(user.key, String(me.id));
      return {
        id: String(me.id),
        name: me.name ?? null,
        email: me.email ?? null,
        imageUrl: me.picture_medium ?? null,
        country: me.country ?? null,
        raw: me as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const id = await userId(user);
      return list<DeezerPlaylist, ReturnType<typeof playlistItem>>('playlists', 'user/me/playlists', user, page, (p) =>
        playlistItem(p, id),
      );
    },
    async playlist(user, playlistId) {
      const [id, body] = await Promise.all([
        userId(user),
        call<DeezerPlaylist>('playlist', `playlist/${encodeURIComponent(playlistId)}`, user),
      ]);
      return playlistItem(body, id);
    },
    playlistItems: (user, playlistId, page) =>
      list<DeezerTrack, ReturnType<typeof trackItem>>(
        'playlistItems',
        `playlist/${encodeURIComponent(playlistId)}/tracks`,
        user,
        page,
        (t, index) => trackItem(t, String(index)),
      ),
    async createPlaylist(user, changes) {
      const created = await call<{ id: number }>('createPlaylist', 'user/me/playlists', user, {
        method: 'POST',
        searchParams: { title: changes.name },
      });
      const playlistId = String(created.id);
      if (changes.description !== undefined || changes.isPublic !== undefined) {
        await call('updatePlaylist', `playlist/${playlistId}`, user, {
          method: 'POST',
          searchParams: {
            description: changes.description,
            public: changes.isPublic === undefined ? undefined : String(changes.isPublic),
          },
        });
      }
      return {
        ...playlistItem(
          {
            id: created.id,
            title: changes.name,
            description: changes.description,
            public: changes.isPublic,
            nb_tracks: 0,
          },
          null,
        ),
        isOwner: true,
      };
    },
    async updatePlaylist(user, playlistId, changes) {
      await call('updatePlaylist', `playlist/${encodeURIComponent(playlistId)}`, user, {
        method: 'POST',
        searchParams: {
          title: changes.name,
          description: changes.description,
          public: changes.isPublic === undefined ? undefined : String(changes.isPublic),
        },
      });
    },
    async deletePlaylist(user, playlistId) {
      await call('deletePlaylist', `playlist/${encodeURIComponent(playlistId)}`, user, { method: 'DELETE' });
    },
    async addPlaylistItems(user, playlistId, trackIds) {
      await one('addPlaylistItems', 'POST', `playlist/${encodeURIComponent(playlistId)}/tracks`, user, {
        songs: trackIds.join(','),
      });
    },
    async removePlaylistItems(user, playlistId, items) {
      // Deezer removes a song from a playlist by song id (every occurrence).
      await one('removePlaylistItems', 'DELETE', `playlist/${encodeURIComponent(playlistId)}/tracks`, user, {
        songs: [...new Set(items.map((i) => i.id))].join(','),
      });
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length)) throw new RangeError('order is not a permutation of the playlist');
      if (order.every((index, i) => index === i)) return;
      // A playlist holds a track once, so its track ids name its entries. The whole order goes at
      // once, and Deezer refuses one that is not every track of the playlist: sent twice it does
      // the same, so a retry is safe.
      await call('reorderPlaylistItems', `playlist/${encodeURIComponent(playlistId)}/tracks`, user, {
        method: 'POST',
        searchParams: { order: order.map((index) => current[index].id).join(',') },
        idempotent: true,
      });
    },
    likedTracks: (user, page) =>
      list<DeezerTrack, ReturnType<typeof trackItem>>('likedTracks', 'user/me/tracks', user, page, (t) => trackItem(t)),
    async likeTracks(user, trackIds) {
      for (const id of trackIds) await one('likeTracks', 'POST', 'user/me/tracks', user, { track_id: id });
    },
    async unlikeTracks(user, trackIds) {
      for (const id of trackIds) await one('unlikeTracks', 'DELETE', 'user/me/tracks', user, { track_id: id });
    },
    savedAlbums: (user, page) =>
      list<DeezerAlbum, ReturnType<typeof albumItem>>('savedAlbums', 'user/me/albums', user, page, albumItem),
    async saveAlbums(user, albumIds) {
      for (const id of albumIds) await one('saveAlbums', 'POST', 'user/me/albums', user, { album_id: id });
    },
    async unsaveAlbums(user, albumIds) {
      for (const id of albumIds) await one('unsaveAlbums', 'DELETE', 'user/me/albums', user, { album_id: id });
    },
    followedArtists: (user, page) =>
      list<DeezerArtist, ReturnType<typeof artistItem>>('followedArtists', 'user/me/artists', user, page, artistItem),
    async followArtists(user, artistIds) {
      for (const id of artistIds) await one('followArtists', 'POST', 'user/me/artists', user, { artist_id: id });
    },
    async unfollowArtists(user, artistIds) {
      for (const id of artistIds) await one('unfollowArtists', 'DELETE', 'user/me/artists', user, { artist_id: id });
    },

    async artist(user, artistId) {
      return artistItem(await call<DeezerArtist>('artist', `artist/${encodeURIComponent(artistId)}`, user));
    },
    async track(user, trackId) {
      return trackItem(await call<DeezerTrack>('track', `track/${encodeURIComponent(trackId)}`, user));
    },
    async album(user, albumId) {
      return albumItem(await call<DeezerAlbum>('album', `album/${encodeURIComponent(albumId)}`, user));
    },
    searchTracks: (user, query, page) =>
      list<DeezerTrack, ReturnType<typeof trackItem>>('searchTracks', 'search', user, page, (t) => trackItem(t), {
        q: deezerQuery(query),
      }),
    searchAlbums: (user, query, page) =>
      list<DeezerAlbum, ReturnType<typeof albumItem>>('searchAlbums', 'search/album', user, page, albumItem, {
        q: deezerQuery({ album: query.album ?? query.track, artist: query.artist }),
      }),
    searchArtists: (user, query, page) =>
      list<DeezerArtist, ReturnType<typeof artistItem>>('searchArtists', 'search/artist', user, page, artistItem, {
        q: query.artist ?? query.track ?? '',
      }),
    async tracksByIsrc(user, isrc) {
      if (!/^[A-Z0-9]{12}$/i.test(isrc)) throw unsupported('deezer', 'tracksByIsrc with a malformed ISRC');
      try {
        return [trackItem(await call<DeezerTrack>('tracksByIsrc', `track/isrc:${isrc.toUpperCase()}`, user))];
      } catch (err) {
        if (err instanceof UpstreamError && err.kind === 'notFound') return [];
        throw err;
      }
    },
  };
}
