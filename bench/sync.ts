import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { createAccount } from '../src/accounts/commands.js';
import { Keyring } from '../src/crypto/encryption.js';
import { createCatalogue } from '../src/emulators/catalogue/index.js';
import { Random } from '../src/emulators/catalogue/random.js';
import { EMULATOR_STARTERS } from '../src/emulators/index.js';
import type { EmulatorStats } from '../src/emulators/kit/controls.js';
import { EMULATOR_CLIENT, type RunningEmulator } from '../src/emulators/kit/types.js';
import { createAdapters } from '../src/integrations/registry.js';
import type { ServiceId } from '../src/integrations/serviceIds.js';
import { MatchCache } from '../src/matching/cache.js';
import { connectRedis } from '../src/redis.js';
import { Sync } from '../src/syncs/models.js';
import { runSync, type RunOutcome } from '../src/syncs/run.js';
import type { SyncDeps } from '../src/syncs/deps.js';
import { connectListener } from './kit/listeners.js';
import { writeResult } from './kit/results.js';
import { openScratch } from './kit/scratch.js';

// `npm run bench:sync`: SYNC_COUNT mirror syncs (default 1,000) of SYNC_TRACKS-track playlists
// (default 200) from the Spotify emulator to the Deezer emulator, spread over the seeded listeners.
// The first run of every sync (the initial copy) goes with every limit lifted and is not what is
// measured. Then SYNC_ROUNDS rounds (default 3): 5% of the source playlists change (3 tracks added,
// new to the match cache, and 3 removed), and every sync runs once, SYNC_CONCURRENCY at a time
// (default 10, the sync worker's concurrency), with the emulators at their usual rate limits and
// the adapters at their usual budgets. Each HTTP call is put down to the run that made it, so
// unchanged and changed playlists are costed apart; the emulators' own counts check the total.
// A mirror reads both sides' change markers on every run (one call each: the destination's order
// is kept too, and a listener's edit there is seen), so two calls is the floor for an unchanged one.

const COUNT = Number(process.env.SYNC_COUNT ?? 1_000);
const TRACKS = Number(process.env.SYNC_TRACKS ?? 200);
const ROUNDS = Number(process.env.SYNC_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.SYNC_CONCURRENCY ?? 10);
const CHANGED_SHARE = 0.05;
const ADDED_PER_CHANGE = 3;
const REMOVED_PER_CHANGE = 3;
/** The initial playlists draw from this many recordings; tracks added later come from the rest. */
const INITIAL_POOL = 4_000;
const LISTENERS = ['demo', 'medium', 'heavy'];
const SERVICES: ServiceId[] = ['spotify', 'deezer'];
const LIFTED = { SPOTIFY_REQUESTS_PER_SECOND: '100000', DEEZER_REQUESTS_PER_SECOND: '100000' };

/** The HTTP calls of one run, by the port they went to (each emulator listens on its own). */
interface CallTally {
  byPort: Map<string, number>;
  queries: number;
}
const tallies = new AsyncLocalStorage<CallTally>();
subscribe('http.client.request.start', (message) => {
  const tally = tallies.getStore();
  if (!tally) return;
  const host = String((message as { request: ClientRequest }).request.getHeader('host') ?? '');
  const port = host.split(':')[1] ?? '';
  tally.byPort.set(port, (tally.byPort.get(port) ?? 0) + 1);
});

interface RunRecord {
  syncId: string;
  outcome: RunOutcome | { status: 'error'; message: string };
  calls: Record<ServiceId, number>;
  queries: number;
  ms: number;
}

