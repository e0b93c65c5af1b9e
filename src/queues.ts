import { Queue, type ConnectionOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { currentRequestId } from './requestId.js';
import { queuePrefix } from './redis.js';

/** Every queue of the system, one per kind of work (the README's "Processes"). */
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

/** `data` with the id of the request the code running now serves, if it serves one. */
function stamped<T>(data: T): T {
  const requestId = currentRequestId();
  return requestId ? ({ ...(data as object), requestId } as T) : data;
}

/**
 * A queue whose jobs carry the id of the request they were queued for, read from the async
 * context (src/requestId.ts): a web request's, or, in the worker, that of the job being processed.
 * Every job of the system is added through one of these, so no caller passes the id and none can
 * forget it. A scheduler's runs are nobody's request and carry none.
 */
class RequestQueue<T extends object> extends Queue<T> {
  override add(...[name, data, options]: Parameters<Queue<T>['add']>): ReturnType<Queue<T>['add']> {
    return super.add(name, stamped(data), options);
  }

  override addBulk(jobs: Parameters<Queue<T>['addBulk']>[0]): ReturnType<Queue<T>['addBulk']> {
    return super.addBulk(jobs.map((job) => ({ ...job, data: stamped(job.data) })));
  }
}

/**
 * Opens a producer handle on every queue, under the configured Redis prefix (hash-tagged on a
 * cluster: `queuePrefix`).
 */
export function openQueues(connection: ConnectionOptions, prefix: string): Queues {
  const keyPrefix = 'isCluster' in connection ? queuePrefix(prefix, connection as Redis) : `${prefix}:bull`;
  const open = <K extends QueueName>(name: K) =>
    new RequestQueue<JobPayloads[K]>(name, { connection, prefix: keyPrefix });
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
