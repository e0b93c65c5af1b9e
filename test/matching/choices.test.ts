import test from 'ava';
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { freshDatabase } from '../helpers/database.js';
import { connectDatabase } from '../../src/db/database.js';
import { migrateUp } from '../../src/db/migrator.js';
import { MatchCache } from '../../src/matching/cache.js';
import { MatchChoices } from '../../src/matching/choices.js';
import { TrackMatcher } from '../../src/matching/trackMatcher.js';
import type { TrackItem, UserSession } from '../../src/integrations/types.js';
import { fakeDestination as destination, trackItem } from '../helpers/trackItems.js';

// People's choices as evidence for matching, in a real database: an account's own choice is its
// match at once; people of two accounts agreeing make it everyone's; a contrary choice demotes it;
// presses are not accounts; a private item never reaches another account.

let sequelize: Sequelize;
let drop: () => Promise<void>;
const accounts: Record<'a' | 'b' | 'c' | 'd' | 'e', string> = {
  a: randomUUID(),
  b: randomUUID(),
  c: randomUUID(),
  d: randomUUID(),
  e: randomUUID(),
};

test.before(async () => {
  const database = await freshDatabase();
  drop = database.drop;
  sequelize = await connectDatabase(database.url, { poolMax: 3 });
  await migrateUp(sequelize);
  for (const [slug, id] of Object.entries(accounts))
    await sequelize.query(`INSERT INTO accounts (id, slug, name) VALUES ($1, $2, $3)`, {
      bind: [id, `partner-${slug}-${id.slice(0, 6)}`, `Partner ${slug}`],
    });
});

test.after.always(async () => {
  await sequelize?.close();
  await drop?.();
});

// Two listings of the title by other artists: the engine can only offer a best guess.
const RIGHT = trackItem('d-right', 'Mystery Song', ['The Real Band']);
const OTHER = trackItem('d-other', 'Mystery Song', ['Another Band']);

const listener = (accountId: string, country = 'GB'): UserSession => ({
  key: `listener-${accountId}`,
  accountId,
  country,
  tokens: async () => ({ accessToken: 'x', refreshToken: null, expiresAt: null, scope: null, raw: {} }),
  refresh: async () => ({ accessToken: 'x', refreshToken: null, expiresAt: null, scope: null, raw: {} }),
});

/** A source item of its own for each test, so that the tests share no evidence. */
function sourceItem(kind: TrackItem['kind'] = 'track') {
  const id = `src-${randomUUID()}`;
  return { id, track: trackItem(id, 'Mystery Song', ['Unknown Artist'], { kind }) };
}

async function matchFor(
  accountId: string,
  source: ReturnType<typeof sourceItem>,
  country = 'GB',
  catalogue = [RIGHT, OTHER],
) {
  const { adapter, asked } = destination(catalogue);
  const matcher = new TrackMatcher(adapter, { sourceService: 'deezer', cache: new MatchCache(sequelize) });
  const [outcome] = await matcher.match([source], listener(accountId, country));
  return { outcome, asked };
}

const choices = () => new MatchChoices(sequelize);
const choose = (accountId: string, source: ReturnType<typeof sourceItem>, chosen: TrackItem, country = 'GB') =>
  choices().choose({
    accountId,
    sourceService: 'deezer',
    destinationService: 'appleMusic',
    source: source.track,
    country,
    item: chosen,
    score: 55,
  });

test('without choices the engine leaves the item a best guess', async (t) => {
  const { outcome } = await matchFor(accounts.c, sourceItem());
  t.like(outcome, { status: 'unmatched', reason: 'lowConfidence' });
});

test('people of two accounts choosing one item make it the match for a third, in any country, without a call', async (t) => {
  const source = sourceItem();
  await choose(accounts.a, source, RIGHT);
  const afterOne = await matchFor(accounts.c, source);
  t.is(afterOne.outcome.status, 'unmatched');
  const agreement = await choose(accounts.b, source, RIGHT, 'FR');
  t.is(agreement?.served, 'd-right');
  for (const country of ['GB', 'US']) {
    const { outcome, asked } = await matchFor(accounts.c, source, country);
    t.like(outcome, {
      status: 'matched',
      destinationId: 'd-right',
      via: 'chosen',
      calls: 0,
      chosen: { by: 'agreement', accounts: 2, against: 0 },
    });
    t.is(asked.search, 0);
  }
});

test('one account alone does not promote a choice, however often its people press', async (t) => {
  const source = sourceItem();
  for (const country of ['GB', 'FR', 'GB']) {
    const agreement = await choose(accounts.a, source, RIGHT, country);
    t.is(agreement?.served, null);
    t.deepEqual(agreement?.counts, [{ destinationId: 'd-right', chosenBy: 1, against: 0 }]);
  }
  const { outcome } = await matchFor(accounts.c, source);
  t.like(outcome, { status: 'unmatched', reason: 'lowConfidence' });
  const [{ n }] = await sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM match_cache WHERE source_id = $1 AND chosen_by IS NOT NULL',
    { bind: [source.id], type: QueryTypes.SELECT },
  );
  t.is(n, 0);
});

test('choices that do not count (evaluation accounts) stay with their own account, however many agree', async (t) => {
  const source = sourceItem();
  for (const accountId of [accounts.a, accounts.b, accounts.d]) {
    const agreement = await choices().choose({
      accountId,
      sourceService: 'deezer',
      destinationService: 'appleMusic',
      source: source.track,
      item: RIGHT,
      counts: false,
    });
    t.is(agreement?.served, null);
  }
  t.like((await matchFor(accounts.a, source)).outcome, { destinationId: 'd-right' });
  t.like((await matchFor(accounts.c, source)).outcome, { status: 'unmatched', reason: 'lowConfidence' });
});

