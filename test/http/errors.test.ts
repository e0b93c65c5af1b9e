import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { client, type JsonBody } from '../helpers/http.js';

const used = useSystem(test);

const http = () => client(used.url);

test('an unknown route answers 404 JSON with a code', async (t) => {
  const res = await http().get('no/such/route');
  t.is(res.statusCode, 404);
  t.deepEqual(res.body, {
    code: 'routeNotFound',
    message: 'No route GET /no/such/route.',
    requestId: res.headers['x-request-id'],
  });
});

test('malformed JSON answers 400 malformedJson', async (t) => {
  const res = await http().post<JsonBody>('public/search', {
    body: '{"type":',
    headers: { 'content-type': 'application/json' },
  });
  t.is(res.statusCode, 400);
  t.is(res.body.code, 'malformedJson');
});

test('an oversized body answers 413 bodyTooLarge', async (t) => {
  const res = await http().post<JsonBody>('public/search', {
    body: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
    headers: { 'content-type': 'application/json' },
  });
  t.is(res.statusCode, 413);
  t.is(res.body.code, 'bodyTooLarge');
});

test('liveness and readiness answer 200 when Postgres and Redis are up', async (t) => {
  const live = await http().get('health/live');
  t.is(live.statusCode, 200);
  const ready = await http().get('health/ready');
  t.is(ready.statusCode, 200);
  t.deepEqual(ready.body, { status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
});

test('the queue board is not open without operator credentials', async (t) => {
  const res = await http().get<JsonBody>('admin/queues');
  t.is(res.statusCode, 404);
  t.is(res.body.code, 'routeNotFound');
});
