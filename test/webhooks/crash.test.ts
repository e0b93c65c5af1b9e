import { randomUUID } from 'node:crypto';
import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { client, basic, type JsonBody } from '../helpers/http.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { createAccount } from '../../src/accounts/commands.js';
import { emitEvent } from '../../src/webhooks/outbox.js';
import { killWorker, startWorkerProcess } from '../helpers/workerProcess.js';

// A worker killed with SIGKILL in the middle of a batch loses no event: after a new worker starts,
// every event is delivered.

const receiver = new WebhookReceiver();

const used = useSystem(test, { env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' } });

test.after.always(async () => {
  await receiver.stop();
});

const startWorker = () =>
  startWorkerProcess(used.system, {
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    WEBHOOK_RETRY_SCALE: '0.00002',
    JOB_LOCK_MS: '1000',
  });

test('a worker killed during a batch loses no event', async (t) => {
  const { account, key } = await createAccount({ slug: 'crash-hooks', name: 'Crash' });
  const hookUrl = await receiver.start();
  const api = client(used.url, { authorization: basic(key.clientId, key.clientSecret) });
  const endpoint = await api.post<JsonBody>('public/webhooks/endpoints', { json: { url: hookUrl } });
  t.is(endpoint.statusCode, 201);
  receiver.useSecret(endpoint.body.secret);

  const sequelize = used.system.web.runtime.sequelize;
  const total = 400;
  const ids = await sequelize.transaction(async (transaction) => {
    const out: string[] = [];
    for (let i = 0; i < total; i++)
      out.push(
        await emitEvent(sequelize, transaction, account.id, 'user.connected', {
          integrationUserUUID: randomUUID(),
          integrationType: 'spotify',
        }),
      );
    return out;
  });

  const first = startWorker();
  await receiver.until(() => receiver.received.length >= 40, 60_000);
  await killWorker(first);
  const deliveredBeforeCrash = new Set(receiver.received.map((r) => r.webhookId)).size;
  t.true(deliveredBeforeCrash < total, 'the worker died with work left');

  const second = startWorker();
  try {
    await receiver.until(() => new Set(receiver.received.map((r) => r.webhookId)).size >= total, 90_000);
  } finally {
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));
  }
  const delivered = new Set(receiver.received.map((r) => r.webhookId));
  t.deepEqual([...delivered].sort(), ids.map((id) => `msg_${id}`).sort());
  t.is(receiver.rejectedSignatures, 0);
});
