import test from 'ava';
import { prepare, score, type MatchableTrack } from '../../src/matching/score.js';
import { identifiersDisagree, plausibleChoice } from '../../src/matching/evidence.js';
import { THRESHOLDS } from '../../src/matching/thresholds.js';
import { TrackMatcher } from '../../src/matching/trackMatcher.js';
import { presentAlbum, presentTrack } from '../../src/library/presenters.js';
import { fakeDestination, trackItem } from '../helpers/trackItems.js';

// A MusicBrainz recording id is an identifier, as an ISRC is: where both listings carry one, they
// are one recording when the ids agree and two when they differ, whatever their words say.

const RECORDING = '1b022e01-4da6-387b-8658-8678046e4cef';
const ANOTHER = 'f970f1e0-0f9d-4a0b-a2a5-3c8d4f5e6a7b';

const listing = (name: string, artists: string[], extra: Partial<MatchableTrack> = {}): MatchableTrack => ({
  name,
  artists,
  album: 'OK Computer',
  durationMs: 386_000,
  explicit: null,
  isrc: null,
  ...extra,
});
const between = (a: MatchableTrack, b: MatchableTrack) => score(prepare(a), prepare(b));

test('the same recording id is a match whatever the words; ids in either case are one', (t) => {
  // A server's own tags: a title in another language, the album left out, no length.
  const source = listing('Paranoid Android', ['Radiohead'], { mbid: RECORDING });
  const tagged = listing('Параноидальный андроид', ['Радиохед'], {
    album: null,
    durationMs: null,
    mbid: RECORDING.toUpperCase(),
  });
  const words = between({ ...source, mbid: null }, { ...tagged, mbid: null }).score;
  t.true(words < THRESHOLDS.matched, `without the ids the words alone score ${words}`);
  const { score: value, parts } = between(source, tagged);
  t.is(value, 100);
  t.is(parts.musicBrainz, 'same');
  t.is(between(tagged, source).score, 100);
});

test('two recording ids that differ are two recordings, however alike the listings read', (t) => {
  const studio = listing('Paranoid Android', ['Radiohead'], { mbid: RECORDING });
  const alike = listing('Paranoid Android', ['Radiohead'], { mbid: ANOTHER });
  t.is(between(studio, { ...alike, mbid: null }).score >= THRESHOLDS.matched, true, 'the words alone match');
  const { score: value, parts } = between(studio, alike);
  t.is(parts.musicBrainz, 'other');
  t.true(value <= THRESHOLDS.guess, `score ${value}`);
  t.true(value < THRESHOLDS.matched);
});

test('one side without an id, or an id that is not one, leaves the words to decide', (t) => {
  const words = between(listing('Karma Police', ['Radiohead']), listing('Karma Police', ['Radiohead'])).score;
  for (const mbid of [null, undefined, '', 'not-a-uuid', `${RECORDING}x`]) {
    const { score: value, parts } = between(
      listing('Karma Police', ['Radiohead'], { mbid: RECORDING }),
      listing('Karma Police', ['Radiohead'], { mbid }),
    );
    t.is(value, words, String(mbid));
    t.is(parts.musicBrainz, null, String(mbid));
  }
});

test('a person’s choice whose recording id differs from the source’s is no evidence for anyone else', (t) => {
  const source = { name: 'Paranoid Android', artists: [{ name: 'Radiohead' }], mbid: RECORDING };
  const chosen = { name: 'Paranoid Android', artists: [{ name: 'Radiohead' }], mbid: ANOTHER };
  t.true(identifiersDisagree(source, chosen));
  t.false(identifiersDisagree(source, { ...chosen, mbid: RECORDING }));
  t.false(identifiersDisagree(source, { ...chosen, mbid: null }));
  // One recording has an ISRC for each release that issued it: where the ids agree, ISRCs do not part them.
  t.false(
    identifiersDisagree({ ...source, isrc: 'GBAYE9700351' }, { ...chosen, mbid: RECORDING, isrc: 'GBAYE9700352' }),
  );
  // Without both ids, differing ISRCs still do; an id that is not one is no id.
  t.true(identifiersDisagree({ ...source, isrc: 'GBAYE9700351' }, { ...chosen, mbid: null, isrc: 'GBAYE9700352' }));
  t.false(identifiersDisagree(source, { ...chosen, mbid: 'unknown' }));
  // The same id does not make a stranger plausible: a choice still needs its own words to agree.
  t.false(plausibleChoice(source, { name: 'Something Else', artists: [{ name: 'Nobody' }], mbid: RECORDING }));
});

