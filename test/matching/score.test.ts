import test from 'ava';
import fc from 'fast-check';
import { fold } from '../../src/matching/text.js';
import { parseTitle } from '../../src/matching/titles.js';
import { prepare, score, type MatchableTrack } from '../../src/matching/score.js';
import { THRESHOLDS } from '../../src/matching/thresholds.js';
import { songTitle } from '../../src/integrations/soundcloud/mapping.js';

// The rules of the matcher on real-looking pairs: each one a listing on two services.

const track = (name: string, artists: string[], extra: Partial<MatchableTrack> = {}): MatchableTrack => ({
  name,
  artists,
  album: 'Some Album',
  durationMs: 215_000,
  explicit: false,
  isrc: null,
  ...extra,
});
const between = (a: MatchableTrack, b: MatchableTrack) => score(prepare(a), prepare(b)).score;

const SAME: [string, MatchableTrack, MatchableTrack][] = [
  [
    'Spotify remaster suffix and Apple remaster note',
    track('Here Comes the Sun - Remastered 2009', ['The Beatles']),
    track('Here Comes the Sun (2009 Remaster)', ['The Beatles']),
  ],
  [
    'Deezer "(Remastered)"',
    track('Bohemian Rhapsody - Remastered 2011', ['Queen']),
    track('Bohemian Rhapsody (Remastered)', ['Queen']),
  ],
  ['single version', track('Heroes - Single Version', ['David Bowie']), track('Heroes', ['David Bowie'])],
  [
    'featured artist in the title on one side, in the credits on the other',
    track('Cabaret (feat. Drake)', ['Justin Timberlake']),
    track('Cabaret', ['Justin Timberlake', 'Drake']),
  ],
  ['"&" and "and"', track('The Boxer', ['Simon & Garfunkel']), track('The Boxer', ['Simon and Garfunkel'])],
  [
    'artists in another order',
    track('Under Pressure', ['Queen', 'David Bowie']),
    track('Under Pressure', ['David Bowie', 'Queen']),
  ],
  ['diacritics and case', track('Déjà Vu', ['Beyoncé', 'JAY-Z']), track('DEJA VU', ['Beyonce', 'Jay-Z'])],
  ['Cyrillic and Latin spellings', track('Кино', ['Земфира']), track('Kino', ['Zemfira'])],
  [
    'a second of drift',
    track('Levitating', ['Dua Lipa'], { durationMs: 203_064 }),
    track('Levitating', ['Dua Lipa'], { durationMs: 204_000 }),
  ],
  [
    '"Original Mix" is the recording everyone means',
    track('Clockwork Hearts - Original Mix', ['Feint']),
    track('Clockwork Hearts', ['Feint']),
  ],
  ['"x" credits', track('Lose Control', ['Meduza x Becky Hill']), track('Lose Control', ['Meduza', 'Becky Hill'])],
];

const DIFFERENT: [string, MatchableTrack, MatchableTrack][] = [
  ['live take', track('Wonderwall - Live', ['Oasis']), track('Wonderwall', ['Oasis'])],
  ['live in brackets', track('Wonderwall (Live at Knebworth)', ['Oasis']), track('Wonderwall (Remastered)', ['Oasis'])],
  ['remix', track('Blinding Lights (Chromatics Remix)', ['The Weeknd']), track('Blinding Lights', ['The Weeknd'])],
  ['acoustic', track('Photograph - Acoustic Version', ['Ed Sheeran']), track('Photograph', ['Ed Sheeran'])],
  ['instrumental', track('Focus (Instrumental)', ['Cortes']), track('Focus', ['Cortes'])],
  [
    'karaoke on the album only',
    track('Hello', ['Adele']),
    track('Hello', ['Karaoke Hits Band'], { album: 'Karaoke Hits, Vol. 12' }),
  ],
  ['sped up', track('Shine Like Beyoncé (Sped Up)', ['Yo Trane']), track('Shine Like Beyoncé', ['Yo Trane'])],
  ['slowed + reverb', track('Another Love (Slowed + Reverb)', ['Tom Odell']), track('Another Love', ['Tom Odell'])],
  ['cover by another artist', track('Hallelujah', ['Jeff Buckley']), track('Hallelujah', ['Pentatonix'])],
  ['radio edit', track('Sandstorm - Radio Edit', ['Darude']), track('Sandstorm', ['Darude'])],
  ['same title, another artist', track('Hurt', ['Nine Inch Nails']), track('Hurt', ['Johnny Cash'])],
  [
    'an edit twenty seconds shorter',
    track('Ultron', ['Audio'], { durationMs: 331_730 }),
    track('Ultron', ['Audio'], { durationMs: 311_730 }),
  ],
  ['another song by the artist', track('Yellow', ['Coldplay']), track('Fix You', ['Coldplay'])],
];

