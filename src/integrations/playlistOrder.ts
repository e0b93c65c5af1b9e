// How to bring a playlist from one order to another with few moves, for the services that move
// entries one range at a time. The entries already in a longest increasing run of the new order
// stay where they are; every other entry is moved, from the last wanted position to the first,
// just before the entry that is to follow it, so each move lands in its final place.

/** One move, read against the playlist as it stands just before the move. */
export interface PlaylistMove {
  /** Indexes in the original list of the entries moved, in the order they keep (a contiguous range now). */
  entries: number[];
  /** Position of the first of them now. */
  from: number;
  /**
   * Position they go before, counted before the move (Spotify's `insert_before`); the list's
   * length to go at the end.
   */
  insertBefore: number;
  /** Index in the original list of the entry they go before; null for the end. */
  before: number | null;
  /** Position of the first of them once moved. */
  to: number;
}

/** Whether `order` is a permutation of 0‥length-1. */
export function isPermutation(order: number[], length: number): boolean {
  if (order.length !== length) return false;
  const seen = new Uint8Array(length);
  for (const index of order) {
    if (!Number.isInteger(index) || index < 0 || index >= length || seen[index]) return false;
    seen[index] = 1;
  }
  return true;
}

/**
 * The indexes `i` of `values` in a longest strictly increasing subsequence. With `keepLast`, the
 * longest of those that end on the last value (for services that can move an entry only before
 * another, never to the end).
 */
function increasingRun(values: number[], keepLast: boolean): Set<number> {
  const n = values.length;
  const length = new Array<number>(n).fill(1);
  const previous = new Array<number>(n).fill(-1);
  // Patience sorting: tails[k] is the index ending the best run of length k + 1 found so far.
  const tails: number[] = [];
  for (let i = 0; i < n; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]] < values[i]) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? tails[lo - 1] : -1;
    length[i] = lo + 1;
    tails[lo] = i;
  }
  const kept = new Set<number>();
  if (n === 0) return kept;
  let at = keepLast ? n - 1 : tails[tails.length - 1];
  while (at >= 0) {
    kept.add(at);
    at = previous[at];
  }
  return kept;
}

/**
 * The moves that turn a list of `order.length` entries into `order` (`order[i]` is the original
 * index of the entry wanted at `i`). Wanted neighbours that are neighbours when moved go as one
 * range of at most `maxRange` entries. With `toEnd: false` no move goes to the end of the list.
 */
export function planMoves(order: number[], options: { toEnd?: boolean; maxRange?: number } = {}): PlaylistMove[] {
  const n = order.length;
  if (!isPermutation(order, n)) throw new RangeError('order is not a permutation of the playlist');
  const maxRange = Math.max(1, options.maxRange ?? Number.POSITIVE_INFINITY);
  const kept = increasingRun(order, options.toEnd === false);
  const list = Array.from({ length: n }, (_, i) => i);
  const moves: PlaylistMove[] = [];
  let i = n - 1;
  while (i >= 0) {
    if (kept.has(i)) {
      i--;
      continue;
    }
    // The wanted run i-k‥i, all to move, that stands together and in order now.
    let first = i;
    while (
      first > 0 &&
      !kept.has(first - 1) &&
      i - first + 1 < maxRange &&
      list.indexOf(order[first - 1]) + 1 === list.indexOf(order[first])
    )
      first--;
    const entries = order.slice(first, i + 1);
    const before = i + 1 < n ? order[i + 1] : null;
    const from = list.indexOf(entries[0]);
    const insertBefore = before === null ? n : list.indexOf(before);
    list.splice(from, entries.length);
    const to = before === null ? list.length : list.indexOf(before);
    list.splice(to, 0, ...entries);
    if (to !== from) moves.push({ entries, from, insertBefore, before, to });
    i = first - 1;
  }
  return moves;
}
