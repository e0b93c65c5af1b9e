import test from 'ava';
import express from 'express';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { ServiceClient, retryAfterSeconds } from '../../../src/integrations/http/serviceClient.js';
import { RedisBudget, BudgetExhausted } from '../../../src/integrations/http/budget.js';
import { UpstreamMetrics } from '../../../src/integrations/http/metrics.js';
import { UpstreamError } from '../../../src/integrations/errors.js';
import type { ServiceTokens, UserSession } from '../../../src/integrations/types.js';
import { listen, type Listening } from '../../../src/emulators/kit/server.js';
import { flushMatching } from '../../helpers/redisFlush.js';

const hits = new Map<string, number>();
const hit = (name: string) => {
  const n = (hits.get(name) ?? 0) + 1;
  hits.set(name, n);
  return n;
};

let server: Listening;
let redis: Redis;
const prefix = `test-${randomBytes(6).toString('hex')}`;

test.before(async () => {
  const app = express();
  app.use(express.json());
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/flaky', (_req, res) => void (hit('flaky') === 1 ? res.status(503).json({}) : res.json({ ok: true })));
  app.post('/flaky-post', (_req, res) => {
    hit('flaky-post');
    res.status(503).json({});
  });
  app.get(
    '/limited',
    (_req, res) =>
      void (hit('limited') === 1 ? res.status(429).set('Retry-After', '1').json({}) : res.json({ ok: true })),
  );
  app.get('/limited-long', (_req, res) => void res.status(429).set('Retry-After', '120').json({}));
  app.get('/me', (req, res) => {
    hit('me');
    if (req.headers.authorization === 'Bearer new') return void res.json({ id: 'me' });
    res.status(401).json({ error: 'expired' });
  });
  app.get('/always-401', (_req, res) => void res.status(401).json({}));
  app.get('/missing', (_req, res) => void res.status(404).json({}));
  app.get('/private', (_req, res) => void res.status(403).json({}));
  app.get('/bad', (_req, res) => void res.status(400).json({}));
  app.get('/slow', (_req, res) => void setTimeout(() => res.json({}), 2_000));
  app.get('/error-in-body', (_req, res) => void res.json({ error: { code: 300 } }));
  server = await listen(app);
  redis = new Redis('redis://127.0.0.1:6379');
});

test.after.always(async () => {
  await flushMatching(redis, `${prefix}:*`);
  redis.disconnect();
  await server.close();
});

// Generous by default, so that a loaded machine does not turn an answer into a timeout; the test of
// timeouts sets its own, well under the slow route's delay.
const client = (extra: Partial<ConstructorParameters<typeof ServiceClient>[0]> = {}) =>
  new ServiceClient({ service: 'spotify', baseUrl: server.url, timeoutMs: 5_000, ...extra });

function session(initial: string, next: string | null): UserSession & { refreshes: number } {
  let tokens: ServiceTokens = { accessToken: initial, refreshToken: 'r', expiresAt: null, scope: null, raw: {} };
  const s = {
    key: 'u1',
    country: null,
    refreshes: 0,
    tokens: async () => tokens,
    refresh: async () => {
      s.refreshes += 1;
      if (!next) throw new UpstreamError('spotify', 'reauthRequired', 'refresh refused');
      tokens = { ...tokens, accessToken: next };
      return tokens;
    },
  };
  return s;
}

test('a 2xx answer is returned with its parsed JSON body and counted', async (t) => {
  const metrics = new UpstreamMetrics();
  const res = await client({ metrics }).call<{ ok: boolean }>({ operation: 'ok', path: 'ok' });
  t.is(res.status, 200);
  t.deepEqual(res.body, { ok: true });
  t.deepEqual(metrics.snapshot()['spotify:ok'], { calls: 1, errors: 0, rateLimited: 0 });
});

test('a read that fails with 503 is retried', async (t) => {
  const res = await client().call({ operation: 'flaky', path: 'flaky' });
  t.is(res.status, 200);
  t.is(hits.get('flaky'), 2);
});

test('a POST that fails with 503 is not retried and answers unavailable', async (t) => {
  const err = await t.throwsAsync(client().call({ operation: 'write', method: 'POST', path: 'flaky-post', json: {} }));
  t.is((err as UpstreamError).kind, 'unavailable');
  t.is(hits.get('flaky-post'), 1);
});

test('a short Retry-After is waited out and the call succeeds', async (t) => {
  const res = await client().call({ operation: 'limited', path: 'limited' });
  t.is(res.status, 200);
  t.is(hits.get('limited'), 2);
});

