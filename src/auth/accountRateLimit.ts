import type { Redis } from 'ioredis';
import type { Request, RequestHandler } from 'express';
import { minuteBudget } from '../http/rateLimit.js';
import { authOf } from './authenticate.js';

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
    (key) => (key.endsWith(':public') ? limits.publicPerMinute : limits.secretPerMinute),
    (req) => `${authOf(req).account.id}:${isPublic(req) ? 'public' : 'secret'}`,
  );
}
