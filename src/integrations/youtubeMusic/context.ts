// What the YouTube adapter's parts share: Data API calls within the quota, the listener's channel.
import type { Redis } from 'ioredis';
import { madeFor, ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import { listenerOf, type PageRequest, type UserSession, type CatalogueUser } from '../types.js';
import type { YoutubeMusicConfig } from './config.js';
import type { YoutubeChannel, YoutubeVideo } from './mapping.js';
import { QUOTA_COST, YoutubeQuota, quotaDay, recordUnits } from './quota.js';

/** A Data API list answer: one page of items. */
export interface YoutubeList<T> {
  items: T[];
  nextPageToken?: string;
  pageInfo?: { totalResults?: number };
}

/** How one Data API call goes: its method, query, body, the units it costs, whether it may be retried. */
export interface YoutubeCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  searchParams?: Record<string, string | number | undefined>;
  json?: unknown;
  cost: number;
  idempotent?: boolean;
}

/** The request helpers the adapter's method groups call Google through. */
export interface YoutubeMusicContext {
  /** One Data API call, its units spent first; without a listener, with the project's API key. */
  call<T>(operation: string, path: string, user: CatalogueUser, options: YoutubeCallOptions): Promise<T>;
  /** A listener's write, at the write's price in units. */
  write(
    operation: string,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    user: UserSession,
    searchParams: Record<string, string>,
    json?: unknown,
    idempotent?: boolean,
  ): Promise<unknown>;
  /** The listener's channel id, read once per session key. */
  myChannel(user: UserSession): Promise<string>;
  /** Listeners' channel ids by session key, as `myChannel` and `currentUser` learn them. */
  channels: Map<string, string>;
  /** A page request as the Data API's maxResults and pageToken. */
  paged(page: PageRequest): { maxResults: number; pageToken: string | undefined };
  /** Videos by id, with their durations and channels. */
  videos(user: CatalogueUser, ids: string[]): Promise<Map<string, YoutubeVideo>>;
}

/**
 * Google's error document: the daily quota and the per-user rate limit both come as 403 with a
 * reason and no Retry-After. The quota (youtube.quota) comes back when the Pacific day turns; a
 * rate limit (usageLimits) within seconds, so a short wait, spread so that the calls refused
 * together do not come back together.
 */
export function interpretYoutube(
  response: UpstreamResponse<unknown>,
  onQuotaExceeded: () => void = () => {},
): UpstreamError | 'tokenRefused' | null {
  const error = (response.body as { error?: { errors?: { reason?: string }[] } } | null)?.error;
  const reasons = error?.errors?.map((e) => e.reason) ?? [];
  if (reasons.includes('quotaExceeded') || reasons.includes('dailyLimitExceeded')) {
    onQuotaExceeded();
    return new UpstreamError('youtubeMusic', 'rateLimited', 'the daily YouTube quota is spent', {
      status: response.status,
      retryAfterSeconds: quotaDay().secondsLeft,
    });
  }
  if (reasons.includes('rateLimitExceeded') || reasons.includes('userRateLimitExceeded')) {
    return new UpstreamError('youtubeMusic', 'rateLimited', 'YouTube asks to slow down', {
      status: response.status,
      retryAfterSeconds: 1 + Math.random(),
    });
  }
  return null;
}

/** One adapter's clients, quota account and channel cache, and the helpers over them. */
export function youtubeMusicContext(
  config: YoutubeMusicConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics; redis?: Redis; redisPrefix?: string },
): YoutubeMusicContext {
  const api = new ServiceClient({
    service: 'youtubeMusic',
    baseUrl: `${config.apiUrl.replace(/\/+$/, '')}/youtube/v3`,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const quota = new YoutubeQuota(deps.redis ?? null, deps.redisPrefix ?? 'local', config.dailyQuotaUnits);
  const channels = new Map<string, string>();

  const call = async <T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    options: YoutubeCallOptions,
  ): Promise<T> => {
    // Public reads without a listener go with the project's API key.
    const listener = listenerOf(user);
    if (!listener && !config.apiKey)
      throw new UpstreamError('youtubeMusic', 'unavailable', `${operation} without a listener needs YOUTUBE_API_KEY`);
    await quota.spend(options.cost);
    recordUnits(deps.metrics, operation, options.cost);
    const res = await api.call<T>({
      operation,
      path,
      method: options.method ?? 'GET',
      searchParams: listener ? options.searchParams : { ...options.searchParams, key: config.apiKey },
      json: options.json,
      ...madeFor(user),
      idempotent: options.idempotent,
      interpret: (response) => interpretYoutube(response, () => void quota.exhaust()),
    });
    return res.body;
  };

  async function myChannel(user: UserSession): Promise<string> {
    const known = channels.get(user.key);
    if (known) return known;
    const body = await call<YoutubeList<YoutubeChannel>>('currentUser', 'channels', user, {
      searchParams: { part: 'id', mine: 'true' },
      cost: QUOTA_COST.read,
    });
    const id = body.items[0]?.id ?? '';
    if (channels.size > 10_000) channels.clear();
    channels.set(user.key, id);
    return id;
  }

  const limit = (page: PageRequest) => Math.min(page.limit ?? 50, 50);
  const paged = (page: PageRequest) => ({ maxResults: limit(page), pageToken: page.cursor ?? undefined });

  /**
   * Durations and channels of videos, one call per fifty (playlist items and search results lack
   * them). No maxResults: videos.list does not take it together with `id`, which answers them all.
   */
  async function videos(user: CatalogueUser, ids: string[]): Promise<Map<string, YoutubeVideo>> {
    const found = new Map<string, YoutubeVideo>();
    for (let i = 0; i < ids.length; i += 50) {
      const batch = ids.slice(i, i + 50);
      if (batch.length === 0) continue;
      const body = await call<YoutubeList<YoutubeVideo>>('track', 'videos', user, {
        searchParams: { part: 'snippet,contentDetails', id: batch.join(',') },
        cost: QUOTA_COST.read,
      });
      for (const video of body.items) found.set(video.id, video);
    }
    return found;
  }

  const write = (
    operation: string,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    user: UserSession,
    searchParams: Record<string, string>,
    json?: unknown,
    idempotent?: boolean,
  ) => call(operation, path, user, { method, searchParams, json, cost: QUOTA_COST.write, idempotent });

  return { call, write, myChannel, channels, paged, videos };
}
