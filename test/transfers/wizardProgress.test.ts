import test from 'ava';
import { client, type JsonBody } from '../helpers/http.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { BROWSER_TRANSFERS, useSystem } from '../helpers/useSystem.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { checkPage } from '../helpers/pageChecks.js';
import { watchOurConsole } from '../helpers/pageChecks.js';
import { Transfer } from '../../src/transfers/models.js';

// Progress people can trust, at Deezer's real pace: 200 songs into Deezer at its budget of 9 calls a
// second take over 20 s to match, and they were one chunk, whose counts the page only saw at its
// end. Now the page moves every second or so, names the phase and the playlist, shows a bar of all
// the work and the time left, and tells screen readers only what changes the picture.

const RETURN = 'https://partner.example/transfer-done';
const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  env: { ...BROWSER_TRANSFERS.env, DEEZER_REQUESTS_PER_SECOND: '9' },
  partner: { slug: 'progress-partner', name: 'Progress Partner', returnUrls: [RETURN], isTransferServiceEnabled: true },
});

/** What a person sees, read in one go, beside what the transfer's row says (what the page used to read). */
interface Sample {
  status: string;
  headline: string;
  steps: string[];
  percent: string;
  timeLeft: string;
  announce: string;
  rowCounts: string;
}

/** One draw of the page, noted by the page itself when it happened, by its own clock. */
interface Draw {
  at: number;
  status: string;
  detail: string;
}

test('a 200-song playlist into Deezer at its real pace: the page moves every second or two', async (t) => {
  const token = used.emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
  const created = await client(used.system.url, { authorization: used.partner.basic }).post<JsonBody>(
    'public/transfer-sessions',
    { json: { target: { integrationType: 'deezer', authData: { accessToken: token } }, returnUrl: RETURN } },
  );
  t.is(created.statusCode, 201, JSON.stringify(created.body));

  const page = await used.browser.newPage();
  const errors = watchOurConsole(page, [used.url]);
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

    // Each draw is noted by the page when it happens: how often the page moves is the page's
    // doing, and a test process slowed by a busy machine must not stretch the waits it measures.
    await page.evaluate(`(() => {
      window.draws = [];
      new MutationObserver(() => window.draws.push({
        at: Math.round(performance.now()),
        status: document.getElementById('headline').dataset.status,
        detail: document.getElementById('detail').textContent,
      })).observe(document.body, { attributes: true, attributeFilter: ['data-updates'] });
    })()`);

    // The promise, and a bar with a name, before anything else: they are the progress page's, which
    // becomes the summary when the transfer ends.
    t.is(await page.textContent('#keep-going'), 'You can close this page; we’ll keep going.');
    t.is(await page.getAttribute('#bar', 'role'), 'progressbar');
    t.is(await page.getAttribute('#bar', 'aria-labelledby'), 'bar-label');
    t.is(await page.textContent('#bar-label'), 'Transfer progress');
    t.is(await page.getAttribute('#announce', 'aria-live'), 'polite');

    // Ten seconds of matching watched, read twice a second or so beside the transfer's row.
    const samples: Sample[] = [];
    const started = Date.now();
    while (Date.now() - started < 10_000) {
      const row = (await Transfer.findByPk(transferId))!;
      const seen = (await page.evaluate(`(() => {
        const text = (id) => document.getElementById(id)?.textContent ?? '';
        return {
          status: document.getElementById('headline')?.dataset.status ?? '',
          headline: text('headline'),
          steps: [...document.querySelectorAll('#steps li')].map((li) => li.dataset.state),
          percent: document.getElementById('bar')?.getAttribute('aria-valuenow') ?? '',
          timeLeft: text('time-left'),
          announce: text('announce'),
        };
      })()`)) as Omit<Sample, 'rowCounts'>;
      samples.push({ ...seen, rowCounts: JSON.stringify(row.counts) });
      await page.waitForTimeout(400);
    }
    const draws = ((await page.evaluate('window.draws')) as Draw[]).filter((d) => d.status === 'matching');
    const watched = draws.at(-1)!.at - draws[0].at;
    t.true(watched >= 8_000, `${watched} ms of matching watched`);
    const drawGaps = draws.slice(1).map((d, i) => d.at - draws[i].at);
    // The page asks twice a second; ten times that is room for a loaded machine, not for a page that stopped asking.
    t.true(Math.max(...drawGaps) <= 5_000, `the page kept asking for progress: ${drawGaps.join(', ')} ms`);
    // How many draws each change of the counts took: a poll may come too soon for the next slice,
    // never several in a row. Counted in draws, not milliseconds, because a busy machine slows the
    // polls themselves (which the line above holds to two seconds).
    const changed = draws.map((d, i) => i > 0 && d.detail !== draws[i - 1].detail);
    const changes = changed.flatMap((yes, i) => (yes ? [i] : []));
    const drawsPerChange = changes.slice(1).map((at, i) => at - changes[i]);
    const gaps = changes.slice(1).map((at, i) => draws[at].at - draws[changes[i]].at);
    t.true(changes.length >= 4, `the counts changed ${changes.length} times in ${watched} ms`);
    t.log(`waits between changes of the counts: ${gaps.join(', ')} ms`);
    t.true(Math.max(...drawsPerChange) <= 3, `draws between changes: ${drawsPerChange.join(', ')}`);

    const matching = samples.filter((s) => s.status === 'matching');
    // The row itself moves once a chunk: alone it could not have shown this.
    t.true(new Set(matching.map((s) => s.rowCounts)).size <= 2, 'the row was written at most twice');
    // A screen reader hears the phase and each quarter, not each count.
    t.true(new Set(samples.map((s) => s.announce)).size <= 3);

    // While matching: phases by name, the playlist under way, the bar part way, and the time left
    // once the phase has a rate.
    const last = matching.at(-1)!;
    t.deepEqual(last.steps, ['done', 'current', 'next']);
    t.regex(last.headline, /Finding it on Deezer: Chill/);
    t.true(Number(last.percent) > 0 && Number(last.percent) < 100, last.percent);
    t.true(
      matching.some((s) => /^(about (a|\d+) minutes? left|less than a minute left)$/.test(s.timeLeft)),
      matching.map((s) => s.timeLeft).join(' | '),
    );

    const checks = await checkPage(page, 'wizard-progress');
    t.deepEqual(checks.violations, []);
    t.is(checks.overflow, 0);

    // The page turns into the summary by itself.
    await page.waitForSelector('#result[data-status="completed"]', { timeout: 90_000 });
    t.regex((await page.textContent('#moved')) ?? '', /Moved \d+ of 200 items from Spotify to Deezer/);
    t.deepEqual(errors(), []);
  } finally {
    await page.close();
  }
});
