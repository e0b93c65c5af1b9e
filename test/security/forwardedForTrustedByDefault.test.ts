import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { client, type JsonBody } from '../helpers/http.js';

// Attack: with TRUST_PROXY unset, a client on loopback (or behind any local hop) named its own
// address in X-Forwarded-For and got a fresh failure budget with each request. Unset now trusts no
// proxy: the address is the connection's peer, whatever the header says.

const used = useSystem(test, { env: { AUTH_FAILURES_PER_MINUTE: '3' } });

test('with TRUST_PROXY unset, a forged X-Forwarded-For buys no fresh budget', async (t) => {
  t.false(Boolean(used.system.config.trustProxy), 'unset trusts no proxy');
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const res = await client(used.url, {
      authorization: 'Token not-a-token',
      'x-forwarded-for': `203.0.113.${i}`,
    }).get<JsonBody>('public/search/introspection');
    statuses.push(res.statusCode);
  }
  t.deepEqual(statuses, [401, 401, 401, 429, 429, 429]);
});
