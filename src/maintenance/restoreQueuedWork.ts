import { hostname } from 'node:os';
import type { Runtime } from '../runtime.js';
import { log } from '../log.js';
import { sweepSchedules } from '../syncs/schedule.js';
import { requeueLostTransfers } from '../transfers/runner.js';
import { requeueStrandedDeliveries } from '../webhooks/sweep.js';
import { upsertMaintenanceSchedulers } from './schedulers.js';

type Deps = Pick<Runtime, 'sequelize' | 'redis' | 'queues' | 'config'>;

export interface RestoreReport {
  syncSchedules: number;
  transfers: number;
  webhookDeliveries: number;
}

/**
 * Puts back in Redis what PostgreSQL says belongs there: the maintenance schedulers, every live
 * sync's schedule, a job for each running transfer whose job is gone and has been quiet for
 * TRANSFER_QUIET_MS (one still running in a worker keeps moving and is left alone; the transfer
 * sweep, restored here, takes the rest as they go quiet), and a job for each pending webhook
 * delivery that has none, at the time it is due. Each part is safe to run again.
 */
export async function restoreQueuedWork(deps: Deps): Promise<RestoreReport> {
  const { queues, config } = deps;
  await upsertMaintenanceSchedulers(queues, config.transferSweep.everyMs);
  const syncs = await sweepSchedules(queues);
  const transfers = await requeueLostTransfers({ queues }, config.transferSweep.quietMs);
  // Every pending delivery lost its job with Redis, whenever it is due.
  const webhookDeliveries = await requeueStrandedDeliveries(deps.sequelize, queues, null);
  return { syncSchedules: syncs.scheduled, transfers, webhookDeliveries };
}

/** Present while Redis holds what was restored into it; an emptied Redis has lost it too. */
export const restoredMarker = (prefix: string) => `${prefix}:queues-restored`;
/** How long one process may take to restore before another may try. */
const RESTORING_MS = 60_000;

export interface RedisWatch {
  /** One check now (the timer's and a reconnect's). */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Every web and worker process watches for an emptied Redis (a restart without its data, a
 * failover to an empty replica, a FLUSHALL): every `everyMs`, and at once on each reconnect, it
 * looks for the marker. The first process to find it gone claims it and restores; the others
 * see the claim and wait. A claim that its process did not finish lapses after a minute and is
 * taken again. The first start of a deployment finds no marker either, and restores nothing but
 * the schedulers.
 */
export function watchRedis(deps: Deps, everyMs: number): RedisWatch {
  const marker = restoredMarker(deps.config.redisPrefix);
  const me = `${hostname()}:${process.pid}`;
  let running: Promise<void> | null = null;
  let stopped = false;

  const restoreIfEmptied = async () => {
    if (await deps.redis.exists(marker)) return;
    const claimed = await deps.redis.set(marker, `restoring by ${me}`, 'PX', RESTORING_MS, 'NX');
    if (claimed !== 'OK') return;
    const started = Date.now();
    try {
      const report = await restoreQueuedWork(deps);
      await deps.redis.set(marker, JSON.stringify({ at: new Date().toISOString(), by: me, ...report }));
      log.info(
        { ...report, ms: Date.now() - started },
        'Redis had no record of queued work: restored it from PostgreSQL',
      );
    } catch (err) {
      // Let the next check, here or in another process, try again.
      await deps.redis.del(marker).catch(() => undefined);
      throw err;
    }
  };

  const check = () => {
    if (stopped) return Promise.resolve();
    running ??= restoreIfEmptied()
      .catch((err: Error) => log.warn({ err: err.message }, 'restoring queued work into Redis failed; trying again'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  const onReady = () => void check();
  deps.redis.on('ready', onReady);
  void check();
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      deps.redis.off('ready', onReady);
      await running;
    },
  };
}
