import { hostname } from 'node:os';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// Every Prometheus metric of the system is defined here, so that names, labels and buckets are
// read in one place (the README's "Metrics" section lists the same).

export const METRIC_PREFIX = 'mlp_';

/** This process's own metrics: published to Redis, merged with every other process's when scraped. */
export const registry = new Registry();

/**
 * Metrics the scraping process reads itself when asked. They are never published: every process
 * sees the same queues, so publishing them would count each queue once per process.
 */
export const scrapeRegistry = new Registry();

/** Names this process among the others of the deployment (its Redis key, its runtime metrics). */
export const PROCESS_ID = `${hostname()}:${process.pid}`;

/** Request rates and latencies; `route` is the route's pattern, so ids never become label values. */
export const httpRequestDuration = new Histogram({
  name: `${METRIC_PREFIX}http_request_duration_seconds`,
  help: 'Requests answered by the web processes, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: `${METRIC_PREFIX}job_duration_seconds`,
  help: 'Time the worker processes spent on a job, by queue and outcome (completed, failed, delayed).',
  labelNames: ['queue', 'outcome'] as const,
  // Jobs range from a webhook batch (milliseconds) to a transfer step waiting on a service (minutes).
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  registers: [registry],
});

export const upstreamCalls = new Counter({
  name: `${METRIC_PREFIX}upstream_calls_total`,
  help: 'Requests sent to the music services, by service and outcome (ok, error, rateLimited: a 429 or its like).',
  labelNames: ['service', 'outcome'] as const,
  registers: [registry],
});

export const upstreamBudgetWaits = new Counter({
  name: `${METRIC_PREFIX}upstream_budget_waits_total`,
  help: "Calls that waited for a music service's shared request budget, by service.",
  labelNames: ['service'] as const,
  registers: [registry],
});

export const upstreamBudgetWaitSeconds = new Histogram({
  name: `${METRIC_PREFIX}upstream_budget_wait_seconds`,
  help: "How long calls waited for a music service's shared request budget, by service.",
  labelNames: ['service'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

export const accountBudget = new Counter({
  name: `${METRIC_PREFIX}account_budget_total`,
  help: "Each account's use of each music service's budget: calls made, calls that waited for a slot, calls given up after too long a wait (refused), and 429s the service answered (rateLimited).",
  labelNames: ['service', 'account', 'outcome'] as const,
  registers: [registry],
});

export const accountBudgetWaitSeconds = new Counter({
  name: `${METRIC_PREFIX}account_budget_wait_seconds_total`,
  help: "The time each account's calls waited for each music service's budget.",
  labelNames: ['service', 'account'] as const,
  registers: [registry],
});

export const webhookDeliveries = new Counter({
  name: `${METRIC_PREFIX}webhook_deliveries_total`,
  help: 'Webhook delivery attempts, by outcome (succeeded, retry, failed, gone, skipped).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const queueJobs = new Gauge({
  name: `${METRIC_PREFIX}queue_jobs`,
  help: 'Jobs in each queue by state, read from Redis when scraped.',
  labelNames: ['queue', 'state'] as const,
  registers: [scrapeRegistry],
});

export const liveProcesses = new Gauge({
  name: `${METRIC_PREFIX}processes`,
  help: 'Processes whose metrics this scrape merged, by role.',
  labelNames: ['role'] as const,
  registers: [scrapeRegistry],
});

let runtimeRole: string | null = null;

/**
 * Starts the runtime metrics (CPU, memory, event loop, GC) of this process. They are labelled
 * with the process's role and id: summing two processes' heaps or event-loop lags means nothing,
 * so each process keeps series of its own. A process running both roles (tests) keeps the first.
 */
export function collectRuntimeMetrics(role: string): void {
  if (runtimeRole) return;
  runtimeRole = role;
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX, labels: { role, process: PROCESS_ID } });
}

/**
 * A metric's children by label values, each made once: prom-client checks and copies the labels
 * every time a child is asked for, which on the request path cost every request that again.
 * Label values are bounded (routes, services, outcomes), and so is this map.
 */
export function childrenOf<Child>(metric: { labels(...values: string[]): Child }): (...values: string[]) => Child {
  const made = new Map<string, Child>();
  return (...values) => {
    const key = values.join('\u0000');
    let child = made.get(key);
    if (!child) {
      child = metric.labels(...values);
      made.set(key, child);
    }
    return child;
  };
}