for (const [name, a, b] of SAME) {
  test(`same recording: ${name}`, (t) => {
    t.true(between(a, b) >= THRESHOLDS.matched, `${between(a, b)}`);
  });
}

for (const [name, a, b] of DIFFERENT) {
  test(`different recording: ${name}`, (t) => {
    t.true(between(a, b) < THRESHOLDS.matched, `${between(a, b)}`);
  });
}

test('titles: notes and credits come apart from the name', (t) => {
  const parsed = parseTitle('Nuova Sardegna (feat. Luchetto, PRACI & Prisoner) - Live');
  t.is(parsed.base, 'nuova sardegna');
  t.deepEqual(parsed.featured, ['Luchetto', 'PRACI', 'Prisoner']);
  t.deepEqual([...parsed.versions], ['live']);
});

const text = fc.string({ unit: fc.constantFrom(...'aAéÉ ß-–()[]&,.xXфЖ0123456789 feat.'.split('')), maxLength: 40 });
const listing = fc.record({
  name: text,
  artists: fc.array(text, { maxLength: 3 }),
  album: fc.option(text, { nil: null }),
  durationMs: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
  explicit: fc.option(fc.boolean(), { nil: null }),
  isrc: fc.constant(null),
});

test('folding is idempotent', (t) => {
  fc.assert(
    fc.property(text, (s) => fold(fold(s)) === fold(s)),
    { seed: 42, numRuns: 500 },
  );
  t.pass();
});

test('a parsed name parses to itself', (t) => {
  fc.assert(
    fc.property(text, (s) => parseTitle(parseTitle(s).base).base === parseTitle(s).base),
    { seed: 42, numRuns: 500 },
  );
  t.pass();
});

test('scoring is symmetric and stays within 0 and 100', (t) => {
  fc.assert(
    fc.property(listing, listing, (a, b) => {
      const ab = between(a, b);
      return ab === between(b, a) && ab >= 0 && ab <= 100;
    }),
    { seed: 42, numRuns: 500 },
  );
  t.pass();
});

test('a listing matches itself', (t) => {
  fc.assert(
    fc.property(
      listing,
      (a) =>
        fold(a.name) === '' ||
        a.artists.every((x) => fold(x) === '') ||
        // Without a duration, only the album or the ISRC confirms a title: see the version rules.
        (a.durationMs === null && !fold(a.album ?? '') && !a.isrc) ||
        between(a, a) >= THRESHOLDS.matched,
    ),
    { seed: 42, numRuns: 300 },
  );
  t.pass();
});

// SoundCloud lists everyone's uploads beside the artist's own: the adapter reads the uploader as
// the artist and drops only the uploader's own name from a title. What another account uploads is
// never the recording, however alike the title.
test('uploads by other accounts on SoundCloud never match; the artist’s own does', (t) => {
  const source = track('Midnight City', ['M83']);
  const soundcloud = (title: string, uploader: string, extra: Partial<MatchableTrack> = {}) => {
    return track(songTitle(title, uploader), [uploader], { album: null, ...extra });
  };
  t.true(between(source, soundcloud('M83 - Midnight City', 'M83')) >= THRESHOLDS.matched, 'the artist’s own upload');
  for (const [what, upload] of [
    ['re-upload', soundcloud('M83 - Midnight City', 'kamiro_music')],
    ['cover', soundcloud('Midnight City (Cover)', 'lubeats')],
    ['bootleg', soundcloud('Midnight City (dj vyro Bootleg)', 'dj vyro')],
    ['DJ set', soundcloud('M83 - Midnight City | Live DJ Set', 'solbeats', { durationMs: 3_600_000 })],
  ] as const)
    t.true(between(source, upload) < THRESHOLDS.matched, what);
});
