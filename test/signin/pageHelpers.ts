import type { ExecutionContext } from 'ava';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectGoodPage, watchOurConsole } from '../helpers/pageChecks.js';

// The checks every hosted sign-in page of the browser tests goes through.

/**
 * A fresh browser (its own cookies), watching the console (see watchOurConsole: pages not ours and
 * a document's own error status are set aside) and every request its pages make.
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
  const consoleErrors = watchOurConsole(page, ourUrls);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const navigations: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      navigations.push({ url: response.url(), status: response.status() });
  });
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
  await expectGoodPage(t, page, `signin-${name}`, consoleErrors);
  const text = await page.innerText('body');
  t.false(JARGON.test(text), `${name}: ${JARGON.exec(text)?.[0]} in ${text}`);
  t.regex((await page.getAttribute('link[rel="icon"]', 'href')) ?? '', /^data:image\/svg\+xml,/, name);
  return (await page.locator('.actions a:visible, .actions button:visible').allInnerTexts()).map((s) => s.trim());
}

/** Where a button of the page leads. */
export const hrefOf = (page: Page, label: string) =>
  page.locator(`.actions a:text-is("${label}")`).getAttribute('href');
