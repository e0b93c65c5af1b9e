import test from 'ava';
import got from 'got';
import { randomUUID } from 'node:crypto';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { type JsonBody } from '../helpers/http.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { restoredMarker } from '../../src/maintenance/restoreQueuedWork.js';
import { emitEvent } from '../../src/webhooks/outbox.js';
import { WebhookDelivery } from '../../src/webhooks/models.js';
import { Transfer } from '../../src/transfers/models.js';
import { MAINTENANCE_SCHEDULERS } from '../../src/maintenance/schedulers.js';
import { flushMatching } from '../helpers/redisFlush.js';

// Redis is emptied (a restart without its data, a FLUSHALL) while a sync is scheduled, a transfer
// runs and a webhook delivery waits for its retry, and no process is restarted: every process
// notices and puts back from PostgreSQL what Redis held of that work.

const receiver = new WebhookReceiver();
let spotifyUser: string;
let deezerUser: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  workers: true,
  liftBudgets: true,
  env: {
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    REDIS_CHECK_MS: '500',
    TRANSFER_SWEEP_MS: '500',
    TRANSFER_QUIET_MS: '1000',
  },
  partner: { slug: 'emptied' },
  async setup({ url }) {
    const connect = (service: string) =>
      connectThroughSignIn(url, 'emptied', service, 'medium@listeners.example', RETURN_URL);
    [spotifyUser, deezerUser] = await Promise.all([connect('spotify'), connect('deezer')]);
  },
});
test.after.always(() => receiver.stop());

async function until<T>(what: string, read: () => Promise<T | null | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.serial('work that Redis held comes back within a minute when Redis is emptied and nothing restarts', async (t) => {
  const { system } = used;
  const { queues, sequelize, redis } = system.web.runtime;

  // A sync on its schedule.
  const playlists = (await used.api().get<JsonBody>(`api/${spotifyUser}/playlists`)).body.results as JsonBody[];
  const sync = await used.api().post<JsonBody>('public/syncs', {
    json: {
      source: { integrationUserUUID: spotifyUser, playlistId: playlists[1].id },
      destination: { integrationUserUUID: deezerUser },
      mode: 'append',
    },
  });
  t.is(sync.statusCode, 201);
  const syncScheduler = `sync:${sync.body.syncUuid}`;

  // A delivery that failed once and waits for its retry.
  receiver.fallback = 503;
  const endpoint = await used.api().post<JsonBody>('public/webhooks/endpoints', {
    json: { url: await receiver.start(), eventTypes: ['user.connected'] },
  });
  receiver.useSecret(endpoint.body.secret);
  const eventId = await sequelize.transaction((transaction) =>
    emitEvent(sequelize, transaction, used.partner.accountId, 'user.connected', {
      integrationUserUUID: randomUUID(),
      integrationType: 'spotify',
    }),
  );
  const waiting = await until('the first attempt', async () => {
    const d = await WebhookDelivery.findOne({ where: { eventId } });
    return d && d.attempts === 1 && d.status === 'pending' ? d : null;
  });

  // A transfer under way, slowed so that it is still running when Redis is emptied.
  await got.post(`${used.emulator('deezer').url}/__emulator/faults`, { json: { latencyMs: 60 } });
  const transfer = await startTransfer(queues, {
    accountId: used.partner.accountId,
    source: { id: spotifyUser, service: 'spotify' },
    destination: { id: deezerUser, service: 'deezer' },
    selection: { playlists: [playlists[0].id] },
  });
  await waitForTransfer(transfer.id, ['matching', 'writing', 'completed']);

  const before = new Set((await queues.maintenance.getJobSchedulers(0, -1)).map((s) => s.key));
  t.deepEqual([...before].sort(), [...MAINTENANCE_SCHEDULERS].sort(), 'the worker wrote every scheduler at start');

  // Emptied at one stroke, as a restart or FLUSHALL does (other test files share this Redis).
  const keys = await flushMatching(redis, `${system.config.redisPrefix}:*`);
  t.true(keys.includes(restoredMarker(system.config.redisPrefix)), 'the processes had marked what they restored');
  const emptiedAt = Date.now();
  const running = (await Transfer.findByPk(transfer.id))!.status;
  t.true(['matching', 'writing'].includes(running), `the transfer was running: ${running}`);
  receiver.fallback = 200;
  await got.post(`${used.emulator('deezer').url}/__emulator/faults`, { json: { latencyMs: 0 } });

  await until('every scheduler back', async () => {
    const keys = new Set((await queues.maintenance.getJobSchedulers(0, -1)).map((s) => s.key));
    return MAINTENANCE_SCHEDULERS.every((id) => keys.has(id));
  });
  await until('the sync schedule back', async () =>
    (await queues.sync.getJobSchedulers(0, -1)).some((s) => s.key === syncScheduler),
  );
  t.log(`schedulers and the sync's schedule back ${Date.now() - emptiedAt} ms after Redis was emptied`);
  t.true(Date.now() - emptiedAt < 60_000);

  const delivered = await until('the waiting delivery tried again', async () => {
    const d = await WebhookDelivery.findByPk(waiting.id);
    return d?.status === 'succeeded' ? d : null;
  });
  t.is(delivered.attempts, 2, 'tried once more, not twice');
  t.is(receiver.received.filter((r) => r.webhookId === `msg_${eventId}`).length, 1);

  const done = await waitForTransfer(transfer.id);
  t.is(done.status, 'completed', 'the stranded transfer moved on');
  t.is((await Transfer.findByPk(transfer.id))!.status, 'completed');
});

test.serial(
  'a delivery due with no job is found by the minute sweep, and one whose job waits is left to it',
  async (t) => {
    const { sequelize, queues } = used.system.web.runtime;
    const { requeueStrandedDeliveries } = await import('../../src/webhooks/sweep.js');
    receiver.fallback = 200;
    const eventIds = await sequelize.transaction(async (transaction) => {
      const ids: string[] = [];
      for (let i = 0; i < 2; i++)
        ids.push(
          await emitEvent(sequelize, transaction, used.partner.accountId, 'user.connected', {
            integrationUserUUID: randomUUID(),
            integrationType: 'deezer',
          }),
        );
      return ids;
    });
    await until('both delivered', async () =>
      (await WebhookDelivery.count({ where: { eventId: eventIds, status: 'succeeded' } })) === 2 ? true : null,
    );
    const [stranded, held] = await Promise.all(
      eventIds.map((eventId) => WebhookDelivery.findOne({ where: { eventId } })),
    );
    // One is pending again and long due, its job gone; the other too, but a job still waits for it.
    const heldJob = `${held!.id}.held`;
    await queues.webhooks.add('retry', { deliveryIds: [held!.id] }, { jobId: heldJob, delay: 3_600_000 });
    await sequelize.query(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now() - interval '5 minutes',
       job_id = CASE WHEN id = :held THEN :heldJob ELSE 'gone' END
     WHERE id IN (:ids)`,
      { replacements: { held: held!.id, heldJob, ids: [stranded!.id, held!.id] } },
    );
    t.is(await requeueStrandedDeliveries(sequelize, queues), 1);
    t.is(await requeueStrandedDeliveries(sequelize, queues), 0, 'a second sweep finds the job the first queued');
    await until('the stranded one tried', async () =>
      (await WebhookDelivery.findByPk(stranded!.id))?.status === 'succeeded' ? true : null,
    );
    t.is((await WebhookDelivery.findByPk(held!.id))!.status, 'pending', 'the one whose job waits is left to it');
    await queues.webhooks.remove(heldJob);
  },
);
