import type { Redis } from 'ioredis';
import { digest } from '../crypto/tokens.js';
import { luaScript } from '../redis.js';

/** Failed operator sign-ins allowed per client address, and per user name, in one window. */
export const OPERATOR_FAILURES_ALLOWED = 10;
const WINDOW_MS = 15 * 60_000;

// One key per script call, so that each runs on a cluster as on one server. The window starts with
// its first attempt and is never pushed back by later ones: a blocked guesser waits it out.
const COUNT_ATTEMPT = luaScript(`
local attempts = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { attempts, redis.call('PTTL', KEYS[1]) }`);
// Never below zero, and never a key without a time to live (a window that ended stays ended).
const TAKE_BACK = luaScript(`
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`);

/**
 * Operator sign-in attempts per client address and per user name, in windows shared by every web
 * process through Redis. An attempt is counted before its credentials are compared, in one atomic
 * step per budget, so that guesses sent side by side cannot all be compared before any is counted;
 * an attempt that succeeds takes its count back, so the operators' own traffic (a scraper, the
 * board's polling) never spends a budget, and only failures do.
 */
export class OperatorAttempts {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly allowed = OPERATOR_FAILURES_ALLOWED,
    private readonly windowMs = WINDOW_MS,
  ) {}

  private addressKey(address: string): string {
    return `${this.prefix}:operator-attempts:address:${address}`;
  }

  private userKey(username: string): string {
    // A digest: a user name is whatever the caller sent, and a key must stay short and plain.
    return `${this.prefix}:operator-attempts:user:${digest(username)}`;
  }

  /**
   * Counts an attempt against the address's budget, then the user name's; answers 0 when it may
   * be compared, or else the seconds until the spent budget's window ends.
   */
  async begin(address: string, username: string): Promise<number> {
    const byAddress = await this.count(this.addressKey(address));
    if (byAddress > 0) return byAddress;
    // The name only within the address's budget: a flood of made-up names from one address must
    // not leave a key in Redis for each.
    const byName = await this.count(this.userKey(username));
    // Refused for the name, the attempt was never compared: the address is not charged for it.
    if (byName > 0) await TAKE_BACK(this.redis, [this.addressKey(address)], []);
    return byName;
  }

  /** Counts an attempt under `key`; answers 0 within the allowance, else the seconds left of its window. */
  private async count(key: string): Promise<number> {
    const [attempts, leftMs] = (await COUNT_ATTEMPT(this.redis, [key], [this.windowMs])) as [number, number];
    return attempts > this.allowed ? Math.max(1, Math.ceil(leftMs / 1000)) : 0;
  }

  /** Takes back the count of an attempt whose credentials were right. */
  async succeeded(address: string, username: string): Promise<void> {
    const keys = [this.addressKey(address), this.userKey(username)];
    await Promise.all(keys.map((key) => TAKE_BACK(this.redis, [key], [])));
  }
}
