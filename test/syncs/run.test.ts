import test from 'ava';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { syncDeps } from './helpers.js';
import { scheduleSync, sweepSchedules } from '../../src/syncs/schedule.js';
import { Sync, SyncEntry, type SyncMode } from '../../src/syncs/models.js';
import { runSync, settledMarker } from '../../src/syncs/run.js';
import type { SyncDeps } from '../../src/syncs/deps.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import type { JsonBody } from '../helpers/http.js';

// One run of a sync, against the Spotify and Deezer emulators: what it adds and removes, what it
// leaves alone, and a run killed half way finished by the next one without a duplicate.

let deps: SyncDeps;
let source: string;
let destination: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_500,
  liftBudgets: true,
  partner: { slug: 'keeps-in-sync', isTransferServiceEnabled: true },
  async setup(system) {
    deps = syncDeps(system);
    source = await connectThroughSignIn(system.url, 'keeps-in-sync', 'spotify', 'medium@listeners.example', RETURN_URL);
    destination = await connectThroughSignIn(
      system.url,
      'keeps-in-sync',
      'deezer',
      'medium@listeners.example',
      RETURN_URL,
    );
  },
});

const spotify = () => used.emulators.spotify;
const deezer = () => used.emulators.deezer;

/** `count` Spotify ids of catalogue tracks that Deezer also lists, from the `from`-th on. */
function sourcePlaylistIds(count: number, from = 0) {
  return used.catalogue.recordings
    .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
    .slice(from, from + count)
    .map((r) => spotify().library.view.trackIdFor(r.key)!)
    .filter(Boolean);
}

/** A playlist of medium's on Spotify with `count` catalogue tracks that Deezer also lists. */
function sourcePlaylist(count: number, name = `Synced ${randomUUID().slice(0, 8)}`) {
  const library = spotify().library;
  const user = library.user('medium')!;
  const ids = used.catalogue.recordings
    .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
    .slice(0, count)
    .map((r) => spotify().library.view.trackIdFor(r.key)!)
    .filter(Boolean);
  const playlist = library.createPlaylist(user, { name, description: '', isPublic: false });
  library.addEntries(playlist, ids);
  return playlist;
}

async function newSync(playlistId: string, mode: SyncMode) {
  return Sync.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    sourceUserId: source,
    sourcePlaylistId: playlistId,
    destinationUserId: destination,
    mode,
    intervalMinutes: 60,
  });
}

const deezerTracks = (emulator: RunningEmulator, playlistId: string) =>
  emulator.library.playlist(playlistId)!.entries.map((e) => e.trackId);
const onDeezer = (spotifyIds: string[]) =>
  spotifyIds.map((id) => deezer().library.view.trackIdFor(spotify().library.view.track(id)!.recordingKey!)!);

test.serial(
  'append: the first run makes the playlist; later runs add only what is new, after what is there',
  async (t) => {
    const playlist = sourcePlaylist(6);
    const sync = await newSync(playlist.id, 'append');
    const first = await runSync(deps, sync.id);
    t.like(first, { status: 'completed', added: 6, removed: 0, unmatched: 0 });
    await sync.reload();
    t.truthy(sync.destinationPlaylistId);
    const sourceIds = () =>
      spotify()
        .library.playlist(playlist.id)!
        .entries.map((e) => e.trackId);
    t.deepEqual(deezerTracks(deezer(), sync.destinationPlaylistId!), onDeezer(sourceIds()));

    // Unchanged: one call tells.
    t.like(await runSync(deps, sync.id), { status: 'unchanged' });

    // The listener adds a track by hand on Deezer; the source loses one and gains two.
    const handAdded = deezer().library.view.trackIdFor(used.catalogue.recordings[900].key)!;
    deezer().library.addEntries(deezer().library.playlist(sync.destinationPlaylistId!)!, [handAdded]);
    const library = spotify().library;
    const spotifyPlaylist = library.playlist(playlist.id)!;
    const added = used.catalogue.recordings
      .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
      .slice(20, 22)
      .map((r) => library.view.trackIdFor(r.key)!);
    library.removeEntries(spotifyPlaylist, [{ entryId: spotifyPlaylist.entries[0].entryId }]);
    library.addEntries(spotifyPlaylist, added);
    const run = await runSync(deps, sync.id);
    t.like(run, { status: 'completed', added: 2, removed: 0 });
    // Append keeps what left the source; the hand-added track stays where the listener put it.
    const held = deezerTracks(deezer(), sync.destinationPlaylistId!);
    t.is(held.length, 6 + 1 + 2);
    t.deepEqual(held.slice(-2), onDeezer(added));
    t.is(held[6], handAdded);
  },
);

