import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import Joi from 'joi';
import type { Queues } from '../queues.js';
import { badRequest, notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import { retryJobOptions } from './schedule.js';
import { findEndpoint } from './endpoints.js';

/** States in which a job has not started its attempt yet, and can be taken back. */
const NOT_STARTED = new Set(['waiting', 'delayed', 'prioritized']);

/**
 * Takes back the waiting retry of a delivery sent again while still pending: the replay's own job
 * carries its retries from now on, and two chains of retries would try one delivery twice as often.
 * A batch job of first attempts is left alone: it carries other deliveries too.
 */
async function withdrawWaitingJobs(queues: Queues, jobIds: string[]): Promise<void> {
  await Promise.all(
    jobIds.map(async (jobId) => {
      const job = await queues.webhooks.getJob(jobId);
      if (!job || job.data.deliveryIds.length !== 1 || !NOT_STARTED.has(await job.getState())) return;
      // A job that started meanwhile cannot be removed; it then finds the delivery done or tries it once more.
      await job.remove().catch(() => undefined);
    }),
  );
}

async function requeue(sequelize: Sequelize, queues: Queues, deliveryIds: string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  const waiting = await sequelize.query<{ job_id: string }>(
    "SELECT job_id FROM webhook_deliveries WHERE id = ANY(ARRAY[:ids]::uuid[]) AND status = 'pending' AND job_id IS NOT NULL",
    { replacements: { ids: deliveryIds }, type: QueryTypes.SELECT },
  );
  const replay = randomUUID();
  const jobIdOf = (id: string) => `${id}.replay.${replay}`;
  await sequelize.query(
    `UPDATE webhook_deliveries SET status = 'pending', completed_at = NULL, next_attempt_at = now(), job_id = id::text || '.replay.' || :replay
     WHERE id = ANY(ARRAY[:ids]::uuid[])`,
    { replacements: { ids: deliveryIds, replay } },
  );
  // A replay is a new job of the same delivery: same webhook-id, new attempts in the same log.
  await queues.webhooks.addBulk(
    deliveryIds.map((id) => ({
      name: 'replay',
      data: { deliveryIds: [id] },
      opts: { ...retryJobOptions(0, 0), jobId: jobIdOf(id) },
    })),
  );
  await withdrawWaitingJobs(
    queues,
    waiting.map((w) => w.job_id),
  );
}

/** Sends one delivery of the account again, whatever its state: same `webhook-id`, a new signature. */
export async function replayDelivery(
  sequelize: Sequelize,
  queues: Queues,
  accountId: string,
  deliveryId: unknown,
): Promise<{ replayed: number }> {
  const rows = isUuid(deliveryId)
    ? await sequelize.query<{ id: string }>(
        'SELECT id FROM webhook_deliveries WHERE id = :deliveryId AND account_id = :accountId',
        {
          replacements: { deliveryId, accountId },
          type: QueryTypes.SELECT,
        },
      )
    : [];
  if (rows.length === 0) throw notFound('webhookDeliveryNotFound', 'The account has no webhook delivery with this id.');
  await requeue(sequelize, queues, [rows[0].id]);
  return { replayed: 1 };
}

/** Sends again every failed delivery of an endpoint created since `since`. */
export async function replayFailedSince(
  sequelize: Sequelize,
  queues: Queues,
  accountId: string,
  endpointId: unknown,
  since: unknown,
): Promise<{ replayed: number }> {
  const endpoint = await findEndpoint(accountId, endpointId);
  const { value, error } = Joi.date().iso().required().validate(since);
  if (error) throw badRequest('invalidSince', '`since` must be an ISO 8601 date-time.');
  const rows = await sequelize.query<{ id: string }>(
    "SELECT id FROM webhook_deliveries WHERE endpoint_id = :endpointId AND status = 'failed' AND created_at >= :since ORDER BY created_at",
    { replacements: { endpointId: endpoint.id, since: value }, type: QueryTypes.SELECT },
  );
  await requeue(
    sequelize,
    queues,
    rows.map((r) => r.id),
  );
  return { replayed: rows.length };
}
