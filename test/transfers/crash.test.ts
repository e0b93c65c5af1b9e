import test from 'ava';
import got from 'got';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { liftedBudgets } from '../helpers/budgets.js';
import type { JsonBody } from '../helpers/http.js';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import { emulatorEnv } from '../../src/emulators/index.js';
import { killWorker, startWorkerProcess } from '../helpers/workerProcess.js';
import { groupsOf, matchedItems } from '../../src/transfers/store/items.js';
import { countUnrecorded, resultsOf } from '../../src/transfers/store/matchReport.js';
import { transferCounts } from '../../src/transfers/store/transfers.js';

// Worker processes killed with SIGKILL in the middle of a 2,000-track transfer, once while
// matching and once while writing: the destination ends with each matched track exactly once,
// in source order, and every unmatched item is recorded exactly once.

let deezer: RunningEmulator;
let spotify: RunningEmulator;

const used = useSystem(test, {
  services: ['deezer', 'spotify'],
  recordings: 4_000,
  liftBudgets: true,
  partner: { slug: 'crashers', isTransferServiceEnabled: true },
  async setup({ emulator }) {
    deezer = emulator('deezer');
    spotify = emulator('spotify');
  },
});

const startWorker = () =>
  startWorkerProcess(used.system, {
    ...emulatorEnv(deezer, spotify),
    ...liftedBudgets(['deezer', 'spotify']),
    JOB_LOCK_MS: '1000',
  });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test('SIGKILL while matching and while writing: nothing is lost or written twice', async (t) => {
  const sequelize = used.system.web.runtime.sequelize;
  const sourceId = await connectThroughSignIn(used.url, 'crashers', 'deezer', 'heavy@listeners.example', RETURN_URL);
  const destinationId = await connectThroughSignIn(
    used.url,
    'crashers',
    'spotify',
    'heavy@listeners.example',
    RETURN_URL,
  );
  const playlists: JsonBody[] = [];
  let nextParam: string | null = null;
  do {
    const res: { body: JsonBody } = await used
      .api()
      .get<JsonBody>(`api/${sourceId}/playlists`, { searchParams: nextParam ? { nextParam } : {} });
    playlists.push(...res.body.results);
    nextParam = res.body.nextParam;
  } while (nextParam);
  const source = playlists.find((p) => p.name === 'Two Thousand')!;
  const named = () =>
    spotify.library.userPlaylists(spotify.library.user('heavy')!).filter((p) => p.name === 'Two Thousand').length;
  const before = named();
  // Slow answers from the destination widen the moments the workers are killed in.
  await got.post(`${spotify.url}/__emulator/faults`, { json: { latencyMs: 20 } });

  let worker = startWorker();
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: sourceId, service: 'deezer' },
    destination: { id: destinationId, service: 'spotify' },
    selection: { playlists: [source.id] },
  });
  const progress = async () => {
    const counts = await transferCounts(sequelize, transfer.id);
    return { matched: counts.total! - counts.pending, pending: counts.pending, written: counts.written! };
  };

  const whileMatching = await until(progress, (p) => p.matched > 0 && p.pending > 0);
  await killWorker(worker);
  t.true(whileMatching.pending > 0, 'killed with items left to match');

  worker = startWorker();
  await until(
    () => waitForTransfer(transfer.id, ['writing', 'completed', 'failed']),
    (x) => Boolean(x),
  );
  await got.post(`${spotify.url}/__emulator/faults`, { json: { latencyMs: 250 } });
  const whileWriting = await until(progress, (p) => p.written > 0);
  await killWorker(worker);
  const total = (await progress()).matched;
  t.true(whileWriting.written < total, 'killed with tracks left to write');
  await got.post(`${spotify.url}/__emulator/faults`, { json: { latencyMs: 0 } });

  worker = startWorker();
  try {
    const done = await waitForTransfer(transfer.id);
    t.is(done.status, 'completed', JSON.stringify(done.toJSON()));
    const [group] = await groupsOf(sequelize, transfer.id);
    const expected = await matchedItems(sequelize, transfer.id, group.group_index);
    const playlist = spotify.library.playlist(group.destination_id!)!;
    t.deepEqual(
      playlist.entries.map((e) => e.trackId),
      expected.map((e) => e.destination_id),
      'each matched track once, in source order',
    );
    t.is(named(), before + 1, 'the playlist was created once');
    // Every unmatched item has its row, once (the rows are keyed by item), and D4 returns them.
    const final = await transferCounts(sequelize, transfer.id);
    const results = await resultsOf(sequelize, transfer.id, null, 100_000);
    t.is(await countUnrecorded(sequelize, transfer.id), 0);
    const counts = { items: final.unmatched! + final.failed! };
    t.is(results.length, counts.items);
    t.is(
      expected.length + counts.items,
      deezer.library.playlist(source.id)!.entries.length,
      'every source entry is accounted for',
    );
  } finally {
    await killWorker(worker);
  }
});
