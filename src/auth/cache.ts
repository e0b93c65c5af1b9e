import type { Redis } from 'ioredis';

/**
 * A small in-process cache of verified credentials and account snapshots. Entries live at most
 * `ttlMs`; every process also drops everything when any process announces a change (revoked key,
 * changed account), so revocation takes effect at once where Redis is up and within `ttlMs`
 * where it is not.
 */
export class CredentialCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 50_000) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, value: unknown, ttlMs = this.ttlMs): void {
    if (this.ttlMs <= 0 || ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt: Date.now() + Math.min(ttlMs, this.ttlMs) });
  }

  clear(): void {
    this.entries.clear();
  }
}

const channel = (prefix: string) => `${prefix}:credential-changes`;

/** Tells every web process that credentials or account settings changed. */
export async function announceCredentialChange(redis: Redis, prefix: string): Promise<void> {
  await redis.publish(channel(prefix), String(Date.now()));
}

/** Subscribes `cache` to change announcements on a dedicated connection; returns an unsubscribe. */
export async function followCredentialChanges(subscriber: Redis, prefix: string, cache: CredentialCache): Promise<() => Promise<void>> {
  subscriber.on('message', (name: string) => {
    if (name === channel(prefix)) cache.clear();
  });
  // After a reconnect we may have missed announcements: start clean.
  subscriber.on('ready', () => cache.clear());
  await subscriber.subscribe(channel(prefix));
  return async () => {
    await subscriber.unsubscribe(channel(prefix));
  };
}
