import { Op } from 'sequelize';
import type { Queue } from 'bullmq';
import type { JobPayloads } from '../queues.js';
import { IntegrationUser } from './models.js';

/** Tokens expiring within this window are refreshed ahead of time by the worker. */
export const REFRESH_AHEAD_MS = 10 * 60_000;

/**
 * Queues a `token-refresh` job for every connected user whose tokens expire soon. The job id is
 * the user's, so a user waiting in the queue is not queued twice.
 */
export async function queueExpiringUsers(queue: Queue<JobPayloads['token-refresh']>, batch = 1_000): Promise<number> {
  const users = await IntegrationUser.findAll({
    attributes: ['id'],
    where: {
      deletedAt: null,
      needsReauthSince: null,
      refreshTokenSealed: { [Op.ne]: null },
      authDataExpiresAt: { [Op.lt]: new Date(Date.now() + REFRESH_AHEAD_MS) },
    },
    order: [['authDataExpiresAt', 'ASC']],
    limit: batch,
  });
  if (users.length) {
    await queue.addBulk(
      users.map((u) => ({
        name: 'refresh',
        data: { integrationUserId: u.id },
        opts: {
          jobId: `refresh.${u.id}`,
          attempts: 3,
          backoff: { type: 'exponential', delay: 5_000 },
          removeOnComplete: true,
          removeOnFail: { age: 3600 },
        },
      })),
    );
  }
  return users.length;
}
