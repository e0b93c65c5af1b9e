import type { Redis } from 'ioredis';
import { ApiError } from '../http/errors.js';

/**
 * Credentials that fail to verify, counted per client address in one-minute windows shared
 * through Redis. An address over the budget is answered 429 before any credential is looked up,
 * so guessing costs the guesser a minute and costs us no database work.
 */
export class AuthFailureBudget {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly perMinute: number,
  ) {}

  private key(address: string, window: number): string {
    return `${this.prefix}:authfail:${address}:${window}`;
  }

  /** Seconds until the address may try again, or 0 when it is within its budget. */
  async blockedFor(address: string): Promise<number> {
    const window = Math.floor(Date.now() / 60_000);
    const failures = Number((await this.redis.get(this.key(address, window))) ?? 0);
    return failures >= this.perMinute ? Math.max(1, Math.ceil(((window + 1) * 60_000 - Date.now()) / 1000)) : 0;
  }

  async recordFailure(address: string): Promise<void> {
    const key = this.key(address, Math.floor(Date.now() / 60_000));
    await this.redis.multi().incr(key).pexpire(key, 120_000).exec();
  }

  /** Throws 429 when the address spent its budget; called before any credential is looked up. */
  async check(address: string): Promise<void> {
    const seconds = await this.blockedFor(address);
    if (seconds > 0) {
      throw new ApiError(
        429,
        'tooManyAuthFailures',
        'Too many requests with credentials that failed to verify from this address; retry after the given seconds.',
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
  }
}
