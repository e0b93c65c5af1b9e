import test from 'ava';
import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { launchBrowser } from '../helpers/browser.js';

// The docs page renders the OpenAPI document and tries calls with the docs session it was opened with.

let system: TestSystem;
let partner: TestPartner;
let browser: Browser;

test.before(async () => {
  system = await startTestSystem();
  partner = await createPartner({
    slug: 'reader',
    name: 'Reader Inc',
    returnUrls: ['https://partner.example/back'],
    enabledIntegrations: ['spotify'],
    isTransferServiceEnabled: true,
  });
  browser = await launchBrowser();
  await mkdir('test-results', { recursive: true });
});

test.after.always(async () => {
  await browser?.close();
  await system?.stop();
});

test('the docs page lists the operations and tries one with the docs session', async (t) => {
  const page = await browser.newPage();
  try {
    await page.goto(`${system.url}/docs#session=${partner.docsToken}`);
    // A locator, not a string predicate: the page's Content-Security-Policy forbids eval.
    await page.locator('#session', { hasText: 'Trying calls as' }).waitFor();
    t.false(page.url().includes('session='), 'the token leaves the address bar');
    // Swagger UI, served from our origin, renders every operation.
    await page.locator('.opblock').first().waitFor();
    t.true((await page.locator('.opblock').count()) > 50);
    const transfers = page.locator('.opblock-get', { has: page.locator('[data-path="/public/transfers"]') });
    await transfers.locator('.opblock-summary').click();
    await transfers.locator('button.execute').click();
    const status = transfers.locator('.live-responses-table tr.response .response-col_status').first();
    await status.waitFor();
    t.is((await status.textContent())?.trim(), '200', 'the first click succeeds, with the docs session');
    await page.screenshot({ path: 'test-results/docs-page.png' });
  } finally {
    await page.close();
  }
});
