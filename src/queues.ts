import { Queue, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { currentRequestId } from './requestId.js';
import { queuePrefix } from './redis.js';

/** Every queue of the system, one per kind of work (DESIGN.md, Processes). */
export const QUEUES = {
  tokenRefresh: 'token-refresh',
  librarySnapshot: 'library-snapshot',
  transfer: 'transfer',
  unmatched: 'unmatched',
  webhooks: 'webhooks',
  maintenance: 'maintenance',
  sync: 'sync',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job payloads, by queue. Jobs carry ids, never secrets. */
export interface JobPayloads {
  'token-refresh': { integrationUserId: string };
  'library-snapshot': { snapshotId: string };
  /** `after`: for a match step, the key [groupIndex, position] of the last item the chunk before it matched. */
  transfer: { transferId: string; step: 'start' | 'match' | 'write' | 'finish'; after?: [number, number] };
  /** Items of a transfer as [groupIndex, position]; null: every unmatched and failed item. */
  unmatched: { transferId: string; items: [number, number][] | null };
  webhooks: { deliveryIds: string[] };
  maintenance: {
    task: 'expirySweep' | 'tokenRefreshSweep' | 'transferSweep' | 'syncSweep' | 'webhookSweep' | 'reseal';
  };
  /** `again`: a run asked for while another run of the sync was under way, tried once more. */
  sync: { syncId: string; again?: boolean };
}

/** What every job may carry besides its payload: the id of the request that queued it. */
export interface JobTrace {
  requestId?: string;
}

export type Queues = { [K in QueueName]: Queue<JobPayloads[K]> };

const stamped = <T>(data: T, requestId: string | undefined): T =>
  requestId ? ({ ...(data as object), requestId } as T) : data;

/**
 * Makes a queue's jobs carry the id of the request that queued them, so the worker's lines name it:
 * in the worker, a job queued while another runs carries that job's request id (the job's context).
 */
function traced<T extends object>(queue: Queue<T>): Queue<T> {
  const add = queue.add.bind(queue);
  queue.add = ((name, data, options) => add(name, stamped(data, currentRequestId()), options)) as typeof queue.add;
  return queue;
}

/**
 * A queue as one web request sees it: the jobs it queues carry the request's id. The web process
 * keeps no async context (on Node 20 it costs every promise of every request), so a route that
 * queues work says for which request.
 */
export function queueFor<T extends object>(queue: Queue<T>, requestId: string | undefined): Queue<T> {
  if (!requestId) return queue;
  return new Proxy(queue, {
    get(target, property) {
      if (property === 'add')
        return ((name, data, options) => target.add(name, stamped(data, requestId), options)) as typeof target.add;
      if (property === 'addBulk')
        return ((jobs) =>
          target.addBulk(jobs.map((job) => ({ ...job, data: stamped(job.data, requestId) })))) as typeof target.addBulk;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Every queue as one web request sees it (`queueFor`). */
export function queuesFor(queues: Queues, requestId: string | undefined): Queues {
  if (!requestId) return queues;
  const entries = Object.entries(queues).map(([name, queue]) => [name, queueFor(queue as Queue<object>, requestId)]);
  return Object.fromEntries(entries) as Queues;
}

/**
 * Opens a producer handle on every queue, under the configured Redis prefix (hash-tagged on a
 * cluster: `queuePrefix`).
 */
export function openQueues(connection: ConnectionOptions, prefix: string): Queues {
  const keyPrefix = 'isCluster' in connection ? queuePrefix(prefix, connection as Redis) : `${prefix}:bull`;
  const open = <K extends QueueName>(name: K) =>
    traced(new Queue<JobPayloads[K]>(name, { connection, prefix: keyPrefix }));
  return {
    'token-refresh': open('token-refresh'),
    'library-snapshot': open('library-snapshot'),
    transfer: open('transfer'),
    unmatched: open('unmatched'),
    webhooks: open('webhooks'),
    maintenance: open('maintenance'),
    sync: open('sync'),
  };
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}
