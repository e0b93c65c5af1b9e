import test from 'ava';
import got from 'got';
import { startPlexEmulator } from '../../../src/emulators/plex/index.js';
import { createPlexAdapter } from '../../../src/integrations/plex/adapter.js';
import { plexConfigFromEnv } from '../../../src/integrations/plex/config.js';
import { recordingMbid, releaseMbid } from '../../../src/emulators/catalogue/musicBrainz.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite, memorySession } from '../contract.js';
import { emulatedContract, seededTrackIds } from '../emulatedContract.js';
import { pinSignIn } from './pinSignIn.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startPlexEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createPlexAdapter(plexConfigFromEnv(env)),
  // Plex's page sends the browser back to our callback, with nothing in it but our state.
  redirectUri: 'https://partner.example/signin/plex/done',
});

contractSuite(test, () => setup);

// Plex's own behaviour, against the same emulator.

const userOf = (key?: string) => setup.catalogue.users.find((u) => u.key === (key ?? setup.catalogue.users[0].key))!;
const session = async (key?: string) => {
  const user = userOf(key);
  const { tokens } = await (await pinSignIn(setup.adapter, user)).finish();
  return memorySession(setup.adapter, tokens, user.key);
};
const trackIds = (count: number, from?: number) => seededTrackIds(setup, count, from);
const kindOf = async (promise: Promise<unknown>) =>
  (
    (await promise.then(
      () => null,
      (err) => err,
    )) as UpstreamError
  )?.kind;

