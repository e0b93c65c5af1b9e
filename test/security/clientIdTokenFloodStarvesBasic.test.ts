import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { api, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';

// Attack: any web page may hold a partner's Client ID token. Flooding us with it spent the
// account's one budget, and the partner's own Basic calls answered 429. Public and secret
// credentials now have budgets of their own.

const used = useSystem(test, { env: { RATE_LIMIT_PER_MINUTE: '5', PUBLIC_RATE_LIMIT_PER_MINUTE: '3' } });

test('a Client ID token flood leaves Basic and DevToken calls their whole budget', async (t) => {
  const partner = await createPartner({ slug: 'flooded' });
  const page = api(used.url, `Token ${partner.clientId}`);
  const flood = await Promise.all(Array.from({ length: 8 }, () => page.get<JsonBody>('public/search/introspection')));
  t.true(flood.some((res) => res.statusCode === 429));
  const secret = [api(used.url, partner), api(used.url, `DevToken ${await partner.devToken()}`)];
  for (let i = 0; i < 5; i++) {
    const res = await secret[i % 2].get<JsonBody>('public/search/introspection');
    t.is(res.statusCode, 200, `secret call ${i}`);
  }
  t.is((await secret[0].get<JsonBody>('public/search/introspection')).statusCode, 429);
});
