import test, { type ExecutionContext } from 'ava';
import type { BrowserContext, Page } from 'playwright-core';
import { browserClient, connectThroughSignIn, musicKitPageSettings, musicKitUserToken } from '../../src/dev/signIn.js';
import { digest } from '../../src/crypto/tokens.js';
import { SignInAttempt } from '../../src/signin/models.js';
import { IntegrationUser } from '../../src/users/models.js';
import { WizardSession } from '../../src/wizard/models.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { checkPage, keepScreenshot } from '../helpers/pageChecks.js';
import type { JsonBody } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';
import { startPartnerApp } from '../helpers/partnerApp.js';
import { ensure } from '../helpers/ensure.js';
import { parsePage } from '../helpers/dom.js';

// Apple Music has no OAuth: a person signs in on our page running MusicKit JS (the emulator's
// stand-in here), in Apple's window, and the page posts the Music-User-Token to our callback.

// The partner's own page, reachable from the browser, is the Return URL.
const partnerApp = await startPartnerApp();
const RETURN_URL = partnerApp.callbackUrl;
const used = useSystem(test, {
  services: ['appleMusic'],
  browser: true,
  partner: { slug: 'apple-partner', name: 'Apple Partner', returnUrls: [RETURN_URL], isTransferServiceEnabled: true },
});
test.after.always(() => partnerApp.close());

const demo = () => used.catalogue.users.find((u) => u.key === 'demo')!;
const a2 = (query: Record<string, string> = {}) =>
  `${used.url}/connect/apple-partner/appleMusic/auth?${new URLSearchParams({ returnUrl: RETURN_URL, ...query })}`;

const atPartner = (url: URL) => url.href.startsWith(RETURN_URL);

/** A phone-sized browser, watching for anything our Content-Security-Policy blocks. */
async function phone(): Promise<{ context: BrowserContext; page: Page; cspViolations: string[] }> {
  const context = await used.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { context, page, cspViolations };
}

/** Opens the MusicKit page from the partner's picker (A1) and waits until MusicKit is ready. */
async function toMusicKitPage(page: Page, query: Record<string, string> = {}) {
  await page.goto(`${used.url}/connect/apple-partner?${new URLSearchParams({ returnUrl: RETURN_URL, ...query })}`);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/oauth/appleMusic/authorize')),
    page.click('a[data-service="appleMusic"]'),
  ]);
  await page.waitForSelector('#authorize', { state: 'visible' });
  return answer;
}

/** Presses Continue (or Try again) and answers Apple's window (the emulator's) as it opens. */
async function openAppleWindow(page: Page, button = '#authorize'): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click(button)]);
  await popup.waitForLoadState();
  // A person reads Apple's window before answering; the page takes an answer within a second of
  // the click for a window the browser blocked.
  await popup.waitForTimeout(1_000);
  return popup;
}

/** As a pop-up blocker does: `window.open` answers null until the test allows pop-ups. */
async function blockPopups(page: Page): Promise<{ allow(): Promise<void> }> {
  await page.addInitScript(`(() => {
    const open = window.open.bind(window);
    window.popupsAllowed = false;
    window.open = (...args) => (window.popupsAllowed ? open(...args) : null);
  })();`);
  return { allow: () => page.evaluate('void (window.popupsAllowed = true)') };
}

test.serial('from the picker through MusicKit to the Return URL; the token reads the library (B1)', async (t) => {
  const { context, page, cspViolations } = await phone();
  try {
    const answer = await toMusicKitPage(page);
    const csp = (await answer.headerValue('content-security-policy')) ?? '';
    const emulator = used.emulator('appleMusic').url;
    t.regex(csp, new RegExp(`script-src 'nonce-[^']+' ${emulator.replace(/\./g, '\\.')};`));
    t.false(/unsafe-inline'?[^;]*;?/.test(csp.split(';').find((d) => d.includes('script-src')) ?? ''));
    t.false(csp.includes('unsafe-eval'));
    t.is(await answer.headerValue('cross-origin-opener-policy'), 'same-origin-allow-popups');
    t.regex((await page.textContent('main'))!, /Apple Partner would like to read your Apple Music library/);
    t.true(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), 'fits a phone');
    await looksRight(t, page, 'appleMusic-page');

    const apple = await openAppleWindow(page);
    await page.waitForSelector('#waiting', { state: 'visible' });
    await keepScreenshot(apple, 'signin-appleMusic-window');
    await signInOnEmulator(apple, demo().email);
    await page.waitForURL(atPartner);
    const back = new URL(page.url());
    t.truthy(back.searchParams.get('authModelUUID'));
    const uuid = back.searchParams.get('integrationUserUUID')!;
    t.truthy(uuid);
    t.deepEqual(cspViolations, []);

    const playlists = await used.api().get<JsonBody>(`api/${uuid}/playlists`, { searchParams: { limitParam: 100 } });
    t.is(playlists.statusCode, 200);
    t.is(playlists.body.results.length, demo().playlists.length);
    const user = await used.api().get<JsonBody>(`public/integrations/user/${uuid}`);
    t.regex(user.body.integrationUser.integrationUserId, /^musickit:/);
    t.is(user.body.integrationUser.country, demo().country);
  } finally {
    await context.close();
  }
});

