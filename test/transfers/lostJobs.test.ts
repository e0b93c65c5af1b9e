import test from 'ava';
import got from 'got';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { liftedBudgets } from '../helpers/budgets.js';
import type { JsonBody } from '../helpers/http.js';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import { Transfer } from '../../src/transfers/models.js';
import { requeueLostTransfers } from '../../src/transfers/runner.js';
import { emulatorEnv } from '../../src/emulators/index.js';
import { killWorker, startWorkerProcess } from '../helpers/workerProcess.js';
import { flushMatching } from '../helpers/redisFlush.js';

// Redis comes back empty in the middle of a transfer (a restart without persistence): every job
// is gone. The worker's sweep finds the transfer without a job and queues its step again.

let spotify: RunningEmulator;
let deezer: RunningEmulator;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 2_000,
  liftBudgets: true,
  partner: { slug: 'lost-jobs', isTransferServiceEnabled: true },
  async setup({ emulator }) {
    spotify = emulator('spotify');
    deezer = emulator('deezer');
  },
});

const startWorker = () =>
  startWorkerProcess(used.system, {
    ...emulatorEnv(spotify, deezer),
    ...liftedBudgets(['spotify', 'deezer']),
    TRANSFER_SWEEP_MS: '500',
    TRANSFER_QUIET_MS: '1000',
  });

test('a transfer whose jobs vanished with Redis is picked up again and completes', async (t) => {
  const source = await connectThroughSignIn(used.url, 'lost-jobs', 'spotify', 'medium@listeners.example', RETURN_URL);
  const destination = await connectThroughSignIn(
    used.url,
    'lost-jobs',
    'deezer',
    'medium@listeners.example',
    RETURN_URL,
  );
  const playlists = (await used.api().get<JsonBody>(`api/${source}/playlists`)).body.results;
  await got.post(`${deezer.url}/__emulator/faults`, { json: { latencyMs: 15 } });
  let worker = startWorker();
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: source, service: 'spotify' },
    destination: { id: destination, service: 'deezer' },
    selection: { playlists: [playlists[0].id] },
  });
  await waitForTransfer(transfer.id, ['matching', 'writing', 'completed']);
  await killWorker(worker);
  // Redis restarted without its data: every queue key of this deployment is gone.
  const redis = used.system.web.runtime.redis;
  t.true((await flushMatching(redis, `${used.system.config.redisPrefix}:bull:*`)).length > 0);
  const stuck = (await Transfer.findByPk(transfer.id))!;
  t.true(['matching', 'writing'].includes(stuck.status), `the transfer was running: ${stuck.status}`);

  await got.post(`${deezer.url}/__emulator/faults`, { json: { latencyMs: 0 } });
  worker = startWorker();
  try {
    const done = await waitForTransfer(transfer.id);
    t.is(done.status, 'completed');
    t.is(done.counts.matched! + done.counts.unmatched! + done.counts.failed!, done.counts.total!);
    // Picked up where it was, not started over.
    const [[{ started }]] = (await used.system.web.runtime.sequelize.query(
      "SELECT count(*)::int AS started FROM outbox_events WHERE type = 'transfer.started' AND data->>'transferUuid' = $1",
      { bind: [transfer.id] },
    )) as [{ started: number }[], unknown];
    t.is(started, 1);
  } finally {
    await killWorker(worker);
  }
});

test('a step that says it is alive is not taken for lost, though Redis lost its job', async (t) => {
  const { queues, sequelize } = used.system.web.runtime;
  const source = await connectThroughSignIn(used.url, 'lost-jobs', 'spotify', 'demo@listeners.example', RETURN_URL);
  const destination = await connectThroughSignIn(used.url, 'lost-jobs', 'deezer', 'demo@listeners.example', RETURN_URL);
  // No worker: the transfer's first job waits; it is then lost, as an emptied Redis loses it.
  const transfer = await startTransfer(queues, {
    accountId: used.partner.accountId,
    source: { id: source, service: 'spotify' },
    destination: { id: destination, service: 'deezer' },
    selection: { playlists: [] },
  });
  const firstJob = (await Transfer.findByPk(transfer.id))!.currentJob!;
  t.is(await queues.transfer.remove(firstJob), 1);
  await sequelize.query(
    "UPDATE transfers SET status = 'snapshotting', updated_at = now() - interval '10 minutes', step_alive_at = now() WHERE id = $1",
    { bind: [transfer.id] },
  );
  t.is(await requeueLostTransfers({ queues }, 60_000), 0, 'a long snapshot still running is left to its step');
  await sequelize.query("UPDATE transfers SET step_alive_at = now() - interval '2 minutes' WHERE id = $1", {
    bind: [transfer.id],
  });
  t.is(await requeueLostTransfers({ queues }, 60_000), 1, 'one whose step went silent is queued again');
  const requeued = (await Transfer.findByPk(transfer.id))!.currentJob!;
  t.regex(requeued, /\.start\.requeued/);
  await queues.transfer.remove(requeued);
});
