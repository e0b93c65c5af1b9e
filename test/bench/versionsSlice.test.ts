import test from 'ava';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchingDir, rawDir } from '../../bench/sets/exports.js';
import { readSet, type LabeledSet } from '../../bench/sets/format.js';
import { generateVersions, VERSIONS_CASES } from '../../bench/sets/versions.js';

// The generated `versions` slice of the matching bench, built twice from the raw exports beside
// the checkout (the same lookup the bench uses): the same bytes each time, labels that point at
// rows that exist, every case and its mirror, and rows the bench reads as it reads the dev set.

const FILES = ['source.jsonl', 'destination.jsonl', 'labels.jsonl'];
// Written out rather than read from the generator, so that a case dropped there is caught here.
const FACTS = [
  'remixer.asked',
  'remixer.absent',
  'edition.standard',
  'edition.deluxe',
  'edition.fallback',
  'edition.onlyDeluxe',
  'edition.explicitMarked',
  'albumLive.live',
  'albumLive.studio',
  'albumLive.absent',
  'albumLive.studioAbsent',
  'explicit.explicit',
  'explicit.clean',
  'explicit.cleanOnly',
  'explicit.explicitOnly',
  'noDuration.sameAlbum',
  'noDuration.otherAlbum',
  'plain',
];

let dirs: string[] = [];
let slice: LabeledSet;

test.before(async () => {
  dirs = [await mkdtemp(join(tmpdir(), 'versions-a-')), await mkdtemp(join(tmpdir(), 'versions-b-'))];
  for (const out of dirs) await generateVersions({ raw: rawDir(), out, limit: 150 });
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

test('every label points at rows that exist, one label a source row, ids unique', (t) => {
  const sources = new Set(slice.source.map((r) => r.id));
  const destination = new Set(slice.destination.map((r) => r.id));
  t.is(sources.size, slice.source.length);
  t.is(destination.size, slice.destination.length);
  t.false([...sources].some((id) => destination.has(id)));
  t.is(slice.labels.length, slice.source.length);
  t.is(new Set(slice.labels.map((l) => l.sourceId)).size, slice.labels.length);
  for (const label of slice.labels) {
    t.true(sources.has(label.sourceId), label.sourceId);
    if (label.expect === 'matched') t.true(destination.has(label.destinationId!), label.destinationId!);
    else t.is(label.destinationId, null);
    t.true(Array.isArray(label.facts) && label.facts.length > 0);
  }
});

test('every case and its mirror is there, with right answers of both kinds', (t) => {
  const facts = new Set(slice.labels.flatMap((l) => l.facts ?? []));
  for (const fact of [...FACTS, ...Object.keys(VERSIONS_CASES)]) t.true(facts.has(fact), `no ${fact} items`);
  const expects = (fact: string) =>
    [...new Set(slice.labels.filter((l) => l.facts?.includes(fact)).map((l) => l.expect))].sort();
  for (const kind of ['remixer', 'albumLive', 'explicit', 'noDuration'])
    t.deepEqual(expects(kind), ['matched', 'none']);
  t.deepEqual(expects('edition'), ['matched']);
  t.deepEqual(expects('plain'), ['matched']);
  // Candidate retrieval has other real recordings to wade through.
  t.true(slice.destination.length > slice.source.length * 2);
});

test('no source row carries an ISRC; ids look like the two services', (t) => {
  t.true(slice.source.every((r) => r.isrc === null));
  t.true(slice.source.every((r) => /^[0-9A-Za-z]{22}$/.test(r.id)));
  t.true(slice.destination.every((r) => /^[1-9][0-9]{8,10}$/.test(r.id)));
  t.true(slice.labels.filter((l) => l.facts?.includes('noDuration')).length > 0);
  const byId = new Map(slice.source.map((r) => [r.id, r]));
  for (const label of slice.labels.filter((l) => l.facts?.includes('noDuration')))
    t.is(byId.get(label.sourceId)!.durationMs, null);
});

test('rows have the dev set’s fields, in its order, of its types', async (t) => {
  const dev = join(matchingDir(), 'dev');
  const firstLine = async (file: string) =>
    JSON.parse((await readFile(join(dev, file), 'utf8')).split('\n')[0]) as Record<string, unknown>;
  const [devSource, devDestination, devLabel] = await Promise.all(FILES.map(firstLine));
  for (const row of slice.source) t.deepEqual(Object.keys(row), Object.keys(devSource));
  for (const row of slice.destination) t.deepEqual(Object.keys(row), Object.keys(devDestination));
  for (const label of slice.labels) t.deepEqual(Object.keys(label), [...Object.keys(devLabel), 'facts']);
  for (const row of [...slice.source, ...slice.destination]) {
    t.is(row.type, 'track');
    t.true(typeof row.name === 'string' && row.name.length > 0);
    t.true(row.artists.length > 0 && row.artists.every((a) => typeof a === 'string' && a.length > 0));
    t.true(row.album === null || typeof row.album === 'string');
    t.true(row.durationMs === null || (Number.isInteger(row.durationMs) && row.durationMs > 0));
    t.is(typeof row.explicit, 'boolean');
  }
  t.true(slice.source.every((r) => r.service === devSource.service));
  t.true(slice.destination.every((r) => r.service === devDestination.service && r.available === true));
});
