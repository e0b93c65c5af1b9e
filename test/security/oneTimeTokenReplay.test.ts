import test from 'ava';
import { client, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createOneTimeToken } from '../helpers/fixtures.js';
import { startSignInSystem, signInOnce } from '../helpers/signInSystem.js';
import { OneTimeToken } from '../../src/auth/oneTimeTokens.js';
import type { IntegrationUser } from '../../src/users/models.js';

// Attack: a one-time token leaks with the callback URL (browser history, a proxy's log, Referer)
// and is replayed within its 30 seconds to read the user's music-service tokens again. The token
// hands out authData once: the first read spends that atomically. It stays a credential for its
// 30 seconds (the profile, the sign-in, the catalogue), and what it was refused before it is
// refused the same way after.

let env: Awaited<ReturnType<typeof startSignInSystem>>;
test.before(async () => {
  env = await startSignInSystem('replay');
});
test.after.always(async () => env?.stop());

type Answer = { statusCode: number; body: JsonBody };
const hasAuthData = (a: Answer) =>
  a.statusCode === 200 && Boolean(a.body.integrationUser) && 'authData' in a.body.integrationUser;
const asToken = (token: string) => client(env.system.url, { authorization: `Token ${token}` });
const asClientId = () => client(env.system.url, { authorization: `Token ${env.partner.clientId}` });

/** The reads a one-time token may make for the user of its sign-in. */
function reads(token: string, user: IntegrationUser, signInAttemptId: string): Record<string, () => Promise<Answer>> {
  return {
    A5: () => asToken(token).get<JsonBody>(`public/integrations/auth/${signInAttemptId}`),
    A6: () => asToken(token).get<JsonBody>(`public/integrations/user/${user.id}`),
    C2: () => asToken(token).get<JsonBody>('public/search/introspection'),
  };
}

/** Routes the credential table refuses to a one-time token, or that it may use only for its own user. */
function refusedRoutes(token: string, user: IntegrationUser, other: IntegrationUser) {
  const as = asToken(token);
  return {
    'GET /api/{uuid}/playlists': () => as.get<JsonBody>(`api/${user.id}/playlists`),
    'DELETE /public/integrations/user/{uuid}': () => as.delete<JsonBody>(`public/integrations/user/${user.id}`),
    'POST /public/transfer-sessions': () => as.post<JsonBody>('public/transfer-sessions', { json: {} }),
    'GET /public/transfers/unmatched': () =>
      as.get<JsonBody>('public/transfers/unmatched', { searchParams: { from: '2026-01-01T00:00:00Z' } }),
    'GET /public/integrations/users': () => as.get<JsonBody>('public/integrations/users'),
    'GET /public/integrations/user/{another user}': () => as.get<JsonBody>(`public/integrations/user/${other.id}`),
  };
}

const outcome = (a: Answer) => `${a.statusCode} ${a.body.code}`;

test.serial('a replayed oneTimeToken query reads the sign-in without authData', async (t) => {
  const back = await signInOnce(env.system, 'replay', { requestOneTimeToken: 'true' });
  const path = `public/integrations/auth/${back.searchParams.get('authModelUUID')}`;
  const searchParams = { oneTimeToken: back.searchParams.get('oneTimeToken')! };
  const first = await asClientId().get<JsonBody>(path, { searchParams });
  t.truthy(first.body.integrationUser.authData);
  t.is(first.headers['cache-control'], 'no-store');
  const replay = await asClientId().get<JsonBody>(path, { searchParams });
  t.is(replay.statusCode, 200);
  t.false('authData' in replay.body.integrationUser);
});

test.serial('a spent one-time token stays a credential without authData for its 30 seconds', async (t) => {
  const user = await createConnectedUser(env.partner.accountId);
  const { token, signInAttemptId } = await createOneTimeToken(user);
  const first = await asToken(token).get<JsonBody>(`public/integrations/user/${user.id}`);
  t.is(first.statusCode, 200);
  t.true(hasAuthData(first));
  for (const [name, read] of Object.entries(reads(token, user, signInAttemptId))) {
    for (let again = 0; again < 2; again++) {
      const later = await read();
      t.is(later.statusCode, 200, name);
      if (name !== 'C2') {
        t.is(later.body.integrationUser.uuid, user.id, name);
        t.false('authData' in later.body.integrationUser, name);
      }
    }
  }
  // The query parameter of A5 after the credential spent it: the sign-in, without authData.
  const query = await asClientId().get<JsonBody>(`public/integrations/auth/${signInAttemptId}`, {
    searchParams: { oneTimeToken: token },
  });
  t.is(query.statusCode, 200);
  t.false(hasAuthData(query));
});