test.serial('a denied consent goes back to the partner as accessDenied when it asked for errors', async (t) => {
  const { context, page } = await phone();
  try {
    await toMusicKitPage(page, { forwardErrors: 'true' });
    const apple = await openAppleWindow(page);
    await apple.click('button[value="deny"]');
    await page.waitForURL(atPartner);
    const back = new URL(page.url());
    t.is(back.searchParams.get('error'), 'accessDenied');
    t.is(back.searchParams.get('integrationUserUUID'), null);
  } finally {
    await context.close();
  }
});

test.serial('a denied or abandoned consent shows our page with a way forward otherwise', async (t) => {
  const { context, page } = await phone();
  try {
    await toMusicKitPage(page);
    const apple = await openAppleWindow(page);
    await apple.click('button[value="deny"]');
    await page.waitForSelector('text=Apple Music was not connected');
    await looksRight(t, page, 'appleMusic-denied');
    const tryAgain = await page.getAttribute('a:has-text("Try again")', 'href');
    t.true(tryAgain!.includes('/connect/apple-partner/appleMusic/auth?returnUrl='));
    t.is(await page.getAttribute('a:has-text("Back to Apple Partner")', 'href'), RETURN_URL);

    // Trying again works, and closing Apple's window without an answer counts as a cancel.
    await page.click('a:has-text("Try again")');
    await page.waitForSelector('#authorize', { state: 'visible' });
    const again = await openAppleWindow(page);
    await again.close();
    await page.waitForSelector('text=Apple Music was not connected');
  } finally {
    await context.close();
  }
});

test.serial(
  'a blocked Apple window keeps the person on the page, told to allow pop-ups, and Try again works',
  async (t) => {
    const { context, page } = await phone();
    try {
      const popups = await blockPopups(page);
      await toMusicKitPage(page);
      await page.click('#authorize');
      await page.waitForSelector('#blocked', { state: 'visible' });
      t.regex(
        (await page.textContent('#blocked'))!,
        /blocked Apple's window\. Allow pop-ups for this page, then try again/,
      );
      t.true(await page.isVisible('button:has-text("Back to Apple Partner")'));
      t.true(page.url().includes('/oauth/appleMusic/authorize'), 'still on our page');
      const state = await page.inputValue('#finish input[name="state"]');
      t.is((await attemptOf(state))!.state, 'redirected', 'nothing was posted');
      await looksRight(t, page, 'appleMusic-blocked');

      // Still blocked: the advice stays; once allowed, the same button opens Apple's window.
      await page.click('#again');
      await page.waitForSelector('#blocked', { state: 'visible' });
      await popups.allow();
      const apple = await openAppleWindow(page, '#again');
      await signInOnEmulator(apple, demo().email);
      await page.waitForURL(atPartner);
      t.truthy(new URL(page.url()).searchParams.get('integrationUserUUID'));
      t.is((await attemptOf(state))!.state, 'succeeded');
    } finally {
      await context.close();
    }
  },
);

/** What the MusicKit page handed its script: the developer token, and how long the page stays fresh. */
async function pageSettings(page: Page): Promise<{ developerToken: string; freshForMs: number }> {
  return JSON.parse((await page.getAttribute('#musickit-settings', 'data-json'))!) as {
    developerToken: string;
    freshForMs: number;
  };
}

