import test from 'ava';
import got from 'got';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Account } from '../../src/accounts/models.js';
import { listKeys } from '../../src/accounts/commands.js';
import { TeamMember, inviteMember } from '../../src/dashboard/members.js';
import { parsePage } from '../helpers/dom.js';
import { useSystem } from '../helpers/useSystem.js';
import {
  PASSWORD,
  cookieSet,
  csrfOf,
  sessionCookieOf,
  signInAs,
  signInInBrowser,
  joinedMember,
} from '../dashboard/helpers.js';

// Attack: a page of another origin (a sibling on the same site, whose posts carry the dashboard's
// SameSite=Lax cookie) posts a dashboard form with a form token it got hold of, and the dashboard
// ran it: a sync, a new key, a renamed account. Every post to the dashboard, signed in or not, now
// needs the browser's word that it comes from the dashboard's own origin (Sec-Fetch-Site, else
// Origin); a cross-site post is refused with a page in words (403) and changes nothing. A request
// naming no origin at all (an old browser, a script) is judged by the form token alone.

const SLUG = 'cross-site';
const ELSEWHERE = 'https://evil.example';
let base: string;
let owner: Awaited<ReturnType<typeof signInAs>>;

const used = useSystem(test, {
  browser: true,
  partner: { slug: SLUG, name: 'Cross Site' },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
    owner = await signInAs(base, SLUG, 'owner@cross-site.example');
  },
});

const account = async () => (await Account.findOne({ where: { slug: SLUG } }))!;

/** What another site's page makes a browser say of where its post comes from. */
const FOREIGN: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: ELSEWHERE }],
  ['Sec-Fetch-Site: same-site (a sibling origin)', { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:9' }],
  ['Origin of another site, no Sec-Fetch-Site', { origin: ELSEWHERE }],
  ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  ['Sec-Fetch-Site: cross-site with an Origin that looks right', { 'sec-fetch-site': 'cross-site' }],
];

/** The refusal a person reads: 403, a page titled "Refused" whose alert says why. */
function refusedInWords(t: import('ava').ExecutionContext, answer: { statusCode: number; body: string }, what: string) {
  t.is(answer.statusCode, 403, what);
  const page = parsePage(answer.body);
  t.is(page.text(page.screen.getByRole('heading', { level: 1 })), 'Refused', what);
  t.regex(page.text(page.screen.getByRole('alert')), /sent from a page of another site, so nothing was done/, what);
}

test.serial('a signed-in post from another site is refused in words and changes nothing', async (t) => {
  const keysBefore = (await listKeys(SLUG)).length;
  for (const [what, headers] of FOREIGN) {
    const looksRight = 'origin' in headers ? {} : { origin: used.url };
    const post = (path: string, form: Record<string, string>) =>
      owner.client.post(`${base}${path}`, {
        headers: { ...headers, ...looksRight },
        form: { csrf: owner.csrf, ...form },
      });
    refusedInWords(t, await post('/settings', { name: 'Renamed elsewhere' }), `rename: ${what}`);
    refusedInWords(t, await post('/keys', {}), `new key: ${what}`);
    refusedInWords(t, await post('/settings/learn-from-choices', { learnFromChoices: 'yes' }), `choices: ${what}`);
    refusedInWords(t, await post('/logout', {}), `sign out: ${what}`);
  }
  const after = await account();
  t.is(after.name, 'Cross Site');
  t.false(after.learnFromChoices);
  t.is((await listKeys(SLUG)).length, keysBefore, 'no key was made');
  t.is((await owner.client(`${base}/settings`)).statusCode, 200, 'still signed in');
});

test.serial('posts from the dashboard itself still work, and so do posts that name no origin', async (t) => {
  const fromHere = await owner.client.post(`${base}/settings`, {
    headers: { 'sec-fetch-site': 'same-origin', origin: used.url },
    form: { csrf: owner.csrf, name: 'Cross Site' },
  });
  t.is(fromHere.statusCode, 303);
  const byOrigin = await owner.client.post(`${base}/settings`, {
    headers: { origin: used.url },
    form: { csrf: owner.csrf, name: 'Cross Site, by Origin' },
  });
  t.is(byOrigin.statusCode, 303, 'a browser without Sec-Fetch-Site: its Origin decides');
  t.is((await account()).name, 'Cross Site, by Origin');
  // An old browser, or a script: the form token alone judges it.
  const bare = await owner.client.post(`${base}/settings`, { form: { csrf: owner.csrf, name: 'Cross Site' } });
  t.is(bare.statusCode, 303);
  const bareWithoutToken = await owner.client.post(`${base}/settings`, { form: { name: 'No token' } });
  t.is(bareWithoutToken.statusCode, 403);
  t.is((await account()).name, 'Cross Site');
});

test.serial('the forms before sign-in refuse another site too: sign-in, invitation, password reset', async (t) => {
  await joinedMember(SLUG, 'member@cross-site.example', 'member');
  const cross = { 'sec-fetch-site': 'cross-site', origin: ELSEWHERE };
  const form = await got(`${base}/login`);
  const tokens = { cookie: cookieSet(form, 'dashboard_login'), csrf: csrfOf(form.body) };
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = cross) =>
    got.post(`${base}${path}`, {
      headers: { cookie: tokens.cookie, ...headers },
      form: { csrf: tokens.csrf, ...fields },
      followRedirect: false,
      throwHttpErrors: false,
    });

  const signIn = await post('/login', { email: 'member@cross-site.example', password: PASSWORD });
  refusedInWords(t, signIn, 'sign-in');
  t.is(sessionCookieOf(signIn), '', 'no session opened');

  const invited = await inviteMember(SLUG, 'joiner@cross-site.example', { role: 'member' });
  const linkPage = await got(`${base}/invitation?token=${invited.token}`);
  const join = await got.post(`${base}/invitation`, {
    headers: { cookie: cookieSet(linkPage, 'dashboard_login'), ...cross },
    form: { csrf: csrfOf(linkPage.body), token: invited.token, password: 'chosen by another site' },
    followRedirect: false,
    throwHttpErrors: false,
  });
  refusedInWords(t, join, 'invitation');
  t.is((await TeamMember.findOne({ where: { email: 'joiner@cross-site.example' } }))!.passwordHash, null);

  refusedInWords(t, await post('/password-reset', { email: 'member@cross-site.example' }), 'password reset');

  const fromHere = await post(
    '/login',
    { email: 'member@cross-site.example', password: PASSWORD },
    { 'sec-fetch-site': 'same-origin', origin: used.url },
  );
  t.is(fromHere.statusCode, 303, 'the sign-in page’s own post signs in');
});

