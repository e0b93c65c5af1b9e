import test, { type ExecutionContext } from 'ava';
import type { Page } from 'playwright-core';
import { client, type JsonBody } from '../helpers/http.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { useSystem } from '../helpers/useSystem.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { checkPage } from '../helpers/pageChecks.js';
import { resultAt } from '../../src/transfers/store/matchReport.js';
import { watchOurConsole } from '../helpers/pageChecks.js';

// A person in a real browser runs the hosted transfer wizard from a D1 launch URL: connects the
// source on its sign-in page, chooses what to move, watches it run, reads the summary. Every page
// is looked at on a phone and a desktop (test-results/wizard-*.png).

const RETURN = 'https://partner.example/transfer-done';
async function looksRight(t: ExecutionContext, page: Page, name: string) {
  const report = await checkPage(page, name);
  t.deepEqual(report.violations, [], `${name}: accessibility`);
  t.is(report.overflow, 0, `${name}: wider than a phone`);
}

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  workers: true,
  browser: true,
  liftBudgets: true,
  partner: { slug: 'wizard-partner', name: 'Wizard Partner', returnUrls: [RETURN], isTransferServiceEnabled: true },
});

test.serial('the wizard runs end to end from a D1 launch URL, and the launch URL works once', async (t) => {
  const token = used.emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
  const created = await client(used.system.url, { authorization: used.partner.basic }).post<JsonBody>(
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

  const page = await used.browser.newPage();
  const errors = watchOurConsole(page, [used.url]);
  try {
    await page.goto(launchUrl);
    await page.waitForSelector('section[data-role="source"] a[data-connect="source-spotify"]');
    // The partner chose the destination: it is shown, and only the partner changes it (D2).
    t.regex((await page.textContent('section[data-role="destination"]')) ?? '', /Deezer.*Chosen by Wizard Partner/);
    t.is(await page.$('a[data-change="destination"]'), null);
    await looksRight(t, page, 'wizard-launch-connect');
    await page.click('a[data-connect="source-spotify"]');
    await signInOnEmulator(page, 'medium@listeners.example');
    await page.waitForSelector('form input[name="playlists"]');
    t.truthy(await page.$('a[data-change="source"]'));
    await looksRight(t, page, 'wizard-launch-choose');
    const boxes = await page.$$('input[name="playlists"]');
    t.true(boxes.length >= 2);
    await boxes[0].check();
    await boxes[1].check();
    await page.check('input[name="likedTracks"]');
    await page.click('button[type="submit"]');
    // The progress page reloads itself into the summary when the transfer ends.
    await page.waitForSelector('#result[data-status="completed"]', { timeout: 90_000 });
    t.regex((await page.textContent('#moved')) ?? '', /Moved [\d,]+ of [\d,]+ items from Spotify to Deezer/);
    t.is(await page.getAttribute('a.button:text("Back to Wizard Partner")', 'href'), RETURN);
    const shown = await page.$$eval('ul.items > li', (rows) => rows.length);
    await looksRight(t, page, 'wizard-launch-result');

    // The partner sees the same transfer and the same unmatched items.
    const transfers = (
      await client(used.system.url, { authorization: used.partner.basic }).get<JsonBody>('public/transfers')
    ).body.transfers;
    t.is(transfers.length, 1);
    t.is(transfers[0].status, 'completed');
    t.is(transfers[0].externalUserId, 'wizard-user');
    t.is(shown, transfers[0].counts.unmatched + transfers[0].counts.failed);
    const detail = (
      await client(used.system.url, { authorization: used.partner.basic }).get<JsonBody>(
        `public/transfers/${transfers[0].transferUuid}`,
      )
    ).body;
    const playlistGroups = detail.groups.filter((g: JsonBody) => g.type === 'playlist');
    t.is(playlistGroups.length, 2);
    for (const group of playlistGroups)
      t.is(used.emulators.deezer.library.playlist(group.destinationId)?.entries.length, group.written);

    // Deezer adds only at the end of a playlist: the page says so, and "Use this one" appends.
    const sequelize = used.system.web.runtime.sequelize;
    const playlist = () => used.emulators.deezer.library.playlist(playlistGroups[0].destinationId)!;
    // A guess whose track the playlist does not hold yet (Deezer keeps one copy of a track).
    const keys = await page.$$eval('details[data-group="0"] form[data-use]', (forms) =>
      forms.map((f) => f.getAttribute('data-use')!),
    );
    const rowOf = async (key: string) =>
      (await resultAt(sequelize, transfers[0].transferUuid, key.split('.').map(Number) as [number, number]))!;
    const held = new Set(playlist().entries.map((e) => e.trackId));
    let key = '';
    for (const candidate of keys) if (!key && !held.has((await rowOf(candidate)).row.candidate!.id)) key = candidate;
    t.truthy(key);
    const form = page.locator(`form[data-use="${key}"]`);
    t.regex(
      (await page.textContent('details[data-group="0"] > p.muted')) ?? '',
      /Deezer only adds songs at the end of a playlist, so “Use this one” adds it there/,
    );
    const row = await rowOf(key);
    const before = playlist().entries.length;
    // On a phone the sections start folded: the person opens one.
    t.is(await page.getAttribute('details[data-group="0"]', 'open'), null);
    await page.click('details[data-group="0"] > summary');
    await form.locator('button').click();
    const chosen = `#item-${key.replace('.', '\\.')} .chosen`;
    await page.waitForSelector(chosen);
    t.is(await page.textContent(chosen), 'Added at the end of the playlist.');
    t.is(playlist().entries.length, before + 1);
    t.is(playlist().entries.at(-1)!.trackId, row.row.candidate!.id);
    t.deepEqual(errors(), []);
  } finally {
    await page.close();
  }

  // A second use of the same launch URL fails, in a fresh browser context too.
  const context = await used.browser.newContext();
  const second = await context.newPage();
  const secondErrors = watchOurConsole(second, [used.url]);
  try {
    await second.goto(launchUrl);
    await second.waitForSelector('#status.error');
    t.regex((await second.textContent('#status')) ?? '', /This link was already used or has expired/);
    t.is(await second.getAttribute('#status a:text("Back to Wizard Partner")', 'href'), RETURN);
    await looksRight(t, second, 'wizard-error-link-used');
    // The page's own request for the spent code answers 410, which the browser reports.
    t.deepEqual(
      secondErrors().filter((e) => !/status of 410/.test(e)),
      [],
    );
  } finally {
    await context.close();
  }
});

test.serial(
  'without a pre-authorized destination, the wizard connects both sides; another browser cannot see the transfer',
  async (t) => {
    const page = await used.browser.newPage();
    try {
      await page.goto(
        `${used.system.url}/connect/transfer/start/wizard-partner?returnUrl=${encodeURIComponent(RETURN)}`,
      );
      await page.click('a[data-connect="source-deezer"]');
      await signInOnEmulator(page, 'demo@listeners.example');
      await page.click('a[data-connect="destination-spotify"]');
      await signInOnEmulator(page, 'demo@listeners.example');
      await page.waitForSelector('form input[name="playlists"]');
      await (await page.$$('input[name="playlists"]'))[0].check();
      await page.click('button[type="submit"]');
      await page.waitForSelector('#result[data-status="completed"]', { timeout: 90_000 });
      const url = page.url();
      const stranger = await used.browser.newContext();
      const other = await stranger.newPage();
      const answer = await other.goto(url);
      t.is(answer?.status(), 401);
      await stranger.close();

      // The plain wizard's run has a session too, read like any other; it has no destination to replace.
      const transferId = url.split('/').pop()!;
      const api = client(used.system.url, { authorization: used.partner.basic });
      const transfer = (await api.get<JsonBody>(`public/transfers/${transferId}`)).body;
      t.regex(String(transfer.sessionUuid), /^[0-9a-f-]{36}$/);
      const session = await api.get<JsonBody>(`public/transfer-sessions/${transfer.sessionUuid}`);
      t.is(session.statusCode, 200);
      t.like(session.body, { sessionUuid: transfer.sessionUuid, target: null, launchExpiresAt: null });
      const d2 = await api.put<JsonBody>(`public/transfer-sessions/${transfer.sessionUuid}/target-auth`, {
        json: { authData: { accessToken: 'whatever' } },
      });
      t.is(d2.statusCode, 409);
      t.is(d2.body.code, 'noPreauthorizedDestination');
    } finally {
      await page.close();
    }
    // Without a launch code, or with a made-up one, nothing opens.
    const res = await client(used.system.url).post<JsonBody>('connect/transfer/launch', {
      json: { code: 'launch_made-up' },
    });
    t.is(res.statusCode, 410);
    t.is(res.body.code, 'launchUrlUsed');
  },
);
