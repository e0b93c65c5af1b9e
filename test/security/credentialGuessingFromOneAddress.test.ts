import test from 'ava';
import { startTestSystem } from '../helpers/system.js';
import { useSystem } from '../helpers/useSystem.js';
import { client, basic, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';

// Attack: guessing Client Secrets (or one-time tokens, docs sessions) as fast as the network
// allows, each guess costing us a database lookup. Failures now count per address; over
// AUTH_FAILURES_PER_MINUTE the address is answered 429 before any lookup, even with a good
// credential.

const used = useSystem(test, { env: { AUTH_FAILURES_PER_MINUTE: '5', TRUST_PROXY: 'loopback' } });

const from = (address: string, authorization: string) =>
  client(used.url, { authorization, 'x-forwarded-for': address });

test.serial(
  'an address that keeps failing is stopped, even with the right secret; another address is not',
  async (t) => {
    const partner = await createPartner({ slug: 'guessed' });
    const guess = (i: number) =>
      from('203.0.113.7', basic(partner.clientId, `cs_wrong${i}`)).get<JsonBody>('public/search/introspection');
    for (let i = 0; i < 5; i++) t.is((await guess(i)).statusCode, 401);
    const stopped = await guess(99);
    t.is(stopped.statusCode, 429);
    t.is(stopped.body.code, 'tooManyAuthFailures');
    t.true(Number(stopped.headers['retry-after']) >= 1);
    const right = await from('203.0.113.7', partner.basic).get<JsonBody>('public/search/introspection');
    t.is(right.statusCode, 429);
    t.is((await from('198.51.100.9', partner.basic).get<JsonBody>('public/search/introspection')).statusCode, 200);
  },
);

test.serial('without a trusted proxy, a forged X-Forwarded-For does not buy a fresh budget', async (t) => {
  const direct = await startTestSystem({ AUTH_FAILURES_PER_MINUTE: '3', TRUST_PROXY: 'false' });
  t.teardown(() => direct.stop());
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await client(direct.url, {
      authorization: 'Token not-a-token',
      'x-forwarded-for': `192.0.2.${i}`,
    }).get<JsonBody>('public/search/introspection');
    statuses.push(res.statusCode);
  }
  t.deepEqual(statuses, [401, 401, 401, 429, 429]);
});

test.serial('a TRUST_PROXY that is not an address list refuses to start', async (t) => {
  await t.throwsAsync(startTestSystem({ TRUST_PROXY: 'abc' }), { message: /TRUST_PROXY/ });
});
