// What the Spotify adapter's method groups share: its API client, the app's token, request helpers and listener ids.
import { madeFor, ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import type { Page, PageRequest, UserSession, CatalogueUser } from '../types.js';
import type { AppToken } from '../oauth2/index.js';
import type { SpotifyConfig } from './config.js';

/** URIs one `/me/library` call takes. */
export const LIBRARY_URIS = 40;

export interface SpotifyPaging<T> {
  items: T[];
  next: string | null;
  total: number;
}

/** One adapter's client and state, as its method groups call them. */
export interface SpotifyContext {
  config: SpotifyConfig;
  /** A read with the listener's token, or with the app's own where there is no listener. */
  get<T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    searchParams?: Record<string, string | number | undefined>,
  ): Promise<T>;
  send(
    operation: string,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    user: UserSession,
    json?: unknown,
    idempotent?: boolean,
  ): Promise<UpstreamResponse<unknown>>;
  library(operation: string, method: 'PUT' | 'DELETE', user: UserSession, uris: string[]): Promise<void>;
  uri(type: 'track' | 'album' | 'artist' | 'playlist'): (id: string) => string;
  /** Each listener's Spotify user id, by session key. */
  userIds: Map<string, string>;
  userId(user: UserSession): Promise<string>;
}

export function spotifyContext(
  config: SpotifyConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
  appToken: AppToken,
): SpotifyContext {
  const api = new ServiceClient({
    service: 'spotify',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const userIds = new Map<string, string>();

  const appAuth = () => appToken.header();

  const get = async <T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    searchParams?: Record<string, string | number | undefined>,
  ) => (await api.call<T>({ operation, path, searchParams, ...madeFor(user), appAuth })).body;
  const send = (
    operation: string,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    user: UserSession,
    json?: unknown,
    idempotent?: boolean,
  ) => api.call({ operation, method, path, json, user, idempotent });

  /**
   * Saves to or removes from the user's library (`PUT`/`DELETE /me/library?uris=`, which replaces
   * the deprecated `/me/tracks`, `/me/albums`, `/me/following` and playlist followers writes):
   * tracks, albums, artists and playlists alike, 40 URIs a call. Saving twice keeps one copy.
   */
  const library = async (operation: string, method: 'PUT' | 'DELETE', user: UserSession, uris: string[]) => {
    for (let i = 0; i < uris.length; i += LIBRARY_URIS) {
      await api.call({
        operation,
        method,
        path: 'me/library',
        searchParams: { uris: uris.slice(i, i + LIBRARY_URIS).join(',') },
        user,
      });
    }
  };
  const uri = (type: 'track' | 'album' | 'artist' | 'playlist') => (id: string) => `spotify:${type}:${id}`;

  // Calls for one listener at once ask who they are once: the lookup under way is shared.
  const askingWho = new Map<string, Promise<string>>();
  async function userId(user: UserSession): Promise<string> {
    const known = userIds.get(user.key);
    if (known) return known;
    let asking = askingWho.get(user.key);
    if (!asking) {
      asking = get<{ id: string }>('currentUser', 'me', user)
        .then((me) => {
          if (userIds.size > 10_000) userIds.clear();
          userIds.set(user.key, me.id);
          return me.id;
        })
        .finally(() => askingWho.delete(user.key));
      askingWho.set(user.key, asking);
    }
    return asking;
  }

  return { config, get, send, library, uri, userIds, userId };
}

export const pageOf = <W, T>(paging: SpotifyPaging<W>, map: (item: W, index: number) => T): Page<T> => ({
  items: paging.items.map(map),
  next: paging.next,
  total: paging.total,
});
export const limit = (page: PageRequest, max: number) => Math.min(page.limit ?? max, max);
/** The first page by offset, the next ones by the `next` URL Spotify gave. */
export const listPath = (page: PageRequest, path: string) => page.cursor ?? path;
export const market = (user: UserSession) => user.country ?? 'from_token';
