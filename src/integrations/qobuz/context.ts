// What every Qobuz method shares: its calls (app id, listener's token, errors), page sizes and cursors, the listener's id.
import { madeFor, ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import type { Page, PageRequest, ServiceTokens, UserSession, CatalogueUser } from '../types.js';
import type { QobuzConfig } from './config.js';
import type { QobuzCollection, QobuzUser } from './mapping.js';

/** Largest `limit` of Qobuz's lists (1 to 500, 50 when absent). */
export const PAGE_MAX = 500;
/** Largest `limit` of a search (`capabilities.pageSize.search`). */
export const SEARCH_MAX = 100;
/** Ids per write call: Qobuz states no limit; this keeps a call's form short. */
export const BATCH = 100;

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
export function offsetOf(page: PageRequest): number {
  if (!page.cursor) return 0;
  if (!/^\d{1,9}$/.test(page.cursor))
    throw new UpstreamError('qobuz', 'invalidCursor', 'a page cursor that is not an offset was refused');
  return Number(page.cursor);
}

export function pageOf<W, T>(list: QobuzCollection<W> | undefined, map: (item: W) => T): Page<T> {
  const items = list?.items ?? [];
  const end = (list?.offset ?? 0) + items.length;
  return {
    items: items.map(map),
    next: items.length > 0 && end < (list?.total ?? 0) ? String(end) : null,
    total: list?.total ?? null,
  };
}

type Params = Record<string, string | number | undefined>;

/** One Qobuz adapter's calls and what it remembers of its listeners. */
export interface QobuzContext {
  /** A read: GET with query parameters. */
  read<T>(operation: string, method: string, user: CatalogueUser, params?: Params): Promise<T>;
  /** A write: POST with a form. */
  write<T = unknown>(
    operation: string,
    method: string,
    user: UserSession,
    form: Record<string, string>,
    idempotent: boolean,
  ): Promise<T>;
  /** The `limit` to ask for: the wanted page size, within 1 and `max`. */
  limit(page: PageRequest, max?: number): number;
  /** The listener's Qobuz user id, asked once per listener. */
  userId(user: UserSession): Promise<string>;
  /** Listeners' Qobuz user ids by session key, noted whenever a call names them. */
  userIds: Map<string, string>;
}

/** The Qobuz API 0.2 calls: `object/method`, the app id on every call, the listener's token where needed. */
export function qobuzContext(
  config: QobuzConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
): QobuzContext {
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
  const read = async <T>(operation: string, method: string, user: CatalogueUser, params: Params = {}) =>
    (
      await api.call<T>({
        operation,
        path: method,
        searchParams: params,
        headers: app,
        interpret: interpretQobuz,
        ...madeFor(user),
        authorize,
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

  return { read, write, limit, userId, userIds };
}
