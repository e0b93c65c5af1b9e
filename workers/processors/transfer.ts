import { DelayedError, type Job } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import type { PipelineDeps } from '../../src/transfers/context.js';
import { keepStepAlive, resumeAfterLostJob, runTransferStep } from '../../src/transfers/runner.js';
import { keepPlaylistsInSync } from '../../src/syncs/keepInSync.js';
import { TransferStore } from '../../src/transfers/store.js';
import { log } from '../../src/log.js';

/** How long a step that cannot end yet waits before it runs again (not counted as a try). */
const NOT_READY_DELAY_MS = 500;

/**
 * One step of a transfer (`transfer` queue), saying it is alive every `aliveEveryMs` while it runs.
 * A step whose job vanished from Redis while it ran (Redis emptied) cannot end through BullMQ: its
 * end, its retry or its wait are refused (`Missing key for job`), so the step takes its transfer on
 * itself (resumeAfterLostJob) instead of leaving it to the sweep.
 */
export function transferProcessor(deps: PipelineDeps, aliveEveryMs: number) {
  const runner = { ...deps, beforeCompleted: keepPlaylistsInSync };
  return async (job: Job<JobPayloads['transfer']>, token?: string) => {
    const stopBeating = keepStepAlive(job.data.transferId, aliveEveryMs);
    let outcome: string;
    try {
      outcome = await runTransferStep(runner, job.data, { last: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
    } catch (err) {
      await stopBeating();
      if (await takenOnIfLost(job)) return 'resumed';
      throw err;
    }
    await stopBeating();
    if (await takenOnIfLost(job)) return 'resumed';
    if (outcome === 'notReady') {
      try {
        await job.moveToDelayed(Date.now() + NOT_READY_DELAY_MS, token);
      } catch (err) {
        // Redis emptied between the look above and the move.
        if (await takenOnIfLost(job)) return 'resumed';
        throw err;
      }
      throw new DelayedError();
    }
    return outcome;
  };

  async function takenOnIfLost(job: Job<JobPayloads['transfer']>): Promise<boolean> {
    const stoppedAt = Date.now();
    if (await deps.queues.transfer.getJob(job.id!)) return false;
    // Not awaited: a step queued next may be running, and telling takes two beats; the slot is free meanwhile.
    void resumeAfterLostJob(deps, job.data.transferId, job.id!, stoppedAt, aliveEveryMs).catch((err: Error) =>
      log.warn({ transferId: job.data.transferId, err: err.message }, 'taking on a transfer whose job was lost failed'),
    );
    return true;
  }
}

/** Records the MatchResultRow rows of unmatched and failed items in bulk (`unmatched` queue): their only writer. */
export function unmatchedProcessor(deps: Pick<PipelineDeps, 'sequelize'>) {
  return async (job: Job<JobPayloads['unmatched']>) =>
    String(await new TransferStore(deps.sequelize).recordMatchResults(job.data.transferId, job.data.items));
}
