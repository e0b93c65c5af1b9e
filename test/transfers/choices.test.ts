import test from 'ava';
import { QueryTypes } from 'sequelize';
import { client, type JsonBody } from '../helpers/http.js';
import {
  blurOnSpotify,
  connectThroughSignIn,
  ownedByNewWizard,
  startTransfer,
  waitForTransfer,
} from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { groupOf, matchedItems, type ItemKey } from '../../src/transfers/store/items.js';
import {
  claimChoice,
  confirmChoice,
  releaseChoice,
  resultAt,
  resultsOf,
  type ResultRow,
} from '../../src/transfers/store/matchReport.js';
import { canTakeGuess, useBestGuess, type ChoiceDeps } from '../../src/transfers/choices.js';
import { Transfer } from '../../src/transfers/models.js';
import { createAdapters } from '../../src/integrations/registry.js';
import { csrfOf } from '../../src/wizard/session.js';

// "Use this one" on the transfer summary: the best guess goes into the destination playlist at the
// place its source item had (Spotify can insert) or at its end (Deezer cannot), once however often
// it is asked, and the report row (D3) records the choice. Then the person's CSV of what was not
// moved.

let intoSpotify: Transfer;
let intoDeezer: Transfer;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  workers: true,
  liftBudgets: true,
  partner: { slug: 'choosers', isTransferServiceEnabled: true },
  async setup() {
    blurOnSpotify(used, 'Party', [3, 10, 20, 30, 40, 50]);
    intoSpotify = await finishedTransfer('deezer', 'spotify', 'Party');
    intoDeezer = await finishedTransfer('spotify', 'deezer', 'Party');
  },
});

const sequelize = () => used.system.web.runtime.sequelize;
let adapters: ChoiceDeps['adapters'];
const deps = (): ChoiceDeps => ({
  sequelize: sequelize(),
  redis: used.system.web.runtime.redis,
  redisPrefix: used.system.config.redisPrefix,
  keyring: used.system.web.runtime.keyring,
  adapters: (adapters ??= createAdapters(
    used.system.config.env,
    used.system.web.runtime.redis,
    used.system.config.redisPrefix,
  )),
});

/** A finished transfer of one source playlist from `source` (medium) to `destination` (demo). */
async function finishedTransfer(
  source: 'deezer' | 'spotify',
  destination: 'deezer' | 'spotify',
  playlist: string | null,
) {
  const sourceId = await connectThroughSignIn(
    used.system.url,
    'choosers',
    source,
    'medium@listeners.example',
    RETURN_URL,
  );
  const destinationId = await connectThroughSignIn(
    used.system.url,
    'choosers',
    destination,
    'demo@listeners.example',
    RETURN_URL,
  );
  const library = used.emulators[source].library;
  const playlists = library.userPlaylists(library.user('medium')!).filter((p) => p.name === playlist);
  const started = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: sourceId, service: source },
    destination: { id: destinationId, service: destination },
    // Without a playlist, the liked tracks.
    selection: playlist ? { playlists: playlists.map((p) => p.id) } : { likedTracks: true },
  });
  const done = await waitForTransfer(started.id);
  if (done.status !== 'completed') throw new Error(JSON.stringify(done.toJSON()));
  return done;
}

const guesses = async (transfer: Transfer) =>
  (await resultsOf(sequelize(), transfer.id, null, 1_000)).filter(
    (r) => r.reason === 'lowConfidence' && r.row.candidate,
  );
const keyOf = (r: ResultRow): ItemKey => [r.group_index, r.position];

/** Best guesses of a Deezer playlist not chosen yet, split by whether the playlist holds their track already. */
async function deezerGuesses() {
  const rows = (await guesses(intoDeezer)).filter((r) => !r.row.chosen);
  const group = await groupOf(sequelize(), intoDeezer.id, rows[0].group_index);
  const held = new Set(used.emulators.deezer.library.playlist(group.destination_id!)!.entries.map((e) => e.trackId));
  return {
    fresh: rows.filter((r) => !held.has(r.row.candidate!.id)),
    held: rows.filter((r) => held.has(r.row.candidate!.id)),
  };
}

