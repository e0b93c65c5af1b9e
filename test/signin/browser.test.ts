import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { api, type JsonBody } from '../helpers/http.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { startPartnerApp } from '../helpers/partnerApp.js';
import { SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';
import { keepScreenshot } from '../helpers/pageChecks.js';

// A person in a real browser: the partner's picker, the service's sign-in form, back to the partner,
// whose backend then reads the sign-in with the one-time token (valid 30 seconds).

let partner: TestPartner;
let partnerApp: Awaited<ReturnType<typeof startPartnerApp>>;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  browser: true,
  async setup() {
    partnerApp = await startPartnerApp();
    // Its Return URL is the partner app's, known only once that app listens.
    partner = await createPartner({
      slug: 'browser-partner',
      name: 'Browser Partner',
      returnUrls: [partnerApp.callbackUrl],
      enabledIntegrations: ['spotify', 'deezer'],
    });
  },
});

test.after.always(async () => {
  await partnerApp?.close();
});

async function walk(service: 'spotify' | 'deezer', email: string) {
  const page = await used.browser.newPage();
  try {
    await page.goto(
      `${used.url}/connect/browser-partner?returnUrl=${encodeURIComponent(partnerApp.callbackUrl)}&requestOneTimeToken=true`,
    );
    await keepScreenshot(page, 'signin-picker');
    await page.click(`a[data-service="${service}"]`);
    await page.waitForSelector('form select#email');
    await page.selectOption('select#email', email);
    await page.fill('input#password', SEEDED_PASSWORD);
    await keepScreenshot(page, `signin-${service}-form`);
    await page.click('button[value="allow"]');
    await page.waitForSelector('#authModelUUID');
    await keepScreenshot(page, `signin-${service}-back-at-partner`);
    const read = async (id: string) => (await page.textContent(`#${id}`))?.trim() ?? '';
    return {
      authModelUUID: await read('authModelUUID'),
      integrationUserUUID: await read('integrationUserUUID'),
      oneTimeToken: await read('oneTimeToken'),
    };
  } finally {
    await page.close();
  }
}

test('the whole sign-in in a browser, for two services; the one-time token works for 30 seconds only', async (t) => {
  const results = [await walk('spotify', 'demo@listeners.example'), await walk('deezer', 'medium@listeners.example')];
  const backend = api(used.url, `Token ${partner.clientId}`);
  for (const back of results) {
    t.regex(back.oneTimeToken, /^ott_/);
    const read = await backend.get<JsonBody>(`public/integrations/auth/${back.authModelUUID}`, {
      searchParams: { oneTimeToken: back.oneTimeToken },
    });
    t.is(read.statusCode, 200);
    t.is(read.body.integrationUser.uuid, back.integrationUserUUID);
    t.truthy(read.body.integrationUser.authData);
  }
  t.deepEqual(
    results.map((r) => r.integrationUserUUID).length,
    new Set(results.map((r) => r.integrationUserUUID)).size,
  );
  // The token lives 30 seconds.
  await new Promise((r) => setTimeout(r, 31_000));
  for (const back of results) {
    const late = await backend.get<JsonBody>(`public/integrations/auth/${back.authModelUUID}`, {
      searchParams: { oneTimeToken: back.oneTimeToken },
    });
    t.is(late.statusCode, 403);
    t.is(late.body.code, 'oneTimeTokenInvalid');
  }
});