test('a long Retry-After fails with rateLimited and its seconds', async (t) => {
  const err = (await t.throwsAsync(client().call({ operation: 'limited', path: 'limited-long' }))) as UpstreamError;
  t.is(err.kind, 'rateLimited');
  t.is(err.details.retryAfterSeconds, 120);
});

test('a refused user token is refreshed once and the call repeated', async (t) => {
  const s = session('old', 'new');
  const res = await client().call<{ id: string }>({ operation: 'me', path: 'me', user: s });
  t.is(res.body.id, 'me');
  t.is(s.refreshes, 1);
});

test('a token still refused after one refresh means the user must sign in again', async (t) => {
  const s = session('old', 'still-bad');
  const err = (await t.throwsAsync(client().call({ operation: 'me', path: 'always-401', user: s }))) as UpstreamError;
  t.is(err.kind, 'reauthRequired');
  t.is(s.refreshes, 1);
});

test('a refresh the service refuses surfaces as reauthRequired', async (t) => {
  const s = session('old', null);
  const err = (await t.throwsAsync(client().call({ operation: 'me', path: 'me', user: s }))) as UpstreamError;
  t.is(err.kind, 'reauthRequired');
});

test('404, 403 and 400 map to notFound, forbidden and rejected', async (t) => {
  const kinds = await Promise.all(
    ['missing', 'private', 'bad'].map((path) =>
      client()
        .call({ operation: path, path })
        .catch((err: UpstreamError) => err.kind),
    ),
  );
  t.deepEqual(kinds, ['notFound', 'forbidden', 'rejected']);
});

test('a timeout on a read is retried, then answers unavailable', async (t) => {
  const err = (await t.throwsAsync(
    client({ retries: 1, timeoutMs: 200 }).call({ operation: 'slow', path: 'slow' }),
  )) as UpstreamError;
  t.is(err.kind, 'unavailable');
});

test('a service-specific error in a 200 body can ask for a token refresh', async (t) => {
  const s = session('old', null);
  const err = (await t.throwsAsync(
    client().call({
      operation: 'body',
      path: 'error-in-body',
      user: s,
      interpret: (r) => ((r.body as { error?: unknown }).error ? 'tokenRefused' : null),
    }),
  )) as UpstreamError;
  t.is(err.kind, 'reauthRequired');
  t.is(s.refreshes, 1);
});

test('Retry-After is read as seconds or as an HTTP date', (t) => {
  t.is(retryAfterSeconds('7'), 7);
  t.is(retryAfterSeconds(undefined), null);
  const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
  const seconds = retryAfterSeconds(inTenSeconds)!;
  t.true(seconds > 8 && seconds <= 10);
});

/** A call of one account's interactive flow, for the user `userKey`. */
const call = (userKey: string | null) => ({ accountId: 'one-account', priority: 'interactive' as const, userKey });

test('the shared budget spreads calls over one-second windows across processes', async (t) => {
  // Two budgets on one Redis stand for two processes sharing one service limit.
  const limits = () => ({ perSecond: 4 });
  const a = new RedisBudget(redis, prefix, limits);
  const b = new RedisBudget(redis, prefix, limits);
  const started = Date.now();
  await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).take('svc', call(null), 10_000)));
  // Ten calls at four per one-second window need three windows: the last starts at least a second after the first.
  t.true(Date.now() - started >= 1_000, `took ${Date.now() - started} ms`);
});

test('a pause after a 429 stops every process calling the service', async (t) => {
  const a = new RedisBudget(redis, prefix, () => ({ perSecond: 100 }));
  const b = new RedisBudget(redis, prefix, () => ({ perSecond: 100 }));
  await a.pause('paused-svc', 30);
  const err = await t.throwsAsync(b.take('paused-svc', call(null), 100));
  t.true(err instanceof BudgetExhausted);
  t.true((err as BudgetExhausted).retryAfterSeconds >= 29);
});

test('a per-user budget limits one user without limiting another', async (t) => {
  const budget = new RedisBudget(redis, prefix, () => ({ perSecond: 1000, perUserPerSecond: 1 }));
  // All three calls must fall in one one-second window: start at the beginning of one.
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
  await budget.take('per-user', call('alice'), 100);
  await budget.take('per-user', call('bob'), 100);
  const err = await t.throwsAsync(budget.take('per-user', call('alice'), 0));
  t.true(err instanceof BudgetExhausted);
});
