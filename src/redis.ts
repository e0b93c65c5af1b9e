import { Redis } from 'ioredis';
import { DependencyError } from './db/database.js';

/**
 * Opens a Redis connection and checks it answers. `forWorker` connections wait for Redis forever
 * instead of failing commands (BullMQ's workers need that to survive a Redis restart).
 */
export async function connectRedis(url: string, options: { forWorker?: boolean } = {}): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: options.forWorker ? null : 3,
    enableOfflineQueue: true,
    connectTimeout: 5_000,
  });
  // ioredis reconnects by itself; without a listener an unreachable Redis would crash the process.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new DependencyError(`cannot reach Redis at ${new URL(url).host}: ${(err as Error).message}`);
  }
  return redis;
}
