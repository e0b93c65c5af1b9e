import test from 'ava';
import { client, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createOneTimeToken } from '../helpers/fixtures.js';
import { startSignInSystem, signInOnce } from '../helpers/signInSystem.js';

// Attack: a one-time token leaks with the callback URL (browser history, a proxy's log, Referer)
// and is replayed within its 30 seconds to read the user's music-service tokens again. It now
// gives authData once: the first use spends it atomically.

let env: Awaited<ReturnType<typeof startSignInSystem>>;
test.before(async () => {
  env = await startSignInSystem('replay');
});
test.after.always(async () => env?.stop());

test.serial('a replayed oneTimeToken query reads the sign-in without authData', async (t) => {
  const back = await signInOnce(env.system, 'replay', { requestOneTimeToken: 'true' });
  const path = `public/integrations/auth/${back.searchParams.get('authModelUUID')}`;
  const searchParams = { oneTimeToken: back.searchParams.get('oneTimeToken')! };
  const backend = client(env.system.url, { authorization: `Token ${env.partner.clientId}` });
  const first = await backend.get<JsonBody>(path, { searchParams });
  t.truthy(first.body.integrationUser.authData);
  t.is(first.headers['cache-control'], 'no-store');
  const replay = await backend.get<JsonBody>(path, { searchParams });
  t.is(replay.statusCode, 200);
  t.false('authData' in replay.body.integrationUser);
});

test.serial('a one-time token used as the credential works once, then answers 401', async (t) => {
  const user = await createConnectedUser(env.partner.accountId);
  const { token, signInAttemptId } = await createOneTimeToken(user);
  const asCredential = client(env.system.url, { authorization: `Token ${token}` });
  const first = await asCredential.get<JsonBody>(`public/integrations/user/${user.id}`);
  t.is(first.statusCode, 200);
  t.true('authData' in first.body.integrationUser);
  for (const path of [`public/integrations/user/${user.id}`, `public/integrations/auth/${signInAttemptId}`]) {
    const replay = await asCredential.get<JsonBody>(path);
    t.is(replay.statusCode, 401, path);
    t.is(replay.body.code, 'oneTimeTokenUsed');
  }
});

test.serial('two concurrent uses of one token: exactly one receives authData', async (t) => {
  for (let round = 0; round < 5; round++) {
    const user = await createConnectedUser(env.partner.accountId);
    const { token, signInAttemptId } = await createOneTimeToken(user);
    const backend = client(env.system.url, { authorization: `Token ${env.partner.clientId}` });
    const asCredential = client(env.system.url, { authorization: `Token ${token}` });
    const answers = await Promise.all([
      backend.get<JsonBody>(`public/integrations/auth/${signInAttemptId}`, { searchParams: { oneTimeToken: token } }),
      backend.get<JsonBody>(`public/integrations/auth/${signInAttemptId}`, { searchParams: { oneTimeToken: token } }),
      asCredential.get<JsonBody>(`public/integrations/user/${user.id}`),
      asCredential.get<JsonBody>(`public/integrations/auth/${signInAttemptId}`),
    ]);
    const granted = answers.filter(
      (a) => a.statusCode === 200 && a.body.integrationUser && 'authData' in a.body.integrationUser,
    );
    t.is(granted.length, 1, `round ${round}`);
  }
});
