import type { JobPayloads, Queues } from '../queues.js';

type Chore = [id: string, everyMs: number, data: JobPayloads['maintenance']];

const chores = (transferSweepMs: number): Chore[] => [
  ['expiry-sweep', 10 * 60_000, { task: 'expirySweep' }],
  ['transfer-sweep', transferSweepMs, { task: 'transferSweep' }],
  ['sync-sweep', 10 * 60_000, { task: 'syncSweep' }],
  ['token-refresh-sweep', 60_000, { task: 'tokenRefreshSweep' }],
  ['webhook-sweep', 60_000, { task: 'webhookSweep' }],
];

/** The ids of the maintenance schedulers, for a check that each is there. */
export const MAINTENANCE_SCHEDULERS = chores(0).map(([id]) => id);

/**
 * The chores every deployment runs on a clock, as job schedulers of the `maintenance` queue. They
 * live in Redis, so they are written at each worker's start and again whenever Redis is found
 * emptied (restoreQueuedWork); writing one that exists changes nothing but its interval.
 */
export async function upsertMaintenanceSchedulers(queues: Queues, transferSweepMs: number): Promise<void> {
  for (const [id, everyMs, data] of chores(transferSweepMs))
    await queues.maintenance.upsertJobScheduler(id, { every: everyMs }, { name: data.task, data });
}
