import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import got from 'got';
import { createAccount } from '../src/accounts/commands.js';
import { openQueues, closeQueues } from '../src/queues.js';
import { connectThroughSignIn } from '../src/dev/signIn.js';
import { startTransfer } from '../src/transfers/runner.js';
import { Transfer } from '../src/transfers/models.js';
import { openScratch } from './kit/scratch.js';
import { cpuSeconds, rssMb, startEmulatorProcess, startProcess, stopProcess, waitUntilUp } from './kit/processes.js';
import { writeResult } from './kit/results.js';

// `npm run bench:load`: mixed partner traffic against the web and worker processes as the Procfile
// runs them (compiled), from this process with autocannon, for LOAD_SECONDS (default 300):
// catalogue search, library reads, user reads and unmatched-item pages, while transfers run in the
// worker. Each kind of traffic keeps a few requests in flight, each sent as the previous one is
// answered, so the run finds the throughput the machine gives and the latency at that throughput.
// One more partner asks for twice its rate limit, so the 429s our limit gives are part of the run.
// Reports throughput, latency percentiles and errors per kind of traffic, and the memory and CPU of
// each process.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const WARM_UP_SECONDS = 15;
/** Partners sharing the traffic, each well under its rate limit. */
const ACCOUNTS = 16;
/** Requests in flight of each kind of traffic. */
const IN_FLIGHT = { search: 2, library: 4, users: 2, unmatched: 1 };
/** Our per-account limit for this run; the greedy partner asks for twice as much. */
const LIMIT_PER_MINUTE = 6_000;
const GREEDY_RATE = (2 * LIMIT_PER_MINUTE) / 60;
/** A new transfer of 1,000 tracks every so often, so the worker works while the web answers. */
const TRANSFER_EVERY_MS = 20_000;
const SAMPLE_EVERY_MS = 5_000;
const RETURN = 'https://partner.example/back';

interface Partner {
  slug: string;
  accountId: string;
  basic: string;
  listener: string;
  source: string;
  destination: string;
  cursors: string[];
}

type Kind = keyof typeof IN_FLIGHT | 'greedy';
interface Request {
  method: 'GET' | 'POST';
  path: string;
  authorization: string;
  body?: unknown;
}

/** Least-squares slope of (minute, MB) points, in MB per minute. */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

function load(target: string, connections: number, rate: number | undefined, seconds: number, next: () => Request) {
  return autocannon({
    url: target,
    connections,
    // The latencies as measured: autocannon's correction assumes evenly spaced requests, which its pacing does not send.
    ...(rate ? { overallRate: rate, ignoreCoordinatedOmission: true } : {}),
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (req) => {
          const r = next();
          return {
            ...req,
            method: r.method,
            path: r.path,
            headers: { authorization: r.authorization, 'content-type': 'application/json' },
            body: r.body === undefined ? undefined : JSON.stringify(r.body),
          };
        },
      },
    ],
  }) as unknown as Promise<autocannon.Result>;
}

