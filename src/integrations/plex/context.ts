// What every Plex call shares: who we say we are (the X-Plex-* headers), plex.tv's client, the
// listener's own server and its client, how the server's failures read, container paging and the
// music library of the server.
import type { Method } from 'got';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import { UpstreamError, unsupported } from '../errors.js';
import { PersonalServerClients, serverOf } from '../personalServers.js';
import { listenerOf, type CatalogueUser, type PageRequest, type ServiceTokens, type UserSession } from '../types.js';
import type { PlexConfig } from './config.js';
import type { PlexContainer } from './mapping.js';
import { pageWords } from '../text.js';

/** Largest page asked of a list: a few hundred items stay far below the answer cap. */
export const PAGE_MAX = 500;
/** Most results one search gives: `/hubs/search` has a limit per hub and no offset. */
export const SEARCH_MAX = 100;
/** Ids per call that adds entries (they go in the `uri` of the query string). */
export const BATCH = 100;
/** Ratings go one item per call: the largest batch of one adapter call. */
export const RATING_BATCH = 50;

/** What the listener's Plex account lists us as among its authorized devices. */
export const PRODUCT = { product: 'Music Library', version: '1.0.0', platform: 'Web', device: 'Partner API' };

/** The X-Plex-* headers every call carries, and JSON asked for: a PMS answers XML by default. */
export function plexHeaders(config: Pick<PlexConfig, 'clientIdentifier'>, token?: string): Record<string, string> {
  return {
    accept: 'application/json',
    'x-plex-client-identifier': config.clientIdentifier,
    'x-plex-product': PRODUCT.product,
    'x-plex-version': PRODUCT.version,
    'x-plex-platform': PRODUCT.platform,
    'x-plex-device': PRODUCT.device,
    ...(token ? { 'x-plex-token': token } : {}),
  };
}

/** What a failure says: plex.tv's `{errors:[{message}]}`, or the first words of a PMS page. */
function said(body: unknown): string {
  if (body && typeof body === 'object') {
    const errors = (body as { errors?: { message?: unknown }[] }).errors;
    return Array.isArray(errors) ? errors.map((e) => (typeof e?.message === 'string' ? e.message : '')).join('; ') : '';
  }
  return typeof body === 'string' ? pageWords(body) : '';
}

/**
 * Plex's failures: plain statuses with a small HTML page (a PMS) or an `errors` list (plex.tv). A
 * refused token (401), 429 and 5xx are left to the client, which knows what to do with them.
 */
export function interpretPlex(response: UpstreamResponse<unknown>): UpstreamError | null {
  const { status } = response;
  if (status < 400 || status === 401 || status === 429 || status >= 500) return null;
  const details = { status };
  const words = said(response.body);
  if (status === 404) return new UpstreamError('plex', 'notFound', words || 'not found', details);
  if (status === 403) return new UpstreamError('plex', 'forbidden', words || 'forbidden', details);
  return new UpstreamError('plex', 'rejected', `answered ${status}${words ? `: ${words}` : ''}`, details);
}

/** What a stored sign-in keeps beside the server's token: which server it is. */
export function machineOf(tokens: ServiceTokens): string {
  const machine = tokens.raw.machineIdentifier;
  if (typeof machine !== 'string' || !/^[A-Za-z0-9-]{1,100}$/.test(machine))
    throw new UpstreamError('plex', 'reauthRequired', 'the stored sign-in names no Plex server');
  return machine;
}

/** The JSON envelope every PMS answer has; anything else came from something that is no PMS. */
export function container(body: unknown, operation: string): PlexContainer {
  if (!body || typeof body !== 'object' || typeof (body as PlexContainer).MediaContainer !== 'object')
    throw new UpstreamError('plex', 'unavailable', `${operation}: the server did not answer as Plex does`, {
      operation,
    });
  return body as PlexContainer;
}

