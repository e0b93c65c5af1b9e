import type { TrackItem } from '../integrations/types.js';
import type { SyncEntry } from './models.js';

// Which of the destination playlist's entries are the sync's. A listener may hold their own copy
// of a track the sync also put there; the two are told apart by order: the sync's entries stand
// on the destination in the order it last left them, so they are found as that sequence, in
// order, among the destination's entries, and a copy outside it is the listener's. (Entry ids
// would not do: Spotify's are positions.)

/**
 * The destination index of each of `entries` found on `destination`. An entry the listener
 * removed by hand is found nowhere and has no index.
 */
export function claim(destination: TrackItem[], entries: SyncEntry[]): Map<SyncEntry, number> {
  const claimed = new Map<SyncEntry, number>();
  const taken = new Set<number>();
  const byTrack = new Map<string, number[]>();
  destination.forEach((item, index) => {
    const list = byTrack.get(item.id);
    if (list) list.push(index);
    else byTrack.set(item.id, [index]);
  });
  const rest = [...entries];
  // The rest in the order the sync left them: where it last placed them, else the source's order.
  rest.sort(
    (a, b) =>
      (a.destinationIndex ?? Number.MAX_SAFE_INTEGER) - (b.destinationIndex ?? Number.MAX_SAFE_INTEGER) ||
      a.position - b.position,
  );
  let after = 0;
  for (const entry of rest) {
    const free = (byTrack.get(entry.destinationTrackId ?? '') ?? []).filter((index) => !taken.has(index));
    if (free.length === 0) continue;
    // The first copy after the last one claimed keeps the sequence; a copy before it means the
    // listener moved the track, and the first one is as good as any.
    const index = free.find((i) => i >= after) ?? free[0];
    claimed.set(entry, index);
    taken.add(index);
    if (index >= after) after = index + 1;
  }
  return claimed;
}

/** How many entries of each track the destination holds. */
export function countsOf(destination: TrackItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of destination) counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
  return counts;
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
