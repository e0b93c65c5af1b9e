import test from 'ava';
import express from 'express';
import { ServiceClient } from '../../src/integrations/http/serviceClient.js';
import { isUpstreamError } from '../../src/integrations/errors.js';
import { upstreamToApiError } from '../../src/http/upstreamErrors.js';
import { listen } from '../../src/emulators/kit/server.js';

// Attack: a nextParam decoded to an upstream next-page URL is followed with the user's bearer
// token. With a signing key known from the source, a forged nextParam pointing at the attacker's
// host received the token. Page links are now followed only on the service's own origin.

test('a page link on another origin is refused before any request carries the token', async (t) => {
  const hits: string[] = [];
  const evil = express().use((req, res) => {
    hits.push(String(req.headers.authorization));
    res.json({ items: [] });
  });
  const service = express().get('/v1/me/tracks', (_req, res) => void res.json({ items: [] }));
  const attacker = await listen(evil);
  const real = await listen(service);
  t.teardown(() => Promise.all([attacker.close(), real.close()]));

  const client = new ServiceClient({ service: 'spotify', baseUrl: `${real.url}/v1` });
  const user = {
    key: 'u',
    country: null,
    tokens: async () => ({ accessToken: 'the-users-token', refreshToken: null, expiresAt: null, scope: null, raw: {} }),
    refresh: async () => {
      throw new Error('no refresh');
    },
  };

  const ok = await client.call({ operation: 'likedTracks', path: `${real.url}/v1/me/tracks?offset=50`, user });
  t.is(ok.status, 200);
  for (const link of [
    `${attacker.url}/v1/me/tracks?offset=50`,
    `${real.url.replace('127.0.0.1', 'localhost')}/v1/me/tracks`,
  ]) {
    const err = await t.throwsAsync(client.call({ operation: 'likedTracks', path: link, user }));
    t.true(isUpstreamError(err, 'invalidCursor'));
    t.is(upstreamToApiError(err as never).code, 'invalidNextParam');
  }
  t.deepEqual(hits, []);
});
