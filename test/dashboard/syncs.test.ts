import test, { type ExecutionContext } from 'ava';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { createConnectedUser, createPartner } from '../helpers/fixtures.js';
import type { JsonBody } from '../helpers/http.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { Sync } from '../../src/syncs/models.js';
import { expectGoodPage, joinedMember, signInInBrowser, watchedPage } from './helpers.js';

// A member in a real browser manages a sync from its page: sees its playlists by name and its
// runs, pauses it (after confirming), resumes it, runs it now and sees the run, deletes it (after
// confirming); then opens a connected user's page and deletes the user. Every page is checked at
// 390 and 1280 px, and no word of a table breaks across lines at 1280 px.

let spotifyUser: string;
let deezerUser: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  workers: true,
  browser: true,
  liftBudgets: true,
  partner: { slug: 'sync-browser' },
  async setup({ url }) {
    [spotifyUser, deezerUser] = await Promise.all(
      ['spotify', 'deezer'].map((service) =>
        connectThroughSignIn(url, 'sync-browser', service, 'medium@listeners.example', RETURN_URL),
      ),
    );
  },
});

const base = () => `${used.url}/connect/dashboard`;
const api = () => used.api();

/** Catalogue tracks both services list, as Spotify ids. */
function spotifyTracks(count: number, from = 0): string[] {
  const spotify = used.emulator('spotify').library;
  return used.catalogue.recordings
    .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
    .slice(from, from + count)
    .map((r) => spotify.view.trackIdFor(r.key)!)
    .filter(Boolean);
}