export interface PlexRequest {
  method?: Method;
  path: string;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** `X-Plex-Container-Start` and `-Size`, sent as headers as every PMS list takes them. */
  window?: { start: number; size: number };
  idempotent?: boolean;
}

export interface PlexContext {
  config: PlexConfig;
  /** plex.tv: PINs, the account, its servers. */
  tv: ServiceClient;
  /** One client per person's server. */
  servers: PersonalServerClients;
  /** One call to the listener's own server, with its token; the answer's envelope checked. */
  call(operation: string, user: UserSession, request: PlexRequest): Promise<PlexContainer>;
  /** A call whose answer has no body worth reading (a rating, a deletion). */
  send(operation: string, user: UserSession, request: PlexRequest): Promise<void>;
  /** The key of the server's first music library, null where it has none. */
  musicSection(operation: string, user: UserSession): Promise<string | null>;
  /** The `server://` address of tracks on the listener's server, as playlists take them. */
  itemsUri(user: UserSession, ids: string[]): Promise<string>;
  /** The listener a catalogue call is made for: a server's library is nobody's without them. */
  listener(user: CatalogueUser, operation: string): UserSession;
  /** The start and size of a page. */
  window(page: PageRequest, max?: number): { start: number; size: number };
}

/** Music libraries known per server, kept as long as its client is. */
const SECTIONS_KEPT = 200;

export function plexContext(
  config: PlexConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
): PlexContext {
  const shared = { service: 'plex' as const, budget: deps.budget, metrics: deps.metrics, timeoutMs: config.timeoutMs };
  const tv = new ServiceClient({ ...shared, baseUrl: config.tvUrl });
  const servers = new PersonalServerClients({
    ...shared,
    policy: config.policy,
    maxAnswerBytes: config.maxAnswerBytes,
  });
  const sections = new Map<string, string | null>();
  const authorize = (tokens: ServiceTokens) => ({ headers: plexHeaders(config, tokens.accessToken) });

  async function raw(operation: string, user: UserSession, request: PlexRequest) {
    const server = serverOf('plex', await user.tokens());
    const { window, ...rest } = request;
    const answer = await servers.for(server).call<unknown>({
      operation,
      ...rest,
      ...(window
        ? {
            headers: {
              'x-plex-container-start': String(window.start),
              'x-plex-container-size': String(window.size),
            },
          }
        : {}),
      user,
      authorize,
      interpret: interpretPlex,
    });
    return answer.body;
  }

  const call: PlexContext['call'] = async (operation, user, request) =>
    container(await raw(operation, user, request), operation);

  return {
    config,
    tv,
    servers,
    call,
    send: async (operation, user, request) => void (await raw(operation, user, request)),
    async musicSection(operation, user) {
      const server = serverOf('plex', await user.tokens());
      if (sections.has(server)) return sections.get(server)!;
      const body = await call(operation, user, { path: 'library/sections/all' });
      const music = (body.MediaContainer?.Directory ?? []).find((d) => d?.type === 'artist' && d.key);
      const found = music?.key ?? null;
      sections.set(server, found);
      if (sections.size > SECTIONS_KEPT) sections.delete(sections.keys().next().value!);
      return found;
    },
    async itemsUri(user, ids) {
      const machine = machineOf(await user.tokens());
      return `server://${machine}/com.plexapp.plugins.library/library/metadata/${ids.map(encodeURIComponent).join(',')}`;
    },
    listener(user, operation) {
      const listener = listenerOf(user);
      // A server's library is the listener's own: there are no app credentials to search it with.
      if (!listener) throw unsupported('plex', operation);
      return listener;
    },
    window(page, max = PAGE_MAX) {
      let start = 0;
      if (page.cursor) {
        if (!/^\d{1,9}$/.test(page.cursor))
          throw new UpstreamError('plex', 'invalidCursor', 'a page cursor that is not a start index was refused');
        start = Number(page.cursor);
      }
      return { start, size: Math.max(1, Math.min(page.limit ?? 100, max)) };
    },
  };
}
