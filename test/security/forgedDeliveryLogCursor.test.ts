import test from 'ava';
import type { JsonBody } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';
import { deliveryLogCursors } from '../../src/webhooks/deliveryLog.js';

// Attack: the webhook delivery log's cursor was plain base64 JSON, so a made-up one reached the
// database (a date or id PostgreSQL cannot read answered 500) and could be moved to another
// endpoint. Cursors are now signed and bound to their endpoint.

let endpointId: string;
const used = useSystem(test, {
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  partner: { slug: 'cursors' },
  async setup({ api }) {
    const created = await api().post<JsonBody>('public/webhooks/endpoints', {
      json: { url: 'http://127.0.0.1:9/hook' },
    });
    endpointId = created.body.id;
  },
});

const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('made-up and tampered cursors answer 400 invalidCursor, never 500', async (t) => {
  const api = used.api();
  for (const cursor of [
    'garbage',
    forged(['+275760-09-13T00:00:00.000Z', '00000000-0000-0000-0000-000000000000']),
    forged(['2026-01-01T00:00:00.000Z', '------------------------------------']),
    `${forged(['x', 'y'])}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
  ]) {
    const res = await api.get<JsonBody>(`public/webhooks/endpoints/${endpointId}/deliveries`, {
      searchParams: { cursor },
    });
    t.is(res.statusCode, 400, cursor);
    t.is(res.body.code, 'invalidCursor', cursor);
  }
  const repeated = await api.get<JsonBody>(`public/webhooks/endpoints/${endpointId}/deliveries?cursor=a&cursor=b`);
  t.is(repeated.statusCode, 400);
});

test('a cursor of one endpoint is refused for another, and round-trips for its own', (t) => {
  const cursors = deliveryLogCursors(used.system.config.encryptionKeys);
  const cursor = cursors.encode(JSON.stringify(['2026-11-01T00:00:00.000Z', endpointId]), endpointId)!;
  t.is(cursors.decode(cursor, endpointId), JSON.stringify(['2026-11-01T00:00:00.000Z', endpointId]));
  t.throws(() => cursors.decode(cursor, '6a0f9b8e-1d2c-4b3a-9f8e-7d6c5b4a3f21'), { message: /cursor/ });
});
