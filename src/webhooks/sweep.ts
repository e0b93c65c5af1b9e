import { QueryTypes, type Sequelize } from 'sequelize';
import type { Queues } from '../queues.js';
import { WEBHOOK_ATTEMPTS, retryJobOptions } from './schedule.js';

/** States in which a job will still make its delivery's next try. */
const LIVE_STATES = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);
/** A sweep reads at most this many due deliveries at once, and this many in all. */
const PAGE = 500;
const MOST = 20_000;

/** Records which job makes each delivery's next try, so that a sweep can tell a waiting delivery from a stranded one. */
export async function recordJobs(sequelize: Sequelize, jobs: { deliveryId: string; jobId: string }[]): Promise<void> {
  if (jobs.length === 0) return;
  await sequelize.query(
    `UPDATE webhook_deliveries d SET job_id = input.job_id
     FROM unnest(ARRAY[:ids]::uuid[], ARRAY[:jobIds]::text[]) AS input(id, job_id)
     WHERE d.id = input.id AND d.status = 'pending'`,
    { replacements: { ids: jobs.map((j) => j.deliveryId), jobIds: jobs.map((j) => j.jobId) } },
  );
}

/** How late a delivery's next try may be before the sweep looks for its job: a busy queue runs a little late. */
export const OVERDUE_AFTER_MS = 30_000;

/**
 * Finds pending deliveries whose job is gone (Redis lost or emptied, a job BullMQ gave up on or
 * removed) and queues a job for each, at the time PostgreSQL says it is due: PostgreSQL is the
 * truth of what is due; the job, a copy. A delivery whose job still waits (a busy queue) is left
 * to it. The minute sweep looks at deliveries more than OVERDUE_AFTER_MS late (`dueBefore`);
 * after Redis was found emptied (`null`), at every pending one, since none has its job any
 * more. Returns how many were queued again.
 */
export async function requeueStrandedDeliveries(
  sequelize: Sequelize,
  queues: Queues,
  dueBefore: Date | null = new Date(Date.now() - OVERDUE_AFTER_MS),
): Promise<number> {
  let requeued = 0;
  let after: string | null = null;
  for (let read = 0; read < MOST; read += PAGE) {
    const due: { id: string; attempts: number; job_id: string | null; next_attempt_at: Date }[] = await sequelize.query(
      `SELECT id, attempts, job_id, next_attempt_at FROM webhook_deliveries
       WHERE status = 'pending' AND next_attempt_at IS NOT NULL ${dueBefore ? 'AND next_attempt_at < :dueBefore' : ''}
         ${after ? 'AND id > :after' : ''}
       ORDER BY id LIMIT ${PAGE}`,
      {
        replacements: { dueBefore, after },
        type: QueryTypes.SELECT,
      },
    );
    if (due.length === 0) break;
    after = due[due.length - 1].id;
    const states = await Promise.all(
      due.map(async (d) => {
        const job = d.job_id ? await queues.webhooks.getJob(d.job_id) : undefined;
        return job ? job.getState() : 'missing';
      }),
    );
    const stranded = due.filter((_, i) => !LIVE_STATES.has(states[i]));
    if (stranded.length) {
      // Named after the attempts made: sweeps that find the same stranded delivery queue one job.
      const jobs = stranded.map((d) => ({
        name: 'restore',
        data: { deliveryIds: [d.id] },
        opts: {
          ...retryJobOptions(
            Math.min(d.attempts, WEBHOOK_ATTEMPTS - 1),
            Math.max(0, new Date(d.next_attempt_at).getTime() - Date.now()),
          ),
          jobId: `${d.id}.restore.${d.attempts}`,
        },
      }));
      // A finished job of that name (a restore whose own tries all failed) would swallow the new one.
      await Promise.all(jobs.map((j) => queues.webhooks.remove(j.opts.jobId).catch(() => 0)));
      // Recorded first: a job that ran before its delivery named it would leave the row naming a
      // gone job, and the next sweep would queue it once more.
      await recordJobs(
        sequelize,
        jobs.map((j) => ({ deliveryId: j.data.deliveryIds[0], jobId: j.opts.jobId })),
      );
      await queues.webhooks.addBulk(jobs);
      requeued += stranded.length;
    }
    if (due.length < PAGE) break;
  }
  return requeued;
}
