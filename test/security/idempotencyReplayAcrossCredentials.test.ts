import test from 'ava';
import { api, type JsonBody } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';

// Attack: the idempotency layer ran before the route's own policy. A docs session sending a key
// first used with Basic on `POST /public/syncs` got Basic's answer replayed; the other way round, a
// docs session's 403 was replayed to the later Basic call for 24 hours. Keys now belong to a
// credential class, and every policy is checked before any replay.

const used = useSystem(test, { partner: { slug: 'replayed' } });

// A body the route refuses (400): an answer under 500 is kept, so it is what a replay would give.
const BODY = { source: { integrationUserUuid: 'nobody' } };
const post = (authorization: string, key: string) =>
  api(used.url, authorization).post<JsonBody>('public/syncs', {
    json: BODY,
    headers: { 'idempotency-key': key },
  });

test('a docs session gets no replay of a key Basic used', async (t) => {
  const first = await post(used.partner.basic, 'basic-first');
  t.is(first.statusCode, 400);
  const docs = await post(`DocsSession ${used.partner.docsToken}`, 'basic-first');
  t.is(docs.statusCode, 403, JSON.stringify(docs.body));
  t.is(docs.body.code, 'credentialNotAllowed');
  t.is(docs.headers['idempotent-replayed'], undefined);
});

test('Basic is not answered a docs session’s 403 for the same key', async (t) => {
  const docs = await post(`DocsSession ${used.partner.docsToken}`, 'docs-first');
  t.is(docs.statusCode, 403);
  const later = await post(used.partner.basic, 'docs-first');
  t.is(later.statusCode, 400, JSON.stringify(later.body));
  t.is(later.headers['idempotent-replayed'], undefined);
});

test('a DevToken’s key is its own, apart from the Client Secret’s', async (t) => {
  t.is((await post(used.partner.basic, 'shared-key')).statusCode, 400);
  const dev = await post(`DevToken ${await used.partner.devToken()}`, 'shared-key');
  t.is(dev.statusCode, 400);
  t.is(dev.headers['idempotent-replayed'], undefined, 'the DevToken did its own request');
  const again = await post(`DevToken ${await used.partner.devToken()}`, 'shared-key');
  t.is(again.headers['idempotent-replayed'], 'true', 'and its own repeat replays');
});
