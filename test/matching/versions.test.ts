import test from 'ava';
import { parseAlbum, parseTitle } from '../../src/matching/titles.js';
import { prepare, score, type MatchableTrack } from '../../src/matching/score.js';
import { THRESHOLDS } from '../../src/matching/thresholds.js';
import { TrackMatcher } from '../../src/matching/trackMatcher.js';
import type { Capabilities, MusicServiceAdapter, TrackItem } from '../../src/integrations/types.js';

// Versions as real stores list them without ISRCs: remixes by different remixers, editions of one
// album, live albums with plain titles, clean and explicit edits, listings without a duration.
// Every rule is checked in both directions: a score is symmetric, and so is the mistake.

const track = (name: string, album: string | null, extra: Partial<MatchableTrack> = {}): MatchableTrack => ({
  name,
  artists: ['Lena Ray'],
  album,
  durationMs: 215_000,
  explicit: null,
  isrc: null,
  ...extra,
});
const both = (a: MatchableTrack, b: MatchableTrack) => [score(prepare(a), prepare(b)), score(prepare(b), prepare(a))];
const matches = (a: MatchableTrack, b: MatchableTrack) =>
  both(a, b).every((s) => s.score >= THRESHOLDS.matched && s.parts.sameVersion);
const doubtful = (a: MatchableTrack, b: MatchableTrack) =>
  both(a, b).every((s) => s.score >= THRESHOLDS.guess && s.score < THRESHOLDS.matched);
const other = (a: MatchableTrack, b: MatchableTrack) =>
  both(a, b).every((s) => s.score < THRESHOLDS.matched || !s.parts.sameVersion);

test('the remixer is read from every way stores write a remix', (t) => {
  const cases: [string, string | null][] = [
    ['Song (Chromatics Remix)', 'chromatics'],
    ['Song - Chromatics Remix', 'chromatics'],
    ['Song [Remix by Chromatics]', 'chromatics'],
    ["Song (Chromatics' Remix)", 'chromatics'],
    ["Song (Tiësto's Extended Mix)", 'tiesto'],
    ['Song (Armand Van Helden Club Mix)', 'armand van helden'],
    ['Song (Remix)', null],
    ['Song - Radio Edit', null],
    ['Song (Extended Mix)', null],
    ['Song (feat. Drake) [Remix]', null],
  ];
  for (const [title, remixer] of cases) t.is(parseTitle(title).remixer, remixer, title);
});

test('two remixes of one song by different remixers are different recordings, either way round', (t) => {
  const a = track('Midnight City (Eric Prydz Remix)', 'Midnight City (Remixes)');
  const b = track('Midnight City (Tiësto Remix)', 'Midnight City (Remixes)', { durationMs: 218_000 });
  t.true(other(a, b));
  // The same remix, as two stores write it.
  t.true(matches(a, track('Midnight City - Eric Prydz Remix', 'Midnight City (Remixes)', { durationMs: 216_000 })));
  // A remixer on one side only does not settle it either way: the rest of the score does.
  t.true(matches(track('Midnight City (Eric Prydz Remix)', null), track('Midnight City (Eric Prydz Remix)', null)));
});

test('editions: the notes of the album are read, and the standard edition has none', (t) => {
  t.is(parseAlbum('Future Nostalgia').edition, '');
  t.is(parseAlbum('Future Nostalgia (Deluxe Edition)').edition, 'deluxe');
  // Explicit or clean is the edit of the recording, not an edition of the album.
  t.is(parseAlbum('Future Nostalgia [Explicit]').edition, '');
  t.is(parseAlbum('Future Nostalgia [Deluxe Edition] [Explicit]').edition, 'deluxe');
  t.is(parseAlbum('Future Nostalgia (Deluxe Version)').edition, 'deluxe');
  t.is(parseAlbum('Future Nostalgia [Explicit]').explicitness, 'explicit');
  t.is(parseAlbum('Future Nostalgia (Clean)').explicitness, 'clean');
  t.is(parseAlbum('Levitating - Single').edition, '');
  t.is(parseAlbum('Future Nostalgia (Deluxe Edition)').base, parseAlbum('Future Nostalgia [Explicit]').base);
});

test('"Live" in the album alone makes a live take, either way round; a title word does not', (t) => {
  const studio = track('Creep', 'Pablo Honey');
  for (const album of [
    'Pablo Honey (Live)',
    'Live at the Astoria',
    'Pablo Honey - Live',
    'MTV Unplugged',
    'Live: Glastonbury 1997',
  ]) {
    t.true(parseAlbum(album).versions.has('live'), album);
    t.true(other(studio, track('Creep', album)), album);
  }
  for (const album of ['Live Through This', 'Alive', 'Oliver']) t.false(parseAlbum(album).versions.has('live'), album);
  t.true(matches(track('Creep', 'Live at the Astoria'), track('Creep (Live)', 'Live at the Astoria')));
});

