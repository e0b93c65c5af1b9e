import got, { type Got } from 'got';
import { Agent } from 'node:http';
import { createAccount } from '../src/accounts/commands.js';
import { createCatalogue } from '../src/emulators/catalogue/index.js';
import { EMULATOR_STARTERS } from '../src/emulators/index.js';
import { EMULATOR_CLIENT, type RunningEmulator } from '../src/emulators/kit/types.js';
import type { ServiceId } from '../src/integrations/serviceIds.js';
import { startTransfer } from '../src/transfers/runner.js';
import { startWeb } from '../src/web.js';
import { startWorkers } from '../workers/worker.js';
import { connectListener } from './kit/listeners.js';
import { writeResult } from './kit/results.js';
import { openScratch } from './kit/scratch.js';

// `npm run bench:fairness`: two partners on one deployment against the Apple Music emulator at its
// usual limit (20 calls a second), our budget set to the same. The quiet partner reads a listener's
// playlists (B1) four times a second, first alone, then while the noisy partner floods catalogue
// searches (C1) from 12 connections and runs a transfer into Apple Music. Measured: the quiet
// partner's rate and p99 alone and shared, the 429s the noisy partner got, and how much of the
// service's limit was used while both ran.

const SERVICE: ServiceId = 'appleMusic';
const LIMIT = 20;
const QUIET_RPS = 4;
const PHASE_S = Number(process.env.BENCH_SECONDS ?? 20);
const NOISY_CONNECTIONS = 12;

interface Phase {
  rps: number;
  p99: number;
  p50: number;
  failed: number;
}

/** Sends a B1 read every 1/QUIET_RPS s, whatever the earlier ones are doing, for `seconds`. */
async function quietPhase(api: Got, path: string, seconds: number): Promise<Phase> {
  const latencies: number[] = [];
  let failed = 0;
  const began = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < seconds * QUIET_RPS; i++) {
    const due = began + (i * 1000) / QUIET_RPS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    pending.push(
      (async () => {
        const sent = performance.now();
        const res = await api.get(path, { searchParams: { limitParam: 25 } });
        if (res.statusCode === 200) latencies.push(performance.now() - sent);
        else failed += 1;
      })(),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), failed };
}

const client = (url: string, basic: string) =>
  got.extend({
    prefixUrl: url,
    headers: { authorization: basic },
    throwHttpErrors: false,
    retry: { limit: 0 },
    timeout: { request: 120_000 },
    agent: { http: new Agent({ keepAlive: true, maxSockets: 64 }) },
  });

