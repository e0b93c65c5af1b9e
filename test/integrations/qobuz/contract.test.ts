import test from 'ava';
import got from 'got';
import { startQobuzEmulator } from '../../../src/emulators/qobuz/index.js';
import { createQobuzAdapter } from '../../../src/integrations/qobuz/adapter.js';
import { qobuzConfigFromEnv } from '../../../src/integrations/qobuz/config.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite, issuedSession } from '../contract.js';
import { emulatedContract, listenerSession, seededTrackIds } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startQobuzEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createQobuzAdapter(qobuzConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/qobuz/callback',
});

contractSuite(test, () => setup);

// Qobuz's own behaviour, against the same emulator.

type Answer = { status: number; body: { status?: string; code?: number; message?: string } };

/** `playlist/updateTracksPosition` as the listener `userKey` calls it, by GET with parameters. */
async function updateTracksPosition(params: Record<string, string>, userKey = 'demo'): Promise<Answer> {
  const { token } = issuedSession(setup.emulator, userKey);
  const res = await got(`${setup.emulator.env.QOBUZ_API_URL}/playlist/updateTracksPosition`, {
    headers: { 'x-app-id': setup.emulator.env.QOBUZ_APP_ID, 'x-user-auth-token': token },
    searchParams: params,
    throwHttpErrors: false,
    retry: { limit: 0 },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

test.serial('qobuz: insert_before is a 1-based position counted before the move', async (t) => {
  const s = await listenerSession(setup);
  const created = await setup.adapter.createPlaylist(s, { name: 'Positions' });
  await setup.adapter.addPlaylistItems(s, created.id, seededTrackIds(setup, 4, 1_200));
  const playlist = setup.emulator.library.playlist(created.id)!;
  const [a, b, c, d] = playlist.entries.map((e) => e.entryId);
  const order = () => playlist.entries.map((e) => e.entryId);
  const move = async (ids: string[], insertBefore: number) => {
    const answer = await updateTracksPosition({
      playlist_id: created.id,
      playlist_track_ids: ids.join(','),
      insert_before: String(insertBefore),
    });
    t.is(answer.status, 200);
    t.deepEqual(answer.body, { status: 'success' });
  };
  await move([a], 4); // before d, the 4th
  t.deepEqual(order(), [b, c, a, d]);
  await move([b], 5); // one past the last: the end
  t.deepEqual(order(), [c, a, d, b]);
  await move([d, b], 1); // a range to the front
  t.deepEqual(order(), [d, b, c, a]);
  await move([d, b], 2); // where they stand: nothing moves
  t.deepEqual(order(), [d, b, c, a]);
  // The adapter reads it the same way: the listener's order back again.
  const current = (await setup.adapter.playlistItems(s, created.id, {})).items;
  await setup.adapter.reorderPlaylistItems(
    s,
    created.id,
    current,
    [a, b, c, d].map((id) => current.findIndex((i) => i.entryId === id)),
  );
  t.deepEqual(order(), [a, b, c, d]);
});

test.serial('qobuz: a move is refused in Qobuz’s error style, and nothing moves', async (t) => {
  const s = await listenerSession(setup);
  const created = await setup.adapter.createPlaylist(s, { name: 'Refused moves', isPublic: true });
  await setup.adapter.addPlaylistItems(s, created.id, seededTrackIds(setup, 3, 1_300));
  const playlist = setup.emulator.library.playlist(created.id)!;
  const before = playlist.entries.map((e) => e.entryId);
  const version = playlist.version;
  const [a, b] = before;
  const refused = async (params: Record<string, string>, status: number, message: RegExp, userKey?: string) => {
    const answer = await updateTracksPosition(params, userKey);
    t.is(answer.status, status, JSON.stringify(params));
    t.is(answer.body.status, 'error');
    t.is(answer.body.code, status);
    t.regex(answer.body.message ?? '', message);
  };
  const base = { playlist_id: created.id, playlist_track_ids: a, insert_before: '3' };
  await refused({ ...base, playlist_track_ids: '999999999' }, 404, /No result matching given argument/);
  await refused({ ...base, playlist_track_ids: `${a},999999999` }, 404, /No result/);
  await refused({ ...base, playlist_id: '999999999' }, 404, /No result/);
  await refused({ ...base, insert_before: '0' }, 400, /^insert_before: This value should be between 1 and 4\.$/);
  await refused({ ...base, insert_before: '5' }, 400, /^insert_before: This value should be between 1 and 4\.$/);
  await refused({ ...base, insert_before: 'first' }, 400, /^insert_before: This value should be of type integer\.$/);
  await refused(
    { playlist_id: created.id, playlist_track_ids: a },
    400,
    /^insert_before: This value should not be blank\.$/,
  );
  await refused(
    { playlist_id: created.id, insert_before: '1' },
    400,
    /^playlist_track_ids: This value should not be blank\.$/,
  );
  await refused({ ...base, playlist_track_ids: `${a},${a}` }, 400, /only unique elements/);
  await refused(base, 403, /^Insufficient permissions\.$/, setup.catalogue.users[1].key);
  t.deepEqual(
    playlist.entries.map((e) => e.entryId),
    before,
  );
  t.is(playlist.version, version);
  // Through the adapter: an entry the playlist no longer holds is notFound.
  const current = (await setup.adapter.playlistItems(s, created.id, {})).items;
  await setup.adapter.removePlaylistItems(s, created.id, [{ id: current[2].id, entryId: before[2] }]);
  const err = await t.throwsAsync(setup.adapter.reorderPlaylistItems(s, created.id, current, [2, 0, 1]));
  t.is((err as UpstreamError).kind, 'notFound');
  t.deepEqual(
    playlist.entries.map((e) => e.entryId),
    [a, b],
  );
});
