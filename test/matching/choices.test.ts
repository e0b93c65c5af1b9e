import test from 'ava';
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { migratedDatabase } from '../helpers/database.js';
import { connectDatabase } from '../../src/db/database.js';
import { MatchCache } from '../../src/matching/cache.js';
import { MatchChoices } from '../../src/matching/choices.js';
import { listenerDigest } from '../../src/matching/evidence.js';
import { TrackMatcher } from '../../src/matching/trackMatcher.js';
import type { TrackItem, UserSession } from '../../src/integrations/types.js';
import { fakeDestination as destination, trackItem } from '../helpers/trackItems.js';

// People's choices as evidence for matching, in a real database: an account's own choice is its
// match at once; counting choices of three listeners of other accounts make it everyone's, in the
// country they were made in; a contrary choice or a withdrawal demotes it; presses are not
// accounts, and accounts of one listener are one voice; a choice the engine finds implausible, or
// whose ISRC disagrees, never counts; a private item never reaches another account.

let sequelize: Sequelize;
let drop: () => Promise<void>;
const accounts = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((slug) => [slug, randomUUID()])) as Record<
  'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g',
  string
>;

async function newAccount(id: string = randomUUID()): Promise<string> {
  await sequelize.query(`INSERT INTO accounts (id, slug, name) VALUES ($1, $2, $3)`, {
    bind: [id, `partner-${id}`, `Partner ${id.slice(0, 6)}`],
  });
  return id;
}

test.before(async () => {
  const database = await migratedDatabase();
  drop = database.drop;
  sequelize = await connectDatabase(database.url, { poolMax: 3 });
  for (const id of Object.values(accounts)) await newAccount(id);
});

test.after.always(async () => {
  await sequelize?.close();
  await drop?.();
});

const RIGHT = trackItem('d-right', 'Mystery Song', ['The Real Band']);
// The title by another artist: never the source's, and never plausible for it.
const OTHER = trackItem('d-other', 'Mystery Song', ['Another Band']);

const listener = (accountId: string, country = 'GB'): UserSession => ({
  key: `listener-${accountId}`,
  accountId,
  country,
  tokens: async () => ({ accessToken: 'x', refreshToken: null, expiresAt: null, scope: null, raw: {} }),
  refresh: async () => ({ accessToken: 'x', refreshToken: null, expiresAt: null, scope: null, raw: {} }),
});

/**
 * A source item of its own for each test, so that the tests share no evidence. It is listed as a
 * typed list gives it, title and artist without length or album: the engine finds both agreeing
 * but cannot tell an edit from the recording, so it offers a best guess, and a choice of it counts.
 */
function sourceItem(extra: Partial<TrackItem> = {}) {
  const id = `src-${randomUUID()}`;
  return { id, track: trackItem(id, 'Mystery Song', ['The Real Band'], { durationMs: null, album: null, ...extra }) };
}

async function matchFor(
  accountId: string,
  source: ReturnType<typeof sourceItem>,
  country = 'GB',
  sourceService = 'deezer',
) {
  const { adapter, asked } = destination([RIGHT, OTHER]);
  const matcher = new TrackMatcher(adapter, { sourceService, cache: new MatchCache(sequelize) });
  const [outcome] = await matcher.match([source], listener(accountId, country));
  return { outcome, asked };
}

const choices = () => new MatchChoices(sequelize);
/** Each account's person is another listener on the source unless `as` names one. */
const choose = (
  accountId: string,
  source: ReturnType<typeof sourceItem>,
  chosen: TrackItem,
  { country = 'GB', as = accountId }: { country?: string; as?: string } = {},
) =>
  choices().choose({
    accountId,
    listener: listenerDigest('deezer', `listener-${as}`),
    sourceService: 'deezer',
    destinationService: 'appleMusic',
    source: source.track,
    country,
    item: chosen,
    score: 75,
  });

test('without choices the engine leaves the item a best guess', async (t) => {
  const { outcome } = await matchFor(accounts.g, sourceItem());
  t.like(outcome, { status: 'unmatched', reason: 'lowConfidence', candidate: { id: 'd-right' } });
});

