import type { ExecutionContext } from 'ava';
import got from 'got';
import type { Page } from 'playwright-core';
import { acceptInvitation, inviteMember, type TeamRole } from '../../src/dashboard/members.js';
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
  const joined = await got.post(`${base}/invitation`, {
    form: { token: invited.token, password: PASSWORD },
    followRedirect: false,
  });
  const cookie = String(joined.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const page = await got(`${base}/settings`, { headers: { cookie } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1];
  const client = got.extend({ headers: { cookie }, throwHttpErrors: false, followRedirect: false });
  return { cookie, csrf, client };
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
 * The shared page checks (expectGoodPage of pageChecks) on a dashboard page; screenshots are
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
