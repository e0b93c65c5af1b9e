import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { api, type JsonBody } from '../helpers/http.js';
import { createConnectedUser } from '../helpers/fixtures.js';

// Attack: a DevToken meant for one user, minted with `sub: ""` (or a number), was treated as
// account-wide and read every user's library. `sub`, when present, must be a user's uuid. And an
// `iat` in the future, which would outlive the maximum age, gets its own code instead of "too old".

let userId: string;
const used = useSystem(test, {
  partner: { slug: 'subject' },
  async setup({ partner }) {
    userId = (await createConnectedUser(partner.accountId)).id;
  },
});

const call = async (claims: Record<string, unknown>, path = `api/${userId}/profile`) =>
  api(used.url, `DevToken ${await used.partner.devToken(claims)}`).get<JsonBody>(path);

test('a sub that is not a user uuid is refused, never account-wide', async (t) => {
  for (const sub of ['', 42, 'not-a-uuid', null, ['x']]) {
    const res = await call({ sub }, 'public/search/introspection');
    t.is(res.statusCode, 401, JSON.stringify(sub));
    t.is(res.body.code, 'devTokenSubjectInvalid', JSON.stringify(sub));
  }
});

test('an iat in the future has its own code; within the clock allowance it works', async (t) => {
  const now = Math.floor(Date.now() / 1000);
  const future = await call({ iat: now + 60, exp: now + 300 }, 'public/search/introspection');
  t.is(future.statusCode, 401);
  t.is(future.body.code, 'devTokenIssuedInFuture');
  const skewed = await call({ iat: now + 2, exp: now + 300 }, 'public/search/introspection');
  t.is(skewed.statusCode, 200);
});
