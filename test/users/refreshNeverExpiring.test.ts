import test from 'ava';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import { IntegrationUser } from '../../src/users/models.js';
import { REFRESHES_PER_USER_PER_MINUTE } from '../../src/users/refreshLimit.js';
import { client, type JsonBody } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';

// A9 takes the public Client ID token. Deezer's tokens never expire and come with no refresh
// token: asking A9 to renew one used to answer 401 and mark the user as needing a new sign-in,
// while the service still accepted the token, so anyone holding a partner's Client ID and a
// user's uuid could disconnect that user. Now there is nothing to renew: 200 with what is stored.

const used = useSystem(test, { services: ['deezer'], partner: { slug: 'a9-deezer' } });

const basic = () => client(used.system.url, { authorization: used.partner.basic });
const withClientId = () => client(used.system.url, { authorization: `Token ${used.partner.clientId}` });
const connect = (email: string) =>
  connectThroughSignIn(used.system.url, 'a9-deezer', 'deezer', email, 'https://partner.example/back');
const refresh = (uuid: string) =>
  withClientId().post<JsonBody>('public/integrations/refreshAuthToken', { json: { integrationUserUUID: uuid } });

test.serial('A9 on a token that never expires answers 200, keeps the token and never marks the user', async (t) => {
  const uuid = await connect('demo@listeners.example');
  const before = (await basic().get<JsonBody>(`public/integrations/user/${uuid}`)).body.integrationUser.authData;
  const answer = await refresh(uuid);
  t.is(answer.statusCode, 200, JSON.stringify(answer.body));
  t.false('authData' in answer.body.integrationUser, 'the Client ID token reads the profile only');
  t.is((await IntegrationUser.findByPk(uuid))!.needsReauthSince, null);
  const after = await basic().post<JsonBody>('public/integrations/refreshAuthToken', {
    json: { integrationUserUUID: uuid },
  });
  t.is(after.statusCode, 200);
  t.is(after.body.integrationUser.authData.access_token, before.access_token, 'the stored token, still good');
  t.is((await basic().get<JsonBody>(`api/${uuid}/playlists`)).statusCode, 200, 'the service still takes it');
});

test.serial('A9 is limited per user: past a few a minute, 429 tooManyRefreshes with Retry-After', async (t) => {
  const uuid = await connect('medium@listeners.example');
  // A minute may turn between two calls and start the count again, so at most twice the limit.
  const answers = [];
  for (let i = 0; i < 2 * REFRESHES_PER_USER_PER_MINUTE + 1; i += 1) {
    const answer = await refresh(uuid);
    answers.push(answer);
    if (answer.statusCode === 429) break;
  }
  const refused = answers.at(-1)!;
  t.is(refused.statusCode, 429);
  t.is(refused.body.code, 'tooManyRefreshes');
  const wait = Number(refused.headers['retry-after']);
  t.true(wait >= 1 && wait <= 60, `Retry-After ${wait}`);
  t.true(answers.length > REFRESHES_PER_USER_PER_MINUTE, 'the first few pass');
  t.true(answers.slice(0, -1).every((a) => a.statusCode === 200));
  t.is((await IntegrationUser.findByPk(uuid))!.needsReauthSince, null);
  const another = await connect('heavy@listeners.example');
  t.is((await refresh(another)).statusCode, 200, "another user's turns are their own");
});
