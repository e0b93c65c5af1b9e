import autocannon from 'autocannon';
import { createAccount } from '../src/accounts/commands.js';
import { connectThroughSignIn } from '../src/dev/signIn.js';
import { openScratch } from './kit/scratch.js';
import { startEmulatorProcess, startProcess, stopProcess, waitUntilUp } from './kit/processes.js';
import { writeResult } from './kit/results.js';

// `npm run bench:library`: B1 (playlists) and B7 (liked tracks) through our API beside the same
// reads made directly against the Spotify emulator, with the same connections and duration.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

async function measure(url: string, authorization: string) {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      headers: { authorization },
    }) as unknown as Promise<autocannon.Result>;
  await run(1);
  const result = await run(SECONDS);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors`);
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
  const emulators = await startEmulatorProcess(['spotify']);
  const emulatorUrl = emulators.urls.spotify!;
  const directToken = emulators.listeners.spotify!.demo.accessToken;
  const port = 3900 + Math.floor(Math.random() * 50);
  const target = `http://127.0.0.1:${port}`;
  const scratch = await openScratch('library', {
    ...emulators.env,
    PORT: String(port),
    BASE_URL: target,
    RATE_LIMIT_PER_MINUTE: '100000000',
    SPOTIFY_REQUESTS_PER_SECOND: '1000000',
  });
  const { key } = await createAccount({
    slug: 'bench',
    name: 'Bench',
    returnUrls: ['https://partner.example/back'],
    enabledIntegrations: ['spotify'],
  });
  const web = startProcess(
    'src/server.ts',
    scratch.env,
    process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-lib'] : [],
  );
  await waitUntilUp(`${target}/health/ready`);
  const uuid = await connectThroughSignIn(
    target,
    'bench',
    'spotify',
    'demo@listeners.example',
    'https://partner.example/back',
  );
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

  await stopProcess(web);
  await stopProcess(emulators.child);
  await scratch.dispose();
  await writeResult('library', result);
  console.log(
    `library bench: ${CONNECTIONS} connections, ${SECONDS} s, pages of 50 (target: ratio >= 0.7, added p50 < 2 ms)`,
  );
  console.table({ 'B1 playlists': result.b1, 'B7 liked tracks': result.b7 });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
