import test from 'ava';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { playlistItem, trackItem } from '../../../src/integrations/appleMusic/mapping.js';
import { appleTerm, createAppleMusicAdapter, interpretApple } from '../../../src/integrations/appleMusic/adapter.js';
import { appleMusicConfigFromEnv } from '../../../src/integrations/appleMusic/config.js';
import { emulatorDeveloperKey } from '../../../src/emulators/appleMusic/wire.js';
import { startAppleMusicEmulator } from '../../../src/emulators/appleMusic/index.js';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { UpstreamError } from '../../../src/integrations/errors.js';
import type { UserSession } from '../../../src/integrations/types.js';
import { apiReference } from '../../helpers/apiReference.js';

// The adapter on Apple's own documentation examples, read from the shared reference folder.
const FIXTURES = apiReference('apple-music', 'fixtures', 'apple-doc-examples');
const fixture = async (name: string) => JSON.parse(await readFile(join(FIXTURES, name), 'utf8'));

/** A stand-in Apple API on a free port that answers every request with `answer`. */
async function fakeApple(
  answer: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; close: () => void }> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};

/** A listener whose Music-User-Token cannot be renewed, as on Apple. */
const session: UserSession = {
  key: 'listener',
  country: 'US',
  tokens: async () => ({ accessToken: 'music-user-token', refreshToken: null, expiresAt: null, scope: null, raw: {} }),
  refresh: async () => {
    throw new UpstreamError('appleMusic', 'reauthRequired', 'no refresh tokens');
  },
};

test('a catalog song from an ISRC lookup maps ISRC, duration, album and artist ids, artwork and playability', async (t) => {
  const body = await fixture('catalog_us_songs_filter-isrc-USQE92100257.json');
  const song = trackItem(body.data[0]);
  t.is(song.id, '1613600188');
  t.is(song.entryId, null);
  t.is(song.name, 'Entropy');
  t.is(song.isrc, 'USQE92100257');
  t.is(song.durationMs, 221000);
  t.deepEqual(song.album && { id: song.album.id, name: song.album.name }, {
    id: '1613600183',
    name: 'Emotional Creature',
  });
  t.deepEqual(
    song.artists?.map((a) => [a.id, a.name]),
    [['1147783278', 'Beach Bunny']],
  );
  t.true(song.isAvailable === true);
  t.false(song.explicit);
  t.is(song.kind, 'track');
  t.regex(song.imageUrl ?? '', /640x640bb\.jpg$/);
  t.regex(song.previewUrl ?? '', /\.m4a$/);
  // Every catalog song sharing the ISRC is listed in meta, not in data.
  t.true(body.meta.filters.isrc.USQE92100257.length > body.data.length);
});

test('a library playlists page maps ownership, descriptions, artwork and the public link', async (t) => {
  const body = await fixture('me_library_playlists_TRIMMED.json');
  const playlists = body.data.map(playlistItem);
  t.is(playlists.length, body.data.length);
  t.true(playlists.every((p: { id: string; name: string }) => p.id.startsWith('p.') && p.name.length > 0));
  const byName = new Map(playlists.map((p: { name: string }) => [p.name, p]));
  t.like(byName.get('A-team'), { isOwner: true, isPublic: false, description: null, totalItems: null });
  t.like(byName.get('BP'), { description: null });
  // Apple's own playlists in the library cannot be edited: they are not the listener's.
  t.like(byName.get('Purchased Music'), { isOwner: false });
  t.like(byName.get('End of Covid'), { isPublic: true, url: 'https://music.apple.com/playlist/pl.u-jV89DqDTdL9dN7' });
  t.like(byName.get('Favorites Mix'), {
    isOwner: false,
    description: 'The songs you love. The more you use Apple Music, the better the mix. Refreshed every Tuesday.',
  });
  t.regex((byName.get('Favorites Mix') as { imageUrl: string }).imageUrl, /640x640cc\.jpeg$/);
  t.is(body.next, '/v1/me/library/playlists?offset=25');
});

