import got, { CancelError, type Got, type Method, type RequestError } from 'got';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { ServiceId } from '../knownServices.js';
import { appCallerOf, listenerOf, type CatalogueUser, type ServiceTokens, type UserSession } from '../types.js';
import { guardedLookup, outsideUrlProblem, type AddressPolicy, type Resolver } from '../../outsideHosts/addresses.js';
import { UpstreamError } from '../errors.js';
import { BudgetExhausted, UNLIMITED_BUDGET, type RequestBudget } from './budget.js';
import { callerNow, type Caller } from './callers.js';
import { UpstreamMetrics } from './metrics.js';

export interface UpstreamResponse<T> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallOptions {
  /** Name of the operation, for the call counts (e.g. `playlistItems`). */
  operation: string;
  method?: Method;
  /** Path relative to the client's base URL, or an absolute URL (next-page links). */
  path: string;
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  /** An `application/x-www-form-urlencoded` body; a list is sent as its field repeated (`id=a&id=b`). */
  form?: Record<string, string | readonly string[]>;
  headers?: Record<string, string>;
  /**
   * Whether sending the request twice does no harm. Defaults to true for GET, PUT and DELETE.
   * A request that is not idempotent is retried only when it surely never reached the service.
   */
  idempotent?: boolean;
  /** Calls on behalf of a user: bearer token, refreshed once when the service refuses it. */
  user?: UserSession;
  /** The account a call with the app's own credentials is made for (a user's calls name theirs). */
  accountId?: string;
  /** Headers of the app's own credentials, for calls without a user. */
  appAuth?: () => Promise<Record<string, string>>;
  /** How to put a user's token into the request; defaults to `Authorization: Bearer`. */
  authorize?: (tokens: ServiceTokens) => {
    headers?: Record<string, string>;
    searchParams?: Record<string, string>;
    /** Fields joined to a form body (Last.fm signs a write's whole body, its session key included). */
    form?: Record<string, string>;
  };
  /**
   * Reads a service-specific failure from a response (Deezer answers errors with HTTP 200, for
   * example). Returning `'tokenRefused'` makes the client refresh the user's token once.
   */
  interpret?: (response: UpstreamResponse<unknown>) => UpstreamError | 'tokenRefused' | null;
  /** How long the call may wait for the shared budget before it fails with `rateLimited`. */
  maxBudgetWaitMs?: number;
}

export interface ServiceClientOptions {
  service: ServiceId;
  baseUrl: string;
  timeoutMs?: number;
  budget?: RequestBudget;
  metrics?: UpstreamMetrics;
  /** Retries of a failed idempotent call (5xx, timeout, connection reset). */
  retries?: number;
  /** A 429 asking to wait at most this long is waited out and retried inside the call. */
  maxInlineRetryAfterSeconds?: number;
  /** The host is one a person named (their own music server), not the service's own: see OutsideHost. */
  outsideHost?: OutsideHost;
}

/**
 * How a host someone outside named is called. It may point at our network, answer slowly, endlessly,
 * or with a page where JSON was asked, on purpose or not. So: the address policy at the URL and
 * again at every connection (DNS rebinding), redirects followed only on its own origin, an answer
 * read no further than `maxAnswerBytes`, and the timeout counted over the whole call, its retries
 * included, so that a worker is never held past it.
 */
export interface OutsideHost {
  policy: AddressPolicy;
  maxAnswerBytes: number;
  /** Resolves host names (the system's resolver unless given): what it answers is still guarded. */
  resolve?: Resolver;
}

/** Failures of an outside host that another attempt would only repeat. */
const REFUSED_HOST = new Set(['EPRIVATEADDRESS', 'EANSWERTOOLARGE', 'ETIMEDOUT', 'ENOTJSON']);
/** Redirects an outside host may chain on its own origin (a login page, a trailing slash). */
const OUTSIDE_REDIRECTS = 3;

/**
 * Whom a call is made for, as the call's options say it: the listener's session (their token, their
 * account's budget), or the account a call with the app's own credentials is made for.
 */