/** Runs every sync once, `CONCURRENCY` at a time, counting each run's calls to each emulator. */
async function runAll(
  deps: SyncDeps,
  syncIds: string[],
  ports: Record<ServiceId, string>,
  concurrency: number,
): Promise<RunRecord[]> {
  const records: RunRecord[] = [];
  let next = 0;
  const lane = async () => {
    while (next < syncIds.length) {
      const syncId = syncIds[next++];
      const tally: CallTally = { byPort: new Map(), queries: 0 };
      const began = performance.now();
      const outcome = await tallies.run(tally, () =>
        runSync(deps, syncId).catch((err: unknown) => ({
          status: 'error' as const,
          message: err instanceof Error ? err.message : String(err),
        })),
      );
      const calls = Object.fromEntries(SERVICES.map((s) => [s, tally.byPort.get(ports[s]) ?? 0])) as Record<
        ServiceId,
        number
      >;
      records.push({ syncId, outcome, calls, queries: tally.queries, ms: performance.now() - began });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return records;
}

interface RoundFigures {
  round: number;
  round_s: number;
  runs_per_s: number;
  changed_playlists: number;
  changed_tracks: number;
  calls: number;
  emulator_served: number;
  rate_limited: Record<string, number>;
  calls_per_unchanged_playlist: number;
  calls_per_changed_playlist: number;
  calls_per_changed_track: number;
  served_by_route: Record<string, Record<string, number>>;
  changed_calls_by_service: Record<string, number>;
  unchanged_not_unchanged: number;
  changed_not_completed: number;
  unchanged_run_queries: number;
  changed_run_queries: number;
  unchanged_run_ms_p50: number;
  changed_run_ms_p50: number;
  added: number;
  removed: number;
  unmatched: number;
}

const callsOf = (records: RunRecord[]) => records.reduce((sum, r) => sum + r.calls.spotify + r.calls.deezer, 0);
const served = (stats: EmulatorStats) => stats.calls - stats.rateLimited;
const routeDiff = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(after)
      .map(([route, n]) => [route, n - (before[route] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
const sumOf = <T>(items: T[], value: (item: T) => number) => items.reduce((sum, item) => sum + value(item), 0);
const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
const round3 = (n: number) => Number(n.toFixed(3));

async function main() {
  const catalogue = createCatalogue({ recordings: Number(process.env.BENCH_RECORDINGS ?? 20_000) });
  const emulators = {} as Record<ServiceId, RunningEmulator>;
  // The emulators' usual limits (no rateLimit option), lifted for the first runs below.
  for (const service of SERVICES) emulators[service] = await EMULATOR_STARTERS[service]!({ catalogue });
  const usualLimits = Object.fromEntries(SERVICES.map((s) => [s, emulators[s].controls.faults.rateLimit]));
  const ports = Object.fromEntries(SERVICES.map((s) => [s, new URL(emulators[s].url).port])) as Record<
    ServiceId,
    string
  >;
  // The emulators' env carries the adapters' usual budgets (SPOTIFY_REQUESTS_PER_SECOND and the like).
  const scratch = await openScratch(
    'sync',
    { ...emulators.spotify.env, ...emulators.deezer.env },
    { poolMax: CONCURRENCY + 2 },
  );
  const { account } = await createAccount({
    slug: 'bench-sync',
    name: 'Bench sync',
    enabledIntegrations: SERVICES,
    isTransferServiceEnabled: true,
  });
  const connect = async (service: ServiceId, key: string) => {
    const emulator = emulators[service];
    const issued = emulator.oauth.issue(key, EMULATOR_CLIENT.id, '');
    const user = emulator.library.user(key)!;
    return (
      await connectListener(scratch.config, account.id, service, {
        id: user.id,
        displayName: user.displayName,
        country: user.country,
        accessToken: issued.accessToken,
        refreshToken: issued.refreshToken,
      })
    ).id;
  };
  const listeners = [];
  for (const key of LISTENERS)
    listeners.push({ key, source: await connect('spotify', key), destination: await connect('deezer', key) });

  // Recordings both services carry and play everywhere, in a seeded order: the first INITIAL_POOL
  // fill the playlists, the rest are what the rounds add.
  const random = new Random(20);
  const spotifyView = emulators.spotify.library.view;
  const eligible = catalogue.recordings
    .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
    .map((r) => spotifyView.trackIdFor(r.key))
    .filter((id): id is string => Boolean(id));
  for (let i = eligible.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [eligible[i], eligible[j]] = [eligible[j], eligible[i]];
  }
  const initialPool = eligible.slice(0, INITIAL_POOL);
  const freshPool = eligible.slice(INITIAL_POOL);
  const neededFresh = ROUNDS * Math.ceil(COUNT * CHANGED_SHARE) * ADDED_PER_CHANGE;
  if (TRACKS > initialPool.length || neededFresh > freshPool.length)
    throw new Error('the catalogue is too small for these sizes: raise BENCH_RECORDINGS');

  const library = emulators.spotify.library;
  const syncs: { id: string; playlistId: string }[] = [];
  for (let i = 0; i < COUNT; i++) {
    const listener = listeners[i % listeners.length];
    const start = Math.floor(random.next() * initialPool.length);
    const ids = Array.from({ length: TRACKS }, (_, k) => initialPool[(start + k * 7) % initialPool.length]);
    const playlist = library.createPlaylist(library.user(listener.key)!, { name: `Synced ${i}`, isPublic: false });
    library.addEntries(playlist, ids);
    const sync = await Sync.create({
      id: randomUUID(),
      accountId: account.id,
      sourceUserId: listener.source,
      sourcePlaylistId: playlist.id,
      destinationUserId: listener.destination,
      mode: 'mirror',
      intervalMinutes: 60,
    });
    syncs.push({ id: sync.id, playlistId: playlist.id });
  }
  const syncIds = syncs.map((s) => s.id);

  // Every statement of a run counts to it (Sequelize reads `logging` at each query).
  (scratch.sequelize as unknown as { options: { logging: () => void } }).options.logging = () => {
    const tally = tallies.getStore();
    if (tally) tally.queries += 1;
  };
  const redis = await connectRedis(scratch.config.redisUrl);
  const depsWith = (env: NodeJS.ProcessEnv): SyncDeps => ({
    sequelize: scratch.sequelize,
    redis,
    redisPrefix: scratch.config.redisPrefix,
    keyring: new Keyring(scratch.config.encryptionKeys),
    adapters: createAdapters(env, redis, scratch.config.redisPrefix),
    cache: new MatchCache(scratch.sequelize),
  });

  // The initial copy, every limit lifted.
  for (const service of SERVICES) emulators[service].controls.faults.rateLimit = null;
  const initialBegan = performance.now();
  const initial = await runAll(depsWith({ ...scratch.env, ...LIFTED }), syncIds, ports, CONCURRENCY);
  const initialSeconds = (performance.now() - initialBegan) / 1000;
  const initialFailed = initial.filter((r) => r.outcome.status !== 'completed');
  if (initialFailed.length > 0)
    throw new Error(
      `${initialFailed.length} first runs did not complete, e.g. ${JSON.stringify(initialFailed[0].outcome)}`,
    );
  console.log(
    `initial copy: ${COUNT} syncs of ${TRACKS} tracks in ${initialSeconds.toFixed(1)} s, ${callsOf(initial)} calls (limits lifted)`,
  );

  // The rounds, at the usual limits and budgets.
  for (const service of SERVICES) emulators[service].controls.faults.rateLimit = usualLimits[service];
  const deps = depsWith(scratch.env);
  const rounds: RoundFigures[] = [];
  let freshNext = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const changed = new Set<string>();
    const toChange = Math.ceil(COUNT * CHANGED_SHARE);
    while (changed.size < toChange) changed.add(syncs[Math.floor(random.next() * syncs.length)].id);
    for (const sync of syncs.filter((s) => changed.has(s.id))) {
      const playlist = library.playlist(sync.playlistId)!;
      const leaving = new Set<string>();
      while (leaving.size < REMOVED_PER_CHANGE)
        leaving.add(playlist.entries[Math.floor(random.next() * playlist.entries.length)].entryId);
      library.removeEntries(
        playlist,
        [...leaving].map((entryId) => ({ entryId })),
      );
      library.addEntries(playlist, freshPool.slice(freshNext, freshNext + ADDED_PER_CHANGE));
      freshNext += ADDED_PER_CHANGE;
    }
    const before = Object.fromEntries(
      SERVICES.map((s) => [s, { ...emulators[s].controls.stats, byRoute: { ...emulators[s].controls.stats.byRoute } }]),
    );
    const began = performance.now();
    const records = await runAll(deps, syncIds, ports, CONCURRENCY);
    const seconds = (performance.now() - began) / 1000;
    const emulatorServed = SERVICES.reduce(
      (sum, s) => sum + served(emulators[s].controls.stats) - served(before[s]),
      0,
    );
    const rateLimited = Object.fromEntries(
      SERVICES.map((s) => [s, emulators[s].controls.stats.rateLimited - before[s].rateLimited]),
    );
    const unchangedRuns = records.filter((r) => !changed.has(r.syncId));
    const changedRuns = records.filter((r) => changed.has(r.syncId));
    const summaries = changedRuns.map((r) => r.outcome).filter((o) => o.status === 'completed') as {
      added: number;
      removed: number;
      unmatched: number;
    }[];
    const changedTracks = changed.size * (ADDED_PER_CHANGE + REMOVED_PER_CHANGE);
    rounds.push({
      round,
      round_s: Number(seconds.toFixed(1)),
      runs_per_s: Number((COUNT / seconds).toFixed(1)),
      changed_playlists: changed.size,
      changed_tracks: changedTracks,
      calls: callsOf(records),
      emulator_served: emulatorServed,
      rate_limited: rateLimited,
      calls_per_unchanged_playlist: round3(callsOf(unchangedRuns) / Math.max(1, unchangedRuns.length)),
      calls_per_changed_playlist: round3(callsOf(changedRuns) / Math.max(1, changedRuns.length)),
      calls_per_changed_track: round3(callsOf(changedRuns) / Math.max(1, changedTracks)),
      // What the emulators served, by route: the /me lookups of a fresh process show here.
      served_by_route: Object.fromEntries(
        SERVICES.map((s) => [s, routeDiff(before[s].byRoute, emulators[s].controls.stats.byRoute)]),
      ),
      changed_calls_by_service: Object.fromEntries(
        SERVICES.map((s) => [s, changedRuns.reduce((sum, r) => sum + r.calls[s], 0)]),
      ),
      // Runs that did not come out as expected: an unchanged playlist not found unchanged, a changed one not completed.
      unchanged_not_unchanged: unchangedRuns.filter((r) => r.outcome.status !== 'unchanged').length,
      changed_not_completed: changedRuns.filter((r) => r.outcome.status !== 'completed').length,
      // SQL statements per run (Postgres round trips).
      unchanged_run_queries: round3(sumOf(unchangedRuns, (r) => r.queries) / Math.max(1, unchangedRuns.length)),
      changed_run_queries: round3(sumOf(changedRuns, (r) => r.queries) / Math.max(1, changedRuns.length)),
      // A run's own time, waits for the shared budget included.
      unchanged_run_ms_p50: median(unchangedRuns.map((r) => r.ms)),
      changed_run_ms_p50: median(changedRuns.map((r) => r.ms)),
      added: summaries.reduce((sum, s) => sum + s.added, 0),
      removed: summaries.reduce((sum, s) => sum + s.removed, 0),
      unmatched: summaries.reduce((sum, s) => sum + s.unmatched, 0),
    });
    const last = rounds[rounds.length - 1];
    console.log(
      `round ${round}: ${last.round_s} s, ${last.calls} calls (emulators served ${emulatorServed}), ${last.calls_per_unchanged_playlist} per unchanged playlist, ${last.calls_per_changed_track} per changed track`,
    );
    const odd = records.find((r) => (changed.has(r.syncId) ? 'completed' : 'unchanged') !== r.outcome.status);
    if (odd) console.log(`  e.g. ${odd.syncId}: ${JSON.stringify(odd.outcome)}`);
  }

  const sum = (key: 'calls' | 'changed_tracks') => rounds.reduce((s, r) => s + r[key], 0);
  const unchangedTotal = rounds.reduce((s, r) => s + r.calls_per_unchanged_playlist * (COUNT - r.changed_playlists), 0);
  const unchangedRunsTotal = rounds.reduce((s, r) => s + COUNT - r.changed_playlists, 0);
  const changedCalls = rounds.reduce((s, r) => s + r.calls_per_changed_track * r.changed_tracks, 0);
  const result = {
    syncs: COUNT,
    tracks_per_playlist: TRACKS,
    rounds: ROUNDS,
    concurrency: CONCURRENCY,
    limits: {
      emulators: usualLimits,
      adapters_per_second: {
        spotify: Number(scratch.env.SPOTIFY_REQUESTS_PER_SECOND),
        deezer: Number(scratch.env.DEEZER_REQUESTS_PER_SECOND),
      },
    },
    calls_per_unchanged_playlist: round3(unchangedTotal / unchangedRunsTotal),
    calls_per_changed_track: round3(changedCalls / sum('changed_tracks')),
    round_s: rounds.map((r) => r.round_s),
    runs_per_s: rounds.map((r) => r.runs_per_s),
    initial_copy: { wall_s: Number(initialSeconds.toFixed(1)), calls: callsOf(initial) },
    per_round: rounds,
  };

  for (const service of SERVICES) await emulators[service].close();
  redis.disconnect();
  await scratch.dispose();
  await writeResult('sync', result);
  console.log(
    `sync bench: ${COUNT} mirror syncs of ${TRACKS}-track playlists, Spotify -> Deezer emulators at their usual limits, ${ROUNDS} rounds with ${CHANGED_SHARE * 100}% of playlists changed (target: calls_per_unchanged_playlist <= 2, one change marker of each side)`,
  );
  console.table([
    {
      syncs: result.syncs,
      calls_per_unchanged_playlist: result.calls_per_unchanged_playlist,
      calls_per_changed_track: result.calls_per_changed_track,
      round_s: result.round_s.join(', '),
      runs_per_s: result.runs_per_s.join(', '),
      initial_copy_s: result.initial_copy.wall_s,
    },
  ]);
  console.table(
    rounds.map((r) => ({
      round: r.round,
      round_s: r.round_s,
      runs_per_s: r.runs_per_s,
      changed: r.changed_playlists,
      calls: r.calls,
      emulator_served: r.emulator_served,
      '429s': r.rate_limited.spotify + r.rate_limited.deezer,
      per_unchanged: r.calls_per_unchanged_playlist,
      per_changed_playlist: r.calls_per_changed_playlist,
      per_changed_track: r.calls_per_changed_track,
      added: r.added,
      removed: r.removed,
      unmatched: r.unmatched,
    })),
  );
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
