import { ServiceClient } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, unsupported } from '../errors.js';
import {
  listenerOf,
  type Capabilities,
  type MusicServiceAdapter,
  type Page,
  type PageRequest,
  type ServiceTokens,
  type TrackItem,
  type UserSession,
  type CatalogueUser,
} from '../types.js';
import { grantFailure, tokensFrom, type TokenAnswer } from '../oauthTokens.js';
import type { BeatportConfig } from './config.js';
import {
  albumItem,
  artistItem,
  playlistItem,
  profile,
  trackItem,
  type BeatportAccount,
  type BeatportArtist,
  type BeatportPlaylist,
  type BeatportPlaylistEntry,
  type BeatportRelease,
  type BeatportTrack,
} from './mapping.js';
import { inferredCursor, MAX_PER_PAGE, nextCursor, pageParams, totalOf, type BeatportPage } from './paging.js';

/** Track ids one bulk add or removal sends (Beatport states no limit; clients send a page's worth). */
const BULK = 100;

export const BEATPORT_CAPABILITIES: Capabilities = {
  // Beatport keeps no liked tracks, saved releases or followed artists: those lists have no pages.
  pageSize: { playlists: 100, playlistItems: 100, likedTracks: 0, albums: 0, artists: 0, search: 100 },
  batchSize: { addPlaylistItems: BULK, removePlaylistItems: BULK, likeTracks: 0, saveAlbums: 0, followArtists: 0 },
  playlistSizeLimit: null,
  likedTracksLimit: null,
  isrcSearch: true,
  tokenRefresh: true,
  renamePlaylist: true,
  removePlaylistItems: true,
  stableEntryIds: true,
  deletePlaylist: true,
  playlistDescription: false,
  playlistVisibility: false,
  likeTracks: false,
  unlikeTracks: false,
  saveAlbums: false,
  unsaveAlbums: false,
  followArtists: false,
  unfollowArtists: false,
  // Every catalogue read wants a bearer token, and no app-only grant is open to third parties:
  // a listener's token reads the catalogue.
  catalogueSearch: false,
  playlists: true,
  likedTracks: false,
  savedAlbums: false,
  followedArtists: false,
  searchTypes: ['track', 'album', 'artist'],
  signIn: 'hosted',
};

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;
const segment = (id: string) => encodeURIComponent(id);

/** Beatport's ids are integers: anything else names nothing there. */
function numericIds(ids: string[], what: string): number[] {
  return ids.map((id) => {
    if (!/^\d+$/.test(id)) throw new UpstreamError('beatport', 'notFound', `${what} ${id} is not a Beatport id`);
    return Number(id);
  });
}

/** Search words: Beatport's search box takes one text, matched across names, artists and releases. */
const words = (...parts: (string | undefined)[]) =>
  parts
    .filter((p): p is string => Boolean(p?.trim()))
    .join(' ')
    .trim();

/**
 * The Beatport API v4 adapter: OAuth on Beatport's own server under `/v4/auth/o/`, Django REST
 * page-number lists, playlists under `/my/playlists/`, and a catalogue read with the listener's
 * token. Every path ends with a slash: without it Beatport answers 301.
 */
