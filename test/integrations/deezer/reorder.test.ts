import test from 'ava';
import got from 'got';
import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startDeezerEmulator } from '../../../src/emulators/deezer/index.js';
import type { EmulatedPlaylist } from '../../../src/emulators/kit/library.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { createDeezerAdapter } from '../../../src/integrations/deezer/adapter.js';
import { deezerConfigFromEnv } from '../../../src/integrations/deezer/config.js';
import { UpstreamError } from '../../../src/integrations/errors.js';
import type { MusicServiceAdapter, TrackItem, UserSession } from '../../../src/integrations/types.js';
import { apiReference } from '../../helpers/apiReference.js';
import { issuedSession, readAll } from '../contract.js';

// `POST /playlist/{id}/tracks?order=` puts a playlist's tracks in the order named, all of them,
// answering `true` as recorded; anything else is Deezer's "Wrong parameter", in a 200 body.

const catalogue = createCatalogue({ recordings: 2_000 });
let emulator: RunningEmulator;
let adapter: MusicServiceAdapter;
let session: UserSession;
let token: string;
let otherToken: string;

test.before(async () => {
  emulator = await startDeezerEmulator({ catalogue, rateLimit: null });
  adapter = createDeezerAdapter(deezerConfigFromEnv(emulator.env));
  ({ token, ...session } = issuedSession(emulator, 'demo', 'US'));
  otherToken = issuedSession(emulator, 'medium', 'DE').token;
});

test.after.always(() => emulator?.close());

/** The answers of a recorded cassette: status and raw body. */
async function recorded(file: string): Promise<{ uri: string; status: number; body: string }[]> {
  const text = await readFile(apiReference('deezer', 'fixtures', 'deezer-python', file), 'utf8');
  const cassette = parseYaml(text) as {
    interactions: { request: { uri: string }; response: { status: { code: number }; body: { string: string } } }[];
  };
  return cassette.interactions.map((i) => ({
    uri: i.request.uri,
    status: i.response.status.code,
    body: i.response.body.string,
  }));
}

const trackIds = (count: number, from = 0) =>
  catalogue.recordings
    .map((r) => emulator.library.view.trackIdFor(r.key))
    .filter((id): id is string => Boolean(id))
    .slice(from, from + count);

function playlistOf(count: number, from = 0): EmulatedPlaylist {
  const library = emulator.library;
  const playlist = library.createPlaylist(library.user('demo')!, { name: 'Reorder' });
  library.addEntries(playlist, trackIds(count, from));
  return playlist;
}

const post = (playlist: string, query: Record<string, string>, bearer = token) =>
  got.post(`${emulator.url}/playlist/${playlist}/tracks`, {
    searchParams: { ...query, access_token: bearer },
    throwHttpErrors: false,
  });

/** Every entry of the playlist, as the adapter reads it. */
const entriesOf = async (playlistId: string): Promise<TrackItem[]> =>
  (await readAll((page) => adapter.playlistItems(session, playlistId, page), 100)).items;

test('an order naming every track puts them so and answers as recorded: 200, true', async (t) => {
  const [reorder] = await recorded('POST_playlist-tracks_order.yaml');
  t.true(new URL(reorder.uri).searchParams.has('order'));
  const playlist = playlistOf(4);
  const before = playlist.entries.map((e) => e.trackId);
  const order = [before[3], before[0], before[2], before[1]];
  const version = playlist.version;
  const res = await post(playlist.id, { order: order.join(',') });
  t.is(res.statusCode, reorder.status);
  t.is(res.body, reorder.body);
  t.deepEqual(
    playlist.entries.map((e) => e.trackId),
    order,
  );
  t.true(playlist.version > version, 'the checksum moves with the order');
});

test('an order that is not every track of the playlist, once each, is Deezer’s “Wrong parameter” in a 200 body', async (t) => {
  const [wrong] = (await recorded('error_radio_-1_ParameterException-500.yaml')).filter((r) =>
    r.body.includes('error'),
  );
  const playlist = playlistOf(4, 10);
  const ids = playlist.entries.map((e) => e.trackId);
  const entries = [...playlist.entries];
  for (const order of [
    ids.slice(0, 3),
    [...ids, trackIds(1, 500)[0]],
    [ids[0], ids[0], ids[1], ids[2]],
    [ids[0], ids[1], ids[2], trackIds(1, 500)[0]],
    [...ids.slice(1), '999999999999'],
  ]) {
    const res = await post(playlist.id, { order: order.join(',') });
    t.is(res.statusCode, 200);
    t.deepEqual(JSON.parse(res.body), JSON.parse(wrong.body), order.join(','));
  }
  // No order at all, somebody else's playlist, a playlist that is not there.
  t.is(JSON.parse((await post(playlist.id, { order: '' })).body).error.code, 501);
  t.is(JSON.parse((await post(playlist.id, { order: ids.join(',') }, otherToken)).body).error.code, 200);
  t.is(JSON.parse((await post('99999999999', { order: ids.join(',') })).body).error.code, 800);
  t.deepEqual(playlist.entries, entries, 'nothing moved');
});

test('the adapter sends the whole order in one call; identity and bad orders send nothing', async (t) => {
  const playlist = playlistOf(6, 40);
  const current = await entriesOf(playlist.id);
  let calls = 0;
  const counting: UserSession = {
    ...session,
    tokens() {
      calls += 1;
      return session.tokens();
    },
  };
  const order = [5, 2, 3, 4, 0, 1];
  await adapter.reorderPlaylistItems(counting, playlist.id, current, order);
  t.is(calls, 1);
  const after = await entriesOf(playlist.id);
  t.deepEqual(
    after.map((i) => i.id),
    order.map((i) => current[i].id),
  );
  await adapter.reorderPlaylistItems(
    counting,
    playlist.id,
    after,
    after.map((_, i) => i),
  );
  await t.throwsAsync(adapter.reorderPlaylistItems(counting, playlist.id, after, [0, 1, 2, 3, 4, 4]), {
    instanceOf: RangeError,
  });
  t.is(calls, 1, 'no call for the identity or a bad order');
});

test('a playlist changed since it was read is refused by Deezer, surfaced as an UpstreamError', async (t) => {
  const playlist = playlistOf(4, 70);
  const current = await entriesOf(playlist.id);
  // Someone else adds a track after our read: the order no longer names every track.
  emulator.library.addEntries(playlist, trackIds(1, 600));
  const entries = [...playlist.entries];
  const err = await t.throwsAsync(adapter.reorderPlaylistItems(session, playlist.id, current, [3, 2, 1, 0]), {
    instanceOf: UpstreamError,
  });
  t.is(err?.kind, 'rejected');
  t.regex(err?.message ?? '', /Wrong parameter/);
  t.deepEqual(playlist.entries, entries);
});

test('a long playlist’s whole order goes in one call, in the body: too long for a URL', async (t) => {
  // 1,700 ids of about ten digits: more than the 16 KB a request's head may hold.
  const playlist = playlistOf(1_700);
  const current = await entriesOf(playlist.id);
  const order = current.map((_, i) => (i * 7) % current.length);
  await adapter.reorderPlaylistItems(session, playlist.id, current, order);
  t.deepEqual(
    (await entriesOf(playlist.id)).map((i) => i.id),
    order.map((i) => current[i].id),
  );
});
