import type { Job } from 'bullmq';
import type { JobPayloads, Queues } from '../../src/queues.js';
import { runSync } from '../../src/syncs/run.js';
import { failSyncRun } from '../../src/syncs/outcomes.js';
import type { SyncDeps } from '../../src/syncs/deps.js';
import { runSyncNow, unscheduleSync } from '../../src/syncs/schedule.js';
import { isUpstreamError } from '../../src/integrations/errors.js';

/** A run asked for while another was under way goes out this much later, once. */
const AGAIN_AFTER_MS = 30_000;

/** Runs one sync (`sync` queue: each sync's schedule, and runs asked for now). */
export function syncProcessor(deps: SyncDeps & { queues: Queues }) {
  return async (job: Job<JobPayloads['sync']>) => {
    const { syncId } = job.data;
    try {
      const outcome = await runSync(deps, syncId);
      // A sync deleted (or whose user was) needs no schedule any more.
      if (outcome.status === 'skipped' && outcome.reason === 'gone') await unscheduleSync(deps.queues, syncId);
      // The run under way may have read the source before the change this run was asked for.
      if (outcome.status === 'skipped' && outcome.reason === 'running' && !job.data.again)
        await runSyncNow(deps.queues, syncId, AGAIN_AFTER_MS, true);
      return outcome;
    } catch (err) {
      // The last attempt records the failure on the sync and tells the partner; the schedule goes on.
      // The partner reads what the music service said; anything else of ours stays in our log.
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1))
        await failSyncRun(deps, syncId, isUpstreamError(err) ? err.message : 'an error of ours; we have been told');
      throw err;
    }
  };
}
