import type { Redis } from 'ioredis';
import { ServiceClient } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, isUpstreamError, unsupported } from '../errors.js';
import type { Capabilities, MusicServiceAdapter, Page, PageRequest, ServiceTokens, UserSession } from '../types.js';
import type { SoundCloudConfig } from './config.js';
import { interpretSoundCloud } from './errors.js';
import {
  albumItem,
  artistItem,
  countryCode,
  idOf,
  isRelease,
  playlistItem,
  trackItem,
  urnOf,
  type SoundCloudCollection,
  type SoundCloudPlaylist,
  type SoundCloudTrack,
  type SoundCloudUser,
  type UrnKind,
} from './mapping.js';
import { checkedTokensFrom, grantFailure, type TokenAnswer } from '../oauthTokens.js';
import { PlaylistEditor, insertion, removal, reordering, unchanged, type TrackListStore } from './playlistEdits.js';
import { isPermutation } from '../playlistOrder.js';

export { interpretSoundCloud } from './errors.js';

/** The spec's page sizes: `limit` defaults to 50 and goes up to 200. */
const MAX_PAGE = 200;
/** `GET /playlists/{urn}/tracks` takes no `limit`: its pages are SoundCloud's default 50. */
const PLAYLIST_TRACKS_PAGE = 50;
/** SoundCloud keeps at most 500 tracks in a playlist (soundcloud/api#170). */
const PLAYLIST_LIMIT = 500;
/** Blocked tracks are left out of lists unless asked for: a playlist's entries are all of them. */
const EVERY_ACCESS = 'playable,preview,blocked';

export const SOUNDCLOUD_CAPABILITIES: Capabilities = {
  pageSize: {
    playlists: MAX_PAGE,
    playlistItems: PLAYLIST_TRACKS_PAGE,
    likedTracks: MAX_PAGE,
    albums: MAX_PAGE,
    artists: MAX_PAGE,
    search: MAX_PAGE,
  },
  // A playlist is written whole, so one call takes as many tracks as the playlist may hold; likes
  // and follows are one call per item.
  batchSize: {
    addPlaylistItems: PLAYLIST_LIMIT,
    removePlaylistItems: PLAYLIST_LIMIT,
    likeTracks: 1,
    saveAlbums: 1,
    followArtists: 1,
  },
  playlistSizeLimit: PLAYLIST_LIMIT,
  playlistInsert: true,
  // A new order is one PUT of the whole list, like any other edit of its tracks.
  playlistReorder: true,
  likedTracksLimit: null,
  // `Track.isrc` is whatever the uploader typed; no endpoint looks tracks up by it.
  isrcSearch: false,
  tokenRefresh: true,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  likeTracks: true,
  unlikeTracks: true,
  // Saved albums are the liked sets of type album (EP, single, compilation).
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  catalogueSearch: true,
  searchTypes: ['track', 'album', 'artist'],
};

/** A URN in a path: its colons stay as they are, as SoundCloud writes them. */
const segment = (kind: UrnKind, id: string) => encodeURIComponent(urnOf(kind, id)).replace(/%3A/gi, ':');

const SKIP = /#skip=(\d+)$/;

export interface SoundCloudDeps {
  budget?: RequestBudget;
  metrics?: UpstreamMetrics;
  /** Shared by every process: edits of one playlist take turns across all of them. */
  redis?: Redis;
  redisPrefix?: string;
}

/**
 * The SoundCloud public API adapter: OAuth 2.1 with PKCE and single-use refresh tokens, `OAuth`
 * tokens in the Authorization header, URNs in paths, `next_href` paging, and playlists written
 * whole (read, change, write, read back) one edit at a time.
 */
