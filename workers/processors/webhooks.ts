import type { Job, Queue } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import type { Deliverer } from '../../src/webhooks/delivery.js';
import { DeliveryFailed, retryDelayMs, retryJobOptions } from '../../src/webhooks/schedule.js';

/**
 * `first` jobs: the first attempt of a batch of deliveries; each that fails gets its own `retry`
 * job. `retry` and `replay` jobs: one delivery, retried by BullMQ on the schedule.
 */
export function webhookProcessor(deliverer: Deliverer, queue: Queue<JobPayloads['webhooks']>, retryScale: number) {
  return async (job: Job<JobPayloads['webhooks']>) => {
    if (job.name === 'first') {
      const outcomes = await deliverer.attempt(job.data.deliveryIds, false);
      const retries = outcomes.filter((o) => o.result === 'retry');
      if (retries.length) {
        await queue.addBulk(
          retries.map((o) => ({
            name: 'retry',
            data: { deliveryIds: [o.deliveryId] },
            opts: {
              ...retryJobOptions(1, retryDelayMs(0, retryScale, o.result === 'retry' ? o.retryAfterMs : null)),
              jobId: `${o.deliveryId}.retry`,
            },
          })),
        );
      }
      return { sent: outcomes.length, retries: retries.length };
    }
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const [outcome] = await deliverer.attempt(job.data.deliveryIds, finalAttempt);
    if (outcome?.result === 'retry') throw new DeliveryFailed(outcome.reason, outcome.retryAfterMs);
    return outcome?.result;
  };
}