test.serial("a page left unused reloads for a fresh developer token, never while Apple's window is open", async (t) => {
  const { context, page } = await phone();
  try {
    await page.clock.install();
    await toMusicKitPage(page);
    const { freshForMs: freshFor, developerToken: token } = await pageSettings(page);
    t.true(freshFor >= 13 * 60_000 && freshFor <= 14 * 60_000, `${freshFor} ms`);

    await page.clock.runFor(freshFor - 60_000);
    t.is((await pageSettings(page)).developerToken, token, 'not yet');
    const [reloaded] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/oauth/appleMusic/authorize')),
      page.clock.runFor(60_000),
    ]);
    t.is(reloaded.status(), 200);
    await page.waitForSelector('#authorize', { state: 'visible' });
    t.not((await pageSettings(page)).developerToken, token);

    // Once the person is in Apple's window, the page waits for its answer however long it takes.
    const apple = await openAppleWindow(page);
    const served = (await pageSettings(page)).developerToken;
    await page.clock.runFor(freshFor + 60_000);
    t.is((await pageSettings(page)).developerToken, served);
    await signInOnEmulator(apple, demo().email);
    await page.waitForURL(atPartner);
    t.truthy(new URL(page.url()).searchParams.get('integrationUserUUID'));
  } finally {
    await context.close();
  }
});

test.serial('when MusicKit cannot load, the page says so and offers to try again or go back', async (t) => {
  const { context, page } = await phone();
  try {
    await context.route('**/musickit/v3/musickit.js', (route) => route.abort());
    await page.goto(a2());
    await page.waitForSelector('#failed', { state: 'visible' });
    t.regex((await page.textContent('#failed'))!, /could not be loaded/);
    t.true(await page.isVisible('#retry'));
    await looksRight(t, page, 'appleMusic-failed');
    await page.click('button:has-text("Back to Apple Partner")');
    await page.waitForURL(atPartner);
    t.is(page.url(), RETURN_URL, 'back to the partner, without values it did not ask for');
  } finally {
    await context.close();
  }
});

/** Starts an Apple Music sign-in in `browser` and reads our MusicKit page. */
async function startOverHttp(browser: ReturnType<typeof browserClient>, query: Record<string, string> = {}) {
  const start = await browser(a2(query), { followRedirect: false });
  const pageUrl = new URL(start.headers.location!);
  ensure(pageUrl.pathname === '/connect/oauth/appleMusic/authorize', `A2 went to ${pageUrl}`);
  const page = await browser(pageUrl.toString());
  return { pageUrl, settings: musicKitPageSettings(page.body) };
}

const attemptOf = (state: string) => SignInAttempt.findOne({ where: { oauthStateDigest: digest(state) } });

test.serial('each Apple Music sign-in is a connected user of its own: Apple names no account', async (t) => {
  const first = await connectThroughSignIn(used.url, 'apple-partner', 'appleMusic', demo().email, RETURN_URL);
  const second = await connectThroughSignIn(used.url, 'apple-partner', 'appleMusic', demo().email, RETURN_URL);
  t.not(first, second);
  for (const uuid of [first, second]) {
    const user = await IntegrationUser.findByPk(uuid);
    t.regex(user!.externalUserId, /^musickit:[0-9a-f-]{36}$/);
    t.is(user!.name, null);
    t.is((await used.api().get<JsonBody>(`api/${uuid}/playlists`)).statusCode, 200);
    const profile = await used.api().get<JsonBody>(`api/${uuid}/users/profile`);
    t.like(profile.body, { id: user!.externalUserId, name: null, country: demo().country });
  }
});

test.serial('the page and its callback refuse another browser, as every callback does', async (t) => {
  const starter = browserClient();
  const { pageUrl, settings } = await startOverHttp(starter);
  const token = await musicKitUserToken({ ...settings, pageOrigin: pageUrl.origin, email: demo().email });
  const callback = new URL(settings.callbackPath, pageUrl).toString();

  const other = browserClient();
  const page = await other(pageUrl.toString(), { throwHttpErrors: false });
  t.is(page.statusCode, 403);
  t.regex(parsePage(page.body).text(), /started in another browser/);
  const posted = await other.post(callback, {
    form: { state: settings.state, token: token! },
    followRedirect: false,
    throwHttpErrors: false,
  });
  t.is(posted.statusCode, 403);
  t.regex(parsePage(posted.body).text(), /started in another browser/);
  t.is((await attemptOf(settings.state))!.state, 'redirected');

  // The browser that started it still finishes.
  const finished = await starter.post(callback, {
    form: { state: settings.state, token: token! },
    followRedirect: false,
  });
  t.is(finished.statusCode, 303);
  t.truthy(new URL(finished.headers.location!).searchParams.get('integrationUserUUID'));
  const replayed = await starter.post(callback, {
    form: { state: settings.state, token: token! },
    followRedirect: false,
    throwHttpErrors: false,
  });
  // The same browser posting again (a reload) lands where the first post went, without the token.
  t.is(replayed.statusCode, 303);
  t.is(
    new URL(replayed.headers.location!).searchParams.get('integrationUserUUID'),
    new URL(finished.headers.location!).searchParams.get('integrationUserUUID'),
  );
});