test('listeners of three accounts choosing one item make it the match for a fourth in their country, without a call', async (t) => {
  const source = sourceItem();
  await choose(accounts.a, source, RIGHT);
  await choose(accounts.b, source, RIGHT);
  t.is((await matchFor(accounts.g, source)).outcome.status, 'unmatched', 'two are not enough');
  const agreement = await choose(accounts.c, source, RIGHT);
  t.is(agreement?.served, 'd-right');
  const { outcome, asked } = await matchFor(accounts.g, source);
  t.like(outcome, {
    status: 'matched',
    destinationId: 'd-right',
    via: 'chosen',
    calls: 0,
    chosen: { by: 'agreement', accounts: 3, against: 0 },
  });
  t.is(asked.search, 0);
});

test('agreement is counted per country, and an agreed item is served in its country only', async (t) => {
  const source = sourceItem();
  await choose(accounts.a, source, RIGHT);
  await choose(accounts.b, source, RIGHT);
  const elsewhere = await choose(accounts.c, source, RIGHT, { country: 'FR' });
  t.is(elsewhere?.served, null, 'two in GB and one in FR agree nowhere');
  t.is((await matchFor(accounts.g, source)).outcome.status, 'unmatched');
  await choose(accounts.d, source, RIGHT);
  t.like((await matchFor(accounts.g, source, 'GB')).outcome, { destinationId: 'd-right', via: 'chosen' });
  for (const country of ['US', 'FR'])
    t.like((await matchFor(accounts.g, source, country)).outcome, { status: 'unmatched', reason: 'lowConfidence' });
});

test('accounts whose choices come from one listener count once', async (t) => {
  const source = sourceItem();
  for (const accountId of [accounts.a, accounts.b, accounts.c])
    await choose(accountId, source, RIGHT, { as: accountId === accounts.c ? accounts.a : accountId });
  t.is((await choices().agreement('deezer', source.id, 'appleMusic', 'GB')).served, null);
  t.is((await matchFor(accounts.g, source)).outcome.status, 'unmatched');
  const third = await choose(accounts.d, source, RIGHT);
  t.deepEqual(third?.counts, [{ destinationId: 'd-right', chosenBy: 3, against: 0 }]);
  t.is(third?.served, 'd-right');
});

test('one account alone does not promote a choice, however often its people press', async (t) => {
  const source = sourceItem();
  for (const country of ['GB', 'GB', 'GB']) {
    const agreement = await choose(accounts.a, source, RIGHT, { country });
    t.is(agreement?.served, null);
    t.deepEqual(agreement?.counts, [{ destinationId: 'd-right', chosenBy: 1, against: 0 }]);
  }
  const { outcome } = await matchFor(accounts.g, source);
  t.like(outcome, { status: 'unmatched', reason: 'lowConfidence' });
  const [{ n }] = await sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM match_cache WHERE source_id = $1 AND chosen_by IS NOT NULL',
    { bind: [source.id], type: QueryTypes.SELECT },
  );
  t.is(n, 0);
});

test('choices that do not count (evaluation accounts) stay with their own account, however many agree', async (t) => {
  const source = sourceItem();
  for (const accountId of [accounts.a, accounts.b, accounts.c, accounts.d]) {
    const agreement = await choices().choose({
      accountId,
      listener: listenerDigest('deezer', `listener-${accountId}`),
      sourceService: 'deezer',
      destinationService: 'appleMusic',
      source: source.track,
      country: 'GB',
      item: RIGHT,
      counts: false,
    });
    t.is(agreement?.served, null);
  }
  t.like((await matchFor(accounts.a, source)).outcome, { destinationId: 'd-right' });
  t.like((await matchFor(accounts.g, source)).outcome, { status: 'unmatched', reason: 'lowConfidence' });
});

test('a choice without a known listener stays with its own account', async (t) => {
  const source = sourceItem();
  for (const accountId of [accounts.a, accounts.b, accounts.c])
    await choices().choose({
      accountId,
      sourceService: 'deezer',
      destinationService: 'appleMusic',
      source: source.track,
      country: 'GB',
      item: RIGHT,
    });
  t.is((await matchFor(accounts.g, source)).outcome.status, 'unmatched');
  t.like((await matchFor(accounts.b, source)).outcome, { destinationId: 'd-right', chosen: { by: 'own' } });
});

