import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Takes a Redis lock that lapses after `lifeMs` (a process that dies cannot hold it for ever),
 * waiting up to `waitMs` for it (0: not at all). Answers its release, or null when it stayed
 * taken. The release removes only our own lock: one that outlived its life may be another's now.
 */
export async function takeLock(
  redis: Redis,
  key: string,
  options: { lifeMs: number; waitMs?: number },
): Promise<(() => Promise<void>) | null> {
  const token = randomUUID();
  const until = Date.now() + (options.waitMs ?? 0);
  while ((await redis.set(key, token, 'PX', options.lifeMs, 'NX')) !== 'OK') {
    if (Date.now() >= until) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    await redis.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end",
      1,
      key,
      token,
    );
  };
}

/** A lock held for as long as its holder lives; `lost()` says when it lapsed or went to another. */
export interface LiveLock {
  lost(): boolean;
  /** Asks Redis whether the lock is still ours; a lock found gone or another's is lost from then on. */
  confirm(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * A lock held for as long as its holder lives: taken for `lifeMs` and renewed every third of it
 * while held, so a long run keeps it and a killed process loses it within `lifeMs`. A renewal
 * that fails or finds the lock gone marks it lost: the holder checks before each write.
 */
export async function takeLiveLock(redis: Redis, key: string, lifeMs: number): Promise<LiveLock | null> {
  const token = randomUUID();
  if ((await redis.set(key, token, 'PX', lifeMs, 'NX')) !== 'OK') return null;
  let lost = false;
  const renew = setInterval(
    () => {
      redis
        .eval(
          "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0",
          1,
          key,
          token,
          lifeMs,
        )
        .then((renewed) => {
          if (renewed !== 1) lost = true;
        })
        .catch(() => {
          lost = true;
        });
    },
    Math.max(100, Math.floor(lifeMs / 3)),
  );
  renew.unref();
  return {
    lost: () => lost,
    async confirm() {
      if (lost) return false;
      // A renewal comes only every third of the lock's life: Redis emptied in between would
      // otherwise leave the holder writing beside a new one for that long.
      const ours = await redis.get(key).then(
        (value) => value === token,
        () => false,
      );
      if (!ours) lost = true;
      return ours;
    },
    async release() {
      clearInterval(renew);
      await redis
        .eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end", 1, key, token)
        .catch(() => {});
    },
  };
}
