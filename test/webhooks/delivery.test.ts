import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { client, basic, type JsonBody } from '../helpers/http.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { createAccount } from '../../src/accounts/commands.js';
import { emitEvent } from '../../src/webhooks/outbox.js';
import type { EventType } from '../../src/webhooks/catalogue.js';

const receiver = new WebhookReceiver();
let hookUrl: string;
const accounts: Record<string, { id: string; auth: string }> = {};

const used = useSystem(test, {
  env: {
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    WEBHOOK_RETRY_SCALE: '0.00002',
    WEBHOOK_TIMEOUT_MS: '2000',
  },
  workers: true,
  async setup() {
    hookUrl = await receiver.start();
    for (const slug of ['hooks-a', 'hooks-b']) {
      const { account, key } = await createAccount({ slug, name: slug });
      accounts[slug] = { id: account.id, auth: basic(key.clientId, key.clientSecret) };
    }
  },
});

test.after.always(async () => {
  await receiver.stop();
});

const api = (slug: string) => client(used.url, { authorization: accounts[slug].auth });

async function emit(slug: string, type: EventType, data: Record<string, unknown>): Promise<string> {
  const sequelize = used.system.web.runtime.sequelize;
  return sequelize.transaction((t) => emitEvent(sequelize, t, accounts[slug].id, type, data));
}

async function register(slug: string, body: Record<string, unknown>): Promise<JsonBody> {
  const res = await api(slug).post<JsonBody>('public/webhooks/endpoints', { json: body });
  if (res.statusCode !== 201)
    throw new Error(`endpoint creation answered ${res.statusCode}: ${JSON.stringify(res.body)}`);
  receiver.useSecret(res.body.secret);
  return res.body;
}

test.serial('an endpoint is registered with a whsec_ secret that the account can read again', async (t) => {
  const created = await register('hooks-a', {
    url: hookUrl,
    eventTypes: ['user.connected', 'user.deleted', 'endpoint.disabled'],
  });
  t.regex(created.secret, /^whsec_[A-Za-z0-9+/=]{40,}$/);
  t.is(created.enabled, true);
  const secret = await api('hooks-a').get<JsonBody>(`public/webhooks/endpoints/${created.id}/secret`);
  t.is(secret.body.secret, created.secret);
  const list = await api('hooks-a').get<JsonBody>('public/webhooks/endpoints');
  t.is(list.body.endpoints.length, 1);
  t.false(JSON.stringify(list.body).includes('whsec_'), 'lists never carry the secret');
  const other = await api('hooks-b').get<JsonBody>(`public/webhooks/endpoints/${created.id}`);
  t.is(other.statusCode, 404);
  t.is(other.body.code, 'webhookEndpointNotFound');
});

test.serial('the webhook API takes only Client Secret authentication', async (t) => {
  const res = await client(used.url).get<JsonBody>('public/webhooks/endpoints');
  t.is(res.statusCode, 401);
  const clientIdOnly = await client(used.url, {
    authorization: `Token ${Buffer.from(accounts['hooks-a'].auth.slice(6), 'base64').toString().split(':')[0]}`,
  }).get<JsonBody>('public/webhooks/endpoints');
  t.is(clientIdOnly.statusCode, 403);
  t.is(clientIdOnly.body.code, 'clientSecretRequired');
});

test.serial('an event arrives signed in the Standard Webhooks format', async (t) => {
  const eventId = await emit('hooks-a', 'user.connected', {
    integrationUserUUID: '00000000-0000-4000-8000-000000000001',
    integrationType: 'spotify',
  });
  await receiver.until(() => receiver.received.some((r) => r.webhookId === `msg_${eventId}`));
  const event = receiver.received.find((r) => r.webhookId === `msg_${eventId}`)!;
  t.is(event.type, 'user.connected');
  t.deepEqual(event.data, { integrationUserUUID: '00000000-0000-4000-8000-000000000001', integrationType: 'spotify' });
  t.false(Number.isNaN(Date.parse(event.timestamp)));
  t.is(receiver.rejectedSignatures, 0);
});

test.serial('a receiver that fails three times then succeeds gets one success with the same webhook-id', async (t) => {
  receiver.script = [500, 503, 502];
  const eventId = await emit('hooks-a', 'user.deleted', {
    integrationUserUUID: '00000000-0000-4000-8000-000000000002',
    integrationType: 'deezer',
  });
  const id = `msg_${eventId}`;
  await receiver.until(() => receiver.received.some((r) => r.webhookId === id));
  await new Promise((r) => setTimeout(r, 300));
  t.deepEqual(
    receiver.attempts.filter((a) => a.webhookId === id).map((a) => a.status),
    [500, 503, 502, 200],
  );
  t.is(receiver.received.filter((r) => r.webhookId === id).length, 1);

  const endpoints = await api('hooks-a').get<JsonBody>('public/webhooks/endpoints');
  const log = await api('hooks-a').get<JsonBody>(
    `public/webhooks/endpoints/${endpoints.body.endpoints[0].id}/deliveries`,
  );
  const delivery = log.body.deliveries.find((d: JsonBody) => d.webhookId === id);
  t.is(delivery.status, 'succeeded');
  t.deepEqual(
    delivery.attempts.map((a: JsonBody) => a.statusCode),
    [500, 503, 502, 200],
  );
  t.is(delivery.attempts[3].responseExcerpt, 'ok');
});

test.serial('events of one account never reach another account endpoint', async (t) => {
  const before = receiver.received.length;
  const eventId = await emit('hooks-b', 'user.connected', {
    integrationUserUUID: '00000000-0000-4000-8000-000000000003',
    integrationType: 'tidal',
  });
  const marker = await emit('hooks-a', 'user.connected', {
    integrationUserUUID: '00000000-0000-4000-8000-000000000004',
    integrationType: 'tidal',
  });
  await receiver.until(() => receiver.received.some((r) => r.webhookId === `msg_${marker}`));
  t.false(receiver.received.slice(before).some((r) => r.webhookId === `msg_${eventId}`));
});

