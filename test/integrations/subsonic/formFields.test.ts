import test from 'ava';
import express from 'express';
import { ServiceClient } from '../../../src/integrations/http/serviceClient.js';
import { listen } from '../../../src/emulators/kit/server.js';

// The client's form bodies, as the Subsonic adapter sends its form POSTs: lists as repeated fields.

test('a form takes lists, sent as the field repeated in order, single values as before', async (t) => {
  const app = express();
  let seen: { type: string | undefined; body: string } | null = null;
  app.post('/form', express.text({ type: '*/*' }), (req, res) => {
    seen = { type: req.headers['content-type'], body: String(req.body) };
    res.json({ ok: true });
  });
  const server = await listen(app);
  try {
    const client = new ServiceClient({ service: 'subsonic', baseUrl: server.url, retries: 0 });
    await client.call({
      operation: 'form',
      method: 'POST',
      path: '/form',
      form: { playlistId: 'p 1', songIdToAdd: ['a', 'b&c', 'a'], empty: [] },
    });
    t.is(seen!.type, 'application/x-www-form-urlencoded');
    t.is(seen!.body, 'playlistId=p+1&songIdToAdd=a&songIdToAdd=b%26c&songIdToAdd=a');
    await client.call({ operation: 'form', method: 'POST', path: '/form', form: { name: 'x', public: 'true' } });
    t.is(seen!.body, 'name=x&public=true');
  } finally {
    await server.close();
  }
});
