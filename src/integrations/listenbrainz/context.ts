// What every ListenBrainz call shares: the client on the shared budget, the `Token` header (the
// listener's, or our own account's for catalogue calls without one), how its errors and rate-limit
// headers read, page cursors, and listeners' user names.
import { ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, unsupported } from '../errors.js';
import {
  accountOf,
  listenerOf,
  type CatalogueUser,
  type PageRequest,
  type ServiceTokens,
  type UserSession,
} from '../types.js';
import type { ListenbrainzConfig } from './config.js';

/** `MAX_RECORDINGS_PER_ADD`: recordings one item/add call takes. */
export const ADD_MAX = 100;
/** `MAX_ITEMS_PER_GET`: the most feedback one get-feedback call answers. */
export const FEEDBACK_PAGE_MAX = 1000;
/** A user's playlists: 25 unless asked (no maximum is documented); 100 keeps an answer small. */
export const PLAYLISTS_PAGE_MAX = 100;
/** A playlist comes whole in one read: its entries are paged on our side, this many a page. */
export const ENTRIES_PAGE_MAX = 1000;
/** Ranges one item/delete call removes: any length, one range a call. */
export const REMOVE_MAX = 100;
/** The usual rate-limit window (brainzutils' default, 10 s): a 429 asks for at most this wait. */
const WINDOW_SECONDS = 10;

/** ListenBrainz's error body: `{"code": <status>, "error": "<message>"}`. */
interface ErrorBody {
  code?: number;
  error?: string;
}

const header = (response: UpstreamResponse<unknown>, name: string) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * How long a 429 asks us to wait: `X-RateLimit-Reset-In` (the docs recommend it, as it does not
 * depend on our clock), else `X-RateLimit-Reset` (epoch seconds), else a second.
 */