test.serial('mirror: what leaves the source leaves the destination; what the listener added stays', async (t) => {
  const playlist = sourcePlaylist(5);
  const sync = await newSync(playlist.id, 'mirror');
  t.like(await runSync(deps, sync.id), { status: 'completed', added: 5 });
  await sync.reload();
  const destinationList = deezer().library.playlist(sync.destinationPlaylistId!)!;
  const handAdded = deezer().library.view.trackIdFor(used.catalogue.recordings[901].key)!;
  deezer().library.addEntries(destinationList, [handAdded]);
  const library = spotify().library;
  const spotifyPlaylist = library.playlist(playlist.id)!;
  const leaving = spotifyPlaylist.entries.slice(1, 3).map((e) => ({ entryId: e.entryId }));
  library.removeEntries(spotifyPlaylist, leaving);
  const run = await runSync(deps, sync.id);
  t.like(run, { status: 'completed', added: 0, removed: 2 });
  const sourceNow = spotifyPlaylist.entries.map((e) => e.trackId);
  const held = deezerTracks(deezer(), sync.destinationPlaylistId!);
  t.deepEqual(
    held.filter((id) => id !== handAdded),
    onDeezer(sourceNow),
  );
  t.true(held.includes(handAdded), 'the hand-added track stays');
  t.is(await SyncEntry.count({ where: { syncId: sync.id } }), sourceNow.length);
});

test.serial(
  'a run killed after its adds reached the service is finished by the next one, without a duplicate',
  async (t) => {
    const playlist = sourcePlaylist(4);
    const sync = await newSync(playlist.id, 'append');
    t.like(await runSync(deps, sync.id), { status: 'completed', added: 4 });
    await sync.reload();
    const library = spotify().library;
    const more = used.catalogue.recordings
      .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
      .slice(30, 33)
      .map((r) => library.view.trackIdFor(r.key)!);
    library.addEntries(library.playlist(playlist.id)!, more);
    // The state a kill leaves: the adds written pending, the service already holding two of them.
    const positions = library.playlist(playlist.id)!.entries.length;
    await SyncEntry.bulkCreate(
      more.map((id, i) => ({
        syncId: sync.id,
        sourceTrackId: id,
        occurrence: 0,
        position: positions - more.length + i,
        destinationTrackId: onDeezer([id])[0],
        state: 'pendingAdd',
      })),
    );
    deezer().library.addEntries(deezer().library.playlist(sync.destinationPlaylistId!)!, onDeezer(more.slice(0, 2)));
    const run = await runSync(deps, sync.id);
    t.like(run, { status: 'completed' });
    const held = deezerTracks(deezer(), sync.destinationPlaylistId!);
    t.deepEqual(held, onDeezer(library.playlist(playlist.id)!.entries.map((e) => e.trackId)));
  },
);

test.serial('two runs of one sync never overlap; a paused or deleted sync does not run', async (t) => {
  const playlist = sourcePlaylist(3);
  const sync = await newSync(playlist.id, 'append');
  const [a, b] = await Promise.all([runSync(deps, sync.id), runSync(deps, sync.id)]);
  t.deepEqual([a.status, b.status].sort(), ['completed', 'skipped']);
  await sync.update({ paused: true, pausedReason: 'partner' });
  t.like(await runSync(deps, sync.id), { status: 'skipped', reason: 'paused' });
  await sync.update({ paused: false, pausedReason: null, deletedAt: new Date() });
  t.like(await runSync(deps, sync.id), { status: 'skipped', reason: 'gone' });
});

test.serial('a destination that refuses the token pauses the sync', async (t) => {
  const playlist = sourcePlaylist(2);
  const sync = await newSync(playlist.id, 'append');
  const other = await connectThroughSignIn(used.url, 'keeps-in-sync', 'deezer', 'heavy@listeners.example', RETURN_URL);
  await sync.update({ destinationUserId: other });
  deezer().oauth.revokeUser('heavy');
  t.like(await runSync(deps, sync.id), { status: 'paused' });
  await sync.reload();
  t.true(sync.paused);
  t.is(sync.pausedReason, 'authFailed');
  const events = await deps.sequelize.query<{ data: Record<string, unknown> }>(
    "SELECT data FROM outbox_events WHERE type = 'sync.paused' AND data->>'syncUuid' = :id",
    { replacements: { id: sync.id }, type: QueryTypes.SELECT },
  );
  t.deepEqual(
    events.map((e) => [e.data.reason, e.data.integrationUserUUID]),
    [['authFailed', other]],
  );

  // The listener signs in again: the sync goes on, and its next run adds the playlist.
  await connectThroughSignIn(used.url, 'keeps-in-sync', 'deezer', 'heavy@listeners.example', RETURN_URL);
  await sync.reload();
  t.false(sync.paused);
  t.is(sync.pausedReason, null);
  t.like(await runSync(deps, sync.id), { status: 'completed', added: 2 });
});

