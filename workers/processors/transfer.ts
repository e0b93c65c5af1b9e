import { DelayedError, type Job } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import type { PipelineDeps } from '../../src/transfers/context.js';
import { keepStepAlive, runTransferStep } from '../../src/transfers/runner.js';
import { keepPlaylistsInSync } from '../../src/syncs/keepInSync.js';
import { TransferStore } from '../../src/transfers/store.js';

/** How long a step that cannot end yet waits before it runs again (not counted as a try). */
const NOT_READY_DELAY_MS = 500;

/** One step of a transfer (`transfer` queue), saying it is alive every `aliveEveryMs` while it runs. */
export function transferProcessor(deps: PipelineDeps, aliveEveryMs: number) {
  const runner = { ...deps, beforeCompleted: keepPlaylistsInSync };
  return async (job: Job<JobPayloads['transfer']>, token?: string) => {
    const stopBeating = keepStepAlive(job.data.transferId, aliveEveryMs);
    let outcome: string;
    try {
      outcome = await runTransferStep(runner, job.data, { last: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
    } finally {
      stopBeating();
    }
    if (outcome === 'notReady') {
      await job.moveToDelayed(Date.now() + NOT_READY_DELAY_MS, token);
      throw new DelayedError();
    }
    return outcome;
  };
}

/** Records the MatchResultRow rows of unmatched and failed items in bulk (`unmatched` queue): their only writer. */
export function unmatchedProcessor(deps: Pick<PipelineDeps, 'sequelize'>) {
  return async (job: Job<JobPayloads['unmatched']>) =>
    String(await new TransferStore(deps.sequelize).recordMatchResults(job.data.transferId, job.data.items));
}
