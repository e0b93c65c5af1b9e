import { ServiceClient } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, unsupported } from '../errors.js';
import {
  accountOf,
  type Capabilities,
  type CatalogueUser,
  type MusicServiceAdapter,
  type Page,
  type PageRequest,
  type SearchQuery,
  type ServiceTokens,
  type UserSession,
} from '../types.js';
import type { LastfmConfig } from './config.js';
import { interpretLastfm } from './errors.js';
import { albumLookup, artistLookup, trackLookup } from './ids.js';
import {
  albumItem,
  artistItem,
  lovedTrackItem,
  profileOf,
  trackInfoItem,
  trackMatchItem,
  wrapped,
  type LastfmAlbumInfo,
  type LastfmAlbumMatch,
  type LastfmArtist,
  type LastfmLovedTrack,
  type LastfmTrackInfo,
  type LastfmTrackMatch,
  type LastfmUser,
} from './mapping.js';
import { lastfmSignature } from './signature.js';

/** `user.getLovedTracks` takes at most 1,000 a page. */
const LOVED_PAGE_MAX = 1000;
/** Search pages: Last.fm documents no maximum; 50 is what its album search gives unasked. */
const SEARCH_PAGE_MAX = 50;

/** What Last.fm can do; its session keys never expire (`tokensExpire: false`). */
export const LASTFM_CAPABILITIES: Capabilities & { tokensExpire?: boolean } = {
  // Last.fm keeps no playlists, saved albums or followed artists: those sizes stand for nothing,
  // and are 1 only so that no batch loop over them can spin.
  pageSize: {
    playlists: 1,
    playlistItems: 1,
    likedTracks: LOVED_PAGE_MAX,
    albums: 1,
    artists: 1,
    search: SEARCH_PAGE_MAX,
  },
  // track.love and track.unlove take one track each.
  batchSize: { addPlaylistItems: 1, removePlaylistItems: 1, likeTracks: 1, saveAlbums: 1, followArtists: 1 },
  playlistSizeLimit: null,
  likedTracksLimit: null,
  // No ISRC (or UPC) anywhere in the API; `listedIsrc` stays unset, as no read would add one.
  // Loved tracks come without a duration or an album: track.getInfo has both.
  listedDurations: false,
  isrcSearch: false,
  // A session key does not expire and no refresh token exists: a refused key means signing in again.
  tokenRefresh: false,
  tokensExpire: false,
  renamePlaylist: false,
  removePlaylistItems: false,
  deletePlaylist: false,
  playlistDescription: false,
  playlistVisibility: false,
  likeTracks: true,
  unlikeTracks: true,
  saveAlbums: false,
  unsaveAlbums: false,
  followArtists: false,
  unfollowArtists: false,
  // Search and lookups need the API key alone.
  catalogueSearch: true,
  playlists: false,
  savedAlbums: false,
  followedArtists: false,
  searchTypes: ['track', 'album', 'artist'],
};

type Params = Record<string, string | number | undefined>;

/** A page cursor: the 1-based page to read next and the page size it was counted in. */
function parseCursor(page: PageRequest, max: number): { page: number; limit: number } {
  const wanted = Math.max(1, Math.min(page.limit ?? max, max));
  if (!page.cursor) return { page: 1, limit: wanted };
  const match = /^(\d+):(\d+)$/.exec(page.cursor);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1 || Number(match[2]) > max)
    throw new UpstreamError('lastfm', 'invalidCursor', 'not a Last.fm page cursor');
  return { page: Number(match[1]), limit: Number(match[2]) };
}

const cursorAfter = (page: number, limit: number, more: boolean) => (more ? `${page + 1}:${limit}` : null);

/**
 * The Last.fm API adapter: one endpoint, methods named in the query, calls for a listener signed
 * with the app's shared secret and the listener's session key, writes POSTed, errors read from
 * the body whatever the status. Loved tracks are the liked tracks; nothing else of a library exists.
 */