test.serial('four concurrent first uses as the credential: exactly one answer holds authData', async (t) => {
  for (let round = 0; round < 5; round++) {
    const user = await createConnectedUser(env.partner.accountId);
    const { token, signInAttemptId } = await createOneTimeToken(user);
    const { A5, A6 } = reads(token, user, signInAttemptId);
    const answers = await Promise.all([A6(), A6(), A5(), A5()]);
    t.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200, 200, 200],
      `round ${round}`,
    );
    t.is(answers.filter(hasAuthData).length, 1, `round ${round}`);
  }
});

test.serial('four concurrent first uses as the A5 query: exactly one answer holds authData', async (t) => {
  for (let round = 0; round < 5; round++) {
    const user = await createConnectedUser(env.partner.accountId);
    const { token, signInAttemptId } = await createOneTimeToken(user);
    const read = () =>
      asClientId().get<JsonBody>(`public/integrations/auth/${signInAttemptId}`, {
        searchParams: { oneTimeToken: token },
      });
    const answers = await Promise.all([read(), read(), read(), read()]);
    t.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200, 200, 200],
      `round ${round}`,
    );
    t.is(answers.filter(hasAuthData).length, 1, `round ${round}`);
  }
});

test.serial('the query and the credential share one hand-out of authData', async (t) => {
  for (let round = 0; round < 5; round++) {
    const user = await createConnectedUser(env.partner.accountId);
    const { token, signInAttemptId } = await createOneTimeToken(user);
    const path = `public/integrations/auth/${signInAttemptId}`;
    const answers = await Promise.all([
      asClientId().get<JsonBody>(path, { searchParams: { oneTimeToken: token } }),
      asClientId().get<JsonBody>(path, { searchParams: { oneTimeToken: token } }),
      asToken(token).get<JsonBody>(`public/integrations/user/${user.id}`),
      asToken(token).get<JsonBody>(path),
    ]);
    t.is(answers.filter(hasAuthData).length, 1, `round ${round}`);
  }
});

test.serial('routes that refuse a one-time token refuse it the same before and after it is spent', async (t) => {
  const user = await createConnectedUser(env.partner.accountId);
  const other = await createConnectedUser(env.partner.accountId);
  const { token } = await createOneTimeToken(user);
  const routes = refusedRoutes(token, user, other);
  const before: Record<string, string> = {};
  for (const [name, send] of Object.entries(routes)) before[name] = outcome(await send());
  t.true(
    Object.values(before).every((o) => o.startsWith('403 ')),
    JSON.stringify(before),
  );

  const spend = await asToken(token).get<JsonBody>(`public/integrations/user/${user.id}`);
  t.true(hasAuthData(spend));
  const after: Record<string, string> = {};
  for (const [name, send] of Object.entries(routes)) after[name] = outcome(await send());
  t.deepEqual(after, before);
  // The user was not deleted by any of it.
  const still = await asClientId().get<JsonBody>(`public/integrations/user/${user.id}`);
  t.is(still.statusCode, 200);
});

test.serial('after its 30 seconds a one-time token answers 401 oneTimeTokenExpired everywhere', async (t) => {
  const user = await createConnectedUser(env.partner.accountId);
  const other = await createConnectedUser(env.partner.accountId);
  const expired = await createOneTimeToken(user, -1_000);
  const spentThenExpired = await createOneTimeToken(user);
  t.true(hasAuthData(await asToken(spentThenExpired.token).get<JsonBody>(`public/integrations/user/${user.id}`)));
  await OneTimeToken.update(
    { expiresAt: new Date(Date.now() - 1) },
    { where: { signInAttemptId: spentThenExpired.signInAttemptId } },
  );
  for (const { token, signInAttemptId } of [expired, spentThenExpired]) {
    const every = { ...reads(token, user, signInAttemptId), ...refusedRoutes(token, user, other) };
    for (const [name, send] of Object.entries(every)) {
      const answer = await send();
      t.is(outcome(answer), '401 oneTimeTokenExpired', name);
    }
    // As the A5 query, an expired token is refused as not valid for this sign-in.
    const query = await asClientId().get<JsonBody>(`public/integrations/auth/${signInAttemptId}`, {
      searchParams: { oneTimeToken: token },
    });
    t.is(outcome(query), '403 oneTimeTokenInvalid');
  }
});
