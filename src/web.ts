import type { Server } from 'node:http';
import { loadConfig, type Config } from './config.js';
import { openRuntime, type Runtime } from './runtime.js';
import { createApp } from './app.js';
import { createAuthenticator } from './auth/authenticate.js';
import { followCredentialChanges } from './auth/cache.js';
import { AuthFailureBudget } from './auth/failureBudget.js';
import { log } from './log.js';
import { createAdapters } from './integrations/registry.js';
import { AccountShares } from './accounts/budgetShares.js';
import { ConnectedUserCache, followUserChanges } from './users/userCache.js';
import { watchRedis } from './maintenance/restoreQueuedWork.js';

export interface WebServer {
  url: string;
  runtime: Runtime;
  server: Server;
  stop(): Promise<void>;
}

/** Starts the web process: the partner API and hosted pages on one port. */
export async function startWeb(config: Config = loadConfig()): Promise<WebServer> {
  log.level = config.logLevel;
  const runtime = await openRuntime(config);
  const authenticator = createAuthenticator({
    cacheMs: config.credentialCacheMs,
    devToken: { maxAgeSeconds: config.devTokenMaxAgeSeconds, clockToleranceSeconds: 5 },
  });
  const subscriber = runtime.redis.duplicate();
  subscriber.on('error', () => undefined);
  const unfollow = await followCredentialChanges(subscriber, config.redisPrefix, authenticator.cache);
  const authFailures = new AuthFailureBudget(runtime.redis, config.redisPrefix, config.authFailuresPerMinute);
  const unfollowBlocks = await authFailures.follow(subscriber);
  const userCache = new ConnectedUserCache(config.credentialCacheMs);
  const unfollowUsers = await followUserChanges(config.databaseDirectUrl, userCache);
  const adapters = createAdapters(config.env, runtime.redis, config.redisPrefix, {
    shares: new AccountShares().get,
  });
  const app = createApp({ ...runtime, authenticator, authFailures, adapters, userCache });
  // A web process alone (no worker running) still puts back the schedules an emptied Redis lost.
  const redisWatch = watchRedis(runtime, config.redisCheckMs);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, '0.0.0.0', () => resolve(s));
    s.once('error', reject);
  });
  // Longer than a load balancer's idle timeout, so that it never reuses a socket we just closed.
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://127.0.0.1:${port}`,
    runtime,
    server,
    async stop() {
      // Stop taking connections, let in-flight requests finish, then close Redis and Postgres.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await redisWatch.stop();
      await unfollow().catch(() => undefined);
      await unfollowBlocks();
      await unfollowUsers();
      subscriber.disconnect();
      await runtime.close();
    },
  };
}
