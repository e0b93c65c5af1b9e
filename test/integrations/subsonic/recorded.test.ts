import test from 'ava';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createSubsonicAdapter } from '../../../src/integrations/subsonic/adapter.js';
import { subsonicConfigFromEnv } from '../../../src/integrations/subsonic/config.js';
import { credentialsOf, interpretSubsonic } from '../../../src/integrations/subsonic/context.js';
import { albumItem, artistItem, playlistItem, trackItem } from '../../../src/integrations/subsonic/mapping.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import type { ServiceTokens, UserSession } from '../../../src/integrations/types.js';
import { apiReference } from '../../helpers/apiReference.js';

// The adapter on real Subsonic answers: Navidrome 0.49.3 and 0.55.2 recorded by a client's tests,
// and Navidrome's own serializer snapshots (which leave out the outer `subsonic-response`).

const recorded = (name: string) =>
  JSON.parse(readFileSync(apiReference('subsonic', 'fixtures', 'recorded-navidrome', name), 'utf8'));
const snapshot = (name: string) =>
  JSON.parse(readFileSync(apiReference('subsonic', 'fixtures', 'navidrome-snapshots', name), 'utf8'));

const config = (env: Record<string, string> = {}) =>
  subsonicConfigFromEnv({
    PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'true',
    PERSONAL_SERVERS_REQUIRE_HTTPS: 'false',
    ...env,
  });

test('a recorded playlist maps in order, its places as entry ids, owned by the user named', (t) => {
  const { playlist } = recorded('get_playlist__conversion_get_playlist.json')['subsonic-response'];
  const items = playlist.entry.map((s: any, i: number) => trackItem(s, String(i)));
  t.deepEqual(
    items.map((i: any) => [i.id, i.entryId, i.name, i.durationMs]),
    [
      ['edfd5eee9a438816e184e9a0312a5dec', '0', 'Ascension', 447_000],
      ['7f4afc229780891f5a8aa2b9415a7e0f', '1', 'Santa Claus Is Coming to Town', 140_000],
    ],
  );
  t.deepEqual(items[0].artists, [{ id: null, name: 'Ark', imageUrl: null, followers: null, url: null }]);
  t.is(items[0].album.id, 'd83cf43ca2d2acdd016e109ef17773ea');
  // 0.49.3 predates OpenSubsonic: no ISRC, no MusicBrainz id.
  t.is(items[0].isrc, null);
  t.is(items[0].mbid, null);
  const mine = playlistItem(playlist, 'EPPIXX');
  t.true(mine.isOwner, 'user names compare as servers compare them, without case');
  t.false(playlistItem(playlist, 'someone').isOwner);
  t.is(mine.version, '2023-01-31T03:52:11Z/2');
  t.is(mine.totalItems, 2);
});

test('recorded playlists: smart ones are read-only even to their owner', (t) => {
  const { playlists } = snapshot('Playlists_with_data.json');
  const [smart] = playlists.playlist.map((p: any) => playlistItem(p, 'admin'));
  t.is(smart.description, 'comment');
  t.false(smart.isOwner);
});

test('a recorded 0.55.2 album carries the release MBID, its songs their recording MBIDs, and no ISRC', (t) => {
  const { album } = recorded('get_album__conversion_navidrome_0_55_2.json')['subsonic-response'];
  const item = albumItem(album);
  t.is(item.mbid, '45850ffc-62e6-43a7-800f-c54d69f8dc1f');
  t.is(item.totalItems, 12);
  t.deepEqual(
    item.artists?.map((a) => a.name),
    ['Jungle'],
  );
  const songs = album.song.map((s: any) => trackItem(s));
  t.is(songs[0].mbid, 'c9302e47-3c86-464e-a1ae-03e90c43d1e0');
  t.true(songs.every((s: any) => s.isrc === null));
});

test('OpenSubsonic songs: the first ISRC of the list; empty tags are none', (t) => {
  const [full, empty] = snapshot('Child_with_data.json').directory.child;
  const item = trackItem(full);
  t.is(item.isrc, 'ISRC-1');
  t.is(item.mbid, '4321');
  t.deepEqual(
    item.artists?.map((a) => a.name),
    ['artist1', 'artist2'],
  );
  t.is(item.explicit, false);
  const bare = trackItem(empty);
  t.is(bare.isrc, null);
  t.is(bare.mbid, null);
  // A server that predates the list sends one ISRC as a string.
  t.is(trackItem({ id: '1', title: 'x', isrc: 'usrc17607839' }).isrc, 'USRC17607839');
});