export function madeFor(user: CatalogueUser): Pick<CallOptions, 'user' | 'accountId'> {
  const listener = listenerOf(user);
  return listener ? { user: listener } : { accountId: appCallerOf(user) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Codes that mean the request never reached the service: safe to retry even a POST.
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET_BEFORE_SEND']);

/** Seconds from a Retry-After header (delta seconds or HTTP date); null when absent. */
export function retryAfterSeconds(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

/**
 * The one way adapters call a music service: got with keep-alive and timeouts, the shared
 * request budget, retries only where safe, `Retry-After` honoured, a user's token refreshed once
 * on 401, every attempt counted, and failures turned into UpstreamError kinds.
 */
/** How long a connection to an outside host may stay idle before it is closed. */
const OUTSIDE_IDLE_MS = 30_000;

export class ServiceClient {
  readonly service: ServiceId;
  readonly metrics: UpstreamMetrics;
  private readonly http: Got;
  /** The service's base URL without its trailing slash: every relative path is put after it. */
  private readonly base: string;
  private readonly budget: RequestBudget;
  private readonly retries: number;
  private readonly maxInlineRetryAfter: number;
  private readonly origin: string | null;
  private readonly outsideHost: OutsideHost | null;
  private readonly timeoutMs: number;
  /** Why the base URL may not be called at all (an outside host's address the policy refuses). */
  private readonly refused: string | null;

  constructor(options: ServiceClientOptions) {
    this.service = options.service;
    this.metrics = options.metrics ?? new UpstreamMetrics();
    this.budget = options.budget ?? UNLIMITED_BUDGET;
    this.retries = options.retries ?? 2;
    this.maxInlineRetryAfter = options.maxInlineRetryAfterSeconds ?? 5;
    // An unconfigured service (no base URL) follows no absolute link at all.
    this.origin = URL.canParse(options.baseUrl) ? new URL(options.baseUrl).origin : null;
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.outsideHost = options.outsideHost ?? null;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.refused = this.outsideHost ? outsideUrlProblem(options.baseUrl, this.outsideHost.policy) : null;
    // Everything that is the same for every call is settled here, once: per call got is given only
    // the URL, method, headers and body, which spares most of its option merging (a fifth of a
    // proxied library read's CPU when it merged a prefix, search parameters and a JSON body).
    // An outside host may hold an idle connection open for ever, and a client let go of (a server
    // nobody uses any more) is never closed: its connections close themselves once idle a while.
    const idle = this.outsideHost ? { timeout: OUTSIDE_IDLE_MS } : {};
    this.http = got.extend({
      throwHttpErrors: false,
      retry: { limit: 0 },
      responseType: 'text',
      timeout: { request: this.timeoutMs },
      agent: {
        http: new HttpAgent({ keepAlive: true, maxSockets: 64, ...idle }),
        https: new HttpsAgent({ keepAlive: true, maxSockets: 64, ...idle }),
      },
      headers: { 'user-agent': 'music-library-partner-api' },
      ...(this.outsideHost && {
        dnsLookup: guardedLookup(this.outsideHost.policy, this.outsideHost.resolve) as never,
        maxRedirects: OUTSIDE_REDIRECTS,
        followRedirect: (response: { url: string; headers: Record<string, unknown> }) =>
          sameOrigin(response.url, response.headers.location),
      }),
    });
  }

  /** Sends one logical call; returns the 2xx response or throws UpstreamError. */
  async call<T>(options: CallOptions): Promise<UpstreamResponse<T>> {
    // A next-page URL comes back to us inside a partner's nextParam: whatever its signature, it is
    // followed only on the service's own origin, so a user's token never travels anywhere else.
    if (/^https?:\/\//i.test(options.path) && new URL(options.path).origin !== this.origin) {
      throw new UpstreamError(this.service, 'invalidCursor', 'a page link outside the service was refused', {
        operation: options.operation,
      });
    }
    if (this.refused) {
      throw new UpstreamError(this.service, 'rejected', `the server's address was refused: ${this.refused}`, {
        operation: options.operation,
      });
    }
    const method = options.method ?? 'GET';
    const idempotent = options.idempotent ?? (method === 'GET' || method === 'PUT' || method === 'DELETE');
    // An outside host's call ends by its deadline, whatever the host does: waits and retries too.
    const deadline = Date.now() + this.timeoutMs;
    const within = (ms: number) => !this.outsideHost || Date.now() + ms < deadline;
    let tokens = options.user ? await options.user.tokens() : null;
    let refreshed = false;
    let failures = 0;
    let rateLimits = 0;
    const caller = callerNow(options.user?.accountId ?? options.accountId);
    for (;;) {
      await this.waitForBudget(options, caller);
      let response: UpstreamResponse<unknown>;
      try {
        response = await this.send(options, method, tokens, deadline);
      } catch (err) {
        this.metrics.record(this.service, options.operation, 'error');
        const code = (err as RequestError).code;
        const safe = idempotent || NOT_SENT.has(code);
        const refusedHost = this.outsideHost !== null && REFUSED_HOST.has(code);
        const pause = backoff(failures + 1);
        if (safe && !refusedHost && failures < this.retries && within(pause)) {
          failures += 1;
          await sleep(pause);
          continue;
        }
        const said = refusedHost ? (err as Error).message : (code ?? (err as Error).message);
        throw new UpstreamError(this.service, 'unavailable', `${options.operation} failed: ${said}`, {
          operation: options.operation,
        });
      }

      const interpreted = options.interpret?.(response) ?? null;
      // A service whose 401 means something else (Apple: our developer token) says so through `interpret`.
      const tokenRefused =
        interpreted === 'tokenRefused' ||
        (interpreted === null && response.status === 401 && options.user !== undefined);
      if (tokenRefused && options.user && tokens) {
        this.metrics.record(this.service, options.operation, 'error');
        if (refreshed) {
          throw new UpstreamError(this.service, 'reauthRequired', 'the service refused the refreshed token', {
            status: response.status,
            operation: options.operation,
          });
        }
        refreshed = true;
        tokens = await options.user.refresh(tokens);
        continue;
      }
      // Some services say "slow down" or "busy" in a 200 body: the same rules as 429 and 5xx apply.
      const bodyRateLimit = interpreted instanceof UpstreamError && interpreted.kind === 'rateLimited';
      const bodyUnavailable = interpreted instanceof UpstreamError && interpreted.kind === 'unavailable';
      if (response.status === 429 || bodyRateLimit) {
        this.metrics.record(this.service, options.operation, 'rateLimited');
        const wait =
          retryAfterSeconds(response.headers['retry-after']) ??
          (bodyRateLimit ? (interpreted.details.retryAfterSeconds ?? 1) : 1);
        // A person's own server speaks for itself only: the service's shared budget is not paused for it.
        if (!this.outsideHost) await this.budget.pause(this.service, wait, caller);
        if (wait <= this.maxInlineRetryAfter && rateLimits < 3 && within(wait * 1000)) {
          rateLimits += 1;
          await sleep(wait * 1000);
          continue;
        }
        throw new UpstreamError(this.service, 'rateLimited', 'the service asks us to slow down', {
          status: 429,
          retryAfterSeconds: Math.max(1, Math.ceil(wait)),
          operation: options.operation,
        });
      }
      if (interpreted && interpreted !== 'tokenRefused' && !bodyUnavailable) {
        this.metrics.record(this.service, options.operation, 'error');
        throw interpreted;
      }
      if (response.status >= 500 || bodyUnavailable) {
        this.metrics.record(this.service, options.operation, 'error');
        const pause = backoff(failures + 1);
        if (idempotent && failures < this.retries && within(pause)) {
          failures += 1;
          await sleep(pause);
          continue;
        }
        throw new UpstreamError(this.service, 'unavailable', `${options.operation} answered ${response.status}`, {
          status: response.status,
          operation: options.operation,
        });
      }
      if (response.status >= 400) {
        this.metrics.record(this.service, options.operation, 'error');
        throw this.clientError(options.operation, response);
      }
      // An outside host's redirects are followed on its own origin only; one that was not is the answer.
      if (this.outsideHost && response.status >= 300) {
        this.metrics.record(this.service, options.operation, 'error');
        throw new UpstreamError(this.service, 'unavailable', `${options.operation} was redirected to another host`, {
          status: response.status,
          operation: options.operation,
        });
      }
      this.metrics.record(this.service, options.operation, 'ok');
      return response as UpstreamResponse<T>;
    }
  }

  private async waitForBudget(options: CallOptions, caller: Caller): Promise<void> {
    try {
      const call = { ...caller, userKey: options.user?.key ?? null };
      await this.budget.take(this.service, call, options.maxBudgetWaitMs ?? 30_000);
    } catch (err) {
      if (err instanceof BudgetExhausted) {
        throw new UpstreamError(this.service, 'rateLimited', 'our request budget for the service is spent', {
          retryAfterSeconds: err.retryAfterSeconds,
          operation: options.operation,
        });
      }
      throw err;
    }
  }

  private async send(
    options: CallOptions,
    method: Method,
    tokens: ServiceTokens | null,
    deadline: number,
  ): Promise<UpstreamResponse<unknown>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const searchParams: Record<string, string | number | boolean> = {};
    for (const [k, v] of Object.entries(options.searchParams ?? {})) if (v !== undefined) searchParams[k] = v;
    let form = options.form;
    if (tokens) {
      const placed = options.authorize
        ? options.authorize(tokens)
        : { headers: { authorization: `Bearer ${tokens.accessToken}` } };
      Object.assign(headers, placed.headers);
      Object.assign(searchParams, placed.searchParams);
      if ('form' in placed && placed.form) form = { ...form, ...placed.form };
    } else if (options.appAuth) {
      Object.assign(headers, await options.appAuth());
    }
    const absolute = /^https?:\/\//.test(options.path);
    let url: string;
    if (absolute) {
      // A next-page URL keeps its own query; ours is set on top of it.
      const next = new URL(options.path);
      for (const [k, v] of Object.entries(searchParams)) next.searchParams.set(k, String(v));
      url = next.toString();
    } else {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(searchParams)) query.append(k, String(v));
      const search = query.toString();
      url = `${this.base}/${options.path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
    }
    let sent: string | undefined;
    if (options.json !== undefined) {
      sent = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    } else if (form !== undefined) {
      sent = formBody(form);
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    const response = this.outsideHost
      ? await this.sendOutside(url, { method, headers, body: sent }, deadline)
      : await this.http(url, { method, headers, body: sent });
    const text = response.body;
    let body: unknown = text;
    let json = false;
    if (text && /json/.test(String(response.headers['content-type'] ?? ''))) {
      try {
        body = JSON.parse(text);
        json = true;
      } catch {
        body = text;
      }
    }
    // Where JSON was asked of an outside host, a 2xx answer in anything else (XML, a proxy's or a
    // sign-in's HTML page) is a failure of that host, never data; error statuses are read as such.
    if (this.outsideHost && text && !json && response.statusCode < 300) {
      const type = String(response.headers['content-type'] ?? 'no content type').split(';')[0];
      throw Object.assign(new Error(`answered ${type}, not JSON`), { code: 'ENOTJSON' });
    }
    return { status: response.statusCode, body, headers: response.headers };
  }

  /** One attempt at an outside host: within what is left of the call's time, its answer capped. */
  private async sendOutside(
    url: string,
    request: { method: Method; headers: Record<string, string>; body: string | undefined },
    deadline: number,
  ) {
    const max = this.outsideHost!.maxAnswerBytes;
    const attempt = this.http(url, request);
    let stopped: 'tooLarge' | 'late' | null = null;
    attempt.on('downloadProgress', (progress: { transferred: number; total?: number }) => {
      if (progress.transferred > max || (progress.total ?? 0) > max) {
        stopped = 'tooLarge';
        attempt.cancel();
      }
    });
    // got starts its own timeout again at every redirect: this one counts them all.
    const timer = setTimeout(
      () => {
        stopped = 'late';
        attempt.cancel();
      },
      Math.max(1, deadline - Date.now()),
    );
    try {
      return await attempt;
    } catch (err) {
      if (stopped === 'tooLarge' && err instanceof CancelError)
        throw Object.assign(new Error(`the answer is larger than ${max} bytes`), { code: 'EANSWERTOOLARGE' });
      if (stopped === 'late' && err instanceof CancelError)
        throw Object.assign(new Error(`no whole answer within ${this.timeoutMs} ms`), { code: 'ETIMEDOUT' });
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private clientError(operation: string, response: UpstreamResponse<unknown>): UpstreamError {
    const details = { status: response.status, operation };
    if (response.status === 404) return new UpstreamError(this.service, 'notFound', `${operation}: not found`, details);
    if (response.status === 403)
      return new UpstreamError(this.service, 'forbidden', `${operation}: forbidden`, details);
    if (response.status === 401)
      return new UpstreamError(
        this.service,
        'rejected',
        `${operation}: the service refused our app credentials`,
        details,
      );
    // The service's own words help whoever reads the logs; partners see our fixed message.
    const said = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    return new UpstreamError(
      this.service,
      'rejected',
      `${operation} answered ${response.status}: ${said.slice(0, 200)}`,
      details,
    );
  }
}

/** A form's fields in order, each value of a list as the field once more. */
function formBody(form: Record<string, string | readonly string[]>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form))
    for (const one of typeof value === 'string' ? [value] : value) body.append(name, one);
  return body.toString();
}

/** Whether a redirect's `location` stays on the origin of the URL that answered it. */
function sameOrigin(answered: string, location: unknown): boolean {
  if (typeof location !== 'string' || !URL.canParse(location, answered)) return false;
  return new URL(location, answered).origin === new URL(answered).origin;
}

function backoff(attempt: number): number {
  return 100 * 2 ** (attempt - 1) + Math.floor(Math.random() * 50);
}
