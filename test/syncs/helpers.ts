import { createAdapters } from '../../src/integrations/registry.js';
import { MatchCache } from '../../src/matching/cache.js';
import type { SyncDeps } from '../../src/syncs/deps.js';
import type { UsedSystem } from '../helpers/useSystem.js';

/** What a sync run needs, from a test file's system: its database, Redis and adapters, as a worker has them. */
export function syncDeps(used: UsedSystem): SyncDeps {
  const { runtime } = used.system.web;
  const { config } = used.system;
  return {
    sequelize: runtime.sequelize,
    redis: runtime.redis,
    redisPrefix: config.redisPrefix,
    keyring: runtime.keyring,
    adapters: createAdapters(config.env, runtime.redis, config.redisPrefix),
    cache: new MatchCache(runtime.sequelize),
  };
}
