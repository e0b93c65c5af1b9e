import test, { type ExecutionContext } from 'ava';
import { performance } from 'node:perf_hooks';
import type {
  AlbumItem,
  ArtistItem,
  Capabilities,
  MusicServiceAdapter,
  SearchQuery,
  TrackItem,
} from '../../src/integrations/types.js';
import { matchAlbum, matchArtist } from '../../src/matching/libraryMatcher.js';
import { artistNames } from '../../src/matching/artists.js';
import { prepare, type MatchableTrack } from '../../src/matching/score.js';
import { albumWritten, parseAlbum, parseTitle, splitCredit } from '../../src/matching/titles.js';
import { TrackMatcher } from '../../src/matching/trackMatcher.js';

// Attack: a music service hands us whatever its users typed, and a title, album or artist credit
// of tens of thousands of blanks made the credit splitter (and the title's and album's dash and
// "feat." patterns) try every position of the run anew, reading the rest of it each time: time
// quadratic in the length (0.95 s for 20,000 blanks, 3.8 s for 40,000), per track and per
// candidate. The patterns now start only where a run of blanks does, and the matcher reads at most
// a bounded length of every text a service sends.
//
// Timings are compared, never asserted as such: the same work on an input 8 times as long takes
// about 8 times as long when linear, 64 times when quadratic. Each size is timed in turns with the
// other, the fastest of several runs kept, so that a busy spell of a shared machine slows both.

const GROWTH = 8;
/** Well above linear (8) with room for a loaded machine, well below quadratic (64). */
const MOST_GROWTH = 30;
const RUNS = 7;
/** Inputs are timed in batches this long at least, so that the clock's grain does not count. */
const BATCH_MS = 20;

const elapsed = (work: () => void) => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

/** How many calls on `input` make a batch of `BATCH_MS` (one, where a single call takes longer). */
function batchSize(work: (input: string) => unknown, input: string): number {
  const once = Math.max(
    elapsed(() => work(input)),
    0.001,
  );
  return Math.min(10_000, Math.max(1, Math.ceil(BATCH_MS / once)));
}

/** The fastest of `RUNS` batches of `calls` calls on `input`, per call. */
function fastestCall(work: (input: string) => unknown, input: string, calls: number, best: number): number {
  const batch = elapsed(() => {
    for (let call = 0; call < calls; call++) work(input);
  });
  return Math.min(best, batch / calls);
}

/**
 * How many times longer a call of `work` takes on an input `GROWTH` times as long. The long input
 * is called `GROWTH` times less often, so that where the work is linear both batches last alike
 * and a machine that pauses this process now and then pauses both alike.
 */
function growth(work: (input: string) => unknown, inputOfLength: (n: number) => string, n: number): number {
  const [short, long] = [inputOfLength(n), inputOfLength(GROWTH * n)];
  // Compiled first: a batch sized on a first, slow call would be too short to time.
  work(short);
  work(long);
  const calls = batchSize(work, short);
  const longCalls = Math.max(1, Math.round(calls / GROWTH));
  let [shortCall, longCall] = [Infinity, Infinity];
  for (let run = 0; run < RUNS; run++) {
    shortCall = fastestCall(work, short, calls, shortCall);
    longCall = fastestCall(work, long, longCalls, longCall);
  }
  return longCall / shortCall;
}

function assertLinear(t: ExecutionContext, what: string, ratio: number): void {
  t.log(`${what}: ${ratio.toFixed(1)} times as long for ${GROWTH} times the input`);
  t.true(ratio < MOST_GROWTH, `${what}: ${ratio.toFixed(1)} times as long for ${GROWTH} times the input`);
}

const blanks = (n: number) => `A${' '.repeat(n)}B`;

test.serial('splitting an artist credit of n blanks grows linearly with n', (t) => {
  assertLinear(t, 'a credit of blanks', growth(splitCredit, blanks, 2_500));
});

test.serial("reading a credit of n blanks into the artists' names grows linearly with n", (t) => {
  assertLinear(
    t,
    'a credit of blanks into names',
    growth((credit) => artistNames([credit]), blanks, 2_500),
  );
});

test.serial("a title's notes after a dash and its unbracketed feat. grow linearly", (t) => {
  assertLinear(t, 'a title of blanks', growth(parseTitle, blanks, 4_000));
  // "feat." after "feat.", then a line break: each head read on to the break.
  assertLinear(
    t,
    'a title of feat.s',
    growth(parseTitle, (n) => `Song${' feat. a'.repeat(n / 8)}\nB`, 4_000),
  );
});

test.serial("an album's kind suffix and dashed notes grow linearly", (t) => {
  assertLinear(t, "an album's name of blanks", growth(albumWritten, blanks, 4_000));
  assertLinear(
    t,
    "an album's dashed note of blanks",
    growth(parseAlbum, (n) => `A -${' '.repeat(n)}x`, 4_000),
  );
});

