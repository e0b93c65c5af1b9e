import test from 'ava';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawDir } from '../../bench/sets/exports.js';
import { readSet, type LabeledSet } from '../../bench/sets/format.js';
import { DETAILS_CASES, generateDetails } from '../../bench/sets/details.js';

// The generated `details` slice of the matching bench, built twice from the raw exports beside the
// checkout: the same bytes each time, labels that point at rows that exist, every case and its
// mirror, and each case built the way its label says.

const FILES = ['source.jsonl', 'destination.jsonl', 'labels.jsonl'];
// Written out rather than read from the generator, so that a case dropped there is caught here.
const FACTS = [
  'cleanEdition.explicitThere',
  'cleanEdition.unmarkedThere',
  'cleanEdition.cleanOnly',
  'cleanEdition.cleanAsked',
  'workNumber.same',
  'workNumber.otherNumber',
  'workNumber.otherKey',
  'workNumber.otherMovement',
  'workNumber.otherCatalogue',
  'shortLength.present',
  'shortLength.absent',
  'shortLength.ambiguous',
  'shortLength.alone',
  'artistCredit.misspelt',
  'artistCredit.member',
  'artistCredit.otherArtist',
  'versionTypo.radioEdit',
  'versionTypo.absent',
];

let dirs: string[] = [];
let slice: LabeledSet;

test.before(async () => {
  dirs = [await mkdtemp(join(tmpdir(), 'details-a-')), await mkdtemp(join(tmpdir(), 'details-b-'))];
  for (const out of dirs) await generateDetails({ raw: rawDir(), out, limit: 300 });
  slice = await readSet(dirs[0]);
});

test.after.always(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

test('two runs write the same bytes', async (t) => {
  for (const file of [...FILES, 'meta.json']) {
    const [a, b] = await Promise.all(dirs.map((dir) => readFile(join(dir, file))));
    t.true(a.length > 0, file);
    t.true(a.equals(b), `${file} differs between two runs`);
  }
});

test('every label points at rows that exist, one label a source row, ids unique, no ISRC', (t) => {
  const sources = new Set(slice.source.map((r) => r.id));
  const destination = new Set(slice.destination.map((r) => r.id));
  t.is(sources.size, slice.source.length);
  t.is(destination.size, slice.destination.length);
  t.is(slice.labels.length, slice.source.length);
  for (const label of slice.labels) {
    t.true(sources.has(label.sourceId), label.sourceId);
    if (label.expect === 'matched') t.true(destination.has(label.destinationId!), label.destinationId!);
    else t.is(label.destinationId, null);
  }
  t.true([...slice.source, ...slice.destination].every((r) => r.isrc === null));
});

test('every case and its mirror is there, with right answers of both kinds', (t) => {
  const facts = new Set(slice.labels.flatMap((l) => l.facts ?? []));
  for (const fact of [...FACTS, ...Object.keys(DETAILS_CASES)]) t.true(facts.has(fact), `no ${fact} items`);
  const expects = (fact: string) =>
    [...new Set(slice.labels.filter((l) => l.facts?.includes(fact)).map((l) => l.expect))].sort();
  for (const kind of Object.keys(DETAILS_CASES)) t.deepEqual(expects(kind), ['matched', 'none'], kind);
});

/** The labeled source rows of a fact, each with its expected store row. */
function cases(fact: string) {
  const sources = new Map(slice.source.map((r) => [r.id, r]));
  const store = new Map(slice.destination.map((r) => [r.id, r]));
  return slice.labels
    .filter((l) => l.facts?.includes(fact))
    .map((l) => ({ source: sources.get(l.sourceId)!, expected: l.destinationId ? store.get(l.destinationId)! : null }));
}

test('each case is built as its label says', (t) => {
  // An unmarked source: no flag, no word of an edit; the clean edition says so in words.
  for (const { source, expected } of cases('cleanEdition.explicitThere')) {
    t.is(source.explicit, null);
    t.is(expected!.explicit, true);
  }
  for (const { source } of cases('cleanEdition.cleanAsked')) t.regex(`${source.name} ${source.album}`, /\bClean\b/);
  // Short tracks: the right chapter under a minute and within a second of the source.
  for (const { source, expected } of cases('shortLength.present')) {
    t.true(source.durationMs! < 60_000);
    t.true(Math.abs(source.durationMs! - expected!.durationMs!) < 1_000);
  }
  // A misspelt credit differs from the store's, while the length is the store's own.
  for (const { source, expected } of cases('artistCredit.misspelt')) {
    t.notDeepEqual(source.artists, expected!.artists);
    t.true(Math.abs(source.durationMs! - expected!.durationMs!) <= 1_200);
  }
  for (const { source } of cases('versionTypo.radioEdit')) t.notRegex(source.name, /\bRadio\b/);
  // Every work is in the slice once, and a work the store lacks is not there under any spelling.
  const written = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const works = cases('workNumber').map(({ source }) => written(source.name));
  t.is(new Set(works).size, works.length);
  const listed = new Set(slice.destination.map((r) => written(r.name)));
  for (const variant of ['otherNumber', 'otherKey', 'otherMovement', 'otherCatalogue'])
    for (const { source } of cases(`workNumber.${variant}`)) t.false(listed.has(written(source.name)), source.name);
});
