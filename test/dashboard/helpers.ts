import type { ExecutionContext } from 'ava';
import got from 'got';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { acceptInvitation, inviteMember, type TeamRole } from '../../src/dashboard/members.js';
import { checkPage, watchConsole } from '../helpers/pageChecks.js';

export const PASSWORD = 'correct horse battery staple';

const STATUS_TEXT: Record<number, string> = { 400: '(Bad Request)', 401: '(Unauthorized)', 404: '(Not Found)' };

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

/** Console errors of a page since the last call: each check answers for what came since the one before. */
export function freshErrors(page: Page): () => string[] {
  const all = watchConsole(page);
  let seen = 0;
  return () => {
    const errors = all();
    const fresh = errors.slice(seen);
    seen = errors.length;
    return fresh;
  };
}

/** A fresh browser context and page whose console errors are collected from the first navigation on. */
export async function watchedPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: () => string[] }> {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  return { context, page, errors: freshErrors(page) };
}

/** Signs in through the sign-in page, as a person does. */
export async function signInInBrowser(page: Page, base: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${base}/login`);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/login')), page.click('form button')]);
}

/**
 * What every dashboard page owes a person, at desktop and phone size: no serious or critical
 * accessibility fault, nothing wider than a 390 px screen, no console error. Screenshots are
 * `test-results/dashboard-<name>-desktop.png` and `-phone.png`. The viewport is set back to the desktop.
 */
export async function expectGoodPage(
  t: ExecutionContext,
  page: Page,
  name: string,
  errors: () => string[],
  options: { documentStatus?: number } = {},
): Promise<void> {
  const report = await checkPage(page, `dashboard-${name}`);
  t.deepEqual(report.violations, [], `${name}: accessibility`);
  t.is(report.overflow, 0, `${name}: wider than a phone`);
  // A page answered with an error status on purpose (401 for a wrong password) makes Chromium log
  // that status; that line is the page's status, not a fault of the page.
  const own = (line: string) =>
    options.documentStatus !== undefined &&
    line ===
      `Failed to load resource: the server responded with a status of ${options.documentStatus} ${STATUS_TEXT[options.documentStatus] ?? ''}`.trim();
  t.deepEqual(
    errors().filter((line) => !own(line)),
    [],
    `${name}: console errors`,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
}
