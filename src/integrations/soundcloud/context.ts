// The per-adapter context the SoundCloud method groups share: the API client, the app's token, the listener's URN, paging.
import type { Redis } from 'ioredis';
import { madeFor, ServiceClient } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, isUpstreamError } from '../errors.js';
import {
  listenerOf,
  type Page,
  type PageRequest,
  type ServiceTokens,
  type UserSession,
  type CatalogueUser,
} from '../types.js';
import type { AppToken } from '../oauth2/index.js';
import type { SoundCloudConfig } from './config.js';
import { interpretSoundCloud } from './errors.js';
import { idOf, urnOf, type SoundCloudCollection, type SoundCloudUser, type UrnKind } from './mapping.js';

/** The spec's page sizes: `limit` defaults to 50 and goes up to 200. */
export const MAX_PAGE = 200;
/** `GET /playlists/{urn}/tracks` takes no `limit`: its pages are SoundCloud's default 50. */
export const PLAYLIST_TRACKS_PAGE = 50;
/** Blocked tracks are left out of lists unless asked for: a playlist's entries are all of them. */
export const EVERY_ACCESS = 'playable,preview,blocked';

/** A URN in a path: its colons stay as they are, as SoundCloud writes them. */
export const segment = (kind: UrnKind, id: string) => encodeURIComponent(urnOf(kind, id)).replace(/%3A/gi, ':');

export interface SoundCloudDeps {
  budget?: RequestBudget;
  metrics?: UpstreamMetrics;
  /** Shared by every process: edits of one playlist take turns across all of them. */
  redis?: Redis;
  redisPrefix?: string;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  searchParams?: Record<string, string | number>;
  json?: unknown;
}

/** What every method group of one adapter shares. */
export interface SoundCloudContext {
  deps: SoundCloudDeps;
  /** The API's base URL without its trailing slashes. */
  apiRoot: string;
  /** A call of the API, as the listener or (without one) as the app. */
  call<T>(operation: string, path: string, user: CatalogueUser, options?: CallOptions): Promise<T>;
  /** The listener's own user URN, asked once. */
  myUrn(user: UserSession): Promise<string>;
  /** Keeps the listener's URN from their Me object, read for another reason. */
  remember(user: UserSession, me: SoundCloudUser): string;
  cursorLink(cursor: string): string;
  limit(page: PageRequest, most?: number): number;
  /** A page of a list: its first page from `path` and `params`, the next ones from the cursor. */
  list<W, T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    page: PageRequest,
    params: Record<string, string | number>,
    map: (item: W) => T | null,
  ): Promise<Page<T>>;
}

/** One adapter's client, app token and known listener URNs, with the helpers every method uses. */
export function soundCloudContext(
  config: SoundCloudConfig,
  deps: SoundCloudDeps,
  appToken: AppToken,
): SoundCloudContext {
  const api = new ServiceClient({
    service: 'soundcloud',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const apiRoot = config.apiUrl.replace(/\/+$/, '');
  const myUrns = new Map<string, string>();
  // Client-credentials grants are scarce (50 per 12 h per app): the one token serves until it
  // expires, in the `OAuth` scheme a listener's token goes in too.
  const appAuth = () => appToken.header('OAuth');

  const authorize = (tokens: ServiceTokens) => ({ headers: { authorization: `OAuth ${tokens.accessToken}` } });

  const call = async <T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    options: CallOptions = {},
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
          ...madeFor(user),
          authorize,
          appAuth,
        })
      ).body;
    try {
      return await send();
    } catch (err) {
      // The app's token was refused (revoked, or expired early): get another once.
      if (!listenerOf(user) && isUpstreamError(err, 'rejected') && err.details.status === 401) {
        appToken.forget();
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
    user: CatalogueUser,
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

  return { deps, apiRoot, call, myUrn, remember, cursorLink, limit, list };
}
