import type { Redis } from 'ioredis';

// What each account took of each service's budget, minute by minute: the calls it made, the calls
// that waited for a slot and how long, the calls refused because the wait would have been too
// long, and the 429s the service answered to it. Counted in memory on the call path and added to
// Redis once a second, so that every web and worker process adds to the same minutes.

export const USAGE_FIELDS = ['calls', 'waits', 'waitedMs', 'refused', 'rateLimited'] as const;
export type UsageField = (typeof USAGE_FIELDS)[number];
export type UsageCounts = Record<UsageField, number>;
export type UsageListener = (service: string, accountId: string, field: UsageField, amount: number) => void;

/** How long a minute's counts are kept. */
const KEEP_SECONDS = 25 * 3600;

const minuteOf = (ms: number) => Math.floor(ms / 60_000);
const empty = (): UsageCounts => ({ calls: 0, waits: 0, waitedMs: 0, refused: 0, rateLimited: 0 });

export class BudgetUsage {
  /** `minute|account|service` -> counts not yet in Redis. */
  private pending = new Map<string, UsageCounts>();
  private timer: NodeJS.Timeout | null = null;
  /** Callbacks told of every count, for the operators' metrics. */
  private readonly listeners: UsageListener[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  called(service: string, accountId: string, waitedMs: number): void {
    this.add(service, accountId, 'calls', 1);
    if (waitedMs > 0) {
      this.add(service, accountId, 'waits', 1);
      this.add(service, accountId, 'waitedMs', waitedMs);
    }
  }

  refused(service: string, accountId: string): void {
    this.add(service, accountId, 'refused', 1);
  }

  rateLimited(service: string, accountId: string): void {
    this.add(service, accountId, 'rateLimited', 1);
  }

  onCount(listener: UsageListener): void {
    this.listeners.push(listener);
  }

  private add(service: string, accountId: string, field: UsageField, amount: number): void {
    const key = `${minuteOf(Date.now())}|${accountId}|${service}`;
    let counts = this.pending.get(key);
    if (!counts) this.pending.set(key, (counts = empty()));
    counts[field] += amount;
    for (const listener of this.listeners) listener(service, accountId, field, amount);
  }

  /** Starts adding the counts to Redis every `everyMs`. */
  start(everyMs = 1_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), everyMs);
    this.timer.unref();
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    // One pipeline per account: its keys share a hash tag, and so a Redis Cluster's slot.
    const pipelines = new Map<string, ReturnType<Redis['pipeline']>>();
    for (const [key, counts] of batch) {
      const [minute, accountId, service] = key.split('|');
      let pipeline = pipelines.get(accountId);
      if (!pipeline) pipelines.set(accountId, (pipeline = this.redis.pipeline()));
      const hash = usageKey(this.prefix, accountId, Number(minute));
      for (const field of USAGE_FIELDS)
        if (counts[field]) pipeline.hincrby(hash, `${service}:${field}`, Math.round(counts[field]));
      pipeline.expire(hash, KEEP_SECONDS);
    }
    // A pipeline that fails may have been applied in part: its counts are dropped rather than sent
    // again, since a usage figure that is a little low misleads less than one counted twice.
    await Promise.all([...pipelines.values()].map((p) => p.exec().catch(() => undefined)));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}

/** An account's minute; every minute of an account in one hash slot, so that one pipeline reads them. */
function usageKey(prefix: string, accountId: string, minute: number): string {
  return `{${prefix}:usage:${accountId}}:${minute}`;
}

export interface UsageMinute {
  /** The minute's start. */
  at: Date;
  services: Record<string, UsageCounts>;
}

/** The account's counts of the last `minutes` whole and current minutes, oldest first. */
export async function readUsage(
  redis: Redis,
  prefix: string,
  accountId: string,
  minutes: number,
  now = Date.now(),
): Promise<UsageMinute[]> {
  const last = minuteOf(now);
  const wanted = Array.from({ length: minutes }, (_, i) => last - minutes + 1 + i);
  const pipeline = redis.pipeline();
  for (const minute of wanted) pipeline.hgetall(usageKey(prefix, accountId, minute));
  const answers = (await pipeline.exec()) ?? [];
  return wanted.map((minute, i) => {
    const hash = (answers[i]?.[1] ?? {}) as Record<string, string>;
    const services: Record<string, UsageCounts> = {};
    for (const [name, value] of Object.entries(hash)) {
      const at = name.lastIndexOf(':');
      const service = name.slice(0, at);
      const field = name.slice(at + 1) as UsageField;
      if (!USAGE_FIELDS.includes(field)) continue;
      (services[service] ??= empty())[field] = Number(value);
    }
    return { at: new Date(minute * 60_000), services };
  });
}
