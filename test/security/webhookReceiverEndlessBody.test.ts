import test from 'ava';
import express from 'express';
import { QueryTypes } from 'sequelize';
import { useSystem } from '../helpers/useSystem.js';
import { api, basic, type JsonBody } from '../helpers/http.js';
import { createAccount } from '../../src/accounts/commands.js';
import { emitEvent } from '../../src/webhooks/outbox.js';
import { listen, type Listening } from '../../src/emulators/kit/server.js';

// Attack: a hostile receiver answers every delivery with an endless body. The whole body was
// buffered for every delivery of a batch (memory) and the delivery held until the timeout. The
// answer is now read no further than 4 KB.

let receiver: Listening;
let streamed = 0;

const used = useSystem(test, {
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_TIMEOUT_MS: '5000' },
  workers: true,
  async setup() {
    receiver = await listen(
      express().post('/endless', (req, res) => {
        req.resume();
        res.status(200).type('text/plain');
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const timer = setInterval(() => {
          streamed += chunk.length;
          res.write(chunk);
        }, 5);
        res.on('close', () => clearInterval(timer));
      }),
    );
  },
});

test.after.always(async () => {
  await receiver?.close();
});

test('an endless answer is cut after 4 KB and the delivery is recorded as delivered at once', async (t) => {
  const { account, key } = await createAccount({ slug: 'endless', name: 'Endless' });
  const created = await api(used.url, basic(key.clientId, key.clientSecret)).post<JsonBody>(
    'public/webhooks/endpoints',
    { json: { url: `${receiver.url}/endless`, eventTypes: ['user.deleted'] } },
  );
  t.is(created.statusCode, 201);
  const sequelize = used.system.web.runtime.sequelize;
  await sequelize.transaction((tx) =>
    emitEvent(sequelize, tx, account.id, 'user.deleted', {
      integrationUserUUID: crypto.randomUUID(),
      integrationType: 'spotify',
    }),
  );

  let attempt:
    { status_code: number | null; error: string | null; duration_ms: number; excerpt_bytes: number } | undefined;
  for (let i = 0; i < 100 && !attempt; i++) {
    [attempt] = await sequelize.query<NonNullable<typeof attempt>>(
      'SELECT a.status_code, a.error, a.duration_ms, octet_length(a.response_excerpt) AS excerpt_bytes FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN webhook_endpoints w ON w.id = d.endpoint_id WHERE w.account_id = :account',
      { replacements: { account: account.id }, type: QueryTypes.SELECT },
    );
    if (!attempt) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  t.truthy(attempt, 'no attempt recorded');
  t.is(attempt!.status_code, 200);
  t.is(attempt!.error, null);
  t.true(attempt!.excerpt_bytes <= 4096);
  t.true(attempt!.duration_ms < 5000, `held for ${attempt!.duration_ms} ms`);
  const [delivery] = await sequelize.query<{ status: string }>(
    'SELECT d.status FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id WHERE w.account_id = :account',
    { replacements: { account: account.id }, type: QueryTypes.SELECT },
  );
  t.is(delivery.status, 'succeeded');
});
