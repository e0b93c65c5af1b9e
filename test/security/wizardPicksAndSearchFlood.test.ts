import test from 'ava';
import { within } from '@testing-library/dom';
import { BROWSER_TRANSFERS, RETURN_URL, useSystem } from '../helpers/useSystem.js';
import {
  blurOnSpotify,
  connectThroughSignIn,
  ownedByNewWizard,
  startTransfer,
  waitForTransfer,
} from '../helpers/transfers.js';
import { parsePage } from '../helpers/dom.js';
import { groupsOf } from '../../src/transfers/store/items.js';
import { resultAt, resultsOf, type ResultRow } from '../../src/transfers/store/matchReport.js';
import { Transfer } from '../../src/transfers/models.js';
import type { ServiceTrack } from '../../src/emulators/catalogue/types.js';

// Two ways the summary of a finished transfer was open to anyone holding its wizard cookie:
// "Use this one" with a found item took any id Spotify's catalogue knows, not only what a search
// of that summary showed for that song; and its search sent every request to Spotify on the
// partner's share of the budget, as fast as they came. A pick is now one of the items shown for
// the row (or its best guess), and searches are capped per wizard session (10 a minute) and per
// transfer (30 an hour), the same words for the same song answered once.

const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  browser: false,
  partner: { slug: 'pickers', isTransferServiceEnabled: true },
  async setup() {
    blurOnSpotify(used, 'Party', [3, 10]);
    lose(5, 'Qqzx Vrrmble Nocturne');
    lose(6, 'Zxqv Plonkwhistle');
    await finishedTransfer();
  },
});

/** Makes a song of medium's Deezer "Party" one Spotify does not have. */
function lose(at: number, title: string) {
  const library = used.emulators.deezer.library;
  const entries = library.userPlaylists(library.user('medium')!).find((p) => p.name === 'Party')!.entries;
  const deezer = used.catalogue.view('deezer');
  const track = deezer.track(entries[at].trackId)!;
  deezer.load([{ ...track, name: title, isrc: `ZZP${String(at).padStart(9, '0')}` }]);
}

const sequelize = () => used.system.web.runtime.sequelize;
let transfer: Transfer;
let searchesBefore = 0;

const keyOf = (r: ResultRow) => `${r.group_index}.${r.position}`;
const summaryUrl = (query = '') => `${used.url}/connect/transfer/transfers/${transfer.id}${query}`;
const playlist = async () =>
  used.emulators.spotify.library.playlist((await groupsOf(sequelize(), transfer.id))[0].destination_id!)!;
/** The searches Spotify's emulator has answered since the transfer finished. */
const searches = () => (used.emulators.spotify.controls.stats.byRoute['GET /search'] ?? 0) - searchesBefore;

/** A wizard session of the partner that owns the transfer from now on: its cookie and CSRF token. */
async function owner(): Promise<{ token: string; csrf: string }> {
  const { token, csrf } = await ownedByNewWizard(used.partner.accountId, transfer.id);
  return { token, csrf };
}

/** Party from Deezer into Spotify, finished. */
async function finishedTransfer() {
  const sourceId = await connectThroughSignIn(used.url, 'pickers', 'deezer', 'medium@listeners.example', RETURN_URL);
  const destinationId = await connectThroughSignIn(
    used.url,
    'pickers',
    'spotify',
    'demo@listeners.example',
    RETURN_URL,
  );
  const library = used.emulators.deezer.library;
  const party = library.userPlaylists(library.user('medium')!).find((p) => p.name === 'Party')!;
  const started = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: sourceId, service: 'deezer' },
    destination: { id: destinationId, service: 'spotify' },
    selection: { playlists: [party.id] },
  });
  transfer = await waitForTransfer(started.id);
  searchesBefore = used.emulators.spotify.controls.stats.byRoute['GET /search'] ?? 0;
}

/** The summary searching Spotify for row `key`, as its search box sends it. */
async function search(who: { token: string }, key: string, title: string, artist = '') {
  const answer = await fetch(summaryUrl(`?${new URLSearchParams({ find: key, title, artist })}`), {
    headers: { cookie: `transfer_wizard=${who.token}` },
  });
  const page = parsePage(await answer.text());
  const item = page.byId(`item-${key}`);
  return {
    status: answer.status,
    type: answer.headers.get('content-type') ?? '',
    retryAfter: answer.headers.get('retry-after'),
    page,
    item,
    found: [...item.querySelectorAll('ol.found li')].map((li) => (li as HTMLElement).dataset.found),
  };
}

