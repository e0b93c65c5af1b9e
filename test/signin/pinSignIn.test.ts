import test from 'ava';
import { browserClient, connectThroughSignIn } from '../../src/dev/signIn.js';
import { SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';
import { IntegrationUser } from '../../src/users/models.js';
import { SignInAttempt } from '../../src/signin/models.js';
import { startPartnerApp } from '../helpers/partnerApp.js';
import { useSystem } from '../helpers/useSystem.js';
import type { JsonBody } from '../helpers/http.js';
import { personIn } from './pageHelpers.js';

// Plex signs people in with a PIN: we ask plex.tv for a code, the person allows it on Plex's own
// page, which sends them back to our callback with nothing of its own, and we then ask plex.tv what
// the code was granted, and which of their servers to call.

const partnerApp = await startPartnerApp();
const RETURN_URL = partnerApp.callbackUrl;
const used = useSystem(test, {
  services: ['plex'],
  recordings: 600,
  browser: true,
  partner: { slug: 'plex-partner', name: 'Plex Partner', returnUrls: [RETURN_URL] },
});
test.after.always(() => partnerApp.close());

const link = (query: Record<string, string> = {}) =>
  `${used.url}/connect/plex-partner/plex/auth?${new URLSearchParams({ returnUrl: RETURN_URL, ...query })}`;

test.serial(
  'in a browser: the picker, Plex’s page with the code, back at the partner; the library reads',
  async (t) => {
    const person = await personIn(used.browser, [used.url]);
    try {
      await person.page.goto(`${used.url}/connect/plex-partner?returnUrl=${encodeURIComponent(RETURN_URL)}`);
      await person.page.click('a[data-service="plex"]');
      // Plex's page (the emulator's) reads the code from its address's fragment.
      await person.page.waitForSelector('form select#email');
      await person.page.selectOption('select#email', 'demo@listeners.example');
      await person.page.fill('input#password', SEEDED_PASSWORD);
      await person.page.click('button[value="allow"]');
      await person.page.waitForSelector('#integrationUserUUID');
      const userId = (await person.page.textContent('#integrationUserUUID'))!.trim();
      const playlists = await used.api().get(`api/${userId}/playlists`).json<JsonBody>();
      t.true(playlists.results.length > 0, 'the library reads on the server plex.tv named');
    } finally {
      await person.context.close();
    }
  },
);

test.serial('over HTTP, as the demo and the tests sign people in', async (t) => {
  const userId = await connectThroughSignIn(used.url, 'plex-partner', 'plex', 'medium@listeners.example', RETURN_URL);
  const user = await IntegrationUser.findByPk(userId);
  t.is(user?.integrationType, 'plex');
});

test.serial('a code the person did not allow connects nobody, and the partner hears accessDenied', async (t) => {
  const before = await IntegrationUser.count({ where: { integrationType: 'plex' } });
  const browser = browserClient().extend({ followRedirect: false, throwHttpErrors: false });
  const started = await browser(link({ forwardErrors: 'true' }));
  t.is(started.statusCode, 302);
  const plexPage = new URL(started.headers.location!);
  t.true(plexPage.hash.includes('code='), 'the code goes in the fragment, as Plex links its page');
  // The person comes back without allowing (the back button, or deny on Plex's page).
  const fragment = new URLSearchParams(plexPage.hash.slice(2));
  const back = await browser(fragment.get('forwardUrl')!);
  t.is(back.statusCode, 302);
  const atPartner = new URL(back.headers.location!);
  t.is(atPartner.searchParams.get('error'), 'accessDenied');
  t.is(await IntegrationUser.count({ where: { integrationType: 'plex' } }), before);
  const attempt = await SignInAttempt.findByPk(atPartner.searchParams.get('authModelUUID')!);
  t.is(attempt?.state, 'failed');
  t.is(attempt?.codeVerifierSealed, null, 'what was kept of the code goes when the sign-in ends');
});

test.serial('a PIN link sent to someone else connects nobody: their way back ends the sign-in', async (t) => {
  const before = await IntegrationUser.count({ where: { integrationType: 'plex' } });
  // The attacker starts a sign-in and sends the victim the link to Plex's page.
  const attacker = browserClient().extend({ followRedirect: false, throwHttpErrors: false });
  const started = await attacker(link({ forwardErrors: 'true' }));
  const plexPage = new URL(started.headers.location!);
  // The victim allows it on Plex's page, in their own browser, and is sent to our callback.
  const victim = browserClient().extend({ followRedirect: false, throwHttpErrors: false });
  const fragment = Object.fromEntries(new URLSearchParams(plexPage.hash.slice(2)));
  const page = new URL(plexPage);
  page.hash = '';
  const allowed = await victim.post(page.toString(), {
    form: { ...fragment, email: 'heavy@listeners.example', password: SEEDED_PASSWORD, decision: 'allow' },
  });
  t.is(allowed.statusCode, 302);
  t.is((await victim(allowed.headers.location!)).statusCode, 403, 'started in another browser');
  // The attacker's own browser comes back too late: the sign-in has ended, nothing granted.
  const collected = await attacker(fragment.forwardUrl);
  t.is(new URL(collected.headers.location!).searchParams.get('error'), 'accessDenied');
  t.is(await IntegrationUser.count({ where: { integrationType: 'plex' } }), before);
});
