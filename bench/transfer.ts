import { createAccount } from '../src/accounts/commands.js';
import { createCatalogue } from '../src/emulators/catalogue/index.js';
import { EMULATOR_STARTERS } from '../src/emulators/index.js';
import { EMULATOR_CLIENT, type RunningEmulator } from '../src/emulators/kit/types.js';
import type { ServiceId } from '../src/integrations/serviceIds.js';
import { startTransfer } from '../src/transfers/runner.js';
import { startWorkers } from '../workers/worker.js';
import { connectListener } from './kit/listeners.js';
import { writeResult } from './kit/results.js';
import { openScratch } from './kit/scratch.js';

// `npm run bench:transfer`: the heavy listener's 10,000-track playlist and 5,000 liked tracks from
// the Spotify emulator to the Apple Music emulator, each with its usual rate limit, through one
// worker: wall time, tracks per second, calls per track on each side, and how much of the
// destination's rate limit the pipeline used while it worked on it.

const SOURCE: ServiceId = (process.env.BENCH_SOURCE as ServiceId) ?? 'spotify';
const DESTINATION: ServiceId = (process.env.BENCH_DESTINATION as ServiceId) ?? 'appleMusic';
/** The emulators' usual limits, and our budgets set to the same. */
const LIMITS: Partial<Record<ServiceId, { limit: number; windowSeconds: number; env: string }>> = {
  spotify: { limit: 180, windowSeconds: 30, env: 'SPOTIFY_REQUESTS_PER_SECOND' },
  appleMusic: { limit: 20, windowSeconds: 1, env: 'APPLE_MUSIC_REQUESTS_PER_SECOND' },
  deezer: { limit: 50, windowSeconds: 5, env: 'DEEZER_REQUESTS_PER_SECOND' },
  tidal: { limit: 60, windowSeconds: 10, env: 'TIDAL_REQUESTS_PER_SECOND' },
};

async function main() {
  const catalogue = createCatalogue({ recordings: Number(process.env.BENCH_RECORDINGS ?? 30_000) });
  const started: Record<string, { emulator: RunningEmulator }> = {};
  for (const service of [SOURCE, DESTINATION]) {
    const limit = LIMITS[service];
    started[service] = {
      emulator: await EMULATOR_STARTERS[service]!({
        catalogue,
        rateLimit: limit ? { limit: limit.limit, windowSeconds: limit.windowSeconds } : null,
      }),
    };
  }
  const perSecond = (service: ServiceId) =>
    LIMITS[service] ? LIMITS[service]!.limit / LIMITS[service]!.windowSeconds : 1_000;
  const scratch = await openScratch('transfer', {
    ...started[SOURCE].emulator.env,
    ...started[DESTINATION].emulator.env,
    ...Object.fromEntries(
      [SOURCE, DESTINATION].filter((s) => LIMITS[s]).map((s) => [LIMITS[s]!.env, String(Math.floor(perSecond(s)))]),
    ),
  });
  const { account } = await createAccount({
    slug: 'bench',
    name: 'Bench',
    enabledIntegrations: [SOURCE, DESTINATION],
    isTransferServiceEnabled: true,
  });

  // The heavy listener on both sides, signed in as the emulators would have signed them in.
  const connect = (service: ServiceId) => {
    const { emulator } = started[service];
    const issued = emulator.oauth.issue('heavy', EMULATOR_CLIENT.id, '');
    const user = emulator.library.user('heavy')!;
    return connectListener(scratch.config, account.id, service, {
      id: user.id,
      displayName: user.displayName,
      country: user.country,
      accessToken: issued.accessToken,
      refreshToken: issued.refreshToken,
    });
  };
  const [source, destination] = [await connect(SOURCE), await connect(DESTINATION)];
  const big = started[SOURCE].emulator.library
    .userPlaylists(started[SOURCE].emulator.library.user('heavy')!)
    .find((p) => p.name === 'The Big One')!;

  const workers = await startWorkers(scratch.config);
  const began = performance.now();
  const transfer = await startTransfer(workers.runtime, {
    accountId: account.id,
    source: { id: source.id, service: SOURCE },
    destination: { id: destination.id, service: DESTINATION },
    selection: { playlists: [big.id], likedTracks: true, albums: false, artists: false },
  });

  // The destination's busy period: from its first call to its last.
  const dest = started[DESTINATION].emulator.controls;
  let first: number | null = null;
  let last = 0;
  let seen = dest.stats.calls;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (dest.stats.calls !== seen) {
      seen = dest.stats.calls;
      first ??= performance.now();
      last = performance.now();
    }
    await transfer.reload();
    if (transfer.status === 'completed' || transfer.status === 'failed') break;
  }
  const wall = (performance.now() - began) / 1000;
  const tracks = transfer.counts.total ?? 0;
  const sourceStats = started[SOURCE].emulator.controls.stats;
  const destinationCalls = dest.stats.calls - dest.stats.rateLimited;
  const busy = first ? Math.max(1, (last - first) / 1000) : 1;
  const result = {
    source: SOURCE,
    destination: DESTINATION,
    status: transfer.status,
    tracks,
    matched: transfer.counts.matched ?? 0,
    written: transfer.counts.written ?? 0,
    wall_s: Number(wall.toFixed(1)),
    tracks_per_s: Number((tracks / wall).toFixed(1)),
    source_calls_per_track: Number(((sourceStats.calls - sourceStats.rateLimited) / tracks).toFixed(3)),
    destination_calls_per_track: Number((destinationCalls / tracks).toFixed(3)),
    rate_limit_use: Number(Math.min(1, destinationCalls / (perSecond(DESTINATION) * busy)).toFixed(3)),
    destination_busy_s: Number(busy.toFixed(1)),
    destination_429s: dest.stats.rateLimited,
  };

  await workers.stop();
  for (const { emulator } of Object.values(started)) await emulator.close();
  await scratch.dispose();
  await writeResult('transfer', result);
  console.log(
    `transfer bench: ${SOURCE} -> ${DESTINATION}, a 10,000-track playlist and 5,000 liked tracks (targets: rate_limit_use >= 0.9, calls per track < 1.1)`,
  );
  console.table([result]);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
