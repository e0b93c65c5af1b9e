import test from 'ava';
import { QueryTypes } from 'sequelize';
import { client, type JsonBody } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';

// Attack: with a database dump, read the answers kept for Idempotency-Key: a new webhook endpoint's
// `whsec_` signing secret and D1's live launch code were there in clear for 24 hours, though we
// otherwise keep them only sealed or as a digest. Kept answers are sealed now; a replay opens them.

const used = useSystem(test, {
  services: ['deezer'],
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  partner: { slug: 'dumped', enabledIntegrations: ['deezer'], isTransferServiceEnabled: true },
});

const keptAnswers = async () =>
  (
    await used.system.web.runtime.sequelize.query<{ response: string }>(
      'SELECT response::text AS response FROM idempotency_keys',
      { type: QueryTypes.SELECT },
    )
  ).map((row) => row.response);

const basic = () => client(used.url, { authorization: used.partner.basic });

test.serial('a new webhook endpoint’s signing secret is not kept in clear, and a replay still shows it', async (t) => {
  const create = () =>
    basic().post<JsonBody>('public/webhooks/endpoints', {
      json: { url: 'http://127.0.0.1:9/hooks' },
      headers: { 'idempotency-key': 'endpoint-1' },
    });
  const first = await create();
  t.is(first.statusCode, 201, JSON.stringify(first.body));
  const secret = String(first.body.secret);
  t.true(secret.startsWith('whsec_'));
  const dump = (await keptAnswers()).join('\n');
  t.false(dump.includes(secret.slice('whsec_'.length)), 'no kept answer holds the secret');
  t.false(dump.includes('whsec_'));
  const replay = await create();
  t.is(replay.headers['idempotent-replayed'], 'true');
  t.is(replay.body.secret, secret);
});

test.serial('D1’s launch code is not kept in clear, and a replay still gives the launch URL', async (t) => {
  const token = used.emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
  const d1 = () =>
    basic().post<JsonBody>('public/transfer-sessions', {
      json: { target: { integrationType: 'deezer', authData: { accessToken: token } } },
      headers: { 'idempotency-key': 'session-1' },
    });
  const first = await d1();
  t.is(first.statusCode, 201, JSON.stringify(first.body));
  const code = new URL(String(first.body.launchUrl)).hash.replace(/^#code=/, '');
  t.true(code.length > 10);
  t.false((await keptAnswers()).join('\n').includes(code), 'no kept answer holds the launch code');
  const replay = await d1();
  t.is(replay.headers['idempotent-replayed'], 'true');
  t.is(replay.body.launchUrl, first.body.launchUrl);
});

test.serial('a kept answer moved to another row does not open there', async (t) => {
  const sequelize = used.system.web.runtime.sequelize;
  const create = (key: string) =>
    basic().post<JsonBody>('public/webhooks/endpoints', {
      json: { url: 'http://127.0.0.1:9/moved' },
      headers: { 'idempotency-key': key },
    });
  t.is((await create('moved-from')).statusCode, 201);
  t.is((await create('moved-to')).statusCode, 201);
  // A route that keeps no answer itself has it kept as the response ends: wait until both are kept,
  // or the move below could land before the second answer and be overwritten by it.
  while (
    (
      await sequelize.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT status FROM idempotency_keys ORDER BY created_at DESC LIMIT 2) k
         WHERE status IS NULL`,
        {
          type: QueryTypes.SELECT,
        },
      )
    )[0].n > 0
  )
    await new Promise((resolve) => setTimeout(resolve, 20));
  // The second key's row takes the first one's sealed answer.
  await sequelize.query(
    `UPDATE idempotency_keys SET response = (SELECT response FROM idempotency_keys k
       WHERE k.request_digest = idempotency_keys.request_digest AND k.id <> idempotency_keys.id LIMIT 1)
     WHERE created_at = (SELECT max(created_at) FROM idempotency_keys)`,
  );
  const replay = await create('moved-to');
  t.is(replay.statusCode, 409);
  t.is(replay.body.code, 'idempotencyAnswerUnreadable');
});
