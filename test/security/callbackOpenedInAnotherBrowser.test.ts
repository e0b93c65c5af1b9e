import test from 'ava';
import { browserClient } from '../../src/dev/signIn.js';
import { digest } from '../../src/crypto/tokens.js';
import { IntegrationUser } from '../../src/users/models.js';
import { SignInAttempt } from '../../src/signin/models.js';
import { consentAtService, RETURN_URL, startSignInSystem } from '../helpers/signInSystem.js';
import { parsePage } from '../helpers/dom.js';

// Attack (login CSRF / account linking): an attacker signs in with their own music account, stops
// at the callback, and makes the victim's browser open that callback URL; the victim's partner
// session would be linked to the attacker's account. The callback is now taken only from the
// browser that started the sign-in, which holds its nonce cookie.

let env: Awaited<ReturnType<typeof startSignInSystem>>;
test.before(async () => {
  env = await startSignInSystem('csrf');
});
test.after.always(async () => env?.stop());

test('a callback opened in another browser connects nothing, does not reach the Return URL, and offers to start again', async (t) => {
  const attacker = browserClient();
  const callback = await consentAtService(attacker, env.system, 'csrf', {
    requestOneTimeToken: 'true',
    partnerUserId: 'attacker-7',
  });
  const usersBefore = await IntegrationUser.count();

  const victim = browserClient();
  const opened = await victim(callback, { followRedirect: false, throwHttpErrors: false });
  t.is(opened.statusCode, 403);
  t.falsy(opened.headers.location);
  const { screen, text } = parsePage(opened.body);
  t.regex(text(), /started in another browser/);
  const again = new URL(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')!);
  t.is(again.pathname, '/connect/csrf/spotify/auth');
  t.truthy(again.searchParams.get('returnUrl'));
  t.false(opened.body.includes('oneTimeToken'));
  // Starting again from the victim's browser must not sign the victim in as the attacker's user.
  t.false(opened.body.includes('attacker-7'));
  t.is(await IntegrationUser.count(), usersBefore);
  const state = new URL(callback).searchParams.get('state')!;
  const attempt = await SignInAttempt.findOne({ where: { oauthStateDigest: digest(state) } });
  t.is(attempt!.state, 'redirected');

  // The browser that started it can still finish: the refused try did not spend the attempt.
  const finished = await attacker(callback, { followRedirect: false });
  t.is(finished.statusCode, 302);
  t.true(finished.headers.location!.startsWith(RETURN_URL));
  t.truthy(new URL(finished.headers.location!).searchParams.get('integrationUserUUID'));
});

test('a forged or missing nonce cookie is refused too', async (t) => {
  const starter = browserClient();
  const callback = await consentAtService(starter, env.system, 'csrf', {});
  const forged = await browserClient()(callback, {
    followRedirect: false,
    throwHttpErrors: false,
    headers: { cookie: `mlp_signin=${'A'.repeat(43)}` },
  });
  t.is(forged.statusCode, 403);
  const garbage = await browserClient()(callback, {
    followRedirect: false,
    throwHttpErrors: false,
    headers: { cookie: 'mlp_signin=%E0%A4%A' },
  });
  t.is(garbage.statusCode, 403);
});

test('the nonce cookie is HttpOnly and SameSite=Lax', async (t) => {
  const start = await browserClient()(`${env.system.url}/connect/csrf/spotify/auth`, {
    searchParams: { returnUrl: RETURN_URL },
    followRedirect: false,
  });
  const cookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).find((c) => c.startsWith('mlp_signin='));
  t.truthy(cookie);
  t.regex(cookie!, /HttpOnly/i);
  t.regex(cookie!, /SameSite=Lax/i);
});
