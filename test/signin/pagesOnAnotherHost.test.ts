import test from 'ava';
import { SignInAttempt } from '../../src/signin/models.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { startPartnerApp } from '../helpers/partnerApp.js';
import { freePort } from '../helpers/system.js';
import { useSystem } from '../helpers/useSystem.js';
import { looksRight, personIn } from './pageHelpers.js';

// With the hosted pages (APP_URL) on another host than the API (BASE_URL, where the services send
// the browser back), every page a person sees is answered on APP_URL: BASE_URL only hands the
// browser over. The two hosts are `127.0.0.1` and `localhost` of one process, which a browser
// keeps apart.

const port = await freePort();
const BASE_URL = `http://127.0.0.1:${port}`;
const APP_URL = `http://localhost:${port}/connect`;
const partnerApp = await startPartnerApp();
const RETURN_URL = partnerApp.callbackUrl;
const PARTNER = 'Two Hosts';
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  browser: true,
  env: { PORT: String(port), BASE_URL, APP_URL },
  partner: { slug: 'hosts', name: PARTNER, returnUrls: [RETURN_URL] },
});
test.after.always(() => partnerApp.close());

const DEMO = 'demo@listeners.example';
const direct = (query: Record<string, string> = {}) =>
  `${APP_URL}/hosts/spotify/auth?${new URLSearchParams({ returnUrl: RETURN_URL, ...query })}`;
const atPartner = (url: URL) => url.href.startsWith(RETURN_URL);
const person = () => personIn(used.browser, [BASE_URL, APP_URL]);
const ON_APP_URL = `http://localhost:${port}/connect/oauth/spotify/callback?`;

/** Nothing BASE_URL answered was a page: only hand-overs to APP_URL. */
function onlyHandedOver(navigations: { url: string; status: number }[]): string[] {
  return navigations.filter((n) => n.url.startsWith(BASE_URL) && n.status !== 302).map((n) => `${n.status} ${n.url}`);
}

test.serial('a cancelled sign-in is shown on APP_URL, with its ways forward there', async (t) => {
  const { context, page, consoleErrors, navigations } = await person();
  try {
    await page.goto(`${APP_URL}/hosts?${new URLSearchParams({ returnUrl: RETURN_URL })}`);
    await page.click('a[data-service="spotify"]');
    await page.click('button[value="deny"]');
    await page.waitForSelector('text=Spotify was not connected');
    t.true(page.url().startsWith(ON_APP_URL), page.url());
    t.deepEqual(onlyHandedOver(navigations), []);
    t.deepEqual(await looksRight(t, page, 'another-host-cancelled', consoleErrors), [
      'Try again',
      'Choose another service',
      `Back to ${PARTNER}`,
    ]);
    await page.click('.actions a:text-is("Try again")');
    await page.waitForSelector('form select#email');
    t.true((await SignInAttempt.count({ where: { state: 'redirected' } })) >= 1);
  } finally {
    await context.close();
  }
});

test.serial('an expired sign-in and a callback from another browser are shown on APP_URL too', async (t) => {
  const { context, page, consoleErrors, navigations, requests } = await person();
  const stranger = await person();
  try {
    await page.goto(direct());
    await page.waitForSelector('form select#email');
    const [attempt] = await SignInAttempt.findAll({ order: [['createdAt', 'DESC']], limit: 1 });
    await attempt.update({ expiresAt: new Date(Date.now() - 1000) });
    await signInOnEmulator(page, DEMO);
    await page.waitForSelector('text=This sign-in took too long');
    t.true(page.url().startsWith(ON_APP_URL), page.url());
    t.deepEqual(await looksRight(t, page, 'another-host-expired', consoleErrors), [
      'Try again',
      'Choose another service',
      `Back to ${PARTNER}`,
    ]);

    const callback = requests.find((url) => url.startsWith(`${BASE_URL}/app/oauth/spotify/callback`))!;
    await stranger.page.goto(callback);
    t.true(stranger.page.url().startsWith(ON_APP_URL), stranger.page.url());
    t.is(await stranger.page.innerText('h1'), 'Finish in the browser you started in');
    t.deepEqual(await looksRight(t, stranger.page, 'another-host-started-elsewhere', stranger.consoleErrors), [
      'Try again',
      'Choose another service',
      `Back to ${PARTNER}`,
    ]);
    t.deepEqual(onlyHandedOver([...navigations, ...stranger.navigations]), []);
  } finally {
    await context.close();
    await stranger.context.close();
  }
});

test.serial('a reloaded success lands at the partner again, through APP_URL', async (t) => {
  const { context, page, navigations, requests } = await person();
  try {
    await page.goto(direct({ requestOneTimeToken: 'true' }));
    await signInOnEmulator(page, DEMO);
    await page.waitForURL(atPartner);
    const first = new URL(page.url());
    t.truthy(first.searchParams.get('oneTimeToken'));

    await page.goto(requests.find((url) => url.startsWith(`${BASE_URL}/app/oauth/spotify/callback`))!);
    await page.waitForURL(atPartner);
    const again = new URL(page.url());
    t.is(again.searchParams.get('integrationUserUUID'), first.searchParams.get('integrationUserUUID'));
    t.false(again.searchParams.has('oneTimeToken'));
    t.deepEqual(onlyHandedOver(navigations), []);
  } finally {
    await context.close();
  }
});
