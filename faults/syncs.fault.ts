import test from 'ava';
import got from 'got';
import { randomUUID } from 'node:crypto';
import { startTestSystem, type TestSystem } from '../test/helpers/system.js';
import { createPartner, type TestPartner } from '../test/helpers/fixtures.js';
import { connectThroughSignIn } from '../test/helpers/transfers.js';
import { createCatalogue } from '../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../src/emulators/spotify/index.js';
import { startDeezerEmulator } from '../src/emulators/deezer/index.js';
import type { RunningEmulator } from '../src/emulators/kit/types.js';
import { killWorker, startWorkerProcess } from '../test/helpers/workerProcess.js';
import { emulatorEnv } from '../src/emulators/index.js';
import { Sync, SyncEntry } from '../src/syncs/models.js';
import { runSyncNow } from '../src/syncs/schedule.js';

// A sync whose destination goes down in the middle of a run: the run fails, is tried again by the
// worker, and once the service is back the destination holds what one clean run would have left,
// with nothing added twice and nothing the source dropped left behind.

let system: TestSystem;
let partner: TestPartner;
let spotify: RunningEmulator;
let deezer: RunningEmulator;
const RETURN = 'https://partner.example/back';

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 2_000 });
  spotify = await startSpotifyEmulator({ catalogue, rateLimit: null });
  deezer = await startDeezerEmulator({ catalogue, rateLimit: null });
  system = await startTestSystem({ ...emulatorEnv(spotify, deezer), RATE_LIMIT_PER_MINUTE: '100000' });
  partner = await createPartner({
    slug: 'sync-faults',
    returnUrls: [RETURN],
    enabledIntegrations: ['spotify', 'deezer'],
  });
});

test.after.always(async () => {
  await system?.stop();
  await spotify?.close();
  await deezer?.close();
});

test('the destination down for two minutes in the middle of a mirror run', async (t) => {
  const source = await connectThroughSignIn(system.url, 'sync-faults', 'spotify', 'medium@listeners.example', RETURN);
  const destination = await connectThroughSignIn(
    system.url,
    'sync-faults',
    'deezer',
    'medium@listeners.example',
    RETURN,
  );
  const library = spotify.library;
  const catalogue = library.view;
  // Recordings both services list: every one of them matches by its ISRC.
  const common = listedOnBoth(
    catalogue.trackIdFor.bind(catalogue),
    deezer.library.view.trackIdFor.bind(deezer.library.view),
  );
  const ids = (from: number, count: number) => common.slice(from, from + count);
  const playlist = library.createPlaylist(library.user('medium')!, { name: `Faulty ${randomUUID().slice(0, 6)}` });
  library.addEntries(playlist, ids(0, 300));
  const sync = await Sync.create({
    id: randomUUID(),
    accountId: partner.accountId,
    sourceUserId: source,
    sourcePlaylistId: playlist.id,
    destinationUserId: destination,
    mode: 'mirror',
    intervalMinutes: 60,
  });
  const worker = startWorkerProcess(system, {
    ...emulatorEnv(spotify, deezer),
    SPOTIFY_REQUESTS_PER_SECOND: '5000',
    DEEZER_REQUESTS_PER_SECOND: '5000',
    JOB_LOCK_MS: '2000',
  });
  try {
    // A first clean run, then a change on the source, and the destination down while it is written.
    await runSyncNow(system.web.runtime.queues, sync.id);
    await until(async () => (await Sync.findByPk(sync.id))!.lastRun?.status === 'completed', 120_000);
    library.removeEntries(
      playlist,
      playlist.entries.filter((_, i) => i % 3 === 0).map((e) => ({ entryId: e.entryId })),
    );
    library.addEntries(playlist, ids(300, 200));
    // Slow answers from Deezer, and the outage from the moment the run has written its removals down.
    await got.post(`${deezer.url}/__emulator/faults`, { json: { latencyMs: 400 } });
    const asked = new Date();
    await runSyncNow(system.web.runtime.queues, sync.id);
    await until(
      async () => (await SyncEntry.count({ where: { syncId: sync.id, state: 'pendingRemove' } })) > 0,
      60_000,
    );
    await got.post(`${deezer.url}/__emulator/faults`, { json: { failNext: 1_000_000, failStatus: 503 } });
    t.log('Deezer answers 503 for two minutes, from the middle of the run');
    await new Promise((resolve) => setTimeout(resolve, 120_000));
    await got.post(`${deezer.url}/__emulator/faults`, { json: { failNext: 0, latencyMs: 0 } });
    const done = await until(async () => {
      const now = (await Sync.findByPk(sync.id))!;
      return now.lastRunAt && now.lastRunAt > asked && now.lastRun?.status === 'completed' ? now : null;
    }, 10 * 60_000);
    t.log(`last run: ${JSON.stringify(done.lastRun)}`);
    t.not(done.lastRun?.startedAt, undefined);
    const synced = await SyncEntry.findAll({ where: { syncId: sync.id }, order: [['position', 'ASC']] });
    t.deepEqual(
      synced.filter((e) => e.state !== 'added' && e.state !== 'unmatched'),
      [],
      'nothing left pending',
    );
    t.deepEqual(
      synced.map((e) => e.sourceTrackId),
      playlist.entries.map((e) => e.trackId),
      'an entry for each source entry, in order',
    );
    t.deepEqual(
      deezer.library.playlist(done.destinationPlaylistId!)!.entries.map((e) => e.trackId),
      synced.filter((e) => e.state === 'added').map((e) => e.destinationTrackId),
      'the destination holds each matched source entry once, in order, and nothing the source dropped',
    );
    t.true(synced.filter((e) => e.state === 'unmatched').length < 10, 'almost everything matches by ISRC');
  } finally {
    await killWorker(worker);
  }
});

async function until<T>(read: () => Promise<T>, timeoutMs: number): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Spotify ids of the catalogue's recordings that Deezer lists too, in catalogue order. */
function listedOnBoth(
  spotifyId: (key: string) => string | undefined,
  deezerId: (key: string) => string | undefined,
): string[] {
  return [...Array(2_000).keys()]
    .map((n) => `rc${n}`)
    .filter((key) => spotifyId(key) && deezerId(key))
    .map((key) => spotifyId(key)!);
}
