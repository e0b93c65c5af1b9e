import test from 'ava';
import { Webhook } from 'standardwebhooks';
import { useSystem } from '../helpers/useSystem.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { api, client, type JsonBody } from '../helpers/http.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { WebhookEndpoint } from '../../src/webhooks/models.js';
import { pruneExpired } from '../../src/maintenance/pruneExpired.js';

// Rotating an endpoint's signing secret never loses a delivery: for the overlap, every delivery
// carries a signature of each secret, and the official Standard Webhooks library accepts it with
// either; after the overlap, only the new one. The delivery log shows each delivery's body and
// signature headers exactly as the receiver got them, and any delivery can be sent again.

let other: TestPartner;
let hookUrl: string;
const receiver = new WebhookReceiver();

// The real retry schedule: a failed delivery waits 5 seconds for its retry, long enough to be sent again meanwhile.
const used = useSystem(test, {
  workers: true,
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  partner: { slug: 'rotating' },
  async setup() {
    hookUrl = await receiver.start();
    other = await createPartner({ slug: 'rotating-other' });
  },
});
test.after.always(() => receiver.stop());

/** Whether the official library accepts this request with this secret alone. */
function verifies(secret: string, request: { headers: Record<string, string>; body: string }): boolean {
  try {
    new Webhook(secret).verify(request.body, request.headers);
    return true;
  } catch {
    return false;
  }
}

async function newEndpoint(): Promise<{ id: string; secret: string }> {
  const created = await used.api().post<JsonBody>('public/webhooks/endpoints', { json: { url: hookUrl } });
  if (created.statusCode !== 201) throw new Error(`endpoint: ${created.statusCode}`);
  receiver.useSecret(created.body.secret);
  return { id: created.body.id, secret: created.body.secret };
}

async function rotate(endpointId: string, body: Record<string, unknown> = {}): Promise<JsonBody> {
  const rotated = await used
    .api()
    .post<JsonBody>(`public/webhooks/endpoints/${endpointId}/secret/rotate`, { json: body });
  if (rotated.statusCode !== 200) throw new Error(`rotate: ${rotated.statusCode} ${JSON.stringify(rotated.body)}`);
  receiver.useSecret(rotated.body.secret);
  return rotated.body;
}

/** Sends a test event to the endpoint and answers the request the receiver got for it. */
async function testDelivery(endpointId: string) {
  const before = receiver.requests.length;
  const sent = await used.api().post<JsonBody>(`public/webhooks/endpoints/${endpointId}/test`);
  const eventId = sent.body.eventId as string;
  await receiver.until(() => receiver.requests.slice(before).some((r) => r.headers['webhook-id'] === `msg_${eventId}`));
  return receiver.requests.slice(before).find((r) => r.headers['webhook-id'] === `msg_${eventId}`)!;
}

const signaturesOf = (request: { headers: Record<string, string> }) => request.headers['webhook-signature'].split(' ');

test.serial(
  'during the overlap both secrets verify, after it only the new one; the old one is forgotten',
  async (t) => {
    const { id, secret: first } = await newEndpoint();
    const started = Date.now();
    const rotated = await rotate(id);
    const second = rotated.secret as string;
    t.regex(second, /^whsec_[A-Za-z0-9+/=]{40,}$/);
    t.not(second, first);
    const until = new Date(rotated.previousSecretExpiresAt).getTime();
    t.true(Math.abs(until - (started + 24 * 3600_000)) < 60_000, 'a stated 24-hour overlap');
    t.is((await used.api().get<JsonBody>(`public/webhooks/endpoints/${id}/secret`)).body.secret, second);
    const listed = await used.api().get<JsonBody>('public/webhooks/endpoints');
    t.false(JSON.stringify(listed.body).includes('whsec_'), 'lists never carry a secret');
    t.is(
      listed.body.endpoints.find((e: JsonBody) => e.id === id).previousSecretExpiresAt,
      rotated.previousSecretExpiresAt,
    );

    // Both secrets rest sealed, each bound to its own column.
    const stored = (await WebhookEndpoint.findByPk(id))!;
    for (const sealed of [stored.secretSealed, stored.previousSecretSealed!]) {
      t.regex(sealed, /^v2\./);
      for (const secret of [first, second]) t.false(sealed.includes(secret.slice(6, 20)), 'no secret in clear');
    }

    const during = await testDelivery(id);
    t.is(signaturesOf(during).length, 2, 'one signature per secret');
    t.true(verifies(first, during), 'the old secret still verifies');
    t.true(verifies(second, during), 'the new secret verifies');

    // The overlap ends (its end brought forward, as time would).
    await stored.update({ previousSecretExpiresAt: new Date(Date.now() - 1000) });
    const after = await testDelivery(id);
    t.is(signaturesOf(after).length, 1);
    t.true(verifies(second, after));
    t.false(verifies(first, after), 'the old secret no longer verifies');
    t.is((await used.api().get<JsonBody>(`public/webhooks/endpoints/${id}`)).body.previousSecretExpiresAt, null);
    const removed = await pruneExpired(used.system.web.runtime.sequelize);
    t.true(removed.webhook_previous_secrets >= 1);
    await stored.reload();
    t.is(stored.previousSecretSealed, null, 'a secret that no longer signs is not kept');
  },
);