test.serial('an event type the endpoint did not ask for is not sent to it', async (t) => {
  const eventId = await emit('hooks-a', 'transfer.started', { transferUuid: 'x' });
  const marker = await emit('hooks-a', 'user.connected', {
    integrationUserUUID: '00000000-0000-4000-8000-000000000005',
    integrationType: 'tidal',
  });
  await receiver.until(() => receiver.received.some((r) => r.webhookId === `msg_${marker}`));
  t.false(receiver.attempts.some((a) => a.webhookId === `msg_${eventId}`));
});

test.serial('a failed delivery can be replayed on request', async (t) => {
  receiver.fallback = 500;
  const eventId = await emit('hooks-a', 'user.connected', {
    integrationUserUUID: '00000000-0000-4000-8000-000000000006',
    integrationType: 'spotify',
  });
  const endpoints = await api('hooks-a').get<JsonBody>('public/webhooks/endpoints');
  const endpointId = endpoints.body.endpoints[0].id;
  let delivery: JsonBody | undefined;
  const deadline = Date.now() + 30_000;
  while (!delivery && Date.now() < deadline) {
    const log = await api('hooks-a').get<JsonBody>(`public/webhooks/endpoints/${endpointId}/deliveries?status=failed`);
    delivery = log.body.deliveries.find((d: JsonBody) => d.webhookId === `msg_${eventId}`);
    if (!delivery) await new Promise((r) => setTimeout(r, 200));
  }
  t.truthy(delivery, 'the delivery ends failed after its last attempt');
  receiver.fallback = 200;
  // The endpoint failed for a while; the account re-enables it (a no-op if still enabled) and replays.
  const replay = await api('hooks-a').post<JsonBody>(`public/webhooks/deliveries/${delivery!.id}/replay`);
  t.is(replay.statusCode, 202);
  await receiver.until(() => receiver.received.some((r) => r.webhookId === `msg_${eventId}`));
  const since = await api('hooks-a').post<JsonBody>(`public/webhooks/endpoints/${endpointId}/replay`, {
    json: { since: 'yesterday' },
  });
  t.is(since.statusCode, 400);
  t.is(since.body.code, 'invalidSince');
});

test.serial('410 disables the endpoint at once and records endpoint.disabled', async (t) => {
  const gone = { body: await register('hooks-b', { url: `${hookUrl}?gone`, eventTypes: ['user.connected'] }) };
  receiver.script = [410];
  await emit('hooks-b', 'user.connected', {
    integrationUserUUID: '00000000-0000-4000-8000-000000000007',
    integrationType: 'spotify',
  });
  const deadline = Date.now() + 20_000;
  let state: JsonBody = {};
  while (Date.now() < deadline) {
    state = (await api('hooks-b').get<JsonBody>(`public/webhooks/endpoints/${gone.body.id}`)).body;
    if (!state.enabled) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  t.false(state.enabled);
  t.is(state.disabledReason, 'gone');
  const events = await used.system.web.runtime.sequelize.query(
    "SELECT data FROM outbox_events WHERE type = 'endpoint.disabled'",
  );
  t.true(
    (events[0] as { data: JsonBody }[]).some((e) => e.data.endpointId === gone.body.id && e.data.reason === 'gone'),
  );
  // hooks-a's first endpoint subscribed to endpoint.disabled, but this one belongs to hooks-b.
  const reenabled = await api('hooks-b').patch<JsonBody>(`public/webhooks/endpoints/${gone.body.id}`, {
    json: { enabled: true },
  });
  t.true(reenabled.body.enabled);
  t.is(reenabled.body.disabledReason, null);
});

test.serial('an endpoint failing every attempt for five days is disabled', async (t) => {
  // Another account, so that the endpoint re-enabled above does not take the scripted failure.
  const { account, key } = await createAccount({ slug: 'hooks-c', name: 'hooks-c' });
  accounts['hooks-c'] = { id: account.id, auth: basic(key.clientId, key.clientSecret) };
  const failing = await register('hooks-c', { url: `${hookUrl}?failing`, eventTypes: ['user.connected'] });
  await used.system.web.runtime.sequelize.query(
    "UPDATE webhook_endpoints SET failing_since = now() - interval '6 days' WHERE id = :id",
    {
      replacements: { id: failing.id },
    },
  );
  receiver.script = [500];
  await emit('hooks-c', 'user.connected', {
    integrationUserUUID: '00000000-0000-4000-8000-000000000008',
    integrationType: 'spotify',
  });
  const deadline = Date.now() + 20_000;
  let state: JsonBody = {};
  while (Date.now() < deadline) {
    state = (await api('hooks-c').get<JsonBody>(`public/webhooks/endpoints/${failing.id}`)).body;
    if (!state.enabled) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  t.false(state.enabled);
  t.is(state.disabledReason, 'failing');
});

test.serial('endpoint URLs must be public https unless the setting allows private addresses', async (t) => {
  const bad = await api('hooks-a').post<JsonBody>('public/webhooks/endpoints', {
    json: { url: 'ftp://example.com/hook' },
  });
  t.is(bad.statusCode, 400);
  t.is(bad.body.code, 'invalidEndpointUrl');
  const unknownType = await api('hooks-a').post<JsonBody>('public/webhooks/endpoints', {
    json: { url: hookUrl, eventTypes: ['no.such'] },
  });
  t.is(unknownType.statusCode, 400);
  t.is(unknownType.body.code, 'invalidBody');
});
