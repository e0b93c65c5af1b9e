import '../src/dev/localEnvironment.js';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import got from 'got';
import { loadConfig } from '../src/config.js';
import { connectRedis } from '../src/redis.js';
import { createAdapters } from '../src/integrations/registry.js';
import type { ServiceTokens, UserSession } from '../src/integrations/types.js';
import { startEmulatorProcess, stopProcess } from './kit/processes.js';
import { writeResult } from './kit/results.js';

// `npm run bench:upstream`: the Spotify adapter (got, the shared Redis budget, call counting,
// mapping) against its emulator in a process of its own, beside the same read made directly with
// got on a kept-alive connection: calls per second with the same concurrency, interleaved runs.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = 3;

async function rate(call: () => Promise<unknown>): Promise<number> {
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  const lane = async () => {
    while (Date.now() < until) {
      await call();
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return done / SECONDS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const emulator = await startEmulatorProcess(['spotify']);
  const url = emulator.urls.spotify!;
  const token = emulator.listeners.spotify!.demo.accessToken;
  const config = loadConfig();
  const prefix = `bench_upstream_${randomBytes(4).toString('hex')}`;
  const redis = await connectRedis(config.redisUrl);
  const adapter = createAdapters(
    { ...process.env, ...emulator.env, SPOTIFY_REQUESTS_PER_SECOND: '1000000' },
    redis,
    prefix,
  ).get('spotify')!;
  const tokens: ServiceTokens = { accessToken: token, refreshToken: null, expiresAt: null, scope: null, raw: {} };
  const session: UserSession = { key: 'bench', country: null, tokens: async () => tokens, refresh: async () => tokens };
  const direct = got.extend({
    prefixUrl: `${url}/v1`,
    headers: { authorization: `Bearer ${token}` },
    agent: { http: new Agent({ keepAlive: true, maxSockets: 64 }) },
    retry: { limit: 0 },
  });

  const viaAdapter: number[] = [];
  const viaDirect: number[] = [];
  await rate(() => adapter.playlists(session, { limit: 50 }));
  for (let round = 0; round < ROUNDS; round++) {
    viaDirect.push(await rate(() => direct.get('me/playlists', { searchParams: { limit: 50 } }).json()));
    viaAdapter.push(await rate(() => adapter.playlists(session, { limit: 50 })));
  }
  const result = {
    service: 'spotify',
    operation: 'playlists (GET /v1/me/playlists?limit=50)',
    direct_rps: Math.round(median(viaDirect)),
    adapter_rps: Math.round(median(viaAdapter)),
    ratio: Number((median(viaAdapter) / median(viaDirect)).toFixed(3)),
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    rounds: ROUNDS,
  };
  await stopProcess(emulator.child);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await writeResult('upstream', result);
  console.log(
    `upstream bench: median of ${ROUNDS} interleaved ${SECONDS} s runs, ${CONCURRENCY} calls in flight (target: ratio >= 0.9)`,
  );
  console.table([result]);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