/** "Use this one" with a found item. */
async function pick(who: { token: string; csrf: string }, key: string, id: string) {
  const answer = await fetch(`${summaryUrl()}/choices`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: `transfer_wizard=${who.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: who.csrf, item: key, pick: id }),
  });
  return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() };
}

/** A track on Spotify the playlist does not hold, with a name of its own. */
async function somethingElse(but: string[] = []): Promise<ServiceTrack> {
  const held = new Set([...(await playlist()).entries.map((e) => e.trackId), ...but]);
  const names = new Map<string, number>();
  const all = [...used.catalogue.view('spotify').allTracks()];
  for (const t of all) names.set(t.name, (names.get(t.name) ?? 0) + 1);
  return all.find((t) => !held.has(t.id) && names.get(t.name) === 1 && t.unavailableIn.length === 0)!;
}

async function lostRows() {
  const rows = await resultsOf(sequelize(), transfer.id, null, 1_000);
  return rows.filter((r) => r.reason === 'notFound' && !r.row.chosen);
}

test.serial(
  'a pick of an id no search of the summary showed for that song is refused, and nothing reaches Spotify',
  async (t) => {
    const who = await owner();
    const [lost, other] = await lostRows();
    t.truthy(other, 'two songs Spotify does not have');
    const wanted = await somethingElse();
    const entries = (await playlist()).entries.length;
    const calls = used.emulators.spotify.controls.stats.calls;

    // Never searched for: any catalogue id.
    const unseen = await pick(who, keyOf(lost), wanted.id);
    t.is(unseen.status, 400);
    const refusal = parsePage(unseen.html).screen.getByRole('alert');
    t.is(refusal.dataset.code, 'invalidPick');
    t.regex(refusal.textContent ?? '', /Nothing was added/);
    t.is(used.emulators.spotify.controls.stats.calls, calls, 'Spotify was not asked for anything');

    // Shown, but for another song of the summary.
    const shown = await search(who, keyOf(other), wanted.name, wanted.artists[0].name);
    t.true(shown.found.includes(wanted.id));
    const elsewhere = await pick(who, keyOf(lost), wanted.id);
    t.is(elsewhere.status, 400);
    t.is(parsePage(elsewhere.html).screen.getByRole('alert').dataset.code, 'invalidPick');

    // The best guess of another song.
    const rows = await resultsOf(sequelize(), transfer.id, null, 1_000);
    const guessed = rows.find((r) => r.row.candidate && r.row.candidate.id !== lost.row.candidate?.id)!;
    t.truthy(guessed, 'another song with a best guess');
    const notItsGuess = await pick(who, keyOf(lost), guessed.row.candidate!.id);
    t.is(notItsGuess.status, 400);
    t.is(parsePage(notItsGuess.html).screen.getByRole('alert').dataset.code, 'invalidPick');

    t.is((await playlist()).entries.length, entries);
    t.is((await resultAt(sequelize(), transfer.id, [lost.group_index, lost.position]))!.row.chosen ?? null, null);
  },
);

test.serial('a pick of what the search showed for the song is added', async (t) => {
  const who = await owner();
  const [lost] = await lostRows();
  const wanted = await somethingElse();
  const shown = await search(who, keyOf(lost), wanted.name, wanted.artists[0].name);
  t.is(shown.status, 200);
  t.true(shown.found.includes(wanted.id));
  const entries = (await playlist()).entries.length;
  const taken = await pick(who, keyOf(lost), wanted.id);
  t.is(taken.status, 303);
  t.regex(taken.location ?? '', /outcome=added/);
  t.is((await playlist()).entries.length, entries + 1);
  t.is((await resultAt(sequelize(), transfer.id, [lost.group_index, lost.position]))!.row.chosen!.id, wanted.id);
});

test.serial('the same words for the same song reach Spotify once', async (t) => {
  const who = await owner();
  const [lost] = await lostRows();
  const before = searches();
  const first = await search(who, keyOf(lost), 'Nocturne', 'Someone');
  const again = await search(who, keyOf(lost), 'Nocturne', 'Someone');
  t.is(first.status, 200);
  t.is(again.status, 200);
  t.deepEqual(again.found, first.found);
  t.is(searches(), before + 1);
  // Other words are searched.
  await search(who, keyOf(lost), 'Nocturne', 'Someone Else');
  t.is(searches(), before + 2);
});

test.serial(
  'the 11th search of a minute from one browser is refused with words, and never reaches Spotify',
  async (t) => {
    const who = await owner();
    const [lost] = await lostRows();
    const key = keyOf(lost);
    const before = searches();
    for (let i = 1; i <= 10; i++) t.is((await search(who, key, `Qqzx try ${i}`)).status, 200, `search ${i}`);
    t.is(searches(), before + 10);

    const refused = await search(who, key, 'Qqzx try 11', 'Anyone');
    t.is(refused.status, 429);
    t.regex(refused.type, /^text\/html/);
    const wait = Number(refused.retryAfter);
    t.true(wait >= 1 && wait <= 60, `Retry-After: ${refused.retryAfter}`);
    const said = within(refused.item).getByRole('alert');
    t.is(said.dataset.code, 'tooManySearches');
    t.regex(said.textContent ?? '', /searched Spotify 10 times in a minute.*Try again in \d+ seconds?\./);
    // The box is still there, with what was typed, to send again later.
    const box = within(refused.item).getByRole('search');
    t.is((within(box).getByLabelText('Title') as HTMLInputElement).value, 'Qqzx try 11');
    t.is((within(box).getByLabelText('Artist') as HTMLInputElement).value, 'Anyone');
    t.is(searches(), before + 10, 'the refused search did not reach Spotify');

    // What was answered before is still answered, from what was kept.
    t.is((await search(who, key, 'Qqzx try 3')).status, 200);
    t.is(searches(), before + 10);
  },
);

test.serial('a transfer is searched for 30 times an hour at most, whichever browser asks', async (t) => {
  const [lost] = await lostRows();
  const key = keyOf(lost);
  let who = await owner();
  let refused: Awaited<ReturnType<typeof search>> | null = null;
  for (let i = 0; i < 40 && !refused; i++) {
    // A new session every ten searches, so that no session reaches its own cap.
    if (i % 10 === 0) who = await owner();
    const answer = await search(who, key, `Zzqv cap ${i}`);
    if (answer.status !== 200) refused = answer;
  }
  t.truthy(refused, 'a search was refused');
  t.is(refused!.status, 429);
  t.is(searches(), 30, 'every search since the transfer finished, and none past the cap');
  const wait = Number(refused!.retryAfter);
  t.true(wait > 60 && wait <= 3600, `Retry-After: ${refused!.retryAfter}`);
  const said = within(refused!.item).getByRole('alert');
  t.is(said.dataset.code, 'transferSearchesUsed');
  t.regex(said.textContent ?? '', /30 times in an hour.*Try again in \d+ minutes?\./);
  t.truthy(within(refused!.item).getByRole('search'));
});
