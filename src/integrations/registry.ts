import type { Redis } from 'ioredis';
import type { ServiceId } from './knownServices.js';
import type { MusicServiceAdapter } from './types.js';
import type { Adapters } from './adapters.js';
import { EQUAL_SHARE, RedisBudget, type AccountShare, type BudgetLimits } from './http/budget.js';
import { UpstreamMetrics } from './http/metrics.js';
import { BudgetUsage } from './http/usage.js';
import { accountBudget, accountBudgetWaitSeconds, childrenOf } from '../metrics/registry.js';
import { SERVICES, serviceRecord } from './services.js';
import type { ServiceRecord } from './serviceRecord.js';
/** A service's request budget as configured in this process's environment. */
export function serviceBudget(env: NodeJS.ProcessEnv, service: ServiceId): BudgetLimits {
  // Read (and validated) once per environment: the usage report asks on every request.
  let known = budgetsByEnv.get(env);
  if (!known) budgetsByEnv.set(env, (known = new Map()));
  let limits = known.get(service);
  if (!limits) {
    const record = serviceRecord(service)!;
    known.set(service, (limits = record.budget(record.configFromEnv(env))));
  }
  return limits;
}

const budgetsByEnv = new WeakMap<NodeJS.ProcessEnv, Map<ServiceId, BudgetLimits>>();

function budgetLimits(configs: Map<ServiceId, unknown>, service: string): BudgetLimits {
  return serviceRecord(service)!.budget(configs.get(service as ServiceId));
}

/** BUDGET_BACKGROUND_FLOOR: the fraction of an account's share that its background work keeps. */
export function backgroundFloorFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.BUDGET_BACKGROUND_FLOOR;
  if (raw === undefined || raw === '') return 0.2;
  const floor = Number(raw);
  if (!(floor >= 0 && floor <= 1)) throw new Error('BUDGET_BACKGROUND_FLOOR must be a fraction from 0 to 1');
  return floor;
}

/** A service's display name; an unknown id is shown as it is. */
export function serviceName(id: string): string {
  return serviceRecord(id)?.name ?? id;
}

/**
 * Builds every adapter of this process from its environment. A local emulator is pointed at the
 * same way as the real service: through the service's URL and app variables (`npm start` and the
 * tests pass each emulator's `env`), so production code never knows emulators exist.
 */
export function createAdapters(
  env: NodeJS.ProcessEnv,
  redis: Redis,
  redisPrefix: string,
  options: {
    metrics?: UpstreamMetrics;
    /** Each account's share of the budgets (the accounts' settings); equal shares when not given. */
    shares?: (accountId: string) => AccountShare;
  } = {},
): Adapters {
  const { metrics = new UpstreamMetrics(), shares = () => EQUAL_SHARE } = options;
  const configs = new Map<ServiceId, unknown>();
  for (const service of SERVICES as readonly ServiceRecord[]) configs.set(service.id, service.configFromEnv(env));
  const usage = new BudgetUsage(redis, redisPrefix);
  const waitedOf = childrenOf(accountBudgetWaitSeconds);
  const countOf = childrenOf(accountBudget);
  usage.onCount((service, account, field, amount) => {
    if (field === 'waitedMs') {
      metrics.recordWait(service, amount);
      waitedOf(service, account).inc(amount / 1000);
    } else countOf(service, account, field).inc(amount);
  });
  usage.start();
  const budget = new RedisBudget(redis, redisPrefix, (service) => budgetLimits(configs, service), {
    shares,
    backgroundFloor: backgroundFloorFromEnv(env),
    usage,
  });
  const adapters = new Map<ServiceId, MusicServiceAdapter>();
  for (const [id, config] of configs)
    adapters.set(id, serviceRecord(id)!.createAdapter(config, { budget, metrics, redis, redisPrefix }));
  return adapters;
}
