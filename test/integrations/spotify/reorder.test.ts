import test from 'ava';
import got from 'got';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../../src/emulators/spotify/index.js';
import { snapshotId } from '../../../src/emulators/spotify/wire.js';
import type { EmulatedPlaylist } from '../../../src/emulators/kit/library.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { UpstreamError } from '../../../src/integrations/errors.js';
import { createSpotifyAdapter } from '../../../src/integrations/spotify/adapter.js';
import { spotifyConfigFromEnv } from '../../../src/integrations/spotify/config.js';
import type { MusicServiceAdapter, TrackItem, UserSession } from '../../../src/integrations/types.js';
import { issuedSession, readAll } from '../contract.js';

// Update Playlist Items as a reorder: a range moved before a position counted before the move,
// guarded by the snapshot_id; the adapter moves ranges and chains the snapshot each answer gives.

const catalogue = createCatalogue({ recordings: 1_000 });
let emulator: RunningEmulator;
let adapter: MusicServiceAdapter;
let session: UserSession;
let token: string;
let otherToken: string;

/** The demo listener's session, counting the calls made with it (the client asks for the tokens once a call). */
function countingSession(): UserSession & { calls: number } {
  const issued = issuedSession(emulator, 'demo', 'US');
  const counting = {
    ...issued,
    calls: 0,
    tokens() {
      counting.calls += 1;
      return issued.tokens();
    },
  };
  return counting;
}

test.before(async () => {
  emulator = await startSpotifyEmulator({ catalogue, rateLimit: null });
  adapter = createSpotifyAdapter(spotifyConfigFromEnv(emulator.env));
  ({ token, ...session } = issuedSession(emulator, 'demo', 'US'));
  otherToken = issuedSession(emulator, 'medium', 'DE').token;
});

test.after.always(() => emulator?.close());

const trackIds = (count: number, from = 0) =>
  catalogue.recordings
    .map((r) => emulator.library.view.trackIdFor(r.key))
    .filter((id): id is string => Boolean(id))
    .slice(from, from + count);

/** A new playlist of the demo listener holding `count` tracks, straight in the emulator. */
function playlistOf(count: number, from = 0): EmulatedPlaylist {
  const library = emulator.library;
  const playlist = library.createPlaylist(library.user('demo')!, { name: 'Reorder' });
  library.addEntries(playlist, trackIds(count, from));
  return playlist;
}

const put = (playlist: string, json: unknown, bearer = token, path = 'items') =>
  got.put(`${emulator.url}/v1/playlists/${playlist}/${path}`, {
    headers: { authorization: `Bearer ${bearer}` },
    json,
    throwHttpErrors: false,
    responseType: 'json',
  });

/** Every entry of the playlist, as the adapter reads it. */
const entriesOf = async (playlistId: string): Promise<TrackItem[]> =>
  (await readAll((page) => adapter.playlistItems(session, playlistId, page), 50)).items;

test('a range moves before a position counted before the move, and the answer is a new snapshot_id', async (t) => {
  const playlist = playlistOf(5);
  const [a, b, c, d, e] = playlist.entries;
  const before = snapshotId(playlist);
  // The spec's example: the items at 1 and 2 go before the item at 3.
  const res = await put(playlist.id, { range_start: 1, insert_before: 4, range_length: 2, snapshot_id: before });
  t.is(res.statusCode, 200);
  const body = res.body as { snapshot_id: string };
  t.deepEqual(Object.keys(body), ['snapshot_id']);
  t.not(body.snapshot_id, before);
  t.is(body.snapshot_id, snapshotId(playlist));
  t.deepEqual(playlist.entries, [a, d, b, c, e]);
  // To the end with insert_before = length, from the end to the start with 0; range_length is 1 by default.
  t.is((await put(playlist.id, { range_start: 0, insert_before: 5 })).statusCode, 200);
  t.deepEqual(playlist.entries, [d, b, c, e, a]);
  t.is((await put(playlist.id, { range_start: 4, insert_before: 0 }, token, 'tracks')).statusCode, 200);
  t.deepEqual(playlist.entries, [a, d, b, c, e]);
});

test('bad reorders are refused with Spotify’s error body and change nothing', async (t) => {
  const playlist = playlistOf(4);
  const entries = [...playlist.entries];
  const version = playlist.version;
  const refused = async (json: unknown, status: number, message: RegExp, bearer = token, id = playlist.id) => {
    const res = await put(id, json, bearer);
    t.is(res.statusCode, status, JSON.stringify(json));
    const body = res.body as { error: { status: number; message: string } };
    t.deepEqual(Object.keys(body), ['error']);
    t.is(body.error.status, status);
    t.regex(body.error.message, message);
  };
  await refused({ range_start: 0, insert_before: 2, snapshot_id: 'c3RhbGU=' }, 400, /snapshot/i);
  await refused({ range_start: 3, insert_before: 0, range_length: 2 }, 400, /out of bounds/);
  await refused({ range_start: 0, insert_before: 5 }, 400, /out of bounds/);
  await refused({ range_start: -1, insert_before: 0 }, 400, /out of bounds/);
  await refused({ range_start: 0, insert_before: 2, range_length: 0 }, 400, /out of bounds/);
  await refused({ insert_before: 2 }, 400, /Missing range_start/);
  await refused({ range_start: 1 }, 400, /Missing insert_before/);
  await refused({ range_start: '1', insert_before: 0 }, 400, /range_start/);
  await refused({ range_start: 0, insert_before: 2 }, 403, /do not own/, otherToken);
  await refused({ range_start: 0, insert_before: 2 }, 404, /not found/, token, 'AAAAAAAAAAAAAAAAAAAAAA');
  t.deepEqual(playlist.entries, entries);
  t.is(playlist.version, version);
  // A move onto itself changes nothing either, and says the same snapshot.
  const same = await put(playlist.id, { range_start: 1, insert_before: 2, snapshot_id: snapshotId(playlist) });
  t.is(same.statusCode, 200);
  t.is((same.body as { snapshot_id: string }).snapshot_id, snapshotId(playlist));
});

