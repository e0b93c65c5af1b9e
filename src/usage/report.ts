import type { Redis } from 'ioredis';
import { Account } from '../accounts/models.js';
import { serviceBudget } from '../integrations/registry.js';
import { SERVICE_IDS, type ServiceId } from '../integrations/serviceIds.js';
import { USAGE_FIELDS, readUsage, type UsageCounts } from '../integrations/http/usage.js';

/** The longest look back: counts are kept a little over a day. */
export const USAGE_MAX_MINUTES = 1_440;

export interface ServiceUsage extends UsageCounts {
  integrationType: ServiceId;
  /** The service's budget for the whole deployment, calls per second. */
  budgetPerSecond: number;
  /** The account's calls over the calls the budget allowed in the period (0..1). */
  budgetUse: number;
}

export interface UsageReport {
  from: string;
  to: string;
  minutes: number;
  share: { weight: number; cap: number | null };
  services: ServiceUsage[];
  /** Each minute a service was called in, oldest first. */
  series: ({ at: string; integrationType: ServiceId } & UsageCounts)[];
}

const zero = (): UsageCounts => Object.fromEntries(USAGE_FIELDS.map((f) => [f, 0])) as UsageCounts;

/**
 * What the account took of each music service's budget over the last `minutes` (the current
 * minute included): each service the account has enabled or called, and every minute with calls.
 */
export async function usageReport(
  deps: { redis: Redis; redisPrefix: string; env: NodeJS.ProcessEnv },
  account: Account,
  minutes: number,
  now = Date.now(),
): Promise<UsageReport> {
  const read = await readUsage(deps.redis, deps.redisPrefix, account.id, minutes, now);
  const totals = new Map<ServiceId, UsageCounts>();
  for (const id of SERVICE_IDS) if (account.enabledIntegrations.includes(id)) totals.set(id, zero());
  const series: UsageReport['series'] = [];
  for (const minute of read)
    for (const [service, counts] of Object.entries(minute.services)) {
      if (!(SERVICE_IDS as readonly string[]).includes(service)) continue;
      const id = service as ServiceId;
      const total = totals.get(id) ?? zero();
      for (const field of USAGE_FIELDS) total[field] += counts[field];
      totals.set(id, total);
      series.push({ at: minute.at.toISOString(), integrationType: id, ...counts });
    }
  // The current minute counts only as far as it has gone (at least a second, so that a period
  // begun this very millisecond divides by something).
  const seconds = Math.max(1, (minutes - 1) * 60 + (now % 60_000) / 1000);
  const services = SERVICE_IDS.filter((id) => totals.has(id)).map((id) => {
    const budgetPerSecond = serviceBudget(deps.env, id).perSecond;
    const counts = totals.get(id)!;
    return {
      integrationType: id,
      budgetPerSecond,
      budgetUse: Math.min(1, Math.round((counts.calls / (budgetPerSecond * seconds)) * 10_000) / 10_000),
      ...counts,
    };
  });
  return {
    from: read[0].at.toISOString(),
    to: new Date(now).toISOString(),
    minutes,
    share: { weight: account.budgetWeight, cap: account.budgetCap },
    services,
    series,
  };
}
