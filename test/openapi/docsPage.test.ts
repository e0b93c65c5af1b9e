import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { expectGoodPage, watchedPage } from '../helpers/pageChecks.js';

// The API reference renders the OpenAPI document and tries calls with the docs session the docs
// were opened with (the dashboard opens `/docs#session=...`, the home, which keeps it for the tab).

const used = useSystem(test, {
  browser: true,
  partner: { slug: 'reader', name: 'Reader Inc', enabledIntegrations: ['spotify'], isTransferServiceEnabled: true },
});

test('the reference lists the operations and tries one with the docs session the home kept', async (t) => {
  const { context, page, errors } = await watchedPage(used.browser);
  try {
    await page.goto(`${used.url}/docs#session=${used.partner.docsToken}`);
    // A locator, not a string predicate: the page's Content-Security-Policy forbids eval.
    await page.locator('#session', { hasText: 'Trying calls as' }).waitFor();
    t.false(page.url().includes('session='), 'the token leaves the address bar');
    await page.locator('.bar a', { hasText: 'API reference' }).click();
    await page.locator('#session', { hasText: 'Trying calls as' }).waitFor();
    // Swagger UI, served from our origin, renders every operation once it has read the whole
    // document (about 840 KB): on a CI machine short of CPU that took past Playwright's 30 s.
    await page.locator('.opblock').first().waitFor({ timeout: 120_000 });
    t.true((await page.locator('.opblock').count()) > 50);
    const transfers = page.locator('.opblock-get', { has: page.locator('[data-path="/public/transfers"]') });
    await transfers.locator('.opblock-summary').click();
    await transfers.locator('button.execute').click();
    const status = transfers.locator('.live-responses-table tr.response .response-col_status').first();
    await status.waitFor();
    t.is((await status.textContent())?.trim(), '200', 'the first click succeeds, with the docs session');
    // With an operation open and answered, as a reader leaves it.
    await expectGoodPage(t, page, 'docs-reference', errors);
  } finally {
    await context.close();
  }
});

test('the reference opened with its own #session tries calls too', async (t) => {
  const page = await used.browser.newPage();
  try {
    await page.goto(`${used.url}/docs/reference#session=${used.partner.docsToken}`);
    // The session is named once its check answers, and the page's thread may be busy reading the
    // whole document into Swagger UI first: on a CI machine short of CPU, past 30 s.
    await page.locator('#session', { hasText: 'Trying calls as' }).waitFor({ timeout: 120_000 });
    t.false(page.url().includes('session='));
  } finally {
    await page.close();
  }
});
