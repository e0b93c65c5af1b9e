// What the TIDAL adapter's method groups share: config, requests to TIDAL, the user's profile and country, paged lists.
import { randomUUID } from 'node:crypto';
import { madeFor, ServiceClient } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import { listenerOf, type Page, type PageRequest, type UserSession, type CatalogueUser } from '../types.js';
import type { TidalConfig } from './config.js';
import { Included, linkRequest, pageCursor, parseCursor, type Resource, type TidalDocument } from './mapping.js';
import { interpretTidal } from './errors.js';
import type { AppToken } from '../oauth2/index.js';
import { linkOf, listOf, type ListSpec } from './documents.js';

const JSON_API = 'application/vnd.api+json';

export const enc = encodeURIComponent;

/** Who a user is on TIDAL and their country, kept per user once read. */
export interface TidalProfile {
  id: string;
  country: string | null;
}

export interface TidalContext {
  config: TidalConfig;
  /** A read with the user's token, or with the app's credentials when there is no user. */
  read<T = TidalDocument>(
    operation: string,
    path: string,
    user: CatalogueUser,
    searchParams?: Record<string, string>,
  ): Promise<T>;
  write<T = TidalDocument>(
    operation: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    user: UserSession,
    json?: unknown,
  ): Promise<T>;
  remember(user: UserSession, me: Resource): TidalProfile;
  profile(user: UserSession): Promise<TidalProfile>;
  country(user: CatalogueUser): string;
  list<T>(spec: ListSpec<T>, page: PageRequest): Promise<Page<T>>;
}

export function tidalContext(
  config: TidalConfig,
  appToken: AppToken,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics } = {},
): TidalContext {
  const api = new ServiceClient({
    service: 'tidal',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const profiles = new Map<string, { id: string; country: string | null }>();

  const appAuth = () => appToken.header();

  const read = async <T = TidalDocument>(
    operation: string,
    path: string,
    user: CatalogueUser,
    searchParams?: Record<string, string>,
  ) =>
    (
      await api.call<T>({
        operation,
        path,
        searchParams,
        headers: { accept: JSON_API },
        interpret: interpretTidal,
        ...madeFor(user),
        appAuth,
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
  const country = (of: CatalogueUser) => {
    const user = listenerOf(of);
    return user?.country ?? (user ? profiles.get(user.key)?.country : null) ?? config.countryCode;
  };

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

  return { config, read, write, remember, profile, country, list };
}
