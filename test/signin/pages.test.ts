import test from 'ava';
import { browserClient, musicKitPageSettings, musicKitUserToken } from '../../src/dev/signIn.js';
import { SignInAttempt } from '../../src/signin/models.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { startPartnerApp } from '../helpers/partnerApp.js';
import { useSystem } from '../helpers/useSystem.js';
import { createPartner } from '../helpers/fixtures.js';
import { hrefOf, looksRight, personIn } from './pageHelpers.js';

// What a person sees on the hosted sign-in, in a real browser at a desktop's and a phone's size:
// the picker, and every way a sign-in can go wrong, each in plain words with a way forward.

const partnerApp = await startPartnerApp();
const RETURN_URL = partnerApp.callbackUrl;
const PARTNER = 'Tunes & Co';
const used = useSystem(test, {
  services: ['spotify', 'deezer', 'appleMusic'],
  browser: true,
  partner: { slug: 'pages', name: PARTNER, returnUrls: [RETURN_URL] },
});
test.after.always(() => partnerApp.close());

const DEMO = 'demo@listeners.example';
/** The ways forward from a sign-in that connected nothing, in the order the page offers them. */
const WAYS_FORWARD = ['Try again', 'Choose another service', `Back to ${PARTNER}`];
const picker = (query: Record<string, string> = {}) => `${used.url}/connect/pages?${new URLSearchParams(query)}`;
const direct = (service: string, query: Record<string, string> = {}) =>
  `${used.url}/connect/pages/${service}/auth?${new URLSearchParams(query)}`;
const atPartner = (url: URL) => url.href.startsWith(RETURN_URL);

/** The callback URL the service sent the browser to, as the browser asked for it. */
const callbackIn = (requests: string[]) => requests.find((url) => url.includes('/oauth/spotify/callback'))!;
const person = () => personIn(used.browser, [used.url]);

test.serial('the picker shows each service with its mark and what connecting it allows', async (t) => {
  const { context, page, consoleErrors, requests } = await person();
  try {
    await page.goto(picker({ returnUrl: RETURN_URL, requestOneTimeToken: 'true' }));
    t.is(await page.innerText('h1'), `Connect your music to ${PARTNER}`);
    for (const [service, name, words] of [
      ['spotify', 'Spotify', 'read and change your playlists, liked songs, saved albums and followed artists'],
      ['deezer', 'Deezer', 'read, change and delete your playlists, favourite tracks, albums and followed artists'],
      ['appleMusic', 'Apple Music', 'read your Apple Music library and add to it'],
    ]) {
      const link = page.getByRole('link', { name, exact: true });
      t.is(await link.getAttribute('data-service'), service);
      const card = page.locator('.services li', { has: link });
      t.is(await card.locator('svg.mark').count(), 1, `${service} has its mark`);
      t.regex(await card.innerText(), new RegExp(`Lets ${PARTNER} .*${words}`));
      t.regex((await link.getAttribute('aria-describedby'))!, /^access-/);
    }
    // Our own marks and icon, drawn inline: the pages load no image from anywhere.
    t.is(await page.locator('img').count(), 0);
    await looksRight(t, page, 'picker', consoleErrors);
    t.false(
      requests.some((url) => new URL(url).pathname.endsWith('/favicon.ico')),
      requests.join(' '),
    );
  } finally {
    await context.close();
  }
});

test.serial('cancelling at the service says nothing was connected, with three ways forward', async (t) => {
  const { context, page, consoleErrors } = await person();
  try {
    await page.goto(picker({ returnUrl: RETURN_URL }));
    await page.click('a[data-service="spotify"]');
    await page.click('button[value="deny"]');
    await page.waitForSelector('text=Spotify was not connected');
    t.deepEqual(await looksRight(t, page, 'cancelled', consoleErrors), WAYS_FORWARD);
    t.is(await hrefOf(page, `Back to ${PARTNER}`), RETURN_URL);
    t.regex((await hrefOf(page, 'Choose another service'))!, /\/connect\/pages\?returnUrl=/);

    // Each way leads somewhere: the service's sign-in again, the picker, the partner.
    await page.click('.actions a:text-is("Try again")');
    await page.waitForSelector('form select#email');
    await page.goBack();
    await page.click('.actions a:text-is("Choose another service")');
    await page.waitForSelector('a[data-service="deezer"]');
    await page.goBack();
    await page.click(`.actions a:text-is("Back to ${PARTNER}")`);
    await page.waitForURL(atPartner);
  } finally {
    await context.close();
  }
});

test.serial('cancelling with forwardErrors goes back to the partner, and a reload goes there again', async (t) => {
  const { context, page, requests } = await person();
  try {
    await page.goto(direct('spotify', { returnUrl: RETURN_URL, forwardErrors: 'true' }));
    await page.click('button[value="deny"]');
    await page.waitForURL(atPartner);
    t.is(new URL(page.url()).searchParams.get('error'), 'accessDenied');
    await page.goto(callbackIn(requests));
    await page.waitForURL(atPartner);
    t.is(new URL(page.url()).searchParams.get('error'), 'accessDenied');
  } finally {
    await context.close();
  }
});

