import type { Queues } from '../queues.js';
import type { Sync } from './models.js';

// Each sync is a job scheduler of the `sync` queue (BullMQ's repeatable jobs), every
// `intervalMinutes`; "run now" is one more job beside it. A run that finds another of the same
// sync under way leaves (runSync's lock), so the two never overlap.

const schedulerId = (syncId: string) => `sync:${syncId}`;

/** A run that fails is tried twice more, a minute and then a few apart; the last failure is recorded. */
const RUN_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 60_000 },
  removeOnComplete: 1000,
  removeOnFail: 1000,
};

/** Starts, or changes the interval of, a sync's schedule; BullMQ sends the first run at once. */
export async function scheduleSync(queues: Queues, sync: Pick<Sync, 'id' | 'intervalMinutes'>): Promise<void> {
  await queues.sync.upsertJobScheduler(
    schedulerId(sync.id),
    { every: sync.intervalMinutes * 60_000 },
    { name: 'run', data: { syncId: sync.id }, opts: RUN_OPTIONS },
  );
}

export async function unscheduleSync(queues: Queues, syncId: string): Promise<void> {
  await queues.sync.removeJobScheduler(schedulerId(syncId));
}

/** A run now, whatever the schedule says (POST /public/syncs/{uuid}/run); `delayMs` later for a second try. */
export async function runSyncNow(queues: Queues, syncId: string, delayMs = 0, again = false): Promise<void> {
  await queues.sync.add('run', again ? { syncId, again } : { syncId }, { ...RUN_OPTIONS, delay: delayMs });
}
