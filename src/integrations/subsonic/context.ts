// What every Subsonic call shares: the person's server and credentials, the protocol's common
// parameters, how its failures read, and our own paging of lists the protocol hands over whole.
import { createHash, randomBytes } from 'node:crypto';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import type { UpstreamResponse } from '../http/serviceClient.js';
import { UpstreamError, type UpstreamErrorKind } from '../errors.js';
import { PersonalServerClients, serverOf } from '../personalServers.js';
import {
  listenerOf,
  type CatalogueUser,
  type Page,
  type PageRequest,
  type ServiceTokens,
  type UserSession,
} from '../types.js';
import type { SubsonicConfig } from './config.js';

/** The protocol version we speak: 1.16.1, the last of Subsonic's and the base of OpenSubsonic. */
export const API_VERSION = '1.16.1';
/** The `c` every call carries: servers show it in their list of players and clients. */
export const CLIENT_NAME = 'music-library-partner-api';

/** Our own page sizes: the protocol hands playlists and starred items over whole, so these are ours. */
export const PAGE = { playlists: 100, playlistItems: 5_000, starred: 500 } as const;
/** Largest `songCount`/`albumCount`/`artistCount` we ask of `search3` (Navidrome answers up to 500). */
export const SEARCH_MAX = 100;
/**
 * Ids per write call by GET, where every id is in the query string: 100 ids of Navidrome's 22
 * characters keep a URL near 4 kB, under the 8 kB most proxies accept. Every server takes it.
 */
export const BATCH = 100;
/**
 * Ids per write call by form POST (`formPost`). The body has no URL's limit, and the docs name no
 * limit of their own; what a server takes is its HTTP stack's: Tomcat, which Java servers such as
 * Airsonic run in, parses 1,000 parameters of a request by default since 10.1.8; Go's (Navidrome,
 * Gonic) 10,000 in at most 10 MB. 500 ids and the call's seven others stay well under the lowest, in a body of about 20 kB.
 */
export const FORM_BATCH = 500;

/**
 * What we keep of a person's password: the user name and one salted token pair, never the
 * password. The protocol asks for a fresh salt per call, which only the password can give; every
 * server we know checks the pair without remembering salts, so one pair, made at sign-in, serves
 * every call. It opens this server to whoever holds it, as the password would, and no other.
 */
export interface SubsonicCredentials {
  username: string;
  salt: string;
  token: string;
}

/** The salted token pair of a password (`t` = md5(password + salt), `s` = salt, at least six characters). */
export function credentialsFor(username: string, password: string): SubsonicCredentials {
  const salt = randomBytes(8).toString('hex');
  const token = createHash('md5')
    .update(password + salt, 'utf8')
    .digest('hex');
  return { username, salt, token };
}

/** Credentials as the access token carries them. */
export const sealable = (credentials: SubsonicCredentials): string =>
  JSON.stringify({ u: credentials.username, s: credentials.salt, t: credentials.token });

/** The credentials of stored tokens; tokens that hold none mean signing in again. */
export function credentialsOf(tokens: ServiceTokens): SubsonicCredentials {
  try {
    const { u, s, t } = JSON.parse(tokens.accessToken) as Record<string, unknown>;
    if (typeof u === 'string' && typeof s === 'string' && typeof t === 'string' && u && s && t)
      return { username: u, salt: s, token: t };
  } catch {
    // Not ours: fall through.
  }
  throw new UpstreamError('subsonic', 'reauthRequired', 'the stored credentials are not a Subsonic token pair');
}

const authParams = (c: SubsonicCredentials) => ({ u: c.username, t: c.token, s: c.salt });

/** Codes meaning the credentials themselves were refused: wrong (40), token pair not accepted (41, 42), bad key (44). */
const REFUSED_CREDENTIALS = new Set([40, 41, 42, 44]);

interface Envelope {
  status?: string;
  error?: { code?: number; message?: string };
  [payload: string]: unknown;
}

/** The `subsonic-response` of an answer, or null when the answer is not one. */
export function envelopeOf(body: unknown): Envelope | null {
  if (!body || typeof body !== 'object') return null;
  const inner = (body as Record<string, unknown>)['subsonic-response'];
  return inner && typeof inner === 'object' ? (inner as Envelope) : null;
}

/**
 * Subsonic fails with HTTP 200 and `status: "failed"` and a code (docs: API reference, "Error
 * handling"). Refused credentials are `tokenRefused` for a listener's call (their session owner
 * decides what follows) and `reauthRequired` otherwise. An answer of another status is left to the
 * client; a 2xx that is not a Subsonic envelope is no Subsonic server speaking.
 */
