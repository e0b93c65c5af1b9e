import { QueryTypes, type Sequelize } from 'sequelize';
import type { Redis } from 'ioredis';
import type { Queues } from '../queues.js';

/**
 * When each failed delivery's next attempt goes out: the moment its retry job waits for in the
 * webhooks queue. BullMQ keeps a delayed job in a sorted set scored by that moment (in ms, times
 * 4096 to keep jobs of one millisecond in order), so it is read there, exactly, rather than
 * recomputed from a schedule that has jitter and honours the receiver's Retry-After.
 */
export async function nextRetries(redis: Redis, queues: Queues, deliveryIds: string[]): Promise<Map<string, Date>> {
  const found = new Map<string, Date>();
  if (deliveryIds.length === 0) return found;
  const pipeline = redis.pipeline();
  // The processor names each delivery's retry job after the delivery.
  for (const id of deliveryIds) pipeline.zscore(queues.webhooks.keys.delayed, `${id}.retry`);
  const answers = (await pipeline.exec()) ?? [];
  answers.forEach(([err, score], i) => {
    if (!err && score !== null && score !== undefined)
      found.set(deliveryIds[i], new Date(Math.floor(Number(score) / 0x1000)));
  });
  return found;
}

/**
 * When each failing delivery of an endpoint retries (up to 500 of them), read once, so that the
 * endpoint's soonest retry and each row's agree.
 */
export async function endpointRetries(
  sequelize: Sequelize,
  redis: Redis,
  queues: Queues,
  endpointId: string,
): Promise<{ byDelivery: Map<string, Date>; soonest: Date | null }> {
  const waiting = await sequelize.query<{ id: string }>(
    "SELECT id FROM webhook_deliveries WHERE endpoint_id = :endpointId AND status = 'pending' AND attempts > 0 LIMIT 500",
    { replacements: { endpointId }, type: QueryTypes.SELECT },
  );
  const byDelivery = await nextRetries(
    redis,
    queues,
    waiting.map((w) => w.id),
  );
  const times = [...byDelivery.values()].map((t) => t.getTime());
  return { byDelivery, soonest: times.length ? new Date(Math.min(...times)) : null };
}
