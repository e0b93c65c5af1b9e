// What every Jellyfin call shares: the listener's own server and its client, the MediaBrowser
// authorization header, the listener's user id, how the server's failures read, offset paging.
import type { Method } from 'got';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import type { UpstreamResponse } from '../http/serviceClient.js';
import { UpstreamError, unsupported } from '../errors.js';
import { PersonalServerClients, serverOf } from '../personalServers.js';
import { listenerOf, type CatalogueUser, type PageRequest, type ServiceTokens, type UserSession } from '../types.js';
import type { JellyfinConfig } from './config.js';
import { pageWords } from '../text.js';

/** Largest page asked of a list: a few hundred items stay far below the answer cap. */
export const PAGE_MAX = 500;
/** Largest page of a search. */
export const SEARCH_MAX = 100;
/** Ids per call that adds or removes playlist entries (they go in the query string). */
export const BATCH = 100;
/** Favourites go one item per call: the largest batch of one adapter call. */
export const FAVOURITE_BATCH = 50;

/** How we name ourselves to the server: the devices list of the listener's dashboard shows it. */
const CLIENT = { client: 'Music Library', device: 'Partner API', version: '1.0.0' };

/** Jellyfin reads the header's values between double quotes: one inside would end the value early. */
const quoted = (value: string) => `"${value.replace(/["\\\r\n]/g, '')}"`;

/**
 * The `Authorization: MediaBrowser …` header: who calls (the same on every call of one sign-in,
 * since the server ties the token to the device id), and the token once there is one.
 */
export function mediaBrowserHeader(deviceId: string, token?: string): string {
  const parts = [
    `Client=${quoted(CLIENT.client)}`,
    `Device=${quoted(CLIENT.device)}`,
    `DeviceId=${quoted(deviceId)}`,
    `Version=${quoted(CLIENT.version)}`,
  ];
  if (token) parts.push(`Token=${quoted(token)}`);
  return `MediaBrowser ${parts.join(', ')}`;
}

/** What the failure body says, ProblemDetails (`title`, `detail`) or the first words of a page. */
function said(body: unknown): string {
  if (body && typeof body === 'object') {
    const problem = body as { title?: unknown; detail?: unknown };
    return [problem.title, problem.detail].filter((p) => typeof p === 'string' && p).join(': ');
  }
  return typeof body === 'string' ? pageWords(body) : '';
}

/**
 * Jellyfin's failures: plain statuses, with an empty body, ASP.NET's ProblemDetails, or whatever
 * page a proxy in front of the server answers. A refused token (401), 429 and 5xx are left to the
 * client, which knows what to do with them.
 */
export function interpretJellyfin(response: UpstreamResponse<unknown>): UpstreamError | null {
  const { status } = response;
  if (status < 400 || status === 401 || status === 429 || status >= 500) return null;
  const details = { status };
  const words = said(response.body);
  if (status === 404) return new UpstreamError('jellyfin', 'notFound', words || 'not found', details);
  if (status === 403) return new UpstreamError('jellyfin', 'forbidden', words || 'forbidden', details);
  return new UpstreamError('jellyfin', 'rejected', `answered ${status}${words ? `: ${words}` : ''}`, details);
}

/** What a stored sign-in keeps beside the token: the listener's user id and our device id. */
export function signedIn(tokens: ServiceTokens): { userId: string; deviceId: string } {
  const { userId, deviceId } = tokens.raw;
  if (typeof userId !== 'string' || !userId || typeof deviceId !== 'string' || !deviceId)
    throw new UpstreamError('jellyfin', 'reauthRequired', 'the stored sign-in names no Jellyfin user');
  return { userId, deviceId };
}

export interface JellyfinRequest {
  method?: Method;
  path: string;
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  idempotent?: boolean;
}

export interface JellyfinContext {
  clients: PersonalServerClients;
  /** One call to the listener's own server, with their token. */
  call<T>(operation: string, user: UserSession, request: JellyfinRequest): Promise<T>;
  /** The listener's user id on their server, kept with their token. */
  userId(user: UserSession): Promise<string>;
  /** The listener a catalogue call is made for: Jellyfin has no catalogue without one. */
  listener(user: CatalogueUser, operation: string): UserSession;
  /** The `startIndex` and `limit` of a page. */
  window(page: PageRequest, max?: number): { startIndex: number; limit: number };
}

export function jellyfinContext(
  config: JellyfinConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
): JellyfinContext {
  const clients = new PersonalServerClients({
    service: 'jellyfin',
    budget: deps.budget,
    metrics: deps.metrics,
    timeoutMs: config.timeoutMs,
    policy: config.policy,
    maxAnswerBytes: config.maxAnswerBytes,
  });
  const authorize = (tokens: ServiceTokens) => ({
    headers: { authorization: mediaBrowserHeader(signedIn(tokens).deviceId, tokens.accessToken) },
  });

  async function call<T>(operation: string, user: UserSession, request: JellyfinRequest): Promise<T> {
    const server = serverOf('jellyfin', await user.tokens());
    const answer = await clients.for(server).call<T>({
      operation,
      ...request,
      user,
      authorize,
      interpret: interpretJellyfin,
    });
    return answer.body;
  }

  return {
    clients,
    call,
    userId: async (user) => signedIn(await user.tokens()).userId,
    listener(user, operation) {
      const listener = listenerOf(user);
      // A server's library is the listener's own: there are no app credentials to search it with.
      if (!listener) throw unsupported('jellyfin', operation);
      return listener;
    },
    window(page, max = PAGE_MAX) {
      let start = 0;
      if (page.cursor) {
        if (!/^\d{1,9}$/.test(page.cursor))
          throw new UpstreamError('jellyfin', 'invalidCursor', 'a page cursor that is not a start index was refused');
        start = Number(page.cursor);
      }
      return { startIndex: start, limit: Math.max(1, Math.min(page.limit ?? 100, max)) };
    },
  };
}
