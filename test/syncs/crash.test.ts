import test from 'ava';
import { randomUUID } from 'node:crypto';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { emulatorEnv } from '../../src/emulators/index.js';
import { killWorker, startWorkerProcess, workerExit } from '../helpers/workerProcess.js';
import { Sync, SyncEntry } from '../../src/syncs/models.js';
import { runSyncNow } from '../../src/syncs/schedule.js';
import { liftedBudgets } from '../helpers/budgets.js';

// A worker process killed with SIGKILL in the middle of a sync run, right after a batch of adds
// reached the destination and before the run wrote that down, and once more in the middle of a
// mirror's removals: the runs after it leave the destination exactly as one clean run would.

let source: string;
let destination: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 2_500,
  liftBudgets: true,
  partner: { slug: 'sync-crashers' },
  async setup(system) {
    source = await connectThroughSignIn(system.url, 'sync-crashers', 'spotify', 'medium@listeners.example', RETURN_URL);
    destination = await connectThroughSignIn(
      system.url,
      'sync-crashers',
      'deezer',
      'medium@listeners.example',
      RETURN_URL,
    );
  },
});

const worker = (fault?: string) =>
  startWorkerProcess(used.system, {
    ...emulatorEnv(...Object.values(used.emulators)),
    ...liftedBudgets(['spotify', 'deezer']),
    JOB_LOCK_MS: '1000',
    ...(fault ? { FAULT_CRASH_AT: fault } : {}),
  });

async function lastRunAfter(syncId: string, since: Date, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const sync = (await Sync.findByPk(syncId))!;
    if (sync.lastRunAt && sync.lastRunAt > since && sync.lastRun?.status !== 'paused') return sync;
    if (Date.now() > end) throw new Error(`no run after ${since.toISOString()}: ${JSON.stringify(sync.toJSON())}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs the sync now, and again until a run finds the killed run's lock gone and completes. */
async function runUntilDone(syncId: string) {
  for (let tries = 0; tries < 12; tries++) {
    const asked = new Date();
    await runSyncNow(used.system.web.runtime.queues, syncId);
    // A run that finds the killed run's lock still held leaves at once and records nothing.
    const sync = await lastRunAfter(syncId, asked, 5_000).catch(() => null);
    if (sync?.lastRun?.status === 'completed' || sync?.lastRun?.status === 'unchanged') return sync;
  }
  throw new Error('the sync never completed a run');
}

test('SIGKILL after a batch of adds, and in the middle of removals: each track once, in source order', async (t) => {
  const spotify = used.emulators.spotify.library;
  const deezer = used.emulators.deezer.library;
  const ids = used.catalogue.recordings
    .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
    .slice(0, 450)
    .map((r) => spotify.view.trackIdFor(r.key)!)
    .filter(Boolean);
  const playlist = spotify.createPlaylist(spotify.user('medium')!, { name: `Kept ${randomUUID().slice(0, 6)}` });
  spotify.addEntries(playlist, ids);
  const sync = await Sync.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    sourceUserId: source,
    sourcePlaylistId: playlist.id,
    destinationUserId: destination,
    mode: 'mirror',
    intervalMinutes: 60,
  });

  /** The matched entries of the sync, in source order, as the destination must hold them. */
  const expected = async () =>
    (await SyncEntry.findAll({ where: { syncId: sync.id, state: 'added' }, order: [['position', 'ASC']] })).map(
      (e) => e.destinationTrackId,
    );
  const held = async () => deezer.playlist((await sync.reload()).destinationPlaylistId!)!.entries.map((e) => e.trackId);

  /** A run killed at `fault`, then runs on a healthy worker until one completes. */
  async function killedThenFinished(fault: string) {
    const killed = worker(fault);
    await runSyncNow(used.system.web.runtime.queues, sync.id);
    t.is(await workerExit(killed, 60_000), 'SIGKILL', fault);
    const healthy = worker();
    try {
      await runUntilDone(sync.id);
    } finally {
      await killWorker(healthy);
    }
  }

  // Killed right after the first batch of adds reached Deezer.
  await killedThenFinished('sync:batch-added');
  t.deepEqual(await held(), await expected(), 'each matched track once, in source order');
  t.true((await expected()).length >= ids.length - 5, 'almost every track matched');

  // A mirror's removals, killed after the first batch of them.
  const sourceList = spotify.playlist(playlist.id)!;
  spotify.removeEntries(
    sourceList,
    sourceList.entries.filter((_, i) => i % 2 === 0).map((e) => ({ entryId: e.entryId })),
  );
  await killedThenFinished('sync:batch-removed');
  t.deepEqual(await held(), await expected(), 'what left the source left the destination, once');
  t.true((await expected()).length <= sourceList.entries.length);
});