export function interpretSubsonic(
  response: UpstreamResponse<unknown>,
  forListener: boolean,
): UpstreamError | 'tokenRefused' | null {
  if (response.status < 200 || response.status >= 300) return null;
  const envelope = envelopeOf(response.body);
  if (!envelope || (envelope.status !== 'ok' && envelope.status !== 'failed'))
    return new UpstreamError('subsonic', 'unavailable', 'the server answered without a Subsonic response', {
      status: response.status,
    });
  if (envelope.status === 'ok') return null;
  const code = Number(envelope.error?.code ?? 0);
  const said = `error ${code}: ${envelope.error?.message ?? 'no message'}`;
  const details = { status: response.status };
  if (REFUSED_CREDENTIALS.has(code))
    return forListener ? 'tokenRefused' : new UpstreamError('subsonic', 'reauthRequired', said, details);
  if (code === 50 || code === 60) return new UpstreamError('subsonic', 'forbidden', said, details);
  if (code === 70) return new UpstreamError('subsonic', 'notFound', said, details);
  // 0 (generic), 10 (missing parameter), 20/30 (versions), 43 (our own conflicting credentials).
  return new UpstreamError('subsonic', 'rejected', said, details);
}

/** A value of the query string; a list is sent as the parameter repeated (`songId=a&songId=b`). */
export type Param = string | number | boolean | readonly string[] | readonly number[] | undefined;

/** A form's fields: a list as its field repeated, every other value as the protocol writes it. */
function formOf(params: Record<string, Param>): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) form[name] = Array.isArray(value) ? value.map(String) : String(value);
  return form;
}

/** The path of a method with its parameters, repeated ones included (the client's own take one value each). */
function methodUrl(server: string, method: string, params: Record<string, Param>): string {
  const url = new URL(`${server}/rest/${method}`);
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(one));
  }
  return url.toString();
}

/** How a listener's server takes a write's list of ids. */
export interface ListWrites {
  /** Most ids in one call. */
  batch: number;
  /** As a form POST (the server lists `formPost`), else by GET. */
  form: boolean;
}

const BY_GET: ListWrites = { batch: BATCH, form: false };
const BY_FORM: ListWrites = { batch: FORM_BATCH, form: true };

/** Servers whose extensions are remembered at once; the least recently used past it is asked again. */
const EXTENSIONS_KEPT = 200;
/** How long a server that could not say (down, busy) is taken to list none before it is asked again. */
const UNSURE_MS = 5 * 60_000;

const NONE: ReadonlySet<string> = new Set();
/** Failures of the question that are the server's answer to it: it does not know the method, or will not say. */
const ANSWERED = new Set<UpstreamErrorKind>(['notFound', 'rejected', 'forbidden', 'reauthRequired']);

/** The names of the extensions an answer lists, those whose version 1 (the one we speak) is among them. */
function extensionNames(body: unknown): ReadonlySet<string> {
  const listed = envelopeOf(body)?.openSubsonicExtensions;
  if (!Array.isArray(listed)) return NONE;
  const names = new Set<string>();
  for (const one of listed as { name?: unknown; versions?: unknown }[])
    if (typeof one?.name === 'string' && Array.isArray(one.versions) && one.versions.includes(1)) names.add(one.name);
  return names;
}

/** One Subsonic adapter's calls. */
export interface SubsonicContext {
  /**
   * A listener's call of `method`; answers the envelope (its payload under its own key). With
   * `form`, its parameters and credentials go in a form POST's body (the `formPost` extension).
   */
  call<T = Envelope>(
    operation: string,
    method: string,
    user: UserSession,
    params?: Record<string, Param>,
    options?: { idempotent?: boolean; form?: boolean },
  ): Promise<T>;
  /** The OpenSubsonic extensions the listener's server lists: asked once per server, none on a plain Subsonic one. */
  extensions(user: UserSession): Promise<ReadonlySet<string>>;
  /** How the listener's server takes long lists of ids: by form POST where it lists `formPost`. */
  listWrites(user: UserSession): Promise<ListWrites>;
  /** A call with credentials not yet stored (the sign-in's checks). */
  callWith<T = Envelope>(
    operation: string,
    server: string,
    credentials: SubsonicCredentials,
    method: string,
    params?: Record<string, Param>,
  ): Promise<T>;
  /** The listener of a catalogue call: Subsonic has no catalogue without one. */
  listener(user: CatalogueUser, operation: string): UserSession;
  /** The user name of a listener's stored credentials. */
  username(user: UserSession): Promise<string>;
}

