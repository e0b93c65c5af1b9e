import { Worker, type Processor, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { loadConfig, type Config } from '../src/config.js';
import { openRuntime, type Runtime } from '../src/runtime.js';
import { connectRedis, queuePrefix } from '../src/redis.js';
import { QUEUES, type JobPayloads, type JobTrace, type QueueName } from '../src/queues.js';
import { log } from '../src/log.js';
import { maintenanceProcessor } from './processors/maintenance.js';
import { tokenRefreshProcessor } from './processors/tokenRefresh.js';
import { librarySnapshotProcessor } from './processors/librarySnapshot.js';
import { transferProcessor, unmatchedProcessor } from './processors/transfer.js';
import { MatchCache } from '../src/matching/cache.js';
import { transferBackoff } from '../src/transfers/runner.js';
import { createAdapters } from '../src/integrations/registry.js';
import { AccountShares } from '../src/accounts/budgetShares.js';
import { webhookProcessor } from './processors/webhooks.js';
import { createDeliverer } from '../src/webhooks/delivery.js';
import { webhookBackoff } from '../src/webhooks/schedule.js';
import { startRelayLoop } from '../src/webhooks/relayLoop.js';
import { withRequestId } from '../src/requestId.js';
import { timedJobs } from '../src/metrics/jobs.js';
import { publishProcessMetrics } from '../src/metrics/processes.js';
import { callsFor } from '../src/integrations/http/callers.js';
import { syncProcessor } from './processors/sync.js';
import { upsertMaintenanceSchedulers } from '../src/maintenance/schedulers.js';
import { watchRedis } from '../src/maintenance/restoreQueuedWork.js';

/** Each queue's processor and how many of its jobs one worker process runs at once. */
type Registration = {
  [K in QueueName]: {
    queue: K;
    processor: Processor<JobPayloads[K]>;
    concurrency: number;
    settings?: WorkerOptions['settings'];
  };
}[QueueName];

function registrations(runtime: Runtime): Registration[] {
  const { config } = runtime;
  const deliverer = createDeliverer({
    sequelize: runtime.sequelize,
    keyring: runtime.keyring,
    policy: config.webhooks,
    timeoutMs: config.webhooks.timeoutMs,
    retryScale: config.webhooks.retryScale,
  });
  const adapters = createAdapters(config.env, runtime.redis, config.redisPrefix, {
    shares: new AccountShares().get,
  });
  const tokenDeps = {
    sequelize: runtime.sequelize,
    redis: runtime.redis,
    redisPrefix: config.redisPrefix,
    keyring: runtime.keyring,
  };
  return [
    {
      queue: QUEUES.maintenance,
      processor: maintenanceProcessor(runtime, config.transferSweep.quietMs),
      concurrency: 1,
    },
    // Refreshes wait on the services; their pace is set by each service's shared budget.
    { queue: QUEUES.tokenRefresh, processor: tokenRefreshProcessor(tokenDeps, adapters), concurrency: 20 },
    // A copy spends its time waiting on the service; the service's shared budget sets the pace.
    { queue: QUEUES.librarySnapshot, processor: librarySnapshotProcessor({ ...tokenDeps, adapters }), concurrency: 10 },
    // Steps of different transfers run side by side; each waits mostly on the services.
    {
      queue: QUEUES.transfer,
      processor: transferProcessor(
        {
          ...tokenDeps,
          adapters,
          queues: runtime.queues,
          cache: new MatchCache(runtime.sequelize),
        },
        Math.max(100, Math.floor(config.transferSweep.quietMs / 3)),
      ),
      concurrency: 10,
      settings: { backoffStrategy: transferBackoff },
    },
    { queue: QUEUES.unmatched, processor: unmatchedProcessor(runtime), concurrency: 4 },
    // Syncs wait on the services like transfers; most runs of an unchanged playlist are one call.
    {
      queue: QUEUES.sync,
      processor: syncProcessor({
        ...tokenDeps,
        adapters,
        queues: runtime.queues,
        cache: new MatchCache(runtime.sequelize),
      }),
      concurrency: 10,
    },
    // Each job sends up to 50 deliveries at once; 40 jobs keep the network busy without swamping the agent.
    {
      queue: QUEUES.webhooks,
      processor: webhookProcessor(deliverer, runtime.queues.webhooks, runtime.sequelize),
      concurrency: 40,
      settings: { backoffStrategy: webhookBackoff(config.webhooks.retryScale) },
    },
  ];
}

export interface WorkerProcess {
  runtime: Runtime;
  workers: Worker[];
  stop(): Promise<void>;
}

/** Starts every processor and the job schedulers; `stop` lets in-flight jobs finish first. */
export async function startWorkers(config: Config = loadConfig()): Promise<WorkerProcess> {
  log.level = config.logLevel;
  const runtime = await openRuntime(config);
  let connection: Redis;
  try {
    connection = await connectRedis(config.redisUrl, { forWorker: true });
  } catch (err) {
    await runtime.close();
    throw err;
  }
  const prefix = queuePrefix(config.redisPrefix, connection);
  const workers = registrations(runtime).map(({ queue, processor, concurrency, settings }) => {
    // A job runs as part of the request that queued it: its lines name it, the jobs it queues carry it on.
    const run = processor as Processor;
    // Queued work is background work: a person waiting on a page or the API goes first.
    const traced: Processor = (job, token, signal) =>
      withRequestId((job.data as JobTrace)?.requestId, () =>
        callsFor({ priority: 'background' }, () => run(job, token, signal)),
      );
    const worker = new Worker(queue, timedJobs(queue, traced), {
      connection,
      prefix,
      concurrency,
      settings,
      lockDuration: config.jobLockMs,
      stalledInterval: Math.max(250, Math.floor(config.jobLockMs / 2)),
    });
    worker.on('failed', (job, err) => log.warn({ queue, jobId: job?.id, err: err.message }, 'job failed'));
    worker.on('error', (err) => log.error({ queue, err: err.message }, 'worker error'));
    // A job whose lock is gone may be run by another worker, or taken on by its own processor: the
    // one running here is told to stop (a processor that takes a signal ends before its next write).
    worker.on('lockRenewalFailed', (jobIds) => {
      for (const jobId of jobIds) worker.cancelJob(jobId, 'its job lock was lost');
    });
    return worker;
  });
  const relay = await startRelayLoop(config.databaseDirectUrl, runtime.sequelize, runtime.queues);
  const stopPublishing = publishProcessMetrics(runtime.redis, config.redisPrefix, 'worker');
  await upsertMaintenanceSchedulers(runtime.queues, config.transferSweep.everyMs);
  const redisWatch = watchRedis(runtime, config.redisCheckMs);
  return {
    runtime,
    workers,
    async stop() {
      // Worker.close waits for active jobs to finish; jobs of a killed process are retried as stalled.
      await relay.stop();
      await redisWatch.stop();
      stopPublishing();
      await Promise.all(workers.map((w) => w.close()));
      connection.disconnect();
      await runtime.close();
    },
  };
}
