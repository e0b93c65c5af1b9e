import test from 'ava';
import type { Page } from 'playwright-core';
import { BROWSER_TRANSFERS, useSystem } from '../helpers/useSystem.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { expectGoodPage, watchedPage } from '../helpers/pageChecks.js';
import { groupsOf } from '../../src/transfers/store/items.js';
import { Transfer } from '../../src/transfers/models.js';
import { parsePage } from '../helpers/dom.js';

// Running the wizard again to the same account: the playlists copied before are named, with when
// their copies were made, and the person chooses to update those copies (only the missing songs go
// in, no second playlist) or to make new ones. A copy deleted since is not offered. The question is
// looked at on a phone and a desktop (test-results/wizard-copies-*.png).

const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  partner: { slug: 'copies-wizard', name: 'Copies Partner', isTransferServiceEnabled: true },
});

const sequelize = () => used.system.web.runtime.sequelize;
const deezer = () => used.emulator('deezer').library;
const spotify = () => used.emulator('spotify').library;
const demoOnDeezer = () => deezer().user('demo')!;
const named = (name: string) =>
  deezer()
    .userPlaylists(demoOnDeezer())
    .filter((p) => p.name === name);

/** Chooses the playlists and starts; answers once the page after "Start the transfer" has loaded. */
async function choose(page: Page, playlists: string[]): Promise<void> {
  await page.goto(`${used.url}/connect/transfer/wizard`);
  await page.waitForSelector('form#choose');
  for (const id of playlists) await page.check(`input[name="playlists"][value="${id}"]`);
  await page.click('form#choose button[type="submit"]');
  await page.waitForSelector('#result, form#copies', { timeout: 30_000 });
}

async function finished(page: Page): Promise<Transfer> {
  await page.waitForSelector('#result[data-status="completed"]', { timeout: 90_000 });
  return (await Transfer.findByPk(new URL(page.url()).pathname.split('/').pop()!))!;
}

const copiesOf = async (transfer: Transfer) =>
  new Map(
    (await groupsOf(sequelize(), transfer.id)).filter((g) => g.type === 'playlist').map((g) => [g.source_id!, g]),
  );

