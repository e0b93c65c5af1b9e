import test from 'ava';
import { browserClient } from '../../src/dev/signIn.js';
import { addReturnUrl } from '../../src/accounts/commands.js';
import { client, type JsonBody } from '../helpers/http.js';
import { signInOnce, startSignInSystem } from '../helpers/signInSystem.js';

// A mobile app comes back from the hosted sign-in through its own scheme: `myapp://callback` is
// registered like any Return URL and compared exactly, host and path case and all.

const SLUG = 'mobile-partner';
const APP_RETURN = 'myapp://callback';
let started: Awaited<ReturnType<typeof startSignInSystem>>;

test.before(async () => {
  started = await startSignInSystem(SLUG);
  await addReturnUrl(SLUG, APP_RETURN);
});

test.after.always(async () => {
  await started?.stop();
});

test('a sign-in comes back to the app’s own scheme with the callback values', async (t) => {
  const back = await signInOnce(started.system, SLUG, { returnUrl: APP_RETURN, requestOneTimeToken: 'true' });
  t.is(back.protocol, 'myapp:');
  t.is(`${back.protocol}//${back.host}${back.pathname}`, APP_RETURN);
  t.regex(back.searchParams.get('authModelUUID') ?? '', /^[0-9a-f-]{36}$/);
  t.regex(back.searchParams.get('integrationUserUUID') ?? '', /^[0-9a-f-]{36}$/);
  t.regex(back.searchParams.get('oneTimeToken') ?? '', /^ott_/);
});

test('a scheme address that is not exactly the registered one is refused', async (t) => {
  const profile = (returnUrl: string) =>
    client(started.system.url).get<JsonBody>(`app/users/${SLUG}`, { searchParams: { returnUrl } });
  t.is((await profile(APP_RETURN)).statusCode, 200);
  for (const near of ['myapp://Callback', 'myapp://callback/', 'myapp://callback.evil', 'evilapp://callback']) {
    const refused = await profile(near);
    t.is(refused.statusCode, 400, near);
    t.is(refused.body.code, 'returnUrlNotAllowed');
    const start = await browserClient()(`${started.system.url}/connect/${SLUG}/spotify/auth`, {
      searchParams: { returnUrl: near },
      followRedirect: false,
      throwHttpErrors: false,
    });
    t.not(start.statusCode, 302, `${near}: no sign-in starts`);
    t.false(start.body.includes(near), `${near}: never offered as a way back`);
  }
});