test.serial('a forged Music-User-Token ends in a failed sign-in, never a 500', async (t) => {
  const browser = browserClient();
  const forwarded = await startOverHttp(browser, { forwardErrors: 'true' });
  const back = await browser.post(new URL(forwarded.settings.callbackPath, forwarded.pageUrl).toString(), {
    form: { state: forwarded.settings.state, token: 'at_forged-music-user-token-of-nobody' },
    followRedirect: false,
  });
  t.is(back.statusCode, 303);
  t.is(new URL(back.headers.location!).searchParams.get('error'), 'tokenExchangeFailed');
  t.is((await attemptOf(forwarded.settings.state))!.state, 'failed');

  const shown = await startOverHttp(browser);
  const callback = new URL(shown.settings.callbackPath, shown.pageUrl).toString();
  for (const token of ['x', 'with spaces and ; semicolons', 'y'.repeat(10_000)]) {
    const { settings } = await startOverHttp(browser);
    const answer = await browser.post(callback, {
      form: { state: settings.state, token },
      followRedirect: false,
      throwHttpErrors: false,
    });
    t.is(answer.statusCode, 400, token.slice(0, 20));
    const { screen } = parsePage(answer.body);
    t.is(screen.getByRole('heading', { level: 1 }).textContent, 'Apple Music did not accept the sign-in');
    t.truthy(screen.getByRole('link', { name: 'Try again' }));
  }
  const users = await IntegrationUser.count();
  for (const bad of [
    { body: 'state=' },
    { body: `state=${shown.settings.state}&state=${shown.settings.state}` },
    { body: 'x'.repeat(20_000) },
    { body: '{"state":1}', headers: { 'content-type': 'application/json' } },
    { body: '{not json', headers: { 'content-type': 'application/json' } },
  ]) {
    const answer = await browser.post(callback, {
      body: bad.body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bad.headers },
      followRedirect: false,
      throwHttpErrors: false,
    });
    t.true(answer.statusCode >= 400 && answer.statusCode < 500, `${bad.body.slice(0, 20)}: ${answer.statusCode}`);
  }
  t.is(await IntegrationUser.count(), users);
  const unknown = await browser(`${used.url}/connect/oauth/appleMusic/authorize?state=${'z'.repeat(43)}`, {
    throwHttpErrors: false,
  });
  t.is(unknown.statusCode, 400);
  t.is(
    parsePage(unknown.body).screen.getByRole('heading', { level: 1 }).textContent,
    'This sign-in link does not work',
  );
});

test.serial('the transfer wizard connects Apple Music through the same page and picks the listener up', async (t) => {
  const browser = browserClient();
  await browser(`${used.url}/connect/transfer/start/apple-partner`, { followRedirect: false });
  const start = await browser(`${used.url}/connect/transfer/connect/destination/appleMusic`, { followRedirect: false });
  const pageUrl = new URL(start.headers.location!);
  t.is(pageUrl.pathname, '/connect/oauth/appleMusic/authorize');
  const page = await browser(pageUrl.toString());
  t.truthy(parsePage(page.body).screen.getByRole('button', { name: 'Back to the transfer' }));
  const settings = musicKitPageSettings(page.body);
  const token = await musicKitUserToken({ ...settings, pageOrigin: pageUrl.origin, email: demo().email });
  const back = await browser.post(new URL(settings.callbackPath, pageUrl).toString(), {
    form: { state: settings.state, token: token! },
    followRedirect: false,
  });
  t.is(back.statusCode, 303);
  t.is(new URL(back.headers.location!).pathname, '/connect/transfer/connected');
  const wizard = await browser(back.headers.location!, { followRedirect: false });
  t.is(wizard.headers.location, '/connect/transfer/wizard');
  const attempt = await attemptOf(settings.state);
  t.truthy(attempt!.integrationUserId);
  const session = await WizardSession.findOne({ where: { destinationIntegrationUserId: attempt!.integrationUserId! } });
  t.truthy(session, 'the wizard holds the listener as its destination');
});

/** Our MusicKit page as it stands, at desktop and phone size: no serious accessibility fault, nothing wider than a phone. */
async function looksRight(t: ExecutionContext, page: Page, name: string): Promise<void> {
  const report = await checkPage(page, `signin-${name}`);
  t.deepEqual(report.violations, [], name);
  t.is(report.overflow, 0, name);
}
