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
  UserSession,
} from '../types.js';
import type { QobuzConfig } from './config.js';
import { isPermutation, planMoves } from '../playlistOrder.js';
import {
  albumItem,
  artistItem,
  personName,
  playlistItem,
  trackItem,
  type QobuzAlbum,
  type QobuzArtist,
  type QobuzCollection,
  type QobuzPlaylist,
  type QobuzTrack,
  type QobuzUser,
} from './mapping.js';

/** Largest `limit` of Qobuz's lists (1 to 500, 50 when absent). */
const PAGE_MAX = 500;
/** Ids per write call: Qobuz states no limit; this keeps a call's form short. */
const BATCH = 100;

export const QOBUZ_CAPABILITIES: Capabilities = {
  pageSize: {
    playlists: PAGE_MAX,
    playlistItems: PAGE_MAX,
    likedTracks: PAGE_MAX,
    albums: PAGE_MAX,
    artists: PAGE_MAX,
    search: 100,
  },
  batchSize: {
    addPlaylistItems: BATCH,
    removePlaylistItems: BATCH,
    likeTracks: BATCH,
    saveAlbums: BATCH,
    followArtists: BATCH,
  },
  playlistSizeLimit: null,
  likedTracksLimit: null,
  // No ISRC endpoint: a search for the ISRC, kept to the tracks that carry it.
  isrcSearch: true,
  tokenRefresh: false,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  // playlist/updateTracksPosition moves entries by their playlist_track_id.
  playlistReorder: true,
  stableEntryIds: true,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  // The catalogue answers the app id alone.
  catalogueSearch: true,
  // Qobuz signs listeners in for its partners only: the partner brings the listener's token.
  signIn: 'token',
};

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/i;

/**
 * Qobuz's error body (`{"status":"error","code":…,"message":…}`) under its HTTP status. A refused
 * token (401) and a rate limit (429) are left to the client, which knows what to do with them.
 */
export function interpretQobuz(response: UpstreamResponse<unknown>): UpstreamError | null {
  const body = response.body as { status?: string; code?: number; message?: string } | null;
  if (response.status < 400 || response.status === 401 || response.status === 429 || response.status >= 500)
    return null;
  const said = body && typeof body === 'object' && body.status === 'error' ? (body.message ?? '') : '';
  const details = { status: response.status };
  if (response.status === 404) return new UpstreamError('qobuz', 'notFound', said || 'not found', details);
  if (response.status === 403) return new UpstreamError('qobuz', 'forbidden', said || 'forbidden', details);
  return new UpstreamError('qobuz', 'rejected', `answered ${response.status}: ${said}`.trim(), details);
}

/** Our page cursor is Qobuz's `offset`, as a string. */
function offsetOf(page: PageRequest): number {
  if (!page.cursor) return 0;
  if (!/^\d{1,9}$/.test(page.cursor))
    throw new UpstreamError('qobuz', 'invalidCursor', 'a page cursor that is not an offset was refused');
  return Number(page.cursor);
}

function pageOf<W, T>(list: QobuzCollection<W> | undefined, map: (item: W) => T): Page<T> {
  const items = list?.items ?? [];
  const end = (list?.offset ?? 0) + items.length;
  return {
    items: items.map(map),
    next: items.length > 0 && end < (list?.total ?? 0) ? String(end) : null,
    total: list?.total ?? null,
  };
}

/** The words of a search box: Qobuz has no fields to search by. */
const words = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim();

type Params = Record<string, string | number | undefined>;

