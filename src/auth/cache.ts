import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

/**
 * A bounded in-process cache of verified credentials, refusals and account snapshots. Entries live
 * at most `ttlMs`; when full, the least recently used go first (a flood of bogus tokens can no
 * longer empty it for everyone); every process also drops everything when any process announces a
 * change (revoked key, changed account), so revocation takes effect at once where Redis is up and
 * within `ttlMs` where it is not.
 */
export class CredentialCache {
  private readonly entries: LRUCache<string, { value: unknown }> | null;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 50_000,
  ) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false }) : null;
  }

  get<T>(key: string): T | undefined {
    return this.entries?.get(key)?.value as T | undefined;
  }

  set(key: string, value: unknown, ttlMs = this.ttlMs): void {
    if (!this.entries || ttlMs <= 0) return;
    this.entries.set(key, { value }, { ttl: Math.min(ttlMs, this.ttlMs) });
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  clear(): void {
    this.entries?.clear();
  }
}

const channel = (prefix: string) => `${prefix}:credential-changes`;

/**
 * Tells every web process that credentials or account settings changed. A cluster passes a
 * PUBLISH on to every node, so subscribers on any node hear it.
 */
export async function announceCredentialChange(redis: Redis, prefix: string): Promise<void> {
  await redis.publish(channel(prefix), String(Date.now()));
}

/** Subscribes `cache` to change announcements on a dedicated connection; returns an unsubscribe. */
export async function followCredentialChanges(
  subscriber: Redis,
  prefix: string,
  cache: CredentialCache,
): Promise<() => Promise<void>> {
  subscriber.on('message', (name: string) => {
    if (name === channel(prefix)) cache.clear();
  });
  // After a reconnect we may have missed announcements: start clean. On a cluster the subscription
  // lives on one node and moves to another when that node leaves (failover), silently: a node
  // leaving or joining counts as a reconnect.
  subscriber.on('ready', () => cache.clear());
  subscriber.on('-node', () => cache.clear());
  subscriber.on('+node', () => cache.clear());
  await subscriber.subscribe(channel(prefix));
  return async () => {
    await subscriber.unsubscribe(channel(prefix));
  };
}
