import test from 'ava';
import got from 'got';
import { request } from 'node:http';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { client, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { TransferSession } from '../../src/transfers/models.js';

// Idempotency-Key on the API's writes: a repeat answers the first answer without doing the work
// again, concurrent repeats do the work once, another body is refused, and keys are per account.

let user: string;
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 300,
  liftBudgets: true,
  partner: { slug: 'retrying', isTransferServiceEnabled: true },
  async setup({ url }) {
    user = await connectThroughSignIn(url, 'retrying', 'spotify', 'demo@listeners.example', RETURN_URL);
  },
});

const demo = () => used.emulators.spotify.library.user('demo')!;
const named = (name: string) => used.emulators.spotify.library.userPlaylists(demo()).filter((p) => p.name === name);
const create = (key: string, name: string) =>
  used.api().post<JsonBody>(`api/${user}/playlists`, { json: { name }, headers: { 'idempotency-key': key } });

test.serial('two requests at once with one key create one playlist and answer the same', async (t) => {
  const answers = await Promise.all([1, 2, 3, 4].map(() => create('create-once-1', 'Once')));
  t.deepEqual(
    answers.map((a) => a.statusCode),
    [200, 200, 200, 200],
  );
  t.is(named('Once').length, 1, 'the work happened once');
  t.is(new Set(answers.map((a) => a.body.id)).size, 1, 'every answer names the same playlist');
  t.is(answers.filter((a) => a.headers['idempotent-replayed'] === 'true').length, 3);
});

test.serial('a repeat later answers the first answer; another body with the key is refused', async (t) => {
  const first = await create('create-later', 'Later');
  const again = await create('create-later', 'Later');
  t.is(again.statusCode, first.statusCode);
  t.deepEqual(again.body, first.body);
  t.is(named('Later').length, 1);
  const other = await create('create-later', 'Something else');
  t.is(other.statusCode, 422);
  t.is(other.body.code, 'idempotencyKeyReused');
  t.is(named('Something else').length, 0);
});

test.serial('without a key, or with another key, the work happens each time; a bad key is 400', async (t) => {
  await used.api().post<JsonBody>(`api/${user}/playlists`, { json: { name: 'Twice' } });
  await used.api().post<JsonBody>(`api/${user}/playlists`, { json: { name: 'Twice' } });
  await create('twice-a', 'Twice');
  t.is(named('Twice').length, 3);
  const bad = await create('has spaces', 'Bad');
  t.is(bad.statusCode, 400);
  t.is(bad.body.code, 'invalidIdempotencyKey');
});

test.serial('keys belong to their account', async (t) => {
  const other = await createPartner({
    slug: 'other-retrying',
    enabledIntegrations: ['deezer'],
    isTransferServiceEnabled: true,
  });
  const token = used.emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
  const d1 = (authorization: string) =>
    client(used.url, { authorization }).post<JsonBody>('public/transfer-sessions', {
      json: { target: { integrationType: 'deezer', authData: { accessToken: token } } },
      headers: { 'idempotency-key': 'session-1' },
    });
  const before = await TransferSession.count();
  const ours = await d1(used.partner.basic);
  const ours2 = await d1(used.partner.basic);
  const theirs = await d1(other.basic);
  t.is(ours.statusCode, 201, JSON.stringify(ours.body));
  t.is(ours2.body.sessionUuid, ours.body.sessionUuid, 'D1 repeated opens no second session');
  t.is(theirs.statusCode, 201);
  t.not(theirs.body.sessionUuid, ours.body.sessionUuid);
  t.is(await TransferSession.count(), before + 2);
});

test.serial('an answer of 5xx is not kept: the retry does the work', async (t) => {
  await got.post(`${used.emulators.spotify.url}/__emulator/faults`, { json: { downForSeconds: 30, failStatus: 503 } });
  const failed = await create('after-outage', 'After outage');
  t.true(failed.statusCode >= 500, `answered ${failed.statusCode}`);
  await got.post(`${used.emulators.spotify.url}/__emulator/faults`, { json: { downForSeconds: 0 } });
  const retried = await create('after-outage', 'After outage');
  t.is(retried.statusCode, 200, JSON.stringify(retried.body));
  t.is(named('After outage').length, 1);
});

test.serial('after 24 hours a key is new again', async (t) => {
  await create('yesterday', 'Yesterday');
  await used.system.web.runtime.sequelize.query("UPDATE idempotency_keys SET expires_at = now() - interval '1 second'");
  await create('yesterday', 'Yesterday');
  t.is(named('Yesterday').length, 2);
});

test.serial(
  'a client that leaves before the answer: the work is done once and the retry gets its outcome',
  async (t) => {
    const faults = `${used.emulators.spotify.url}/__emulator/faults`;
    await got.post(faults, { json: { latencyMs: 1_500 } });
    // The client sends the create and drops the connection before the slow answer comes.
    await new Promise<void>((resolve) => {
      const url = new URL(`api/${user}/playlists`, `${used.url}/`);
      const req = request(url, {
        method: 'POST',
        headers: {
          authorization: used.partner.basic,
          'content-type': 'application/json',
          'idempotency-key': 'left-early',
        },
      });
      req.on('error', () => resolve());
      req.end(JSON.stringify({ name: 'Left early' }));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
    await got.post(faults, { json: { latencyMs: 0 } });
    const retried = await create('left-early', 'Left early');
    t.is(retried.statusCode, 200, JSON.stringify(retried.body));
    t.is(retried.headers['idempotent-replayed'], 'true', 'the first outcome, not the work again');
    t.is(named('Left early').length, 1);
  },
);

test.serial('a 429 is not kept: the retry it asks for does the work', async (t) => {
  const faults = `${used.emulators.spotify.url}/__emulator/faults`;
  await got.post(faults, { json: { failNext: 50, failStatus: 429 } });
  const refused = await create('met-a-limit', 'After a limit');
  await got.post(faults, { json: { failNext: 0, failStatus: 503 } });
  t.is(refused.statusCode, 429, JSON.stringify(refused.body));
  const retried = await create('met-a-limit', 'After a limit');
  t.is(retried.statusCode, 200, JSON.stringify(retried.body));
  t.is(retried.headers['idempotent-replayed'], undefined);
  t.is(named('After a limit').length, 1);
});
