import test, { type ExecutionContext } from 'ava';
import type { BrowserContext, Page } from 'playwright-core';
import { BROWSER_TRANSFERS, RETURN_URL, useSystem } from '../helpers/useSystem.js';
import {
  blurOnSpotify,
  connectThroughSignIn,
  ownedByNewWizard,
  startTransfer,
  waitForTransfer,
} from '../helpers/transfers.js';
import { checkPage, watchOurConsole } from '../helpers/pageChecks.js';
import { groupsOf } from '../../src/transfers/store/items.js';
import { entriesBefore, resultAt, resultsOf, type ResultRow } from '../../src/transfers/store/matchReport.js';
import { Transfer } from '../../src/transfers/models.js';
import type { ServiceTrack } from '../../src/emulators/catalogue/types.js';
import { parsePage } from '../helpers/dom.js';

// "Not found" is no dead end: on the summary of a finished transfer every item not moved has a box
// to search the destination for it, filled with its title and artist; what is found can be taken
// with "Use this one", which puts it at the song's place where the destination can (Spotify), as
// the best guess is; and a best guess shown beside a song not found can be taken too. In a browser
// at a phone's width and a desktop's, with pictures of each in test-results/.

const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  partner: { slug: 'finders', isTransferServiceEnabled: true },
  async setup() {
    blurOnSpotify(used, 'Party', [3, 10, 20, 30]);
    lose(5, 'Qqzx Vrrmble Nocturne', null);
    lose(6, 'Zxqv Plonkwhistle', 'Yyqx Nobody Band');
    // Their titles with words more, other artists, minutes longer: guesses shown at less than half alike.
    lose(9, '+ Live Qqzx', 'Qqvx Third Body', 400_000);
    lose(11, '+ Qqzx Vrrm', 'Qqvx Fourth Body', 400_000);
    await finishedTransfer();
  },
});

/**
 * Makes a song of medium's Deezer "Party" one Spotify does not have: a title (a new one, or `+ more
 * words`), an artist when given, an ISRC of its own, and `longer` milliseconds more.
 */
function lose(at: number, title: string, artist: string | null, longer = 0) {
  const library = used.emulators.deezer.library;
  const entries = library.userPlaylists(library.user('medium')!).find((p) => p.name === 'Party')!.entries;
  const deezer = used.catalogue.view('deezer');
  const track = deezer.track(entries[at].trackId)!;
  deezer.load([
    {
      ...track,
      name: title.startsWith('+ ') ? `${track.name} ${title.slice(2)}` : title,
      isrc: `ZZQ${String(at).padStart(9, '0')}`,
      artists: artist ? [{ id: `lost-${at}`, name: artist }] : track.artists,
      durationMs: track.durationMs + longer,
    },
  ]);
}

const sequelize = () => used.system.web.runtime.sequelize;
let transfer: Transfer;
let owner: { token: string; csrf: string };

const keyOf = (r: ResultRow) => `${r.group_index}.${r.position}`;
const item = (key: string) => `#item-${key.replace('.', '\\.')}`;
const summaryUrl = (query = '') => `${used.url}/connect/transfer/transfers/${transfer.id}${query}`;
const playlist = async () =>
  used.emulators.spotify.library.playlist((await groupsOf(sequelize(), transfer.id))[0].destination_id!)!;

