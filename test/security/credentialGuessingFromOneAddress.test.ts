import test from 'ava';
import { startTestSystem } from '../helpers/system.js';
import { useSystem } from '../helpers/useSystem.js';
import { client, basic, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';

// Attack: guessing Client Secrets (or one-time tokens, docs sessions) as fast as the network
// allows. Failures count per address and presented API key; over AUTH_FAILURES_PER_MINUTE the
// guesses are answered 429. A valid credential always passes, from that address too: partners
// behind one egress address never lock each other out, and a guesser cannot lock a partner out.

const used = useSystem(test, { env: { AUTH_FAILURES_PER_MINUTE: '5', TRUST_PROXY: 'loopback' } });

const from = (address: string, authorization: string) =>
  client(used.url, { authorization, 'x-forwarded-for': address });

test.serial(
  'an address that keeps failing is stopped; the right secret still passes, from it and from another',
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
    t.is(right.statusCode, 200);
    t.is((await from('198.51.100.9', partner.basic).get<JsonBody>('public/search/introspection')).statusCode, 200);
    t.is((await guess(100)).statusCode, 429, 'the guesses are still stopped');
  },
);

test.serial("one partner's failures never refuse another partner's calls from the same address", async (t) => {
  const failing = await createPartner({ slug: 'misconfigured' });
  const neighbour = await createPartner({ slug: 'neighbour' });
  const wrong = () =>
    from('203.0.113.20', basic(failing.clientId, 'cs_rotated_out')).get<JsonBody>('public/search/introspection');
  for (let i = 0; i < 5; i++) t.is((await wrong()).statusCode, 401);
  t.is((await wrong()).statusCode, 429);
  for (const authorization of [
    neighbour.basic,
    `Token ${neighbour.clientId}`,
    `DevToken ${await neighbour.devToken()}`,
  ])
    t.is(
      (await from('203.0.113.20', authorization).get<JsonBody>('public/search/introspection')).statusCode,
      200,
      authorization.split(' ')[0],
    );
  t.is(
    (await from('203.0.113.20', basic(neighbour.clientId, 'cs_typo')).get<JsonBody>('public/search/introspection'))
      .statusCode,
    401,
    "the neighbour's own failures have their own budget",
  );
  t.is((await from('203.0.113.20', failing.basic).get<JsonBody>('public/search/introspection')).statusCode, 200);
});

test.serial('guesses naming no live key share one budget per address', async (t) => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const clientId = `0000000${i}-0000-4000-8000-000000000000`;
    const res = await from('203.0.113.30', basic(clientId, 'cs_guess')).get<JsonBody>('public/search/introspection');
    statuses.push(res.statusCode);
  }
  t.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
});

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
