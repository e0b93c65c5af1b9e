import type { Redis } from 'ioredis';
import { ApiError } from '../http/errors.js';

/** The minute a failure falls in, and when an address blocked in it may try again. */
const minuteOf = (ms: number) => Math.floor(ms / 60_000);
const endOfMinute = (minute: number) => (minute + 1) * 60_000;

/**
 * Credentials that fail to verify, counted per budget (a client address and the API key the
 * header presents, see `authenticateRequests`) in one-minute windows shared through Redis. A
 * failure in a spent budget is answered 429 instead of saying why, so guessing costs the guesser
 * a minute; a credential that verifies is never asked about its budget.
 *
 * The process that counts the failure which spends a budget announces the block (kept in a sorted
 * set until it ends, and published), and each web process that follows the announcements answers
 * from what it heard, without a round trip to Redis for each failed request of a flood. A process
 * that is not following them, or has lost its subscription until it has read the set again, asks
 * Redis.
 */
export class AuthFailureBudget {
  /** Blocked addresses heard of: address -> ms when the block ends. */
  private readonly blocked = new Map<string, number>();
  /** Whether `blocked` holds every block in force: subscribed, and the set read since. */
  private following = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly perMinute: number,
  ) {}

  private key(address: string, minute: number): string {
    return `${this.prefix}:authfail:${address}:${minute}`;
  }

  private get blockedKey(): string {
    return `${this.prefix}:authfail:blocked`;
  }

  private get channel(): string {
    return `${this.prefix}:authfail-blocks`;
  }

  /** Seconds until the address may try again, or 0 when it is within its budget. */
  async blockedFor(address: string): Promise<number> {
    const now = Date.now();
    if (this.following) {
      const until = this.blocked.get(address);
      if (until === undefined) return 0;
      if (until > now) return Math.max(1, Math.ceil((until - now) / 1000));
      this.blocked.delete(address);
      return 0;
    }
    const minute = minuteOf(now);
    const failures = Number((await this.redis.get(this.key(address, minute))) ?? 0);
    return failures >= this.perMinute ? Math.max(1, Math.ceil((endOfMinute(minute) - now) / 1000)) : 0;
  }

  async recordFailure(address: string): Promise<void> {
    const minute = minuteOf(Date.now());
    const key = this.key(address, minute);
    const [[, failures] = []] = (await this.redis.multi().incr(key).pexpire(key, 120_000).exec()) ?? [];
    if (Number(failures) < this.perMinute) return;
    const until = endOfMinute(minute);
    this.heard(address, until);
    await this.redis
      .multi()
      .zremrangebyscore(this.blockedKey, '-inf', Date.now())
      .zadd(this.blockedKey, until, address)
      .pexpire(this.blockedKey, 120_000)
      .exec();
    await this.redis.publish(this.channel, JSON.stringify([address, until]));
  }

  /** Throws 429 when the budget is spent; asked of a credential that failed to verify. */
  async check(address: string): Promise<void> {
    const seconds = await this.blockedFor(address);
    if (seconds > 0) {
      throw new ApiError(
        429,
        'tooManyAuthFailures',
        'Too many requests with credentials that failed to verify from this address for this key; retry after the given seconds.',
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
  }

  /**
   * Follows the blocks every process announces, on `subscriber` (a connection in subscriber mode).
   * Until the subscription is confirmed and the blocks in force are read, and again from the moment
   * the connection drops until that is done once more, `blockedFor` asks Redis. Returns a stop.
   */
  async follow(subscriber: Redis): Promise<() => Promise<void>> {
    const onMessage = (name: string, message: string) => {
      if (name !== this.channel) return;
      const block = parsedBlock(message);
      if (block) this.heard(...block);
    };
    const lost = () => {
      this.following = false;
    };
    // The subscription is confirmed again before the set is read, so no block falls between them.
    let reading: Promise<void> = Promise.resolve();
    const resume = () => {
      this.following = false;
      reading = reading.then(() => this.readBlocks(subscriber)).catch(lost);
    };
    subscriber.on('message', onMessage);
    subscriber.on('close', lost);
    subscriber.on('ready', resume);
    // On a cluster the subscription lives on one node and moves when that node leaves.
    subscriber.on('-node', resume);
    subscriber.on('+node', resume);
    resume();
    await reading;
    return async () => {
      subscriber.off('message', onMessage);
      subscriber.off('close', lost);
      subscriber.off('ready', resume);
      subscriber.off('-node', resume);
      subscriber.off('+node', resume);
      this.following = false;
      await subscriber.unsubscribe(this.channel).catch(() => undefined);
    };
  }

  private async readBlocks(subscriber: Redis): Promise<void> {
    await subscriber.subscribe(this.channel);
    const now = Date.now();
    const inForce = await this.redis.zrangebyscore(this.blockedKey, now, '+inf', 'WITHSCORES');
    for (let i = 0; i < inForce.length; i += 2) this.heard(inForce[i]!, Number(inForce[i + 1]));
    this.following = true;
  }

  private heard(address: string, until: number): void {
    // A block ends with its minute: anything later than the next is not one of ours.
    if (until <= Date.now() || until > endOfMinute(minuteOf(Date.now()) + 1)) return;
    this.blocked.set(address, Math.max(until, this.blocked.get(address) ?? 0));
    // Blocks end within a minute: an attack from many addresses leaves no lasting trace.
    if (this.blocked.size > 10_000) {
      const now = Date.now();
      for (const [known, ends] of this.blocked) if (ends <= now) this.blocked.delete(known);
    }
  }
}

/** An announced block, `[address, until]`; null for anything else heard on the channel. */
function parsedBlock(message: string): [string, number] | null {
  try {
    const parsed: unknown = JSON.parse(message);
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && Number.isFinite(parsed[1]))
      return [parsed[0], Number(parsed[1])];
  } catch {
    // Not ours: ignored like any other stray message.
  }
  return null;
}
