import type { Sequelize } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { Queues } from '../queues.js';
import { FIRST_ATTEMPT_BATCH, firstAttemptJobOptions } from './schedule.js';
import { recordJobs } from './sweep.js';

/**
 * Moves committed outbox events to the `webhooks` queue: one delivery row per event and matching
 * enabled endpoint, and jobs for their first attempts, in batches. The event is marked
 * relayed only after its jobs are enqueued, so a crash at any point loses nothing, and running a
 * pass twice enqueues nothing twice (the deliveries are unique per event and endpoint, and a batch's
 * job id is made of its deliveries). Returns how many events it relayed.
 */
export async function relayOutbox(sequelize: Sequelize, queues: Queues, batchSize = 500): Promise<number> {
  const pending = await sequelize.transaction(async (transaction) => {
    const events = await sequelize.query<{ seq: string }>(
      'SELECT seq FROM outbox_events WHERE relayed_at IS NULL ORDER BY seq LIMIT :batchSize FOR UPDATE SKIP LOCKED',
      { replacements: { batchSize }, type: QueryTypes.SELECT, transaction },
    );
    if (events.length === 0) return null;
    const seqs = events.map((e) => e.seq);
    // A test event goes to the endpoint it names, whatever that endpoint's filter.
    await sequelize.query(
      `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, account_id, next_attempt_at)
       SELECT gen_random_uuid(), e.id, w.id, e.account_id, now()
       FROM outbox_events e
       JOIN webhook_endpoints w ON w.account_id = e.account_id AND w.enabled
       WHERE e.seq = ANY(ARRAY[:seqs]::bigint[])
         AND CASE WHEN e.type = 'webhook.test' THEN w.id::text = e.data->>'endpointId'
                  ELSE cardinality(w.event_types) = 0 OR e.type = ANY(w.event_types) END
       ORDER BY e.seq
       ON CONFLICT (event_id, endpoint_id) DO NOTHING`,
      { replacements: { seqs }, transaction },
    );
    return seqs;
  });
  if (!pending) return 0;
  const deliveries = await sequelize.query<{ id: string }>(
    `SELECT d.id FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id
     WHERE e.seq = ANY(ARRAY[:seqs]::bigint[]) AND d.status = 'pending' ORDER BY e.seq`,
    { replacements: { seqs: pending }, type: QueryTypes.SELECT },
  );
  const jobs = [];
  for (let i = 0; i < deliveries.length; i += FIRST_ATTEMPT_BATCH) {
    const ids = deliveries.slice(i, i + FIRST_ATTEMPT_BATCH).map((d) => d.id);
    // The same pending deliveries group the same way on a second pass, so the job id dedupes.
    jobs.push({
      name: 'first',
      data: { deliveryIds: ids },
      opts: { ...firstAttemptJobOptions, jobId: `first.${ids[0]}.${ids.length}` },
    });
  }
  if (jobs.length) {
    await queues.webhooks.addBulk(jobs);
    await recordJobs(
      sequelize,
      jobs.flatMap((job) => job.data.deliveryIds.map((deliveryId) => ({ deliveryId, jobId: job.opts.jobId }))),
    );
  }
  await sequelize.query('UPDATE outbox_events SET relayed_at = now() WHERE seq = ANY(ARRAY[:seqs]::bigint[])', {
    replacements: { seqs: pending },
  });
  return pending.length;
}
