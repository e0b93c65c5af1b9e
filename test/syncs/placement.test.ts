import test from 'ava';
import { claim, sourceOrder } from '../../src/syncs/placement.js';
import type { SyncEntry } from '../../src/syncs/models.js';
import type { TrackItem } from '../../src/integrations/types.js';

// Which of a destination's entries are the sync's, told from a listener's own copies by order.

const list = (ids: string) => [...ids].map((id) => ({ id, entryId: null }) as TrackItem);
const entry = (track: string, position: number, destinationIndex: number | null = null) =>
  ({ destinationTrackId: track, position, occurrence: 0, destinationIndex }) as unknown as SyncEntry;
const indexes = (claimed: Map<SyncEntry, number>, entries: SyncEntry[]) => entries.map((e) => claimed.get(e));

test('a listener’s copy after the sync’s, before it, or between its entries is not the sync’s', (t) => {
  const synced = () => [entry('A', 0, 0), entry('X', 1, 1), entry('B', 2, 2)];
  let entries = synced();
  t.deepEqual(indexes(claim(list('AXBX'), entries), entries), [0, 1, 2]);
  entries = synced();
  t.deepEqual(indexes(claim(list('XAXB'), entries), entries), [1, 2, 3]);
  // Between A and the sync's X, the two are the same track side by side: either is as good.
  entries = synced();
  t.deepEqual(indexes(claim(list('AXXB'), entries), entries), [0, 1, 3]);
});

test('a copy the listener holds before the place a new entry was appended to stays theirs', (t) => {
  // The listener's X stands after A; the sync appended its own X at the end.
  const a = entry('A', 1, 0);
  const x = entry('X', 0, null);
  const claimed = claim(list('AXX'), [a, x], { expected: new Map([[x, 2]]) });
  t.deepEqual(indexes(claimed, [a, x]), [0, 2]);
  // Put in the source's order, the listener's X keeps its place.
  t.deepEqual(sourceOrder(3, claimed), [2, 1, 0]);
});

test('where entry ids stay with their entries, the one the sync saw is its own, wherever it went', (t) => {
  const items = [...'XAXB'].map((id, i) => ({ id, entryId: `e${i}` }) as TrackItem);
  const x = { ...entry('X', 1, 1), destinationEntryId: 'e2' } as unknown as SyncEntry;
  const a = entry('A', 0, 0);
  t.deepEqual(indexes(claim(items, [a, x], { stableEntryIds: true }), [a, x]), [1, 2]);
});

test('a track the listener took off is found nowhere; one they moved is still found', (t) => {
  const entries = [entry('A', 0, 0), entry('B', 1, 1), entry('C', 2, 2)];
  const claimed = claim(list('CA'), entries);
  t.deepEqual(indexes(claimed, entries), [1, undefined, 0]);
});

test('the source’s order goes into the places the sync’s entries hold; others stay', (t) => {
  // Destination: B H A (H the listener's); the source says A then B.
  const a = entry('A', 0, 2);
  const b = entry('B', 1, 0);
  const claimed = claim(list('BHA'), [a, b]);
  const order = sourceOrder(3, claimed)!;
  t.deepEqual(
    order.map((i) => 'BHA'[i]),
    [...'AHB'],
  );
  t.is(
    sourceOrder(
      3,
      new Map([
        [a, 0],
        [b, 2],
      ]),
    ),
    null,
    'already so',
  );
});
