import test from 'ava';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { client, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';

let system: TestSystem;

test.before(async () => {
  system = await startTestSystem({ RATE_LIMIT_PER_MINUTE: '3' });
});

test.after.always(async () => {
  await system?.stop();
});

test('over its budget an account gets 429 with Retry-After, and another account does not', async (t) => {
  const a = await createPartner({ slug: 'limited-a' });
  const b = await createPartner({ slug: 'limited-b' });
  const api = client(system.url, { authorization: a.basic });
  for (let i = 0; i < 3; i++) t.is((await api.get<JsonBody>('public/search/introspection')).statusCode, 200);
  const limited = await api.get<JsonBody>('public/search/introspection');
  t.is(limited.statusCode, 429);
  t.is(limited.body.code, 'tooManyRequests');
  const retryAfter = Number(limited.headers['retry-after']);
  t.true(
    Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60,
    `Retry-After ${limited.headers['retry-after']}`,
  );
  t.is(
    (await client(system.url, { authorization: b.basic }).get<JsonBody>('public/search/introspection')).statusCode,
    200,
  );
});
