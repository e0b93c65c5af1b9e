import type { Redis } from 'ioredis';

/** How many calls per second a service allows us (all processes together), and per user where it limits users. */
export interface BudgetLimits {
  perSecond: number;
  perUserPerSecond?: number;
}

export interface RequestBudget {
  /** Waits for a slot to call `service` (and for `userKey`); throws BudgetExhausted past `maxWaitMs`. */
  take(service: string, userKey: string | null, maxWaitMs: number): Promise<void>;
  /** Stops every process calling `service` for `seconds` (the service answered 429 Retry-After). */
  pause(service: string, seconds: number): Promise<void>;
}

export class BudgetExhausted extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`request budget exhausted; retry after ${retryAfterSeconds}s`);
  }
}

// Leases `chunk` calls of the current one-second window at once, so that most calls need no
// Redis round trip. Returns the number leased (0 when the window is spent) or -ms while paused.
const LEASE = `
local pausedFor = redis.call('PTTL', KEYS[2])
if pausedFor > 0 then return -pausedFor end
local used = redis.call('INCRBY', KEYS[1], ARGV[1])
if used == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], 2000) end
local before = used - tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
if before >= limit then return 0 end
return math.min(tonumber(ARGV[1]), limit - before)
`;

interface Lease {
  window: number;
  remaining: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request budget of each service, shared by every web and worker process through Redis,
 * so that adding workers never multiplies the 429s a service sends back.
 */
export class RedisBudget implements RequestBudget {
  private leases = new Map<string, Lease>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: (service: string) => BudgetLimits,
  ) {}

  async take(service: string, userKey: string | null, maxWaitMs: number): Promise<void> {
    const limits = this.limits(service);
    const deadline = Date.now() + maxWaitMs;
    await this.takeOne(`${service}`, limits.perSecond, deadline);
    if (userKey && limits.perUserPerSecond)
      await this.takeOne(`${service}:user:${userKey}`, limits.perUserPerSecond, deadline, service);
  }

  async pause(service: string, seconds: number): Promise<void> {
    await this.redis.set(this.pauseKey(service), '1', 'PX', Math.max(1, Math.round(seconds * 1000)));
    this.leases.delete(service);
  }

  private pauseKey(service: string): string {
    return `${this.prefix}:budget:${service}:paused`;
  }

  private async takeOne(name: string, perSecond: number, deadline: number, service = name): Promise<void> {
    // Small leases when the limit is small, so that one process does not starve the others.
    const chunk = Math.max(1, Math.floor(perSecond / 20));
    for (;;) {
      const window = Math.floor(Date.now() / 1000);
      const lease = this.leases.get(name);
      if (lease && lease.window === window && lease.remaining > 0) {
        lease.remaining -= 1;
        return;
      }
      const granted = Number(
        await this.redis.eval(
          LEASE,
          2,
          `${this.prefix}:budget:${name}:${window}`,
          this.pauseKey(service),
          chunk,
          perSecond,
        ),
      );
      if (granted > 0) {
        this.leases.set(name, { window, remaining: granted - 1 });
        return;
      }
      const waitMs = granted < 0 ? -granted : (window + 1) * 1000 - Date.now() + Math.floor(Math.random() * 20);
      if (Date.now() + waitMs > deadline) throw new BudgetExhausted(Math.max(1, Math.ceil(waitMs / 1000)));
      await sleep(waitMs);
    }
  }
}

/** A budget that never waits (for tools that talk to a service once). */
export const UNLIMITED_BUDGET: RequestBudget = {
  async take() {},
  async pause() {},
};
