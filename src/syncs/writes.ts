import { isUpstreamError } from '../integrations/errors.js';
import type { TrackItem } from '../integrations/types.js';
import type { Side } from '../transfers/context.js';
import { addPending, expectCounts, readTracks, recordPlacement, removePending, settlePending } from './destination.js';
import { SyncEntry, type Sync } from './models.js';
import { claim, sourceOrder } from './placement.js';
import { countsOf } from '../transfers/playlistCounts.js';
import { faultPoint } from '../faultPoints.js';

/** Where an entry stands on the destination, and which entry it is there where ids are stable. */
export type Placement = Map<SyncEntry, { index: number; entryId: string | null }>;

/** How a run's note counting the tracks out of the source's order reads; an unchanged run repeats it. */
export const OUT_OF_ORDER = "stand out of the source's order";

/** What the run's writes did to the destination. */
export interface Written {
  added: number;
  removed: number;
  /** Whether any call changed the destination (an add, a removal or a reorder). */
  changed: boolean;
  /** False when the service refused the reorder: the order is still to be put right. */
  inOrder: boolean;
}

/**
 * The run's writes on the destination: pending removals, then pending adds at the end, then, for
 * a mirror, the sync's entries compared with the source's order in the places they hold (the
 * listener's own entries stay where they are), and put in it where the service moves entries.
 * The destination is read first, so that each write knows how many copies of its track should
 * be there once it lands; a mirror reads it on every run, since its order may have changed when
 * nothing else did.
 */
