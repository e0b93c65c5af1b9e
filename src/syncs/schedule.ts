import { Op } from 'sequelize';
import type { Queues } from '../queues.js';
import { Sync } from './models.js';

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
  // One run asked for at a time per sync: asking again while it waits adds nothing.
  await queues.sync.add('run', again ? { syncId, again } : { syncId }, {
    ...RUN_OPTIONS,
    delay: delayMs,
    deduplication: { id: `${again ? 'again' : 'now'}:${syncId}` },
  });
}

/**
 * Every live sync has its schedule, and no deleted one keeps one: a schedule lost between a
 * sync's commit and its scheduling (Redis unreachable then) comes back within a sweep.
 */
export async function sweepSchedules(queues: Queues): Promise<{ scheduled: number; removed: number }> {
  const schedulers = await queues.sync.getJobSchedulers(0, -1);
  const scheduled = new Set(schedulers.map((s) => s.key ?? s.id ?? '').filter((id) => id.startsWith('sync:')));
  let added = 0;
  let removed = 0;
  const live = await Sync.findAll({ attributes: ['id', 'intervalMinutes'], where: { deletedAt: { [Op.is]: null } } });
  const liveIds = new Set(live.map((s) => schedulerId(s.id)));
  for (const sync of live)
    if (!scheduled.has(schedulerId(sync.id))) {
      await scheduleSync(queues, sync);
      added += 1;
    }
  for (const id of scheduled)
    if (!liveIds.has(id)) {
      await queues.sync.removeJobScheduler(id);
      removed += 1;
    }
  return { scheduled: added, removed };
}
