import test from 'ava';
import type { Sequelize } from 'sequelize';
import { migratedDatabase } from '../helpers/database.js';
import { connectDatabase } from '../../src/db/database.js';
import { MatchCache } from '../../src/matching/cache.js';
import { TrackMatcher } from '../../src/matching/trackMatcher.js';
import { UpstreamError } from '../../src/integrations/errors.js';
import type { TrackItem } from '../../src/integrations/types.js';
import type { SourceTrack } from '../../src/matching/types.js';
import { fakeDestination as destination, trackItem } from '../helpers/trackItems.js';

// Outcomes and upstream economy of the track matcher, on a destination whose catalogue the test
// writes, and the shared cache in a real database.

let sequelize: Sequelize;
let drop: () => Promise<void>;

test.before(async () => {
  const database = await migratedDatabase();
  drop = database.drop;
  sequelize = await connectDatabase(database.url, { poolMax: 2 });
});

test.after.always(async () => {
  await sequelize?.close();
  await drop?.();
});

const source = (id: string, track: TrackItem): SourceTrack => ({ id, track });

test('an ISRC hit ends the search in one call', async (t) => {
  const { adapter, asked } = destination([trackItem('d1', 'Levitating', ['Dua Lipa'], { isrc: 'GBAHT2000942' })]);
  const [outcome] = await new TrackMatcher(adapter, { sourceService: 'spotify' }).match(
    [source('s1', trackItem('s1', 'Levitating', ['Dua Lipa'], { isrc: 'GBAHT2000942' }))],
    null,
  );
  t.is(outcome.status, 'matched');
  t.is(outcome.destinationId, 'd1');
  t.is(outcome.via, 'isrc');
  t.is(outcome.calls, 1);
  t.deepEqual(asked, { isrc: 1, isrcBatches: 0, search: 0, mbid: 0 });
});

test('an ISRC answer that makes no sense is not taken; the text search finds the recording', async (t) => {
  // A mis-keyed ISRC on the destination: another song carries it.
  const { adapter, asked } = destination([
    trackItem('wrong', 'Completely Different', ['Someone Else'], { isrc: 'USUM71703861' }),
    trackItem('right', 'Perfect', ['Ed Sheeran']),
  ]);
  const [outcome] = await new TrackMatcher(adapter, { sourceService: 'spotify' }).match(
    [source('s1', trackItem('s1', 'Perfect', ['Ed Sheeran'], { isrc: 'USUM71703861' }))],
    null,
  );
  t.is(outcome.destinationId, 'right');
  t.is(outcome.via, 'search');
  t.is(asked.search, 1);
});

test('batched ISRC lookups cost a share of one call per item', async (t) => {
  const catalogue = Array.from({ length: 20 }, (_, i) =>
    trackItem(`d${i}`, `Song Number ${i}`, ['Band'], { isrc: `GBAAA20000${String(i).padStart(2, '0')}` }),
  );
  const { adapter, asked } = destination(catalogue, { batch: 25 });
  const outcomes = await new TrackMatcher(adapter, { sourceService: 'spotify' }).match(
    catalogue.map((d, i) => source(`s${i}`, { ...d, id: `s${i}` })),
    null,
  );
  t.true(outcomes.every((o, i) => o.status === 'matched' && o.destinationId === `d${i}`));
  t.is(asked.isrcBatches, 1);
  t.is(asked.search, 0);
  t.true(Math.abs(outcomes.reduce((n, o) => n + o.calls, 0) - 1) < 0.01);
});

test('outcomes: regionLocked, lowConfidence with its best guess, notFound, cannotMatch', async (t) => {
  const { adapter } = destination([
    trackItem('locked', 'Blinding Lights', ['The Weeknd'], { isAvailable: false }),
    trackItem('live', 'Hotel California (Live)', ['Eagles']),
  ]);
  const outcomes = await new TrackMatcher(adapter, { sourceService: 'spotify' }).match(
    [
      source('a', trackItem('a', 'Blinding Lights', ['The Weeknd'])),
      source(
        'b',
        trackItem('b', 'Hotel California', ['Eagles'], {
          album: { id: null, name: 'Hotel California', totalItems: null, artists: null },
        }),
      ),
      source('c', trackItem('c', 'Nothing Like It', ['Nobody Known'])),
      source('d', trackItem('d', 'My Voice Memo', [], { kind: 'local' })),
    ],
    null,
  );
  t.like(outcomes[0], { status: 'unmatched', reason: 'regionLocked' });
  t.is(outcomes[0].candidate?.id, 'locked');
  t.like(outcomes[1], { status: 'unmatched', reason: 'lowConfidence' });
  t.is(outcomes[1].candidate?.id, 'live');
  t.true(outcomes[1].score! >= 50 && outcomes[1].score! < 80);
  t.like(outcomes[2], { status: 'unmatched', reason: 'notFound' });
  t.like(outcomes[3], { status: 'unmatched', reason: 'cannotMatch', calls: 0 });
});