test.serial('a second run names the copies made before, and updating them adds only what they miss', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await page.goto(`${used.url}/connect/transfer/start/copies-wizard`);
    await page.click('a[data-connect="source-spotify"]');
    await signInOnEmulator(page, 'medium@listeners.example');
    await page.click('a[data-connect="destination-deezer"]');
    await signInOnEmulator(page, 'demo@listeners.example');
    await page.waitForSelector('form#choose');
    const [a, b] = await page.$$eval('input[name="playlists"]', (boxes) =>
      boxes.slice(0, 2).map((box) => box.getAttribute('value')!),
    );

    // The first run copies both playlists, with nothing to ask.
    await choose(page, [a, b]);
    const first = await copiesOf(await finished(page));
    const copyA = deezer().playlist(first.get(a)!.destination_id!)!;
    const copyB = deezer().playlist(first.get(b)!.destination_id!)!;
    const lengthA = copyA.entries.length;
    const lengthB = copyB.entries.length;
    t.true(lengthA > 3);

    // Since then: two songs were taken off the copy, and one song was added to the source.
    const removed = [copyA.entries[1].trackId, copyA.entries[2].trackId];
    deezer().removeEntries(
      copyA,
      removed.map((trackId) => ({ trackId })),
    );
    const sourceA = spotify().playlist(a)!;
    const inSource = new Set(sourceA.entries.map((e) => e.trackId));
    const fresh = used.catalogue.recordings.find(
      (r) =>
        r.version === null &&
        !r.absentFrom.includes('deezer') &&
        r.unavailableIn.length === 0 &&
        spotify().view.trackIdFor(r.key) &&
        deezer().view.trackIdFor(r.key) &&
        !inSource.has(spotify().view.trackIdFor(r.key)!) &&
        !copyA.entries.some((e) => e.trackId === deezer().view.trackIdFor(r.key)),
    )!;
    spotify().addEntries(sourceA, [spotify().view.trackIdFor(fresh.key)!]);
    const copiesNamedA = named(copyA.name).length;

    // The second run asks first, naming both copies and when they were made.
    errors();
    await choose(page, [a, b]);
    t.truthy(await page.$('form#copies'), 'the question, not a transfer');
    t.regex(await page.innerText('h1'), /These playlists are already on Deezer/);
    t.is(await page.locator('#earlier-copies li[data-copy]').count(), 2);
    const listed = await page.innerText('#earlier-copies');
    t.true(listed.includes(copyA.name) && listed.includes(copyB.name), listed);
    t.regex(listed, /copy made on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    t.is(await Transfer.count(), 1, 'nothing started before the person chose');
    await expectGoodPage(t, page, 'wizard-copies-question', errors);

    await page.click('button[name="copies"][value="update"]');
    const updated = await finished(page);
    t.deepEqual(updated.updateCopies, { [a]: copyA.id, [b]: copyB.id });
    const second = await copiesOf(updated);
    t.is(second.get(a)!.destination_id, copyA.id);
    t.is(second.get(b)!.destination_id, copyB.id);
    // No second playlist; the copy has what it missed, each song once, and nothing else changed.
    t.is(named(copyA.name).length, copiesNamedA);
    const after = deezer()
      .playlist(copyA.id)!
      .entries.map((e) => e.trackId);
    t.is(after.length, lengthA + 1);
    t.is(new Set(after).size, after.length, 'no song twice');
    for (const trackId of [...removed, deezer().view.trackIdFor(fresh.key)!]) t.true(after.includes(trackId), trackId);
    t.deepEqual(after.slice(-3).sort(), [...removed, deezer().view.trackIdFor(fresh.key)!].sort(), 'at the end');
    t.is(deezer().playlist(copyB.id)!.entries.length, lengthB, 'a complete copy gets nothing');

    // A copy deleted since is not offered: only the other one is, and "Make new copies" makes new ones.
    deezer().deletePlaylist(demoOnDeezer(), copyB.id);
    await choose(page, [a, b]);
    t.regex(await page.innerText('h1'), /This playlist is already on Deezer/);
    t.is(await page.locator('#earlier-copies li[data-copy]').count(), 1);
    t.regex(await page.innerText('#earlier-copies'), new RegExp(copyA.name));
    t.regex(await page.innerText('body'), /The other playlist you chose is copied as usual/);
    await page.click('button[name="copies"][value="new"]');
    const made = await finished(page);
    t.is(made.updateCopies, null);
    const third = await copiesOf(made);
    t.not(third.get(a)!.destination_id, copyA.id);
    t.not(third.get(b)!.destination_id, copyB.id);
    t.is(named(copyA.name).length, copiesNamedA + 1);
  } finally {
    await context.close();
  }
});

test.serial('a choice the question did not offer starts nothing and says so', async (t) => {
  const { page, context } = await watchedPage(used.browser);
  try {
    await page.goto(`${used.url}/connect/transfer/start/copies-wizard`);
    await page.click('a[data-connect="source-spotify"]');
    await signInOnEmulator(page, 'medium@listeners.example');
    await page.click('a[data-connect="destination-deezer"]');
    await signInOnEmulator(page, 'demo@listeners.example');
    await page.waitForSelector('form#choose');
    const csrf = (await page.getAttribute('form#choose input[name="csrf"]', 'value'))!;
    const playlist = (await page.getAttribute('input[name="playlists"]', 'value'))!;
    const before = await Transfer.count();
    for (const copies of ['both', '']) {
      const answer = await page.request.post(`${used.url}/connect/transfer/start`, {
        form: { csrf, playlists: playlist, copies },
        maxRedirects: 0,
      });
      t.is(answer.status(), 400, copies);
      t.is(
        parsePage(await answer.text()).screen.getByRole('heading', { level: 1 }).textContent,
        'We didn’t understand that choice',
      );
    }
    t.is(await Transfer.count(), before);
  } finally {
    await context.close();
  }
});
