import test from 'ava';
import { client, type JsonBody } from '../helpers/http.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { useSystem } from '../helpers/useSystem.js';
import { signInOnEmulator } from '../helpers/browser.js';

// A person in a real browser runs the hosted transfer wizard from a D1 launch URL: connects the
// source on its sign-in page, chooses what to move, watches it run, reads the summary.

const RETURN = 'https://partner.example/transfer-done';
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  workers: true,
  browser: true,
  env: { SPOTIFY_REQUESTS_PER_SECOND: '2000', DEEZER_REQUESTS_PER_SECOND: '2000' },
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
  } finally {
    await page.close();
  }

  // A second use of the same launch URL fails, in a fresh browser context too.
  const context = await used.browser.newContext();
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
      await page.waitForSelector('#state[data-status="completed"]', { timeout: 90_000 });
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