test.serial('plex: the PIN sign-in keeps the server, its token and its machine, not the account token', async (t) => {
  const { adapter, emulator } = setup;
  const user = userOf();
  const flow = await pinSignIn(adapter, user);
  const url = new URL(flow.url);
  t.is(url.pathname, '/auth');
  const fragment = new URLSearchParams(url.hash.replace(/^#\?/, ''));
  t.is(fragment.get('clientID'), 'music-library-partner-api');
  t.is(fragment.get('forwardUrl'), 'https://partner.example/signin/plex/done?state=s1');
  t.is(fragment.get('context[device][product]'), 'Music Library');
  const { tokens, profile } = await flow.finish();
  t.deepEqual(Object.keys(tokens.raw).sort(), ['machineIdentifier', 'server']);
  t.is(tokens.raw.server, emulator.url);
  t.is(tokens.refreshToken, null);
  const pin = JSON.parse(flow.keep) as { id: number };
  const granted = await got(`${emulator.url}/api/v2/pins/${pin.id}`, {
    headers: { 'x-plex-client-identifier': 'music-library-partner-api', accept: 'application/json' },
  }).json<{ authToken: string }>();
  t.not(tokens.accessToken, granted.authToken, 'the account token is not what is kept');
  t.false(JSON.stringify(tokens).includes(granted.authToken));
  t.is(profile.id, emulator.library.user(user.key)!.id);
  t.is(profile.name, user.displayName);
  t.is(profile.email, user.email);
});

test.serial('plex: a denied PIN grants nothing: reauthRequired, and nothing to keep', async (t) => {
  const flow = await pinSignIn(setup.adapter, userOf(), 'deny');
  const err = await t.throwsAsync(flow.finish());
  t.is((err as UpstreamError).kind, 'reauthRequired');
  t.is(await kindOf(setup.adapter.pinSignIn!.finish('not a pin')), 'reauthRequired');
  t.is(await kindOf(setup.adapter.pinSignIn!.finish(JSON.stringify({ id: 1, code: 'nope' }))), 'reauthRequired');
});

test.serial('plex: a server on a private address is refused where the operator allows none', async (t) => {
  const { emulator } = setup;
  const strict = createPlexAdapter(
    plexConfigFromEnv({ ...emulator.env, PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'false' }),
  );
  const flow = await pinSignIn(strict, userOf());
  const before = emulator.controls.stats.byRoute['GET /identity'] ?? 0;
  const err = await t.throwsAsync(flow.finish());
  t.is((err as UpstreamError).kind, 'rejected');
  t.is(emulator.controls.stats.byRoute['GET /identity'] ?? 0, before, 'the server was never called');
});

test.serial('plex: an XML answer where JSON was asked is a failure of the server, never data', async (t) => {
  const { adapter, emulator } = setup;
  const s = await session();
  const xml = await got(`${emulator.url}/playlists`, {
    headers: { 'x-plex-token': (await s.tokens()).accessToken },
  });
  t.regex(String(xml.headers['content-type']), /xml/);
  t.regex(xml.body, /^<\?xml/);
  // The same server answering XML to every call: the adapter reads it as no Plex answer.
  const proxy = await import('node:http');
  const server = proxy.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end('<?xml version="1.0"?><MediaContainer size="0" />');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const port = (server.address() as { port: number }).port;
    const tokens = await s.tokens();
    const elsewhere = memorySession(adapter, { ...tokens, raw: { ...tokens.raw, server: `http://127.0.0.1:${port}` } });
    t.is(await kindOf(adapter.playlists(elsewhere, {})), 'unavailable');
  } finally {
    server.close();
  }
});

test.serial('plex: likes are five-star ratings, read back through the library filter', async (t) => {
  const { adapter, emulator } = setup;
  const s = await session(setup.catalogue.users[1]?.key);
  const [a] = trackIds(1, 700);
  await adapter.likeTracks(s, [a]);
  const track = await adapter.track(s, a);
  t.truthy(track);
  const user = emulator.library.user(setup.catalogue.users[1]?.key ?? setup.catalogue.users[0].key)!;
  t.true(user.liked.some((l) => l.id === a));
  await adapter.unlikeTracks(s, [a]);
  t.false(user.liked.some((l) => l.id === a));
});

test.serial('plex: a move names the entry, so one of two entries of the same track moves alone', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Twice', description: 'words' });
  t.is(created.totalItems, 0, 'made empty, though Plex makes a playlist from an item');
  t.is(created.description, 'words');
  const [a, b, c] = trackIds(3, 200);
  await adapter.addPlaylistItems(s, created.id, [a, b, a, c]);
  const read = async () => (await adapter.playlistItems(s, created.id, {})).items;
  const before = await read();
  t.deepEqual(
    before.map((i) => i.id),
    [a, b, a, c],
  );
  t.is(new Set(before.map((i) => i.entryId)).size, 4);
  await adapter.reorderPlaylistItems(s, created.id, before, [2, 0, 1, 3]);
  const after = await read();
  t.deepEqual(
    after.map((i) => i.entryId),
    [2, 0, 1, 3].map((i) => before[i].entryId),
  );
  await adapter.removePlaylistItems(s, created.id, [{ id: a, entryId: null }]);
  t.deepEqual(
    (await read()).map((i) => i.id),
    [b, c],
  );
  await adapter.deletePlaylist(s, created.id);
  t.is(await kindOf(adapter.playlist(s, created.id)), 'notFound');
});

test.serial('plex: MusicBrainz ids come from mbid:// Guids; durations in milliseconds', async (t) => {
  const { adapter, emulator } = setup;
  const s = await session();
  const view = emulator.library.view;
  const id = trackIds(1, 500)[0];
  const listed = view.track(id)!;
  const track = await adapter.track(s, id);
  t.is(track.durationMs, listed.durationMs);
  t.is(track.mbid, recordingMbid(listed.recordingKey!));
  t.is(track.isrc, null);
  t.is(track.album?.id, listed.album.id);
  const album = await adapter.album(s, listed.album.id);
  t.is(album.mbid, releaseMbid(view.album(listed.album.id)!.albumKey!));
  t.is(await kindOf(adapter.track(s, listed.album.id)), 'notFound');
  t.is(await kindOf(adapter.searchTracks(null, { track: 'love' }, {})), 'unsupported');
  t.is(await kindOf(adapter.tracksByIsrc(s, 'USRC17607839')), 'unsupported');
});
