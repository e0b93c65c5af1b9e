import type { Redis } from 'ioredis';
import { childrenOf, upstreamBudgetWaitSeconds, upstreamBudgetWaits, upstreamCalls } from '../../metrics/registry.js';

const callsOf = childrenOf(upstreamCalls);

export interface CallCount {
  calls: number;
  errors: number;
  rateLimited: number;
}

/**
 * Counts upstream calls per service and operation. Counting is in memory (no I/O on the call
 * path); `flushTo` adds the counts to a Redis hash every second, so that benchmarks and operators
 * read the totals of every web and worker process in one place. Calls, waits and 429s are also
 * counted for Prometheus (src/metrics/registry.ts), by service only.
 */
export class UpstreamMetrics {
  private counts = new Map<string, CallCount>();
  private pending = new Map<string, CallCount>();
  private timer: NodeJS.Timeout | null = null;

  record(service: string, operation: string, outcome: 'ok' | 'error' | 'rateLimited'): void {
    for (const map of [this.counts, this.pending]) {
      const key = `${service}:${operation}`;
      const count = map.get(key) ?? { calls: 0, errors: 0, rateLimited: 0 };
      count.calls += 1;
      if (outcome === 'error') count.errors += 1;
      if (outcome === 'rateLimited') count.rateLimited += 1;
      map.set(key, count);
    }
    // A dotted name counts something else under a service's name (YouTube's quota units), not calls.
    if (!service.includes('.')) callsOf(service, outcome).inc();
  }

  /** A call that waited `waitedMs` for the service's shared request budget before it was sent. */
  recordWait(service: string, waitedMs: number): void {
    upstreamBudgetWaits.labels(service).inc();
    upstreamBudgetWaitSeconds.labels(service).observe(Math.max(0, waitedMs) / 1000);
  }

  /** Counts of this process since it started, by `service:operation`. */
  snapshot(): Record<string, CallCount> {
    return Object.fromEntries([...this.counts].map(([k, v]) => [k, { ...v }]));
  }

  /** Total calls of this process to one service. */
  callsTo(service: string): number {
    let total = 0;
    for (const [key, count] of this.counts) if (key.startsWith(`${service}:`)) total += count.calls;
    return total;
  }

  /** Starts adding this process's counts to the Redis hash `key` every `everyMs`. */
  flushTo(redis: Redis, key: string, everyMs = 1_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(redis, key), everyMs);
    this.timer.unref();
  }

  async flush(redis: Redis, key: string): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const pipeline = redis.pipeline();
    for (const [name, count] of batch) {
      pipeline.hincrby(key, `${name}:calls`, count.calls);
      if (count.errors) pipeline.hincrby(key, `${name}:errors`, count.errors);
      if (count.rateLimited) pipeline.hincrby(key, `${name}:rateLimited`, count.rateLimited);
    }
    await pipeline.exec().catch(() => undefined);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
