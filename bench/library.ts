import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import got from 'got';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { connectDatabase, ensureDatabase } from '../src/db/database.js';
import { migrateUp } from '../src/db/migrator.js';
import { createAccount } from '../src/accounts/commands.js';
import { connectRedis } from '../src/redis.js';
import { SEEDED_PASSWORD } from '../src/emulators/catalogue/index.js';
import { createInterface } from 'node:readline';

// `npm run bench:library`: B1 (playlists) and B7 (liked tracks) through our API beside the same
// reads made directly against the Spotify emulator, with the same connections and duration.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

async function measure(url: string, authorization: string) {
  const run = (duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers: { authorization } }) as unknown as Promise<autocannon.Result>;
  await run(1);
  const result = await run(SECONDS);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/** Median latency of calls made one after another on one kept-alive connection (autocannon rounds to whole ms). */
async function sequentialP50(url: string, authorization: string, calls = 1_000): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(calls / 2)].toFixed(2));
}

async function main() {
  const name = `bench_library_${randomBytes(4).toString('hex')}`;
  const base = loadConfig();
  const url = new URL(base.databaseUrl);
  url.pathname = `/${name}`;
  const emulatorProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/spotifyEmulatorServer.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [emulatorUrl, directToken] = await new Promise<string[]>((resolve) => {
    createInterface({ input: emulatorProcess.stdout! }).on('line', (line) => {
      if (line.startsWith('LISTENING ')) resolve(line.split(' ').slice(1));
    });
  });
  const port = 3900 + Math.floor(Math.random() * 50);
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    REDIS_PREFIX: name,
    LOG_LEVEL: 'silent',
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_PER_MINUTE: '100000000',
    SPOTIFY_REQUESTS_PER_SECOND: '1000000',
    MUSIC_SERVICE_EMULATORS: JSON.stringify({ spotify: emulatorUrl }),
  };
  const config = loadConfig(env);
  await ensureDatabase(config.databaseUrl);
  const sequelize = await connectDatabase(config.databaseUrl, { poolMax: 2 });
  await migrateUp(sequelize);
  const { key } = await createAccount({ slug: 'bench', name: 'Bench', returnUrls: ['https://partner.example/back'], enabledIntegrations: ['spotify'] });
  await sequelize.close();

  const web = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-lib'] : []), '--import', 'tsx', 'src/server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const target = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${target}/health/ready`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  // Sign the demo user in, the way a browser would.
  const start = await got(`${target}/connect/bench/spotify/auth`, { searchParams: { returnUrl: 'https://partner.example/back' }, followRedirect: false });
  const authorize = new URL(start.headers.location!);
  const posted = await got.post(authorize.toString(), { form: { ...Object.fromEntries(authorize.searchParams), email: 'demo@listeners.example', password: SEEDED_PASSWORD, decision: 'allow' }, followRedirect: false });
  const back = await got(posted.headers.location!, { followRedirect: false });
  const uuid = new URL(back.headers.location!).searchParams.get('integrationUserUUID')!;
  const direct = `Bearer ${directToken}`;
  const basic = `Basic ${Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64')}`;

  const pair = async (apiPath: string, directPath: string) => {
    const viaApi = await measure(`${target}/${apiPath}`, basic);
    const viaEmulator = await measure(`${emulatorUrl}/${directPath}`, direct);
    // One connection: the latency our API adds to a call when nothing queues.
    const oneApi = await sequentialP50(`${target}/${apiPath}`, basic);
    const oneEmulator = await sequentialP50(`${emulatorUrl}/${directPath}`, direct);
    return {
      single_api_p50_ms: oneApi,
      single_direct_p50_ms: oneEmulator,
      single_added_p50_ms: Number((oneApi - oneEmulator).toFixed(2)),
      api_rps: viaApi.rps,
      direct_rps: viaEmulator.rps,
      ratio: Number((viaApi.rps / viaEmulator.rps).toFixed(3)),
      api_p50_ms: viaApi.p50,
      direct_p50_ms: viaEmulator.p50,
      added_p50_ms: Number((viaApi.p50 - viaEmulator.p50).toFixed(2)),
      api_p99_ms: viaApi.p99,
    };
  };
  const result = {
    b1: await pair(`api/${uuid}/playlists?limitParam=50`, 'v1/me/playlists?limit=50'),
    b7: await pair(`api/${uuid}/liked/tracks?limitParam=50`, 'v1/me/tracks?limit=50'),
    connections: CONNECTIONS,
    seconds: SECONDS,
  };

  web.kill('SIGTERM');
  await new Promise((r) => web.once('exit', r));
  emulatorProcess.kill('SIGTERM');
  await new Promise((r) => emulatorProcess.once('exit', r));
  const redis = await connectRedis(config.redisUrl);
  const keys = await redis.keys(`${name}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  const admin = new pg.Client({ connectionString: base.databaseUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();

  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/library.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(`library bench: ${CONNECTIONS} connections, ${SECONDS} s, pages of 50 (target: ratio >= 0.7, added p50 < 2 ms)`);
  console.table({ 'B1 playlists': result.b1, 'B7 liked tracks': result.b7 });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
