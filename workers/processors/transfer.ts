import type { Job } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import type { PipelineDeps } from '../../src/transfers/context.js';
import { runTransferStep } from '../../src/transfers/runner.js';
import { recordMatchResults } from '../../src/transfers/results.js';

/** One step of a transfer (`transfer` queue). */
export function transferProcessor(deps: PipelineDeps) {
  return (job: Job<JobPayloads['transfer']>) => runTransferStep(deps, job.data, { last: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
}

/** Records the MatchResultRow rows of unmatched and failed items in bulk (`unmatched` queue). */
export function unmatchedProcessor(deps: Pick<PipelineDeps, 'sequelize'>) {
  return async (job: Job<JobPayloads['unmatched']>) => String(await recordMatchResults(deps.sequelize, job.data.transferId, job.data.items));
}
