import type { Redis } from 'ioredis';
import { PROCESS_ID, collectRuntimeMetrics, registry } from './registry.js';

/** How often a process publishes its metrics, and how long they outlive its last publication. */
export interface PublishTiming {
  everyMs: number;
  ttlMs: number;
}

// Three publications a TTL: a process that misses one (a long pause, a Redis hiccup) is not
// dropped; one silent for 15 s is.
export const PUBLISH_TIMING: PublishTiming = { everyMs: 5_000, ttlMs: 15_000 };

/** What one process leaves in Redis: its role and its registry as `getMetricsAsJSON` gives it. */
export interface PublishedMetrics {
  role: string;
  process: string;
  /** As JSON carries them: prom-client's types want a `collect` that no JSON holds. */
  metrics: object[];
}

// One hash tag for both keys: on a Redis Cluster a transaction and an MGET touch a single slot.
const indexKey = (prefix: string) => `${prefix}:{metrics}:processes`;
const processKey = (prefix: string, id: string) => `${prefix}:{metrics}:process:${id}`;

interface Starter {
  role: string;
  redis: Redis;
}

interface Publication {
  /** Who started it and still runs (tests run the web process and workers in one process). */
  starters: Starter[];
  timer: NodeJS.Timeout;
}

const publications = new Map<string, Publication>();

const roleOf = (publication: Publication | undefined) =>
  publication?.starters.length ? [...new Set(publication.starters.map((s) => s.role))].sort().join('+') : 'web';

/** Leaves one process's metrics for the scrapes of the next `ttlMs`. */
export async function publishMetrics(
  redis: Redis,
  redisPrefix: string,
  published: PublishedMetrics,
  ttlMs: number,
): Promise<void> {
  await redis
    .multi()
    .set(processKey(redisPrefix, published.process), JSON.stringify(published), 'PX', ttlMs)
    .sadd(indexKey(redisPrefix), published.process)
    .exec();
}

async function publish(prefix: string, publication: Publication, ttlMs: number): Promise<void> {
  // The connection of a starter still running: an earlier one's may have closed with it.
  const redis = publication.starters[0]?.redis;
  if (!redis) return;
  const metrics = await registry.getMetricsAsJSON();
  await publishMetrics(redis, prefix, { role: roleOf(publication), process: PROCESS_ID, metrics }, ttlMs);
}

/**
 * Publishes this process's metrics under `redisPrefix` now and every `everyMs`, each publication
 * living `ttlMs`: the metrics endpoint of any web process merges those of every live process, and
 * those of a process that stopped vanish with its key. One publication per process and prefix,
 * whatever number of roles start it; the returned function ends this role's share.
 */
export function publishProcessMetrics(
  redis: Redis,
  redisPrefix: string,
  role: string,
  timing: PublishTiming = PUBLISH_TIMING,
): () => void {
  collectRuntimeMetrics(role);
  let publication = publications.get(redisPrefix);
  if (!publication) {
    const started: Publication = {
      starters: [],
      timer: setInterval(() => void publish(redisPrefix, started, timing.ttlMs).catch(() => undefined), timing.everyMs),
    };
    // Metrics never keep a process alive.
    started.timer.unref();
    publications.set(redisPrefix, started);
    publication = started;
  }
  const starter: Starter = { role, redis };
  publication.starters.push(starter);
  // Metrics are best effort: a Redis outage shows in the health checks, not here.
  void publish(redisPrefix, publication, timing.ttlMs).catch(() => undefined);
  const running = publication;
  return () => {
    running.starters = running.starters.filter((s) => s !== starter);
    if (running.starters.length === 0) {
      clearInterval(running.timer);
      if (publications.get(redisPrefix) === running) publications.delete(redisPrefix);
    }
  };
}

/**
 * The metrics of every live process of the deployment: this process's read now, the others' as
 * they last published them. Index entries whose key expired are dropped on the way.
 */
export async function liveProcessMetrics(redis: Redis, redisPrefix: string): Promise<PublishedMetrics[]> {
  const own: PublishedMetrics = {
    role: roleOf(publications.get(redisPrefix)),
    process: PROCESS_ID,
    metrics: await registry.getMetricsAsJSON(),
  };
  const others = (await redis.smembers(indexKey(redisPrefix))).filter((id) => id !== PROCESS_ID);
  if (others.length === 0) return [own];
  const bodies = await redis.mget(others.map((id) => processKey(redisPrefix, id)));
  const gone = others.filter((_, i) => bodies[i] === null);
  if (gone.length) await redis.srem(indexKey(redisPrefix), ...gone);
  const published: PublishedMetrics[] = [];
  for (const body of bodies) {
    if (body === null) continue;
    try {
      published.push(JSON.parse(body) as PublishedMetrics);
    } catch {
      // One unreadable publication costs that process's metrics, never the whole scrape.
    }
  }
  return [own, ...published];
}
