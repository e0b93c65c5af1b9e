import { Op } from 'sequelize';
import { readAllPages } from '../integrations/paging.js';
import { ownedPlaylistsNamed } from '../integrations/ownedPlaylists.js';
import type { TrackItem } from '../integrations/types.js';
import { faultPoint } from '../faultPoints.js';
import type { Side } from '../transfers/context.js';
import { Sync, SyncEntry } from './models.js';

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

/** How often each track stands on the destination playlist, with its entries. */
export async function destinationHolding(side: Side, playlistId: string): Promise<Map<string, TrackItem[]>> {
  const holding = new Map<string, TrackItem[]>();
  for (const track of await readTracks(side, playlistId)) {
    const list = holding.get(track.id) ?? [];
    list.push(track);
    holding.set(track.id, list);
  }
  return holding;
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
 * Entries a killed run left pending: an add the destination holds is `added`, a removal it no
 * longer holds is gone. The destination's count of a track beyond the entries known to be there
 * says how many of the pending adds reached it.
 */
export async function settlePending(syncId: string, holding: Map<string, TrackItem[]>): Promise<void> {
  const pending = await SyncEntry.findAll({ where: { syncId, state: ['pendingAdd', 'pendingRemove'] } });
  if (pending.length === 0) return;
  // How many entries of each track the sync believes the destination holds.
  const counted = new Map<string, number>();
  const bump = (id: string, by: number) => counted.set(id, (counted.get(id) ?? 0) + by);
  for (const entry of await SyncEntry.findAll({ where: { syncId, state: 'added' } }))
    bump(entry.destinationTrackId!, 1);
  for (const entry of pending) if (entry.state === 'pendingRemove') bump(entry.destinationTrackId!, 1);
  for (const entry of pending) {
    const id = entry.destinationTrackId!;
    const held = holding.get(id)?.length ?? 0;
    if (entry.state === 'pendingAdd' && held > (counted.get(id) ?? 0)) {
      await entry.update({ state: 'added' });
      bump(id, 1);
    } else if (entry.state === 'pendingRemove' && held < (counted.get(id) ?? 0)) {
      await entry.destroy();
      bump(id, -1);
    }
  }
}

/** Appends the pending adds in source order, in the largest batches the service takes. */
export async function addPending(
  sync: Sync,
  destination: Side,
  playlistId: string,
  stillHeld: () => void,
): Promise<number> {
  const pending = await SyncEntry.findAll({
    where: { syncId: sync.id, state: 'pendingAdd' },
    order: [['position', 'ASC']],
  });
  const batch = Math.max(1, destination.adapter.capabilities.batchSize.addPlaylistItems);
  for (let from = 0; from < pending.length; from += batch) {
    const slice = pending.slice(from, from + batch);
    stillHeld();
    await destination.adapter.addPlaylistItems(
      destination.session,
      playlistId,
      slice.map((e) => e.destinationTrackId!),
    );
    faultPoint('sync:batch-added');
    await SyncEntry.update(
      { state: 'added' },
      {
        where: {
          syncId: sync.id,
          [Op.or]: slice.map((e) => ({ sourceTrackId: e.sourceTrackId, occurrence: e.occurrence })),
        },
      },
    );
  }
  return pending.length;
}

/**
 * Removes the pending removals: of the destination's entries of a track, the last ones, as many
 * as the sync put there and the source no longer has (a listener's own copy of the same track,
 * where the service tells entries apart, stays; where it does not, a removal takes every copy).
 */
export async function removePending(
  sync: Sync,
  destination: Side,
  playlistId: string,
  holdingOf: () => Promise<Map<string, TrackItem[]>>,
  stillHeld: () => void,
) {
  const pending = await SyncEntry.findAll({ where: { syncId: sync.id, state: 'pendingRemove' } });
  if (pending.length === 0) return 0;
  const holding = await holdingOf();
  const byTrack = new Map<string, SyncEntry[]>();
  for (const entry of pending)
    byTrack.set(entry.destinationTrackId!, [...(byTrack.get(entry.destinationTrackId!) ?? []), entry]);
  const targets: { id: string; entryId: string | null }[] = [];
  for (const [trackId, entries] of byTrack) {
    const held = holding.get(trackId) ?? [];
    for (const item of held.slice(Math.max(0, held.length - entries.length)))
      targets.push({ id: trackId, entryId: item.entryId });
  }
  const batch = Math.max(1, destination.adapter.capabilities.batchSize.removePlaylistItems);
  for (let from = 0; from < targets.length; from += batch) {
    stillHeld();
    await destination.adapter.removePlaylistItems(destination.session, playlistId, targets.slice(from, from + batch));
    faultPoint('sync:batch-removed');
  }
  await SyncEntry.destroy({ where: { syncId: sync.id, state: 'pendingRemove' } });
  return pending.length;
}