/** The Qobuz API 0.2 adapter: `object/method` calls, the app id on every call, the listener's token where needed. */
export function createQobuzAdapter(
  config: QobuzConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const api = new ServiceClient({
    service: 'qobuz',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const userIds = new Map<string, string>();
  const authorize = (tokens: ServiceTokens) => ({ headers: { 'x-user-auth-token': tokens.accessToken } });
  const app = { 'x-app-id': config.appId };

  /** A read: GET with query parameters. */
  const read = async <T>(operation: string, method: string, user: UserSession | null, params: Params = {}) =>
    (
      await api.call<T>({
        operation,
        path: method,
        searchParams: params,
        headers: app,
        interpret: interpretQobuz,
        ...(user ? { user, authorize } : {}),
      })
    ).body;

  /**
   * A write: POST with a form, as current clients send them (the 2015 documentation sent the same
   * parameters by GET). Adding tracks twice would add them twice, so only a call that never left is retried.
   */
  const write = async <T>(
    operation: string,
    method: string,
    user: UserSession,
    form: Record<string, string>,
    idempotent: boolean,
  ) =>
    (
      await api.call<T>({
        operation,
        path: method,
        method: 'POST',
        form,
        headers: app,
        interpret: interpretQobuz,
        user,
        authorize,
        idempotent,
      })
    ).body;

  const limit = (page: PageRequest, max = PAGE_MAX) => Math.max(1, Math.min(page.limit ?? 50, max));

  async function userId(user: UserSession): Promise<string> {
    const known = userIds.get(user.key);
    if (known) return known;
    const body = await read<{ user?: QobuzUser }>('currentUser', 'playlist/getUserPlaylists', user, { limit: 1 });
    if (body?.user?.id === undefined || body.user.id === null)
      throw new UpstreamError('qobuz', 'rejected', 'playlist/getUserPlaylists named no user');
    userIds.set(user.key, String(body.user.id));
    return String(body.user.id);
  }

  const favourites = async <W, T>(
    operation: string,
    type: 'tracks' | 'albums' | 'artists',
    user: UserSession,
    page: PageRequest,
    map: (item: W) => T,
  ) => {
    const body = await read<Record<string, QobuzCollection<W>> & { user?: QobuzUser }>(
      operation,
      'favorite/getUserFavorites',
      user,
      { type, limit: limit(page), offset: offsetOf(page) },
    );
    if (body.user) userIds.set(user.key, String(body.user.id));
    return pageOf(body[type], map);
  };
  const favourite = async (
    operation: string,
    method: 'favorite/create' | 'favorite/delete',
    param: 'track_ids' | 'album_ids' | 'artist_ids',
    user: UserSession,
    ids: string[],
  ) => {
    for (let i = 0; i < ids.length; i += BATCH)
      await write(operation, method, user, { [param]: ids.slice(i, i + BATCH).join(',') }, true);
  };
  const search = async <W, T>(
    operation: string,
    method: 'track/search' | 'album/search' | 'artist/search',
    kind: 'tracks' | 'albums' | 'artists',
    user: UserSession | null,
    query: string,
    page: PageRequest,
    map: (item: W) => T,
  ): Promise<Page<T>> => {
    if (!query) return { items: [], next: null, total: 0 };
    const body = await read<Record<string, QobuzCollection<W>>>(operation, method, user, {
      query,
      limit: limit(page, QOBUZ_CAPABILITIES.pageSize.search),
      offset: offsetOf(page),
    });
    return pageOf(body[kind], map);
  };

  /** Every entry of a playlist, for removals given by track id alone. */
  async function entriesOf(user: UserSession, playlistId: string): Promise<QobuzTrack[]> {
    const entries: QobuzTrack[] = [];
    for (let offset = 0; ; offset += PAGE_MAX) {
      const body = await read<{ tracks?: QobuzCollection<QobuzTrack> }>('removePlaylistItems', 'playlist/get', user, {
        playlist_id: playlistId,
        extra: 'tracks',
        limit: PAGE_MAX,
        offset,
      });
      entries.push(...(body.tracks?.items ?? []));
      if (!body.tracks?.items?.length || entries.length >= body.tracks.total) return entries;
    }
  }

  return {
    id: 'qobuz',
    capabilities: QOBUZ_CAPABILITIES,
    tokenOnly: true,

    async refreshTokens() {
      throw new UpstreamError('qobuz', 'reauthRequired', 'Qobuz has no refresh tokens');
    },
    /**
     * Whose token it is: `playlist/getUserPlaylists` names the listener (`{id, login}`, as
     * recorded), and `user/login` with that id and the token, the way current clients check a
     * stored token, gives the account (name, e-mail, country).
     */
    async currentUser(user) {
      const id = await userId(user);
      // The token goes in its header, as on every call: never in a URL that proxies log.
      const body = await read<{ user?: QobuzUser }>('currentUser', 'user/login', user, { user_id: id });
      const account = body?.user;
      if (!account?.id) throw new UpstreamError('qobuz', 'rejected', 'user/login named no user');
      userIds.set(user.key, String(account.id));
      return {
        id: String(account.id),
        name: personName(account),
        email: account.email ?? null,
        imageUrl: account.avatar ?? null,
        country: account.country_code ?? null,
        raw: account as unknown as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const body = await read<{ user: QobuzUser; playlists: QobuzCollection<QobuzPlaylist> }>(
        'playlists',
        'playlist/getUserPlaylists',
        user,
        { limit: limit(page), offset: offsetOf(page) },
      );
      const me = String(body.user.id);
      userIds.set(user.key, me);
      return pageOf(body.playlists, (p) => playlistItem(p, me));
    },
    async playlist(user, playlistId) {
      const [me, body] = await Promise.all([
        userId(user),
        read<QobuzPlaylist>('playlist', 'playlist/get', user, { playlist_id: playlistId }),
      ]);
      return playlistItem(body, me);
    },
    async playlistItems(user, playlistId, page) {
      const body = await read<{ tracks?: QobuzCollection<QobuzTrack> }>('playlistItems', 'playlist/get', user, {
        playlist_id: playlistId,
        extra: 'tracks',
        limit: limit(page),
        offset: offsetOf(page),
      });
      return pageOf(body.tracks, trackItem);
    },
    async createPlaylist(user, changes) {
      const form: Record<string, string> = { name: changes.name, is_collaborative: '0' };
      if (changes.description !== undefined) form.description = changes.description;
      if (changes.isPublic !== undefined) form.is_public = changes.isPublic ? '1' : '0';
      const created = await write<QobuzPlaylist>('createPlaylist', 'playlist/create', user, form, false);
      return { ...playlistItem(created, null), isOwner: true };
    },
    async updatePlaylist(user, playlistId, changes) {
      const form: Record<string, string> = { playlist_id: playlistId };
      if (changes.name !== undefined) form.name = changes.name;
      if (changes.description !== undefined) form.description = changes.description;
      if (changes.isPublic !== undefined) form.is_public = changes.isPublic ? '1' : '0';
      await write('updatePlaylist', 'playlist/update', user, form, true);
    },
    async deletePlaylist(user, playlistId) {
      await write('deletePlaylist', 'playlist/delete', user, { playlist_id: playlistId }, true);
    },
    async addPlaylistItems(user, playlistId, trackIds) {
      for (let i = 0; i < trackIds.length; i += BATCH)
        await write(
          'addPlaylistItems',
          'playlist/addTracks',
          user,
          { playlist_id: playlistId, track_ids: trackIds.slice(i, i + BATCH).join(',') },
          false,
        );
    },
    async removePlaylistItems(user, playlistId, items) {
      // Qobuz removes entries by their own id; an item given by track id alone loses every entry of that track.
      let entryIds = items.map((i) => i.entryId).filter((id): id is string => Boolean(id));
      const byTrack = new Set(items.filter((i) => !i.entryId).map((i) => i.id));
      if (byTrack.size) {
        const entries = await entriesOf(user, playlistId);
        entryIds = [
          ...entryIds,
          ...entries
            .filter((e) => byTrack.has(String(e.id)) && e.playlist_track_id)
            .map((e) => String(e.playlist_track_id)),
        ];
      }
      for (let i = 0; i < entryIds.length; i += BATCH)
        await write(
          'removePlaylistItems',
          'playlist/deleteTracks',
          user,
          { playlist_id: playlistId, playlist_track_ids: entryIds.slice(i, i + BATCH).join(',') },
          true,
        );
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('reorderPlaylistItems: the order is not a permutation of the playlist');
      const moves = planMoves(order, { maxRange: BATCH });
      const entryIds = moves.map((move) =>
        move.entries.map((i) => {
          const entryId = current[i].entryId;
          if (!entryId) throw new RangeError(`reorderPlaylistItems: entry ${i} has no playlist_track_id`);
          return entryId;
        }),
      );
      // Our reading of `insert_before` (no documentation of it survives): a position as
      // `playlist/get` counts them, 1-based (the recorded sample's first item is `position: 1`),
      // of the entry the tracks go before, in the playlist as it stands before the move; one past
      // the last entry puts them at the end. Current clients send it so (qobuz-player sends the
      // 0-based index + 1, the list's length + 1 for the end). A repeated move changes nothing more.
      for (const [m, move] of moves.entries())
        await write(
          'reorderPlaylistItems',
          'playlist/updateTracksPosition',
          user,
          {
            playlist_id: playlistId,
            playlist_track_ids: entryIds[m].join(','),
            insert_before: String(move.insertBefore + 1),
          },
          true,
        );
    },

    likedTracks: (user, page) =>
      favourites<QobuzTrack, ReturnType<typeof trackItem>>('likedTracks', 'tracks', user, page, trackItem),
    likeTracks: (user, ids) => favourite('likeTracks', 'favorite/create', 'track_ids', user, ids),
    unlikeTracks: (user, ids) => favourite('unlikeTracks', 'favorite/delete', 'track_ids', user, ids),
    savedAlbums: (user, page) =>
      favourites<QobuzAlbum, ReturnType<typeof albumItem>>('savedAlbums', 'albums', user, page, albumItem),
    saveAlbums: (user, ids) => favourite('saveAlbums', 'favorite/create', 'album_ids', user, ids),
    unsaveAlbums: (user, ids) => favourite('unsaveAlbums', 'favorite/delete', 'album_ids', user, ids),
    followedArtists: (user, page) =>
      favourites<QobuzArtist, ReturnType<typeof artistItem>>('followedArtists', 'artists', user, page, artistItem),
    followArtists: (user, ids) => favourite('followArtists', 'favorite/create', 'artist_ids', user, ids),
    unfollowArtists: (user, ids) => favourite('unfollowArtists', 'favorite/delete', 'artist_ids', user, ids),

    async artist(user, artistId) {
      return artistItem(await read<QobuzArtist>('artist', 'artist/get', user, { artist_id: artistId }));
    },
    async track(user, trackId) {
      return trackItem(await read<QobuzTrack>('track', 'track/get', user, { track_id: trackId }));
    },
    async album(user, albumId) {
      return albumItem(await read<QobuzAlbum>('album', 'album/get', user, { album_id: albumId }));
    },
    searchTracks: (user, query: SearchQuery, page) =>
      query.isrc
        ? byIsrcPage(user, query.isrc)
        : search<QobuzTrack, ReturnType<typeof trackItem>>(
            'searchTracks',
            'track/search',
            'tracks',
            user,
            words(query.track, query.artist, query.track ? undefined : query.album),
            page,
            trackItem,
          ),
    searchAlbums: (user, query, page) =>
      search<QobuzAlbum, ReturnType<typeof albumItem>>(
        'searchAlbums',
        'album/search',
        'albums',
        user,
        words(query.album ?? query.track, query.artist),
        page,
        albumItem,
      ),
    searchArtists: (user, query, page) =>
      search<QobuzArtist, ReturnType<typeof artistItem>>(
        'searchArtists',
        'artist/search',
        'artists',
        user,
        query.artist ?? query.track ?? '',
        page,
        artistItem,
      ),
    tracksByIsrc,
  };

  /** Qobuz has no ISRC lookup: its search finds an ISRC typed into it, and only tracks carrying it are kept. */
  async function tracksByIsrc(user: UserSession | null, isrc: string) {
    if (!ISRC.test(isrc)) throw unsupported('qobuz', 'tracksByIsrc with a malformed ISRC');
    const wanted = isrc.toUpperCase();
    const body = await read<{ tracks?: QobuzCollection<QobuzTrack> }>('tracksByIsrc', 'track/search', user, {
      query: wanted,
      limit: 25,
    });
    return (body.tracks?.items ?? []).filter((t) => t.isrc?.toUpperCase() === wanted).map(trackItem);
  }

  async function byIsrcPage(user: UserSession | null, isrc: string) {
    const items = await tracksByIsrc(user, isrc);
    return { items, next: null, total: items.length };
  }
}
