import test from 'ava';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { matchingDir } from '../../bench/sets/exports.js';
import { readSet } from '../../bench/sets/format.js';
import { listenbrainzSet } from '../../bench/sets/services.js';
import { isUuid } from '../../src/ids.js';

// The matching bench's slice with MusicBrainz ids on both sides, built from the dev set: the same
// recording has the same id on both sides, and nothing else shares one, so that the ids decide
// exactly what the labels say.

const devDir = () => {
  const beside = resolve('../shared/matching/dev');
  return existsSync(beside) ? beside : join(matchingDir(), 'dev');
};

test('the same recording has one id on both sides; every other row an id of its own', async (t) => {
  const dev = await readSet(devDir());
  const slice = listenbrainzSet(dev);
  t.is(slice.source.length, dev.source.length);
  t.is(slice.destination.length, dev.destination.length);
  const ids = slice.destination.map((row) => row.id);
  t.is(new Set(ids).size, ids.length, 'store ids are unique');
  t.true(slice.destination.every((row) => isUuid(row.id) && row.mbid === row.id && row.service === 'listenbrainz'));
  const sourceById = new Map(slice.source.map((row) => [row.id, row]));
  const stored = new Set(ids);
  let matched = 0;
  for (const label of slice.labels) {
    const source = sourceById.get(label.sourceId)!;
    t.true(isUuid(source.mbid!), label.sourceId);
    if (label.destinationId) {
      matched += 1;
      t.is(label.expect, 'matched', 'ListenBrainz locks nothing by region');
      t.is(source.mbid, label.destinationId, `${label.sourceId} has its recording's id`);
    } else t.false(stored.has(source.mbid!), `${label.sourceId}: a recording the store lacks has an id it never lists`);
  }
  t.true(matched > slice.labels.length / 2);
  // The store's rows are the dev set's, unchanged but for their ids: the hard negatives stay.
  t.deepEqual(
    slice.destination.map((row) => row.name),
    dev.destination.map((row) => row.name),
  );
});
