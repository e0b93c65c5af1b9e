import test from 'ava';
import { isPermutation, planMoves, type PlaylistMove } from '../../src/integrations/playlistOrder.js';

/** Applies moves as a service would: take the range out, put it before the named entry. */
function apply(length: number, moves: PlaylistMove[]): number[] {
  const list = Array.from({ length }, (_, i) => i);
  for (const move of moves) {
    // The range is where the move says, and its entries are the ones named.
    const taken = list.splice(move.from, move.entries.length);
    if (taken.join() !== move.entries.join()) throw new Error(`range ${move.from} holds ${taken} not ${move.entries}`);
    const to = move.before === null ? list.length : list.indexOf(move.before);
    if (to !== move.to) throw new Error(`lands at ${to}, said ${move.to}`);
    // Spotify's insert_before counts before the move.
    const spotifyTo = move.insertBefore > move.from ? move.insertBefore - move.entries.length : move.insertBefore;
    if (spotifyTo !== to) throw new Error(`insert_before ${move.insertBefore} lands at ${spotifyTo}, not ${to}`);
    list.splice(to, 0, ...taken);
  }
  return list;
}

function shuffled(length: number, seed: number): number[] {
  const list = Array.from({ length }, (_, i) => i);
  let state = seed;
  for (let i = length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

test('any order is reached, by ranges or one entry at a time, to the end or never there', (t) => {
  for (let seed = 1; seed <= 300; seed++) {
    const length = seed % 23;
    const order = shuffled(length, seed);
    for (const options of [{}, { toEnd: false }, { maxRange: 1 }, { toEnd: false, maxRange: 3 }]) {
      const moves = planMoves(order, options);
      t.deepEqual(apply(length, moves), order, `seed ${seed} ${JSON.stringify(options)}`);
      if (options.toEnd === false) t.true(moves.every((m) => m.before !== null));
      if (options.maxRange) t.true(moves.every((m) => m.entries.length <= options.maxRange!));
    }
  }
});

test('the order already there takes no move; one entry out of place takes one', (t) => {
  t.deepEqual(planMoves([0, 1, 2, 3]), []);
  t.is(planMoves([0, 2, 3, 1]).length, 1);
  t.is(planMoves([3, 0, 1, 2]).length, 1);
  t.is(planMoves([3, 0, 1, 2], { toEnd: false }).length, 1);
  // Two neighbours moved together are one range.
  const [move] = planMoves([2, 3, 0, 1]);
  t.is(planMoves([2, 3, 0, 1]).length, 1);
  t.is(move.entries.length, 2);
});

test('what is not a permutation is refused', (t) => {
  t.false(isPermutation([0, 0], 2));
  t.false(isPermutation([0, 2], 2));
  t.false(isPermutation([0], 2));
  t.true(isPermutation([1, 0], 2));
  t.throws(() => planMoves([1, 1]), { instanceOf: RangeError });
});
