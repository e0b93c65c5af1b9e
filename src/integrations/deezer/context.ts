// What the Deezer adapter's method groups share: its clients, the code exchange, errors, lists and listener ids.
import { madeFor, ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import type { Page, PageRequest, ServiceTokens, UserSession, CatalogueUser } from '../types.js';
import type { DeezerConfig } from './config.js';

export interface DeezerList<T> {
  data: T[];
  total?: number;
  next?: string;
}

export const PERMISSIONS =
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

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  searchParams?: Record<string, string | number | undefined>;
  /** Parameters sent as a form body: a whole playlist's order is too long for a URL. */
  form?: Record<string, string>;
  idempotent?: boolean;
}

/** One adapter's clients and state, as its method groups call them. */
export interface DeezerContext {
  /** The code exchange at the connect host's `access_token.php`. */
  exchangeCode(code: string): Promise<ServiceTokens>;
  /** An API call, with the listener's token in the query string where there is a listener. */
  call<T>(operation: string, path: string, user: CatalogueUser, options?: CallOptions): Promise<T>;
  /** A list read: the first page by `limit`, the next ones by the `next` URL Deezer gave. */
  list<W, T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    page: PageRequest,
    map: (item: W, index: number) => T,
    extra?: Record<string, string>,
  ): Promise<Page<T>>;
  /** A write whose answer (`true`) says nothing more. */
  one(
    operation: string,
    method: 'POST' | 'DELETE',
    path: string,
    user: UserSession,
    searchParams: Record<string, string>,
  ): Promise<void>;
  /** Each listener's Deezer user id, by session key. */
  userIds: Map<string, string>;
  userId(user: UserSession): Promise<string>;
}

export function deezerContext(
  config: DeezerConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
): DeezerContext {
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

  async function exchangeCode(code: string): Promise<ServiceTokens> {
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
  }

  const call = async <T>(operation: string, path: string, user: CatalogueUser, options: CallOptions = {}) =>
    (
      await api.call<T>({
        operation,
        path,
        method: options.method ?? 'GET',
        searchParams: options.searchParams,
        form: options.form,
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

  return { exchangeCode, call, list, one, userIds, userId };
}
