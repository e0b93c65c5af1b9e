import test from 'ava';
import got, { type OptionsOfTextResponseBody } from 'got';
import { createHash } from 'node:crypto';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startQobuzEmulator } from '../../../src/emulators/qobuz/index.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { EMULATOR_CLIENT } from '../../../src/emulators/kit/types.js';
import { createQobuzAdapter } from '../../../src/integrations/qobuz/adapter.js';
import { qobuzConfigFromEnv } from '../../../src/integrations/qobuz/config.js';
import { issuedSession } from '../contract.js';

// Qobuz's wire habits: the app id and the listener's token as headers or parameters alike, writes
// by GET (the 2015 documentation) or POST (current clients), `{status, code, message}` errors
// under the same HTTP status, and sign-in with the MD5 of the password.

const catalogue = createCatalogue({ recordings: 500 });
let emulator: RunningEmulator;
let api: string;

test.before(async () => {
  emulator = await startQobuzEmulator({ catalogue, rateLimit: null });
  api = emulator.env.QOBUZ_API_URL;
});
test.after.always(() => emulator?.close());

type Json = Record<string, any>;
const call = async (method: string, options: OptionsOfTextResponseBody = {}) => {
  const res = await got(`${api}/${method}`, { throwHttpErrors: false, retry: { limit: 0 }, ...options });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) as Json };
};
const app = { 'x-app-id': EMULATOR_CLIENT.id };

test.serial('the app id is needed on every call, as a header or a parameter', async (t) => {
  const without = await call('track/search', { searchParams: { query: 'a' } });
  t.is(without.status, 400);
  t.deepEqual(without.body, { status: 'error', code: 400, message: 'Invalid or missing app_id parameter.' });
  t.is((await call('track/search', { searchParams: { query: 'a' }, headers: app })).status, 200);
  t.is((await call('track/search', { searchParams: { query: 'a', app_id: EMULATOR_CLIENT.id } })).status, 200);
});

test.serial('a listener’s token is read from the header or the parameter; a dead one fails every call', async (t) => {
  const { token } = issuedSession(emulator, catalogue.users[0].key);
  const byHeader = await call('playlist/getUserPlaylists', { headers: { ...app, 'x-user-auth-token': token } });
  const byParam = await call('playlist/getUserPlaylists', { headers: app, searchParams: { user_auth_token: token } });
  t.is(byHeader.status, 200);
  t.deepEqual(byParam.body.user, byHeader.body.user);
  const none = await call('playlist/getUserPlaylists', { headers: app });
  t.is(none.status, 401);
  t.regex(none.body.message, /^User authentication is required\. \(Root=1-[0-9a-f]{8}-[0-9a-f]{24}\)$/);
  const dead = await call('track/search', {
    headers: { ...app, 'x-user-auth-token': 'at_gone' },
    searchParams: { query: 'a' },
  });
  t.is(dead.status, 401);
  t.is(dead.body.code, 401);
});

test.serial('writes are taken by GET with parameters and by POST with a form', async (t) => {
  const { token } = issuedSession(emulator, catalogue.users[1].key);
  const headers = { ...app, 'x-user-auth-token': token };
  const view = emulator.library.view;
  const [a, b] = catalogue.recordings.map((r) => view.trackIdFor(r.key)).filter(Boolean) as string[];
  const byGet = await call('playlist/create', {
    headers,
    searchParams: { name: 'By GET', is_public: '0', is_collaborative: '0' },
  });
  const byPost = await call('playlist/create', {
    method: 'POST',
    headers,
    form: { name: 'By POST', description: 'x' },
  });
  t.is(byGet.body.name, 'By GET');
  t.false(byGet.body.is_public);
  t.true(byPost.body.is_public, 'public unless asked otherwise');
  const added = await call('playlist/addTracks', {
    method: 'POST',
    headers,
    form: { playlist_id: String(byPost.body.id), track_ids: `${a},${b}` },
  });
  t.is(added.body.tracks_count, 2);
  const read = await call('playlist/get', {
    headers,
    searchParams: { playlist_id: byPost.body.id, extra: 'tracks', limit: 1, offset: 1 },
  });
  t.deepEqual(
    [read.body.tracks.offset, read.body.tracks.limit, read.body.tracks.total, read.body.tracks.items.length],
    [1, 1, 2, 1],
  );
  const entry = read.body.tracks.items[0];
  t.is(String(entry.id), b);
  t.is(entry.position, 2);
  // Entries go by their own id, not the track's.
  const byTrackId = await call('playlist/deleteTracks', {
    headers,
    searchParams: { playlist_id: byPost.body.id, playlist_track_ids: b },
  });
  t.deepEqual(byTrackId.body, { status: 'success' });
  t.is((await call('playlist/get', { headers, searchParams: { playlist_id: byPost.body.id } })).body.tracks_count, 2);
  await call('playlist/deleteTracks', {
    headers,
    searchParams: { playlist_id: byPost.body.id, playlist_track_ids: String(entry.playlist_track_id) },
  });
  t.is((await call('playlist/get', { headers, searchParams: { playlist_id: byPost.body.id } })).body.tracks_count, 1);
  const deleted = await call('playlist/delete', {
    method: 'POST',
    headers,
    form: { playlist_id: String(byGet.body.id) },
  });
  t.deepEqual(deleted.body, { status: 'success' });
  const gone = await call('playlist/get', { headers, searchParams: { playlist_id: byGet.body.id } });
  t.deepEqual(gone.body, { status: 'error', code: 404, message: 'No result matching given argument' });
});

