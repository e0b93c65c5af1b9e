import type { Job } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import type { Adapters } from '../../src/integrations/adapters.js';
import type { TokenDeps } from '../../src/users/tokens.js';
import { runSnapshot } from '../../src/library/snapshot/commands.js';

/** Copies a connected user's library into Postgres (`library-snapshot` queue). */
export function librarySnapshotProcessor(deps: TokenDeps & { adapters: Adapters }) {
  return (job: Job<JobPayloads['library-snapshot']>) => {
    const attempts = job.opts.attempts ?? 1;
    return runSnapshot(deps, job.data.snapshotId, { last: job.attemptsMade + 1 >= attempts });
  };
}