test('uris alone replace every entry of the playlist', async (t) => {
  const playlist = playlistOf(3);
  const ids = trackIds(2, 500);
  const res = await put(playlist.id, { uris: ids.map((id) => `spotify:track:${id}`) });
  t.is(res.statusCode, 200);
  t.is((res.body as { snapshot_id: string }).snapshot_id, snapshotId(playlist));
  t.deepEqual(
    playlist.entries.map((e) => e.trackId),
    ids,
  );
  t.is((await put(playlist.id, { uris: ['spotify:track:nope'] })).statusCode, 400);
  t.is((await put(playlist.id, { uris: [] })).statusCode, 200);
  t.is(playlist.entries.length, 0);
});

test('the adapter moves ranges, chaining snapshots, to the order asked; identity and bad orders send nothing', async (t) => {
  const playlist = playlistOf(8, 20);
  const current = await entriesOf(playlist.id);
  const order = [7, 2, 3, 4, 5, 6, 0, 1];
  const counted = countingSession();
  await adapter.reorderPlaylistItems(counted, playlist.id, current, order);
  // The first two go as one range, the last alone: one read of the snapshot, two moves.
  t.is(counted.calls, 3);
  t.deepEqual(
    (await entriesOf(playlist.id)).map((i) => i.id),
    order.map((i) => current[i].id),
  );
  const version = playlist.version;
  const after = await entriesOf(playlist.id);
  const quiet = countingSession();
  await adapter.reorderPlaylistItems(
    quiet,
    playlist.id,
    after,
    after.map((_, i) => i),
  );
  t.is(quiet.calls, 0, 'an identity order makes no call');
  await t.throwsAsync(adapter.reorderPlaylistItems(quiet, playlist.id, after, [0, 0, 1, 2, 3, 4, 5, 6]), {
    instanceOf: RangeError,
  });
  await t.throwsAsync(adapter.reorderPlaylistItems(quiet, playlist.id, after, [1, 0]), { instanceOf: RangeError });
  t.is(quiet.calls, 0, 'a bad order makes no call');
  t.is(playlist.version, version);
});

test('a playlist of more than 100 entries is checked page by page and put in a new order', async (t) => {
  const playlist = playlistOf(130, 100);
  const current = await entriesOf(playlist.id);
  // A deterministic shuffle.
  const order = current.map((_, i) => (i * 37) % 130);
  await adapter.reorderPlaylistItems(session, playlist.id, current, order);
  t.deepEqual(
    (await entriesOf(playlist.id)).map((i) => i.id),
    order.map((i) => current[i].id),
  );
});

test('a playlist changed since it was read is refused before any move', async (t) => {
  const playlist = playlistOf(5, 40);
  const current = await entriesOf(playlist.id);
  // Someone else moves an entry after our read.
  emulator.library.moveRange(playlist, 0, 1, 3);
  const entries = [...playlist.entries];
  const err = await t.throwsAsync(adapter.reorderPlaylistItems(session, playlist.id, current, [4, 3, 2, 1, 0]), {
    instanceOf: UpstreamError,
  });
  t.is(err?.kind, 'rejected');
  t.deepEqual(playlist.entries, entries, 'nothing was moved');
});

test('a change by someone else between two moves is refused by the stale snapshot_id, surfaced as an UpstreamError', async (t) => {
  const playlist = playlistOf(6, 60);
  const current = await entriesOf(playlist.id);
  // Reversed: several moves, one a call. Right after the first move's answer, someone else moves
  // an entry; the second move names the first move's snapshot, which is then stale.
  const start = playlist.version;
  let meddled = false;
  const meddling: UserSession = {
    ...session,
    async tokens() {
      if (!meddled && playlist.version === start + 1) {
        meddled = true;
        emulator.library.moveRange(playlist, 5, 1, 0);
      }
      return session.tokens();
    },
  };
  const moved = adapter.reorderPlaylistItems(meddling, playlist.id, current, [5, 4, 3, 2, 1, 0]);
  const err = await t.throwsAsync(moved, { instanceOf: UpstreamError });
  t.is(err?.kind, 'rejected');
  t.is(err?.details.status, 400);
  t.regex(err?.message ?? '', /snapshot/i);
  // One move of ours and the other listener's went through; nothing after them.
  t.true(meddled);
  t.is(playlist.version, start + 2);
});
