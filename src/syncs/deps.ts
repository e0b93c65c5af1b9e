import type { Redis } from 'ioredis';
import type { Adapters } from '../integrations/adapters.js';
import type { MatchCache } from '../matching/cache.js';
import type { TokenDeps } from '../users/tokens.js';

/** What a sync run needs of its process: the database, Redis, the adapters and the match cache. */
export interface SyncDeps extends TokenDeps {
  redis: Redis;
  adapters: Adapters;
  cache: MatchCache;
}
