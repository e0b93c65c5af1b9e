import test from 'ava';
import type { Page } from 'playwright-core';
import { useSystem } from '../helpers/useSystem.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { expectGoodPage, watchedPage } from '../helpers/pageChecks.js';
import { Transfer } from '../../src/transfers/models.js';

// Issue #38 in a real browser: the wizard offers only services that can sign a person in here and
// says why one is left out (Qobuz), a part of the library that cannot move blames the side that
// lacks it (Last.fm has no saved albums), and choosing nothing keeps the person on the choice step.

const RETURN = 'https://partner.example/after-transfer';
const used = useSystem(test, {
  services: ['spotify', 'deezer', 'lastfm', 'qobuz'],
  recordings: 800,
  browser: true,
  partner: {
    slug: 'four-services',
    name: 'Four Services',
    returnUrls: [RETURN],
    isTransferServiceEnabled: true,
    enabledIntegrations: ['spotify', 'deezer', 'lastfm', 'qobuz'],
  },
});

const start = () => `${used.url}/connect/transfer/start/four-services?returnUrl=${encodeURIComponent(RETURN)}`;
const linksOf = (page: Page, selector: string) =>
  page.$$eval(selector, (links) => links.map((a) => a.textContent?.trim()));

/** Connects both sides through the services' own sign-in, up to choosing what to move. */
async function connectSides(page: Page, source: string, destination: string): Promise<void> {
  await page.goto(start());
  await page.click(`a[data-connect="source-${source}"]`);
  await signInOnEmulator(page, 'demo@listeners.example');
  await page.click(`a[data-connect="destination-${destination}"]`);
  await signInOnEmulator(page, 'medium@listeners.example');
  await page.waitForSelector('form#choose');
}

test.serial('Qobuz is offered on neither side, the page says why, and a direct link never loops', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await page.goto(start());
    for (const role of ['source', 'destination']) {
      // Each button is the service's mark with its name under it: the name is what it reads.
      t.deepEqual(await linksOf(page, `section[data-role="${role}"] a[data-connect] .tile-name`), [
        'Spotify',
        'Deezer',
        'Last.fm',
      ]);
      t.is(
        (await page.textContent(`[data-left-out="${role}"]`))?.trim(),
        'Qobuz isn’t offered here: it can’t sign you in on this page. Connect another service, or ask Four Services.',
      );
    }
    await expectGoodPage(t, page, 'wizard-service-left-out', errors);

    // An old or hand-made link to Qobuz's sign-in: a message, and no "Try again" that leads back here.
    await page.goto(`${used.url}/connect/transfer/connect/source/qobuz`);
    await page.waitForSelector('.notice.error');
    t.is(
      (await page.textContent('.notice.error p'))?.trim(),
      'Qobuz isn’t offered here: it can’t sign you in on this page. Choose another service.',
    );
    t.deepEqual(await linksOf(page, '.notice.error a'), ['Choose another service', 'Back to Four Services']);
    await expectGoodPage(t, page, 'wizard-service-not-offered', errors);
    await page.click('.notice.error a:text("Choose another service")');
    await page.waitForSelector('a[data-connect="source-spotify"]');
    t.is(await page.$('.notice.error'), null);
  } finally {
    await context.close();
  }
});

test.serial('a service the partner did not enable is refused in words, not signed in to', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await page.goto(start());
    await page.goto(`${used.url}/connect/transfer/connect/destination/tidal`);
    await page.waitForSelector('.notice.error');
    t.is(
      (await page.textContent('.notice.error p'))?.trim(),
      'TIDAL isn’t offered here: Four Services doesn’t offer it. Choose another service.',
    );
    t.deepEqual(errors(), []);
  } finally {
    await context.close();
  }
});

test.serial('from Last.fm, the albums and artists it has none of are put down to Last.fm', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await connectSides(page, 'lastfm', 'deezer');
    // What the services' sign-in pages logged is theirs: the check answers for the choice page alone.
    errors();
    await page.reload();
    await page.waitForSelector('form#choose');
    t.is(await page.isEnabled('input[name="likedTracks"]'), true);
    for (const kind of ['albums', 'artists']) {
      const note = (await page.textContent(`[data-cannot="${kind}"] .muted`))?.trim();
      t.is(note, '(Last.fm has none)');
    }
    t.false((await page.textContent('form#choose'))!.includes('Deezer can’t'));
    await expectGoodPage(t, page, 'wizard-cannot-names-source', errors);
  } finally {
    await context.close();
  }
});

test.serial('choosing nothing keeps the person on the choice step, with the message beside it', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await connectSides(page, 'spotify', 'deezer');
    errors();
    const before = await Transfer.count();
    await page.click('form#choose button[type="submit"]');
    await page.waitForSelector('#choose-error');
    t.is(await Transfer.count(), before, 'nothing started');
    t.true(new URL(page.url()).hash === '#choose-error');
    t.is(
      (await page.textContent('form#choose #choose-error'))?.trim(),
      'Choose at least one playlist, or a part of your library, to move.',
    );
    t.is(await page.getAttribute('#choose-error', 'role'), 'alert');
    t.is(await page.getAttribute('form#choose button[type="submit"]', 'aria-describedby'), 'choose-error');
    // No way out in the message: the boxes to choose from are right below it.
    t.deepEqual(await linksOf(page, '.notice.error a'), []);
    t.true((await page.$$('#playlists input[name="playlists"]')).length > 0);
    await expectGoodPage(t, page, 'wizard-choose-nothing', errors);

    // And from there the person goes on.
    await page.locator('#playlists input[name="playlists"]').first().check();
    await page.click('form#choose button[type="submit"]');
    await page.waitForURL(/\/connect\/transfer\/transfers\//);
    t.is(await Transfer.count(), before + 1);
  } finally {
    await context.close();
  }
});
