import { randomUUID } from 'node:crypto';
import test from 'ava';
import { startTestSystem, type TestSystem } from '../test/helpers/system.js';
import { client, basic, type JsonBody } from '../test/helpers/http.js';
import { WebhookReceiver } from '../test/helpers/webhookReceiver.js';
import { createAccount } from '../src/accounts/commands.js';
import { emitEvent } from '../src/webhooks/outbox.js';
import { killWorker, startWorkerProcess } from '../test/helpers/workerProcess.js';

// A webhook receiver down for an hour of simulated time (retries scaled down a thousand times):
// every event still arrives exactly once when it comes back, and the endpoint stays enabled.

const SCALE = 0.001;
let system: TestSystem;
const receiver = new WebhookReceiver();

test.before(async () => {
  system = await startTestSystem({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' });
});

test.after.always(async () => {
  await system?.stop();
  await receiver.stop();
});

test('a receiver down for an hour gets every event once when it comes back', async (t) => {
  const { account, key } = await createAccount({ slug: 'hour-down', name: 'Hour down' });
  const url = await receiver.start();
  const endpoint = await client(system.url, { authorization: basic(key.clientId, key.clientSecret) }).post<JsonBody>(
    'public/webhooks/endpoints',
    { json: { url } },
  );
  receiver.useSecret(endpoint.body.secret);
  receiver.fallback = 503;
  const worker = startWorkerProcess(system, {
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    WEBHOOK_RETRY_SCALE: String(SCALE),
  });
  try {
    const sequelize = system.web.runtime.sequelize;
    const total = 200;
    await sequelize.transaction(async (transaction) => {
      for (let i = 0; i < total; i++)
        await emitEvent(sequelize, transaction, account.id, 'user.connected', {
          integrationUserUUID: randomUUID(),
          integrationType: 'spotify',
        });
    });
    // One simulated hour down.
    await new Promise((resolve) => setTimeout(resolve, 3_600_000 * SCALE));
    const failedAttempts = receiver.attempts.length;
    receiver.fallback = 200;
    await receiver.until(() => new Set(receiver.received.map((r) => r.webhookId)).size >= total, 120_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const ids = receiver.received.map((r) => r.webhookId);
    t.is(new Set(ids).size, total, 'every event arrived');
    t.is(ids.length, total, 'none arrived twice');
    t.is(receiver.rejectedSignatures, 0);
    const after = await client(system.url, { authorization: basic(key.clientId, key.clientSecret) }).get<JsonBody>(
      `public/webhooks/endpoints/${endpoint.body.id}`,
    );
    t.true(after.body.enabled, 'an hour of failures does not disable the endpoint');
    t.log(`${failedAttempts} failed attempts while down, then ${total} events delivered once each`);
  } finally {
    await killWorker(worker);
  }
});