/** Party from Deezer into Spotify, finished, and owned by a wizard session whose cookie the browser is given. */
async function finishedTransfer() {
  const sourceId = await connectThroughSignIn(used.url, 'finders', 'deezer', 'medium@listeners.example', RETURN_URL);
  const destinationId = await connectThroughSignIn(
    used.url,
    'finders',
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
  const { token, csrf } = await ownedByNewWizard(used.partner.accountId, transfer.id);
  owner = { token, csrf };
}

/** A browser context holding the wizard's cookie of the transfer, and a page whose console is watched. */
async function openSummary(width: number): Promise<{ context: BrowserContext; page: Page; errors: () => string[] }> {
  const context = await used.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
  await context.addCookies([{ name: 'transfer_wizard', value: owner.token, url: `${used.url}/connect/transfer/` }]);
  const page = await context.newPage();
  return { context, page, errors: watchOurConsole(page, [used.url]) };
}

async function looksRight(t: ExecutionContext, page: Page, name: string) {
  const report = await checkPage(page, name);
  t.deepEqual(report.violations, [], `${name}: accessibility`);
  t.is(report.overflow, 0, `${name}: wider than a phone`);
}

/** The figures at the top of the summary: added and not moved. */
async function figures(page: Page) {
  const text = (part: string) => page.textContent(`#parts li[data-part="${part}"] strong`);
  return { added: Number(await text('added')), notMoved: Number(await text('notMoved')) };
}

/** A track on Spotify the playlist does not hold, with a name of its own: what the person will look for. */
async function somethingElse(): Promise<ServiceTrack> {
  const held = new Set((await playlist()).entries.map((e) => e.trackId));
  const names = new Map<string, number>();
  const all = [...used.catalogue.view('spotify').allTracks()];
  for (const t of all) names.set(t.name, (names.get(t.name) ?? 0) + 1);
  return all.find((t) => !held.has(t.id) && names.get(t.name) === 1 && t.unavailableIn.length === 0)!;
}

/** Where a choice for row `position` goes in the Spotify playlist: after the entries of the items before it. */
async function placeOf(position: number) {
  return entriesBefore(sequelize(), transfer.id, [0, position], { distinct: false });
}

/** Searches the destination from an item's box, as a person does, and waits for what is found. */
async function search(page: Page, key: string, title: string, artist: string) {
  const box = page.locator(`${item(key)} details.find`);
  if (!(await box.evaluate((d) => (d as unknown as { open: boolean }).open))) await box.locator('summary').click();
  await page.fill(`${item(key)} input[name="title"]`, title);
  await page.fill(`${item(key)} input[name="artist"]`, artist);
  await Promise.all([page.waitForURL(/[?&]find=/), box.locator('button', { hasText: 'Search' }).click()]);
  await page.waitForSelector(`${item(key)} details.find[open] [role="status"]`);
}

test.serial('a song not found is searched for on Spotify from its own box and picked, at its place', async (t) => {
  const rows = await resultsOf(sequelize(), transfer.id, null, 1_000);
  const lost = rows.find((r) => r.reason === 'notFound')!;
  t.truthy(lost, 'a song Spotify does not have');
  const key = keyOf(lost);
  const { context, page, errors } = await openSummary(1280);
  try {
    await page.goto(summaryUrl());
    const before = await figures(page);

    // The box starts with the song's title and artist, as the source has them.
    await page.locator(`${item(key)} details.find summary`).click();
    t.is(await page.inputValue(`${item(key)} input[name="title"]`), lost.row.source.name);
    t.is(
      await page.inputValue(`${item(key)} input[name="artist"]`),
      (lost.row.source.artists ?? []).map((a) => a.name).join(', '),
    );

    // The person looks for another take of it, by other words.
    const wanted = await somethingElse();
    await search(page, key, wanted.name, wanted.artists[0].name);
    const found = page.locator(`${item(key)} ol.found li[data-found="${wanted.id}"]`);
    t.is(await found.count(), 1, 'what the person looked for is found');
    t.regex(
      (await found.textContent()) ?? '',
      new RegExp(wanted.artists[0].name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await looksRight(t, page, 'wizard-result-search');
    await page.setViewportSize({ width: 1280, height: 800 });

    // "Use this one" on it: into the playlist at the song's place.
    const place = await placeOf(lost.position);
    const entries = (await playlist()).entries.length;
    await Promise.all([page.waitForURL(/outcome=/), found.locator('button').click()]);
    t.is(await page.textContent('.notice.success'), `Added “${wanted.name}” to Party at its place.`);
    t.is(
      await page.textContent(`${item(key)} .chosen`),
      `You chose “${wanted.name}” by ${wanted.artists.map((a) => a.name).join(', ')}. Now number ${place + 1} in the playlist.`,
    );
    const now = await playlist();
    t.is(now.entries.length, entries + 1);
    t.is(now.entries[place].trackId, wanted.id);
    t.deepEqual(await figures(page), { added: before.added + 1, notMoved: before.notMoved - 1 });
    t.is(await page.$(`${item(key)} details.find`), null, 'a song chosen for is searched for no more');
    const recorded = (await resultAt(sequelize(), transfer.id, [lost.group_index, lost.position]))!.row.chosen!;
    t.like(recorded, { id: wanted.id, position: place, alreadyThere: false });
    await looksRight(t, page, 'wizard-result-picked');
    t.deepEqual(errors(), []);
  } finally {
    await context.close();
  }
});

test.serial('on a phone: a best guess of a song not found is taken, and another song searched for', async (t) => {
  const rows = (await resultsOf(sequelize(), transfer.id, null, 1_000)).filter((r) => !r.row.chosen);
  const guessed = rows.find((r) => r.reason === 'notFound' && r.row.candidate);
  t.truthy(guessed, 'a song not found with a best guess shown');
  const { context, page, errors } = await openSummary(390);
  try {
    await page.goto(summaryUrl(`#item-${keyOf(guessed!)}`));
    const before = await figures(page);
    const take = page.locator(`${item(keyOf(guessed!))} form[data-use] button`);
    t.regex((await take.textContent()) ?? '', /^Use this one/);
    const place = await placeOf(guessed!.position);
    await Promise.all([page.waitForURL(/outcome=added/), take.click()]);
    t.is(await page.textContent('.notice.success'), `Added “${guessed!.row.source.name}” to Party at its place.`);
    t.is((await playlist()).entries[place].trackId, guessed!.row.candidate!.id);
    t.deepEqual(await figures(page), { added: before.added + 1, notMoved: before.notMoved - 1 });

    // Another song, searched for with the words it starts with, on the phone.
    const other = rows.find((r) => r !== guessed && r.reason !== 'limitReached' && r.row.candidate)!;
    const key = keyOf(other);
    await page.goto(summaryUrl(`#item-${key}`));
    await search(
      page,
      key,
      other.row.candidate!.name,
      (other.row.candidate!.artists ?? []).map((a) => a.name).join(', '),
    );
    t.true((await page.locator(`${item(key)} ol.found li`).count()) > 0, 'its best guess is among what is found');
    t.is(await page.locator(`${item(key)} ol.found li[data-found="${other.row.candidate!.id}"]`).count(), 1);
    // On a phone only the section being worked in is open.
    t.true(await page.locator(`${item(key)}`).isVisible());
    await looksRight(t, page, 'wizard-result-search-phone');
    t.deepEqual(errors(), []);
  } finally {
    await context.close();
  }
});

test.serial('what the summary cannot take is refused with a code, and what is typed is shown as text', async (t) => {
  const rows = await resultsOf(sequelize(), transfer.id, null, 1_000);
  const open = rows.find((r) => !r.row.chosen && r.reason !== 'limitReached')!;
  const chosen = rows.find((r) => r.row.chosen)!;
  const { context, page } = await openSummary(1280);
  try {
    const refusedWith = async (query: string) => {
      const answer = await page.goto(summaryUrl(query));
      return { status: answer?.status(), code: await page.getAttribute('[data-code]', 'data-code') };
    };
    t.deepEqual(await refusedWith('?find=abc'), { status: 400, code: 'invalidItem' });
    t.deepEqual(await refusedWith('?find=99.99&title=x'), { status: 400, code: 'itemNotSearchable' });
    t.deepEqual(await refusedWith(`?find=${keyOf(chosen)}&title=x`), { status: 400, code: 'itemNotSearchable' });
    t.deepEqual(await refusedWith(`?find=${keyOf(open)}&title=${'x'.repeat(201)}`), {
      status: 400,
      code: 'invalidSearch',
    });
    t.deepEqual(await refusedWith(`?find=${keyOf(open)}&title=&artist=`), { status: 400, code: 'emptySearch' });
    t.deepEqual(await refusedWith(`?find=${keyOf(open)}&title=a&title=b`), { status: 400, code: 'invalidSearch' });

    // Typed words come back as text, never as markup.
    const typed = '<img src=x onerror=alert(1)>"\'';
    const shown = await page.goto(summaryUrl(`?find=${keyOf(open)}&title=${encodeURIComponent(typed)}`));
    t.is(shown?.status(), 200);
    t.is(await page.inputValue(`${item(keyOf(open))} input[name="title"]`), typed);
    t.is(await page.$(`${item(keyOf(open))} img`), null);

    // The choice's form: a key and a pick of the right shape, or nothing is added.
    const entries = (await playlist()).entries.length;
    const post = (form: Record<string, string>) =>
      page.request.post(`${summaryUrl()}/choices`, { form: { csrf: owner.csrf, ...form }, maxRedirects: 0 });
    const refused = await post({ item: 'nope' });
    t.is(refused.status(), 400);
    t.is(parsePage(await refused.text()).screen.getByRole('alert').dataset.code, 'invalidItem');
    const badPick = await post({ item: keyOf(open), pick: 'has a space' });
    t.is(badPick.status(), 400);
    t.is(parsePage(await badPick.text()).screen.getByRole('alert').dataset.code, 'invalidPick');
    // An id no search of this summary showed for the item is refused before Spotify is asked:
    // nothing recorded, the person may choose again.
    const unknown = await post({ item: keyOf(open), pick: 'NoSuchTrack0000000000' });
    t.is(unknown.status(), 400);
    t.is(parsePage(await unknown.text()).screen.getByRole('alert').dataset.code, 'invalidPick');
    t.is((await playlist()).entries.length, entries);
    t.is((await resultAt(sequelize(), transfer.id, [open.group_index, open.position]))!.row.chosen ?? null, null);
  } finally {
    await context.close();
  }
});