test.serial('user/login takes the e-mail and the MD5 of the password, or the user id and a token', async (t) => {
  const listener = catalogue.users[0];
  const md5 = createHash('md5').update(listener.password).digest('hex');
  const plain = await call('user/login', {
    headers: app,
    searchParams: { email: listener.email, password: listener.password },
  });
  t.is(plain.status, 401);
  t.is(plain.body.message, 'Invalid username/email and password combination');
  const login = await call('user/login', { headers: app, searchParams: { email: listener.email, password: md5 } });
  t.is(login.status, 200);
  t.is(login.body.user.email, listener.email);
  const token = login.body.user_auth_token as string;
  t.is(emulator.oauth.userFor(token), listener.key, 'issued through the emulator’s OAuth server');
  const again = await call('user/login', {
    headers: app,
    searchParams: { user_id: login.body.user.id, user_auth_token: token },
  });
  t.is(again.body.user_auth_token, token);
  const other = await call('user/login', { headers: app, searchParams: { user_id: '1', user_auth_token: token } });
  t.is(other.status, 401);
});

test.serial('catalog/search lists the kind asked for and counts the rest, as the sample does', async (t) => {
  const title = catalogue.view('qobuz').track(catalogue.view('qobuz').trackIdFor(catalogue.recordings[0].key)!)!.name;
  const found = await call('catalog/search', {
    headers: app,
    searchParams: { query: title, type: 'tracks', limit: 2 },
  });
  t.deepEqual(Object.keys(found.body).sort(), ['albums', 'articles', 'artists', 'playlists', 'query', 'tracks']);
  t.true(found.body.tracks.items.length > 0);
  t.false('items' in found.body.albums);
  t.deepEqual(found.body.artists.items, []);
});

test.serial(
  'the rate limit answers 429 with Retry-After and Qobuz’s error body; the adapter waits and retries',
  async (t) => {
    const adapter = createQobuzAdapter(qobuzConfigFromEnv(emulator.env));
    const faults = (rateLimit: unknown) => got.post(`${emulator.url}/__emulator/faults`, { json: { rateLimit } });
    try {
      await faults({ limit: 1, windowSeconds: 60 });
      // Two calls at most fall either side of a window's end: the third is refused.
      const answers = [];
      for (let i = 0; i < 3; i += 1)
        answers.push(await call('artist/search', { headers: app, searchParams: { query: 'a' } }));
      const limited = answers.find((a) => a.status === 429)!;
      t.truthy(limited);
      t.truthy(limited.headers['retry-after']);
      t.deepEqual(limited.body, { status: 'error', code: 429, message: 'Too many requests.' });
      await faults({ limit: 1, windowSeconds: 1 });
      const pages = await Promise.all(
        [0, 1, 2].map(() => adapter.searchArtists(null, { artist: catalogue.artists[0].name }, { limit: 1 })),
      );
      t.true(pages.every((page) => page.items.length === 1));
    } finally {
      await got.post(`${emulator.url}/__emulator/faults`, { json: { rateLimit: null } });
    }
  },
);

test.serial(
  'the adapter brings the app id alone to the catalogue and checks a brought token with user/login',
  async (t) => {
    const adapter = createQobuzAdapter(qobuzConfigFromEnv(emulator.env));
    t.true(adapter.tokenOnly);
    t.is(adapter.capabilities.signIn, 'token');
    t.is(adapter.authorizeUrl, undefined);
    const listener = catalogue.users[0];
    const { token: _token, ...session } = issuedSession(emulator, listener.key);
    const calls = (route: string) =>
      Object.entries(emulator.controls.stats.byRoute).find(([r]) => r.endsWith(route))?.[1] ?? 0;
    const logins = calls('/user/login');
    const profile = await adapter.currentUser(session);
    t.is(profile.name, listener.displayName);
    t.is(profile.email, listener.email);
    t.is(profile.country, listener.country);
    t.is(calls('/user/login'), logins + 1);
    const isrc = catalogue.recordings.find((r) => !r.absentFrom.includes('qobuz'))!.isrc;
    const found = await adapter.tracksByIsrc(null, isrc.toLowerCase());
    t.true(found.length > 0);
    t.true(found.every((track) => track.isrc === isrc));
  },
);