export function resetInSeconds(response: UpstreamResponse<unknown>): number {
  const resetIn = Number(header(response, 'x-ratelimit-reset-in'));
  if (header(response, 'x-ratelimit-reset-in') !== undefined && Number.isFinite(resetIn) && resetIn >= 0)
    return Math.max(1, Math.ceil(resetIn));
  const reset = Number(header(response, 'x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(1, Math.ceil(reset - Date.now() / 1000));
  return 1;
}

/**
 * Reads `{code, error}` bodies into our error kinds. A refused token (401) is left to the client,
 * which asks the session once and then says `reauthRequired` (or, on a call with our own token,
 * that our credentials were refused); a 429 becomes `rateLimited` with the wait the headers give,
 * which the client sleeps through (ListenBrainz sends no Retry-After).
 */
export function interpretListenbrainz(response: UpstreamResponse<unknown>): UpstreamError | null {
  const { status } = response;
  if (status === 429)
    return new UpstreamError('listenbrainz', 'rateLimited', 'ListenBrainz asks us to slow down', {
      status,
      retryAfterSeconds: resetInSeconds(response),
    });
  if (status < 400 || status === 401 || status >= 500) return null;
  const body = response.body as ErrorBody | null;
  const said = body && typeof body === 'object' && typeof body.error === 'string' ? body.error : `answered ${status}`;
  const details = { status };
  if (status === 404) return new UpstreamError('listenbrainz', 'notFound', said, details);
  if (status === 403) return new UpstreamError('listenbrainz', 'forbidden', said, details);
  return new UpstreamError('listenbrainz', 'rejected', said, details);
}

/** Our page cursor is ListenBrainz's `offset`, as a string. */
export function offsetOf(page: PageRequest): number {
  if (!page.cursor) return 0;
  if (!/^\d{1,9}$/.test(page.cursor))
    throw new UpstreamError('listenbrainz', 'invalidCursor', 'a page cursor that is not an offset was refused');
  return Number(page.cursor);
}

/** The page size to ask for: the wanted size, within 1 and `max`. */
export const limitOf = (page: PageRequest, max: number, fallback = 25) =>
  Math.max(1, Math.min(page.limit ?? fallback, max));

/** What the service lacks: saved albums, followed artists, album and artist search, ISRCs. */
export const refuse = (operation: string) => async () => {
  throw unsupported('listenbrainz', operation);
};

type Query = Record<string, string | number | undefined>;

/** One adapter's calls and what it remembers of its listeners. */
export interface ListenbrainzContext {
  /** A GET for a listener, with their token. */
  read<T>(operation: string, path: string, user: UserSession, query?: Query): Promise<T>;
  /** A GET for the catalogue: the listener's token, else our own account's (when configured). */
  lookup<T>(operation: string, path: string, user: CatalogueUser, query?: Query): Promise<T>;
  /** A POST of JSON for a listener; `idempotent` where sending it twice does no harm. */
  write<T = unknown>(
    operation: string,
    path: string,
    user: UserSession,
    body: unknown,
    idempotent: boolean,
  ): Promise<T>;
  /** `GET /1/validate-token` of a token: its user name, or null for a token ListenBrainz does not know. */
  validate(operation: string, token: string): Promise<string | null>;
  /** The listener's user name: kept from the sign-in, else asked of ListenBrainz once per token. */
  userName(user: UserSession): Promise<string>;
}

export function listenbrainzContext(
  config: ListenbrainzConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
): ListenbrainzContext {
  const api = new ServiceClient({
    service: 'listenbrainz',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
    // A window is 10 s: a 429 near its start asks for up to that, which is worth waiting inside the call.
    maxInlineRetryAfterSeconds: WINDOW_SECONDS,
  });
  const authorize = (tokens: ServiceTokens) => ({ headers: { authorization: `Token ${tokens.accessToken}` } });
  /** Token → user name, for tokens a partner brought without one. */
  const names = new Map<string, string>();

  const read = async <T>(operation: string, path: string, user: UserSession, query: Query = {}) =>
    (await api.call<T>({ operation, path, searchParams: query, user, authorize, interpret: interpretListenbrainz }))
      .body;

  const lookup = async <T>(operation: string, path: string, user: CatalogueUser, query: Query = {}) => {
    const listener = listenerOf(user);
    if (listener) return read<T>(operation, path, listener, query);
    if (!config.appToken)
      throw new UpstreamError(
        'listenbrainz',
        'rejected',
        `${operation}: no LISTENBRAINZ_APP_TOKEN to look recordings up with`,
      );
    return (
      await api.call<T>({
        operation,
        path,
        searchParams: query,
        accountId: accountOf(user),
        appAuth: async () => ({ authorization: `Token ${config.appToken}` }),
        interpret: interpretListenbrainz,
      })
    ).body;
  };

  const write = async <T>(operation: string, path: string, user: UserSession, body: unknown, idempotent: boolean) =>
    (
      await api.call<T>({
        operation,
        path,
        method: 'POST',
        json: body,
        user,
        authorize,
        interpret: interpretListenbrainz,
        idempotent,
      })
    ).body;

  async function validate(operation: string, token: string): Promise<string | null> {
    const body = (
      await api.call<{ valid?: boolean; user_name?: string }>({
        operation,
        path: '1/validate-token',
        headers: { authorization: `Token ${token}` },
        interpret: interpretListenbrainz,
      })
    ).body;
    // A token it does not know is still a 200, with `valid: false`.
    if (body?.valid !== true || typeof body.user_name !== 'string' || !body.user_name) return null;
    remember(token, body.user_name);
    return body.user_name;
  }

  function remember(token: string, name: string) {
    // A bounded memory: the oldest names go first, and are asked again when needed.
    if (names.size >= 10_000) names.delete(names.keys().next().value!);
    names.set(token, name);
  }

  async function userName(user: UserSession): Promise<string> {
    const tokens = await user.tokens();
    const kept = tokens.raw?.user_name;
    if (typeof kept === 'string' && kept) return kept;
    const known = names.get(tokens.accessToken);
    if (known) return known;
    // Asked with the session, so that a refused token goes the way of every refused token.
    const body = await read<{ valid?: boolean; user_name?: string }>('currentUser', '1/validate-token', user);
    if (body?.valid !== true || !body.user_name) return refusedToken(user, tokens);
    remember(tokens.accessToken, body.user_name);
    return body.user_name;
  }

  /** validate-token says `valid: false` with a 200: the session is asked once, as for a 401. */
  async function refusedToken(user: UserSession, stale: ServiceTokens): Promise<string> {
    const fresh = await user.refresh(stale).catch(() => stale);
    if (fresh.accessToken !== stale.accessToken) {
      const name = await validate('currentUser', fresh.accessToken);
      if (name) return name;
    }
    throw new UpstreamError('listenbrainz', 'reauthRequired', 'ListenBrainz does not know the token');
  }

  return { read, lookup, write, validate, userName };
}
