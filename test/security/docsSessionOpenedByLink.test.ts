import test from 'ava';
import { DocsSession } from '../../src/accounts/models.js';
import { TeamMember } from '../../src/dashboard/members.js';
import { parsePage } from '../helpers/dom.js';
import { useSystem } from '../helpers/useSystem.js';
import { signInAs, signInInBrowser } from '../dashboard/helpers.js';

// Attack: opening the API docs from the dashboard was a GET, so any page could make a signed-in
// member's browser open a docs session (an API credential of the account, listed to the owners
// for its whole life) just by linking an image to it; and each click on "API docs" opened one
// more. Opening one is now a post with the session's form token, and a member's clicks reuse the
// live session they opened before.

const SLUG = 'docs-opening';
let base: string;
let owner: Awaited<ReturnType<typeof signInAs>>;
let member: Awaited<ReturnType<typeof signInAs>>;

const used = useSystem(test, {
  browser: true,
  partner: { slug: SLUG },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
    owner = await signInAs(base, SLUG, 'owner@docs-opening.example');
    member = await signInAs(base, SLUG, 'member@docs-opening.example', 'member');
  },
});

/** The live docs sessions a member opened. */
const openedBy = async (email: string) => {
  const { id } = (await TeamMember.findOne({ where: { email } }))!;
  return DocsSession.findAll({ where: { openedByMemberId: id, revokedAt: null } });
};
const tokenOf = (location: unknown) => /^\/docs#session=(ds_[^&]+)$/.exec(String(location))?.[1];
const open = (who: typeof owner, form: Record<string, string> = { csrf: who.csrf }) =>
  who.client.post(`${base}/docs`, { form });

test.serial('a link to the docs opens no docs session: it offers a button that posts', async (t) => {
  const linked = await member.client(`${base}/docs`);
  t.is(linked.statusCode, 200);
  const page = parsePage(linked.body);
  const button = page.screen.getByRole('button', { name: 'Open the API docs' });
  const form = button.closest('form')!;
  t.is(form.getAttribute('method'), 'post');
  t.true(form.getAttribute('action')!.endsWith('/connect/dashboard/docs'));
  t.is(form.querySelector<HTMLInputElement>('input[name="csrf"]')!.value, member.csrf);
  t.deepEqual(await openedBy('member@docs-opening.example'), [], 'nothing opened');

  const forged = await open(member, {});
  t.is(forged.statusCode, 403, 'a post without the form token');
  t.regex(parsePage(forged.body).text(parsePage(forged.body).screen.getByRole('alert')), /expired/);
  t.deepEqual(await openedBy('member@docs-opening.example'), [], 'still nothing opened');
});

test.serial('"API docs" is a form button in the navigation, opening a new tab', async (t) => {
  const page = parsePage((await member.client(`${base}/users`)).body);
  const nav = page.screen.getByRole('navigation', { name: 'Dashboard' });
  const button = [...nav.querySelectorAll('button')].find((b) => b.textContent === 'API docs')!;
  t.truthy(button);
  const form = button.closest('form')!;
  t.is(form.getAttribute('method'), 'post');
  t.is(form.getAttribute('target'), '_blank');
  t.true(form.getAttribute('action')!.endsWith('/connect/dashboard/docs'));
  t.is(form.querySelector<HTMLInputElement>('input[name="csrf"]')!.value, member.csrf);
  t.is(nav.querySelector('a[href$="/docs"]'), null, 'no link opens it');
});

test.serial('clicks again reuse the member’s live docs session; one ended is never handed out', async (t) => {
  const first = await open(member);
  t.is(first.statusCode, 303);
  const token = tokenOf(first.headers.location);
  t.truthy(token);
  const again = await open(member);
  t.is(tokenOf(again.headers.location), token, 'the same session');
  t.is((await openedBy('member@docs-opening.example')).length, 1);

  const owners = tokenOf((await open(owner)).headers.location);
  t.not(owners, token, 'each member has their own');

  const [session] = await openedBy('member@docs-opening.example');
  const ended = await owner.client.post(`${base}/team/docs-sessions/${session.id}/end`, {
    form: { csrf: owner.csrf, confirm: 'yes' },
  });
  t.is(ended.statusCode, 303);
  const afterEnd = tokenOf((await open(member)).headers.location);
  t.truthy(afterEnd);
  t.not(afterEnd, token, 'a new one once the old one was ended');
  t.is((await openedBy('member@docs-opening.example')).length, 1);
  const works = await used.api().get('public/docs-sessions/current', {
    headers: { authorization: `DocsSession ${afterEnd}` },
  });
  t.is(works.statusCode, 200);
});

test.serial('in Chromium: "API docs" opens the docs in a new tab, with the same session each time', async (t) => {
  const context = await used.browser.newContext();
  const page = await context.newPage();
  try {
    await signInInBrowser(page, base, 'owner@docs-opening.example');
    const tokens: string[] = [];
    for (let click = 0; click < 2; click += 1) {
      const answered = context.waitForEvent('response', {
        predicate: (r) => r.url() === `${base}/docs` && r.request().method() === 'POST',
      });
      const [tab] = await Promise.all([context.waitForEvent('page'), page.click('nav button:text("API docs")')]);
      tokens.push(tokenOf((await (await answered).allHeaders()).location) ?? '');
      await tab.waitForURL(/\/docs/);
      await tab.close();
    }
    t.regex(tokens[0], /^ds_/);
    t.is(tokens[1], tokens[0]);
    t.is(page.url(), `${base}`, 'the dashboard stays where it was');
    t.is((await openedBy('owner@docs-opening.example')).length, 1);
  } finally {
    await context.close();
  }
});
