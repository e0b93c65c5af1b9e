// The Apple Music adapter's shared context: developer token, calls to Apple's API, the listener's storefront.
import { importPKCS8, SignJWT } from 'jose';
import { madeFor, ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError } from '../errors.js';
import {
  listenerOf,
  type Capabilities,
  type PageRequest,
  type ServiceTokens,
  type ServiceProfile,
  type UserSession,
  type CatalogueUser,
} from '../types.js';
import type { AppleMusicConfig } from './config.js';

export interface ApplePage<T> {
  data: T[];
  next?: string;
  meta?: { total?: number; filters?: { isrc?: Record<string, { id: string }[]> } };
}

/** Apple's error document; `status` and `code` are strings. */
interface AppleErrors {
  errors?: { id?: string; title?: string; detail?: string; status?: string; code?: string }[];
}

// Apple accepts developer tokens of up to six months; a short life bounds the use of a leaked one.
const DEVELOPER_TOKEN_SECONDS = 12 * 3600;
const RENEW_BEFORE_MS = 3_600_000;

/** Apple's answers that mean something other than their status alone. */
export function interpretApple(response: UpstreamResponse<unknown>): UpstreamError | 'tokenRefused' | null {
  const details = { status: response.status };
  // 401 is about our developer token, never the listener's: signing the listener in again would not help.
  if (response.status === 401)
    return new UpstreamError('appleMusic', 'rejected', 'Apple Music refused the developer token', details);
  // 404, 429 and 5xx keep the client's common handling (not found, waiting, retries).
  if (response.status < 400 || response.status === 404 || response.status === 429 || response.status >= 500)
    return null;
  const error = (response.body as AppleErrors | null)?.errors?.[0];
  // A refused or expired Music-User-Token: 403 with code 40300, or with no document at all.
  if (response.status === 403 && (!error || error.code === '40300')) return 'tokenRefused';
  if (!error) return null;
  const said = `${error.code ?? response.status} ${error.title ?? ''}: ${error.detail ?? ''}`;
  // 40015: the listener's subscription lacks the privilege; neither a retry nor a new sign-in helps.
  const kind = response.status === 403 || error.code === '40015' ? 'forbidden' : 'rejected';
  return new UpstreamError('appleMusic', kind, said, details);
}

/** The one resource of a single-resource document; an empty `data` means there is no such thing. */
export function only<T>(body: ApplePage<T>, what: string): T {
  const found = body.data?.[0];
  if (!found) throw new UpstreamError('appleMusic', 'notFound', `no such ${what}`);
  return found;
}

/**
 * Where a page is read: the first by path, later ones by Apple's root-relative `next`. `next`
 * carries the offset but not the limit, and is read for its path and query only, never its host.
 */
export function pageTarget(
  path: string,
  page: PageRequest,
  params: Record<string, string>,
  limit: number,
): { path: string; searchParams: Record<string, string | number> } {
  if (!page.cursor) return { path, searchParams: { ...params, limit } };
  const next = new URL(page.cursor, 'https://next.invalid');
  return { path: next.pathname, searchParams: { ...params, ...Object.fromEntries(next.searchParams), limit } };
}

/** How one call to Apple's API is made, beyond its path. */
export interface AppleCallOptions {
  method?: 'GET' | 'POST';
  searchParams?: Record<string, string | number | undefined>;
  json?: unknown;
  idempotent?: boolean;
}

/** One Apple Music adapter's shared state and request helpers, handed to each of its method groups. */
export interface AppleMusicContext {
  config: AppleMusicConfig;
  capabilities: Capabilities;
  /** A developer token of the given life, restricted to pages of `origin` when given. */
  signToken(seconds: number, origin?: string): Promise<{ token: string; expiresAt: number }>;
  /** A call with our developer token, and the listener's Music-User-Token when there is a listener. */
  call<T>(operation: string, path: string, user: CatalogueUser, options?: AppleCallOptions): Promise<T>;
  /** The listener's storefront (their country's catalogue), else the configured one. */
  storefront(user: CatalogueUser): Promise<string>;
  /** What Apple tells of a listener, under the id the caller gives. */
  storefrontProfile(operation: string, user: UserSession, id: string): Promise<ServiceProfile>;
}

