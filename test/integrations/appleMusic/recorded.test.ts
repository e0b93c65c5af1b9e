import test from 'ava';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeProtectedHeader, decodeJwt, exportPKCS8, generateKeyPair } from 'jose';
import { playlistItem, trackItem } from '../../../src/integrations/appleMusic/mapping.js';
import { appleTerm, createAppleMusicAdapter, interpretApple } from '../../../src/integrations/appleMusic/adapter.js';
import { appleMusicConfigFromEnv } from '../../../src/integrations/appleMusic/config.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiReference } from '../../helpers/apiReference.js';

// The adapter on Apple's own documentation examples, kept as test data beside the project.
const FIXTURES = apiReference('apple-music', 'fixtures', 'apple-doc-examples');
const fixture = async (name: string) => JSON.parse(await readFile(join(FIXTURES, name), 'utf8'));

test('a catalog song from an ISRC lookup maps ISRC, duration, artist, artwork and playability', async (t) => {
  const body = await fixture('catalog_us_songs_filter-isrc-USQE92100257.json');
  const song = trackItem(body.data[0]);
  t.is(song.id, '1613600188');
  t.is(song.isrc, 'USQE92100257');
  t.is(song.durationMs, 221000);
  t.is(song.album?.name, 'Emotional Creature');
  t.true(song.isAvailable === true);
  t.regex(song.imageUrl ?? '', /640x640bb\.jpg$/);
  // Every catalog song sharing the ISRC is listed in meta, not in data.
  t.true(body.meta.filters.isrc.USQE92100257.length > body.data.length);
});

test('a library playlists page maps every playlist and keeps Apple’s next link', async (t) => {
  const body = await fixture('me_library_playlists_TRIMMED.json');
  const playlists = body.data.map(playlistItem);
  t.true(playlists.length > 0);
  t.true(playlists.every((p: { id: string; name: string }) => p.id.startsWith('p.') && p.name.length > 0));
  t.true(playlists.some((p: { description: string | null }) => p.description !== null));
  t.is(body.next, '/v1/me/library/playlists?offset=25');
});

test('Apple errors: 401 is our developer token, 403 40300 the listener’s token, others by status', async (t) => {
  const recorded = await fixture('error_400_code-40015_from-developer-forum.json');
  t.is(interpretApple({ status: 400, headers: {}, body: recorded }), null);
  const unauthorized = interpretApple({ status: 401, headers: {}, body: '' });
  t.is(typeof unauthorized === 'object' && unauthorized?.kind, 'rejected');
  t.is(interpretApple({ status: 403, headers: {}, body: { errors: [{ code: '40300', status: '403' }] } }), 'tokenRefused');
  t.is(interpretApple({ status: 403, headers: {}, body: { errors: [{ code: '40301', status: '403' }] } }), null);
});

test('the developer token is an ES256 JWT with the key id, the team as issuer and an expiry', async (t) => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  let seen = '';
  const server = createServer((req, res) => {
    seen = String(req.headers.authorization ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ results: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = appleMusicConfigFromEnv({ APPLE_MUSIC_API_URL: url, APPLE_MUSIC_TEAM_ID: 'TEAM123456', APPLE_MUSIC_KEY_ID: 'KEY1234567', APPLE_MUSIC_PRIVATE_KEY: (await exportPKCS8(privateKey)).replace(/\n/g, '\\n') });
    await createAppleMusicAdapter(config).searchTracks(null, { track: 'Entropy', artist: 'Beach Bunny' }, { limit: 5 });
    const token = seen.replace(/^Bearer /, '');
    t.deepEqual(decodeProtectedHeader(token), { alg: 'ES256', kid: 'KEY1234567' });
    const claims = decodeJwt(token);
    t.is(claims.iss, 'TEAM123456');
    t.true(claims.exp! - claims.iat! <= 12 * 3600);
  } finally {
    server.close();
  }
});

test('an unconfigured Apple Music answers unavailable rather than calling out', async (t) => {
  const adapter = createAppleMusicAdapter(appleMusicConfigFromEnv({ APPLE_MUSIC_API_URL: 'http://127.0.0.1:9' }));
  const err = await t.throwsAsync(adapter.searchTracks(null, { track: 'x' }, {}));
  t.is((err as { kind?: string }).kind, 'unavailable');
  t.is(appleTerm({ track: 'Entropy', artist: 'Beach  Bunny' }), 'Entropy Beach Bunny');
});
