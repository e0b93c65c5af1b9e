import { Op } from 'sequelize';
import { readAllPages } from '../integrations/paging.js';
import { ownedPlaylistsNamed } from '../integrations/ownedPlaylists.js';
import type { TrackItem } from '../integrations/types.js';
import { faultPoint } from '../faultPoints.js';
import type { Side } from '../transfers/context.js';
import { Sync, SyncEntry } from './models.js';
import { countsOf } from '../transfers/playlistCounts.js';
import { isUpstreamError } from '../integrations/errors.js';

// What a sync run does to its destination playlist, and how a killed run's half-done writes are
// told apart from the ones that never reached the service.

/** A playlist's tracks in order, every page. */
export async function readTracks(side: Side, playlistId: string): Promise<TrackItem[]> {
  const tracks: TrackItem[] = [];
  await readAllPages(
    (page) => side.adapter.playlistItems(side.session, playlistId, page),
    side.adapter.capabilities.pageSize.playlistItems,
    async (items) => void tracks.push(...items),
  );
  return tracks;
}

/**
 * The destination playlist: the one the sync made, else one made now under the source's name.
 * A create that may have reached the service before a crash is found again by its name among
 * the listener's playlists that were not there before it.
 */
export async function destinationPlaylist(sync: Sync, destination: Side, name: string): Promise<string> {
  if (sync.destinationPlaylistId) return sync.destinationPlaylistId;
  const owned = async () =>
    (await ownedPlaylistsNamed(destination.adapter, destination.session, name)).map((p) => p.id);
  if (sync.destinationPreexisting) {
    const made = (await owned()).find((id) => !sync.destinationPreexisting!.includes(id));
    if (made) {
      await sync.update({ destinationPlaylistId: made });
      return made;
    }
  } else {
    await sync.update({ destinationPreexisting: await owned() });
  }
  const created = await destination.adapter.createPlaylist(destination.session, { name, isPublic: false });
  await sync.update({ destinationPlaylistId: created.id });
  return created.id;
}

/**
 * Entries a killed run left pending: an add whose copy the destination holds is `added`, a
 * removal whose copy it no longer holds is gone. Each write sent knows how many copies of its
 * track the destination holds once it has landed, counted before its call; one without a count
 * was never sent and stays pending. Writes left pending before counts were kept (-1) are judged
 * by the copies beyond the sync's own.
 */
export async function settlePending(syncId: string, destination: TrackItem[]): Promise<void> {
  const pending = await SyncEntry.findAll({ where: { syncId, state: ['pendingAdd', 'pendingRemove'] } });
  if (pending.length === 0) return;
  const held = countsOf(destination);
  const heldOf = (entry: SyncEntry) => held.get(entry.destinationTrackId!) ?? 0;
  // How many entries of each track the sync believes the destination holds, for the older entries.
  const counted = new Map<string, number>();
  const bump = (id: string, by: number) => counted.set(id, (counted.get(id) ?? 0) + by);
  for (const entry of await SyncEntry.findAll({ where: { syncId, state: 'added' } }))
    bump(entry.destinationTrackId!, 1);
  for (const entry of pending) if (entry.state === 'pendingRemove') bump(entry.destinationTrackId!, 1);
  for (const entry of pending) {
    const id = entry.destinationTrackId!;
    const expected = entry.expectedCount;
    if (expected === null) continue;
    const older = expected < 0;
    if (entry.state === 'pendingAdd') {
      const landed = older ? heldOf(entry) > (counted.get(id) ?? 0) : heldOf(entry) >= expected;
      if (!landed) continue;
      await entry.update({ state: 'added', expectedCount: null });
      bump(id, 1);
    } else {
      const gone = older ? heldOf(entry) < (counted.get(id) ?? 0) : heldOf(entry) <= expected;
      if (!gone) continue;
      await entry.destroy();
      bump(id, -1);
    }
  }
}

/**
 * Before any call: how many copies of its track the destination holds once each pending write
 * has landed (removals first, then adds in source order), kept with the entries in one statement.
 */
