import type { TrackItem } from '../integrations/types.js';

// A destination playlist read as counts by track: a transfer's write step and a sync's writes both
// add a track only as often as the playlist does not hold it yet.

/** How many entries of each track the destination holds. */
export function countsOf(destination: TrackItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of destination) counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
  return counts;
}
