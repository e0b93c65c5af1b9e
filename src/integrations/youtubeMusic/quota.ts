import type { Redis } from 'ioredis';
import { UpstreamError } from '../errors.js';
import type { UpstreamMetrics } from '../http/metrics.js';

/** What each call costs in YouTube quota units (Google's table). */
export const QUOTA_COST = { read: 1, search: 100, write: 50 } as const;

/**
 * The metrics name under which units are counted, one count a unit, by operation: a name of its
 * own so that `callsTo('youtubeMusic')` keeps counting requests, not units.
 */
export const QUOTA_METRICS = 'youtubeMusic.units';

/** Adds the units a call spent to the process's metrics (and the Redis hash they are flushed to). */
export function recordUnits(metrics: UpstreamMetrics | undefined, operation: string, units: number): void {
  if (!metrics) return;
  for (let i = 0; i < units; i++) metrics.record(QUOTA_METRICS, operation, 'ok');
}

/** Units spent by operation in a metrics snapshot. */
export function unitsSpent(metrics: UpstreamMetrics): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const [key, count] of Object.entries(metrics.snapshot()))
    if (key.startsWith(`${QUOTA_METRICS}:`)) spent[key.slice(QUOTA_METRICS.length + 1)] = count.calls;
  return spent;
}

/** The quota day: it starts at midnight Pacific time. */
export function quotaDay(now = new Date()): { day: string; secondsLeft: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const elapsed = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return { day: `${parts.year}-${parts.month}-${parts.day}`, secondsLeft: Math.max(1, 24 * 3600 - elapsed) };
}

/**
 * The project's daily YouTube quota, spent by every web and worker process through one Redis
 * counter: a call that would pass the quota is refused here (rateLimited until the quota day
 * ends) instead of being sent to collect a 403 quotaExceeded.
 */
export class YoutubeQuota {
  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly dailyUnits: number,
  ) {}

  private local = { day: '', used: 0 };

  async spend(units: number): Promise<void> {
    const { day, secondsLeft } = quotaDay();
    const used = await this.add(day, units);
    if (used > this.dailyUnits) {
      await this.add(day, -units);
      throw new UpstreamError('youtubeMusic', 'rateLimited', 'the daily YouTube quota is spent', {
        retryAfterSeconds: secondsLeft,
      });
    }
  }

  /** The whole day's quota is gone (YouTube said so): refuse until the day ends. */
  async exhaust(): Promise<void> {
    const { day } = quotaDay();
    await this.add(day, this.dailyUnits + 1);
  }

  async used(): Promise<number> {
    const { day } = quotaDay();
    if (!this.redis) return this.local.day === day ? this.local.used : 0;
    return Number((await this.redis.get(this.key(day))) ?? 0);
  }

  private key(day: string): string {
    return `${this.prefix}:youtube-quota:${day}`;
  }

  private async add(day: string, units: number): Promise<number> {
    if (!this.redis) {
      if (this.local.day !== day) this.local = { day, used: 0 };
      this.local.used += units;
      return this.local.used;
    }
    const key = this.key(day);
    const used = await this.redis.incrby(key, units);
    if (used === units) await this.redis.expire(key, 2 * 24 * 3600);
    return used;
  }
}
