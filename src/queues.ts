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
  maintenance: { task: 'expirySweep' | 'tokenRefreshSweep' | 'transferSweep' | 'syncSweep' | 'reseal' };
  /** `again`: a run asked for while another run of the sync was under way, tried once more. */
  sync: { syncId: string; again?: boolean };
}

/** What every job may carry besides its payload: the id of the request that queued it. */
export interface JobTrace {
  requestId?: string;
}

export type Queues = { [K in QueueName]: Queue<JobPayloads[K]> };

/** Makes a queue's jobs carry the id of the request that queued them, so the worker's lines name it. */
function traced<T extends object>(queue: Queue<T>): Queue<T> {
  const add = queue.add.bind(queue);
  queue.add = ((name, data, options) => {
    const requestId = currentRequestId();
    return add(name, requestId ? ({ ...(data as object), requestId } as typeof data) : data, options);
  }) as typeof queue.add;
  return queue;
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