test('a contrary choice demotes an agreed match until agreement returns', async (t) => {
  const source = sourceItem();
  await choose(accounts.a, source, RIGHT);
  await choose(accounts.b, source, RIGHT);
  t.is((await matchFor(accounts.c, source)).outcome.destinationId, 'd-right');

  const contrary = await choose(accounts.d, source, OTHER);
  t.is(contrary?.served, null);
  const demoted = await matchFor(accounts.c, source);
  t.like(demoted.outcome, { status: 'unmatched', reason: 'lowConfidence' });
  t.true(demoted.asked.search > 0, 'the engine answers again');

  const back = await choose(accounts.e, source, RIGHT);
  t.is(back?.served, 'd-right');
  t.like((await matchFor(accounts.c, source)).outcome, {
    status: 'matched',
    destinationId: 'd-right',
    chosen: { by: 'agreement', accounts: 3, against: 1 },
  });
});

test('a rejection is a contrary choice too', async (t) => {
  const source = sourceItem();
  await choose(accounts.a, source, RIGHT);
  await choose(accounts.b, source, RIGHT);
  const rejected = await choices().reject({
    accountId: accounts.d,
    sourceService: 'deezer',
    destinationService: 'appleMusic',
    source: source.track,
    destinationId: 'd-right',
  });
  t.is(rejected?.served, null);
  t.is((await matchFor(accounts.c, source)).outcome.status, 'unmatched');
  // The account that rejected it is not given it back by anyone.
  t.like((await matchFor(accounts.d, source)).outcome, { status: 'unmatched', destinationId: null });
});

test("an account's own choice applies to it at once, and to nobody else", async (t) => {
  const source = sourceItem();
  await choose(accounts.a, source, OTHER);
  const own = await matchFor(accounts.a, source);
  t.like(own.outcome, { status: 'matched', destinationId: 'd-other', via: 'chosen', calls: 0, chosen: { by: 'own' } });
  t.is(own.asked.search, 0);
  // The account's own choice outranks what the others agreed on.
  await choose(accounts.b, source, RIGHT);
  await choose(accounts.c, source, RIGHT);
  await choose(accounts.d, source, RIGHT);
  t.is((await matchFor(accounts.a, source)).outcome.destinationId, 'd-other');
  t.is((await matchFor(accounts.e, source)).outcome.destinationId, 'd-right');
});

test('a private item is never promoted, even when two accounts choose it, and a person’s library never travels', async (t) => {
  // An upload in one listener's library (as Apple Music lists library items without a catalogue id).
  const upload = trackItem('i.private-upload', 'Mystery Song', ['Unknown Artist'], { kind: 'local' });
  const source = sourceItem();
  await choose(accounts.a, source, upload);
  const agreement = await choose(accounts.b, source, upload);
  t.is(agreement?.served, null);
  t.deepEqual(agreement?.counts, [{ destinationId: 'i.private-upload', chosenBy: 0, against: 0 }]);
  // Another account's listener does not see the upload; nothing the cache says may name it.
  const third = await matchFor(accounts.c, source);
  t.like(third.outcome, { status: 'unmatched' });
  t.not(third.outcome.candidate?.id, 'i.private-upload');
  t.is((await matchFor(accounts.a, source)).outcome.destinationId, 'i.private-upload');
  const [{ n }] = await sequelize.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM match_cache WHERE destination_id = 'i.private-upload'",
    { type: QueryTypes.SELECT },
  );
  t.is(n, 0);

  // A catalogue item chosen from a playlist carries the person's entry: the shared entry does not.
  const another = sourceItem();
  const fromPlaylist = { ...RIGHT, entryId: 'entry-of-a', dateAdded: '2026-01-01T00:00:00Z' };
  await choose(accounts.a, another, fromPlaylist);
  await choose(accounts.b, another, fromPlaylist);
  const { outcome } = await matchFor(accounts.c, another);
  t.is(outcome.destinationId, 'd-right');
  t.like(outcome.candidate, { entryId: null, dateAdded: null });
});

test('a private source item is never evidence for others', async (t) => {
  const source = sourceItem('local');
  await choose(accounts.a, source, RIGHT);
  const agreement = await choose(accounts.b, source, RIGHT);
  t.is(agreement?.served, null);
});

test('the engine never overwrites an agreed entry, and replaces a demoted one', async (t) => {
  const source = sourceItem();
  await choose(accounts.a, source, RIGHT);
  await choose(accounts.b, source, RIGHT);
  const cache = new MatchCache(sequelize);
  const engine = {
    status: 'unmatched' as const,
    reason: 'lowConfidence' as const,
    destinationId: null,
    score: 55,
    candidate: OTHER,
    via: 'search' as const,
    calls: 2,
  };
  await cache.store('deezer', 'appleMusic', 'GB', [{ item: source, outcome: engine }]);
  t.is((await matchFor(accounts.c, source)).outcome.destinationId, 'd-right');
  await choose(accounts.d, source, OTHER);
  await cache.store('deezer', 'appleMusic', 'GB', [{ item: source, outcome: engine }]);
  const { outcome, asked } = await matchFor(accounts.c, source);
  t.like(outcome, { status: 'unmatched', via: 'cache' });
  t.is(asked.search, 0);
});