test('old servers answer search3 with folder-model albums: the title is the name', (t) => {
  const result = recorded('search3__conversion_get_album.json')['subsonic-response'].searchResult3;
  const albums = result.album.map(albumItem);
  t.true(albums.length > 0);
  t.true(albums.every((a: any) => a.name.length > 0 && a.id.length > 0));
  const artists = (result.artist ?? []).map(artistItem);
  t.true(artists.every((a: any) => typeof a.name === 'string'));
});

test('the recorded refusal of credentials asks the listener to sign in again', (t) => {
  const response = { status: 200, headers: {}, body: recorded('ping__convert_error.json') };
  t.is(interpretSubsonic(response, true), 'tokenRefused');
  const err = interpretSubsonic(response, false) as UpstreamError;
  t.is(err.kind, 'reauthRequired');
  t.regex(err.message, /error 40: Wrong username or password/);
  t.is(interpretSubsonic({ status: 200, headers: {}, body: recorded('ping__ping_convert.json') }, true), null);
});

test('every failed code reads as its kind', (t) => {
  const kindOf = (code: number) => {
    const answer = interpretSubsonic(
      { status: 200, headers: {}, body: { 'subsonic-response': { status: 'failed', error: { code, message: 'm' } } } },
      false,
    );
    return (answer as UpstreamError).kind;
  };
  t.deepEqual([0, 10, 20, 30, 40, 41, 42, 43, 44, 50, 60, 70].map(kindOf), [
    'rejected',
    'rejected',
    'rejected',
    'rejected',
    'reauthRequired',
    'reauthRequired',
    'reauthRequired',
    'rejected',
    'reauthRequired',
    'forbidden',
    'forbidden',
    'notFound',
  ]);
  // JSON that is no Subsonic envelope is no Subsonic server.
  t.is(
    (interpretSubsonic({ status: 200, headers: {}, body: { hello: 'world' } }, false) as UpstreamError).kind,
    'unavailable',
  );
});

// A server of our own making answers each method as a test says.

type Reply = { status?: number; type?: string; body: string };

