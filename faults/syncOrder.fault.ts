import test from 'ava';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connectThroughSignIn } from '../test/helpers/transfers.js';
import type { JsonBody } from '../test/helpers/http.js';
import { RETURN_URL, useSystem } from '../test/helpers/useSystem.js';
import { liftedBudgets } from '../test/helpers/budgets.js';
import { killWorker, startWorkerProcess, workerExit } from '../test/helpers/workerProcess.js';
import { emulatorEnv } from '../src/emulators/index.js';
import { Sync } from '../src/syncs/models.js';
import { runSyncNow } from '../src/syncs/schedule.js';
import { flushMatching } from '../test/helpers/redisFlush.js';

// A Spotify → Deezer mirror of about 1,900 tracks whose worker dies in the middle of a reorder,
// with Redis emptied at that moment: once just after Deezer took the whole new order (the run
// never wrote down where its tracks went), once just before the order was sent, the source then
// unchanged and only the destination out of order. Each time the next run that completes leaves
// the destination in the source's order, and the run after it finds nothing to do.

let spotifyUser: string;
let deezerUser: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 2_500,
  liftBudgets: true,
  env: { REDIS_CHECK_MS: '1000' },
  partner: { slug: 'order-faults' },
  async setup({ url }) {
    const connect = (service: string) =>
      connectThroughSignIn(url, 'order-faults', service, 'medium@listeners.example', RETURN_URL);
    [spotifyUser, deezerUser] = await Promise.all([connect('spotify'), connect('deezer')]);
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, read: () => Promise<T>, timeoutMs = 180_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

test('a worker killed and Redis emptied in the middle of a reorder: the next run puts the order right', async (t) => {
  const { system } = used;
  const { queues, redis } = system.web.runtime;
  const spotify = used.emulator('spotify').library;
  const deezer = used.emulator('deezer').library;
  const worker = (fault?: string) =>
    startWorkerProcess(system, {
      ...emulatorEnv(...Object.values(used.emulators)),
      ...liftedBudgets(['spotify', 'deezer']),
      REDIS_CHECK_MS: '1000',
      JOB_LOCK_MS: '2000',
      ...(fault ? { FAULT_CRASH_AT: fault } : {}),
    });

  // Recordings both services list as themselves: each matches by its ISRC.
  const keys = used.catalogue.recordings
    .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
    .map((r) => r.key)
    .slice(0, 1_910);
  const keyOf = new Map(keys.map((k) => [spotify.view.trackIdFor(k)!, k]));
  const source = spotify.createPlaylist(spotify.user('medium')!, {
    name: `Kept in order ${randomUUID().slice(0, 6)}`,
    description: '',
    isPublic: false,
  });
  spotify.addEntries(
    source,
    keys.slice(0, 1_900).map((k) => spotify.view.trackIdFor(k)!),
  );
  /** The source's tracks as Deezer's ids, in the source's order. */
  const wanted = () => source.entries.map((e) => deezer.view.trackIdFor(keyOf.get(e.trackId)!)!);
  let destinationId = '';
  const held = () => deezer.playlist(destinationId)!.entries.map((e) => e.trackId);
  const outOfPlace = () => {
    const want = wanted();
    return held().filter((id, i) => id !== want[i]).length;
  };

  const made = await used.api().post<JsonBody>('public/syncs', {
    json: {
      source: { integrationUserUUID: spotifyUser, playlistId: source.id },
      destination: { integrationUserUUID: deezerUser },
      mode: 'mirror',
    },
  });
  t.is(made.statusCode, 201);
  const syncId = made.body.syncUuid as string;
  const runAfter = (since: Date, status?: string) =>
    until(`a run of the sync after ${since.toISOString()}`, async () => {
      const sync = (await Sync.findByPk(syncId))!;
      const done = sync.lastRunAt && sync.lastRunAt > since && (!status || sync.lastRun?.status === status);
      return done ? sync : null;
    });
  /** Every key of this system's Redis gone at once, as a flush would. */
  const emptyRedis = async () => (await flushMatching(redis, `${system.config.redisPrefix}:*`)).length;
  /** The worker dies at `point`; Redis is emptied then; a new worker finishes the run. */
  async function killedAt(point: string, dying: ChildProcess, change: () => void): Promise<ChildProcess> {
    change();
    t.true(outOfPlace() > 0, 'the destination stands out of the source’s order');
    const asked = new Date();
    await runSyncNow(queues, syncId);
    const died = await workerExit(dying, 60_000).catch(async (err) => {
      t.log(JSON.stringify((await Sync.findByPk(syncId))!.lastRun));
      throw err;
    });
    t.is(died, 'SIGKILL', `the worker died at ${point}`);
    t.log(`${point}: worker killed, ${await emptyRedis()} Redis keys emptied, ${outOfPlace()} tracks out of place`);
    const next = worker();
    await runSyncNow(queues, syncId);
    const run = await runAfter(asked);
    t.like(run.lastRun, { status: 'completed' }, `${point}: the next run completes`);
    t.deepEqual(held(), wanted(), `${point}: the next run leaves the destination in the source's order`);
    return next;
  }

  let running = worker('sync:reordered');
  try {
    // The first run adds every track at the end, in order: no reorder, so the armed point waits.
    const first = await runAfter(new Date(0), 'completed');
    destinationId = first.destinationPlaylistId!;
    t.like(first.lastRun, { added: 1_900 });
    t.deepEqual(held(), wanted());

    // The source's order changes (blocks moved, one reversed) and it gains and loses tracks.
    running = await killedAt('sync:reordered', running, () => {
      spotify.moveRange(source, 1_200, 400, 286);
      spotify.moveRange(source, 0, 100, 1_900);
      const block = source.entries.splice(500, 300).reverse();
      source.entries.splice(500, 0, ...block);
      spotify.touch(source);
      spotify.removeEntries(source, [{ entryId: source.entries[10].entryId }]);
      spotify.addEntries(
        source,
        keys.slice(1_900).map((k) => spotify.view.trackIdFor(k)!),
        700,
      );
    });
    await killWorker(running);

    // The source stays as it is; the destination alone is put in another order.
    running = await killedAt('sync:reorder', worker('sync:reorder'), () => {
      const playlist = deezer.playlist(destinationId)!;
      const entries = playlist.entries;
      deezer.setOrder(playlist, [...entries.slice(286).reverse(), ...entries.slice(0, 286)]);
    });

    // In order since: the run after finds nothing to change.
    const asked = new Date();
    await runSyncNow(queues, syncId);
    const after = await runAfter(asked);
    t.like(after.lastRun, { status: 'unchanged' });
    t.deepEqual(held(), wanted());
  } finally {
    await killWorker(running);
  }
});
