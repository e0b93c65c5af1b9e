import test from 'ava';
import got from 'got';
import { connectThroughSignIn, startTransfer } from '../test/helpers/transfers.js';
import type { JsonBody } from '../test/helpers/http.js';
import { RETURN_URL, useSystem } from '../test/helpers/useSystem.js';
import { liftedBudgets } from '../test/helpers/budgets.js';
import { killWorker, startWorkerProcess } from '../test/helpers/workerProcess.js';
import { emulatorEnv } from '../src/emulators/index.js';
import { Transfer } from '../src/transfers/models.js';
import { groupsOf } from '../src/transfers/store/items.js';
import { flushMatching } from '../test/helpers/redisFlush.js';

// Redis emptied while transfers write, and again the moment a write step has written everything,
// under two worker processes left running (none is restarted): every transfer completes, and
// each destination playlist holds every written track once.

let spotifyUser: string;
let deezerUser: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 2_000,
  env: { REDIS_CHECK_MS: '1000' },
  partner: { slug: 'emptied-writing' },
  async setup({ url }) {
    const connect = (service: string) =>
      connectThroughSignIn(url, 'emptied-writing', service, 'heavy@listeners.example', RETURN_URL);
    [spotifyUser, deezerUser] = await Promise.all([connect('spotify'), connect('deezer')]);
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, done: () => Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
  return Date.now() - started;
}

test('Redis emptied during and at the end of write steps, two workers, nothing restarted', async (t) => {
  const { system } = used;
  const { queues, sequelize, redis } = system.web.runtime;
  const prefix = system.config.redisPrefix;
  const workerEnv = {
    ...emulatorEnv(...Object.values(used.emulators)),
    ...liftedBudgets(['spotify', 'deezer']),
    REDIS_CHECK_MS: '1000',
    TRANSFER_SWEEP_MS: '1000',
    TRANSFER_QUIET_MS: '3000',
    JOB_LOCK_MS: '2000',
    LOG_LEVEL: process.env.FAULT_WORKER_LOGS ? 'info' : 'silent',
  };
  const workers = [startWorkerProcess(system, workerEnv), startWorkerProcess(system, workerEnv)];
  const empty = async () => (await flushMatching(redis, `${prefix}:*`)).length;
  try {
    const playlists = (await used.api().get<JsonBody>(`api/${spotifyUser}/playlists`)).body.results as JsonBody[];
    const twoThousand = playlists.find((p) => p.name === 'Two Thousand')!;
    const library = used.emulator('deezer').library;
    const copies = () => library.userPlaylists(library.user('heavy')!).filter((p) => p.name === twoThousand.name);
    const before = new Set(copies().map((p) => p.id));
    await got.post(`${used.emulator('deezer').url}/__emulator/faults`, { json: { latencyMs: 60 } });
    const start = () =>
      startTransfer(queues, {
        accountId: used.partner.accountId,
        source: { id: spotifyUser, service: 'spotify' },
        destination: { id: deezerUser, service: 'deezer' },
        selection: { playlists: [twoThousand.id] },
      });
    const writing = async (id: string) => (await groupsOf(sequelize, id)).some((g) => g.written_count > 0);
    const written = async (id: string) => {
      const groups = await groupsOf(sequelize, id);
      return groups.length > 0 && groups.every((g) => g.status === 'written');
    };
    const finishing = async (id: string) => {
      const row = (await Transfer.findByPk(id))!;
      return row.status === 'writing' && /\.finish\./.test(row.currentJob ?? '');
    };
    const emptyWhen = async (transfer: Transfer, when: string, reached: (id: string) => Promise<boolean>) => {
      await until(`transfer ${transfer.id} ${when}`, () => reached(transfer.id), 180_000, 10);
      t.log(`emptied ${when}: ${await empty()} keys`);
    };
    // Each transfer starts while the one before writes, so that both workers write at once.
    const first = await start();
    await emptyWhen(first, 'during a write', writing);
    const second = await start();
    await emptyWhen(first, 'once everything is written', written);
    await until('the second transfer writing', () => writing(second.id), 180_000);
    const third = await start();
    await emptyWhen(second, 'once the finish is queued', finishing);
    // Again and again as the last write ends, so that a finish is queued and lost before it runs.
    await until(`transfer ${third.id} writing`, () => writing(third.id), 180_000, 10);
    let emptied = 0;
    for (const stop = Date.now() + 4_000; Date.now() < stop; await sleep(40)) emptied += await empty();
    t.log(`emptied every 40 ms for 4 s as the last write went on and ended: ${emptied} keys`);
    const transfers = [first, second, third];
    await got.post(`${used.emulator('deezer').url}/__emulator/faults`, { json: { latencyMs: 0 } });

    const started = Date.now();
    for (const transfer of transfers) {
      // Well within a restart's reach: the quiet time is 3 s, a step's heartbeat 1 s.
      await until(
        `transfer ${transfer.id} done`,
        async () => ['completed', 'failed'].includes((await Transfer.findByPk(transfer.id))!.status),
        30_000,
        200,
      );
      const done = (await Transfer.findByPk(transfer.id))!;
      t.is(done.status, 'completed', `transfer ${transfer.id}`);
      t.is(done.counts.matched! + done.counts.unmatched! + done.counts.failed!, done.counts.total!);
    }
    t.log(`every transfer completed ${Date.now() - started} ms after the last emptying`);
    // Each transfer made one playlist, holding each track it wrote once: no write was made twice.
    const made = copies().filter((p) => !before.has(p.id));
    t.is(made.length, transfers.length, 'one playlist per transfer');
    const counted = await Promise.all(transfers.map(async (tr) => (await Transfer.findByPk(tr.id))!.counts.written!));
    t.deepEqual(made.map((p) => p.entries.length).sort(), counted.sort());
    for (const playlist of made)
      t.is(new Set(playlist.entries.map((e) => e.trackId)).size, playlist.entries.length, 'no track twice');
  } finally {
    await Promise.all(workers.map(killWorker));
  }
});