async function main() {
  const catalogue = createCatalogue({ recordings: Number(process.env.BENCH_RECORDINGS ?? 20_000) });
  const emulators: Partial<Record<ServiceId, RunningEmulator>> = {
    appleMusic: await EMULATOR_STARTERS.appleMusic!({ catalogue, rateLimit: { limit: LIMIT, windowSeconds: 1 } }),
    // The transfer's source is not the service shared: no limit there.
    deezer: await EMULATOR_STARTERS.deezer!({ catalogue, rateLimit: null }),
  };
  const scratch = await openScratch('fairness', {
    ...emulators.appleMusic!.env,
    ...emulators.deezer!.env,
    APPLE_MUSIC_REQUESTS_PER_SECOND: String(LIMIT),
    DEEZER_REQUESTS_PER_SECOND: '1000',
    // Our own per-account API limit would stop the flood before the service's budget is contended.
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const partner = async (slug: string) =>
    createAccount({ slug, name: slug, enabledIntegrations: ['appleMusic', 'deezer'], isTransferServiceEnabled: true });
  const quiet = await partner('quiet');
  const noisy = await partner('noisy');
  const listener = (service: ServiceId, key: string, accountId: string) => {
    const emulator = emulators[service]!;
    const issued = emulator.oauth.issue(key, EMULATOR_CLIENT.id, '');
    const user = emulator.library.user(key)!;
    return connectListener(scratch.config, accountId, service, {
      id: user.id,
      displayName: user.displayName,
      country: user.country,
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken,
    });
  };
  const quietUser = await listener('appleMusic', 'medium', quiet.account.id);
  const transferSource = await listener('deezer', 'heavy', noisy.account.id);
  const transferDestination = await listener('appleMusic', 'heavy', noisy.account.id);

  const web = await startWeb({ ...scratch.config, port: 0 });
  const workers = await startWorkers(scratch.config);
  const basic = (key: { clientId: string; clientSecret: string }) =>
    `Basic ${Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64')}`;
  const quietApi = client(web.url, basic(quiet.key));
  const noisyApi = client(web.url, basic(noisy.key));
  const quietPath = `api/${quietUser.id}/playlists`;

  // A few reads first, so that caches and connections are warm in both phases alike.
  await quietPhase(quietApi, quietPath, 2);
  const solo = await quietPhase(quietApi, quietPath, PHASE_S);

  // The noisy partner: a transfer into Apple Music, and catalogue searches from 12 connections.
  const big = emulators.deezer!.library.userPlaylists(emulators.deezer!.library.user('heavy')!)[0];
  const transfer = await startTransfer(workers.runtime, {
    accountId: noisy.account.id,
    source: { id: transferSource.id, service: 'deezer' },
    destination: { id: transferDestination.id, service: 'appleMusic' },
    selection: { playlists: [big.id], likedTracks: true, albums: false, artists: false },
  });
  let flooding = true;
  let noisy429s = 0;
  let noisyAnswered = 0;
  const words = ['love', 'night', 'heart', 'dance', 'blue', 'fire', 'rain', 'home', 'light', 'time'];
  const flood = Array.from({ length: NOISY_CONNECTIONS }, async (_, c) => {
    for (let i = 0; flooding; i++) {
      const res = await noisyApi.post('public/search', {
        json: { type: 'track', track: `${words[(c + i) % words.length]} ${i}`, sources: [SERVICE] },
      });
      if (res.statusCode === 429) noisy429s += 1;
      else noisyAnswered += 1;
    }
  });
  // The shares settle within a second; three are left to the transfer to get going.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const apple = emulators.appleMusic!.controls;
  const before = { calls: apple.stats.calls, rateLimited: apple.stats.rateLimited, at: performance.now() };
  const shared = await quietPhase(quietApi, quietPath, PHASE_S);
  const served = apple.stats.calls - apple.stats.rateLimited - (before.calls - before.rateLimited);
  const sharedSeconds = (performance.now() - before.at) / 1000;
  const upstream429s = apple.stats.rateLimited - before.rateLimited;
  flooding = false;
  await Promise.all(flood);
  await transfer.reload();
  // What the budget made the quiet partner wait, as its own usage report tells it (counted once a second).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const quietUsage = (
    await quietApi.get('public/usage', { searchParams: { minutes: 5 } }).json<{
      services: { integrationType: string; calls: number; waits: number; waitedMs: number }[];
    }>()
  ).services.find((s) => s.integrationType === SERVICE)!;

  const round = (n: number, digits = 3) => Number(n.toFixed(digits));
  const result = {
    service: SERVICE,
    limit_per_s: LIMIT,
    quiet_target_rps: QUIET_RPS,
    quiet_solo_rps: round(solo.rps),
    quiet_shared_rps: round(shared.rps),
    quiet_ratio: round(shared.rps / solo.rps),
    quiet_p99_ms: { solo: round(solo.p99, 1), shared: round(shared.p99, 1) },
    quiet_p50_ms: { solo: round(solo.p50, 1), shared: round(shared.p50, 1) },
    quiet_failed: solo.failed + shared.failed,
    quiet_budget_waits: quietUsage.waits,
    quiet_budget_waited_ms: quietUsage.waitedMs,
    noisy_429s: noisy429s,
    noisy_answered: noisyAnswered,
    upstream_budget_use: round(Math.min(1, served / (LIMIT * sharedSeconds))),
    upstream_429s: upstream429s,
    transfer_status: transfer.status,
    transfer_written: transfer.counts.written ?? 0,
  };

  await workers.stop();
  await web.stop();
  for (const emulator of Object.values(emulators)) await emulator!.close();
  await scratch.dispose();
  await writeResult('fairness', result);
  console.log(
    `fairness bench: a quiet partner's B1 reads at ${QUIET_RPS}/s alone, then beside a partner flooding C1 and transferring, against ${SERVICE} at ${LIMIT} calls/s (targets: quiet_ratio >= 0.9, upstream_budget_use >= 0.9)`,
  );
  console.table([{ ...result, quiet_p99_ms: undefined, quiet_p50_ms: undefined }]);
  console.table({ p50_ms: result.quiet_p50_ms, p99_ms: result.quiet_p99_ms });
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