test.serial(
  'what a run cannot match is reported once in D3, with the sync’s uuid, when the run finishes',
  async (t) => {
    const library = spotify().library;
    const absent = used.catalogue.recordings
      .filter((r) => r.absentFrom.includes('deezer') && library.view.trackIdFor(r.key))
      .slice(0, 2)
      .map((r) => library.view.trackIdFor(r.key)!);
    t.is(absent.length, 2, 'the catalogue has tracks Deezer lacks');
    const playlist = sourcePlaylist(3);
    library.addEntries(playlist, absent);
    const sync = await newSync(playlist.id, 'mirror');
    const from = new Date(Date.now() - 1000).toISOString();
    t.like(await runSync(deps, sync.id), { status: 'completed', added: 3, unmatched: 2 });
    const read = async () =>
      (await used.api().get<JsonBody>('public/transfers/unmatched', { searchParams: { from, limit: 1000 } })).body
        .unmatched as JsonBody[];
    const rows = (await read()).filter((r) => r.syncUuid === sync.id);
    t.deepEqual(
      rows.map((r) => r.source.id),
      absent,
    );
    t.true(
      rows.every((r) => r.transferUuid === undefined && r.group.sourceId === playlist.id && r.status === 'unmatched'),
    );
    // A later run reports nothing again.
    library.addEntries(playlist, sourcePlaylistIds(1, 40));
    t.like(await runSync(deps, sync.id), { status: 'completed', added: 1, unmatched: 0 });
    t.is((await read()).filter((r) => r.syncUuid === sync.id).length, 2);
  },
);

test('a change marker that is a time less than two seconds old is not kept; others are', (t) => {
  const readAt = new Date('2026-11-25T10:00:01.500Z');
  t.is(settledMarker('2026-11-25T10:00:01Z', readAt), null, 'TIDAL, just changed');
  t.is(settledMarker('2026/11/25 10:00:01 +0000', readAt), null, 'SoundCloud, just changed');
  t.is(settledMarker(String(Math.floor(readAt.getTime() / 1000)), readAt), null, 'Qobuz, just changed');
  t.is(settledMarker('2026-11-25T09:59:00Z', readAt), '2026-11-25T09:59:00Z');
  t.is(settledMarker('2026/11/25 09:00:01 +0000', readAt), '2026/11/25 09:00:01 +0000');
  t.is(settledMarker('MTc2NDA2ODAwMCxhYmM=', readAt), 'MTc2NDA2ODAwMCxhYmM=', 'Spotify’s snapshot_id is no time');
  t.is(settledMarker(null, readAt), null);
});

test.serial('the sweep gives every live sync its schedule back, and takes deleted ones’ away', async (t) => {
  const queues = used.system.web.runtime.queues;
  const lost = await newSync(sourcePlaylist(1).id, 'append');
  const gone = await newSync(sourcePlaylist(1).id, 'append');
  await scheduleSync(queues, gone);
  await gone.update({ deletedAt: new Date() });
  t.falsy(await queues.sync.getJobScheduler(`sync:${lost.id}`));
  const swept = await sweepSchedules(queues);
  t.true(swept.scheduled >= 1 && swept.removed >= 1, JSON.stringify(swept));
  t.is((await queues.sync.getJobScheduler(`sync:${lost.id}`))?.every, 60 * 60_000);
  t.falsy(await queues.sync.getJobScheduler(`sync:${gone.id}`));
  t.deepEqual(await sweepSchedules(queues), { scheduled: 0, removed: 0 }, 'a second sweep finds nothing to do');
});

test.serial('D3 pages through sync rows that share a position and a finish, one row a page, losing none', async (t) => {
  const sync = await newSync(sourcePlaylist(1).id, 'mirror');
  const finished = new Date();
  const row = (name: string) =>
    JSON.stringify({
      source: { id: name, name, artists: [{ name: 'Someone' }] },
      itemType: 'track',
      score: null,
      candidate: null,
      group: { type: 'playlist', name: 'Tied', sourceId: sync.sourcePlaylistId },
    });
  for (const id of ['tied-a', 'tied-b', 'tied-c'])
    await deps.sequelize.query(
      `INSERT INTO sync_results (sync_id, account_id, source_track_id, occurrence, position, status, reason, row, finished_at)
       VALUES (:sync, :account, :id, 0, 7, 'unmatched', 'notFound', :row::jsonb, :finished)`,
      { replacements: { sync: sync.id, account: used.partner.accountId, id, row: row(id), finished } },
    );
  const from = new Date(finished.getTime() - 1).toISOString();
  const to = new Date(finished.getTime() + 1).toISOString();
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { body: JsonBody } = await used.api().get<JsonBody>('public/transfers/unmatched', {
      searchParams: { from, to, limit: 1, ...(cursor ? { cursor } : {}) },
    });
    seen.push(...page.body.unmatched.filter((r: JsonBody) => r.syncUuid === sync.id).map((r: JsonBody) => r.source.id));
    cursor = page.body.nextCursor;
  } while (cursor);
  t.deepEqual(seen, ['tied-a', 'tied-b', 'tied-c']);
});
