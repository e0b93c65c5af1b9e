import { Op } from 'sequelize';
import type { Job } from 'bullmq';
import type { JobPayloads, Queues } from '../../src/queues.js';
import { queueExpiringUsers } from '../../src/users/refreshSweep.js';
import { DocsSession } from '../../src/accounts/models.js';
import { OneTimeToken } from '../../src/signin/models.js';
import { requeueLostTransfers } from '../../src/transfers/runner.js';

// Expired credentials can no longer be used (every check reads expiry); this only keeps the tables small.
const KEEP_EXPIRED_MS = 24 * 3600_000;

/** The scheduled chores: the expiry sweep, queueing users whose tokens expire soon, and transfers whose job was lost. */
export function maintenanceProcessor(queues: Queues, transferQuietMs = 120_000) {
  return async (job: Job<JobPayloads['maintenance']>) => {
    if (job.data.task === 'expirySweep') return sweepExpired();
    if (job.data.task === 'transferSweep') return { requeued: await requeueLostTransfers({ queues }, transferQuietMs) };
    if (job.data.task === 'tokenRefreshSweep') return { queued: await queueExpiringUsers(queues['token-refresh']) };
    throw new Error(`unknown maintenance task ${job.data.task as string}`);
  };
}

/** Deletes one-time tokens and docs sessions that ended more than a day ago. */
async function sweepExpired(): Promise<{ removed: number }> {
  const cutoff = new Date(Date.now() - KEEP_EXPIRED_MS);
  const tokens = await OneTimeToken.destroy({ where: { expiresAt: { [Op.lt]: cutoff } } });
  const sessions = await DocsSession.destroy({ where: { expiresAt: { [Op.lt]: cutoff } } });
  return { removed: tokens + sessions };
}