test.serial('Spotify takes the best guess at its place: after the entries of the items before it', async (t) => {
  const [first, second] = await guesses(intoSpotify);
  t.truthy(second, 'the playlist has best guesses');
  const group = await groupOf(sequelize(), intoSpotify.id, first.group_index);
  const playlist = () => used.emulators.spotify.library.playlist(group.destination_id!)!;
  const before = playlist().entries.map((e) => e.trackId);
  const matched = await matchedItems(sequelize(), intoSpotify.id, first.group_index);
  t.deepEqual(
    before,
    matched.map((m) => m.destination_id),
  );

  // The later guess first: the earlier one must then go before it, and push it one place on.
  const later = await useBestGuess(deps(), intoSpotify, keyOf(second));
  const place = matched.filter((m) => m.position < second.position).length;
  t.deepEqual(later, { kind: 'added', position: place });
  const earlier = await useBestGuess(deps(), intoSpotify, keyOf(first));
  const earlierPlace = matched.filter((m) => m.position < first.position).length;
  t.deepEqual(earlier, { kind: 'added', position: earlierPlace });

  const expected = [...matched.map((m) => ({ position: m.position, id: m.destination_id }))];
  expected.push({ position: first.position, id: first.row.candidate!.id });
  expected.push({ position: second.position, id: second.row.candidate!.id });
  expected.sort((a, b) => a.position - b.position);
  t.deepEqual(
    playlist().entries.map((e) => e.trackId),
    expected.map((e) => e.id),
  );

  // Each row says what was chosen, where it went when it was added, and when.
  const recorded = await resultAt(sequelize(), intoSpotify.id, keyOf(second));
  t.like(recorded!.row.chosen, { id: second.row.candidate!.id, position: place });
  t.false(Number.isNaN(Date.parse(recorded!.row.chosen!.chosenAt)));
});

test.serial('a double press adds once: concurrent and repeated choices of one row', async (t) => {
  const [, , third] = await guesses(intoSpotify);
  t.truthy(third);
  const group = await groupOf(sequelize(), intoSpotify.id, third.group_index);
  const entries = () => used.emulators.spotify.library.playlist(group.destination_id!)!.entries.length;
  const before = entries();
  const outcomes = await Promise.all([
    useBestGuess(deps(), intoSpotify, keyOf(third)),
    useBestGuess(deps(), intoSpotify, keyOf(third)),
  ]);
  t.deepEqual(outcomes.map((o) => o.kind).sort(), ['added', 'already']);
  t.is((await useBestGuess(deps(), intoSpotify, keyOf(third))).kind, 'already');
  t.is(entries(), before + 1);
});

test.serial('the claim: taken once, busy while held, taken again only when stale, given back on failure', async (t) => {
  const [, , , fourth] = await guesses(intoSpotify);
  const key = keyOf(fourth);
  const id = fourth.row.candidate!.id;
  t.is(await claimChoice(sequelize(), intoSpotify.id, key, id, 60_000), 'claimed');
  t.is(await claimChoice(sequelize(), intoSpotify.id, key, id, 60_000), 'busy');
  t.is((await resultAt(sequelize(), intoSpotify.id, key))!.choosing, true);
  t.is(await claimChoice(sequelize(), intoSpotify.id, key, id, 0), 'retaken');
  await releaseChoice(sequelize(), intoSpotify.id, key);
  t.is(await claimChoice(sequelize(), intoSpotify.id, key, id, 60_000), 'claimed');
  await confirmChoice(sequelize(), intoSpotify.id, key, 3);
  t.is(await claimChoice(sequelize(), intoSpotify.id, key, id, 0), 'done');
  t.is(await claimChoice(sequelize(), intoSpotify.id, [99, 99], id, 0), 'missing');
});

test.serial('a choice whose request died after the add is found in the playlist, not added again', async (t) => {
  const [, , , , fifth] = await guesses(intoSpotify);
  const group = await groupOf(sequelize(), intoSpotify.id, fifth.group_index);
  const playlist = used.emulators.spotify.library.playlist(group.destination_id!)!;
  // As a request that added the track and died before recording it leaves things.
  used.emulators.spotify.library.addEntries(playlist, [fifth.row.candidate!.id]);
  const at = playlist.entries.length - 1;
  await sequelize().query(
    `UPDATE match_results SET chosen_destination_id = $3, choice_started_at = now() - interval '10 minutes'
     WHERE transfer_id = $1 AND group_index = $2 AND position = $4`,
    { bind: [intoSpotify.id, fifth.group_index, fifth.row.candidate!.id, fifth.position] },
  );
  const before = playlist.entries.length;
  t.deepEqual(await useBestGuess(deps(), intoSpotify, keyOf(fifth)), { kind: 'added', position: at });
  t.is(playlist.entries.length, before);
});