export function subsonicContext(
  config: SubsonicConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics },
): SubsonicContext {
  const clients = new PersonalServerClients({
    service: 'subsonic',
    budget: deps.budget,
    metrics: deps.metrics,
    timeoutMs: config.timeoutMs,
    policy: config.policy,
    maxAnswerBytes: config.maxAnswerBytes,
  });
  const common = { v: API_VERSION, c: CLIENT_NAME, f: 'json' };
  // A server's extensions change only when it is upgraded: a process asks each server once (a
  // server it let go of, or one that could not say, again later), concurrent writes sharing the question.
  const remembered = new Map<string, { names: Promise<ReadonlySet<string>>; until: number }>();

  /**
   * The question itself. The docs make it answer without credentials, so none are sent. A plain
   * Subsonic server does not know the method: an error envelope or a 404, which is its answer (none).
   * An OpenSubsonic server that asks credentials for it anyway is then taken to list none: its
   * writes go by GET, as to any server. What says nothing (down, busy) is no answer: ask again later.
   */
  const ask = async (server: string, user: UserSession): Promise<{ names: ReadonlySet<string>; sure: boolean }> => {
    try {
      const response = await clients.for(server).call<Record<string, unknown>>({
        operation: 'openSubsonicExtensions',
        path: methodUrl(server, 'getOpenSubsonicExtensions', {}),
        searchParams: common,
        ...(user.accountId ? { accountId: user.accountId } : {}),
        interpret: (r) => interpretSubsonic(r, false),
      });
      return { names: extensionNames(response.body), sure: true };
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      return { names: NONE, sure: ANSWERED.has(err.kind) };
    }
  };

  const extensions = async (user: UserSession): Promise<ReadonlySet<string>> => {
    const server = serverOf('subsonic', await user.tokens());
    const known = remembered.get(server);
    if (known && known.until > Date.now()) {
      // Most recently used last, so the first is the one let go.
      remembered.delete(server);
      remembered.set(server, known);
      return known.names;
    }
    const names = ask(server, user).then(
      (answer) => {
        if (!answer.sure) entry.until = Date.now() + UNSURE_MS;
        return answer.names;
      },
      (err: unknown) => {
        if (remembered.get(server) === entry) remembered.delete(server);
        throw err;
      },
    );
    const entry = { names, until: Infinity };
    remembered.set(server, entry);
    if (remembered.size > EXTENSIONS_KEPT) remembered.delete(remembered.keys().next().value!);
    return names;
  };

  return {
    async call(operation, method, user, params = {}, options = {}) {
      const tokens = await user.tokens();
      const server = serverOf('subsonic', tokens);
      // Checked here, where a refusal is still `reauthRequired` rather than a failed request.
      credentialsOf(tokens);
      const shared = { operation, user, interpret: (r: UpstreamResponse<unknown>) => interpretSubsonic(r, true) };
      const response = await clients.for(server).call<Record<string, unknown>>(
        options.form
          ? {
              ...shared,
              method: 'POST',
              path: methodUrl(server, method, {}),
              // The docs' form POST carries everything in its body, the credentials too.
              form: { ...common, ...formOf(params) },
              authorize: (tokens) => ({ form: authParams(credentialsOf(tokens)) }),
              // The same call as by GET: sent as a form, repeating it does what it did by GET.
              idempotent: options.idempotent ?? true,
            }
          : {
              ...shared,
              path: methodUrl(server, method, params),
              searchParams: common,
              // The pair read again at each attempt: a session refreshed after a new sign-in carries its own.
              authorize: (tokens) => ({ searchParams: authParams(credentialsOf(tokens)) }),
              ...(options.idempotent === undefined ? {} : { idempotent: options.idempotent }),
            },
      );
      return envelopeOf(response.body) as never;
    },
    extensions,
    async listWrites(user) {
      return (await extensions(user)).has('formPost') ? BY_FORM : BY_GET;
    },
    async callWith(operation, server, credentials, method, params = {}) {
      const response = await clients.for(server).call<Record<string, unknown>>({
        operation,
        path: methodUrl(server, method, params),
        searchParams: { ...common, ...authParams(credentials) },
        interpret: (r) => interpretSubsonic(r, false),
      });
      return envelopeOf(response.body) as never;
    },
    listener(user, operation) {
      const listener = listenerOf(user);
      // A person's server answers its own users only: there are no app credentials to search with.
      if (!listener)
        throw new UpstreamError(
          'subsonic',
          'unsupported',
          `${operation} needs a listener: a Subsonic server has no app credentials`,
          {
            operation,
          },
        );
      return listener;
    },
    async username(user) {
      return credentialsOf(await user.tokens()).username;
    },
  };
}

/** Our page cursor over a list the server hands over whole: the offset, as a string. */
export function offsetOf(page: PageRequest): number {
  if (!page.cursor) return 0;
  if (!/^\d{1,9}$/.test(page.cursor))
    throw new UpstreamError('subsonic', 'invalidCursor', 'a page cursor that is not an offset was refused');
  return Number(page.cursor);
}

export const limitOf = (page: PageRequest, max: number) => Math.max(1, Math.min(page.limit ?? max, max));

/** One page of a whole list, cut by our own offset cursor. */
export function pageOf<W, T>(
  all: readonly W[],
  page: PageRequest,
  max: number,
  map: (item: W, index: number) => T,
): Page<T> {
  const offset = offsetOf(page);
  const end = offset + limitOf(page, max);
  return {
    items: all.slice(offset, end).map((item, i) => map(item, offset + i)),
    next: end < all.length ? String(end) : null,
    total: all.length,
  };
}

/** A list member the server may send as one object, an array, or not at all (servers differ). */
export const listOf = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