test('a choice the engine finds implausible never counts, however many listeners make it', async (t) => {
  // Another artist's song of that title.
  const source = sourceItem();
  for (const accountId of [accounts.a, accounts.b, accounts.c, accounts.d]) await choose(accountId, source, OTHER);
  const other = await choices().agreement('deezer', source.id, 'appleMusic', 'GB');
  t.deepEqual(other, { served: null, counts: [{ destinationId: 'd-other', chosenBy: 0, against: 0 }] });
  t.like((await matchFor(accounts.g, source)).outcome, { status: 'unmatched', reason: 'lowConfidence' });

  // A source without its artist: nothing but the person's word says who it is by.
  const uncredited = sourceItem({ artists: [{ id: null, name: 'Unknown Artist', imageUrl: null, followers: null }] });
  for (const accountId of [accounts.a, accounts.b, accounts.c, accounts.d]) await choose(accountId, uncredited, RIGHT);
  t.is((await choices().agreement('deezer', uncredited.id, 'appleMusic', 'GB')).served, null);
  t.not((await matchFor(accounts.g, uncredited)).outcome.via, 'chosen');
  t.like((await matchFor(accounts.a, uncredited)).outcome, { destinationId: 'd-right', chosen: { by: 'own' } });
});

test('a choice whose ISRC disagrees with the source’s never counts', async (t) => {
  const source = sourceItem({ isrc: 'GBAAA2600001' });
  const another = { ...RIGHT, isrc: 'USBBB2600002' };
  for (const accountId of [accounts.a, accounts.b, accounts.c, accounts.d]) {
    const agreement = await choose(accountId, source, another);
    t.is(agreement?.served, null);
  }
  const [{ n }] = await sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM match_choices WHERE source_id = $1 AND counts',
    { bind: [source.id], type: QueryTypes.SELECT },
  );
  t.is(n, 0);
});

test('an agreed item is never served through the ISRC to another source item', async (t) => {
  const source = sourceItem({ isrc: 'GBAAA2600003' });
  for (const accountId of [accounts.a, accounts.b, accounts.c]) await choose(accountId, source, RIGHT);
  t.like((await matchFor(accounts.g, source)).outcome, { destinationId: 'd-right', via: 'chosen' });
  // Another service's listing with the same ISRC: only the engine's own answers travel by ISRC.
  const id = `spotify-${randomUUID()}`;
  const elsewhere = { id, track: { ...source.track, id } };
  const { outcome } = await matchFor(accounts.g, elsewhere, 'GB', 'spotify');
  t.not(outcome.via, 'chosen');
  t.like(outcome, { status: 'unmatched', reason: 'lowConfidence' });
});

test('a contrary choice demotes an agreed match until agreement returns', async (t) => {
  const source = sourceItem();
  for (const accountId of [accounts.a, accounts.b, accounts.c]) await choose(accountId, source, RIGHT);
  t.is((await matchFor(accounts.g, source)).outcome.destinationId, 'd-right');

  const contrary = await choose(accounts.d, source, OTHER);
  t.is(contrary?.served, null);
  const demoted = await matchFor(accounts.g, source);
  t.like(demoted.outcome, { status: 'unmatched', reason: 'lowConfidence' });
  t.true(demoted.asked.search > 0, 'the engine answers again');

  const back = await choose(accounts.e, source, RIGHT);
  t.is(back?.served, 'd-right');
  t.like((await matchFor(accounts.g, source)).outcome, {
    status: 'matched',
    destinationId: 'd-right',
    chosen: { by: 'agreement', accounts: 4, against: 1 },
  });
});

test('a rejection is a contrary choice too', async (t) => {
  const source = sourceItem();
  for (const accountId of [accounts.a, accounts.b, accounts.c]) await choose(accountId, source, RIGHT);
  const rejected = await choices().reject({
    accountId: accounts.d,
    sourceService: 'deezer',
    destinationService: 'appleMusic',
    source: source.track,
    destinationId: 'd-right',
  });
  t.is(rejected?.served, null);
  t.is((await matchFor(accounts.g, source)).outcome.status, 'unmatched');
  // The account that rejected it is not given it back by anyone.
  t.like((await matchFor(accounts.d, source)).outcome, { status: 'unmatched', destinationId: null });
});