/** Reads the sync through the API until `done` says so. */
async function until(syncUuid: string, done: (sync: JsonBody) => boolean, timeoutMs = 30_000): Promise<JsonBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api().get<JsonBody>(`public/syncs/${syncUuid}`);
    if (res.statusCode === 200 && done(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`the sync did not get there: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The page's checks at both sizes, and at 1280 px: nothing wider than the screen, no word of a table broken. */
async function checked(t: ExecutionContext, page: Page, name: string, errors: () => string[]) {
  await expectGoodPage(t, page, name, errors);
  t.is(
    await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
    0,
    `${name}: wider than a 1280 px screen`,
  );
  // Each word of a cell (ids in code aside, which may wrap) lies on one line.
  const broken = (await page.evaluate(`(() => {
    const broken = [];
    for (const cell of document.querySelectorAll('main td, main th, main dd')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement.closest('code')) continue;
        for (const m of node.textContent.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  })()`)) as string[];
  t.deepEqual(broken, [], `${name}: words broken across lines at 1280 px`);
}

const flash = async (page: Page) => (await page.textContent('main .flash'))?.trim() ?? '';

test('a member pauses, resumes, runs and deletes a sync from its page, then deletes a connected user', async (t) => {
  const spotify = used.emulator('spotify').library;
  const playlist = spotify.createPlaylist(spotify.user('medium')!, {
    name: `Road Trip ${randomUUID().slice(0, 6)}`,
    description: '',
    isPublic: false,
  });
  spotify.addEntries(playlist, spotifyTracks(3));
  const created = await api().post<JsonBody>('public/syncs', {
    json: {
      source: { integrationUserUUID: spotifyUser, playlistId: playlist.id },
      destination: { integrationUserUUID: deezerUser },
      mode: 'mirror',
      intervalMinutes: 60,
      externalUserId: 'listener-7',
    },
  });
  t.is(created.statusCode, 201, JSON.stringify(created.body));
  const syncUuid = created.body.syncUuid as string;
  await until(syncUuid, (s) => s.lastRun?.status === 'completed');

  // Another account's sync never shows.
  const theirs = await createPartner({ slug: 'sync-browser-other', enabledIntegrations: ['spotify', 'deezer'] });
  const [a, b] = await Promise.all([
    createConnectedUser(theirs.accountId, 'spotify'),
    createConnectedUser(theirs.accountId, 'deezer'),
  ]);
  const other = await Sync.create({
    id: randomUUID(),
    accountId: theirs.accountId,
    sourceUserId: a.id,
    sourcePlaylistId: 'theirs',
    destinationUserId: b.id,
    mode: 'append',
    intervalMinutes: 30,
  });

  await joinedMember('sync-browser', 'ana@sync-browser.example', 'member');
  const { context, page, errors } = await watchedPage(used.browser);
  try {
    await signInInBrowser(page, base(), 'ana@sync-browser.example');

    // The list: the playlists by name (read from the services), the listener, the state, the last run.
    await page.click('nav a:text("Syncs")');
    await page.waitForSelector('#syncs');
    const cells = await page.locator(`#syncs tr[data-sync="${syncUuid}"] td`).allInnerTexts();
    t.regex(cells[0], new RegExp(`^${playlist.name}\\s+on Spotify`));
    t.regex(cells[1], new RegExp(`^${playlist.name}\\s+on Deezer`), 'the destination the first run made');
    t.regex(cells[2], /on Spotify\s+.+ on Deezer/);
    t.is(cells[3], 'Active, every hour');
    t.regex(cells[4], /3 added, 0 removed, 0 not matched/);
    t.is(await page.locator(`#syncs tr[data-sync="${other.id}"]`).count(), 0);
    await checked(t, page, 'syncs', errors);

    // Its page.
    await page.click(`#syncs tr[data-sync="${syncUuid}"] td a[href$="/syncs/${syncUuid}"]`);
    await page.waitForSelector('#sync-facts');
    t.is(await page.textContent('h1'), `Sync of ${playlist.name}`);
    t.is(await page.locator('#runs tbody tr').count(), 1);
    t.regex((await page.textContent('#runs tbody tr')) ?? '', /Done\s*3\s*0\s*0/);
    t.regex((await page.textContent('#sync-facts')) ?? '', /Your app’s reference\s*listener-7/);
    await checked(t, page, 'sync', errors);

    // Pause, after confirming.
    await page.click('#sync-actions a:text("Pause…")');
    await page.waitForSelector('#confirm-form');
    t.is(await page.textContent('h1'), 'Pause this sync?');
    await checked(t, page, 'sync-confirm-pause', errors);
    await page.click('#confirm-form button');
    await page.waitForSelector('#sync-actions button:text("Resume")');
    t.is(await flash(page), 'Sync paused: no run starts until you resume it.');
    t.is(await page.textContent('#sync-state'), 'Paused');
    t.like(await until(syncUuid, () => true), { state: 'paused', pausedReason: 'partner' });
    await checked(t, page, 'sync-paused', errors);

    // Resume, and run now: the run shows on the page once it is done.
    await page.click('#sync-actions button:text("Resume")');
    await page.waitForSelector('#sync-actions button:text("Run now")');
    t.is(await flash(page), 'Sync resumed.');
    spotify.addEntries(playlist, spotifyTracks(1, 3));
    await page.click('#sync-actions button:text("Run now")');
    await page.waitForSelector('main .flash.success');
    t.regex(await flash(page), /^Run queued/);
    await until(syncUuid, (s) => s.lastRun?.added === 1);
    await page.reload();
    t.regex((await page.textContent('#runs tbody tr')) ?? '', /Done\s*1\s*0\s*0/, 'the newest run first');
    await checked(t, page, 'sync-after-run', errors);

    // Delete, after confirming.
    await page.click('#sync-actions a:has-text("Delete")');
    await page.waitForSelector('#confirm-form');
    t.is(await page.textContent('h1'), 'Delete this sync?');
    await checked(t, page, 'sync-confirm-delete', errors);
    await page.click('#confirm-form button');
    await page.waitForSelector('main .flash.success');
    t.is(await flash(page), 'Sync deleted.');
    t.is(await page.locator(`#syncs tr[data-sync="${syncUuid}"]`).count(), 0);
    t.is((await api().get<JsonBody>(`public/syncs/${syncUuid}`)).statusCode, 404);

    // A connected user's page, then deleting them.
    await page.click('nav a:text("Connected users")');
    await page.waitForSelector('#users');
    await checked(t, page, 'users', errors);
    await page.click(`#users tr[data-id="${deezerUser}"] td a[href$="/users/${deezerUser}"]`);
    await page.waitForSelector('#user-facts');
    const services = await page.locator('#services tbody tr').allInnerTexts();
    t.regex(services[0], /Deezer \(this page\)[\s\S]*Working/);
    t.regex(services[1], /Spotify[\s\S]*Working/, 'the same listener’s other service');
    await checked(t, page, 'user', errors);
    await page.click('main a:has-text("Delete…")');
    await page.waitForSelector('#confirm-form');
    t.is(await page.textContent('h1'), 'Delete this connected user?');
    await checked(t, page, 'user-confirm-delete', errors);
    await page.click('#confirm-form button');
    await page.waitForSelector('main .flash.success');
    t.is(await flash(page), 'Connected user deleted.');
    t.is(await page.locator(`#users tr[data-id="${deezerUser}"]`).count(), 0);
    t.is((await api().get<JsonBody>(`public/integrations/user/${deezerUser}`)).statusCode, 404);
  } finally {
    await context.close();
  }
});
