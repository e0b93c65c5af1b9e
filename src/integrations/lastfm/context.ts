// What the Last.fm adapter's method groups share: its one endpoint, unsigned reads and signed calls, the session
// exchange, page cursors, listeners' names and the track lookup.
import { ServiceClient } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, unsupported } from '../errors.js';
import {
  accountOf,
  type CatalogueUser,
  type PageRequest,
  type ServiceTokens,
  type TrackItem,
  type UserSession,
} from '../types.js';
import type { LastfmConfig } from './config.js';
import { interpretLastfm } from './errors.js';
import { trackLookup } from './ids.js';
import { trackInfoItem, type LastfmTrackInfo } from './mapping.js';
import { lastfmSignature } from './signature.js';

/** `user.getLovedTracks` takes at most 1,000 a page. */
export const LOVED_PAGE_MAX = 1000;
/** Search pages: Last.fm documents no maximum; 50 is what its album search gives unasked. */
export const SEARCH_PAGE_MAX = 50;

export type Params = Record<string, string | number | undefined>;

/** A page cursor: the 1-based page to read next and the page size it was counted in. */
export function parseCursor(page: PageRequest, max: number): { page: number; limit: number } {
  const wanted = Math.max(1, Math.min(page.limit ?? max, max));
  if (!page.cursor) return { page: 1, limit: wanted };
  const match = /^(\d+):(\d+)$/.exec(page.cursor);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1 || Number(match[2]) > max)
    throw new UpstreamError('lastfm', 'invalidCursor', 'not a Last.fm page cursor');
  return { page: Number(match[1]), limit: Number(match[2]) };
}

export const cursorAfter = (page: number, limit: number, more: boolean) => (more ? `${page + 1}:${limit}` : null);

/** A lookup of exactly this name: Last.fm's autocorrection would answer another item. */
export const exact = (lookup: Params) => ({ ...lookup, autocorrect: 0 });

/** Last.fm keeps no playlists, saved albums or followed artists: their operations answer this. */
export const refuse = (operation: string) => async () => {
  throw unsupported('lastfm', operation);
};

/** One adapter's calls and what it remembers of its listeners. */
export interface LastfmContext {
  /** `auth.getSession`: the token Last.fm gave the callback becomes a session key, kept as the access token. */
  getSession(token: string): Promise<ServiceTokens>;
  /** A call with the API key alone (catalogue, public lists). */
  read<T>(operation: string, method: string, params: Params, user?: CatalogueUser): Promise<T>;
  /** A call for a listener, signed with their session key; a write is POSTed. */
  signed<T>(
    operation: string,
    method: string,
    params: Params,
    user: UserSession,
    options?: { write?: boolean },
  ): Promise<T>;
  /** Notes whose session key it is: the loved tracks are read by name. */
  remember(sessionKey: string, name: string): void;
  /** The name noted for a session key, if any. */
  nameOf(sessionKey: string): string | undefined;
  /** `track.getInfo` of a track id, as its item. */
  trackInfo(operation: string, id: string, user?: CatalogueUser): Promise<TrackItem>;
}

export function lastfmContext(
  config: LastfmConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
): LastfmContext {
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

  function remember(sessionKey: string, name: string) {
    // A bounded memory: the oldest names go first, and are asked again when needed.
    if (userNames.size >= 10_000) userNames.delete(userNames.keys().next().value!);
    userNames.set(sessionKey, name);
  }

  async function getSession(token: string): Promise<ServiceTokens> {
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
  }

  async function trackInfo(operation: string, id: string, user: CatalogueUser = null) {
    const lookup = trackLookup(id);
    if (!lookup) throw new UpstreamError('lastfm', 'notFound', `not a Last.fm track id: ${id}`);
    const body = await read<{ track?: LastfmTrackInfo }>(operation, 'track.getInfo', exact(lookup), user);
    if (!body?.track) throw new UpstreamError('lastfm', 'notFound', 'track.getInfo answered no track');
    return trackInfoItem(body.track);
  }

  return {
    getSession,
    read,
    signed,
    remember,
    nameOf: (sessionKey) => userNames.get(sessionKey),
    trackInfo,
  };
}
