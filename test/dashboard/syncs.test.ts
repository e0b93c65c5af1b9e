import test from 'ava';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { createConnectedUser, createPartner } from '../helpers/fixtures.js';
import { launchBrowser } from '../helpers/browser.js';
import { Sync } from '../../src/syncs/models.js';
import { expectGoodPage, joinedMember, signInInBrowser, watchedPage } from './helpers.js';

// The dashboard's syncs page: each sync of the account with its services, mode, state, last and
// next run, in words; another account's syncs never show.

let system: TestSystem;
let browser: Browser;
let base: string;

test.before(async () => {
  system = await startTestSystem();
  base = `${system.url}/connect/dashboard`;
  browser = await launchBrowser();
});

test.after.always(async () => {
  await browser?.close();
  await system?.stop();
});

async function syncOf(accountId: string, fields: Partial<Sync> = {}) {
  const source = await createConnectedUser(accountId, 'spotify');
  const destination = await createConnectedUser(accountId, 'deezer');
  return Sync.create({
    id: randomUUID(),
    accountId,
    sourceUserId: source.id,
    sourcePlaylistId: 'src-playlist',
    destinationUserId: destination.id,
    mode: 'mirror',
    intervalMinutes: 30,
    ...fields,
  });
}

test('the syncs page lists the account’s syncs with their last and next run, and nothing of another account', async (t) => {
  const mine = await createPartner({ slug: 'syncs-page', enabledIntegrations: ['spotify', 'deezer'] });
  const theirs = await createPartner({ slug: 'syncs-page-other', enabledIntegrations: ['spotify', 'deezer'] });
  const ran = new Date('2026-11-25T10:00:00Z');
  const running = await syncOf(mine.accountId, {
    destinationPlaylistId: 'dst-playlist',
    lastRunAt: ran,
    nextRunAt: new Date(ran.getTime() + 30 * 60_000),
    lastRun: {
      status: 'completed',
      startedAt: ran.toISOString(),
      finishedAt: ran.toISOString(),
      added: 4,
      removed: 1,
      unmatched: 2,
      notes: [],
    },
  });
  const paused = await syncOf(mine.accountId, { mode: 'append', paused: true, pausedReason: 'authFailed' });
  const other = await syncOf(theirs.accountId);

  await joinedMember('syncs-page', 'ana@syncs-page.example');
  const { context, page, errors } = await watchedPage(browser);
  try {
    await signInInBrowser(page, base, 'ana@syncs-page.example');
    await page.click('nav a:text("Syncs")');
    await page.waitForSelector('#syncs');
    const row = (id: string) => page.locator(`#syncs tr[data-sync="${id}"] td`).allInnerTexts();
    const first = await row(running.id);
    t.regex(first[0], /^Spotify/);
    t.regex(first[1], /^Deezer dst-playlist/);
    t.is(first[2], 'Mirror');
    t.is(first[3], 'Every 30 minutes');
    t.regex(first[4], /4 added, 1 removed, 2 not found/);
    const second = await row(paused.id);
    t.is(second[2], 'Add new tracks');
    t.is(second[3], 'Paused: the listener must sign in again');
    t.regex(second[4], /Not run yet/);
    t.is(await page.locator(`#syncs tr[data-sync="${other.id}"]`).count(), 0);
    await expectGoodPage(t, page, 'syncs', errors);
  } finally {
    await context.close();
  }
});