async function main() {
  console.log('building (the load runs the compiled processes of the Procfile)');
  execFileSync('npx', ['tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });
  const emulators = await startEmulatorProcess(['spotify', 'deezer']);
  const port = 3950 + Math.floor(Math.random() * 40);
  const target = `http://127.0.0.1:${port}`;
  const scratch = await openScratch(
    'load',
    {
      ...emulators.env,
      PORT: String(port),
      BASE_URL: target,
      RATE_LIMIT_PER_MINUTE: String(LIMIT_PER_MINUTE),
      // The services' quotas are theirs, not ours: lifted, so the run measures our processes.
      SPOTIFY_REQUESTS_PER_SECOND: '1000000',
      DEEZER_REQUESTS_PER_SECOND: '1000000',
    },
    { poolMax: 4 },
  );
  const accounts = [];
  for (let i = 0; i <= ACCOUNTS; i++) {
    accounts.push(
      await createAccount({
        slug: `load${i}`,
        name: `Load ${i}`,
        returnUrls: [RETURN],
        enabledIntegrations: ['spotify', 'deezer'],
        isTransferServiceEnabled: true,
      }),
    );
  }
  const web = startProcess('dist/src/server.js', scratch.env);
  const worker = startProcess('dist/workers/index.js', scratch.env);
  const queues = openQueues({ url: scratch.config.redisUrl }, scratch.config.redisPrefix);
  await waitUntilUp(`${target}/health/ready`);
  while ((await queues.transfer.getWorkersCount()) === 0) await new Promise((r) => setTimeout(r, 200));

  console.log(`signing listeners in for ${ACCOUNTS + 1} partners`);
  // Each partner: the demo listener for reads, and a listener on both services for transfers.
  const t0 = new Date();
  const partners: Partner[] = [];
  for (const { account, key } of accounts) {
    const basic = `Basic ${Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64')}`;
    partners.push({
      slug: account.slug,
      accountId: account.id,
      basic,
      listener: await connectThroughSignIn(target, account.slug, 'spotify', 'demo@listeners.example', RETURN),
      source: await connectThroughSignIn(target, account.slug, 'spotify', 'medium@listeners.example', RETURN),
      destination: await connectThroughSignIn(target, account.slug, 'deezer', 'medium@listeners.example', RETURN),
      cursors: [],
    });
  }
  const greedy = partners.pop()!;
  const api = (partner: Partner) => got.extend({ prefixUrl: target, headers: { authorization: partner.basic } });
  const playlists: { id: string; name: string }[] = (
    await api(partners[0]).get(`api/${partners[0].source}/playlists`).json<any>()
  ).results;
  const chill = playlists.find((p) => p.name === 'Chill')!.id;
  const everything = playlists.find((p) => p.name === 'Everything 2019')!.id;
  const transferOf = (partner: Partner, playlist: string) =>
    startTransfer(
      { queues },
      {
        accountId: partner.accountId,
        source: { id: partner.source, service: 'spotify' },
        destination: { id: partner.destination, service: 'deezer' },
        selection: { playlists: [playlist], likedTracks: false, albums: false, artists: false },
      },
    );
  const waitFor = async (ids: string[], timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const rows = await Transfer.findAll({ where: { id: ids }, attributes: ['id', 'status'] });
      if (rows.every((r) => r.status === 'completed' || r.status === 'failed') || Date.now() > until) return rows;
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  console.log('a first transfer per partner');
  // A finished transfer per partner, so that the unmatched pages have rows; and each partner's second page.
  await waitFor(await Promise.all(partners.map(async (p) => (await transferOf(p, chill)).id)), 120_000);
  for (const partner of partners) {
    const first = await api(partner)
      .get('public/transfers/unmatched', { searchParams: { from: t0.toISOString(), limit: 20 } })
      .json<any>();
    if (first.nextCursor) partner.cursors.push(first.nextCursor);
  }
  // Search terms: the medium listener's liked tracks, as a partner app would search them.
  const liked: { name: string; artists: { name: string }[] }[] = [];
  for (let next: string | null = null; liked.length < 400;) {
    const page: any = await api(partners[0])
      .get(`api/${partners[0].source}/liked/tracks`, {
        searchParams: { limitParam: 50, ...(next ? { nextParam: next } : {}) },
      })
      .json();
    liked.push(...page.results);
    next = page.nextParam;
    if (!next) break;
  }

  let turn = 0;
  const partner = () => partners[turn++ % partners.length];
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  const traffic: Record<Kind, { connections: number; rate?: number; next: () => Request }> = {
    search: {
      connections: IN_FLIGHT.search,
      next: () => {
        const track = pick(liked);
        return {
          method: 'POST',
          path: '/public/search',
          authorization: partner().basic,
          body: { type: 'track', track: track.name, artist: track.artists[0]?.name, sources: ['spotify', 'deezer'] },
        };
      },
    },
    library: {
      connections: IN_FLIGHT.library,
      next: () => {
        const p = partner();
        return {
          method: 'GET',
          path:
            Math.random() < 0.5
              ? `/api/${p.listener}/playlists?limitParam=50`
              : `/api/${p.listener}/liked/tracks?limitParam=50`,
          authorization: p.basic,
        };
      },
    },
    users: {
      connections: IN_FLIGHT.users,
      next: () => {
        const p = partner();
        return {
          method: 'GET',
          path: Math.random() < 0.5 ? `/public/integrations/user/${p.listener}` : `/api/${p.listener}/users/profile`,
          authorization: p.basic,
        };
      },
    },
    unmatched: {
      connections: IN_FLIGHT.unmatched,
      next: () => {
        const p = partner();
        const cursor = p.cursors.length && Math.random() < 0.5 ? `&cursor=${encodeURIComponent(p.cursors[0])}` : '';
        return {
          method: 'GET',
          path: `/public/transfers/unmatched?from=${encodeURIComponent(t0.toISOString())}&limit=20${cursor}`,
          authorization: p.basic,
        };
      },
    },
    greedy: {
      connections: 4,
      rate: GREEDY_RATE,
      next: () => ({
        method: 'GET',
        path: `/api/${greedy.listener}/playlists?limitParam=50`,
        authorization: greedy.basic,
      }),
    },
  };
  const run = (seconds: number) =>
    Promise.all(
      Object.entries(traffic).map(
        async ([kind, t]) => [kind, await load(target, t.connections, t.rate, seconds, t.next)] as const,
      ),
    );

  const processes = { web: web.pid!, worker: worker.pid!, emulators: emulators.child.pid! };
  const memory = () =>
    Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, rssMb(pid)])) as Record<
      keyof typeof processes,
      number
    >;
  console.log(`warming up for ${WARM_UP_SECONDS} s`);
  await run(WARM_UP_SECONDS);
  await new Promise((r) => setTimeout(r, 3_000));
  const before = memory();

  console.log(
    `load: ${Object.entries(traffic)
      .map(([k, t]) => `${k} ${t.rate ? `${t.rate}/s` : `${t.connections} in flight`}`)
      .join(', ')} for ${SECONDS} s`,
  );
  const started = Date.now();
  const cpuBefore = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, cpuSeconds(pid)]));
  const ownCpuBefore = process.cpuUsage();
  const samples: { minute: number; mb: ReturnType<typeof memory> }[] = [];
  const sampler = setInterval(
    () => samples.push({ minute: (Date.now() - started) / 60_000, mb: memory() }),
    SAMPLE_EVERY_MS,
  );
  const transfers: string[] = [];
  let launchFailures = 0;
  const launcher = setInterval(
    () =>
      void transferOf(partners[transfers.length % partners.length], everything).then(
        (t) => transfers.push(t.id),
        () => (launchFailures += 1),
      ),
    TRANSFER_EVERY_MS,
  );
  const results = Object.fromEntries(await run(SECONDS));
  clearInterval(launcher);
  clearInterval(sampler);
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const cpu = {
    ...Object.fromEntries(
      Object.entries(processes).map(([name, pid]) => [
        name,
        Math.round((100 * (cpuSeconds(pid) - cpuBefore[name])) / SECONDS),
      ]),
    ),
    load_generator: Math.round((ownCpu.user + ownCpu.system) / 1e4 / SECONDS),
  };
  await new Promise((r) => setTimeout(r, 5_000));
  const after = memory();
  const finished = await waitFor(transfers, 180_000);

  const kinds = Object.fromEntries(
    Object.entries(results).map(([kind, r]) => {
      const codes = r.statusCodeStats as unknown as Record<string, { count: number }>;
      const limited = codes['429']?.count ?? 0;
      const ok = Object.entries(codes)
        .filter(([c]) => c.startsWith('2'))
        .reduce((s, [, v]) => s + v.count, 0);
      return [
        kind,
        {
          in_flight: traffic[kind as Kind].connections,
          rps: Number((r.requests.total / SECONDS).toFixed(1)),
          ok,
          rate_limited: limited,
          errors: r.errors + r.timeouts + r.non2xx - limited,
          p50_ms: r.latency.p50,
          p99_ms: r.latency.p99,
          p99_9_ms: r.latency.p99_9,
          max_ms: r.latency.max,
        },
      ];
    }),
  );
  // Readings swing by a sixth with the collector's rhythm, so a leak shows in the floor: each
  // minute's lowest reading, after the first minute's warm-up.
  const minutes = Array.from({ length: Math.floor(SECONDS / 60) }, (_, m) => m).slice(1);
  const processMemory = Object.fromEntries(
    (Object.keys(processes) as (keyof typeof processes)[]).map((name) => {
      const floors = minutes.map((m): [number, number] => [
        m,
        Math.min(...samples.filter((s) => s.minute >= m && s.minute < m + 1).map((s) => s.mb[name])),
      ]);
      return [
        name,
        {
          before_mb: before[name],
          after_mb: after[name],
          peak_mb: Math.max(...samples.map((s) => s.mb[name])),
          floor_mb_by_minute: floors.map(([, mb]) => mb),
          floor_slope_mb_per_min: Number(slope(floors).toFixed(2)),
        },
      ];
    }),
  );
  const all = Object.values(kinds);
  const result = {
    seconds: SECONDS,
    accounts: ACCOUNTS + 1,
    rate_limit_per_minute: LIMIT_PER_MINUTE,
    total_rps: Number(all.reduce((s, k) => s + k.rps, 0).toFixed(1)),
    errors: all.reduce((s, k) => s + k.errors, 0),
    rate_limited: all.reduce((s, k) => s + k.rate_limited, 0),
    worst_p99_ms: Math.max(...all.map((k) => k.p99_ms)),
    worst_p99_9_ms: Math.max(...all.map((k) => k.p99_9_ms)),
    transfers_started: transfers.length,
    transfers_completed: finished.filter((t) => t.status === 'completed').length,
    transfers_not_started: launchFailures,
    kinds,
    memory: processMemory,
    /** Share of one core each process used during the run, in percent. */
    cpu_percent: cpu,
    memory_samples: samples.map((s) => ({ minute: Number(s.minute.toFixed(2)), ...s.mb })),
  };

  await closeQueues(queues);
  await Promise.all([stopProcess(web), stopProcess(worker), stopProcess(emulators.child)]);
  await scratch.dispose();
  await writeResult('load', result);
  console.log(
    `load bench: ${SECONDS} s of mixed traffic from ${ACCOUNTS} partners and one asking for twice its limit of ${LIMIT_PER_MINUTE}/min (target: 0 errors other than 429; no memory growth)`,
  );
  console.table(kinds);
  console.table(processMemory);
  console.log(
    `CPU during the run, % of one core (the machine has ${availableParallelism()}): ${Object.entries(cpu)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`transfers during the run: ${result.transfers_completed} of ${result.transfers_started} completed`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
