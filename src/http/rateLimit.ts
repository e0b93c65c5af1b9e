import type { Redis } from 'ioredis';
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { tooManyRequests } from './errors.js';
import { authOf } from '../auth/authenticate.js';

/**
 * A one-minute request budget counted in Redis, so that every web process shares it. Over budget
 * answers 429 with `Retry-After` in seconds. Without a key the budget is per client address.
 */
function minuteBudget(
  redis: Redis,
  prefix: string,
  perMinute: number | ((req: Request) => number),
  keyGenerator?: (req: Request) => string,
): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(keyGenerator ? { keyGenerator } : {}),
    store: new RedisStore({
      prefix,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    }),
    handler: (req, _res, next) => {
      const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      next(tooManyRequests(reset ? (reset.getTime() - Date.now()) / 1000 : 60));
    },
  });
}

/** Credentials any web page may hold: their traffic must never spend the partner's own budget. */
const PUBLIC_CREDENTIALS = new Set(['clientIdToken', 'oneTimeToken']);
const isPublic = (req: Request) => PUBLIC_CREDENTIALS.has(authOf(req).credential.kind);

/**
 * Per-account budgets of the partner API, one for public credentials (Client ID token, one-time
 * token) and one for secret ones (Basic, DevToken, docs session), so that a page flooding us with
 * the public Client ID token cannot make the partner's own calls answer 429.
 */
export function accountRateLimit(
  redis: Redis,
  prefix: string,
  limits: { secretPerMinute: number; publicPerMinute: number },
): RequestHandler {
  return minuteBudget(
    redis,
    `${prefix}:rl:account:`,
    (req) => (isPublic(req) ? limits.publicPerMinute : limits.secretPerMinute),
    (req) => `${authOf(req).account.id}:${isPublic(req) ? 'public' : 'secret'}`,
  );
}

/** Per-address budget for the credential-free pages and reads (`/app/*`, the hosted pages). */
export function addressRateLimit(redis: Redis, prefix: string, perMinute: number): RequestHandler {
  return minuteBudget(redis, `${prefix}:rl:address:`, perMinute);
}
