import type { Job } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import { queueExpiringUsers } from '../../src/users/refreshSweep.js';
import { pruneExpired } from '../../src/maintenance/pruneExpired.js';
import { requeueLostTransfers } from '../../src/transfers/runner.js';
import { resealAll } from '../../src/crypto/reseal.js';
import type { Runtime } from '../../src/runtime.js';
import { sweepSchedules } from '../../src/syncs/schedule.js';
import { requeueStrandedDeliveries } from '../../src/webhooks/sweep.js';

/**
 * The scheduled chores (the expiry sweep, queueing users whose tokens expire soon, transfers whose
 * job was lost, syncs whose schedule was, webhook deliveries due without a job) and the re-seal after a key rotation, which reports its progress on the job.
 */
export function maintenanceProcessor(
  runtime: Pick<Runtime, 'queues' | 'sequelize' | 'keyring'>,
  transferQuietMs = 120_000,
) {
  const { queues } = runtime;
  return async (job: Job<JobPayloads['maintenance']>) => {
    if (job.data.task === 'reseal')
      return resealAll(runtime.sequelize, runtime.keyring, (progress) => job.updateProgress({ ...progress }));
    if (job.data.task === 'expirySweep') return { removed: await pruneExpired(runtime.sequelize) };
    if (job.data.task === 'transferSweep') return { requeued: await requeueLostTransfers({ queues }, transferQuietMs) };
    if (job.data.task === 'tokenRefreshSweep') return { queued: await queueExpiringUsers(queues['token-refresh']) };
    if (job.data.task === 'syncSweep') return sweepSchedules(queues);
    if (job.data.task === 'webhookSweep')
      return { requeued: await requeueStrandedDeliveries(runtime.sequelize, queues) };
    throw new Error(`unknown maintenance task ${job.data.task as string}`);
  };
}