test.serial('Deezer appends; a refused add records nothing and can be tried again', async (t) => {
  const {
    fresh: [first],
  } = await deezerGuesses();
  t.truthy(first);
  const group = await groupOf(sequelize(), intoDeezer.id, first.group_index);
  const playlist = () => used.emulators.deezer.library.playlist(group.destination_id!)!;
  const before = playlist().entries.length;
  await got(used.emulators.deezer, 'faults', { failNext: 1, failStatus: 503 });
  t.deepEqual(await useBestGuess(deps(), intoDeezer, keyOf(first)), { kind: 'failed', why: 'unreachable' });
  t.is(playlist().entries.length, before);
  t.is((await resultAt(sequelize(), intoDeezer.id, keyOf(first)))!.row.chosen ?? null, null);
  t.false((await resultAt(sequelize(), intoDeezer.id, keyOf(first)))!.choosing);
  t.deepEqual(await useBestGuess(deps(), intoDeezer, keyOf(first)), { kind: 'added', position: null });
  t.is(playlist().entries.length, before + 1);
  t.is(playlist().entries.at(-1)!.trackId, first.row.candidate!.id);
});

test.serial('a best guess of liked tracks is liked on the destination', async (t) => {
  const liked = await finishedTransfer('spotify', 'deezer', null);
  const [row] = await guesses(liked);
  t.truthy(row, 'a liked track left as a best guess');
  const likes = () => used.emulators.deezer.library.user('demo')!.liked.map((l) => l.id);
  t.false(likes().includes(row.row.candidate!.id));
  t.deepEqual(await useBestGuess(deps(), liked, keyOf(row)), { kind: 'added', position: null });
  t.true(likes().includes(row.row.candidate!.id));
  t.like((await resultAt(sequelize(), liked.id, keyOf(row)))!.row.chosen, {
    id: row.row.candidate!.id,
    position: null,
  });
});

test.serial('only a best guess of a finished transfer can be chosen', async (t) => {
  const rows = await resultsOf(sequelize(), intoDeezer.id, null, 1_000);
  const notSure = rows.find((r) => !canTakeGuess(r));
  t.truthy(notSure, 'a row without a best guess to take');
  t.deepEqual(await useBestGuess(deps(), intoDeezer, keyOf(notSure!)), { kind: 'notAllowed' });
  const [guess] = (await guesses(intoDeezer)).slice(1);
  const running = Transfer.build({ ...intoDeezer.get(), status: 'writing' }, { isNewRecord: false });
  t.deepEqual(await useBestGuess(deps(), running, keyOf(guess)), { kind: 'notAllowed' });
});