/** The context of one Apple Music adapter: its client, its developer token and its storefront lookups. */
export function appleMusicContext(
  config: AppleMusicConfig,
  capabilities: Capabilities,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
): AppleMusicContext {
  const api = new ServiceClient({
    service: 'appleMusic',
    baseUrl: config.apiUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  let developer: { token: string; expiresAt: number } | null = null;
  let signing: Promise<string> | null = null;

  /** The ES256 developer token, renewed an hour before it ends; concurrent callers share one signing. */
  async function developerToken(): Promise<string> {
    if (developer && developer.expiresAt - RENEW_BEFORE_MS > Date.now()) return developer.token;
    signing ??= signDeveloperToken().finally(() => {
      signing = null;
    });
    return signing;
  }

  async function signingKey() {
    if (!config.privateKey || !config.teamId || !config.keyId)
      throw new UpstreamError(
        'appleMusic',
        'unavailable',
        'Apple Music is not configured (team id, key id and private key are needed)',
      );
    return importPKCS8(config.privateKey, 'ES256').catch(() => {
      throw new UpstreamError(
        'appleMusic',
        'unavailable',
        'APPLE_MUSIC_PRIVATE_KEY is not a PKCS#8 PEM of an ES256 key',
      );
    });
  }

  /** An ES256 developer token; `origin` restricts it to pages of that origin, as Apple does for web tokens. */
  async function signToken(seconds: number, origin?: string): Promise<{ token: string; expiresAt: number }> {
    const key = await signingKey();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + seconds;
    const token = await new SignJWT(origin ? { origin: [origin] } : {})
      .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
      .setIssuer(config.teamId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key);
    return { token, expiresAt: expiresAt * 1000 };
  }

  async function signDeveloperToken(): Promise<string> {
    developer = await signToken(DEVELOPER_TOKEN_SECONDS);
    return developer.token;
  }

  const userHeader = (tokens: ServiceTokens) => ({ headers: { 'music-user-token': tokens.accessToken } });
  const call = async <T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    options: AppleCallOptions = {},
  ): Promise<T> => {
    const headers = { authorization: `Bearer ${await developerToken()}` };
    const res = await api.call<T>({
      operation,
      path,
      method: options.method ?? 'GET',
      searchParams: options.searchParams,
      json: options.json,
      headers,
      interpret: interpretApple,
      idempotent: options.idempotent,
      ...madeFor(user),
      authorize: userHeader,
    });
    return res.body;
  };

  const storefronts = new Map<string, string>();
  /** The listener's storefront (their country's catalogue), else the configured one. */
  async function storefront(of: CatalogueUser): Promise<string> {
    const user = listenerOf(of);
    if (!user) return config.storefront;
    if (user.country) return user.country.toLowerCase();
    const known = storefronts.get(user.key);
    if (known) return known;
    const answer = await call<ApplePage<{ id: string }>>('storefront', 'v1/me/storefront', user);
    const id = answer.data[0]?.id ?? config.storefront;
    if (storefronts.size > 10_000) storefronts.clear();
    storefronts.set(user.key, id);
    return id;
  }

  /**
   * What Apple tells of a listener, under the id the caller gives: Apple has no profile endpoint
   * and names no account, so only the country, from the listener's storefront.
   */
  async function storefrontProfile(operation: string, user: UserSession, id: string): Promise<ServiceProfile> {
    const answer = await call<ApplePage<{ id: string }>>(operation, 'v1/me/storefront', user);
    const storefront = answer.data[0]?.id ?? null;
    return {
      id,
      name: null,
      email: null,
      imageUrl: null,
      country: storefront?.toUpperCase() ?? null,
      raw: { storefront },
    };
  }

  return { config, capabilities, signToken, call, storefront, storefrontProfile };
}
