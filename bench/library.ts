import autocannon from 'autocannon';
import { createAccount } from '../src/accounts/commands.js';
import { connectThroughSignIn } from '../src/dev/signIn.js';
import { openScratch } from './kit/scratch.js';
import {
  cpuSeconds,
  lineStartingWith,
  startEmulatorProcess,
  startProcess,
  stopProcess,
  waitUntilUp,
} from './kit/processes.js';
import { writeResult } from './kit/results.js';

// `npm run bench:library`: B1 (playlists) and B7 (liked tracks) through our API beside the same
// reads made directly against the Spotify emulator, with the same connections and duration, and
// the web process's own CPU time per request served (from /proc, over the measured runs only).
// B1's target is read on the demo listener's page (limitParam=50, four playlists on it); the same
// read of a page that holds 50 playlists is measured beside it. On two shared cores a rate
// measures the machine as much as us, and so does CPU: one machine of the same kind spends two and
// a half times what another does on the same code. So each read is also measured against the least
// proxy the stack allows (bench/kit/floorProxy.ts: Express, got, JSON in and out, nothing of ours),
// in turn with it, round by round, on the same machine, and their ratio reported. The API is
// measured in BENCH_ROUNDS runs after a warm-up long enough for the JIT to settle (the first
// seconds of a fresh process cost half as much again per request), and each figure is the median
// of the runs.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Target {
  url: string;
  authorization: string;
  /** The process whose CPU time per request served is measured, if any. */
  cpuOf?: number;
}

/**
 * Throughput and latency at CONNECTIONS of each target, the median of `rounds` runs taken in
 * turn (one run of each target, then the next round), so that what the machine does meanwhile
 * weighs on all of them alike; with `cpuOf`, that process's CPU ms per request served in each run.
 */
