import type { ExecutionContext } from 'ava';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { checkPage, watchConsole } from '../helpers/pageChecks.js';

// The checks every hosted sign-in page of the browser tests goes through.

/**
 * A fresh browser (its own cookies), watching the console and every request its pages make. Of
 * the console errors, two kinds are set aside: those of pages not ours (the services' sign-in
 * forms have no icon), and the one line Chromium logs for a page answered with an error status (a
 * link to no partner is a 404), which is the status a partner's tools read, not a fault of the
 * page. Every other console error counts.
 */
export async function personIn(
  browser: Browser,
  ourUrls: string[],
): Promise<{
  context: BrowserContext;
  page: Page;
  consoleErrors: () => string[];
  requests: string[];
  /** Every answer the page's own navigations got, redirects included. */
  navigations: { url: string; status: number }[];
}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchConsole(page);
  const requests: string[] = [];
  const setAside: string[] = [];
  const ours = ourUrls.map((url) => new URL(url).origin);
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ours.includes(new URL(message.location().url || page.url()).origin))
      setAside.push(message.text());
  });
  const navigations: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      navigations.push({ url: response.url(), status: response.status() });
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame() && response.status() >= 400)
      setAside.push(`Failed to load resource: the server responded with a status of ${response.status()} `);
  });
  const consoleErrors = () => {
    const left = errors();
    for (const line of setAside) {
      const at = left.findIndex((e) => e.startsWith(line));
      if (at >= 0) left.splice(at, 1);
    }
    return left;
  };
  return { context, page, consoleErrors, requests, navigations };
}

/** Words of ours that must never reach a person: parameter names and validation messages. */
const JARGON =
  /uniqueId|returnUrl|requestOneTimeToken|forwardErrors|partnerUserId|integrationType|authModelUUID|oneTimeToken|GUID|must be|is not allowed|accessDenied|signIn[A-Z]|\bnull\b|undefined/;

/**
 * The page as it stands, at both sizes: no serious accessibility fault, nothing wider than a
 * phone, no console error, plain words; answers its buttons' labels.
 */
export async function looksRight(
  t: ExecutionContext,
  page: Page,
  name: string,
  consoleErrors: () => string[],
): Promise<string[]> {
  const report = await checkPage(page, `signin-${name}`);
  t.deepEqual(report.violations, [], name);
  t.is(report.overflow, 0, name);
  t.deepEqual(consoleErrors(), [], name);
  const text = await page.innerText('body');
  t.false(JARGON.test(text), `${name}: ${JARGON.exec(text)?.[0]} in ${text}`);
  t.regex((await page.getAttribute('link[rel="icon"]', 'href')) ?? '', /^data:image\/svg\+xml,/, name);
  return (await page.locator('.actions a:visible, .actions button:visible').allInnerTexts()).map((s) => s.trim());
}

/** Where a button of the page leads. */
export const hrefOf = (page: Page, label: string) =>
  page.locator(`.actions a:text-is("${label}")`).getAttribute('href');