/** Whatever the cap, no text a matcher reads or searches for is longer than this. */
const MOST_READ = 1_000;
const LONG = 100_000;

// Hostile listings of separators and brackets rather than long runs of blanks (the splitting
// tests above have those): the cap is seen here whatever the splitter costs.
const UNITS = ['a', ' & ', 'A, ', '(', '[a ', ' feat. b', ' - live'];
const CREDITS = 200;
const CREDIT_LENGTH = 5_000;

const repeated = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length));

const hostile = (unit: string): MatchableTrack => ({
  name: repeated(unit, LONG),
  artists: Array.from({ length: CREDITS }, () => repeated(unit, CREDIT_LENGTH)),
  album: repeated(unit, LONG),
  durationMs: 200_000,
  explicit: null,
  isrc: null,
});

test.serial('a 100,000-character title, album and credits come out of the matcher’s entry bounded', (t) => {
  for (const unit of UNITS) {
    const read = prepare(hostile(unit));
    const label = JSON.stringify(unit);
    t.true(read.track.name.length <= MOST_READ, `title of ${label}`);
    t.true(read.track.album!.length <= MOST_READ, `album of ${label}`);
    t.true(read.track.artists.length < CREDITS, `credits of ${label}`);
    t.true(
      read.track.artists.every((credit) => credit.length <= MOST_READ),
      `each credit of ${label}`,
    );
    t.true(read.title.base.length <= MOST_READ, `folded title of ${label}`);
    t.true(read.title.written.length <= MOST_READ, `title searched for of ${label}`);
    t.true(read.album.length <= MOST_READ, `folded album of ${label}`);
    // Each name of one side is compared with each of the other: their number and length are bounded too.
    t.true(read.artists.join('').length <= 2 * MOST_READ, `artist names compared for ${label}`);
  }
});

function listing(id: string, track: MatchableTrack): TrackItem {
  return {
    id,
    entryId: null,
    name: track.name,
    isrc: null,
    durationMs: track.durationMs,
    imageUrl: null,
    previewUrl: null,
    album: { id: null, name: track.album!, totalItems: null, artists: null },
    artists: track.artists.map((name) => ({ id: null, name, imageUrl: null, followers: null })),
    isAvailable: true,
    dateAdded: null,
    explicit: null,
    url: null,
    kind: 'track',
  };
}

/** A destination that answers every search with the given listings and notes what it was asked. */
function destination(tracks: TrackItem[], albums: AlbumItem[], artists: ArtistItem[]) {
  const asked: SearchQuery[] = [];
  const page = <T>(items: T[]) => ({ items, next: null, total: items.length });
  const adapter = {
    id: 'appleMusic',
    capabilities: { isrcSearch: false, pageSize: { search: 25 } } as unknown as Capabilities,
    searchTracks: async (_user: unknown, query: SearchQuery) => (asked.push(query), page(tracks)),
    searchAlbums: async (_user: unknown, query: SearchQuery) => (asked.push(query), page(albums)),
    searchArtists: async (_user: unknown, query: SearchQuery) => (asked.push(query), page(artists)),
  } as unknown as MusicServiceAdapter;
  return { adapter, asked };
}

function assertBoundedQueries(t: ExecutionContext, asked: SearchQuery[]): void {
  t.true(asked.length > 0);
  for (const query of asked)
    for (const [field, text] of Object.entries(query))
      t.true(typeof text !== 'string' || text.length <= MOST_READ, `the ${field} searched for`);
}

test.serial('a hostile track and hostile candidates pass the track matcher bounded', async (t) => {
  const candidates = UNITS.map((unit, i) => listing(`hostile-${i}`, hostile(unit)));
  const { adapter, asked } = destination(candidates, [], []);
  const matcher = new TrackMatcher(adapter, { sourceService: 'soundcloud' });
  const outcomes = await matcher.match(
    UNITS.map((unit, i) => ({ id: `source-${i}`, track: listing(`source-${i}`, hostile(unit)) })),
    null,
  );
  t.is(outcomes.length, UNITS.length);
  assertBoundedQueries(t, asked);
});

const hostileArtist = (unit: string): ArtistItem => ({
  id: null,
  name: repeated(unit, CREDIT_LENGTH),
  imageUrl: null,
  followers: null,
});

const hostileAlbum = (unit: string): AlbumItem => ({
  id: `album-${unit}`,
  name: repeated(unit, LONG),
  totalItems: 1,
  imageUrl: null,
  artists: Array.from({ length: CREDITS }, () => hostileArtist(unit)),
  upc: null,
  dateAdded: null,
  url: null,
});

test.serial('a hostile saved album and artist, and hostile candidates, are searched for bounded', async (t) => {
  const { adapter, asked } = destination([], UNITS.map(hostileAlbum), UNITS.map(hostileArtist));
  for (const unit of UNITS) {
    await matchAlbum(adapter, null, hostileAlbum(unit));
    await matchArtist(adapter, null, hostileArtist(unit));
  }
  assertBoundedQueries(t, asked);
});
