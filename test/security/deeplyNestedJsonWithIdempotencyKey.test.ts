import test from 'ava';
import got from 'got';
import { useSystem } from '../helpers/useSystem.js';

// Attack: a deeply nested JSON body with an Idempotency-Key answered 500: the request's digest
// overflowed the stack. Without the key the same body was a 400. Nesting is bounded when the body
// is parsed, for every route: 400 `bodyTooDeep`, with or without a key.

const used = useSystem(test, { partner: { slug: 'deep' } });

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const send = (path: string, body: string, key?: string) =>
  got.post(`${used.url}/${path}`, {
    body,
    headers: {
      'content-type': 'application/json',
      authorization: used.partner.basic,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    throwHttpErrors: false,
    retry: { limit: 0 },
  });

for (const path of ['public/syncs', 'public/webhooks/endpoints', 'public/search']) {
  test(`${path}: a body 100,000 deep is a 400 with or without a key`, async (t) => {
    for (const key of [undefined, `deep-${path}`]) {
      const res = await send(path, nested(100_000), key);
      t.is(res.statusCode, 400, `${key ?? 'no key'}: ${res.body.slice(0, 200)}`);
      t.is(JSON.parse(res.body).code, 'bodyTooDeep');
    }
  });
}

test('a body as deep as the limit still reaches the route', async (t) => {
  const res = await send('public/syncs', JSON.stringify({ source: nested(30) }), 'shallow');
  t.is(res.statusCode, 400);
  t.not(JSON.parse(res.body).code, 'bodyTooDeep');
});

test('brackets inside strings do not count as nesting', async (t) => {
  const res = await send('public/syncs', JSON.stringify({ name: '['.repeat(10_000) }), 'strings');
  t.not(JSON.parse(res.body).code, 'bodyTooDeep');
});
