import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ExecutionContext } from 'ava';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// What every hosted page owes a person, checked the same way on each: it fits a phone, it has no
// serious accessibility fault, it logs no error, and a picture of it at both sizes is kept.

const require = createRequire(import.meta.url);
const AXE_SOURCE: string = (require('axe-core') as { source: string }).source;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Console errors and failed requests of a page from now on (call before the first navigation). */
export function watchConsole(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => [...errors];
}

/**
 * The console errors that are faults of our pages, from now on. Two kinds are set aside:
 * - errors of pages not ours (the services' sign-in forms, here the emulators', have no icon and
 *   their `/favicon.ico` answers 404; ours carry their icon inline), when `ourOrigins` are named;
 * - the line Chromium logs for a document answered with an error status (401 for a wrong
 *   password, 404 for an unknown link), which is the status partners' tools read, not a fault.
 * A failed request a page makes itself still counts.
 */
export function watchOurConsole(page: Page, ourOrigins: string[] = []): () => string[] {
  const all = watchConsole(page);
  const setAside: string[] = [];
  const ours = ourOrigins.map((url) => new URL(url).origin);
  page.on('console', (message) => {
    const at = message.location().url || page.url();
    if (message.type() === 'error' && ours.length && URL.canParse(at) && !ours.includes(new URL(at).origin))
      setAside.push(message.text());
  });
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() >= 400 && request.isNavigationRequest() && request.frame() === page.mainFrame())
      setAside.push(`Failed to load resource: the server responded with a status of ${response.status()} `);
  });
  return () => {
    const left = all();
    for (const line of setAside) {
      const at = left.findIndex((e) => e.startsWith(line));
      if (at >= 0) left.splice(at, 1);
    }
    return left;
  };
}

/**
 * A picture of the page as it stands, `test-results/<name>.png`, for a person to look at: taken only
 * when `TEST_SCREENSHOTS=1`. Nothing asserts on it, and a full-page PNG at two sizes cost a page
 * check about as much CPU as everything else it does (dashboard/team: 23.9 against 14.4 CPU s).
 */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.TEST_SCREENSHOTS !== '1') return;
  await mkdir('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: options.fullPage ?? false });
}

export interface PageReport {
  /** axe-core violations of impact serious or critical: `rule: target`. */
  violations: string[];
  /** How far the page is wider than the phone's screen, in CSS pixels (0 when it fits). */
  overflow: number;
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, so the page's own CSP does not block it;
  // once per document (the second size looks at the same page, axe still loaded).
  if (!(await page.evaluate("typeof axe !== 'undefined'"))) await page.evaluate(AXE_SOURCE);
  // Strings, not functions: the tests compile without the DOM's types.
  const results = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as {
    violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
  };
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/**
 * Looks at the page as it stands at both sizes: screenshots `test-results/<name>-desktop.png` and
 * `-phone.png` when asked (keepScreenshot), axe-core's serious and critical violations at each size, and whether anything
 * makes the page wider than a 390 px phone. The viewport is left at the phone's size.
 */
export async function checkPage(page: Page, name: string): Promise<PageReport> {
  const violations = new Set<string>();
  let overflow = 0;
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await keepScreenshot(page, `${name}-${size}`, { fullPage: true });
    for (const violation of await axeViolations(page)) violations.add(`${size} ${violation}`);
    if (size === 'phone')
      overflow = (await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      )) as number;
  }
  return { violations: [...violations], overflow };
}

/**
 * What every hosted page owes a person, at desktop and phone size: no serious or critical
 * accessibility fault, nothing wider than a 390 px screen, no console error (`errors`, from
 * watchOurConsole). The viewport is left at the phone's size.
 */
export async function expectGoodPage(
  t: ExecutionContext,
  page: Page,
  name: string,
  errors: () => string[],
): Promise<void> {
  const report = await checkPage(page, name);
  t.deepEqual(report.violations, [], `${name}: accessibility`);
  t.is(report.overflow, 0, `${name}: wider than a phone`);
  t.deepEqual(errors(), [], `${name}: console errors`);
}

/** Console errors of a page since the last call: each check answers for what came since the one before. */
export function freshErrors(page: Page): () => string[] {
  const all = watchOurConsole(page);
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
