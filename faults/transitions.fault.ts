import test, { type ExecutionContext } from 'ava';
import got from 'got';
import { QueryTypes } from 'sequelize';
import type { JsonBody } from '../test/helpers/http.js';
import { RETURN_URL, useSystem } from '../test/helpers/useSystem.js';
import { WebhookReceiver } from '../test/helpers/webhookReceiver.js';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../test/helpers/transfers.js';
import { emulatorEnv } from '../src/emulators/index.js';
import { killWorker, startWorkerProcess, workerExit } from '../test/helpers/workerProcess.js';

// A worker killed between a transfer's status change and the event that announces it (the fault
// point inside `transition`, armed by FAULT_CRASH_AT) at each transition in turn: the change and
// its event are one transaction, so the retried step writes both again and the partner's endpoint
// gets every event of the transfer exactly once.

const receiver = new WebhookReceiver();
let source: string;
let destination: string;
let playlists: JsonBody[];
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  partner: { slug: 'transitions', isTransferServiceEnabled: true },
  async setup({ url, api }) {
    const endpoint = await api().post<JsonBody>('public/webhooks/endpoints', { json: { url: await receiver.start() } });
    receiver.useSecret(endpoint.body.secret);
    source = await connectThroughSignIn(url, 'transitions', 'spotify', 'medium@listeners.example', RETURN_URL);
    destination = await connectThroughSignIn(url, 'transitions', 'deezer', 'medium@listeners.example', RETURN_URL);
    playlists = (await api().get<JsonBody>(`api/${source}/playlists`)).body.results;
  },
});
test.after.always(() => receiver.stop());

const worker = (crashAt?: string) =>
  startWorkerProcess(used.system, {
    ...emulatorEnv(used.emulators.spotify, used.emulators.deezer),
    SPOTIFY_REQUESTS_PER_SECOND: '5000',
    DEEZER_REQUESTS_PER_SECOND: '5000',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    JOB_LOCK_MS: '1000',
    // A step killed twice is failed by BullMQ as stalled; the sweep queues it again.
    TRANSFER_SWEEP_MS: '1000',
    TRANSFER_QUIET_MS: '2000',
    ...(crashAt ? { FAULT_CRASH_AT: crashAt } : {}),
  });

/** Runs a worker armed at `point` until the point kills it. */
async function crashAt(t: ExecutionContext, point: string): Promise<void> {
  const armed = worker(point);
  try {
    t.is(await workerExit(armed, 120_000), 'SIGKILL', `the worker died at ${point}`);
  } finally {
    await killWorker(armed);
  }
}

/** The transfer's events as the outbox holds them, and as the endpoint received them. */
async function events(transferId: string) {
  const stored = await used.system.web.runtime.sequelize.query<{ id: string; type: string }>(
    "SELECT id, type FROM outbox_events WHERE data->>'transferUuid' = $1 ORDER BY seq",
    {
      bind: [transferId],
      type: QueryTypes.SELECT,
    },
  );
  const received = receiver.received.filter((event) => event.data.transferUuid === transferId);
  return { stored, received };
}

async function everyEventOnce(t: ExecutionContext, transferId: string, expected: string[]) {
  let seen = await events(transferId);
  await receiver.until(
    () => receiver.received.filter((event) => event.data.transferUuid === transferId).length >= seen.stored.length,
    60_000,
  );
  // A moment for a duplicate, were there one, to arrive too.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  seen = await events(transferId);
  const receivedIds = seen.received.map((event) => event.webhookId);
  t.deepEqual(
    [...new Set(receivedIds)].sort(),
    seen.stored.map((event) => `msg_${event.id}`).sort(),
    'every stored event delivered, and only those',
  );
  t.is(new Set(receivedIds).size, receivedIds.length, 'none delivered twice');
  for (const type of expected) t.is(seen.stored.filter((event) => event.type === type).length, 1, `one ${type}`);
  t.log(`${seen.stored.length} events: ${seen.stored.map((event) => event.type.replace('transfer.', '')).join(', ')}`);
}

test.serial('killed between the write and the event of started, progress and completed', async (t) => {
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: source, service: 'spotify' },
    destination: { id: destination, service: 'deezer' },
    selection: { playlists: [playlists[0].id] },
  });
  for (const point of ['transition:transfer.started', 'transition:transfer.progress', 'transition:transfer.completed'])
    await crashAt(t, point);
  // Each crash rolled its transaction back: the status the dead worker was writing is not there.
  t.not(
    (await waitForTransfer(transfer.id, ['queued', 'snapshotting', 'matching', 'writing', 'completed', 'failed']))
      .status,
    'completed',
  );
  const survivor = worker();
  try {
    t.is((await waitForTransfer(transfer.id, ['completed', 'failed'], 5 * 60_000)).status, 'completed');
    await everyEventOnce(t, transfer.id, ['transfer.started', 'transfer.completed']);
  } finally {
    await killWorker(survivor);
  }
});

test.serial('killed between the write and the event of failed', async (t) => {
  // The destination refuses the user's token: the transfer fails at once.
  await got.post(`${used.emulators.deezer.url}/__emulator/revoke`, { json: { user: 'medium' } });
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: source, service: 'spotify' },
    destination: { id: destination, service: 'deezer' },
    selection: { playlists: [playlists[1].id] },
  });
  await crashAt(t, 'transition:transfer.failed');
  t.not(
    (await waitForTransfer(transfer.id, ['queued', 'snapshotting', 'matching', 'writing', 'completed', 'failed']))
      .status,
    'failed',
  );
  const survivor = worker();
  try {
    t.is((await waitForTransfer(transfer.id, ['completed', 'failed'], 5 * 60_000)).status, 'failed');
    await everyEventOnce(t, transfer.id, ['transfer.started', 'transfer.failed']);
  } finally {
    await killWorker(survivor);
  }
});
