import '../src/dev/localEnvironment.js';
import express from 'express';
import { loadConfig } from '../src/config.js';
import { openRuntime } from '../src/runtime.js';
import { authenticateRequests, createAuthenticator } from '../src/auth/authenticate.js';
import { followCredentialChanges } from '../src/auth/cache.js';
import { allow, POLICIES } from '../src/auth/policies.js';
import { addressRateLimit } from '../src/http/rateLimit.js';
import { accountRateLimit } from '../src/auth/accountRateLimit.js';
import { errorHandler } from '../src/http/errorHandler.js';

// The server of `npm run bench:auth`: one cheap JSON read mounted twice, behind the real
// authentication and account rate limit, and behind the address rate limit only, so that the
// difference between the two is the cost of authentication.

const config = loadConfig();
const runtime = await openRuntime(config);
const authenticator = createAuthenticator({
  cacheMs: config.credentialCacheMs,
  devToken: { maxAgeSeconds: config.devTokenMaxAgeSeconds, clockToleranceSeconds: 5 },
});
const subscriber = runtime.redis.duplicate();
await followCredentialChanges(subscriber, config.redisPrefix, authenticator.cache);

const read: express.RequestHandler = (_req, res) => {
  res.json({ results: [{ id: 'track-1', name: 'A song' }], nextParam: null, totalItems: 1 });
};
const app = express();
app.get('/open/read', addressRateLimit(runtime.redis, config.redisPrefix, config.rateLimitPerMinute), read);
app.get(
  '/auth/read',
  authenticateRequests(authenticator),
  allow(POLICIES.public),
  accountRateLimit(runtime.redis, config.redisPrefix, {
    secretPerMinute: config.rateLimitPerMinute,
    publicPerMinute: config.publicRateLimitPerMinute,
  }),
  read,
);
app.use(errorHandler);
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => {
  server.close();
  subscriber.disconnect();
  void runtime.close().then(() => process.exit(0));
});
