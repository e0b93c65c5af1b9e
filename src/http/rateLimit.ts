import type { Redis } from 'ioredis';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { tooManyRequests } from './errors.js';
import { authOf } from '../auth/authenticate.js';

/**
 * Per-account request budget over a one-minute window, counted in Redis so that every web
 * process shares it. Over budget answers 429 with `Retry-After` in seconds.
 */
export function accountRateLimit(redis: Redis, prefix: string, perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => authOf(req).account.id,
    store: new RedisStore({
      prefix: `${prefix}:rl:account:`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    }),
    handler: (req, _res, next) => {
      const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      next(tooManyRequests(reset ? (reset.getTime() - Date.now()) / 1000 : 60));
    },
  });
}

/** Per-address budget for the credential-free pages and reads (`/app/*`, the hosted pages). */
export function addressRateLimit(redis: Redis, prefix: string, perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new RedisStore({
      prefix: `${prefix}:rl:address:`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    }),
    handler: (req, _res, next) => {
      const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      next(tooManyRequests(reset ? (reset.getTime() - Date.now()) / 1000 : 60));
    },
  });
}
