import type { JobsOptions } from 'bullmq';

/**
 * Delay before each retry of a delivery, in milliseconds: after the immediate first attempt, 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 24 h — about three days in all, after which the delivery is
 * failed for good.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 86_400_000];

export const WEBHOOK_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * First attempts travel in batches (one job for up to `FIRST_ATTEMPT_BATCH` deliveries, so that
 * the common case costs one job and two queries per batch); a delivery that fails gets a job of
 * its own for its retries. The batch job itself is retried only if it fails as a whole (database
 * down), which never sends a delivered event twice: only pending deliveries are sent.
 */
export const FIRST_ATTEMPT_BATCH = 50;

export const firstAttemptJobOptions: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** Options of the job that retries one delivery, `done` attempts being already made. */
export function retryJobOptions(done: number, delayMs: number): JobsOptions {
  return {
    attempts: WEBHOOK_ATTEMPTS - done,
    delay: delayMs,
    // The backoff type carries how many attempts came before this job, to pick the next delay.
    backoff: { type: `webhook-after-${done}` },
    removeOnComplete: { age: 24 * 3600, count: 100_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

/** An attempt that failed, and how long its delivery waits for the next try (recorded with the attempt). */
export class DeliveryFailed extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

/**
 * The delay before retry number `index` (0 = the first retry): the schedule with ±10% jitter,
 * so that a receiver's outage does not end in a thundering herd, or the receiver's Retry-After
 * when it asks for longer. `scale` shrinks every delay alike (tests, simulated time).
 */
export function retryDelayMs(index: number, scale: number, askedMs: number | null): number {
  const base = RETRY_DELAYS_MS[Math.min(index, RETRY_DELAYS_MS.length - 1)];
  const jittered = Math.round(base * scale * (0.9 + Math.random() * 0.2));
  const asked = askedMs === null ? null : askedMs * scale;
  return asked !== null && asked > jittered ? asked : jittered;
}

/** How many attempts came before a retry job, as its backoff type carries it. */
const attemptsBefore = (type: string | undefined) => Number(/^webhook-after-(\d+)$/.exec(type ?? '')?.[1] ?? 0);

/** Which retry a failure of this run of a retry job waits for (0: the first retry). */
export function retryIndexOf(job: { attemptsMade: number; opts: JobsOptions }): number {
  const backoff = job.opts.backoff;
  return attemptsBefore(typeof backoff === 'object' ? backoff.type : undefined) + job.attemptsMade;
}

/**
 * BullMQ's backoff strategy for the retry jobs of the `webhooks` queue: the delay the attempt
 * recorded, so that the job and PostgreSQL's next-try time agree; the schedule for any other
 * failure (the database away during the attempt).
 */
export function webhookBackoff(scale = 1) {
  return (attemptsMade: number, type?: string, err?: Error): number =>
    err instanceof DeliveryFailed ? err.delayMs : retryDelayMs(attemptsBefore(type) + attemptsMade - 1, scale, null);
}
