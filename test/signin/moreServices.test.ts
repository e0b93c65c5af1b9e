import test from 'ava';
import { client, type JsonBody } from '../helpers/http.js';
import { startPartnerApp } from '../helpers/partnerApp.js';
import { useSystem } from '../helpers/useSystem.js';
import { expectGoodPage, watchedPage } from '../helpers/pageChecks.js';
import { SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { createPartner } from '../helpers/fixtures.js';

// A person connecting SoundCloud, Beatport and Last.fm in a real browser, through the partner's
// picker and each service's own sign-in; and Qobuz, whose sign-in is for its partners only: not
// on the picker, a page that says so for a direct link, and connected by the partner's token.

let partnerApp: Awaited<ReturnType<typeof startPartnerApp>>;

const used = useSystem(test, {
  services: ['soundcloud', 'beatport', 'lastfm', 'qobuz'],
  recordings: 800,
  browser: true,
  async setup(system) {
    partnerApp = await startPartnerApp();
    // The partner app's callback is the account's Return URL.
    system.partner = await createPartner({
      slug: 'four-more',
      name: 'Four More',
      returnUrls: [partnerApp.callbackUrl],
      enabledIntegrations: ['soundcloud', 'beatport', 'lastfm', 'qobuz'],
    });
  },
});

test.after.always(async () => {
  await partnerApp?.close();
});

const pickerUrl = () =>
  `${used.url}/connect/four-more?returnUrl=${encodeURIComponent(partnerApp.callbackUrl)}&requestOneTimeToken=true`;

for (const [service, email] of [
  ['soundcloud', 'demo@listeners.example'],
  ['beatport', 'medium@listeners.example'],
  ['lastfm', 'demo@listeners.example'],
] as const) {
  test.serial(
    `${service}: picker, the service’s sign-in, back at the partner with a working one-time token`,
    async (t) => {
      const { page, context, errors } = await watchedPage(used.browser);
      try {
        await page.goto(pickerUrl());
        // Our picker only: the service's sign-in and the partner's page are not ours to judge.
        t.deepEqual(errors(), [], 'the picker');
        await page.click(`a[data-service="${service}"]`);
        await page.waitForSelector('form select#email');
        await page.selectOption('select#email', email);
        await page.fill('input#password', SEEDED_PASSWORD);
        await page.click('button[value="allow"]');
        await page.waitForSelector('#authModelUUID');
        const read = async (id: string) => (await page.textContent(`#${id}`))?.trim() ?? '';
        const oneTimeToken = await read('oneTimeToken');
        const authModelUUID = await read('authModelUUID');
        const backend = client(used.url, { authorization: `Token ${used.partner.clientId}` });
        const signIn = await backend.get<JsonBody>(`public/integrations/auth/${authModelUUID}`, {
          searchParams: { oneTimeToken },
        });
        t.is(signIn.statusCode, 200, JSON.stringify(signIn.body));
        t.is(signIn.body.integrationUser.uuid, await read('integrationUserUUID'));
        t.is(signIn.body.integration.type, service);
        t.truthy(signIn.body.integrationUser.authData);
      } finally {
        await context.close();
      }
    },
  );
}

test.serial('Qobuz: not on the picker; a direct link explains; the partner connects it with a token', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await page.goto(pickerUrl());
    t.is(await page.locator('a[data-service="qobuz"]').count(), 0, 'Qobuz is not offered for a person to click');
    t.is(await page.locator('a[data-service="soundcloud"]').count(), 1);

    const direct = await page.goto(
      `${used.url}/connect/four-more/qobuz/auth?returnUrl=${encodeURIComponent(partnerApp.callbackUrl)}`,
    );
    t.is(direct?.status(), 400);
    t.regex((await page.textContent('h1')) ?? '', /Qobuz is connected through Four More/);
    await expectGoodPage(t, page, 'signin-qobuz-not-hosted', errors);
  } finally {
    await context.close();
  }

  const token = used.emulators.qobuz.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
  const connected = await used.api().post<JsonBody>('public/integrations/user', {
    json: { integrationType: 'qobuz', authData: { accessToken: token } },
  });
  t.is(connected.statusCode, 201, JSON.stringify(connected.body));
  t.is(connected.body.integration.type, 'qobuz');
  const playlists = await used.api().get<JsonBody>(`api/${connected.body.integrationUser.uuid}/playlists`);
  t.is(playlists.statusCode, 200, JSON.stringify(playlists.body));
  t.true(playlists.body.results.length > 0);
});