test('the matcher takes the listing with the same id and passes over one that reads alike with another', async (t) => {
  const { adapter } = fakeDestination([
    trackItem('other', 'Paranoid Android', ['Radiohead'], { mbid: ANOTHER }),
    trackItem('same', 'Paranoid Android - Remastered', ['Radiohead'], { mbid: RECORDING, durationMs: 230_000 }),
  ]);
  const [outcome] = await new TrackMatcher(adapter, { sourceService: 'spotify' }).match(
    [{ id: 's1', track: trackItem('s1', 'Paranoid Android', ['Radiohead'], { mbid: RECORDING }) }],
    null,
  );
  t.like(outcome, { status: 'matched', destinationId: 'same', score: 100 });

  const { adapter: without } = fakeDestination([
    trackItem('other', 'Paranoid Android', ['Radiohead'], { mbid: ANOTHER }),
  ]);
  const [refused] = await new TrackMatcher(without, { sourceService: 'spotify' }).match(
    [{ id: 's1', track: trackItem('s1', 'Paranoid Android', ['Radiohead'], { mbid: RECORDING }) }],
    null,
  );
  t.not(refused.status, 'matched');
});

test('a destination that finds tracks by recording id is asked once an item, and its answer decides', async (t) => {
  const catalogue = [
    trackItem('tagged', 'Параноидальный андроид', ['Радиохед'], { mbid: RECORDING, isrc: 'GBAYE9700351' }),
    trackItem('alike', 'Paranoid Android', ['Radiohead'], { mbid: ANOTHER }),
  ];
  const { adapter, asked } = fakeDestination(catalogue, { mbidLookup: true });
  const source = (id: string, mbid: string | null) =>
    trackItem(id, 'Paranoid Android', ['Radiohead'], { mbid, isrc: 'GBAYE9700351' });
  const outcomes = await new TrackMatcher(adapter, { sourceService: 'subsonic' }).match(
    [
      { id: 's1', track: source('s1', RECORDING) },
      { id: 's2', track: source('s2', null) },
    ],
    null,
  );
  t.like(outcomes[0], { status: 'matched', destinationId: 'tagged', via: 'mbid', calls: 1 });
  t.is(asked.mbid, 1, 'only the item with an id is looked up by it');
  // Without an id, the ISRC and the words decide as before (the tagged listing's words are too far
  // from the source's for its ISRC alone; the one that reads alike is found by the search).
  t.like(outcomes[1], { status: 'matched', destinationId: 'alike', via: 'search' });
  t.is(asked.isrc, 1, 'the item found by its id needs no ISRC lookup; the other one does');

  // A destination without the lookup is never asked by id.
  const { adapter: plain, asked: plainAsked } = fakeDestination(catalogue);
  await new TrackMatcher(plain, { sourceService: 'subsonic' }).match(
    [{ id: 's1', track: source('s1', RECORDING) }],
    null,
  );
  t.is(plainAsked.mbid, 0);
});

test('items carry their ids to partners only where the service gives them', (t) => {
  const track = trackItem('t1', 'Paranoid Android', ['Radiohead']);
  t.false('mbid' in presentTrack(track));
  t.false('mbid' in presentTrack({ ...track, mbid: null }));
  t.is(presentTrack({ ...track, mbid: RECORDING }).mbid, RECORDING);
  t.false('mbid' in presentTrack({ ...track, mbid: 'not an id' }), 'only an id, a UUID as the OpenAPI says');
  const album = {
    id: 'a1',
    name: 'OK Computer',
    totalItems: 12,
    imageUrl: null,
    artists: null,
    upc: null,
    dateAdded: null,
    url: null,
  };
  t.false('mbid' in presentAlbum(album));
  t.is(presentAlbum({ ...album, mbid: ANOTHER }).mbid, ANOTHER);
});