test.serial('a reloaded success lands at the partner again, without a second one-time token', async (t) => {
  const { context, page, requests } = await person();
  const stranger = await person();
  try {
    await page.goto(direct('spotify', { returnUrl: RETURN_URL, requestOneTimeToken: 'true', forwardErrors: 'true' }));
    await signInOnEmulator(page, DEMO);
    await page.waitForURL(atPartner);
    const first = new URL(page.url());
    t.regex(first.searchParams.get('oneTimeToken') ?? '', /^ott_/);

    await page.goto(callbackIn(requests));
    await page.waitForURL(atPartner);
    const again = new URL(page.url());
    t.is(again.searchParams.get('authModelUUID'), first.searchParams.get('authModelUUID'));
    t.is(again.searchParams.get('integrationUserUUID'), first.searchParams.get('integrationUserUUID'));
    t.false(again.searchParams.has('oneTimeToken'));
    t.false(again.searchParams.has('error'));

    // Another browser opening the same callback is refused, and told how to start in its own.
    const refused = await stranger.page.goto(callbackIn(requests));
    t.is(refused!.status(), 403);
    t.deepEqual(await looksRight(t, stranger.page, 'started-elsewhere', stranger.consoleErrors), WAYS_FORWARD);
  } finally {
    await context.close();
    await stranger.context.close();
  }
});

test.serial('without a Return URL the sign-in ends on our page, which says what happens next', async (t) => {
  const { context, page, consoleErrors } = await person();
  try {
    await page.goto(picker());
    await page.click('a[data-service="deezer"]');
    await signInOnEmulator(page, DEMO);
    await page.waitForSelector('h1:text-is("Connected")');
    const main = await page.innerText('main');
    t.regex(main, new RegExp(`Your Deezer account is connected to ${PARTNER}`));
    // A phone shows nothing but this page: it says what the partner can do now, and where to carry on.
    t.regex(main, /What happens next/);
    t.regex(main, new RegExp(`${PARTNER} can now see .* and read, change and delete your playlists`));
    t.regex(main, new RegExp(`Carry on at ${PARTNER}`));
    t.notRegex(main, /You can close this window/);
    await page.reload();
    await page.waitForSelector('h1:text-is("Connected")');
    // The partner's site: the origin of its Return URL, the only address of it we know.
    t.deepEqual(await looksRight(t, page, 'done', consoleErrors), [`Go to ${PARTNER}`]);
    t.is(await hrefOf(page, `Go to ${PARTNER}`), new URL(RETURN_URL).origin);
    await page.click(`.actions a:text-is("Go to ${PARTNER}")`);
    await page.waitForURL((url) => url.origin === new URL(RETURN_URL).origin);
  } finally {
    await context.close();
  }
});

test.serial('a partner whose site we do not know gets no link: the page says to switch back to it', async (t) => {
  await createPartner({
    slug: 'pages-app-only',
    name: 'Tunes App',
    returnUrls: ['tunesapp://signed-in'],
    enabledIntegrations: ['deezer'],
  });
  const { context, page, consoleErrors } = await person();
  try {
    await page.goto(`${used.url}/connect/pages-app-only`);
    await page.click('a[data-service="deezer"]');
    await signInOnEmulator(page, DEMO);
    await page.waitForSelector('h1:text-is("Connected")');
    const main = await page.innerText('main');
    t.regex(main, /What happens next/);
    t.regex(main, /Switch back to Tunes App, in its app or the page you came from, to carry on/);
    t.deepEqual(await looksRight(t, page, 'done-no-site', consoleErrors), []);
    t.is(await page.locator('#partner-site').count(), 0);
  } finally {
    await context.close();
  }
});

test.serial('a sign-in finished too late says so, and starts again', async (t) => {
  const { context, page, consoleErrors } = await person();
  try {
    await page.goto(direct('spotify', { returnUrl: RETURN_URL }));
    await page.waitForSelector('form select#email');
    const [attempt] = await SignInAttempt.findAll({ order: [['createdAt', 'DESC']], limit: 1 });
    await attempt.update({ expiresAt: new Date(Date.now() - 1000) });
    await signInOnEmulator(page, DEMO);
    await page.waitForSelector('text=This sign-in took too long');
    t.deepEqual(await looksRight(t, page, 'expired', consoleErrors), WAYS_FORWARD);
    await page.click('.actions a:text-is("Try again")');
    await signInOnEmulator(page, DEMO);
    await page.waitForURL(atPartner);
    t.truthy(new URL(page.url()).searchParams.get('integrationUserUUID'));
  } finally {
    await context.close();
  }
});