async function measure(targets: Target[], rounds = 1) {
  const run = (target: Target, duration: number) =>
    autocannon({
      url: target.url,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: target.authorization },
    }) as unknown as Promise<autocannon.Result>;
  for (const target of targets) await run(target, target.cpuOf === undefined ? 1 : WARMUP_SECONDS);
  const runs = targets.map(() => [] as { rps: number; p50: number; p99: number; cpuMsPerRequest: number | null }[]);
  for (let i = 0; i < rounds; i++)
    for (const [k, target] of targets.entries()) {
      const cpuBefore = target.cpuOf === undefined ? 0 : cpuSeconds(target.cpuOf);
      const result = await run(target, SECONDS);
      const cpuMs = target.cpuOf === undefined ? null : (cpuSeconds(target.cpuOf) - cpuBefore) * 1000;
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${target.url}: ${result.non2xx} non-2xx and ${result.errors} errors`);
      runs[k].push({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuMsPerRequest: cpuMs === null ? null : cpuMs / result.requests.total,
      });
    }
  return runs.map((list) => {
    const cpu = list.map((r) => r.cpuMsPerRequest).filter((v): v is number => v !== null);
    return {
      rps: Math.round(median(list.map((r) => r.rps))),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      cpuMsPerRequest: cpu.length ? Number(median(cpu).toFixed(3)) : null,
      cpuMsPerRequestRuns: cpu.map((v) => Number(v.toFixed(3))),
    };
  });
}

/**
 * Median latency of calls made one after another on one kept-alive connection (autocannon rounds
 * to whole ms), and with `cpuOf`, that process's CPU ms per call. With nothing to share an event
 * loop turn with, each call pays for all it does: less work always shows, which under a loaded
 * closed loop it need not (README, "A library read's cost").
 */
async function sequential(
  url: string,
  authorization: string,
  cpuOf?: number,
  calls = 1_000,
): Promise<{ p50: number; cpuMsPerCall: number | null }> {
  const times: number[] = [];
  const cpuBefore = cpuOf === undefined ? 0 : cpuSeconds(cpuOf);
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  const cpuMsPerCall =
    cpuOf === undefined ? null : Number((((cpuSeconds(cpuOf) - cpuBefore) * 1000) / calls).toFixed(3));
  times.sort((a, b) => a - b);
  return { p50: Number(times[Math.floor(calls / 2)].toFixed(2)), cpuMsPerCall };
}

/** Playlists the heavy listener is given (it has two of its own), so that a page of 50 is full. */
const MANY_PLAYLISTS = Array.from({ length: 60 }, (_, i) => i + 1);

async function main() {
  // B1 is read for the demo listener (four playlists: the page holds four) and for the heavy one,
  // given sixty more (the page holds 50): the first is the figure with a target, as it always was;
  // the second shows what a full page costs besides.
  const emulators = await startEmulatorProcess(['spotify'], { sizedPlaylists: MANY_PLAYLISTS });
  const emulatorUrl = emulators.urls.spotify!;
  const spotifyListeners = emulators.listeners.spotify!;
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
  // The least a proxied read costs on this stack, measured beside ours on the same machine.
  const floorPort = port + 50;
  const floor = startProcess('bench/kit/floorProxy.ts', {
    ...process.env,
    PORT: String(floorPort),
    FLOOR_UPSTREAM: emulatorUrl,
    FLOOR_LISTENERS: JSON.stringify(spotifyListeners),
  });
  await lineStartingWith(floor, 'READY');
  const web = startProcess(
    'src/server.ts',
    scratch.env,
    process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-lib'] : [],
  );
  await waitUntilUp(`${target}/health/ready`);
  const connect = (listener: string) =>
    connectThroughSignIn(target, 'bench', 'spotify', `${listener}@listeners.example`, 'https://partner.example/back');
  const uuids = { demo: await connect('demo'), heavy: await connect('heavy') };
  const basic = `Basic ${Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64')}`;

  const pair = async (listener: 'demo' | 'heavy', userPath: string, directPath: string) => {
    const apiPath = `api/${uuids[listener]}/${userPath}`;
    const direct = `Bearer ${spotifyListeners[listener]!.accessToken}`;
    const floorUrl = `http://127.0.0.1:${floorPort}/floor/${listener}/${directPath}`;
    const [viaApi, viaFloor] = await measure(
      [
        { url: `${target}/${apiPath}`, authorization: basic, cpuOf: web.pid! },
        { url: floorUrl, authorization: basic, cpuOf: floor.pid! },
      ],
      ROUNDS,
    );
    const [viaEmulator] = await measure([{ url: `${emulatorUrl}/${directPath}`, authorization: direct }]);
    // Each round's ratio, ours over the floor's measured right after it: the machine's pace cancels.
    const ratios = viaApi.cpuMsPerRequestRuns.map((cpu, i) => cpu / viaFloor.cpuMsPerRequestRuns[i]);
    // One connection: the latency our API adds to a call when nothing queues.
    const oneApi = await sequential(`${target}/${apiPath}`, basic, web.pid!);
    const oneFloor = await sequential(floorUrl, basic, floor.pid!);
    const oneEmulator = await sequential(`${emulatorUrl}/${directPath}`, direct);
    return {
      single_api_p50_ms: oneApi.p50,
      single_direct_p50_ms: oneEmulator.p50,
      single_added_p50_ms: Number((oneApi.p50 - oneEmulator.p50).toFixed(2)),
      single_web_cpu_ms_per_request: oneApi.cpuMsPerCall,
      single_floor_cpu_ms_per_request: oneFloor.cpuMsPerCall,
      single_cpu_ratio_to_floor: Number((oneApi.cpuMsPerCall! / oneFloor.cpuMsPerCall!).toFixed(2)),
      web_cpu_ms_per_request: viaApi.cpuMsPerRequest,
      web_cpu_ms_per_request_runs: viaApi.cpuMsPerRequestRuns,
      floor_cpu_ms_per_request: viaFloor.cpuMsPerRequest,
      cpu_ratio_to_floor: Number(median(ratios).toFixed(2)),
      cpu_ratio_to_floor_runs: ratios.map((r) => Number(r.toFixed(2))),
      api_rps: viaApi.rps,
      direct_rps: viaEmulator.rps,
      api_p50_ms: viaApi.p50,
      direct_p50_ms: viaEmulator.p50,
      added_p50_ms: Number((viaApi.p50 - viaEmulator.p50).toFixed(2)),
      api_p99_ms: viaApi.p99,
    };
  };
  const result = {
    b1: await pair('demo', 'playlists?limitParam=50', 'v1/me/playlists?limit=50'),
    b7: await pair('demo', 'liked/tracks?limitParam=50', 'v1/me/tracks?limit=50'),
    b1_full_page: await pair('heavy', 'playlists?limitParam=50', 'v1/me/playlists?limit=50'),
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    warmup_seconds: WARMUP_SECONDS,
  };

  await stopProcess(web);
  await stopProcess(floor);
  await stopProcess(emulators.child);
  await scratch.dispose();
  await writeResult('library', result);
  console.log(
    `library bench: ${CONNECTIONS} connections, ${ROUNDS} runs of ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, limitParam=50 (targets: B1 web CPU <= 0.5 ms per request, and <= 1.5 times the floor proxy's on this machine; one connection adds < 2 ms at p50)`,
  );
  const shown = ({
    web_cpu_ms_per_request_runs: _runs,
    cpu_ratio_to_floor_runs: _ratios,
    ...figures
  }: typeof result.b1) => figures;
  console.table({
    'B1 playlists (4 on the page)': shown(result.b1),
    'B7 liked tracks (50)': shown(result.b7),
    'B1 playlists (50 on the page)': shown(result.b1_full_page),
  });
  console.log(
    `web CPU ms per request in each run: B1 ${result.b1.web_cpu_ms_per_request_runs.join(', ')}; B7 ${result.b7.web_cpu_ms_per_request_runs.join(', ')}; B1 with a full page ${result.b1_full_page.web_cpu_ms_per_request_runs.join(', ')}; B1 over the floor in each run: ${result.b1.cpu_ratio_to_floor_runs.join(', ')}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
