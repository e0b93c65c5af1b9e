import test from 'ava';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { client, type JsonBody } from '../helpers/http.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { launchBrowser } from '../helpers/browser.js';
import { createCatalogue, SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../src/emulators/spotify/index.js';
import { startDeezerEmulator } from '../../src/emulators/deezer/index.js';
import { startWorkers, type WorkerProcess } from '../../workers/worker.js';
import { EMULATOR_CLIENT, type RunningEmulator } from '../../src/emulators/kit/types.js';
import { emulatorEnv } from '../../src/emulators/index.js';

// A person in a real browser runs the hosted transfer wizard from a D1 launch URL: connects the
// source on its sign-in page, chooses what to move, watches it run, reads the summary.

let system: TestSystem;
let workers: WorkerProcess;
let browser: Browser;
let partner: TestPartner;
let spotify: RunningEmulator;
let deezer: RunningEmulator;
const RETURN = 'https://partner.example/transfer-done';

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 2_000 });
  spotify = await startSpotifyEmulator({ catalogue, rateLimit: null });
  deezer = await startDeezerEmulator({ catalogue, rateLimit: null });
  system = await startTestSystem({
    ...emulatorEnv(spotify, deezer),
    SPOTIFY_REQUESTS_PER_SECOND: '2000',
    DEEZER_REQUESTS_PER_SECOND: '2000',
  });
  workers = await startWorkers(system.config);
  partner = await createPartner({
    slug: 'wizard-partner',
    name: 'Wizard Partner',
    returnUrls: [RETURN],
    enabledIntegrations: ['spotify', 'deezer'],
    isTransferServiceEnabled: true,
  });
  browser = await launchBrowser();
  await mkdir('test-results', { recursive: true });
});

test.after.always(async () => {
  await browser?.close();
  await workers?.stop();
  await system?.stop();
  await spotify?.close();
  await deezer?.close();
});

async function signInOnEmulator(page: Page, email: string) {
  await page.waitForSelector('form select#email');
  await page.selectOption('select#email', email);
  await page.fill('input#password', SEEDED_PASSWORD);
  await page.click('button[value="allow"]');
}

test.serial('the wizard runs end to end from a D1 launch URL, and the launch URL works once', async (t) => {
  const token = deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
  const created = await client(system.url, { authorization: partner.basic }).post<JsonBody>(
    'public/transfer-sessions',
    {
      json: {
        target: { integrationType: 'deezer', authData: { accessToken: token } },
        returnUrl: RETURN,
        externalUserId: 'wizard-user',
      },
    },
  );
  t.is(created.statusCode, 201, JSON.stringify(created.body));
  const launchUrl: string = created.body.launchUrl;

  const page = await browser.newPage();
  try {
    await page.goto(launchUrl);
    await page.waitForSelector('section[data-role="source"] a[data-connect="source-spotify"]');
    t.regex((await page.textContent('section[data-role="destination"]')) ?? '', /Deezer/);
    await page.screenshot({ path: 'test-results/wizard-1-connect-source.png' });
    await page.click('a[data-connect="source-spotify"]');
    await signInOnEmulator(page, 'medium@listeners.example');
    await page.waitForSelector('form input[name="playlists"]');
    await page.screenshot({ path: 'test-results/wizard-2-choose.png' });
    const boxes = await page.$$('input[name="playlists"]');
    t.true(boxes.length >= 2);
    await boxes[0].check();
    await boxes[1].check();
    await page.check('input[name="likedTracks"]');
    await page.click('button[type="submit"]');
    await page.waitForSelector('#state');
    await page.screenshot({ path: 'test-results/wizard-3-progress.png' });
    await page.waitForSelector('#state[data-status="completed"]', { timeout: 90_000 });
    await page.waitForSelector('#summary:not([hidden])');
    await page.screenshot({ path: 'test-results/wizard-4-summary.png', fullPage: true });
    t.regex((await page.textContent('#counts')) ?? '', /\d+ items, \d+ found, \d+ added/);
    t.is(await page.getAttribute('#back a', 'href'), RETURN);
    const shown = await page.$$eval('#unmatched tbody tr', (rows) => rows.length);

    // The partner sees the same transfer and the same unmatched items.
    const transfers = (await client(system.url, { authorization: partner.basic }).get<JsonBody>('public/transfers'))
      .body.transfers;
    t.is(transfers.length, 1);
    t.is(transfers[0].status, 'completed');
    t.is(transfers[0].externalUserId, 'wizard-user');
    t.is(shown, transfers[0].counts.unmatched + transfers[0].counts.failed);
    const detail = (
      await client(system.url, { authorization: partner.basic }).get<JsonBody>(
        `public/transfers/${transfers[0].transferUuid}`,
      )
    ).body;
    const playlistGroups = detail.groups.filter((g: JsonBody) => g.type === 'playlist');
    t.is(playlistGroups.length, 2);
    for (const group of playlistGroups)
      t.is(deezer.library.playlist(group.destinationId)?.entries.length, group.written);
  } finally {
    await page.close();
  }

  // A second use of the same launch URL fails, in a fresh browser context too.
  const context = await browser.newContext();
  const second = await context.newPage();
  try {
    await second.goto(launchUrl);
    await second.waitForSelector('#status.error');
    t.regex((await second.textContent('#status')) ?? '', /already used|expired/);
    await second.screenshot({ path: 'test-results/wizard-5-launch-used.png' });
  } finally {
    await context.close();
  }
});

test.serial(
  'without a pre-authorized destination, the wizard connects both sides; another browser cannot see the transfer',
  async (t) => {
    const page = await browser.newPage();
    try {
      await page.goto(`${system.url}/connect/transfer/start/wizard-partner?returnUrl=${encodeURIComponent(RETURN)}`);
      await page.click('a[data-connect="source-deezer"]');
      await signInOnEmulator(page, 'demo@listeners.example');
      await page.click('a[data-connect="destination-spotify"]');
      await signInOnEmulator(page, 'demo@listeners.example');
      await page.waitForSelector('form input[name="playlists"]');
      await (await page.$$('input[name="playlists"]'))[0].check();
      await page.click('button[type="submit"]');
      await page.waitForSelector('#state[data-status="completed"]', { timeout: 90_000 });
      const url = page.url();
      const stranger = await browser.newContext();
      const other = await stranger.newPage();
      const answer = await other.goto(url);
      t.is(answer?.status(), 401);
      await stranger.close();
    } finally {
      await page.close();
    }
    // Without a launch code, or with a made-up one, nothing opens.
    const res = await client(system.url).post<JsonBody>('connect/transfer/launch', {
      json: { code: 'launch_made-up' },
    });
    t.is(res.statusCode, 410);
    t.is(res.body.code, 'launchUrlUsed');
  },
);