test.serial('a broken link says so in plain words, and offers the way back when there is one', async (t) => {
  const { context, page, consoleErrors } = await person();
  try {
    const broken: [string, string][] = [
      ['invalid-link', picker({ returnUrl: RETURN_URL, uniqueId: 'not-a-uuid' })],
      ['invalid-link-direct', direct('spotify', { returnUrl: RETURN_URL, requestOneTimeToken: 'maybe' })],
    ];
    for (const [name, url] of broken) {
      const answer = await page.goto(url);
      t.is(answer!.status(), 400, name);
      t.is(await page.innerText('h1'), 'This link does not work', name);
      t.deepEqual(await looksRight(t, page, name, consoleErrors), [`Back to ${PARTNER}`], name);
    }

    // A Return URL the partner never registered is no way back: the browser's own is offered.
    await page.goto(picker());
    for (const [name, returnUrl] of [
      ['invalid-return-url', 'https://elsewhere.example/steal'],
      ['malformed-return-url', 'not a web address'],
    ]) {
      await page.goto(picker({ returnUrl }));
      t.is(await page.innerText('h1'), 'This link does not work', name);
      t.false((await page.content()).includes('elsewhere.example/steal'), name);
      t.deepEqual(await looksRight(t, page, name, consoleErrors), ['Go back'], name);
    }
    await page.click('button:text-is("Go back")');
    await page.waitForURL((url) => url.searchParams.get('returnUrl') === 'https://elsewhere.example/steal');
  } finally {
    await context.close();
  }
});

test.serial('an unknown partner or service is named in plain words, with the ways that exist', async (t) => {
  const { context, page, consoleErrors } = await person();
  try {
    // Reached from another page, the way back is offered, and leads there.
    await page.goto(picker());
    const unknown = await page.goto(`${used.url}/connect/nobody-here?returnUrl=${encodeURIComponent(RETURN_URL)}`);
    t.is(unknown!.status(), 404);
    t.is(await page.innerText('h1'), 'We cannot find this app');
    t.deepEqual(await looksRight(t, page, 'unknown-partner', consoleErrors), ['Go back']);
    await page.click('button:text-is("Go back")');
    await page.waitForSelector('a[data-service="spotify"]');

    // Opened in a tab of its own, there is nothing to go back to: the page says to close it.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(`void window.open(${JSON.stringify(`${used.url}/connect/nobody-here`)})`),
    ]);
    await tab.waitForLoadState();
    t.is(await tab.locator('button:text-is("Go back")').isVisible(), false);
    t.regex(await tab.innerText('main'), /You can close this window/);
    await tab.close();

    const service = await page.goto(direct('napster', { returnUrl: RETURN_URL }));
    t.is(service!.status(), 404);
    t.is(await page.innerText('h1'), 'We cannot connect this music service');
    t.deepEqual(await looksRight(t, page, 'unknown-service', consoleErrors), [
      'Choose another service',
      `Back to ${PARTNER}`,
    ]);
  } finally {
    await context.close();
  }
});

test.serial('the Apple Music page, and a refusal in Apple’s window', async (t) => {
  const { context, page, consoleErrors } = await person();
  try {
    await page.goto(picker({ returnUrl: RETURN_URL }));
    await page.click('a[data-service="appleMusic"]');
    await page.waitForSelector('#authorize', { state: 'visible' });
    t.is(await page.locator('#musickit svg.mark').count(), 1);
    t.deepEqual(await looksRight(t, page, 'applemusic', consoleErrors), []);

    const [apple] = await Promise.all([page.waitForEvent('popup'), page.click('#authorize')]);
    // The page reads a refusal within a second of its click as a blocked window: a person takes
    // longer than that to refuse, and so does this test (a busy machine only makes it longer).
    await apple.waitForTimeout(1_000);
    await apple.click('button[value="deny"]');
    await page.waitForSelector('text=Apple Music was not connected');
    t.deepEqual(await looksRight(t, page, 'applemusic-denied', consoleErrors), WAYS_FORWARD);
  } finally {
    await context.close();
  }
});

test.serial('back on the Apple Music page after success, the browser goes where the sign-in went', async (t) => {
  const browser = browserClient();
  const start = await browser(direct('appleMusic', { returnUrl: RETURN_URL, requestOneTimeToken: 'true' }), {
    followRedirect: false,
  });
  const pageUrl = new URL(start.headers.location!);
  const settings = musicKitPageSettings((await browser(pageUrl.toString())).body);
  const token = await musicKitUserToken({ ...settings, pageOrigin: pageUrl.origin, email: DEMO });
  const finished = await browser.post(new URL(settings.callbackPath, pageUrl).toString(), {
    form: { state: settings.state, token: token! },
    followRedirect: false,
  });
  const first = new URL(finished.headers.location!);
  t.truthy(first.searchParams.get('oneTimeToken'));

  const again = await browser(pageUrl.toString(), { followRedirect: false });
  t.is(again.statusCode, 302);
  const back = new URL(again.headers.location!);
  t.is(back.searchParams.get('integrationUserUUID'), first.searchParams.get('integrationUserUUID'));
  t.false(back.searchParams.has('oneTimeToken'));
});