export async function expectCounts(
  syncId: string,
  destination: TrackItem[],
  removals: SyncEntry[],
  adds: SyncEntry[],
): Promise<void> {
  const held = countsOf(destination);
  const rows: { source_track_id: string; occurrence: number; expected: number }[] = [];
  for (const entry of removals) {
    const id = entry.destinationTrackId!;
    held.set(id, (held.get(id) ?? 0) - 1);
    rows.push({ source_track_id: entry.sourceTrackId, occurrence: entry.occurrence, expected: held.get(id)! });
  }
  for (const entry of adds) {
    const id = entry.destinationTrackId!;
    held.set(id, (held.get(id) ?? 0) + 1);
    rows.push({ source_track_id: entry.sourceTrackId, occurrence: entry.occurrence, expected: held.get(id)! });
  }
  if (rows.length === 0) return;
  await SyncEntry.sequelize!.query(
    `UPDATE sync_entries AS e SET expected_count = r.expected
       FROM jsonb_to_recordset(:rows::jsonb) AS r(source_track_id text, occurrence int, expected int)
      WHERE e.sync_id = :syncId AND e.source_track_id = r.source_track_id AND e.occurrence = r.occurrence`,
    { replacements: { syncId, rows: JSON.stringify(rows) } },
  );
}

/**
 * Keeps where each entry stands on the destination now (and which entry it is, where the
 * service's ids are stable), as one statement, for the entries whose record differs.
 */
export async function recordPlacement(
  syncId: string,
  placement: Map<SyncEntry, { index: number; entryId: string | null }>,
  stableEntryIds: boolean,
): Promise<void> {
  const rows = [...placement].flatMap(([entry, { index, entryId }]) => {
    const id = stableEntryIds ? entryId : null;
    if (entry.destinationIndex === index && entry.destinationEntryId === id) return [];
    // The record now says so: a second call in the same run compares against it.
    entry.destinationIndex = index;
    entry.destinationEntryId = id;
    return [{ source_track_id: entry.sourceTrackId, occurrence: entry.occurrence, index, entry_id: id }];
  });
  if (rows.length === 0) return;
  await SyncEntry.sequelize!.query(
    `UPDATE sync_entries AS e SET destination_index = r.index, destination_entry_id = r.entry_id
       FROM jsonb_to_recordset(:rows::jsonb) AS r(source_track_id text, occurrence int, index int, entry_id text)
      WHERE e.sync_id = :syncId AND e.source_track_id = r.source_track_id AND e.occurrence = r.occurrence`,
    { replacements: { syncId, rows: JSON.stringify(rows) } },
  );
}

/** Appends the pending adds in source order, in the largest batches the service takes. */
export async function addPending(
  sync: Sync,
  destination: Side,
  playlistId: string,
  pending: SyncEntry[],
  stillHeld: () => Promise<void>,
): Promise<void> {
  const batch = Math.max(1, destination.adapter.capabilities.batchSize.addPlaylistItems);
  for (let from = 0; from < pending.length; from += batch) {
    const slice = pending.slice(from, from + batch);
    await stillHeld();
    await destination.adapter.addPlaylistItems(
      destination.session,
      playlistId,
      slice.map((e) => e.destinationTrackId!),
    );
    faultPoint('sync:batch-added');
    await SyncEntry.update(
      { state: 'added', expectedCount: null },
      {
        where: {
          syncId: sync.id,
          [Op.or]: slice.map((e) => ({ sourceTrackId: e.sourceTrackId, occurrence: e.occurrence })),
        },
      },
    );
  }
}

/**
 * Removes the destination entries the sync's pending removals were found as. Where the service
 * cannot take off one copy of a track it holds more than once (Spotify removes every copy), that
 * entry ends and the track stays: the listener's own copy is never taken with it. Answers the
 * entries whose track stays.
 */
export async function removePending(
  sync: Sync,
  destination: Side,
  playlistId: string,
  targets: { entry: SyncEntry; item: TrackItem }[],
  stillHeld: () => Promise<void>,
): Promise<{ kept: SyncEntry[] }> {
  const { adapter, session } = destination;
  const batch = Math.max(1, adapter.capabilities.batchSize.removePlaylistItems);
  const kept: SyncEntry[] = [];
  const remove = (slice: typeof targets) =>
    adapter.removePlaylistItems(
      session,
      playlistId,
      slice.map(({ item }) => ({ id: item.id, entryId: item.entryId })),
    );
  for (let from = 0; from < targets.length; from += batch) {
    const slice = targets.slice(from, from + batch);
    await stillHeld();
    try {
      await remove(slice);
    } catch (err) {
      if (!isUpstreamError(err, 'unsupported')) throw err;
      // One by one, to keep only what the service refuses.
      for (const target of slice)
        try {
          await stillHeld();
          await remove([target]);
        } catch (one) {
          if (!isUpstreamError(one, 'unsupported')) throw one;
          kept.push(target.entry);
        }
    }
    faultPoint('sync:batch-removed');
    await SyncEntry.destroy({
      where: {
        syncId: sync.id,
        [Op.or]: slice.map(({ entry }) => ({ sourceTrackId: entry.sourceTrackId, occurrence: entry.occurrence })),
      },
    });
  }
  return { kept };
}
