import { ServiceClient } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
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
import { grantFailure, tokensFrom, type TokenAnswer } from '../oauthTokens.js';
import { isPermutation, planMoves } from '../playlistOrder.js';
import type { SpotifyConfig } from './config.js';
import {
  albumItem,
  artistItem,
  playlistItem,
  trackItem,
  type SpotifyAlbum,
  type SpotifyArtist,
  type SpotifyPlaylist,
  type SpotifyTrack,
} from './mapping.js';

/** The members of a playlist entry the mapping reads: the rest of each track is not sent. */
const ENTRY_FIELDS =
  'href,limit,next,offset,previous,total,items(added_at,is_local,item(id,name,type,duration_ms,explicit,is_local,is_playable,preview_url,external_ids,external_urls,artists(id,name,external_urls),album(id,name,total_tracks,images,artists(id,name,external_urls))),track(id,name,type,duration_ms,explicit,is_local,is_playable,preview_url,external_ids,external_urls,artists(id,name,external_urls),album(id,name,total_tracks,images,artists(id,name,external_urls))))';

/** URIs one `/me/library` call takes. */
const LIBRARY_URIS = 40;

export const SPOTIFY_CAPABILITIES: Capabilities = {
  pageSize: { playlists: 50, playlistItems: 50, likedTracks: 50, albums: 50, artists: 50, search: 10 },
  // The library's writes go through `/me/library`, at most 40 URIs a call.
  batchSize: {
    addPlaylistItems: 100,
    removePlaylistItems: 100,
    likeTracks: LIBRARY_URIS,
    saveAlbums: LIBRARY_URIS,
    followArtists: LIBRARY_URIS,
  },
  playlistSizeLimit: 10_000,
  playlistInsert: true,
  playlistReorder: true,
  likedTracksLimit: null,
  isrcSearch: true,
  tokenRefresh: true,
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

/** Entries a playlist's own read carries inline (the rest come from its `items` pages). */
const PLAYLIST_INLINE = 100;
/** What a reorder reads to check the playlist is still the one it was given, and its snapshot. */
const ORDER_ENTRY = 'item(id,name,is_local),track(id,name,is_local)';

interface SpotifyPaging<T> {
  items: T[];
  next: string | null;
  total: number;
}

const quote = (value: string) => `"${value.replace(/"/g, '')}"`;

/** Spotify's search syntax for a structured query. */
export function spotifyQuery(query: SearchQuery): string {
  return [
    query.track ? `track:${quote(query.track)}` : '',
    query.artist ? `artist:${quote(query.artist)}` : '',
    query.album ? `album:${quote(query.album)}` : '',
    query.isrc ? `isrc:${query.isrc}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The Spotify Web API adapter (accounts service for OAuth, client credentials for catalogue calls). */
export function createSpotifyAdapter(
  config: SpotifyConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const api = new ServiceClient({
    service: 'spotify',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const accounts = new ServiceClient({
    service: 'spotify',
    baseUrl: config.accountsUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const clientAuth = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  let appToken: { token: string; expiresAt: number } | null = null;
  const userIds = new Map<string, string>();

  async function token(form: Record<string, string>, operation: string): Promise<ServiceTokens> {
    try {
      const res = await accounts.call<TokenAnswer>({
        operation,
        method: 'POST',
        path: 'api/token',
        form,
        headers: { authorization: clientAuth },
        idempotent: false,
      });
      return tokensFrom(res.body);
    } catch (err) {
      throw grantFailure('spotify', operation, err);
    }
  }

  async function appAuth(): Promise<Record<string, string>> {
    if (!appToken || appToken.expiresAt - 60_000 < Date.now()) {
      const issued = await token({ grant_type: 'client_credentials' }, 'clientCredentials');
      appToken = { token: issued.accessToken, expiresAt: issued.expiresAt ?? Date.now() + 3_600_000 };
    }
    return { authorization: `Bearer ${appToken.token}` };
  }

  const get = async <T>(
    operation: string,
    path: string,
    user: UserSession | null,
    searchParams?: Record<string, string | number | undefined>,
  ) => (await api.call<T>({ operation, path, searchParams, ...(user ? { user } : { appAuth }) })).body;
  const send = (
    operation: string,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    user: UserSession,
    json?: unknown,
    idempotent?: boolean,
  ) => api.call({ operation, method, path, json, user, idempotent });

  /**
   * Saves to or removes from the user's library (`PUT`/`DELETE /me/library?uris=`, which replaces
   * the deprecated `/me/tracks`, `/me/albums`, `/me/following` and playlist followers writes):
   * tracks, albums, artists and playlists alike, 40 URIs a call. Saving twice keeps one copy.
   */
  const library = async (operation: string, method: 'PUT' | 'DELETE', user: UserSession, uris: string[]) => {
    for (let i = 0; i < uris.length; i += LIBRARY_URIS) {
      await api.call({
        operation,
        method,
        path: 'me/library',
        searchParams: { uris: uris.slice(i, i + LIBRARY_URIS).join(',') },
        user,
      });
    }
  };
  const uri = (type: 'track' | 'album' | 'artist' | 'playlist') => (id: string) => `spotify:${type}:${id}`;

  // Calls for one listener at once ask who they are once: the lookup under way is shared.
  const askingWho = new Map<string, Promise<string>>();
  async function userId(user: UserSession): Promise<string> {
    const known = userIds.get(user.key);
    if (known) return known;
    let asking = askingWho.get(user.key);
    if (!asking) {
      asking = get<{ id: string }>('currentUser', 'me', user)
        .then((me) => {
          if (userIds.size > 10_000) userIds.clear();
          userIds.set(user.key, me.id);
          return me.id;
        })
        .finally(() => askingWho.delete(user.key));
      askingWho.set(user.key, asking);
    }
    return asking;
  }

  const pageOf = <W, T>(paging: SpotifyPaging<W>, map: (item: W, index: number) => T): Page<T> => ({
    items: paging.items.map(map),
    next: paging.next,
    total: paging.total,
  });
  const limit = (page: PageRequest, max: number) => Math.min(page.limit ?? max, max);
  /** The first page by offset, the next ones by the `next` URL Spotify gave. */
  const listPath = (page: PageRequest, path: string) => page.cursor ?? path;
  const offsetOf = (cursor: string | null | undefined) =>
    Number(cursor ? (new URL(cursor).searchParams.get('offset') ?? 0) : 0);
  const market = (user: UserSession) => user.country ?? 'from_token';
  // Only with a market does Spotify say whether a track plays there (`is_playable`).
  const inMarket = (user: UserSession | null) => (user ? { market: market(user) } : {});

  /**
   * The snapshot_id a reorder starts from, once the playlist is seen to hold `current` still, entry
   * for entry: the moves are worked out on `current`, so they must not land on another list. Read
   * in one answer for up to 100 entries; past that, the snapshot is read again after the pages and
   * must not have moved. Reads with the listener's market, as `playlistItems` does (relinked ids).
   */
  async function orderSnapshot(user: UserSession, playlistId: string, current: TrackItem[]): Promise<string> {
    type Entry = { item?: SpotifyTrack | null; track?: SpotifyTrack | null };
    const idOf = (entry: Entry) => {
      const item = entry.item ?? entry.track;
      return item ? (item.id ?? `local:${item.name}`) : null;
    };
    const path = `playlists/${encodeURIComponent(playlistId)}`;
    const head = await get<{ snapshot_id: string; items: { total: number; items: Entry[] } }>(
      'reorderPlaylistItems',
      path,
      user,
      { market: market(user), fields: `snapshot_id,items(total,items(${ORDER_ENTRY}))` },
    );
    const total = head.items.total;
    const ids = head.items.items.map(idOf);
    const changed = () =>
      new UpstreamError(
        'spotify',
        'rejected',
        'the playlist does not hold the entries given, in that order (changed since it was read, or holding entries a read leaves out): read it again to reorder it',
        { operation: 'reorderPlaylistItems' },
      );
    if (total !== current.length) throw changed();
    while (ids.length < total) {
      const page = await get<{ items: Entry[] }>('reorderPlaylistItems', `${path}/items`, user, {
        offset: ids.length,
        limit: 50,
        market: market(user),
        fields: `items(${ORDER_ENTRY})`,
      });
      if (page.items.length === 0) throw changed();
      ids.push(...page.items.map(idOf));
    }
    if (ids.length > PLAYLIST_INLINE) {
      const again = await get<{ snapshot_id: string }>('reorderPlaylistItems', path, user, { fields: 'snapshot_id' });
      if (again.snapshot_id !== head.snapshot_id) throw changed();
    }
    if (ids.length !== current.length || ids.some((id, i) => id !== current[i].id)) throw changed();
    return head.snapshot_id;
  }

  const adapter: MusicServiceAdapter = {
    id: 'spotify',
    capabilities: SPOTIFY_CAPABILITIES,

    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(`${config.accountsUrl.replace(/\/+$/, '')}/authorize`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
        scope: config.scopes,
        ...(codeChallenge ? { code_challenge_method: 'S256', code_challenge: codeChallenge } : {}),
      }).toString();
      return url.toString();
    },
    exchangeCode: (code, redirectUri, codeVerifier) =>
      token(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
        },
        'exchangeCode',
      ),
    refreshTokens: (refreshToken) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'refreshTokens'),

    async currentUser(user) {
      const me = await get<{
        id: string;
        display_name?: string | null;
        email?: string;
        country?: string;
        images?: { url: string }[];
      }>('currentUser', 'me', user);
      userIds.set(user.key, me.id);
      return {
        id: me.id,
        name: me.display_name ?? null,
        email: me.email ?? null,
        imageUrl: me.images?.[0]?.url ?? null,
        country: me.country ?? null,
        raw: me as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const id = await userId(user);
      const body = await get<SpotifyPaging<SpotifyPlaylist>>(
        'playlists',
        listPath(page, 'me/playlists'),
        user,
        page.cursor ? undefined : { limit: limit(page, 50) },
      );
      return pageOf(body, (p) => playlistItem(p, id));
    },
    async playlist(user, playlistId) {
      const [id, body] = await Promise.all([
        userId(user),
        get<SpotifyPlaylist>('playlist', `playlists/${encodeURIComponent(playlistId)}`, user, {
          fields: 'id,name,description,public,owner(id),items(total),images,external_urls,snapshot_id',
        }),
      ]);
      return playlistItem(body, id);
    },
    async playlistItems(user, playlistId, page) {
      const body = await get<
        SpotifyPaging<{ added_at: string | null; item?: SpotifyTrack | null; track?: SpotifyTrack | null }>
      >(
        'playlistItems',
        listPath(page, `playlists/${encodeURIComponent(playlistId)}/items`),
        user,
        page.cursor ? undefined : { limit: limit(page, 50), market: market(user), fields: ENTRY_FIELDS },
      );
      const offset = offsetOf(page.cursor);
      // entryId is the position: Spotify removes a single occurrence by uri and position.
      // `item` is the 2026 field; older answers carry `track`.
      const items = body.items.flatMap((entry, index) => {
        const item = entry.item ?? entry.track;
        return item ? [trackItem(item, { entryId: String(offset + index), addedAt: entry.added_at })] : [];
      });
      return { items, next: body.next, total: body.total };
    },
    async createPlaylist(user, changes) {
      const id = await userId(user);
      const res = await send(
        'createPlaylist',
        'POST',
        'me/playlists',
        user,
        { name: changes.name, description: changes.description, public: changes.isPublic ?? false },
        false,
      );
      return playlistItem(res.body as SpotifyPlaylist, id);
    },
    async updatePlaylist(user, playlistId, changes) {
      await send('updatePlaylist', 'PUT', `playlists/${encodeURIComponent(playlistId)}`, user, {
        name: changes.name,
        description: changes.description,
        public: changes.isPublic,
      });
    },
    async deletePlaylist(user, playlistId) {
      await library('deletePlaylist', 'DELETE', user, [uri('playlist')(playlistId)]);
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      // Not idempotent: a retried add would add twice, so only a request that never left is retried.
      await send(
        'addPlaylistItems',
        'POST',
        `playlists/${encodeURIComponent(playlistId)}/items`,
        user,
        { uris: trackIds.map((id) => `spotify:track:${id}`), ...(position === undefined ? {} : { position }) },
        false,
      );
    },
    async removePlaylistItems(user, playlistId, items) {
      // The current API removes every copy of a track and cannot name one entry. Asked to remove
      // some entries of a track the playlist holds more often, we refuse rather than remove more.
      const named = items.filter((item) => item.entryId !== null);
      if (named.length) {
        const held = new Map<string, number>();
        let cursor: string | null = null;
        do {
          const page: Awaited<ReturnType<MusicServiceAdapter['playlistItems']>> = await adapter.playlistItems(
            user,
            playlistId,
            { cursor, limit: 50 },
          );
          for (const entry of page.items) if (entry.id) held.set(entry.id, (held.get(entry.id) ?? 0) + 1);
          cursor = page.next;
        } while (cursor);
        const asked = new Map<string, number>();
        for (const item of items) asked.set(item.id, (asked.get(item.id) ?? 0) + 1);
        const partial = [...asked].find(([id, count]) => (held.get(id) ?? 0) > count);
        if (partial) {
          throw new UpstreamError(
            'spotify',
            'unsupported',
            `removing one copy of a track the playlist holds ${held.get(partial[0])} times (removeOneOfDuplicates)`,
            { operation: 'removePlaylistItems' },
          );
        }
      }
      const uris = [...new Set(items.map((item) => uri('track')(item.id)))];
      await send(
        'removePlaylistItems',
        'DELETE',
        `playlists/${encodeURIComponent(playlistId)}/items`,
        user,
        { items: uris.map((u) => ({ uri: u })) },
        false,
      );
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length)) throw new RangeError('order is not a permutation of the playlist');
      // Ranges, one a call; planMoves counts insert_before before the move, as Spotify does.
      const moves = planMoves(order);
      if (moves.length === 0) return;
      let snapshot = await orderSnapshot(user, playlistId, current);
      for (const move of moves) {
        // Each move names the snapshot the one before it made, so a change by someone else in
        // between is refused rather than scrambled. Not idempotent: a move sent twice moves other
        // entries, so only a request that never left is retried.
        const res = await send(
          'reorderPlaylistItems',
          'PUT',
          `playlists/${encodeURIComponent(playlistId)}/items`,
          user,
          {
            range_start: move.from,
            insert_before: move.insertBefore,
            range_length: move.entries.length,
            snapshot_id: snapshot,
          },
          false,
        );
        const next = (res.body as { snapshot_id?: unknown } | null)?.snapshot_id;
        if (typeof next !== 'string')
          throw new UpstreamError('spotify', 'rejected', 'a reorder answered no snapshot_id', {
            operation: 'reorderPlaylistItems',
            status: res.status,
          });
        snapshot = next;
      }
    },
    async likedTracks(user, page) {
      const body = await get<SpotifyPaging<{ added_at: string; track: SpotifyTrack }>>(
        'likedTracks',
        listPath(page, 'me/tracks'),
        user,
        page.cursor ? undefined : { limit: limit(page, 50), market: market(user) },
      );
      return pageOf(body, (item) => trackItem(item.track, { addedAt: item.added_at }));
    },
    async likeTracks(user, trackIds) {
      await library('likeTracks', 'PUT', user, trackIds.map(uri('track')));
    },
    async unlikeTracks(user, trackIds) {
      await library('unlikeTracks', 'DELETE', user, trackIds.map(uri('track')));
    },
    async savedAlbums(user, page) {
      const body = await get<SpotifyPaging<{ added_at: string; album: SpotifyAlbum }>>(
        'savedAlbums',
        listPath(page, 'me/albums'),
        user,
        page.cursor ? undefined : { limit: limit(page, 50) },
      );
      return pageOf(body, (item) => albumItem(item.album, item.added_at));
    },
    async saveAlbums(user, albumIds) {
      await library('saveAlbums', 'PUT', user, albumIds.map(uri('album')));
    },
    async unsaveAlbums(user, albumIds) {
      await library('unsaveAlbums', 'DELETE', user, albumIds.map(uri('album')));
    },
    async followedArtists(user, page) {
      const body = await get<{ artists: SpotifyPaging<SpotifyArtist> }>(
        'followedArtists',
        listPath(page, 'me/following'),
        user,
        page.cursor ? undefined : { type: 'artist', limit: limit(page, 50) },
      );
      return pageOf(body.artists, artistItem);
    },
    async followArtists(user, artistIds) {
      await library('followArtists', 'PUT', user, artistIds.map(uri('artist')));
    },
    async unfollowArtists(user, artistIds) {
      await library('unfollowArtists', 'DELETE', user, artistIds.map(uri('artist')));
    },

    async artist(user, artistId) {
      return artistItem(await get<SpotifyArtist>('artist', `artists/${encodeURIComponent(artistId)}`, user));
    },
    async track(user, trackId) {
      return trackItem(
        await get<SpotifyTrack>(
          'track',
          `tracks/${encodeURIComponent(trackId)}`,
          user,
          user ? { market: market(user) } : undefined,
        ),
      );
    },
    async album(user, albumId) {
      return albumItem(
        await get<SpotifyAlbum>(
          'album',
          `albums/${encodeURIComponent(albumId)}`,
          user,
          user ? { market: market(user) } : undefined,
        ),
      );
    },
    async searchTracks(user, query, page) {
      const body = await get<{ tracks: SpotifyPaging<SpotifyTrack> }>(
        'searchTracks',
        listPath(page, 'search'),
        user,
        page.cursor ? undefined : { q: spotifyQuery(query), type: 'track', limit: limit(page, 10), ...inMarket(user) },
      );
      return pageOf(body.tracks, (t) => trackItem(t));
    },
    async searchAlbums(user, query, page) {
      const body = await get<{ albums: SpotifyPaging<SpotifyAlbum> }>(
        'searchAlbums',
        listPath(page, 'search'),
        user,
        page.cursor ? undefined : { q: spotifyQuery(query), type: 'album', limit: limit(page, 10), ...inMarket(user) },
      );
      return pageOf(body.albums, (a) => albumItem(a));
    },
    async searchArtists(user, query, page) {
      const body = await get<{ artists: SpotifyPaging<SpotifyArtist> }>(
        'searchArtists',
        listPath(page, 'search'),
        user,
        page.cursor
          ? undefined
          : { q: spotifyQuery({ artist: query.artist ?? query.track }), type: 'artist', limit: limit(page, 10) },
      );
      return pageOf(body.artists, artistItem);
    },
    async tracksByIsrc(user, isrc) {
      const body = await get<{ tracks: SpotifyPaging<SpotifyTrack> }>('tracksByIsrc', 'search', user, {
        q: `isrc:${isrc}`,
        type: 'track',
        limit: 10,
        ...inMarket(user),
      });
      return body.tracks.items.map((t) => trackItem(t));
    },
  };
  return adapter;
}