export async function write(
  sync: Sync,
  destination: Side,
  playlistId: string,
  current: () => Promise<TrackItem[]>,
  notes: string[],
  stillHeld: () => Promise<void>,
): Promise<Written> {
  const syncId = sync.id;
  const { adapter, session } = destination;
  const { capabilities } = adapter;
  const mirror = sync.mode === 'mirror';
  const reorderable = mirror && capabilities.playlistReorder === true;
  const stableEntryIds = capabilities.stableEntryIds === true;
  const pendingAdds = () => SyncEntry.findAll({ where: { syncId, state: 'pendingAdd' }, order: [['position', 'ASC']] });
  const placed = () => SyncEntry.findAll({ where: { syncId, state: ['added', 'pendingRemove', 'held'] } });
  let adds = await pendingAdds();
  let entries = await placed();
  if (adds.length === 0 && !mirror && !entries.some((entry) => entry.state === 'pendingRemove'))
    return { added: 0, removed: 0, changed: false, inOrder: true };

  const before = await current();
  // An add counted by another run that landed since this run began (a run whose lock lapsed with
  // its call in flight) is the sync's, not a copy the listener holds.
  if (adds.some((entry) => entry.expectedCount !== null)) {
    await settlePending(syncId, before);
    [adds, entries] = await Promise.all([pendingAdds(), placed()]);
  }
  // A held track is the listener's copy, but the only one the playlist can hold: a mirror puts it
  // in the source's order with the sync's own, and never removes it.
  const heldBefore = entries.filter((entry) => entry.state === 'held');
  const onDestination = entries.filter((entry) => entry.state !== 'held');
  const removals = onDestination.filter((entry) => entry.state === 'pendingRemove');
  const claimed = claim(before, onDestination, { stableEntryIds });
  const held = countsOf(before);
  const targets = removals.flatMap((entry) => {
    const index = claimed.get(entry);
    return index === undefined ? [] : [{ entry, item: before[index] }];
  });
  // A removal whose track the listener already took off has nothing left to do.
  for (const entry of removals) if (!claimed.has(entry)) await entry.destroy();
  // Where a removal names no entry (SoundCloud), every copy of the track would go: with the
  // listener's copy there too, the sync's stays, its entry ends, and the run says so.
  const asked = countsOf(targets.map((t) => t.item));
  const sweeping = new Set(
    targets.filter((t) => t.item.entryId === null && (held.get(t.item.id) ?? 0) > asked.get(t.item.id)!),
  );
  const removing = targets.filter((t) => !sweeping.has(t));
  // Where the service refuses a second copy (Deezer), a track already there is the listener's.
  const refused = new Set<SyncEntry>();
  if (capabilities.playlistDuplicates === false) {
    const there = new Map(held);
    for (const t of removing) there.set(t.item.id, there.get(t.item.id)! - 1);
    for (const entry of adds) {
      const id = entry.destinationTrackId!;
      if ((there.get(id) ?? 0) > 0) refused.add(entry);
      there.set(id, (there.get(id) ?? 0) + 1);
    }
    for (const entry of refused) await entry.update({ state: 'held', expectedCount: null });
    if (refused.size)
      notes.push(`${refused.size} tracks were on the playlist already: ${adapter.id} holds a track once`);
    adds = adds.filter((entry) => !refused.has(entry));
  }
  await expectCounts(
    syncId,
    before,
    removing.map((t) => t.entry),
    adds,
  );
  const kept = [...sweeping].map((t) => t.entry);
  for (const entry of kept) await entry.destroy();
  kept.push(...(await removePending(sync, destination, playlistId, removing, stillHeld)).kept);
  if (kept.length)
    notes.push(
      `${kept.length} tracks stay: ${adapter.id} cannot remove one copy of a track the playlist holds more than once`,
    );
  await addPending(sync, destination, playlistId, adds, stillHeld);

  // Where the sync's entries stand now: the ones that stayed, closed up, then the adds at the end.
  const keptEntries = new Set(kept);
  const gone = new Set(removing.filter((t) => !keptEntries.has(t.entry)).map((t) => claimed.get(t.entry)!));
  // Each destination index, closed up over what went: one pass, however much went.
  const closedUp: number[] = [];
  for (let i = 0, shift = 0; i < before.length; i++) {
    if (gone.has(i)) shift++;
    closedUp.push(i - shift);
  }
  // Held tracks, those held before and those found held now, are found among what the sync's
  // entries left: a track held is there once.
  const taken = new Set(claimed.values());
  const heldFound = claim(before, [...heldBefore, ...refused]);
  const ordered = new Map(claimed);
  for (const [entry, index] of heldFound) if (!taken.has(index)) ordered.set(entry, index);
  const expected = new Map<SyncEntry, number>();
  let placement: Placement = new Map();
  for (const [entry, index] of ordered)
    if ((entry.state === 'added' || entry.state === 'held') && !gone.has(index)) {
      expected.set(entry, closedUp[index]);
      placement.set(entry, { index: closedUp[index], entryId: before[index].entryId });
    }
  const length = before.length - gone.size;
  adds.forEach((entry, i) => {
    expected.set(entry, length + i);
    placement.set(entry, { index: length + i, entryId: null });
  });
  // Kept before the order is changed, so that a run killed in between finds them where they are.
  await recordPlacement(syncId, placement, stableEntryIds);

  const wanted = mirror ? sourceOrder(length + adds.length, expected) : null;
  let reordered = false;
  let inOrder = true;
  if (wanted && reorderable) {
    await stillHeld();
    // What the writes left is read again: the new entries are known to the service only so.
    const after = adds.length || gone.size ? await readTracks(destination, playlistId) : before;
    const found = claim(after, [...expected.keys()], { expected, stableEntryIds });
    const order = sourceOrder(after.length, found);
    placement = new Map([...found].map(([entry, index]) => [entry, { index, entryId: after[index].entryId }]));
    if (order) {
      await stillHeld();
      try {
        faultPoint('sync:reorder');
        await adapter.reorderPlaylistItems(session, playlistId, after, order);
        faultPoint('sync:reordered');
        reordered = true;
        const moved = new Map(order.map((from, to) => [from, to]));
        placement = new Map(
          [...found].map(([entry, index]) => [entry, { index: moved.get(index)!, entryId: after[index].entryId }]),
        );
      } catch (err) {
        // The playlist changed under the run, or holds what the service will not move: this run
        // says why, and keeps no destination marker, so the next run reads it whole and orders again.
        if (
          !isUpstreamError(err, 'rejected') &&
          !isUpstreamError(err, 'unsupported') &&
          !isUpstreamError(err, 'notFound')
        )
          throw err;
        notes.push(`the tracks could not be put in the source's order: ${err.message}`);
        inOrder = false;
      }
    }
    await recordPlacement(syncId, placement, stableEntryIds);
  } else if (wanted) {
    const out = [...expected.values()].filter((index) => wanted[index] !== index).length;
    notes.push(`${out} tracks ${OUT_OF_ORDER}: ${adapter.id} cannot move tracks within a playlist`);
  }
  return {
    added: adds.length,
    removed: gone.size,
    changed: adds.length > 0 || removing.length > 0 || reordered,
    inOrder,
  };
}
