import test from 'ava';
import type { Got } from 'got';
import { allowOnServiceForm, browserClient } from '../../src/dev/signIn.js';
import { startExampleAppFor, type ExampleApp } from '../helpers/exampleApp.js';
import { createConnectedUser, type TestPartner } from '../helpers/fixtures.js';
import { useSystem } from '../helpers/useSystem.js';
import { parsePage } from '../helpers/dom.js';

// Attack: adopting someone else's connected user through the example partner app that partners
// copy. A callback URL is just a URL: typing `/callback?integrationUserUUID=<a user of the
// account>` made the app take that user as the browser's own, and its DevToken endpoint then
// minted tokens for them. A real sign-in's callback sent to another browser did the same there
// (login CSRF). The app must believe a callback only when our API confirms that this browser
// started the sign-in and holds its one-time token.

let example: ExampleApp;
let partner: TestPartner;
let home: string;
const used = useSystem(test, {
  services: ['spotify'],
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  async setup({ url, system }) {
    ({ example, partner, home } = await startExampleAppFor(
      { url, appUrl: system.config.appUrl },
      { slug: 'adopter', enabledIntegrations: ['spotify'] },
    ));
  },
});
test.after.always(() => example?.close());

/** A browser of its own: its cookies, no redirects followed, every status answered. */
const newBrowser = () => browserClient().extend({ followRedirect: false, throwHttpErrors: false });

/** The home page's link that connects Spotify, as the browser would follow it. */
async function connectLink(browser: Got): Promise<string> {
  const page = await browser(`${home}/`);
  const href = parsePage(page.body).screen.getByRole('link', { name: 'Connect Spotify' }).getAttribute('href')!;
  return new URL(href, home).toString();
}

/** Follows the sign-in from the home page's link to the Return URL it ends on (not opened yet). */
async function signInToCallback(browser: Got, email: string): Promise<string> {
  let url = await connectLink(browser);
  const service = new URL(used.emulator('spotify').url).origin;
  for (let hops = 0; hops < 10; hops++) {
    if (url.startsWith(`${home}/callback`)) return url;
    const answer =
      new URL(url).origin === service ? await allowOnServiceForm(browser, new URL(url), email) : await browser(url);
    if (!answer.headers.location) throw new Error(`${url} answered ${answer.statusCode} without a redirect`);
    url = new URL(answer.headers.location, url).toString();
  }
  throw new Error('the sign-in did not come back to the example app');
}

const isRefused = (status: number) => status >= 400 && status < 500;

test.serial('a typed callback naming a real user adopts nobody', async (t) => {
  const victim = await createConnectedUser(partner.accountId);
  const attacker = newBrowser();
  await attacker(`${home}/`);
  for (const query of [
    `integrationUserUUID=${victim.id}`,
    `integrationUserUUID=${victim.id}&authModelUUID=${crypto.randomUUID()}&oneTimeToken=ott_guessed`,
  ]) {
    const callback = await attacker(`${home}/callback?${query}`);
    t.true(isRefused(callback.statusCode), `${query}: ${callback.statusCode}`);
  }
  t.is((await attacker(`${home}/devtoken/${victim.id}`)).statusCode, 403, 'no DevToken for the victim');
  t.is((await attacker(`${home}/playlists/${victim.id}`)).statusCode, 403, 'no playlists of the victim');
  t.false((await attacker(`${home}/`)).body.includes(victim.id), 'the page shows no adopted user');
});

test.serial('a real callback works only in the browser that started the sign-in', async (t) => {
  const starter = newBrowser();
  const callback = await signInToCallback(starter, 'demo@listeners.example');
  const uuid = new URL(callback).searchParams.get('integrationUserUUID')!;
  t.regex(uuid, /^[0-9a-f-]{36}$/);

  // Sent to a stranger's browser, and to a victim's that started a sign-in of its own (login CSRF).
  const stranger = newBrowser();
  const victim = newBrowser();
  await victim(await connectLink(victim));
  for (const [who, browser] of [
    ['a stranger', stranger],
    ['a victim', victim],
  ] as const) {
    t.true(isRefused((await browser(callback)).statusCode), `${who}: the callback is refused`);
    t.is((await browser(`${home}/devtoken/${uuid}`)).statusCode, 403, `${who}: no DevToken`);
    t.false((await browser(`${home}/`)).body.includes(uuid), `${who}: nothing adopted`);
  }

  // Without its one-time token the values prove nothing, even in the right browser.
  const withoutToken = new URL(callback);
  withoutToken.searchParams.delete('oneTimeToken');
  t.true(isRefused((await starter(withoutToken.toString())).statusCode), 'no one-time token, no user');

  // The refusals spent nothing: the browser that started the sign-in finishes it.
  const back = await starter(callback);
  t.is(back.statusCode, 200, back.body);
  t.is((await starter(`${home}/devtoken/${uuid}`)).statusCode, 200, 'the starter gets a DevToken');
  t.true((await starter(`${home}/`)).body.includes(uuid));
  t.true(isRefused((await starter(callback)).statusCode), 'a callback is taken once');
});
