import type { Redis } from 'ioredis';
import type { Request, RequestHandler } from 'express';
import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { JSX } from 'preact';
import { sendPage } from '../html/render.js';
import { ApiError, tooManyRequests } from './errors.js';
import { luaScript } from '../redis.js';
import { MinuteLeases } from './minuteLeases.js';

const COUNT = luaScript(`return { redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1]) }`);

/**
 * express-rate-limit's store over one Redis key per budget, `prefix` + the limiter's key, its hits
 * leased in blocks (MinuteLeases): a busy account costs a Redis round trip a tenth of a second, a
 * quiet one a round trip per hit, and no process ever lets a budget go past its limit.
 */
class MinuteStore implements Store {
  readonly localKeys = false;
  private leases: MinuteLeases | null = null;

  constructor(
    private readonly redis: Redis,
    readonly prefix: string,
    private readonly limitOf: (key: string) => number,
  ) {}

  init(options: Options): void {
    this.leases = new MinuteLeases(this.redis, { windowMs: options.windowMs });
  }

  async get(key: string): Promise<ClientRateLimitInfo> {
    const [hits, leftMs] = (await COUNT(this.redis, [this.prefix + key], [])) as [string | null, number];
    return { totalHits: Number(hits ?? 0), resetTime: new Date(Date.now() + Math.max(0, Number(leftMs))) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const hit = await this.leases!.hit(this.prefix + key, this.limitOf(key));
    return { totalHits: hit.number, resetTime: new Date(hit.endsAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.redis.decr(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    this.leases?.forget(this.prefix + key);
    await this.redis.del(this.prefix + key);
  }
}

/**
 * A one-minute request budget counted in Redis, so that every web process shares it. Over budget
 * answers 429 with `Retry-After` in seconds. Without a key the budget is per client address, all
 * of one limit; with one, the key says which limit is its own (`limitOf`), for the leases as for
 * the request.
 */
export function minuteBudget(
  redis: Redis,
  prefix: string,
  limitOf: (key: string) => number,
  keyGenerator?: (req: Request) => string,
): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: keyGenerator ? (req) => limitOf(keyGenerator(req)) : limitOf(''),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(keyGenerator ? { keyGenerator } : {}),
    store: new MinuteStore(redis, prefix, limitOf),
    handler: (req, _res, next) => {
      const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      next(tooManyRequests(reset ? (reset.getTime() - Date.now()) / 1000 : 60));
    },
  });
}

/** Per-address budget for the credential-free pages and reads (`/app/*`, the hosted pages). */
export function addressRateLimit(redis: Redis, prefix: string, perMinute: number): RequestHandler {
  return minuteBudget(redis, `${prefix}:rl:address:`, () => perMinute);
}

/**
 * The same budget, answered as a page to a browser asking for one (its Accept header prefers
 * HTML): status 429, `Retry-After` as for everyone, and `page(seconds)` instead of the JSON error.
 * Scripts and API clients, and paths `isPage` leaves out, keep the JSON error.
 */
export function answeredAsPage(
  budget: RequestHandler,
  page: (retryAfterSeconds: number, req: Request) => JSX.Element,
  isPage: (req: Request) => boolean = () => true,
): RequestHandler {
  return (req, res, next) =>
    budget(req, res, (err?: unknown) => {
      if (!(err instanceof ApiError) || err.status !== 429 || !isPage(req) || req.accepts(['json', 'html']) !== 'html')
        return next(err);
      sendPage(res.set(err.headers), page(Number(err.headers['Retry-After']), req), 429);
    });
}