export function createBeatportAdapter(
  config: BeatportConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const api = new ServiceClient({
    service: 'beatport',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });

  async function token(form: Record<string, string>, operation: string): Promise<ServiceTokens> {
    const client = {
      client_id: config.clientId,
      ...(config.clientSecret ? { client_secret: config.clientSecret } : {}),
    };
    try {
      const res = await api.call<TokenAnswer>({
        operation,
        method: 'POST',
        path: 'auth/o/token/',
        form: { ...form, ...client },
        idempotent: false,
      });
      return tokensFrom(res.body);
    } catch (err) {
      throw grantFailure('beatport', operation, err);
    }
  }

  const get = async <T>(
    operation: string,
    path: string,
    user: UserSession,
    searchParams?: Record<string, string | number | undefined>,
  ) => (await api.call<T>({ operation, path, searchParams, user })).body;
  const send = async <T>(
    operation: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    user: UserSession,
    json?: unknown,
  ) =>
    (
      await api.call<T>({
        operation,
        method,
        path,
        json,
        user,
        // A repeated create or add would do it twice: only a request that never left is retried.
        idempotent: method !== 'POST',
      })
    ).body;

  /** A catalogue read needs a listener: Beatport gives apps no token of their own. */
  const listener = (user: CatalogueUser, operation: string): UserSession => {
    const session = listenerOf(user);
    if (!session) throw unsupported('beatport', `${operation} without a listener`);
    return session;
  };

  const list = async <W, T>(
    operation: string,
    path: string,
    user: UserSession,
    page: PageRequest,
    map: (item: W) => T,
    extra: Record<string, string> = {},
  ): Promise<Page<T>> => {
    const asked = pageParams(page);
    const body = await get<BeatportPage<W>>(operation, path, user, { ...extra, ...asked });
    return { items: body.results.map(map), next: nextCursor(body.next, asked), total: totalOf(body.count) };
  };

  type SearchKind = 'tracks' | 'releases' | 'artists';
  const search = async <W, T>(
    operation: string,
    type: SearchKind,
    q: string,
    user: UserSession,
    page: PageRequest,
    map: (item: W) => T,
  ): Promise<Page<T>> => {
    if (!q) return { items: [], next: null, total: 0 };
    const asked = pageParams(page);
    const body = await get<Partial<Record<SearchKind, W[]>> & { next?: string | null }>(
      operation,
      'catalog/search/',
      user,
      { q, type, ...asked },
    );
    const found = body[type] ?? [];
    const next = 'next' in body ? nextCursor(body.next, asked) : inferredCursor(found.length, asked);
    return { items: found.map(map), next, total: null };
  };

  /** Every entry id of the playlist that holds one of `trackIds`. */
  async function entriesOf(user: UserSession, playlistId: string, trackIds: Set<string>): Promise<number[]> {
    const found: number[] = [];
    let cursor: string | null = null;
    do {
      const asked = pageParams({ cursor, limit: MAX_PER_PAGE });
      const body: BeatportPage<BeatportPlaylistEntry> = await get(
        'removePlaylistItems',
        `my/playlists/${segment(playlistId)}/tracks/`,
        user,
        asked,
      );
      for (const entry of body.results) if (trackIds.has(String(entry.track?.id))) found.push(entry.id);
      cursor = nextCursor(body.next, asked);
    } while (cursor);
    return found;
  }

  const tracksWithIsrc = async (user: UserSession, isrc: string): Promise<TrackItem[]> => {
    const code = isrc.trim().toUpperCase();
    if (!ISRC.test(code)) return [];
    const body = await get<BeatportPage<BeatportTrack>>('tracksByIsrc', 'catalog/tracks/', user, {
      isrc: code,
      per_page: MAX_PER_PAGE,
    });
    return body.results.map((t) => trackItem(t));
  };

  return {
    id: 'beatport',
    capabilities: BEATPORT_CAPABILITIES,

    // Beatport's sign-in takes no scope: a client is granted its own scope (`user:dj` and the like).
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(`${config.apiUrl.replace(/\/+$/, '')}/auth/o/authorize/`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    exchangeCode: (code, redirectUri) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, 'exchangeCode'),
    refreshTokens: (refreshToken) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'refreshTokens'),
    async currentUser(user) {
      return profile(await get<BeatportAccount>('currentUser', 'my/account/', user));
    },

    playlists: (user, page) =>
      list<BeatportPlaylist, ReturnType<typeof playlistItem>>('playlists', 'my/playlists/', user, page, playlistItem),
    async playlist(user, playlistId) {
      return playlistItem(await get<BeatportPlaylist>('playlist', `my/playlists/${segment(playlistId)}/`, user));
    },
    playlistItems: (user, playlistId, page) =>
      list<BeatportPlaylistEntry, TrackItem>(
        'playlistItems',
        `my/playlists/${segment(playlistId)}/tracks/`,
        user,
        page,
        (entry) => trackItem(entry.track, String(entry.id)),
      ),
    // Beatport playlists have a name only: no description, no visibility.
    async createPlaylist(user, changes) {
      return playlistItem(
        await send<BeatportPlaylist>('createPlaylist', 'POST', 'my/playlists/', user, { name: changes.name }),
      );
    },
    async updatePlaylist(user, playlistId, changes) {
      if (changes.description !== undefined) throw unsupported('beatport', 'playlistDescription');
      if (changes.isPublic !== undefined) throw unsupported('beatport', 'playlistVisibility');
      if (changes.name === undefined) return;
      await send('updatePlaylist', 'PATCH', `my/playlists/${segment(playlistId)}/`, user, { name: changes.name });
    },
    async deletePlaylist(user, playlistId) {
      await send('deletePlaylist', 'DELETE', `my/playlists/${segment(playlistId)}/`, user);
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      if (position !== undefined) throw unsupported('beatport', 'addPlaylistItems at a position');
      const ids = numericIds(trackIds, 'track');
      for (let i = 0; i < ids.length; i += BULK)
        await send('addPlaylistItems', 'POST', `my/playlists/${segment(playlistId)}/tracks/bulk/`, user, {
          track_ids: ids.slice(i, i + BULK),
        });
    },
    async reorderPlaylistItems() {
      // Beatport's playlists keep positions, but how to move one is not in the reference we hold:
      // no move is sent until it can be checked.
      throw unsupported('beatport', 'reorderPlaylistItems');
    },
    async removePlaylistItems(user, playlistId, items) {
      // An entry is removed by its own id; a track named without one goes with every entry of it.
      const named = numericIds(
        items.flatMap((item) => (item.entryId === null ? [] : [item.entryId])),
        'playlist entry',
      );
      const unnamed = new Set(items.filter((item) => item.entryId === null).map((item) => item.id));
      const itemIds = [...new Set([...named, ...(unnamed.size ? await entriesOf(user, playlistId, unnamed) : [])])];
      for (let i = 0; i < itemIds.length; i += BULK)
        await send('removePlaylistItems', 'DELETE', `my/playlists/${segment(playlistId)}/tracks/bulk/`, user, {
          item_ids: itemIds.slice(i, i + BULK),
        });
    },

    likedTracks: async () => {
      throw unsupported('beatport', 'likedTracks');
    },
    likeTracks: async () => {
      throw unsupported('beatport', 'likeTracks');
    },
    unlikeTracks: async () => {
      throw unsupported('beatport', 'unlikeTracks');
    },
    savedAlbums: async () => {
      throw unsupported('beatport', 'savedAlbums');
    },
    saveAlbums: async () => {
      throw unsupported('beatport', 'saveAlbums');
    },
    unsaveAlbums: async () => {
      throw unsupported('beatport', 'unsaveAlbums');
    },
    followedArtists: async () => {
      throw unsupported('beatport', 'followedArtists');
    },
    followArtists: async () => {
      throw unsupported('beatport', 'followArtists');
    },
    unfollowArtists: async () => {
      throw unsupported('beatport', 'unfollowArtists');
    },

    async artist(user, artistId) {
      const who = listener(user, 'artist');
      return artistItem(await get<BeatportArtist>('artist', `catalog/artists/${segment(artistId)}/`, who));
    },
    async track(user, trackId) {
      const who = listener(user, 'track');
      return trackItem(await get<BeatportTrack>('track', `catalog/tracks/${segment(trackId)}/`, who));
    },
    async album(user, albumId) {
      const who = listener(user, 'album');
      return albumItem(await get<BeatportRelease>('album', `catalog/releases/${segment(albumId)}/`, who));
    },
    async searchTracks(user, query, page) {
      const who = listener(user, 'searchTracks');
      const q = words(query.track, query.artist);
      if (!q && query.isrc && !page.cursor) {
        const items = await tracksWithIsrc(who, query.isrc);
        return { items, next: null, total: items.length };
      }
      return search<BeatportTrack, TrackItem>('searchTracks', 'tracks', q, who, page, (t) => trackItem(t));
    },
    searchAlbums: async (user, query, page) =>
      search(
        'searchAlbums',
        'releases',
        words(query.album ?? query.track, query.artist),
        listener(user, 'searchAlbums'),
        page,
        albumItem,
      ),
    searchArtists: async (user, query, page) =>
      search(
        'searchArtists',
        'artists',
        words(query.artist ?? query.track),
        listener(user, 'searchArtists'),
        page,
        artistItem,
      ),
    tracksByIsrc: async (user, isrc) => tracksWithIsrc(listener(user, 'tracksByIsrc'), isrc),
  };
}
