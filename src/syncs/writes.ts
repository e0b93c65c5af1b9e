import type { TrackItem } from '../integrations/types.js';
import type { Side } from '../transfers/context.js';
import { addPending, expectCounts, readTracks, recordPlacement, removePending } from './destination.js';
import { SyncEntry, type Sync } from './models.js';
import { claim, sourceOrder } from './placement.js';

/**
 * The run's writes on the destination: pending removals, then pending adds at the end, then, for
 * a mirror where the service moves entries, the sync's entries put in the source's order in the
 * places they hold (the listener's own entries stay where they are). The destination is read
 * first, so that each write knows how many copies of its track should be there once it lands.
 */
export async function write(
  sync: Sync,
  destination: Side,
  playlistId: string,
  current: () => Promise<TrackItem[]>,
  notes: string[],
  stillHeld: () => void,
  sourceReordered: boolean,
): Promise<{ added: number; removed: number }> {
  const syncId = sync.id;
  const { adapter, session } = destination;
  const mirror = sync.mode === 'mirror';
  const reorderable = mirror && adapter.capabilities.playlistReorder === true;
  const adds = await SyncEntry.findAll({ where: { syncId, state: 'pendingAdd' }, order: [['position', 'ASC']] });
  const onDestination = await SyncEntry.findAll({ where: { syncId, state: ['added', 'pendingRemove'] } });
  const removals = onDestination.filter((entry) => entry.state === 'pendingRemove');
  if (adds.length === 0 && removals.length === 0 && !reorderable) {
    if (mirror && sourceReordered)
      notes.push(`the source's order changed: ${adapter.id} cannot move tracks within a playlist`);
    return { added: 0, removed: 0 };
  }

  const before = await current();
  const claimed = claim(before, onDestination);
  const targets = removals.flatMap((entry) => {
    const index = claimed.get(entry);
    return index === undefined ? [] : [{ entry, item: before[index] }];
  });
  // A removal whose track the listener already took off has nothing left to do.
  const missing = removals.filter((entry) => !claimed.has(entry));
  for (const entry of missing) await entry.destroy();
  await expectCounts(
    syncId,
    before,
    targets.map((t) => t.entry),
    adds,
  );
  const { kept } = await removePending(sync, destination, playlistId, targets, stillHeld);
  if (kept.length)
    notes.push(
      `${kept.length} tracks stay: ${adapter.id} cannot remove one copy of a track the playlist holds more than once`,
    );
  await addPending(sync, destination, playlistId, adds, stillHeld);

  // Where the sync's entries stand now: the ones that stayed, closed up, then the adds at the end.
  const keptEntries = new Set(kept);
  const gone = targets.filter((t) => !keptEntries.has(t.entry)).map((t) => claimed.get(t.entry)!);
  const goneBefore = (index: number) => gone.filter((g) => g < index).length;
  let placed = new Map<SyncEntry, number>();
  for (const [entry, index] of claimed)
    if (entry.state === 'added' && !gone.includes(index)) placed.set(entry, index - goneBefore(index));
  const length = before.length - gone.length;
  adds.forEach((entry, i) => placed.set(entry, length + i));

  const wanted = sourceOrder(length + adds.length, placed);
  if (wanted && reorderable) {
    stillHeld();
    // What the writes left is read again: the new entries are known to the service only so.
    const after = adds.length || gone.length ? await readTracks(destination, playlistId) : before;
    for (const [entry, index] of placed) entry.destinationIndex = index;
    placed = claim(after, [...placed.keys()]);
    const order = sourceOrder(after.length, placed);
    if (order) {
      stillHeld();
      await adapter.reorderPlaylistItems(session, playlistId, after, order);
      const moved = new Map(order.map((from, to) => [from, to]));
      placed = new Map([...placed].map(([entry, index]) => [entry, moved.get(index)!]));
    }
  } else if (wanted && mirror) {
    const out = [...placed.values()].filter((index) => wanted[index] !== index).length;
    notes.push(`${out} tracks stand out of the source's order: ${adapter.id} cannot move tracks within a playlist`);
  }
  await recordPlacement(syncId, placed);
  return { added: adds.length, removed: gone.length };
}
