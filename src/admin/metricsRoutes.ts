import { Router } from 'express';
import type { Redis } from 'ioredis';
import { AggregatorRegistry, Registry } from 'prom-client';
import type { JobState } from 'bullmq';
import type { Queues } from '../queues.js';
import { operatorOnly, type Operators } from './operators.js';
import { liveProcessMetrics, publishProcessMetrics } from '../metrics/processes.js';
import { liveProcesses, queueJobs, scrapeRegistry } from '../metrics/registry.js';

/** The states that make a queue's depth, and its failures; completed jobs are history, not depth. */
const QUEUE_STATES: JobState[] = ['waiting', 'prioritized', 'delayed', 'active', 'waiting-children', 'failed'];

export interface MetricsDeps {
  redis: Redis;
  redisPrefix: string;
  queues: Queues;
  operators: Operators;
}

/** Every live process's metrics summed, with the queues' depths as they are now. */
async function scrape(deps: Pick<MetricsDeps, 'redis' | 'redisPrefix' | 'queues'>): Promise<Registry> {
  const [processes, counts] = await Promise.all([
    liveProcessMetrics(deps.redis, deps.redisPrefix),
    Promise.all(
      Object.entries(deps.queues).map(
        async ([name, queue]) => [name, await queue.getJobCounts(...QUEUE_STATES)] as const,
      ),
    ),
  ]);
  // Reset first: a queue or a role no longer there must not keep its last figure.
  queueJobs.reset();
  for (const [queue, byState] of counts)
    for (const state of QUEUE_STATES) queueJobs.labels(queue, state).set(byState[state] ?? 0);
  liveProcesses.reset();
  for (const { role } of processes) liveProcesses.labels(role).inc();
  return Registry.merge([AggregatorRegistry.aggregate(processes.map((p) => p.metrics)), scrapeRegistry]);
}

/**
 * `GET /` of the operator metrics, behind the operator credentials. Every web process builds the
 * app once, so its own metrics are published from here; they stop with its Redis connection.
 */
export function metricsRouter(deps: MetricsDeps): Router {
  const stopPublishing = publishProcessMetrics(deps.redis, deps.redisPrefix, 'web');
  deps.redis.once('end', stopPublishing);
  const router = Router();
  // The guard sits on the route itself, so that refusals are counted under this route too.
  router.get('/', operatorOnly(deps.operators, 'The metrics page'), async (_req, res) => {
    const merged = await scrape(deps);
    res.set('Content-Type', merged.contentType).send(await merged.metrics());
  });
  return router;
}
