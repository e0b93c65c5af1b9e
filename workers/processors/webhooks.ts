import type { Job } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import type { Deliverer } from '../../src/webhooks/delivery.js';

/** One attempt of one webhook delivery; BullMQ retries it on the schedule of src/webhooks/schedule.ts. */
export function webhookProcessor(deliverer: Deliverer) {
  return async (job: Job<JobPayloads['webhooks']>) => {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return deliverer.attempt(job.data.deliveryId, finalAttempt);
  };
}
