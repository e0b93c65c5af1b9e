import type { JobsOptions } from 'bullmq';

/**
 * Delay before each retry of a delivery, in milliseconds: immediate, 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 10 h, 24 h — about three days in all, after which the delivery is failed for good.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 86_400_000];

export const WEBHOOK_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export const deliveryJobOptions: JobsOptions = {
  attempts: WEBHOOK_ATTEMPTS,
  backoff: { type: 'webhook' },
  removeOnComplete: { age: 24 * 3600, count: 200_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** An attempt failure that carries the receiver's own `Retry-After`, when it sent one. */
export class DeliveryFailed extends Error {
  constructor(message: string, readonly retryAfterMs: number | null) {
    super(message);
  }
}

/**
 * BullMQ's backoff strategy for the `webhooks` queue: the schedule above with ±10% jitter (so
 * that a receiver's outage does not end in a thundering herd), or the receiver's Retry-After when
 * it asks for longer. `scale` shrinks every delay alike (tests, simulated time).
 */
export function webhookBackoff(scale = 1) {
  return (attemptsMade: number, _type?: string, err?: Error): number => {
    const base = RETRY_DELAYS_MS[Math.min(attemptsMade, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
    const jittered = Math.round(base * scale * (0.9 + Math.random() * 0.2));
    const asked = err instanceof DeliveryFailed && err.retryAfterMs !== null ? err.retryAfterMs * scale : null;
    return asked !== null && asked > jittered ? asked : jittered;
  };
}
