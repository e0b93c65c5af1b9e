import test, { type ExecutionContext } from 'ava';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { BROWSER_TRANSFERS, useSystem } from '../helpers/useSystem.js';
import { downloadedText, signInOnEmulator } from '../helpers/browser.js';
import { blurOnSpotify } from '../helpers/transfers.js';
import { checkPage } from '../helpers/pageChecks.js';
import { groupsOf, matchedItems } from '../../src/transfers/store/items.js';
import { resultAt } from '../../src/transfers/store/matchReport.js';
import { reasonTotals } from '../../src/transfers/store/transfers.js';
import { REASON_WORDS } from '../../src/transfers/reasons.js';
import { Transfer } from '../../src/transfers/models.js';
import { watchOurConsole } from '../helpers/pageChecks.js';

// The plain wizard in a real browser, page by page, at a phone's width and a desktop's: service
// buttons that never overlap, a side that can be changed, playlists chosen all at once, the summary
// of a finished transfer with "Use this one", and a way forward from every error.

const RETURN = 'https://partner.example/transfer-done';
const SERVICES = ['spotify', 'deezer', 'appleMusic', 'tidal', 'youtubeMusic'] as const;
const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  partner: {
    slug: 'pages-partner',
    name: 'Pages Partner',
    returnUrls: [RETURN],
    isTransferServiceEnabled: true,
    enabledIntegrations: [...SERVICES],
  },
  async setup() {
    blurOnSpotify(used, 'Party', [3, 10, 20, 30]);
  },
});

const start = () => `${used.url}/connect/transfer/start/pages-partner?returnUrl=${encodeURIComponent(RETURN)}`;
const sequelize = () => used.system.web.runtime.sequelize;

/** A page with its console watched, in a context of its own (its own wizard cookie). */
async function openPage(): Promise<{ page: Page; errors: () => string[]; close(): Promise<void> }> {
  const context = await used.browser.newContext();
  const page = await context.newPage();
  return { page, errors: watchOurConsole(page, [used.url]), close: () => context.close() };
}

/** Opens the wizard and connects both sides through the services' sign-in, up to choosing what to move. */
async function connectSides(page: Page, source: [string, string], destination: [string, string]): Promise<void> {
  await page.goto(start());
  await page.click(`a[data-connect="source-${source[0]}"]`);
  await signInOnEmulator(page, source[1]);
  await page.click(`a[data-connect="destination-${destination[0]}"]`);
  await signInOnEmulator(page, destination[1]);
  await page.waitForSelector('form#choose');
}

async function looksRight(t: ExecutionContext, page: Page, name: string) {
  const report = await checkPage(page, name);
  t.deepEqual(report.violations, [], `${name}: accessibility`);
  t.is(report.overflow, 0, `${name}: wider than a phone`);
}

interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxes = (page: Page) =>
  page.evaluate(`[...document.querySelectorAll('a[data-connect]')].map((a) => {
    const r = a.getBoundingClientRect();
    return { id: a.dataset.connect, x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  })`) as Promise<Box[]>;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.serial('service buttons never overlap, and a tap at a button’s centre picks that service', async (t) => {
  const { page, errors, close } = await openPage();
  try {
    // Where a tap leads is all that matters here: the request is answered "no content" and the page stays.
    const asked: string[] = [];
    await page.route(/\/connect\/transfer\/connect\//, (route) => {
      asked.push(new URL(route.request().url()).pathname.split('/connect/transfer/connect/')[1]);
      return route.fulfill({ status: 204 });
    });
    await page.goto(start());
    for (const width of [390, 700, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const all = await boxes(page);
      t.is(all.length, SERVICES.length * 2);
      for (const [i, a] of all.entries()) {
        t.true(a.height >= 44, `${a.id} is ${a.height} px high at ${width} px`);
        for (const b of all.slice(i + 1)) t.false(overlap(a, b), `${a.id} and ${b.id} overlap at ${width} px`);
      }
      for (const box of all) {
        const link = page.locator(`a[data-connect="${box.id}"]`);
        await link.scrollIntoViewIfNeeded();
        const seen = (await link.boundingBox())!;
        asked.length = 0;
        await page.mouse.click(seen.x + seen.width / 2, seen.y + seen.height / 2);
        await t.notThrowsAsync(() => waitFor(() => asked.length > 0));
        t.is(asked[0], box.id!.replace('-', '/'), `a tap on ${box.id} at ${width} px`);
      }
    }
    await page.unroute(/\/connect\/transfer\/connect\//);
    await looksRight(t, page, 'wizard-connect');
    t.deepEqual(errors(), []);
  } finally {
    await close();
  }
});

test.serial('a connected side can be changed; playlists can all be chosen, or none, with a count', async (t) => {
  const { page, errors, close } = await openPage();
  try {
    await connectSides(page, ['deezer', 'demo@listeners.example'], ['spotify', 'demo@listeners.example']);
    const boxesOf = () => page.$$('#playlists input[name="playlists"]');
    const songs = (await Promise.all((await boxesOf()).map((b) => b.getAttribute('data-songs')))).reduce(
      (n, s) => n + Number(s),
      0,
    );
    const count = (await boxesOf()).length;
    t.is(count, 4);
    t.is(await page.textContent('#chosen-count'), `0 of ${count} playlists chosen`);
    await page.click('button[data-select="all"]');
    t.true((await Promise.all((await boxesOf()).map((b) => b.isChecked()))).every(Boolean));
    t.is(await page.textContent('#chosen-count'), `${count} of ${count} playlists chosen (${songs} songs)`);
    await looksRight(t, page, 'wizard-choose');
    await page.click('button[data-select="none"]');
    t.false((await Promise.all((await boxesOf()).map((b) => b.isChecked()))).some(Boolean));
    t.is(await page.textContent('#chosen-count'), `0 of ${count} playlists chosen`);
    await (await boxesOf())[1].check();
    t.regex((await page.textContent('#chosen-count')) ?? '', /^1 of 4 playlists chosen \(\d+ songs?\)$/);
    t.is(await page.getAttribute('#chosen-count', 'aria-live'), 'polite');

    // Change the source: the services again, with a way to keep the one connected.
    await page.click('a[data-change="source"]');
    await page.waitForSelector('section[data-role="source"] a[data-connect="source-spotify"]');
    t.regex((await page.textContent('a[data-keep="source"]')) ?? '', /Keep Deezer, Demo Listener/);
    t.is(await page.$('form#choose'), null, 'nothing to start while a side is being changed');
    await looksRight(t, page, 'wizard-change');
    await page.click('a[data-connect="source-spotify"]');
    await signInOnEmulator(page, 'medium@listeners.example');
    await page.waitForSelector('form#choose');
    t.regex((await page.textContent('section[data-role="source"] .account')) ?? '', /Spotify, Medium Listener/);
    t.is((await boxesOf()).length, 3);

    // And the destination, in the plain wizard, where the person chose it.
    await page.click('a[data-change="destination"]');
    await page.click('a[data-connect="destination-deezer"]');
    await signInOnEmulator(page, 'demo@listeners.example');
    await page.waitForSelector('form#choose');
    t.regex((await page.textContent('section[data-role="destination"] .account')) ?? '', /Deezer, Demo Listener/);
    t.deepEqual(errors(), []);
  } finally {
    await close();
  }
});

test.serial(
  'the summary: playlists with links, reasons in words, sections that fold on a phone, a CSV, and “Use this one”',
  async (t) => {
    const { page, errors, close } = await openPage();
    try {
      await connectSides(page, ['deezer', 'medium@listeners.example'], ['spotify', 'demo@listeners.example']);
      for (const name of ['Party', 'Everything 2019'])
        await page.locator('#playlists label', { hasText: name }).locator('input').check();
      await page.click('button[type="submit"]');
      await page.waitForSelector('#result[data-status="completed"]', { timeout: 90_000 });
      const transferId = page.url().split('/').pop()!;
      const groups = await groupsOf(sequelize(), transferId);

      // Each playlist made on Spotify, linked to its page there.
      for (const group of groups) {
        const link = page.locator(`#created a[data-playlist="${group.destination_id}"]`);
        t.is(await link.getAttribute('href'), group.destination_url);
        t.regex(group.destination_url ?? '', new RegExp(`${group.destination_id}$`));
      }
      // Totals per reason, in the same words as everywhere.
      const totals = await reasonTotals(sequelize(), transferId);
      const shown = await page.$$eval('#totals li', (items) => items.map((li) => li.textContent));
      t.deepEqual(
        shown.sort(),
        Object.entries(totals)
          .map(([reason, n]) => `${REASON_WORDS[reason as keyof typeof REASON_WORDS]} ${n}`)
          .sort(),
      );
      const words = await page.$$eval('ul.items > li .reason', (items) => items.map((i) => i.textContent));
      t.true(words.every((w) => Object.values(REASON_WORDS).includes(w!.replace(/\.$/, ''))));
      t.true(words.includes("Not sure it's the same song."));
      t.regex(
        (await page.textContent('details[data-group="0"] > p.muted')) ?? '',
        /“Use this one” puts the song at its place in the playlist/,
      );
      await looksRight(t, page, 'wizard-result');

      // On a phone the sections start folded; on a desktop, open.
      await page.reload();
      t.deepEqual(await page.$$eval('details.group', (d) => d.map((x) => x.hasAttribute('open'))), [false, false]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      t.deepEqual(await page.$$eval('details.group', (d) => d.map((x) => x.hasAttribute('open'))), [true, true]);

      // The list of what was not moved, to keep.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('a[href$="/not-moved.csv"]')]);
      const csv = await downloadedText(download);
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      t.is(lines.length, Object.values(totals).reduce((a, b) => a + b, 0) + 1);
      t.regex(lines[0], /^"Playlist","Title","Artist"/);

      // "Use this one": into the Spotify playlist at the place its source item had.
      const form = page.locator('details[data-group="0"] form[data-use]').first();
      const key = (await form.getAttribute('data-use'))!;
      const [groupIndex, position] = key.split('.').map(Number);
      const row = (await resultAt(sequelize(), transferId, [groupIndex, position]))!;
      const matched = await matchedItems(sequelize(), transferId, groupIndex);
      const place = matched.filter((m) => m.position < position).length;
      await form.locator('button').click();
      await page.waitForSelector(`#item-${key.replace('.', '\\.')} .chosen`);
      t.is(await page.textContent('.notice.success'), `Added “${row.row.source.name}” to Party at its place.`);
      t.is(
        await page.textContent(`#item-${key.replace('.', '\\.')} .chosen`),
        `Now number ${place + 1} in the playlist.`,
      );
      const playlist = () => used.emulators.spotify.library.playlist(groups[groupIndex].destination_id!)!;
      t.is(playlist().entries[place].trackId, row.row.candidate!.id);
      t.is(playlist().entries.length, matched.length + 1);
      await looksRight(t, page, 'wizard-result-chosen');

      // A second press, or two at once, adds nothing more.
      const next = page.locator('form[data-use]').first();
      const nextKey = (await next.getAttribute('data-use'))!;
      const nextGroup = Number(nextKey.split('.')[0]);
      const before = used.emulators.spotify.library.playlist(groups[nextGroup].destination_id!)!.entries.length;
      const statuses = await page.evaluate(`(async () => {
        const form = document.querySelector('form[data-use="${nextKey}"]');
        const post = () => fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), redirect: 'manual' });
        const answers = await Promise.all([post(), post(), post()]);
        return answers.map((a) => a.type === 'opaqueredirect' ? 303 : a.status);
      })()`);
      t.deepEqual(statuses, [303, 303, 303]);
      t.is(used.emulators.spotify.library.playlist(groups[nextGroup].destination_id!)!.entries.length, before + 1);
      const stored = await resultAt(sequelize(), transferId, nextKey.split('.').map(Number) as [number, number]);
      t.truthy(stored!.row.chosen);
      t.deepEqual(errors(), []);
    } finally {
      await close();
    }
  },
);

test.serial('every error says what happened in plain words, with a way forward', async (t) => {
  const { page, errors, close } = await openPage();
  const plain = async (name: string) => {
    const text = await page.innerText('body');
    t.notRegex(text, /returnUrl|slug|launchCode|csrf|undefined|null|\b[a-z]+[A-Z][a-zA-Z]+\b/, `${name}: ${text}`);
    await looksRight(t, page, name);
  };
  try {
    // A launch link that lost its code on the way.
    await page.goto(`${used.url}/connect/transfer`);
    await page.waitForSelector('#status.error');
    t.regex((await page.textContent('#status')) ?? '', /This link is incomplete/);
    await plain('wizard-error-link-incomplete');

    // A link to a partner without transfers.
    const nobody = await page.goto(`${used.url}/connect/transfer/start/nobody`);
    t.is(nobody?.status(), 404);
    t.regex((await page.textContent('h1')) ?? '', /This link doesn’t lead to a transfer/);
    await plain('wizard-error-no-transfer');

    // A Return URL the partner did not register: no link to it, but a way on.
    const foreign = await page.goto(
      `${used.url}/connect/transfer/start/pages-partner?returnUrl=${encodeURIComponent('https://elsewhere.example/')}`,
    );
    t.is(foreign?.status(), 400);
    t.is(await page.$('a[href^="https://elsewhere.example"]'), null);
    t.is(await page.textContent('a.button'), 'Start anyway');
    await plain('wizard-error-return-url');

    // A session that ended, or never was in this browser.
    const ended = await page.goto(`${used.url}/connect/transfer/wizard`);
    t.is(ended?.status(), 401);
    t.regex((await page.textContent('h1')) ?? '', /Your transfer session has ended/);
    await plain('wizard-error-session-ended');

    // Words in the address are never shown: only codes of the wizard's own list are.
    await page.goto(start());
    await page.goto(`${used.url}/connect/transfer/wizard?error=${encodeURIComponent('Your account was hacked')}`);
    t.is(await page.$('.notice'), null);
    t.notRegex(await page.innerText('body'), /hacked/);

    // A sign-in the person cancelled at the service.
    await page.goto(start());
    await page.click('a[data-connect="source-spotify"]');
    await page.waitForSelector('form select#email');
    await page.click('button[value="deny"]');
    await page.waitForSelector('.notice.error');
    t.regex(
      (await page.textContent('.notice.error')) ?? '',
      /You didn’t allow access on Spotify, so it isn’t connected/,
    );
    t.deepEqual(await page.$$eval('.notice.error a', (links) => links.map((a) => a.textContent)), [
      'Try again',
      'Choose another service',
      'Back to Pages Partner',
    ]);
    t.regex(
      (await page.getAttribute('.notice.error a:text("Try again")', 'href')) ?? '',
      /\/connect\/source\/spotify$/,
    );
    t.is(await page.getAttribute('.notice.error a:text("Back to Pages Partner")', 'href'), RETURN);
    await plain('wizard-error-signin-denied');

    // A transfer that is not this browser's.
    const missing = await page.goto(`${used.url}/connect/transfer/transfers/${randomUUID()}`);
    t.is(missing?.status(), 404);
    t.deepEqual(await page.$$eval('a.button', (links) => links.map((a) => a.textContent)), [
      'Start a transfer',
      'Back to Pages Partner',
    ]);
    await plain('wizard-error-transfer-not-found');

    // The source stops letting us in: first while choosing, then during the transfer.
    await connectSides(page, ['deezer', 'heavy@listeners.example'], ['spotify', 'demo@listeners.example']);
    await page.locator('#playlists label', { hasText: 'Two Thousand' }).locator('input').check();
    await emulatorControl('deezer', 'revoke', { user: 'heavy' });
    await page.click('button[type="submit"]');
    await page.waitForSelector('#result[data-status="failed"]', { timeout: 60_000 });
    t.regex(
      (await page.textContent('.notice.error')) ?? '',
      /We lost access to one of your accounts, so the transfer stopped/,
    );
    t.deepEqual(await page.$$eval('.notice.error .actions > *', (items) => items.map((i) => i.textContent)), [
      'Try again',
      'Choose another service',
      'Back to Pages Partner',
    ]);
    await plain('wizard-error-transfer-stopped');
    const failed = page.url();
    await page.click('.notice.error button:text("Try again")');
    await page.waitForURL((url) => url.toString() !== failed && /\/transfers\/[0-9a-f-]{36}$/.test(url.toString()));
    t.not(page.url(), failed);
    const retried = await Transfer.findByPk(page.url().split('/').pop()!);
    t.deepEqual(retried?.selection, (await Transfer.findByPk(failed.split('/').pop()!))?.selection);

    await page.goto(`${used.url}/connect/transfer/wizard`);
    t.regex(
      (await page.textContent('.notice.error')) ?? '',
      /We lost access to your Deezer account\. Sign in to it again to see your playlists\./,
    );
    t.deepEqual(await page.$$eval('.notice.error a', (links) => links.map((a) => a.textContent)), [
      'Sign in again',
      'Choose another service',
      'Back to Pages Partner',
    ]);
    await plain('wizard-error-source-access');
    t.deepEqual(errors(), []);
  } finally {
    await close();
  }
});

async function emulatorControl(service: 'spotify' | 'deezer', path: string, body: unknown): Promise<void> {
  const res = await fetch(`${used.emulators[service].url}/__emulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
}

async function waitFor(ready: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
