import test from 'ava';
import { client, type JsonBody } from '../helpers/http.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { useSystem } from '../helpers/useSystem.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { checkPage } from '../helpers/pageChecks.js';
import { watchOurConsole } from './wizardHelpers.js';
import { Transfer } from '../../src/transfers/models.js';

// Progress people can trust, at Deezer's real pace: 200 songs into Deezer at its budget of 9 calls a
// second take over 20 s to match, and they were one chunk, whose counts the page only saw at its
// end. Now the page moves every second or so, names the phase and the playlist, shows a bar of all
// the work and the time left, and tells screen readers only what changes the picture.

const RETURN = 'https://partner.example/transfer-done';
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  workers: true,
  browser: true,
  env: { SPOTIFY_REQUESTS_PER_SECOND: '2000', DEEZER_REQUESTS_PER_SECOND: '9' },
  partner: { slug: 'progress-partner', name: 'Progress Partner', returnUrls: [RETURN], isTransferServiceEnabled: true },
});

interface Sample {
  at: number;
  status: string | null;
  percent: string | null;
  detail: string | null;
  announce: string | null;
  updates: string | null;
  rowCounts: string;
}

test('a 200-song playlist into Deezer at its real pace: the page moves at least every 2 s', async (t) => {
  const token = used.emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
  const created = await client(used.system.url, { authorization: used.partner.basic }).post<JsonBody>(
    'public/transfer-sessions',
    { json: { target: { integrationType: 'deezer', authData: { accessToken: token } }, returnUrl: RETURN } },
  );
  t.is(created.statusCode, 201, JSON.stringify(created.body));

  const page = await used.browser.newPage();
  const errors = watchOurConsole(page, used.url);
  try {
    await page.goto(created.body.launchUrl);
    await page.click('a[data-connect="source-spotify"]');
    await signInOnEmulator(page, 'medium@listeners.example');
    await page.waitForSelector('form#choose');
    const chill = page.locator('label', { hasText: 'Chill' }).locator('input');
    await chill.check();
    await page.click('button[type="submit"]');
    await page.waitForSelector('#headline[data-status="matching"]', { timeout: 30_000 });
    const transferId = page.url().split('/').pop()!;

    const checks = await checkPage(page, 'wizard-progress');
    t.deepEqual(checks.violations, []);
    t.is(checks.overflow, 0);

    // What a person sees, sampled five times a second for ten seconds of matching, beside what
    // the transfer's row says (what the page used to read).
    const samples: Sample[] = [];
    const started = Date.now();
    while (Date.now() - started < 10_000) {
      const row = (await Transfer.findByPk(transferId))!;
      samples.push({
        at: Date.now() - started,
        status: await page.getAttribute('#headline', 'data-status'),
        percent: await page.getAttribute('#bar', 'aria-valuenow'),
        detail: await page.textContent('#detail'),
        announce: await page.textContent('#announce'),
        updates: await page.evaluate('document.body.dataset.updates ?? "0"'),
        rowCounts: JSON.stringify(row.counts),
      });
      await page.waitForTimeout(200);
    }
    const matching = samples.filter((s) => s.status === 'matching');
    t.true(matching.length > 30, `${matching.length} samples while matching`);
    const changes = matching.filter((s, i) => i > 0 && s.detail !== matching[i - 1].detail).map((s) => s.at);
    const gaps = changes.slice(1).map((at, i) => at - changes[i]);
    t.true(changes.length >= 4, `the counts changed ${changes.length} times in 10 s`);
    t.log(`waits between changes of the counts: ${gaps.join(', ')} ms`);
    t.true(Math.max(...gaps) <= 2_000, `waits between changes: ${gaps.join(', ')} ms`);
    t.true(
      Number(samples.at(-1)!.updates) >= Number(samples[0].updates) + 7,
      'the page asked for progress every second',
    );
    // The row itself moves once a chunk: alone it could not have shown this.
    t.true(new Set(matching.map((s) => s.rowCounts)).size <= 2, 'the row was written at most twice');
    // A screen reader hears the phase and each quarter, not each count.
    t.true(new Set(samples.map((s) => s.announce)).size <= 3);

    // Phases by name, the playlist under way, a named bar, the time left, and the promise.
    t.is(await page.textContent('#keep-going'), 'You can close this page; we’ll keep going.');
    t.deepEqual(await page.$$eval('#steps li', (items) => items.map((li) => li.getAttribute('data-state'))), [
      'done',
      'current',
      'next',
    ]);
    t.regex((await page.textContent('#steps li[aria-current="step"]')) ?? '', /Finding it on Deezer/);
    t.regex((await page.textContent('#headline')) ?? '', /Finding it on Deezer: Chill/);
    t.is(await page.getAttribute('#bar', 'role'), 'progressbar');
    t.is(await page.getAttribute('#bar', 'aria-labelledby'), 'bar-label');
    t.is(await page.textContent('#bar-label'), 'Transfer progress');
    const percent = Number(await page.getAttribute('#bar', 'aria-valuenow'));
    t.true(percent > 0 && percent < 100, String(percent));
    t.is(await page.getAttribute('#announce', 'aria-live'), 'polite');
    t.regex((await page.textContent('#time-left')) ?? '', /^(about (a|\d+) minutes? left|less than a minute left)$/);

    // The page turns into the summary by itself.
    await page.waitForSelector('#result[data-status="completed"]', { timeout: 90_000 });
    t.regex((await page.textContent('#moved')) ?? '', /Moved \d+ of 200 items from Spotify to Deezer/);
    t.deepEqual(errors(), []);
  } finally {
    await page.close();
  }
});