export function createSoundCloudAdapter(config: SoundCloudConfig, deps: SoundCloudDeps = {}): MusicServiceAdapter {
  const api = new ServiceClient({
    service: 'soundcloud',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const auth = new ServiceClient({
    service: 'soundcloud',
    baseUrl: config.authUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const apiRoot = config.apiUrl.replace(/\/+$/, '');
  const clientAuth = {
    authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
  };
  const editor = new PlaylistEditor(deps.redis ? { redis: deps.redis, prefix: deps.redisPrefix ?? '' } : undefined);
  const myUrns = new Map<string, string>();
  let appToken: Promise<{ token: string; expiresAt: number }> | null = null;

  async function token(
    form: Record<string, string>,
    operation: string,
    userGrant: boolean,
  ): Promise<Partial<TokenAnswer>> {
    try {
      const res = await auth.call<Partial<TokenAnswer>>({
        operation,
        method: 'POST',
        path: 'oauth/token',
        form,
        headers: clientAuth,
        idempotent: false,
        interpret: interpretSoundCloud,
      });
      return res.body;
    } catch (err) {
      throw userGrant ? grantFailure('soundcloud', operation, err) : err;
    }
  }

  // Client-credentials grants are scarce (50 per 12 h per app): one token serves until it expires.
  async function appAuth(): Promise<Record<string, string>> {
    const current = appToken ? await appToken.catch(() => null) : null;
    if (!current || current.expiresAt - 60_000 < Date.now()) {
      appToken = token({ grant_type: 'client_credentials' }, 'clientCredentials', false).then((answer) => {
        const issued = checkedTokensFrom('soundcloud', answer);
        return { token: issued.accessToken, expiresAt: issued.expiresAt ?? Date.now() + 3_600_000 };
      });
    }
    return { authorization: `OAuth ${(await appToken!).token}` };
  }

  const authorize = (tokens: ServiceTokens) => ({ headers: { authorization: `OAuth ${tokens.accessToken}` } });

  const call = async <T>(
    operation: string,
    path: string,
    user: UserSession | null,
    options: {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      searchParams?: Record<string, string | number>;
      json?: unknown;
    } = {},
  ): Promise<T> => {
    const send = async () =>
      (
        await api.call<T>({
          operation,
          path,
          method: options.method ?? 'GET',
          searchParams: options.searchParams,
          json: options.json,
          interpret: interpretSoundCloud,
          // Liking, following and writing a whole list twice leave the same state.
          idempotent: options.method !== 'POST' || /^likes\//.test(path),
          ...(user ? { user, authorize } : { appAuth }),
        })
      ).body;
    try {
      return await send();
    } catch (err) {
      // The app's token was refused (revoked, or expired early): get another once.
      if (!user && isUpstreamError(err, 'rejected') && err.details.status === 401) {
        appToken = null;
        return send();
      }
      throw err;
    }
  };

  async function myUrn(user: UserSession): Promise<string> {
    const known = myUrns.get(user.key);
    if (known) return known;
    const me = await call<SoundCloudUser>('currentUser', 'me', user);
    return remember(user, me);
  }
  function remember(user: UserSession, me: SoundCloudUser): string {
    const urn = urnOf('users', idOf(me));
    if (myUrns.size > 10_000) myUrns.clear();
    myUrns.set(user.key, urn);
    return urn;
  }

  /** A `next_href` we handed out; anything else is not a cursor of ours. */
  function cursorLink(cursor: string): string {
    if (!/^https?:\/\//i.test(cursor))
      throw new UpstreamError('soundcloud', 'invalidCursor', 'the cursor is not a SoundCloud page link');
    return cursor;
  }

  const limit = (page: PageRequest, most = MAX_PAGE) => Math.max(1, Math.min(page.limit ?? 50, most));

  async function list<W, T>(
    operation: string,
    path: string,
    user: UserSession | null,
    page: PageRequest,
    params: Record<string, string | number>,
    map: (item: W) => T | null,
  ): Promise<Page<T>> {
    const body = await call<SoundCloudCollection<W> | W[]>(
      operation,
      page.cursor ? cursorLink(page.cursor) : path,
      user,
      page.cursor ? {} : { searchParams: params },
    );
    const items = Array.isArray(body) ? body : (body?.collection ?? []);
    return {
      items: items.flatMap((item) => map(item) ?? []),
      next: Array.isArray(body) ? null : (body?.next_href ?? null),
      total: null,
    };
  }

  /** The playlist's tracks, read and written whole, with other fields of the same PUT. */
  function trackList(user: UserSession, playlistId: string, fields: Record<string, string> = {}): TrackListStore {
    const path = `playlists/${segment('playlists', playlistId)}`;
    return {
      async read() {
        const playlist = await call<SoundCloudPlaylist>('playlistTracks', path, user, {
          searchParams: { show_tracks: 'true', access: EVERY_ACCESS },
        });
        return (playlist.tracks ?? []).map((t) => urnOf('tracks', idOf(t)));
      },
      async write(tracks) {
        await call('writePlaylist', path, user, {
          method: 'PUT',
          json: { playlist: { ...fields, tracks: tracks.map((urn) => ({ urn })) } },
        });
      },
    };
  }

  const playlistFields = (changes: { name?: string; description?: string; isPublic?: boolean }) => ({
    ...(changes.name !== undefined ? { title: changes.name } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.isPublic !== undefined ? { sharing: changes.isPublic ? 'public' : 'private' } : {}),
  });

  const each = async (operation: string, method: 'POST' | 'PUT' | 'DELETE', paths: string[], user: UserSession) => {
    for (const path of paths) await call(operation, path, user, { method });
  };
  const text = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

  return {
    id: 'soundcloud',
    capabilities: SOUNDCLOUD_CAPABILITIES,

    // The sign-in asks for no scope: SoundCloud grants an app the whole account.
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(`${config.authUrl.replace(/\/+$/, '')}/authorize`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode(code, redirectUri, codeVerifier) {
      const form = {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      };
      return checkedTokensFrom('soundcloud', await token(form, 'exchangeCode', true));
    },
    async refreshTokens(refreshToken) {
      return checkedTokensFrom(
        'soundcloud',
        await token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'refreshTokens', true),
        refreshToken,
      );
    },
    async currentUser(user) {
      const me = await call<SoundCloudUser>('currentUser', 'me', user);
      remember(user, me);
      return {
        id: idOf(me),
        name: me.full_name || me.username || null,
        // The Me object carries no e-mail address.
        email: null,
        imageUrl: me.avatar_url || null,
        country: countryCode(me.country),
        raw: me as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const mine = await myUrn(user);
      return list<SoundCloudPlaylist, ReturnType<typeof playlistItem>>(
        'playlists',
        'me/playlists',
        user,
        page,
        { show_tracks: 'false', linked_partitioning: 'true', limit: limit(page) },
        (p) => playlistItem(p, mine),
      );
    },
    async playlist(user, playlistId) {
      const [mine, body] = await Promise.all([
        myUrn(user),
        call<SoundCloudPlaylist>('playlist', `playlists/${segment('playlists', playlistId)}`, user, {
          searchParams: { show_tracks: 'false' },
        }),
      ]);
      return playlistItem(body, mine);
    },
    async playlistItems(user, playlistId, page) {
      // Without a `limit` to ask for, a smaller page is cut from SoundCloud's page: the cursor is
      // the page's link with how many of its tracks were handed out already.
      const first = `${apiRoot}/playlists/${segment('playlists', playlistId)}/tracks?${new URLSearchParams({
        linked_partitioning: 'true',
        access: EVERY_ACCESS,
      })}`;
      const link = page.cursor ? cursorLink(page.cursor) : first;
      const skip = Number(SKIP.exec(link)?.[1] ?? 0);
      const at = link.replace(SKIP, '');
      const body = await call<SoundCloudCollection<SoundCloudTrack>>('playlistItems', at, user);
      const tracks = body.collection ?? [];
      const end = skip + limit(page, PLAYLIST_TRACKS_PAGE);
      return {
        items: tracks.slice(skip, end).map(trackItem),
        next: end < tracks.length ? `${at}#skip=${end}` : (body.next_href ?? null),
        total: null,
      };
    },
    async createPlaylist(user, changes) {
      const created = await call<SoundCloudPlaylist>('createPlaylist', 'playlists', user, {
        method: 'POST',
        json: { playlist: { ...playlistFields(changes), tracks: [] } },
      });
      return { ...playlistItem(created, created.user?.urn ?? null), isOwner: true };
    },
    async updatePlaylist(user, playlistId, changes) {
      const fields = playlistFields(changes);
      if (Object.keys(fields).length === 0) return;
      // The tracks go along: a PUT replaces the playlist, and an edit of its tracks may be under way.
      await editor.edit(urnOf('playlists', playlistId), trackList(user, playlistId, fields), unchanged);
    },
    async deletePlaylist(user, playlistId) {
      await call('deletePlaylist', `playlists/${segment('playlists', playlistId)}`, user, { method: 'DELETE' });
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      if (trackIds.length === 0) return;
      await editor.edit(
        urnOf('playlists', playlistId),
        trackList(user, playlistId),
        insertion(
          trackIds.map((id) => urnOf('tracks', id)),
          position,
        ),
      );
    },
    async removePlaylistItems(user, playlistId, items) {
      // SoundCloud has no entry ids: a track goes with every entry of it.
      if (items.length === 0) return;
      await editor.edit(
        urnOf('playlists', playlistId),
        trackList(user, playlistId),
        removal([...new Set(items.map((i) => urnOf('tracks', i.id)))]),
      );
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('the order is not a permutation of the playlist’s entries');
      const urns = current.map((item) => urnOf('tracks', item.id));
      // Copies of one track cannot be told apart: an order that only swaps them changes nothing.
      if (order.every((index, at) => urns[index] === urns[at])) return;
      // Read, put in order, write whole: when another editor changed the list since `current`
      // was read, the same relative order is applied to what is there (see `reordering`).
      await editor.edit(urnOf('playlists', playlistId), trackList(user, playlistId), reordering(urns, order));
    },

    likedTracks: (user, page) =>
      list<SoundCloudTrack, ReturnType<typeof trackItem>>(
        'likedTracks',
        'me/likes/tracks',
        user,
        page,
        { limit: limit(page), linked_partitioning: 'true' },
        trackItem,
      ),
    likeTracks: (user, trackIds) =>
      each(
        'likeTracks',
        'POST',
        trackIds.map((id) => `likes/tracks/${segment('tracks', id)}`),
        user,
      ),
    unlikeTracks: (user, trackIds) =>
      each(
        'unlikeTracks',
        'DELETE',
        trackIds.map((id) => `likes/tracks/${segment('tracks', id)}`),
        user,
      ),
    savedAlbums: (user, page) =>
      list<SoundCloudPlaylist, ReturnType<typeof albumItem>>(
        'savedAlbums',
        'me/likes/playlists',
        user,
        page,
        { limit: limit(page), linked_partitioning: 'true' },
        // Liked playlists that are not releases are not albums.
        (p) => (isRelease(p) ? albumItem(p) : null),
      ),
    saveAlbums: (user, albumIds) =>
      each(
        'saveAlbums',
        'POST',
        albumIds.map((id) => `likes/playlists/${segment('playlists', id)}`),
        user,
      ),
    unsaveAlbums: (user, albumIds) =>
      each(
        'unsaveAlbums',
        'DELETE',
        albumIds.map((id) => `likes/playlists/${segment('playlists', id)}`),
        user,
      ),
    followedArtists: (user, page) =>
      // The spec gives this list no `linked_partitioning`: it always answers a collection.
      list<SoundCloudUser, ReturnType<typeof artistItem>>(
        'followedArtists',
        'me/followings',
        user,
        page,
        { limit: limit(page) },
        artistItem,
      ),
    followArtists: (user, artistIds) =>
      each(
        'followArtists',
        'PUT',
        artistIds.map((id) => `me/followings/${segment('users', id)}`),
        user,
      ),
    unfollowArtists: (user, artistIds) =>
      each(
        'unfollowArtists',
        'DELETE',
        artistIds.map((id) => `me/followings/${segment('users', id)}`),
        user,
      ),

    async artist(user, artistId) {
      return artistItem(await call<SoundCloudUser>('artist', `users/${segment('users', artistId)}`, user));
    },
    async track(user, trackId) {
      return trackItem(await call<SoundCloudTrack>('track', `tracks/${segment('tracks', trackId)}`, user));
    },
    async album(user, albumId) {
      return albumItem(
        await call<SoundCloudPlaylist>('album', `playlists/${segment('playlists', albumId)}`, user, {
          searchParams: { show_tracks: 'false' },
        }),
      );
    },
    async searchTracks(user, query, page) {
      // Tracks belong to no album on SoundCloud: the album's words would only miss.
      const q = text(query.track, query.artist);
      if (!q) throw unsupported('soundcloud', query.isrc ? 'searchTracks by ISRC' : 'searchTracks without words');
      return list<SoundCloudTrack, ReturnType<typeof trackItem>>(
        'searchTracks',
        'tracks',
        user,
        page,
        { q, access: EVERY_ACCESS, limit: limit(page), linked_partitioning: 'true' },
        trackItem,
      );
    },
    async searchAlbums(user, query, page) {
      const q = text(query.album ?? query.track, query.artist);
      if (!q) throw unsupported('soundcloud', 'searchAlbums without words');
      // Sets are searched together: only those of type album (EP, single, compilation) are albums.
      return list<SoundCloudPlaylist, ReturnType<typeof albumItem>>(
        'searchAlbums',
        'playlists',
        user,
        page,
        { q, show_tracks: 'false', limit: limit(page), linked_partitioning: 'true' },
        (p) => (isRelease(p) ? albumItem(p) : null),
      );
    },
    async searchArtists(user, query, page) {
      const q = query.artist ?? query.track;
      if (!q) throw unsupported('soundcloud', 'searchArtists without words');
      return list<SoundCloudUser, ReturnType<typeof artistItem>>(
        'searchArtists',
        'users',
        user,
        page,
        { q, limit: limit(page), linked_partitioning: 'true' },
        artistItem,
      );
    },
    async tracksByIsrc() {
      throw unsupported('soundcloud', 'tracksByIsrc');
    },
  };
}