test('a destination that is down or asks to wait fails the whole chunk, to be matched again later', async (t) => {
  const { adapter } = destination([], { failing: 'unavailable' });
  const err = await t.throwsAsync(
    new TrackMatcher(adapter, { sourceService: 'deezer' }).match(
      [source('u1', trackItem('u1', 'Song', ['Band']))],
      null,
    ),
  );
  t.is((err as UpstreamError).kind, 'unavailable');
});

test('a destination that refuses an item answers failed with reason error, and nothing is cached', async (t) => {
  const cache = new MatchCache(sequelize);
  const { adapter } = destination([], { failing: 'rejected' });
  const [outcome] = await new TrackMatcher(adapter, { sourceService: 'deezer', cache }).match(
    [source('e1', trackItem('e1', 'Song', ['Band'], { isrc: 'FRAAA2000001' }))],
    null,
  );
  t.like(outcome, { status: 'failed', reason: 'error' });
  t.is((await cache.lookup('deezer', 'appleMusic', '', [source('e1', trackItem('e1', 'Song', ['Band']))])).size, 0);
});

test('the shared cache answers a second time without a call, also for another source service by ISRC; forget drops it', async (t) => {
  const cache = new MatchCache(sequelize);
  const { adapter, asked } = destination([trackItem('d9', 'Halo', ['Beyoncé'], { isrc: 'USSM10804554' })]);
  const matcher = new TrackMatcher(adapter, { sourceService: 'spotify', cache });
  const first = await matcher.match(
    [source('halo', trackItem('halo', 'Halo', ['Beyonce'], { isrc: 'USSM10804554' }))],
    null,
  );
  t.is(first[0].destinationId, 'd9');
  const callsAfterFirst = asked.isrc + asked.search;
  const again = await matcher.match(
    [source('halo', trackItem('halo', 'Halo', ['Beyonce'], { isrc: 'USSM10804554' }))],
    null,
  );
  t.like(again[0], { status: 'matched', destinationId: 'd9', via: 'cache', calls: 0 });
  const fromDeezer = await new TrackMatcher(adapter, { sourceService: 'deezer', cache }).match(
    [source('3135556', trackItem('3135556', 'Halo', ['Beyoncé'], { isrc: 'USSM10804554' }))],
    null,
  );
  t.like(fromDeezer[0], { destinationId: 'd9', via: 'cache' });
  t.is(asked.isrc + asked.search, callsAfterFirst);
  await cache.forget('appleMusic', 'd9');
  const afterForget = await matcher.match(
    [source('halo', trackItem('halo', 'Halo', ['Beyonce'], { isrc: 'USSM10804554' }))],
    null,
  );
  t.not(afterForget[0].via, 'cache');
});

test('a source listed without ISRCs is read in full only for the items the text left open', async (t) => {
  // The destination credits one track otherwise and times it longer: the text cannot be sure, the ISRC can.
  const { adapter, asked } = destination([
    trackItem('d-clear', 'Clair de Lune', ['Debussy Ensemble'], { isrc: 'FRAAA2100001' }),
    trackItem('d-odd', 'Kiss', ['Prince & The Revolution'], { isrc: 'USWB19900170', durationMs: 226_000 }),
  ]);
  const read: string[][] = [];
  const sourceDetails = async (ids: string[]) => {
    read.push(ids);
    return new Map(ids.map((id) => [id, trackItem(id, 'x', ['x'], { isrc: id === 'odd' ? 'USWB19900170' : null })]));
  };
  const outcomes = await new TrackMatcher(adapter, { sourceService: 'deezer', sourceDetails }).match(
    [
      source('clear', trackItem('clear', 'Clair de Lune', ['Debussy Ensemble'])),
      source('odd', trackItem('odd', 'Kiss', ['Prince'])),
      source('absent', trackItem('absent', 'Nowhere To Be Found', ['Nobody'])),
    ],
    null,
  );
  t.like(outcomes[0], { status: 'matched', destinationId: 'd-clear', via: 'search' });
  t.like(outcomes[1], { status: 'matched', destinationId: 'd-odd', via: 'isrc' });
  t.like(outcomes[2], { status: 'unmatched', reason: 'notFound' });
  // One read for what the text left open; the sure match was never read.
  t.deepEqual(read, [['odd', 'absent']]);
  t.is(asked.isrc, 1);
});