test('a clean edit of an explicit recording is a best guess, not a match, either way round', (t) => {
  const explicit = track('Bad Guy', 'When We All Fall Asleep', { explicit: true });
  const clean = track('Bad Guy', 'When We All Fall Asleep', { explicit: false });
  t.true(doubtful(explicit, clean));
  t.true(matches(explicit, track('Bad Guy', 'When We All Fall Asleep', { explicit: true })));
  // Without the flag, the words of the listing say it.
  t.true(doubtful(explicit, track('Bad Guy (Clean)', 'When We All Fall Asleep', { explicit: null })));
  t.true(
    doubtful(
      track('Bad Guy', 'When We All Fall Asleep [Explicit]'),
      track('Bad Guy', 'When We All Fall Asleep (Clean)'),
    ),
  );
  // Unknown on one side decides nothing.
  t.true(matches(explicit, track('Bad Guy', 'When We All Fall Asleep', { explicit: null })));
});

test('without a duration, the album or the ISRC must agree', (t) => {
  const timeless = track('Yellow', 'Parachutes', { durationMs: null });
  t.true(matches(timeless, track('Yellow', 'Parachutes')));
  t.true(doubtful(timeless, track('Yellow', 'The Best of the 2000s')));
  t.true(
    doubtful(
      track('Joker and the Thief', 'Wolfmother', { durationMs: null }),
      track('Joker and the Thief', 'Wolfmother: Gold'),
    ),
  );
  t.true(doubtful(track('Yellow', null, { durationMs: null }), track('Yellow', 'Parachutes')));
  const withIsrc = { isrc: 'GBAYE0000351' };
  t.true(matches(track('Yellow', null, { durationMs: null, ...withIsrc }), track('Yellow', 'Hits', withIsrc)));
});

/** A destination that answers every search with the given listings. */
function destination(listings: TrackItem[]): MusicServiceAdapter {
  return {
    id: 'appleMusic',
    capabilities: { isrcSearch: false, pageSize: { search: 25 } } as unknown as Capabilities,
    searchTracks: async () => ({ items: listings, next: null, total: listings.length }),
  } as unknown as MusicServiceAdapter;
}

function listing(id: string, album: string, explicit = false): TrackItem {
  return {
    id,
    entryId: null,
    name: 'Levitating',
    isrc: null,
    durationMs: 203_000,
    imageUrl: null,
    previewUrl: null,
    album: { id: null, name: album, totalItems: null, artists: null },
    artists: [{ id: null, name: 'Dua Lipa', imageUrl: null, followers: null }],
    isAvailable: true,
    dateAdded: null,
    explicit,
    url: null,
    kind: 'track',
  };
}

test('between editions of one recording, the same edition wins, then the standard one', async (t) => {
  const chosen = async (offered: TrackItem[], album: string, explicit = false) => {
    const matcher = new TrackMatcher(destination(offered), { sourceService: 'spotify' });
    const [outcome] = await matcher.match([{ id: album, track: listing('source', album, explicit) }], null);
    return outcome.destinationId;
  };
  const editions = [
    listing('anniversary', 'Future Nostalgia (10th Anniversary Edition)'),
    listing('deluxe', 'Future Nostalgia (Deluxe Edition)'),
    listing('standard', 'Future Nostalgia'),
  ];
  t.is(await chosen(editions, 'Future Nostalgia (Deluxe Edition)'), 'deluxe');
  t.is(await chosen(editions, 'Future Nostalgia (Deluxe Version)'), 'deluxe');
  t.is(await chosen(editions, 'Future Nostalgia'), 'standard');
  // An edition the destination does not have: the standard one, in whatever order they came.
  t.is(await chosen(editions, 'Future Nostalgia (Japan Edition)'), 'standard');
  t.is(await chosen([...editions].reverse(), 'Future Nostalgia (Japan Edition)'), 'standard');

  // A store that lists explicit and clean edits apart: the edit by the flag, the edition by the notes.
  const edits = [
    listing('deluxe-explicit', 'Future Nostalgia [Deluxe Edition] [Explicit]', true),
    listing('explicit', 'Future Nostalgia [Explicit]', true),
    listing('deluxe-clean', 'Future Nostalgia (Deluxe Edition)', false),
    listing('clean', 'Future Nostalgia', false),
  ];
  t.is(await chosen(edits, 'Future Nostalgia', true), 'explicit');
  t.is(await chosen(edits, 'Future Nostalgia (Deluxe Edition)', true), 'deluxe-explicit');
  t.is(await chosen(edits, 'Future Nostalgia', false), 'clean');
  t.is(await chosen(edits, 'Future Nostalgia (Deluxe Edition)', false), 'deluxe-clean');
  t.is(await chosen([...edits].reverse(), 'Future Nostalgia (Japan Edition)', true), 'explicit');
});
