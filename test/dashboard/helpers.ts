import type { ExecutionContext } from 'ava';
import got from 'got';
import type { Page } from 'playwright-core';
import { acceptInvitation, inviteMember, type TeamRole } from '../../src/dashboard/members.js';
import { parsePage } from '../helpers/dom.js';
import { expectGoodPage as goodPage } from '../helpers/pageChecks.js';
export { watchedPage } from '../helpers/pageChecks.js';

export const PASSWORD = 'correct horse battery staple';

/** A member who joined (password chosen), signed in over HTTP: the session cookie and the CSRF token. */
export async function signInAs(
  base: string,
  slug: string,
  email: string,
  role: TeamRole = 'owner',
): Promise<{ cookie: string; csrf: string; client: typeof got }> {
  const invited = await inviteMember(slug, email, { role });
  const joined = await choosePassword(base, '/invitation', invited.token, PASSWORD);
  const cookie = sessionCookieOf(joined);
  const page = await got(`${base}/settings`, { headers: { cookie } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1];
  const client = got.extend({ headers: { cookie }, throwHttpErrors: false, followRedirect: false });
  return { cookie, csrf, client };
}

/** The CSRF token the first form of a page carries (its hidden `csrf` field). */
export function csrfOf(html: string): string {
  const field = parsePage(html).document.querySelector<HTMLInputElement>('input[name="csrf"]');
  if (!field) throw new Error('the page has no form with a CSRF token');
  return field.value;
}

/** The `name=value` of a cookie an answer sets, or ''. */
export function cookieSet(answer: { headers: { 'set-cookie'?: string[] } }, name: string): string {
  const found = (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
  return found ? found.split(';')[0] : '';
}

/** The dashboard session cookie an answer sets, as `name=value`. */
export const sessionCookieOf = (answer: { headers: { 'set-cookie'?: string[] } }) =>
  cookieSet(answer, 'dashboard_session');

/**
 * Uses a one-use link as a browser does: opens its page at `base` + `path` (the token in its
 * query), reads the form's token and cookie, and posts the password with them. A link whose page
 * is gone (used, expired) is posted with the sign-in page's form token, so that the link itself,
 * not a missing form token, is what the answer judges.
 */
export async function choosePassword(base: string, path: string, token: string, password: string) {
  const linkPage = await got(`${base}${path}?token=${encodeURIComponent(token)}`, { throwHttpErrors: false });
  const page = linkPage.statusCode === 200 ? linkPage : await got(`${base}/login`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1];
  return got.post(`${base}${path}`, {
    headers: { cookie: cookieSet(page, 'dashboard_login') },
    form: { token, csrf, password },
    followRedirect: false,
    throwHttpErrors: false,
  });
}

/** A member who joined, without a session: for browser sign-ins. */
export async function joinedMember(slug: string, email: string, role: TeamRole = 'owner'): Promise<void> {
  const invited = await inviteMember(slug, email, { role });
  await acceptInvitation(invited.token, PASSWORD);
}

/** Signs in through the sign-in page, as a person does. */
export async function signInInBrowser(page: Page, base: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${base}/login`);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.click('form button')]);
}

/**
 * The shared page checks (expectGoodPage of pageChecks) on a dashboard page; screenshots, when asked, are
 * `test-results/dashboard-<name>-desktop.png` and `-phone.png`. The viewport is set back to the desktop.
 */
export async function expectGoodPage(
  t: ExecutionContext,
  page: Page,
  name: string,
  errors: () => string[],
): Promise<void> {
  await goodPage(t, page, `dashboard-${name}`, errors);
  await page.setViewportSize({ width: 1280, height: 800 });
}