test.serial('an overlap of 0 stops the old secret at once; only the last replaced secret overlaps', async (t) => {
  const { id, secret: first } = await newEndpoint();
  const now = await rotate(id, { overlapHours: 0 });
  t.is(now.previousSecretExpiresAt, null);
  const atOnce = await testDelivery(id);
  t.is(signaturesOf(atOnce).length, 1);
  t.true(verifies(now.secret, atOnce));
  t.false(verifies(first, atOnce));

  const third = await rotate(id);
  const fourth = await rotate(id);
  const twice = await testDelivery(id);
  t.true(verifies(fourth.secret, twice));
  t.true(verifies(third.secret, twice), 'the secret just replaced overlaps');
  t.false(verifies(now.secret, twice), 'the one before it ended with the second rotation');
});

test.serial(
  'a rotation is refused for a bad overlap, another account’s endpoint, or without the Client Secret',
  async (t) => {
    const { id } = await newEndpoint();
    for (const overlapHours of [73, -1, 1.5, 'soon']) {
      const refused = await used.api().post<JsonBody>(`public/webhooks/endpoints/${id}/secret/rotate`, {
        json: { overlapHours },
      });
      t.is(refused.statusCode, 400, String(overlapHours));
      t.is(refused.body.code, 'invalidBody');
    }
    const foreign = await api(used.url, other).post<JsonBody>(`public/webhooks/endpoints/${id}/secret/rotate`, {
      json: {},
    });
    t.is(foreign.statusCode, 404);
    t.is(foreign.body.code, 'webhookEndpointNotFound');
    const anonymous = await client(used.url).post<JsonBody>(`public/webhooks/endpoints/${id}/secret/rotate`, {
      json: {},
    });
    t.is(anonymous.statusCode, 401);
    const devToken = await api(used.url, `DevToken ${await used.partner.devToken()}`).post<JsonBody>(
      `public/webhooks/endpoints/${id}/secret/rotate`,
      { json: {} },
    );
    t.is(devToken.statusCode, 403);
  },
);

test.serial(
  'the log shows each delivery’s body and signature headers as sent; any delivery is sent again',
  async (t) => {
    const { id } = await newEndpoint();
    const got = await testDelivery(id);
    await receiver.until(() => receiver.attempts.some((a) => a.webhookId === got.headers['webhook-id']));
    const readLog = async () =>
      (await used.api().get<JsonBody>(`public/webhooks/endpoints/${id}/deliveries`)).body.deliveries[0] as JsonBody;
    let logged = await readLog();
    for (const until = Date.now() + 10_000; logged.status !== 'succeeded' && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      logged = await readLog();
    }
    t.is(logged.status, 'succeeded');
    t.is(logged.body, got.body, 'the body exactly as the receiver got it');
    t.deepEqual(logged.attempts[0].signatureHeaders, {
      'webhook-id': got.headers['webhook-id'],
      'webhook-timestamp': got.headers['webhook-timestamp'],
      'webhook-signature': got.headers['webhook-signature'],
    });
    t.is(logged.attempts[0].statusCode, 200);
    t.is(logged.attempts[0].responseExcerpt, 'ok');

    // Delivered already, and sent again: the same id and body, signed anew.
    const before = receiver.requests.length;
    const replayed = await used.api().post<JsonBody>(`public/webhooks/deliveries/${logged.id}/replay`);
    t.is(replayed.statusCode, 202);
    await receiver.until(() => receiver.requests.length > before);
    const again = receiver.requests.at(-1)!;
    t.is(again.headers['webhook-id'], got.headers['webhook-id']);
    t.is(again.body, got.body);
    for (let tries = 0; tries < 100 && (await readLog()).attempts.length < 2; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    t.is((await readLog()).attempts.length, 2, 'both attempts in the same log');
  },
);

test.serial(
  'a delivery waiting for its retry, sent again, is tried now and its waiting retry taken back',
  async (t) => {
    const { id } = await newEndpoint();
    receiver.script = [503];
    const failed = await testDelivery(id);
    const readLog = async () =>
      (await used.api().get<JsonBody>(`public/webhooks/endpoints/${id}/deliveries`)).body.deliveries[0] as JsonBody;
    let logged = await readLog();
    const queue = used.system.web.runtime.queues.webhooks;
    for (const until = Date.now() + 5_000; !(await queue.getJob(`${logged.id}.retry`)) && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      logged = await readLog();
    }
    t.is(logged.status, 'pending');
    t.is(await (await queue.getJob(`${logged.id}.retry`))?.getState(), 'delayed', 'waiting for its retry');

    const before = receiver.requests.length;
    t.is((await used.api().post<JsonBody>(`public/webhooks/deliveries/${logged.id}/replay`)).statusCode, 202);
    await receiver.until(() => receiver.requests.length > before, 4_000);
    t.is(receiver.requests.at(-1)!.headers['webhook-id'], failed.headers['webhook-id']);
    t.is(await queue.getJob(`${logged.id}.retry`), undefined, 'the waiting retry was taken back');
    // Past the time the retry would have gone out: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    t.is(receiver.requests.length, before + 1, 'tried once, not twice');
    t.is((await readLog()).status, 'succeeded');
  },
);
