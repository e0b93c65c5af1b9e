import type { Redis } from 'ioredis';
import { ApiError } from '../http/errors.js';

/**
 * How often A9 may ask a music service to renew one user's tokens: a few times a minute. A9 takes
 * the public Client ID token, so anyone who read a partner's page source can call it; without a
 * limit of its own, one script would spend the partner's share of the service on refreshes.
 */
export const REFRESHES_PER_USER_PER_MINUTE = 5;

/** Counts one A9 for `userId` in this minute; throws 429 `tooManyRefreshes` with Retry-After past the limit. */
export async function takeRefreshTurn(redis: Redis, prefix: string, userId: string): Promise<void> {
  const minute = Math.floor(Date.now() / 60_000);
  const key = `${prefix}:a9:${userId}:${minute}`;
  const [[, count] = []] = (await redis.multi().incr(key).pexpire(key, 120_000).exec()) ?? [];
  if (Number(count) <= REFRESHES_PER_USER_PER_MINUTE) return;
  const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - Date.now()) / 1000));
  throw new ApiError(
    429,
    'tooManyRefreshes',
    `This user's tokens were refreshed ${REFRESHES_PER_USER_PER_MINUTE} times this minute; try again in ${retryAfter} s.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}
