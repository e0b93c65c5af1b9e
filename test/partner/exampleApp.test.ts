import test from 'ava';
import { BROWSER_TRANSFERS, useSystem } from '../helpers/useSystem.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { keepScreenshot } from '../helpers/pageChecks.js';
import { startExampleAppFor, type ExampleApp } from '../helpers/exampleApp.js';

// The example partner app that `npm start` serves, walked in a browser as a newcomer would: connect
// Spotify (the app has our API confirm the callback) and see the callback, the playlists (backend,
// Basic) and a call from the page (DevToken, CORS); connect Deezer; transfer the library through
// the hosted wizard, which starts at the choice of what to move since the app names its Spotify
// user as the source; see the signed webhooks arrive.

let example: ExampleApp;
const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  async setup({ url, system }) {
    ({ example } = await startExampleAppFor(
      { url, appUrl: system.config.appUrl },
      {
        slug: 'example',
        enabledIntegrations: ['spotify', 'deezer'],
        isTransferServiceEnabled: true,
        transferDestination: 'deezer',
      },
    ));
  },
});
test.after.always(() => example?.close());

test('a newcomer connects, reads, transfers and sees the webhooks arrive', async (t) => {
  const page = await used.browser.newPage();
  const home = example.url.replace('127.0.0.1', 'localhost');
  try {
    await page.goto(home);
    await page.click('#connect-spotify');
    await signInOnEmulator(page, 'demo@listeners.example');
    await page.waitForSelector('[data-callback="integrationUserUUID"]');
    const uuid = await page.textContent('[data-callback="integrationUserUUID"]');
    t.regex(String(uuid), /^[0-9a-f-]{36}$/, 'the callback carried the connected user');
    await keepScreenshot(page, 'example-app-1-callback');
    await page.click('#home');
    await page.waitForSelector('#playlists li');
    t.true((await page.$$('#playlists li')).length > 0, 'playlists read by the backend with Basic');
    await page.locator('#devtoken-call', { hasText: /read from the page|refused/ }).waitFor();
    t.regex(
      String(await page.textContent('#devtoken-call')),
      /\d+ playlists read from the page/,
      'the page called the API itself',
    );
    // The app's backend serves only its own users: not another uuid of the account.
    const stranger = await fetch(`${home}/devtoken/00000000-0000-4000-8000-000000000000`);
    t.is(stranger.status, 403);

    await page.click('#connect-deezer');
    await signInOnEmulator(page, 'medium@listeners.example');
    await page.waitForSelector('[data-callback="integrationUserUUID"]');
    await page.click('#home');
    await page.waitForSelector('#transfer');
    await keepScreenshot(page, 'example-app-2-connected');

    // A second tab left open on the app: its webhook list must fill in by itself.
    const watcher = await used.browser.newPage();
    await watcher.goto(home);
    // The app names the Spotify user this browser connected as the source: no second sign-in.
    await page.click('#transfer');
    await page.waitForSelector('form input[name="playlists"]');
    t.is(await page.$('a[data-connect^="source-"]'), null, 'the wizard asks for no source sign-in');
    t.regex((await page.textContent('section[data-role="source"]')) ?? '', /Spotify/);
    await (await page.$$('input[name="playlists"]'))[0].check();
    await page.click('button[type="submit"]');
    // The progress page turns into the transfer's summary when it ends.
    await page.waitForSelector('#result[data-status="completed"]', { timeout: 120_000 });

    const until = Date.now() + 30_000;
    while (!example.app.webhooks.some((w) => w.type === 'transfer.completed') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The list updated by itself in the tab left open.
    await watcher.locator('#webhooks td', { hasText: 'transfer.completed' }).waitFor();
    await watcher.close();
    await page.goto(home);
    await keepScreenshot(page, 'example-app-3-webhooks', { fullPage: true });
    const rows = await page.$$eval('#webhooks tr td:first-child', (cells) => cells.map((c) => c.textContent));
    // The app keeps only deliveries whose signature checks out: these arrived signed.
    for (const type of ['user.connected', 'transfer.started', 'transfer.completed'])
      t.true(rows.includes(type), `${type} arrived`);
  } finally {
    await page.close();
  }
});