test('Apple error documents: 401 is our developer token, 403 40300 the listener’s, 40015 a missing privilege', async (t) => {
  const recorded = await fixture('error_400_code-40015_from-developer-forum.json');
  const privilege = interpretApple({ status: 400, headers: {}, body: recorded });
  t.true(privilege instanceof UpstreamError);
  t.is((privilege as UpstreamError).kind, 'forbidden');
  t.regex((privilege as UpstreamError).message, /40015 Insufficient Privileges: User's subscription tier/);
  const badParameter = interpretApple({
    status: 400,
    headers: {},
    body: { errors: [{ code: '40005', status: '400', title: 'Invalid Parameter Value', detail: 'limit' }] },
  });
  t.is((badParameter as UpstreamError).kind, 'rejected');
  t.is((interpretApple({ status: 401, headers: {}, body: '' }) as UpstreamError).kind, 'rejected');
  t.is(
    interpretApple({ status: 403, headers: {}, body: { errors: [{ code: '40300', status: '403' }] } }),
    'tokenRefused',
  );
  t.is(interpretApple({ status: 403, headers: {}, body: '' }), 'tokenRefused');
  t.is(
    (
      interpretApple({
        status: 403,
        headers: {},
        body: { errors: [{ code: '40301', status: '403' }] },
      }) as UpstreamError
    ).kind,
    'forbidden',
  );
  // Not found, rate limits and outages keep the client's common handling (and its retries).
  for (const status of [200, 404, 429, 500, 503])
    t.is(interpretApple({ status, headers: {}, body: { errors: [{ code: '50001', status: String(status) }] } }), null);
});

test('the recorded 40015 answer to a library add reaches the caller as forbidden, not retried', async (t) => {
  const recorded = await fixture('error_400_code-40015_from-developer-forum.json');
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  let calls = 0;
  const apple = await fakeApple((_req, res) => {
    calls += 1;
    sendJson(res, 400, recorded);
  });
  try {
    const config = appleMusicConfigFromEnv({
      APPLE_MUSIC_API_URL: apple.url,
      APPLE_MUSIC_TEAM_ID: 'TEAM123456',
      APPLE_MUSIC_KEY_ID: 'KEY1234567',
      APPLE_MUSIC_PRIVATE_KEY: await exportPKCS8(privateKey),
    });
    const err = await t.throwsAsync(createAppleMusicAdapter(config).likeTracks(session, ['1613600188']));
    t.is((err as UpstreamError).kind, 'forbidden');
    t.is(calls, 1);
  } finally {
    apple.close();
  }
});

test('the developer token is an ES256 JWT with the key id, the team as issuer and an expiry, signed once and reused', async (t) => {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const seen: string[] = [];
  const apple = await fakeApple((req, res) => {
    seen.push(String(req.headers.authorization ?? ''));
    sendJson(res, 200, { results: {} });
  });
  try {
    // A one-line environment carries the PEM's line breaks as "\n".
    const config = appleMusicConfigFromEnv({
      APPLE_MUSIC_API_URL: apple.url,
      APPLE_MUSIC_TEAM_ID: 'TEAM123456',
      APPLE_MUSIC_KEY_ID: 'KEY1234567',
      APPLE_MUSIC_PRIVATE_KEY: (await exportPKCS8(privateKey)).replace(/\n/g, '\\n'),
    });
    const adapter = createAppleMusicAdapter(config);
    await Promise.all([
      adapter.searchTracks(null, { track: 'Entropy', artist: 'Beach Bunny' }, { limit: 5 }),
      adapter.searchArtists(null, { artist: 'Beach Bunny' }, {}),
    ]);
    t.is(seen.length, 2);
    t.is(seen[0], seen[1], 'one token serves both calls');
    const token = seen[0].replace(/^Bearer /, '');
    t.deepEqual(decodeProtectedHeader(token), { alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'], issuer: 'TEAM123456' });
    t.is(payload.exp! - payload.iat!, 12 * 3600);
    t.true(Math.abs(payload.iat! - Date.now() / 1000) < 60);
  } finally {
    apple.close();
  }
});

test('an unconfigured Apple Music answers unavailable rather than calling out', async (t) => {
  const adapter = createAppleMusicAdapter(appleMusicConfigFromEnv({ APPLE_MUSIC_API_URL: 'http://127.0.0.1:9' }));
  const search = await t.throwsAsync(adapter.searchTracks(null, { track: 'x' }, {}));
  t.is((search as UpstreamError).kind, 'unavailable');
  // Without the MusicKit key our sign-in page has no developer token to configure MusicKit with.
  const signIn = await t.throwsAsync(adapter.browserSignIn!.pageSettings('https://app.partner.example'));
  t.is((signIn as UpstreamError).kind, 'unavailable');
  t.is(adapter.authorizeUrl, undefined, 'Apple has no OAuth: no authorize URL to send anyone to');
  const badKey = createAppleMusicAdapter(
    appleMusicConfigFromEnv({
      APPLE_MUSIC_API_URL: 'http://127.0.0.1:9',
      APPLE_MUSIC_TEAM_ID: 'T',
      APPLE_MUSIC_KEY_ID: 'K',
      APPLE_MUSIC_PRIVATE_KEY: 'not a key',
    }),
  );
  t.is(((await t.throwsAsync(badKey.searchTracks(null, { track: 'x' }, {}))) as UpstreamError).kind, 'unavailable');
  t.is(appleTerm({ track: 'Entropy', artist: 'Beach  Bunny' }), 'Entropy Beach Bunny');
});

test('the emulator’s developer key is the same in every process, and a process pointed at the emulator signs with it', async (t) => {
  const first = emulatorDeveloperKey().key;
  t.deepEqual(first, emulatorDeveloperKey().key);
  t.regex(first.privateKeyPem, /^-----BEGIN PRIVATE KEY-----/);
  const emulator = await startAppleMusicEmulator({ catalogue: createCatalogue({ recordings: 10 }) });
  try {
    // The emulator's environment comes after the process's own, as npm start and the tests place it.
    const config = appleMusicConfigFromEnv({
      APPLE_MUSIC_PRIVATE_KEY: 'a real key',
      APPLE_MUSIC_TEAM_ID: 'REALTEAM',
      APPLE_MUSIC_STOREFRONT: 'gb',
      ...emulator.env,
    });
    t.like(config, {
      apiUrl: emulator.url,
      musicKitJsUrl: `${emulator.url}/musickit/v3/musickit.js`,
      teamId: first.teamId,
      keyId: first.keyId,
      privateKey: first.privateKeyPem,
      storefront: 'gb',
    });
  } finally {
    await emulator.close();
  }
});

test('the sign-in page gets a developer token of its own: minutes long, for APP_URL’s origin only, and MusicKit from Apple’s CDN', async (t) => {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const adapter = createAppleMusicAdapter(
    appleMusicConfigFromEnv({
      APPLE_MUSIC_TEAM_ID: 'TEAM123456',
      APPLE_MUSIC_KEY_ID: 'KEY1234567',
      APPLE_MUSIC_PRIVATE_KEY: await exportPKCS8(privateKey),
    }),
  );
  const settings = await adapter.browserSignIn!.pageSettings('https://connect.partner-api.example');
  t.is(settings.scriptUrl, 'https://js-cdn.music.apple.com/musickit/v3/musickit.js');
  t.deepEqual(settings.connectOrigins, ['https://js-cdn.music.apple.com', 'https://api.music.apple.com']);
  t.deepEqual(decodeProtectedHeader(settings.developerToken), { alg: 'ES256', kid: 'KEY1234567' });
  const { payload } = await jwtVerify(settings.developerToken, publicKey, {
    algorithms: ['ES256'],
    issuer: 'TEAM123456',
  });
  t.deepEqual(payload.origin, ['https://connect.partner-api.example']);
  t.true(payload.exp! - payload.iat! <= 15 * 60, 'a token in a browser lives minutes, not hours');
});

test('a Music-User-Token the page posts is checked with Apple before anything is stored; a refused or malformed one fails', async (t) => {
  const seen: { path: string; userToken: string }[] = [];
  const apple = await fakeApple((req, res) => {
    const userToken = String(req.headers['music-user-token'] ?? '');
    seen.push({ path: req.url ?? '', userToken });
    if (userToken !== 'a-real-looking-music-user-token')
      return sendJson(res, 403, { errors: [{ status: '403', code: '40300', title: 'Forbidden' }] });
    sendJson(res, 200, { data: [{ id: 'gb', type: 'storefronts', attributes: { name: 'United Kingdom' } }] });
  });
  try {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const adapter = createAppleMusicAdapter(
      appleMusicConfigFromEnv({
        APPLE_MUSIC_API_URL: apple.url,
        APPLE_MUSIC_TEAM_ID: 'TEAM123456',
        APPLE_MUSIC_KEY_ID: 'KEY1234567',
        APPLE_MUSIC_PRIVATE_KEY: await exportPKCS8(privateKey),
      }),
    );
    const first = await adapter.browserSignIn!.acceptToken('a-real-looking-music-user-token');
    t.is(seen[0].path, '/v1/me/storefront');
    t.like(first.profile, { name: null, email: null, country: 'GB' });
    t.regex(first.profile.id, /^musickit:[0-9a-f-]{36}$/);
    t.is(first.tokens.accessToken, 'a-real-looking-music-user-token');
    t.is(first.tokens.refreshToken, null);
    // Apple names nobody: the same token signing in again is not recognised as the same listener.
    const second = await adapter.browserSignIn!.acceptToken('a-real-looking-music-user-token');
    t.not(second.profile.id, first.profile.id);

    const refused = await t.throwsAsync(adapter.browserSignIn!.acceptToken('forged-music-user-token'));
    t.is((refused as UpstreamError).kind, 'reauthRequired');
    const calls = seen.length;
    for (const malformed of ['short', 'with a space in it, which no header may carry', 'x'.repeat(5000)]) {
      const err = await t.throwsAsync(adapter.browserSignIn!.acceptToken(malformed));
      t.is((err as UpstreamError).kind, 'reauthRequired');
    }
    t.is(seen.length, calls, 'a malformed token is never sent to Apple');
  } finally {
    apple.close();
  }
});
