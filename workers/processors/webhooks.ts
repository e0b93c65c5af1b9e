import type { Job, Queue } from 'bullmq';
import type { Sequelize } from 'sequelize';
import type { JobPayloads } from '../../src/queues.js';
import type { Deliverer } from '../../src/webhooks/delivery.js';
import { DeliveryFailed, retryIndexOf, retryJobOptions } from '../../src/webhooks/schedule.js';
import { recordJobs } from '../../src/webhooks/sweep.js';

/**
 * `first` jobs: the first attempt of a batch of deliveries; each that fails gets its own `retry`
 * job. `retry`, `replay` and `restore` jobs: one delivery, retried by BullMQ on the schedule.
 */
export function webhookProcessor(deliverer: Deliverer, queue: Queue<JobPayloads['webhooks']>, sequelize: Sequelize) {
  return async (job: Job<JobPayloads['webhooks']>) => {
    if (job.name === 'first') {
      const outcomes = await deliverer.attempt(job.data.deliveryIds, { finalAttempt: false, retryIndex: 0 });
      const retries = outcomes.flatMap((o) => (o.result === 'retry' ? [o] : []));
      if (retries.length) {
        const jobs = retries.map((o) => ({
          name: 'retry',
          data: { deliveryIds: [o.deliveryId] },
          opts: { ...retryJobOptions(1, o.delayMs), jobId: `${o.deliveryId}.retry` },
        }));
        await queue.addBulk(jobs);
        await recordJobs(
          sequelize,
          jobs.map((j) => ({ deliveryId: j.data.deliveryIds[0], jobId: j.opts.jobId })),
        );
      }
      return { sent: outcomes.length, retries: retries.length };
    }
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const [outcome] = await deliverer.attempt(job.data.deliveryIds, { finalAttempt, retryIndex: retryIndexOf(job) });
    if (outcome?.result === 'retry') throw new DeliveryFailed(outcome.reason, outcome.delayMs);
    return outcome?.result;
  };
}