test('withdrawing an account’s choices demotes what they supported at once, and its own match goes', async (t) => {
  const withdrawing = await newAccount();
  const source = sourceItem();
  const kept = sourceItem();
  for (const accountId of [accounts.a, accounts.b, withdrawing]) await choose(accountId, source, RIGHT);
  for (const accountId of [accounts.a, accounts.b, accounts.d]) await choose(accountId, kept, RIGHT);
  t.is((await matchFor(accounts.g, source)).outcome.via, 'chosen');
  t.like(await choices().list(withdrawing), [{ sourceId: source.id, destinationId: 'd-right', serving: true }]);

  const withdrawn = await choices().withdraw(withdrawing);
  t.deepEqual(withdrawn, { withdrawn: 1, sourceItems: 1, demoted: 1 });
  t.like((await matchFor(accounts.g, source)).outcome, { status: 'unmatched', reason: 'lowConfidence' });
  t.not((await matchFor(withdrawing, source)).outcome.via, 'chosen');
  t.deepEqual(await choices().list(withdrawing), []);
  // What the others agreed on without it stands.
  t.like((await matchFor(accounts.g, kept)).outcome, { destinationId: 'd-right', via: 'chosen' });
});

test("an account's own choice applies to it at once, and to nobody else", async (t) => {
  const source = sourceItem();
  await choose(accounts.a, source, OTHER);
  const own = await matchFor(accounts.a, source);
  t.like(own.outcome, { status: 'matched', destinationId: 'd-other', via: 'chosen', calls: 0, chosen: { by: 'own' } });
  t.is(own.asked.search, 0);
  // The account's own choice outranks what the others agreed on.
  for (const accountId of [accounts.b, accounts.c, accounts.d, accounts.e]) await choose(accountId, source, RIGHT);
  t.is((await matchFor(accounts.a, source)).outcome.destinationId, 'd-other');
  t.is((await matchFor(accounts.g, source)).outcome.destinationId, 'd-right');
});

test('a private item is never promoted, however many accounts choose it, and a person’s library never travels', async (t) => {
  // An upload in one listener's library (as Apple Music lists library items without a catalogue id).
  const upload = trackItem('i.private-upload', 'Mystery Song', ['The Real Band'], { kind: 'local' });
  const source = sourceItem();
  for (const accountId of [accounts.a, accounts.b]) await choose(accountId, source, upload);
  const agreement = await choose(accounts.c, source, upload);
  t.is(agreement?.served, null);
  t.deepEqual(agreement?.counts, [{ destinationId: 'i.private-upload', chosenBy: 0, against: 0 }]);
  // Another account's listener does not see the upload; nothing the cache says may name it.
  const third = await matchFor(accounts.g, source);
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
  for (const accountId of [accounts.a, accounts.b, accounts.c]) await choose(accountId, another, fromPlaylist);
  const { outcome } = await matchFor(accounts.g, another);
  t.is(outcome.destinationId, 'd-right');
  t.like(outcome.candidate, { entryId: null, dateAdded: null });
});

test('a private source item is never evidence for others', async (t) => {
  const source = sourceItem({ kind: 'local' });
  for (const accountId of [accounts.a, accounts.b]) await choose(accountId, source, RIGHT);
  const agreement = await choose(accounts.c, source, RIGHT);
  t.is(agreement?.served, null);
});

test('the engine never overwrites an agreed entry, and replaces a demoted one', async (t) => {
  const source = sourceItem();
  for (const accountId of [accounts.a, accounts.b, accounts.c]) await choose(accountId, source, RIGHT);
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
  t.is((await matchFor(accounts.g, source)).outcome.destinationId, 'd-right');
  await choose(accounts.d, source, OTHER);
  await cache.store('deezer', 'appleMusic', 'GB', [{ item: source, outcome: engine }]);
  const { outcome, asked } = await matchFor(accounts.g, source);
  t.like(outcome, { status: 'unmatched', via: 'cache' });
  t.is(asked.search, 0);
});
