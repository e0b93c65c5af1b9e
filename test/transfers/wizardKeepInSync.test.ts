import test from 'ava';
import type { Page } from 'playwright-core';
import { BROWSER_TRANSFERS, useSystem } from '../helpers/useSystem.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { expectGoodPage, watchedPage } from '../helpers/pageChecks.js';
import { groupsOf } from '../../src/transfers/store/items.js';
import { Transfer } from '../../src/transfers/models.js';
import type { JsonBody } from '../helpers/http.js';

// "Keep these playlists in sync" in the wizard: the transfer runs as ever, and once it completed
// each chosen playlist has a sync into the copy the transfer made, which goes on from there.

const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  partner: { slug: 'sync-wizard', name: 'Sync Partner', isTransferServiceEnabled: true },
});

const sequelize = () => used.system.web.runtime.sequelize;

/** Connects Spotify and Deezer, chooses two playlists, with or without the box, and runs the transfer. */
async function transferTwoPlaylists(page: Page, keepInSync: boolean): Promise<Transfer> {
  await page.goto(`${used.url}/connect/transfer/start/sync-wizard`);
  await page.click('a[data-connect="source-spotify"]');
  await signInOnEmulator(page, 'medium@listeners.example');
  await page.click('a[data-connect="destination-deezer"]');
  await signInOnEmulator(page, 'demo@listeners.example');
  await page.waitForSelector('form#choose input[name="keepInSync"]');
  const boxes = await page.$$('input[name="playlists"]');
  await boxes[0].check();
  await boxes[1].check();
  if (keepInSync) await page.check('input[name="keepInSync"]');
  await page.click('button[type="submit"]');
  // A second run of the same playlists is asked first what to do with the copies the first made.
  await page.waitForSelector('#result, form#copies');
  if (await page.$('form#copies')) await page.click('button[name="copies"][value="new"]');
  await page.waitForSelector('#result[data-status="completed"]', { timeout: 90_000 });
  const id = new URL(page.url()).pathname.split('/').pop()!;
  return (await Transfer.findByPk(id))!;
}

async function syncsInto(transfer: Transfer): Promise<JsonBody[]> {
  const listed = await used.api().get<JsonBody>('public/syncs?limit=100');
  return (listed.body.syncs as JsonBody[]).filter(
    (s) => s.destination.integrationUserUUID === transfer.destinationIntegrationUserId,
  );
}

test.serial('with the box, each chosen playlist is kept in sync with the copy the transfer made', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await page.goto(`${used.url}/connect/transfer/start/sync-wizard`);
    await page.click('a[data-connect="source-spotify"]');
    await signInOnEmulator(page, 'medium@listeners.example');
    await page.click('a[data-connect="destination-deezer"]');
    await signInOnEmulator(page, 'demo@listeners.example');
    await page.waitForSelector('form#choose input[name="keepInSync"]');
    // What the services' sign-in pages logged is theirs: the check answers for the choice page alone.
    errors();
    await page.reload();
    await page.waitForSelector('form#choose input[name="keepInSync"]');
    t.regex(
      (await page.textContent('#keep-in-sync-note')) ?? '',
      /added to their copies on Deezer about every hour\. Tracks you add to the copies yourself stay\./,
    );
    await expectGoodPage(t, page, 'wizard-keep-in-sync-choose', errors);

    const transfer = await transferTwoPlaylists(page, true);
    t.true(transfer.keepInSync);
    const playlists = (await groupsOf(sequelize(), transfer.id)).filter((g) => g.type === 'playlist');
    t.is(playlists.length, 2);
    const syncs = await syncsInto(transfer);
    t.is(syncs.length, 2);
    for (const group of playlists) {
      const sync = syncs.find((s) => s.source.playlistId === group.source_id);
      t.truthy(sync, `a sync of ${group.name}`);
      t.is(sync!.destination.playlistId, group.destination_id);
      t.is(sync!.mode, 'append');
      t.is(sync!.intervalMinutes, 60);
      t.is(sync!.source.integrationUserUUID, transfer.sourceIntegrationUserId);
    }
    t.regex((await page.textContent('#kept-in-sync')) ?? '', /These playlists are kept in sync\./);
    t.regex(
      (await page.textContent('#kept-in-sync')) ?? '',
      /New tracks added on Spotify .* on Deezer about every hour/,
    );
    t.is(
      await page.$$eval('#created li', (items) => items.filter((li) => /kept in sync/.test(li.textContent!)).length),
      2,
    );

    // The first run goes on from what the transfer wrote: nothing is added twice.
    for (const sync of syncs) {
      let run: JsonBody | null = null;
      for (let i = 0; i < 100 && !run; i += 1) {
        run = (await used.api().get<JsonBody>(`public/syncs/${sync.syncUuid}`)).body.lastRun;
        if (!run) await new Promise((r) => setTimeout(r, 200));
      }
      t.truthy(run, 'the first run finished');
      t.is(run!.added, 0, JSON.stringify(run));
    }
  } finally {
    await context.close();
  }
});

test.serial('without the box, no sync is made', async (t) => {
  const { page, context } = await watchedPage(used.browser);
  try {
    const before = (await used.api().get<JsonBody>('public/syncs?limit=100')).body.syncs.length;
    const transfer = await transferTwoPlaylists(page, false);
    t.false(transfer.keepInSync);
    t.is((await used.api().get<JsonBody>('public/syncs?limit=100')).body.syncs.length, before);
    t.is(await page.$('#kept-in-sync'), null);
  } finally {
    await context.close();
  }
});
