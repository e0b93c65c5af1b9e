import test from 'ava';
import { reordering } from '../../../src/integrations/soundcloud/playlistEdits.js';

// The reorder edit of a playlist written whole: on the list it was planned on it gives the wanted
// list; on a list another editor changed since, a permutation of what is there.

function shuffled<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const sorted = (list: string[]) => [...list].sort();

test('on the list it was planned on, the edit gives the wanted order, copies of a track included', (t) => {
  const current = ['a', 'b', 'a', 'c', 'd'];
  const order = [4, 2, 1, 3, 0];
  const edit = reordering(current, order);
  const written = edit.apply(current);
  t.deepEqual(written, ['d', 'a', 'b', 'c', 'a']);
  t.true(edit.holds!(written, written));
});

test('a track added since stays in its place; the others take the wanted order around it', (t) => {
  const edit = reordering(['a', 'b', 'c', 'd'], [3, 2, 1, 0]);
  t.deepEqual(edit.apply(['a', 'b', 'x', 'c', 'd']), ['d', 'c', 'x', 'b', 'a']);
  // Another copy of a track ours already had cannot be told from ours: it goes with that track's last copy.
  t.deepEqual(edit.apply(['a', 'x', 'b', 'a', 'c', 'd']), ['d', 'x', 'c', 'b', 'a', 'a']);
});

test('a track removed since is not brought back; the others keep the wanted relative order', (t) => {
  const edit = reordering(['a', 'b', 'c', 'd'], [3, 2, 1, 0]);
  t.deepEqual(edit.apply(['a', 'c', 'd']), ['d', 'c', 'a']);
  t.deepEqual(edit.apply([]), []);
});

test('whatever another editor did, the list written is a permutation of the list read', (t) => {
  const tracks = ['a', 'b', 'c', 'd', 'e', 'f'];
  for (let seed = 1; seed <= 400; seed++) {
    const current = shuffled([...tracks, ...tracks.slice(0, seed % 4)], seed);
    const order = shuffled(
      current.map((_, i) => i),
      seed * 7,
    );
    // Someone dropped some entries, added others, and moved things about.
    const there = shuffled(
      [...current.filter((_, i) => (i * seed) % 5 !== 0), ...['x', 'a'].slice(0, seed % 3)],
      seed * 13,
    );
    const edit = reordering(current, order);
    const written = edit.apply(there);
    t.deepEqual(sorted(written), sorted(there), `seed ${seed}`);
    // Done once, the edit holds, and made again it changes nothing.
    t.deepEqual(edit.apply(written), written, `seed ${seed}`);
    t.true(edit.holds!(written, written));
    t.deepEqual(
      edit.apply(current),
      order.map((i) => current[i]),
    );
  }
});

test('the edit does not hold when the list read back lost the order, and holds when tracks were only added', (t) => {
  const edit = reordering(['a', 'b', 'c'], [2, 1, 0]);
  const written = edit.apply(['a', 'b', 'c']);
  t.false(edit.holds!(written, ['a', 'b', 'c']));
  t.true(edit.holds!(written, ['c', 'y', 'b', 'a', 'z']));
});
