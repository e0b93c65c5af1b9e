import { createHash } from 'node:crypto';
import { Cluster, Redis } from 'ioredis';
import { redisTargetOf } from './config.js';
import { DependencyError } from './process.js';

/**
 * Opens a Redis connection and checks it answers: one server for a `redis://` or `rediss://` URL,
 * a Redis Cluster for a `redis+cluster://` one (`REDIS_CLUSTER_NODES`). `forWorker` connections
 * wait for Redis forever instead of failing commands (BullMQ's workers need that to survive a
 * Redis restart, and refuse a cluster whose nodes' connections would not).
 *
 * A Cluster is handed out typed as a Redis: it answers every command this code sends as one server
 * does, as long as the keys of each script, transaction and pipeline share a slot (a `{...}` hash
 * tag), so every caller keeps one type whichever Redis is configured.
 */
export async function connectRedis(url: string, options: { forWorker?: boolean } = {}): Promise<Redis> {
  const target = redisTargetOf(url);
  const maxRetriesPerRequest = options.forWorker ? null : 3;
  let redis: Redis | Cluster;
  let where: string;
  if (target.kind === 'single') {
    redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest,
      enableOfflineQueue: true,
      connectTimeout: 5_000,
    });
    where = `Redis at ${new URL(url).host}`;
  } else {
    redis = new Cluster(target.nodes, {
      lazyConnect: true,
      enableOfflineQueue: true,
      // While a master is lost, its replica takes over only after the cluster's node timeout and
      // an election: commands for its slots retry (refreshing the slot map each time) for about
      // as long as `maxRedirections` × `retryDelayOnFailover`, ten seconds, instead of failing.
      retryDelayOnFailover: 200,
      retryDelayOnClusterDown: 200,
      retryDelayOnTryAgain: 200,
      maxRedirections: 50,
      slotsRefreshTimeout: 2_000,
      clusterRetryStrategy: (times) => Math.min(200 * times, 2_000),
      redisOptions: {
        maxRetriesPerRequest,
        connectTimeout: 5_000,
        ...(target.username ? { username: target.username } : {}),
        ...(target.password ? { password: target.password } : {}),
        ...(target.tls ? { tls: {} } : {}),
      },
    });
    where = `the Redis Cluster at ${target.nodes.map((node) => `${node.host}:${node.port}`).join(',')}`;
  }
  // ioredis reconnects by itself; without a listener an unreachable Redis would crash the process.
  // A cluster's refusal only says no node answered; why is in the error of its last node.
  let nodeError: string | null = null;
  redis.on('error', (err: Error & { lastNodeError?: Error }) => {
    nodeError = err.lastNodeError?.message ?? nodeError;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    const why = nodeError ? `${(err as Error).message} (${nodeError})` : (err as Error).message;
    throw new DependencyError(`cannot reach ${where}: ${why}`);
  }
  return redis as Redis;
}

/** Whether this connection talks to a Redis Cluster. */
export const isCluster = (redis: Redis): boolean => redis.isCluster;

/**
 * Prefix of BullMQ's keys. On a cluster BullMQ's scripts touch several keys of a queue at once,
 * so they must share one slot: the prefix is a hash tag there (`{mlp:bull}:transfer:wait`), and
 * stays as it always was on one server (`mlp:bull:transfer:wait`), where jobs already queued under
 * it must still be found.
 */
export function queuePrefix(prefix: string, redis: Redis): string {
  return isCluster(redis) ? `{${prefix}:bull}` : `${prefix}:bull`;
}

/**
 * A Lua script run by its SHA1, sent whole only where the node answering for its keys does not
 * know it yet (each cluster node has a script cache of its own, and a replica that took over
 * may have lost it). On a cluster every key of one call must share a slot.
 */
export function luaScript(lua: string): (redis: Redis, keys: string[], args: (string | number)[]) => Promise<unknown> {
  const sha = createHash('sha1').update(lua).digest('hex');
  return async (redis, keys, args) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (err) {
      if (!/^NOSCRIPT/.test((err as Error).message)) throw err;
      return redis.eval(lua, keys.length, ...keys, ...args);
    }
  };
}

/**
 * Removes every key of a deployment's prefix (a test's or a benchmark's), tagged or not; on a
 * cluster node by node, one key at a time, since its keys live in many slots.
 */
export async function forgetPrefix(redis: Redis, prefix: string): Promise<void> {
  const nodes = isCluster(redis) ? (redis as unknown as Cluster).nodes('master') : [redis];
  for (const node of nodes) {
    for (const pattern of [`${prefix}:*`, `{${prefix}:*`, `{${prefix}}*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1_000);
        cursor = next;
        if (keys.length === 0) continue;
        if (isCluster(redis)) await Promise.all(keys.map((key) => node.unlink(key)));
        else await node.unlink(...keys);
      } while (cursor !== '0');
    }
  }
}