/** A page of another origin on the same site (another port of this host) that posts a form at once. */
async function hostilePage(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

test.serial('in Chromium: a sibling origin’s form, with the member’s token, is refused', async (t) => {
  const context = await used.browser.newContext();
  const page = await context.newPage();
  try {
    await signInInBrowser(page, base, 'owner@cross-site.example');
    await page.goto(`${base}/settings`);
    const csrf = await page.inputValue('input[name="csrf"]');
    const hostile = await hostilePage(
      `<form method="post" action="${base}/settings"><input name="csrf" value="${csrf}">` +
        `<input name="name" value="Renamed by a sibling"></form><script>document.forms[0].submit()</script>`,
    );
    try {
      const answered = page.waitForResponse((r) => r.url() === `${base}/settings` && r.request().method() === 'POST');
      await page.goto(hostile.url);
      const answer = await answered;
      t.is(answer.status(), 403);
      await page.waitForSelector('h1:text("Refused")');
      t.regex((await page.textContent('[role="alert"]')) ?? '', /another site/);
    } finally {
      hostile.server.close();
    }
    t.is((await account()).name, 'Cross Site', 'nothing changed');

    // The dashboard's own form goes through.
    await page.goto(`${base}/settings`);
    await page.fill('#account-name', 'Cross Site, from its page');
    await page.click('form[action$="/settings"] button');
    await page.waitForSelector('.flash.success');
    t.is((await account()).name, 'Cross Site, from its page');
  } finally {
    await context.close();
  }
});