async function fakeServer(reply: (method: string, query: URLSearchParams) => Reply) {
  const seen: { method: string; query: URLSearchParams }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const method = url.pathname.replace(/^\/rest\//, '');
    seen.push({ method, query: url.searchParams });
    const answer = reply(method, url.searchParams);
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const json = (body: unknown): Reply => ({ body: JSON.stringify(body) });
const ok = (payload: Record<string, unknown> = {}) =>
  json({ 'subsonic-response': { status: 'ok', version: '1.16.1', ...payload } });
const failure = (code: number, message: string) =>
  json({ 'subsonic-response': { status: 'failed', version: '1.16.1', error: { code, message } } });

const sessionOn = (server: string, tokens: ServiceTokens): UserSession => ({
  key: 'listener',
  country: null,
  tokens: async () => tokens,
  refresh: async () => {
    throw new Error('no refresh');
  },
});

test('a wrong password is refused with the recorded error, and nothing goes past ping', async (t) => {
  const server = await fakeServer(() => ({
    body: readFileSync(apiReference('subsonic', 'fixtures', 'recorded-navidrome', 'ping__convert_error.json'), 'utf8'),
  }));
  try {
    const adapter = createSubsonicAdapter(config());
    const err = await t.throwsAsync(
      adapter.formSignIn!.connect({ server: server.url, username: 'joe', password: 'wrong' }),
    );
    t.is((err as UpstreamError).kind, 'reauthRequired');
    t.deepEqual(
      server.seen.map((s) => s.method),
      ['ping'],
    );
    // The password never crossed the wire: only the salted pair.
    const sent = server.seen[0].query;
    t.false(sent.has('p'));
    t.is(
      sent.get('t'),
      createHash('md5')
        .update(`wrong${sent.get('s')}`)
        .digest('hex'),
    );
    t.is(sent.get('f'), 'json');
    t.is(sent.get('v'), '1.16.1');
    t.truthy(sent.get('c'));
  } finally {
    await server.close();
  }
});

test('a web page where the server should be is no Subsonic server: unavailable, nothing kept', async (t) => {
  const server = await fakeServer(() => ({ type: 'text/html', body: '<!doctype html><title>Sign in</title>' }));
  try {
    const adapter = createSubsonicAdapter(config());
    const err = await t.throwsAsync(
      adapter.formSignIn!.connect({ server: server.url, username: 'joe', password: 'sesame' }),
    );
    t.is((err as UpstreamError).kind, 'unavailable');
    t.regex((err as Error).message, /No Subsonic server answers/);
  } finally {
    await server.close();
  }
});

test('an answer in XML (a server ignoring f=json) is refused, not read', async (t) => {
  const server = await fakeServer(() => ({
    type: 'text/xml',
    body: readFileSync(apiReference('subsonic', 'fixtures', 'navidrome-snapshots', 'EmptyResponse.xml'), 'utf8'),
  }));
  try {
    const adapter = createSubsonicAdapter(config());
    const err = await t.throwsAsync(
      adapter.formSignIn!.connect({ server: server.url, username: 'joe', password: 'sesame' }),
    );
    t.is((err as UpstreamError).kind, 'unavailable');
  } finally {
    await server.close();
  }
});

test('a server address the policy refuses is refused before any call', async (t) => {
  const adapter = createSubsonicAdapter(subsonicConfigFromEnv({ NODE_ENV: 'production' }));
  const err = await t.throwsAsync(
    adapter.formSignIn!.connect({ server: 'http://127.0.0.1:1', username: 'joe', password: 'sesame' }),
  );
  t.is((err as UpstreamError).kind, 'rejected');
});

test('sign-in keeps the server, the user name as the server spells it and the salted pair, never the password', async (t) => {
  const server = await fakeServer((method) =>
    method === 'getUser'
      ? ok({ user: recorded('get_user__conversion_get_user.json')['subsonic-response'].user })
      : ok(),
  );
  try {
    const adapter = createSubsonicAdapter(config());
    const { tokens, profile } = await adapter.formSignIn!.connect({
      server: `${server.url}/rest/`,
      username: 'EPPIXX',
      password: 'sesame',
    });
    // The name the server spells, on that server: another server's `eppixx` is someone else.
    t.is(profile.id, `${server.url}#eppixx`);
    t.is(tokens.raw.server, server.url, 'the API path people copy is not part of the address');
    t.false(JSON.stringify(tokens).includes('sesame'));
    const credentials = credentialsOf(tokens);
    t.is(credentials.username, 'eppixx');
    t.true(credentials.salt.length >= 6);
    t.is(credentials.token, createHash('md5').update(`sesame${credentials.salt}`).digest('hex'));
    t.is(tokens.refreshToken, null);
    t.regex(adapter.formSignIn!.keeps, /never keep the password/);
  } finally {
    await server.close();
  }
});

test('failed answers of a listener’s calls read as their kinds', async (t) => {
  const server = await fakeServer((method) =>
    method === 'getSong'
      ? failure(70, 'data not found')
      : method === 'deletePlaylist'
        ? failure(50, 'permission denied')
        : method === 'getPlaylists'
          ? { type: 'text/html', body: '<html>proxy error</html>' }
          : failure(40, 'Wrong username or password'),
  );
  try {
    const adapter = createSubsonicAdapter(config());
    const tokens: ServiceTokens = {
      accessToken: JSON.stringify({ u: 'joe', s: 'c19b2d', t: '26719a1196d2a940705a59634eb18eab' }),
      refreshToken: null,
      expiresAt: null,
      scope: null,
      raw: { server: server.url },
    };
    const s = sessionOn(server.url, tokens);
    t.is(((await t.throwsAsync(adapter.track(s, 'nope'))) as UpstreamError).kind, 'notFound');
    t.is(((await t.throwsAsync(adapter.deletePlaylist(s, 'theirs'))) as UpstreamError).kind, 'forbidden');
    t.is(((await t.throwsAsync(adapter.playlists(s, {}))) as UpstreamError).kind, 'unavailable');
    // A refused pair asks the session for new credentials, whose owner has none to give.
    await t.throwsAsync(adapter.likedTracks(s, {}), { message: 'no refresh' });
    // The documentation's pair: md5("sesame" + "c19b2d").
    const sent = server.seen.find((x) => x.method === 'getSong')!.query;
    t.is(sent.get('t'), '26719a1196d2a940705a59634eb18eab');
    t.is(sent.get('s'), 'c19b2d');
    t.is(sent.get('u'), 'joe');
    // Stored tokens without a pair or a server mean signing in again.
    const broken = sessionOn(server.url, { ...tokens, accessToken: 'not a pair' });
    t.is(((await t.throwsAsync(adapter.likedTracks(broken, {}))) as UpstreamError).kind, 'reauthRequired');
    const serverless = sessionOn(server.url, { ...tokens, raw: {} });
    t.is(((await t.throwsAsync(adapter.likedTracks(serverless, {}))) as UpstreamError).kind, 'reauthRequired');
  } finally {
    await server.close();
  }
});
