import type { TrackItem } from '../integrations/types.js';
import type { SyncEntry } from './models.js';

// Which of the destination playlist's entries are the sync's. A listener may hold their own copy
// of a track the sync also put there. Where the service's entry ids stay with their entries, the
// entry the sync last saw names its own. Otherwise the two are told apart by order: the sync's
// entries stand where it last left them, give or take what the listener added or took off
// before them, so each is the copy of its track nearest that place. Copies of one track are the
// same song: where order alone cannot tell them apart, the playlist reads the same either way.

export interface Claim {
  /** Where the sync expects each entry now, where that differs from what it recorded. */
  expected?: ReadonlyMap<SyncEntry, number>;
  /** Whether the destination's entry ids name entries (`capabilities.stableEntryIds`). */
  stableEntryIds?: boolean;
}

/**
 * The destination index of each of `entries` found on `destination`. An entry the listener
 * removed by hand is found nowhere and has no index.
 */
export function claim(destination: TrackItem[], entries: SyncEntry[], options: Claim = {}): Map<SyncEntry, number> {
  const claimed = new Map<SyncEntry, number>();
  const taken = new Set<number>();
  const byTrack = new Map<string, number[]>();
  const byEntryId = new Map<string, number>();
  destination.forEach((item, index) => {
    const list = byTrack.get(item.id);
    if (list) list.push(index);
    else byTrack.set(item.id, [index]);
    if (options.stableEntryIds && item.entryId) byEntryId.set(item.entryId, index);
  });
  const rest: SyncEntry[] = [];
  for (const entry of entries) {
    const index = entry.destinationEntryId ? byEntryId.get(entry.destinationEntryId) : undefined;
    if (index !== undefined && destination[index].id === entry.destinationTrackId && !taken.has(index)) {
      claimed.set(entry, index);
      taken.add(index);
    } else rest.push(entry);
  }
  const recorded = (entry: SyncEntry) => options.expected?.get(entry) ?? entry.destinationIndex;
  // In the order the sync left them: where it last placed them, else the source's order.
  rest.sort(
    (a, b) =>
      (recorded(a) ?? Number.MAX_SAFE_INTEGER) - (recorded(b) ?? Number.MAX_SAFE_INTEGER) || a.position - b.position,
  );
  // How far the listener's edits before an entry moved it: as far as they moved the one before.
  let shift = 0;
  let after = 0;
  for (const entry of rest) {
    const free = (byTrack.get(entry.destinationTrackId ?? '') ?? []).filter((index) => !taken.has(index));
    if (free.length === 0) continue;
    const was = recorded(entry);
    let index: number;
    if (was === null || was === undefined) index = free.find((i) => i >= after) ?? free[0];
    else {
      const near = was + shift;
      // The nearest copy to where it should be; of two as near, the one that keeps the order.
      index = free.reduce((best, i) => {
        const d = Math.abs(i - near) - Math.abs(best - near);
        return d < 0 || (d === 0 && best < after && i >= after) ? i : best;
      });
      shift = index - was;
    }
    claimed.set(entry, index);
    taken.add(index);
    if (index >= after) after = index + 1;
  }
  return claimed;
}

/**
 * The destination's order with the sync's entries in the source's order, each in one of the
 * places the sync's entries hold now, and every other entry where it is: `order[i]` is the
 * destination index of the entry wanted at `i`. Null when the order is already so.
 */
export function sourceOrder(destinationLength: number, claimed: Map<SyncEntry, number>): number[] | null {
  const placed = [...claimed].sort(([a], [b]) => a.position - b.position || a.occurrence - b.occurrence);
  const slots = placed.map(([, index]) => index).sort((a, b) => a - b);
  const order = Array.from({ length: destinationLength }, (_, i) => i);
  let changed = false;
  placed.forEach(([, index], i) => {
    if (order[slots[i]] !== index) changed = true;
    order[slots[i]] = index;
  });
  return changed ? order : null;
}
