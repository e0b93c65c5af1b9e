import { randomUUID } from 'node:crypto';
import { ServiceClient } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, isUpstreamError } from '../errors.js';
import type { Capabilities, MusicServiceAdapter, Page, PageRequest, SearchQuery, UserSession } from '../types.js';
import { isPermutation, planMoves } from '../playlistOrder.js';
import type { TidalConfig } from './config.js';
import {
  Included,
  albumItem,
  artistItem,
  linkRequest,
  pageCursor,
  parseCursor,
  playlistItem,
  trackItem,
  type Identifier,
  type Resource,
  type TidalDocument,
} from './mapping.js';
import { TidalError, interpretTidal } from './errors.js';
import { checkedTokensFrom, grantFailure, type TokenAnswer } from '../oauthTokens.js';
import {
  ALBUM_PATHS,
  ARTIST_PATHS,
  PLAYLIST_PATHS,
  TRACK_PATHS,
  isTrack,
  linkOf,
  listOf,
  nested,
  tidalQuery,
  type ListSpec,
} from './documents.js';

export { TidalError, interpretTidal } from './errors.js';
export { tidalQuery } from './documents.js';

/** TIDAL pages every list itself (20 items) and takes no page size; smaller pages are cut from its pages. */
const PAGE_SIZE = 20;
/** Most identifiers one relationship write takes (the spec's maxItems). */
const BATCH = 50;
/** Most items one move takes (`PlaylistsItemsRelationshipUpdateOperation_Payload`'s maxItems). */
const MOVE_BATCH = 20;

export const TIDAL_CAPABILITIES: Capabilities = {
  pageSize: {
    playlists: PAGE_SIZE,
    playlistItems: PAGE_SIZE,
    likedTracks: PAGE_SIZE,
    albums: PAGE_SIZE,
    artists: PAGE_SIZE,
    search: PAGE_SIZE,
  },
  batchSize: {
    addPlaylistItems: BATCH,
    removePlaylistItems: BATCH,
    likeTracks: BATCH,
    saveAlbums: BATCH,
    followArtists: BATCH,
  },
  // The spec states no limit for playlists or the collection.
  playlistSizeLimit: null,
  likedTracksLimit: null,
  isrcSearch: true,
  tokenRefresh: true,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  // PATCH /playlists/{id}/relationships/items moves entries before another one.
  playlistReorder: true,
  stableEntryIds: true,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  catalogueSearch: true,
};

const JSON_API = 'application/vnd.api+json';
const DUPLICATE = 'DUPLICATE_ITEMS_IN_COLLECTION';

const enc = encodeURIComponent;