export function createLastfmAdapter(
  config: LastfmConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): MusicServiceAdapter {
  const api = new ServiceClient({
    service: 'lastfm',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  // The API is the base URL itself: every call goes to it, with no path after it.
  const path = '';
  /** Session key → user name: the loved tracks are read by name. */
  const userNames = new Map<string, string>();

  const parameters = (method: string, params: Params): Record<string, string> => {
    const out: Record<string, string> = { method, api_key: config.apiKey };
    for (const [name, value] of Object.entries(params)) if (value !== undefined) out[name] = String(value);
    return out;
  };

  /** A call with the API key alone (catalogue, public lists). */
  /** A lookup of exactly this name: Last.fm's autocorrection would answer another item. */
  const exact = (lookup: Params) => ({ ...lookup, autocorrect: 0 });
  // Reads are unsigned, whoever they are for: only the account whose budget share they spend is named.
  const read = async <T>(operation: string, method: string, params: Params, user: CatalogueUser = null) =>
    (
      await api.call<T>({
        operation,
        path,
        searchParams: { ...parameters(method, params), format: 'json' },
        interpret: interpretLastfm(false),
        accountId: accountOf(user),
      })
    ).body;

  /**
   * A call for a listener: the session key (`sk`) joins the parameters and the signature covers
   * it, so both are made when the client puts the current key in (again after a refused key). A
   * write sends everything in its POST body.
   */
  const signed = async <T>(
    operation: string,
    method: string,
    params: Params,
    user: UserSession,
    options: { write?: boolean } = {},
  ) => {
    const base = parameters(method, params);
    const authorize = (tokens: ServiceTokens) => {
      const withKey = { ...base, sk: tokens.accessToken };
      const api_sig = lastfmSignature(withKey, config.sharedSecret);
      return options.write
        ? { form: { ...withKey, api_sig, format: 'json' } }
        : { searchParams: { sk: tokens.accessToken, api_sig } };
    };
    return (
      await api.call<T>({
        operation,
        path,
        method: options.write ? 'POST' : 'GET',
        ...(options.write ? { form: {} } : { searchParams: { ...base, format: 'json' } }),
        user,
        authorize,
        interpret: interpretLastfm(true),
        // Loving a loved track (or unloving one that is not) changes nothing: a write may be sent again.
        idempotent: true,
      })
    ).body;
  };

  async function currentUser(user: UserSession) {
    const body = await signed<{ user: LastfmUser }>('currentUser', 'user.getInfo', {}, user);
    if (!body?.user?.name) throw new UpstreamError('lastfm', 'rejected', 'user.getInfo named nobody');
    const tokens = await user.tokens();
    remember(tokens.accessToken, body.user.name);
    return profileOf(body.user);
  }

  function remember(sessionKey: string, name: string) {
    // A bounded memory: the oldest names go first, and are asked again when needed.
    if (userNames.size >= 10_000) userNames.delete(userNames.keys().next().value!);
    userNames.set(sessionKey, name);
  }

  /** The listener's user name: kept from the sign-in (the session's `name`), else asked of Last.fm. */
  async function userName(user: UserSession): Promise<string> {
    const tokens = await user.tokens();
    const kept = tokens.raw?.name;
    if (typeof kept === 'string' && kept) return kept;
    return userNames.get(tokens.accessToken) ?? (await currentUser(user)).id;
  }

  /** Artist and title of a track id, as track.love takes them (an MBID is looked up first). */
  async function names(operation: string, trackId: string): Promise<{ artist: string; track: string }> {
    const lookup = trackLookup(trackId);
    if (!lookup) throw new UpstreamError('lastfm', 'notFound', `not a Last.fm track id: ${trackId}`);
    if (!('mbid' in lookup)) return lookup;
    const info = await trackInfo(operation, trackId);
    return { artist: info.artists?.[0]?.name ?? '', track: info.name };
  }

  async function trackInfo(operation: string, id: string, user: CatalogueUser = null) {
    const lookup = trackLookup(id);
    if (!lookup) throw new UpstreamError('lastfm', 'notFound', `not a Last.fm track id: ${id}`);
    const body = await read<{ track?: LastfmTrackInfo }>(operation, 'track.getInfo', exact(lookup), user);
    if (!body?.track) throw new UpstreamError('lastfm', 'notFound', 'track.getInfo answered no track');
    return trackInfoItem(body.track);
  }

  /** A search page: totals in `opensearch:*`, strings all; the matches under `<kind>matches`. */
  async function search<W, T>(
    operation: string,
    method: string,
    params: Params,
    matches: string,
    member: string,
    page: PageRequest,
    map: (item: W) => T,
    user: CatalogueUser,
  ): Promise<Page<T>> {
    const at = parseCursor(page, SEARCH_PAGE_MAX);
    const body = await read<{ results?: Record<string, unknown> }>(
      operation,
      method,
      { ...params, limit: at.limit, page: at.page },
      user,
    );
    const results = body?.results ?? {};
    const items = wrapped<W>(results[matches], member).map(map);
    const total = Number(results['opensearch:totalResults'] ?? 0) || 0;
    return { items, total, next: cursorAfter(at.page, at.limit, items.length > 0 && at.page * at.limit < total) };
  }

  const text = (...values: (string | undefined)[]) => values.find((v) => v && v.trim())?.trim();
  /** The words of a search; an ISRC alone is a search Last.fm cannot make. */
  const words = (operation: string, query: SearchQuery, ...values: (string | undefined)[]) => {
    const found = text(...values);
    if (found) return found;
    if (query.isrc) throw unsupported('lastfm', `${operation} by ISRC`);
    throw new UpstreamError('lastfm', 'rejected', `${operation} needs words to search for`);
  };
  const none = (operation: string) => async () => {
    throw unsupported('lastfm', operation);
  };

  async function love(operation: 'likeTracks' | 'unlikeTracks', user: UserSession, trackIds: string[]) {
    const method = operation === 'likeTracks' ? 'track.love' : 'track.unlove';
    for (const id of trackIds) {
      const { artist, track } = await names(operation, id);
      await signed(operation, method, { artist, track }, user, { write: true });
    }
  }

  return {
    id: 'lastfm',
    capabilities: LASTFM_CAPABILITIES,

    authorizeUrl({ redirectUri, state }) {
      // Last.fm carries no state of its own: it goes inside the callback, to which Last.fm adds `token`.
      const cb = new URL(redirectUri);
      cb.searchParams.set('state', state);
      const url = new URL(config.authUrl);
      url.search = new URLSearchParams({ api_key: config.apiKey, cb: cb.toString() }).toString();
      return url.toString();
    },
    async exchangeCode(token) {
      const params = parameters('auth.getSession', { token });
      const body = (
        await api.call<{ session?: { name?: string; key?: string; subscriber?: unknown } }>({
          operation: 'exchangeCode',
          path,
          searchParams: { ...params, api_sig: lastfmSignature(params, config.sharedSecret), format: 'json' },
          interpret: interpretLastfm(false),
        })
      ).body;
      const session = body?.session;
      if (!session?.key || !session.name)
        throw new UpstreamError('lastfm', 'rejected', 'auth.getSession answered no session');
      remember(session.key, session.name);
      // The session key is the access token; it has no lifetime and there is nothing to refresh it with.
      return {
        accessToken: session.key,
        refreshToken: null,
        expiresAt: null,
        scope: null,
        raw: { name: session.name, key: session.key, subscriber: session.subscriber ?? 0 },
      };
    },
    async refreshTokens() {
      throw new UpstreamError('lastfm', 'reauthRequired', 'Last.fm has no refresh tokens: sign in again');
    },
    currentUser,

    playlists: none('playlists'),
    playlist: none('playlist'),
    playlistItems: none('playlistItems'),
    createPlaylist: none('createPlaylist'),
    updatePlaylist: none('updatePlaylist'),
    deletePlaylist: none('deletePlaylist'),
    addPlaylistItems: none('addPlaylistItems'),
    removePlaylistItems: none('removePlaylistItems'),
    reorderPlaylistItems: none('reorderPlaylistItems'),

    async likedTracks(user, page) {
      const at = parseCursor(page, LOVED_PAGE_MAX);
      // Signed with the listener's key: their own list reads even where the profile is private.
      const body = await signed<{
        lovedtracks?: { track?: unknown; '@attr'?: { totalPages?: string; total?: string } };
      }>('likedTracks', 'user.getLovedTracks', { user: await userName(user), limit: at.limit, page: at.page }, user);
      const loved = body?.lovedtracks;
      const items = wrapped<LastfmLovedTrack>(loved, 'track').map(lovedTrackItem);
      const totalPages = Number(loved?.['@attr']?.totalPages ?? 0) || 0;
      const total = loved?.['@attr']?.total;
      return {
        items,
        total: total === undefined ? null : Number(total),
        next: cursorAfter(at.page, at.limit, items.length > 0 && at.page < totalPages),
      };
    },
    likeTracks: (user, trackIds) => love('likeTracks', user, trackIds),
    unlikeTracks: (user, trackIds) => love('unlikeTracks', user, trackIds),
    savedAlbums: none('savedAlbums'),
    saveAlbums: none('saveAlbums'),
    unsaveAlbums: none('unsaveAlbums'),
    followedArtists: none('followedArtists'),
    followArtists: none('followArtists'),
    unfollowArtists: none('unfollowArtists'),

    async artist(user, id) {
      const lookup = artistLookup(id);
      if (!lookup) throw new UpstreamError('lastfm', 'notFound', `not a Last.fm artist id: ${id}`);
      const body = await read<{ artist?: LastfmArtist }>('artist', 'artist.getInfo', exact(lookup), user);
      if (!body?.artist) throw new UpstreamError('lastfm', 'notFound', 'artist.getInfo answered no artist');
      return artistItem(body.artist);
    },
    track: (user, id) => trackInfo('track', id, user),
    async album(user, id) {
      const lookup = albumLookup(id);
      if (!lookup) throw new UpstreamError('lastfm', 'notFound', `not a Last.fm album id: ${id}`);
      const body = await read<{ album?: LastfmAlbumInfo }>('album', 'album.getInfo', exact(lookup), user);
      if (!body?.album) throw new UpstreamError('lastfm', 'notFound', 'album.getInfo answered no album');
      return albumItem(body.album);
    },
    async searchTracks(user, query, page) {
      const track = words('searchTracks', query, query.track, query.album, query.artist);
      return search<LastfmTrackMatch, ReturnType<typeof trackMatchItem>>(
        'searchTracks',
        'track.search',
        { track, artist: text(query.track) ? text(query.artist) : undefined },
        'trackmatches',
        'track',
        page,
        trackMatchItem,
        user,
      );
    },
    async searchAlbums(user, query, page) {
      const album = words('searchAlbums', query, query.album, query.track, query.artist);
      return search<LastfmAlbumMatch, ReturnType<typeof albumItem>>(
        'searchAlbums',
        'album.search',
        { album },
        'albummatches',
        'album',
        page,
        albumItem,
        user,
      );
    },
    async searchArtists(user, query, page) {
      const artist = words('searchArtists', query, query.artist, query.track);
      return search<LastfmArtist, ReturnType<typeof artistItem>>(
        'searchArtists',
        'artist.search',
        { artist },
        'artistmatches',
        'artist',
        page,
        artistItem,
        user,
      );
    },
    async tracksByIsrc() {
      throw unsupported('lastfm', 'tracksByIsrc');
    },
  };
}
