import { DelayedError, type Job } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import type { PipelineDeps } from '../../src/transfers/context.js';
import { keepStepAlive, resumeAfterLostJob, runTransferStep } from '../../src/transfers/runner.js';
import { keepPlaylistsInSync } from '../../src/syncs/keepInSync.js';
import { recordMatchResults } from '../../src/transfers/store/matchReport.js';
import { log } from '../../src/log.js';

/** How long a step that cannot end yet waits before it runs again (not counted as a try). */
const NOT_READY_DELAY_MS = 500;

/**
 * The step's outcome; or `abandoned` when, told to stop, it has not stopped within `graceMs`: it
 * waits on something that may never answer, and would otherwise keep saying it is alive, holding
 * its transfer from every other run and its worker's slot, until the process is restarted. It
 * makes no write after being told to stop (stopIfTold), and one already sent has ended by then
 * (each call to a service is bounded well within the grace).
 */
function unlessAbandoned(
  transferId: string,
  run: Promise<string>,
  stop: AbortSignal | undefined,
  graceMs: number,
): Promise<string> {
  if (!stop) return run;
  return new Promise<string>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const abandon = () => {
      timer = setTimeout(() => {
        log.warn({ transferId, graceMs }, 'a step told to stop did not: abandoned, its transfer taken on');
        resolve('abandoned');
      }, graceMs);
    };
    if (stop.aborted) abandon();
    else stop.addEventListener('abort', abandon, { once: true });
    run.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      stop.removeEventListener('abort', abandon);
    });
  });
}

/**
 * One step of a transfer (`transfer` queue), saying it is alive every `aliveEveryMs` while it runs.
 * A step whose job vanished from Redis while it ran (Redis emptied) cannot end through BullMQ: its
 * end, its retry or its wait are refused (`Missing key for job`), so the step takes its transfer on
 * itself (resumeAfterLostJob) instead of leaving it to the sweep. A step whose job lock was lost is
 * told to stop (`stop`): it ends before its next write, or is abandoned two beats later.
 */
export function transferProcessor(deps: PipelineDeps, aliveEveryMs: number) {
  const runner = { ...deps, beforeCompleted: keepPlaylistsInSync };
  return async (job: Job<JobPayloads['transfer']>, token?: string, stop?: AbortSignal) => {
    const stopBeating = keepStepAlive(job.data.transferId, aliveEveryMs);
    let outcome: string;
    try {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const run = runTransferStep(runner, job.data, { last, stop });
      outcome = await unlessAbandoned(job.data.transferId, run, stop, 2 * aliveEveryMs);
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
    String(await recordMatchResults(deps.sequelize, job.data.transferId, job.data.items));
}