/** The TIDAL API v2 adapter: JSON:API documents, cursor paging, OAuth 2.1 with PKCE and refresh tokens. */
export function createTidalAdapter(
  config: TidalConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const api = new ServiceClient({
    service: 'tidal',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const auth = new ServiceClient({
    service: 'tidal',
    baseUrl: new URL(config.tokenUrl).origin,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const clientAuth = config.clientSecret
    ? { authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}` }
    : undefined;
  let appToken: { token: string; expiresAt: number } | null = null;
  const profiles = new Map<string, { id: string; country: string | null }>();

  async function token(
    form: Record<string, string>,
    operation: string,
    userGrant: boolean,
  ): Promise<Partial<TokenAnswer>> {
    try {
      const res = await auth.call<Partial<TokenAnswer>>({
        operation,
        method: 'POST',
        path: config.tokenUrl,
        form,
        headers: clientAuth,
        idempotent: false,
      });
      return res.body;
    } catch (err) {
      throw userGrant ? grantFailure('tidal', operation, err) : err;
    }
  }

  async function appAuth(): Promise<Record<string, string>> {
    if (!appToken || appToken.expiresAt - 60_000 < Date.now()) {
      const issued = checkedTokensFrom(
        'tidal',
        await token({ grant_type: 'client_credentials' }, 'clientCredentials', false),
      );
      appToken = { token: issued.accessToken, expiresAt: issued.expiresAt ?? Date.now() + 3_600_000 };
    }
    return { authorization: `Bearer ${appToken.token}` };
  }

  const read = async <T = TidalDocument>(
    operation: string,
    path: string,
    user: UserSession | null,
    searchParams?: Record<string, string>,
  ) =>
    (
      await api.call<T>({
        operation,
        path,
        searchParams,
        headers: { accept: JSON_API },
        interpret: interpretTidal,
        ...(user ? { user } : { appAuth }),
      })
    ).body;

  // Every mutation carries an Idempotency-Key: TIDAL answers a repeat with the same key by replaying
  // the first answer, so a write that met a timeout or a 5xx is retried without adding twice.
  const write = async <T = TidalDocument>(
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
        headers: { accept: JSON_API, 'content-type': JSON_API, 'idempotency-key': randomUUID() },
        interpret: interpretTidal,
        idempotent: true,
      })
    ).body;

  function remember(user: UserSession, me: Resource) {
    const profile = { id: me.id, country: typeof me.attributes?.country === 'string' ? me.attributes.country : null };
    if (profiles.size > 10_000) profiles.clear();
    profiles.set(user.key, profile);
    return profile;
  }
  async function profile(user: UserSession) {
    return (
      profiles.get(user.key) ??
      remember(user, (await read<TidalDocument<Resource>>('currentUser', 'users/me', user)).data)
    );
  }
  /** Catalogue reads need a country: the user's where known. */
  const country = (user: UserSession | null) =>
    user?.country ?? (user ? profiles.get(user.key)?.country : null) ?? config.countryCode;

  const apiRoot = config.apiUrl.replace(/\/+$/, '');
  function follow(link: string, carry: Record<string, string>) {
    // TIDAL's links are relative to the API root; an absolute one is accepted only on that root.
    const request = linkRequest(link.startsWith(`${apiRoot}/`) ? link.slice(apiRoot.length) : link);
    if (!request) throw new UpstreamError('tidal', 'rejected', 'the cursor is not a TIDAL page link');
    return { path: request.path, searchParams: { ...carry, ...request.searchParams } };
  }

  async function list<T>(spec: ListSpec<T>, page: PageRequest): Promise<Page<T>> {
    const at = page.cursor ? parseCursor(page.cursor) : null;
    const request = at
      ? follow(at.link, spec.carry)
      : { path: spec.path, searchParams: { ...spec.params, ...spec.carry } };
    const doc = await read(spec.operation, request.path, spec.user, request.searchParams);
    const { data, links } = listOf(doc, spec.within);
    const included = new Included(doc);
    const start = at?.skip ?? 0;
    const end = start + Math.max(1, page.limit ?? data.length);
    const items = data.slice(start, end).flatMap((ref) => spec.map(ref, included) ?? []);
    const next = end < data.length ? pageCursor(links.self ?? linkOf(request), end) : (links.next ?? null);
    return { items, next, total: typeof doc.meta?.total === 'number' ? doc.meta.total : null };
  }

  const track = (ref: Identifier, included: Included) => {
    const resource = isTrack(ref) ? included.get(ref) : undefined;
    return resource ? trackItem(resource, included, ref.meta) : null;
  };
  const album = (ref: Identifier, included: Included) => {
    const resource = ref.type === 'albums' ? included.get(ref) : undefined;
    return resource ? albumItem(resource, included, ref.meta?.addedAt ?? null) : null;
  };
  const artist = (ref: Identifier, included: Included) => {
    const resource = ref.type === 'artists' ? included.get(ref) : undefined;
    return resource ? artistItem(resource, included) : null;
  };

  const collection = (name: string) => `${name}/me/relationships/items`;
  const identifiers = (ids: string[], type: string) => ({ data: ids.map((id) => ({ id, type })) });

  function throwSkipped(operation: string, doc: { meta?: { skipped?: Identifier[] } } | undefined) {
    const skipped = doc?.meta?.skipped ?? [];
    if (skipped.length) {
      throw new UpstreamError(
        'tidal',
        'notFound',
        `${operation}: TIDAL left out ${skipped.length} unknown item(s): ${skipped.map((s) => s.id).join(', ')}`,
        { operation },
      );
    }
  }

  async function addToCollection(
    operation: string,
    name: string,
    type: string,
    ids: string[],
    user: UserSession,
  ): Promise<void> {
    try {
      throwSkipped(operation, await write(operation, 'POST', collection(name), user, identifiers(ids, type)));
    } catch (err) {
      // TIDAL refuses a whole batch that holds something already collected: add the rest one by one.
      if (!(err instanceof TidalError && err.code === DUPLICATE)) throw err;
      if (ids.length === 1) return;
      for (const id of ids) await addToCollection(operation, name, type, [id], user);
    }
  }

  async function removeFromCollection(
    operation: string,
    name: string,
    type: string,
    ids: string[],
    user: UserSession,
  ): Promise<void> {
    await write(operation, 'DELETE', collection(name), user, identifiers(ids, type));
  }

  /** Every entry of these tracks in a playlist, for removing tracks the caller names without entry ids. */
  async function entriesOf(user: UserSession, playlistId: string, trackIds: Set<string>): Promise<Identifier[]> {
    const found: Identifier[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Identifier> = await list<Identifier>(
        {
          operation: 'playlistItems',
          user,
          path: `playlists/${enc(playlistId)}/relationships/items`,
          carry: { countryCode: country(user) },
          map: (ref) => (trackIds.has(ref.id) && ref.meta?.itemId ? ref : null),
        },
        { cursor },
      );
      found.push(...page.items);
      cursor = page.next;
    } while (cursor);
    return found;
  }

  const searchList = <T>(
    operation: string,
    within: string,
    paths: string[],
    q: string,
    user: UserSession | null,
    map: ListSpec<T>['map'],
    page: PageRequest,
  ) =>
    list(
      {
        operation,
        user,
        path: 'searchResults',
        params: { 'filter[query]': q },
        carry: { countryCode: country(user), include: nested(within, paths) },
        within,
        map,
      },
      page,
    );
  // GET /tracks takes a user token only with the internal `r_usr` scope: ISRC lookups go with the app's credentials.
  const isrcList = (user: UserSession | null, isrc: string, page: PageRequest) =>
    list(
      {
        operation: 'tracksByIsrc',
        user: null,
        path: 'tracks',
        params: { 'filter[isrc]': isrc.toUpperCase() },
        carry: { countryCode: country(user), include: TRACK_PATHS.join(',') },
        map: track,
      },
      page,
    );

  return {
    id: 'tidal',
    capabilities: TIDAL_CAPABILITIES,

    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(`${config.authUrl.replace(/\/+$/, '')}/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: config.scopes,
        state,
        ...(codeChallenge ? { code_challenge_method: 'S256', code_challenge: codeChallenge } : {}),
      }).toString();
      return url.toString();
    },
    async exchangeCode(code, redirectUri, codeVerifier) {
      const form = {
        grant_type: 'authorization_code',
        client_id: config.clientId,
        code,
        redirect_uri: redirectUri,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      };
      return checkedTokensFrom('tidal', await token(form, 'exchangeCode', true));
    },
    async refreshTokens(refreshToken) {
      return checkedTokensFrom(
        'tidal',
        await token(
          { grant_type: 'refresh_token', client_id: config.clientId, refresh_token: refreshToken },
          'refreshTokens',
          true,
        ),
        refreshToken,
      );
    },
    async currentUser(user) {
      const me = (await read<TidalDocument<Resource>>('currentUser', 'users/me', user)).data;
      const a = me.attributes ?? {};
      const { country: known } = remember(user, me);
      const name =
        [a.firstName, a.lastName].filter((p) => typeof p === 'string' && p).join(' ') ||
        (typeof a.username === 'string' ? a.username : null);
      return {
        id: me.id,
        name,
        email: typeof a.email === 'string' ? a.email : null,
        imageUrl: null,
        country: known,
        raw: me as unknown as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const me = await profile(user);
      return list(
        {
          operation: 'playlists',
          user,
          path: collection('userCollectionPlaylists'),
          // FLAT: the playlists themselves, not the folders they sit in.
          carry: { collectionView: 'FLAT', include: nested('items', PLAYLIST_PATHS) },
          map: (ref, included) => {
            const resource = ref.type === 'playlists' ? included.get(ref) : undefined;
            return resource ? playlistItem(resource, included, me.id, ref.meta?.addedAt ?? null) : null;
          },
        },
        page,
      );
    },
    async playlist(user, playlistId) {
      const [me, doc] = await Promise.all([
        profile(user),
        read<TidalDocument<Resource>>('playlist', `playlists/${enc(playlistId)}`, user, {
          countryCode: country(user),
          include: PLAYLIST_PATHS.join(','),
        }),
      ]);
      return playlistItem(doc.data, new Included(doc), me.id);
    },
    playlistItems: (user, playlistId, page) =>
      list(
        {
          operation: 'playlistItems',
          user,
          path: `playlists/${enc(playlistId)}/relationships/items`,
          carry: { countryCode: country(user), include: nested('items', TRACK_PATHS) },
          map: track,
        },
        page,
      ),
    async createPlaylist(user, changes) {
      const attributes = {
        name: changes.name,
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        accessType: changes.isPublic ? 'PUBLIC' : 'UNLISTED',
      };
      const [me, doc] = await Promise.all([
        profile(user),
        write<TidalDocument<Resource>>('createPlaylist', 'POST', 'playlists', user, {
          data: { type: 'playlists', attributes },
        }),
      ]);
      return { ...playlistItem(doc.data, new Included(doc), me.id), isOwner: true };
    },
    async updatePlaylist(user, playlistId, changes) {
      const attributes = {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.isPublic !== undefined ? { accessType: changes.isPublic ? 'PUBLIC' : 'UNLISTED' } : {}),
      };
      if (Object.keys(attributes).length === 0) return;
      await write('updatePlaylist', 'PATCH', `playlists/${enc(playlistId)}`, user, {
        data: { id: playlistId, type: 'playlists', attributes },
      });
    },
    async deletePlaylist(user, playlistId) {
      try {
        await write('deletePlaylist', 'DELETE', `playlists/${enc(playlistId)}`, user);
      } catch (err) {
        // Someone else's playlist cannot be deleted, only taken out of the user's collection (unfollowed).
        if (!isUpstreamError(err, 'forbidden')) throw err;
        await removeFromCollection('deletePlaylist', 'userCollectionPlaylists', 'playlists', [playlistId], user);
      }
    },
    async addPlaylistItems(user, playlistId, trackIds) {
      // Without `meta.positionBefore` TIDAL appends, in the order given.
      throwSkipped(
        'addPlaylistItems',
        await write(
          'addPlaylistItems',
          'POST',
          `playlists/${enc(playlistId)}/relationships/items`,
          user,
          identifiers(trackIds, 'tracks'),
        ),
      );
    },
    async removePlaylistItems(user, playlistId, items) {
      // TIDAL removes entries by `meta.itemId`; a track named without one goes with every entry of it.
      const named = items
        .filter((i) => i.entryId)
        .map((i) => ({ id: i.id, type: 'tracks', meta: { itemId: i.entryId! } }));
      const bare = new Set(items.filter((i) => !i.entryId).map((i) => i.id));
      const entries = [...named, ...(bare.size ? await entriesOf(user, playlistId, bare) : [])];
      for (let i = 0; i < entries.length; i += BATCH) {
        const data = entries
          .slice(i, i + BATCH)
          .map((e) => ({ id: e.id, type: e.type, meta: { itemId: e.meta!.itemId } }));
        await write('removePlaylistItems', 'DELETE', `playlists/${enc(playlistId)}/relationships/items`, user, {
          data,
        });
      }
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('reorderPlaylistItems: the order is not a permutation of the playlist');
      // `meta.positionBefore` is required: no move goes to the end, and each moves at most 20 entries.
      const moves = planMoves(order, { toEnd: false, maxRange: MOVE_BATCH });
      const named = (index: number) => {
        const entryId = current[index].entryId;
        if (!entryId) throw new RangeError(`reorderPlaylistItems: entry ${index} has no entry id`);
        return entryId;
      };
      // Every entry id is checked before the first move is sent.
      const bodies = moves.map((move) => ({
        data: move.entries.map((i) => ({
          id: current[i].id,
          type: current[i].kind === 'video' ? 'videos' : 'tracks',
          meta: { itemId: named(i) },
        })),
        meta: { positionBefore: named(move.before!) },
      }));
      for (const body of bodies)
        await write('reorderPlaylistItems', 'PATCH', `playlists/${enc(playlistId)}/relationships/items`, user, body);
    },
    likedTracks: (user, page) =>
      list(
        {
          operation: 'likedTracks',
          user,
          path: collection('userCollectionTracks'),
          carry: { include: nested('items', TRACK_PATHS) },
          map: track,
        },
        page,
      ),
    likeTracks: (user, trackIds) => addToCollection('likeTracks', 'userCollectionTracks', 'tracks', trackIds, user),
    unlikeTracks: (user, trackIds) =>
      removeFromCollection('unlikeTracks', 'userCollectionTracks', 'tracks', trackIds, user),
    savedAlbums: (user, page) =>
      list(
        {
          operation: 'savedAlbums',
          user,
          path: collection('userCollectionAlbums'),
          carry: { include: nested('items', ALBUM_PATHS) },
          map: album,
        },
        page,
      ),
    saveAlbums: (user, albumIds) => addToCollection('saveAlbums', 'userCollectionAlbums', 'albums', albumIds, user),
    unsaveAlbums: (user, albumIds) =>
      removeFromCollection('unsaveAlbums', 'userCollectionAlbums', 'albums', albumIds, user),
    followedArtists: (user, page) =>
      list(
        {
          operation: 'followedArtists',
          user,
          path: collection('userCollectionArtists'),
          carry: { include: nested('items', ARTIST_PATHS) },
          map: artist,
        },
        page,
      ),
    followArtists: (user, artistIds) =>
      addToCollection('followArtists', 'userCollectionArtists', 'artists', artistIds, user),
    unfollowArtists: (user, artistIds) =>
      removeFromCollection('unfollowArtists', 'userCollectionArtists', 'artists', artistIds, user),

    async artist(user, artistId) {
      const doc = await read<TidalDocument<Resource>>('artist', `artists/${enc(artistId)}`, user, {
        countryCode: country(user),
        include: ARTIST_PATHS.join(','),
      });
      return artistItem(doc.data, new Included(doc));
    },
    async track(user, trackId) {
      const doc = await read<TidalDocument<Resource>>('track', `tracks/${enc(trackId)}`, user, {
        countryCode: country(user),
        include: TRACK_PATHS.join(','),
      });
      return trackItem(doc.data, new Included(doc));
    },
    async album(user, albumId) {
      const doc = await read<TidalDocument<Resource>>('album', `albums/${enc(albumId)}`, user, {
        countryCode: country(user),
        include: ALBUM_PATHS.join(','),
      });
      return albumItem(doc.data, new Included(doc));
    },
    searchTracks: (user, query: SearchQuery, page) =>
      query.isrc && !query.track && !query.artist && !query.album
        ? isrcList(user, query.isrc, page)
        : searchList(
            'searchTracks',
            'tracks',
            TRACK_PATHS,
            tidalQuery([query.track, query.artist, query.album]),
            user,
            track,
            page,
          ),
    searchAlbums: (user, query, page) =>
      searchList(
        'searchAlbums',
        'albums',
        ALBUM_PATHS,
        tidalQuery([query.album ?? query.track, query.artist]),
        user,
        album,
        page,
      ),
    searchArtists: (user, query, page) =>
      searchList(
        'searchArtists',
        'artists',
        ARTIST_PATHS,
        tidalQuery([query.artist ?? query.track]),
        user,
        artist,
        page,
      ),
    async tracksByIsrc(user, isrc) {
      return (await isrcList(user, isrc, {})).items;
    },
  };
}
