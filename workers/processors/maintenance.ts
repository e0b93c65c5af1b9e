import { Op } from 'sequelize';
import type { Job } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import { DocsSession } from '../../src/accounts/models.js';
import { OneTimeToken } from '../../src/signin/models.js';

// Expired credentials can no longer be used (every check reads expiry); this only keeps the tables small.
const KEEP_EXPIRED_MS = 24 * 3600_000;

/** Deletes one-time tokens and docs sessions that ended more than a day ago. */
export async function processMaintenance(job: Job<JobPayloads['maintenance']>): Promise<{ removed: number }> {
  if (job.data.task !== 'expirySweep') throw new Error(`unknown maintenance task ${job.data.task as string}`);
  const cutoff = new Date(Date.now() - KEEP_EXPIRED_MS);
  const tokens = await OneTimeToken.destroy({ where: { expiresAt: { [Op.lt]: cutoff } } });
  const sessions = await DocsSession.destroy({ where: { expiresAt: { [Op.lt]: cutoff } } });
  return { removed: tokens + sessions };
}