test.serial('D3 shows the choice on its row', async (t) => {
  const from = new Date(Date.now() - 3600_000).toISOString();
  const api = client(used.system.url, { authorization: used.partner.basic });
  const rows: JsonBody[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.get<JsonBody>('public/transfers/unmatched', {
      searchParams: { from, limit: 1000, ...(cursor ? { cursor } : {}) },
    });
    t.is(page.statusCode, 200, JSON.stringify(page.body));
    rows.push(...page.body.unmatched);
    cursor = page.body.nextCursor ?? undefined;
  } while (cursor);
  const chosen = rows.filter((r) => r.chosen);
  const [first, second] = await guesses(intoSpotify);
  const shown = chosen.find((r) => r.transferUuid === intoSpotify.id && r.source.id === second.row.source.id)!;
  t.truthy(shown);
  t.is(shown.chosen.id, second.row.candidate!.id);
  t.is(typeof shown.chosen.position, 'number');
  t.regex(shown.chosen.chosenAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  t.true(chosen.some((r) => r.source.id === first.row.source.id));
  // Deezer's choice was appended: no position.
  t.true(chosen.some((r) => r.transferUuid === intoDeezer.id && r.chosen.position === null));
  t.true(rows.filter((r) => !r.chosen).every((r) => r.chosen === null));
  // The D4 results of one transfer show it too.
  const results = await api.get<JsonBody>(`public/transfers/${intoSpotify.id}/results`, {
    searchParams: { limit: 1000 },
  });
  t.true(results.body.results.some((r: JsonBody) => r.chosen?.id === second.row.candidate!.id));
});

/** A wizard session of this browser-less test that owns `transfer`, and its cookie. */
async function ownedBy(transfer: Transfer) {
  const { wizard, cookie } = await ownedByNewWizard(used.partner.accountId, transfer.id);
  return { wizard, cookie };
}

test.serial('a guess Deezer already holds (another item matched it) is recorded, not added twice', async (t) => {
  const { held } = await deezerGuesses();
  t.true(held.length > 0, 'a best guess that another item of the playlist matched');
  const [row] = held;
  const group = await groupOf(sequelize(), intoDeezer.id, row.group_index);
  const playlist = used.emulators.deezer.library.playlist(group.destination_id!)!;
  const before = playlist.entries.map((e) => e.trackId);
  t.deepEqual(await useBestGuess(deps(), intoDeezer, keyOf(row)), { kind: 'present' });
  t.deepEqual(
    playlist.entries.map((e) => e.trackId),
    before,
  );
  const recorded = (await resultAt(sequelize(), intoDeezer.id, keyOf(row)))!.row.chosen!;
  t.is(recorded.id, row.row.candidate!.id);
  t.is(recorded.position, before.indexOf(row.row.candidate!.id));
  // Nothing was added: the item counts as already there, not as added.
  t.true(recorded.alreadyThere);
});

test.serial('"Use this one" over HTTP: the wizard cookie and its CSRF token, or nothing is added', async (t) => {
  const {
    fresh: [second],
  } = await deezerGuesses();
  t.truthy(second);
  const { wizard, cookie } = await ownedBy(intoDeezer);
  const path = `connect/transfer/transfers/${intoDeezer.id}/choices`;
  const item = `${second.group_index}.${second.position}`;
  const group = await groupOf(sequelize(), intoDeezer.id, second.group_index);
  const entries = () => used.emulators.deezer.library.playlist(group.destination_id!)!.entries.length;
  const before = entries();
  const post = (headers: Record<string, string>, form: Record<string, string>) =>
    client(used.system.url, headers).post(path, { form, responseType: 'text', followRedirect: false });

  t.is((await post({}, { item, csrf: csrfOf(wizard) })).statusCode, 401);
  t.is((await post({ cookie }, { item, csrf: 'forged' })).statusCode, 403);
  t.is((await post({ cookie }, { item })).statusCode, 403);
  t.is(entries(), before);
  const done = await post({ cookie }, { item, csrf: csrfOf(wizard) });
  t.is(done.statusCode, 303);
  t.regex(String(done.headers.location), new RegExp(`\\?choice=${item.replace('.', '\\.')}&outcome=added#item-`));
  t.is(entries(), before + 1);
  const again = await post({ cookie }, { item, csrf: csrfOf(wizard) });
  t.regex(String(again.headers.location), /outcome=already/);
  t.is(entries(), before + 1);
});

test.serial('the CSV of what was not moved: every row, reasons in words, formulas kept as text', async (t) => {
  const { cookie } = await ownedBy(intoSpotify);
  const [first] = await guesses(intoSpotify);
  await sequelize().query(
    `UPDATE match_results SET row = jsonb_set(row, '{source,name}', to_jsonb($4::text))
     WHERE transfer_id = $1 AND group_index = $2 AND position = $3`,
    { bind: [intoSpotify.id, first.group_index, first.position, '=HYPERLINK("https://evil.example","x")'] },
  );
  const answer = await client(used.system.url, { cookie }).get(
    `connect/transfer/transfers/${intoSpotify.id}/not-moved.csv`,
    { responseType: 'text' },
  );
  t.is(answer.statusCode, 200);
  t.regex(String(answer.headers['content-type']), /text\/csv/);
  t.regex(String(answer.headers['content-disposition']), /attachment; filename="?not-moved-\d{4}-\d\d-\d\d\.csv"?/);
  const lines = (answer.body as string)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  t.is(lines[0], '"Playlist","Title","Artist","Album","Why","Details","Best guess","Link","Match %","Your choice"');
  const [{ n }] = await sequelize().query<{ n: number }>(
    'SELECT count(*)::int AS n FROM match_results WHERE transfer_id = $1',
    { bind: [intoSpotify.id], type: QueryTypes.SELECT },
  );
  t.is(lines.length, n + 1);
  t.true(lines.some((l) => l.includes('"\'=HYPERLINK(""https://evil.example"",""x"")"')));
  t.false(lines.some((l) => /(^|,)"=/.test(l)));
  t.true(lines.some((l) => l.includes('"Not sure it\'s the same song"')));
  t.true(lines.some((l) => /"Chosen: number \d+ in the playlist"/.test(l)));
  // Another browser gets nothing.
  const stranger = await client(used.system.url).get(`connect/transfer/transfers/${intoSpotify.id}/not-moved.csv`, {
    responseType: 'text',
  });
  t.is(stranger.statusCode, 401);
});

async function got(emulator: { url: string }, path: string, body: unknown) {
  const res = await fetch(`${emulator.url}/__emulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
}
