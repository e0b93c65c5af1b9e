import test from 'ava';
import got from 'got';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import { client, type JsonBody } from '../helpers/http.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { IntegrationUser } from '../../src/users/models.js';
import { queueExpiringUsers } from '../../src/users/refreshSweep.js';
import { useSystem } from '../helpers/useSystem.js';

// Music-service tokens: refreshed on read when they expire within a minute, refreshed ahead of time
// by the worker, refreshed once when several calls find them refused at once, and a refusal that
// ends in 412 and a signed `user.auth_failed`.

const receiver = new WebhookReceiver();
let refreshGrants = 0;
const used = useSystem(test, {
  services: ['spotify'],
  recordings: 1_000,
  workers: true,
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  partner: { slug: 'tokens' },
  async setup({ emulators: { spotify }, api }) {
    const original = spotify.oauth.useRefreshToken.bind(spotify.oauth);
    spotify.oauth.useRefreshToken = (token, clientId) => {
      refreshGrants += 1;
      return original(token, clientId);
    };
    const endpoint = await api().post<JsonBody>('public/webhooks/endpoints', {
      json: { url: await receiver.start(), eventTypes: ['user.auth_failed'] },
    });
    receiver.useSecret(endpoint.body.secret);
  },
});
test.after.always(() => receiver.stop());

function connect(email: string): Promise<string> {
  return connectThroughSignIn(used.system.url, 'tokens', 'spotify', email, 'https://partner.example/back');
}

const basic = () => client(used.system.url, { authorization: used.partner.basic });

test.serial('A6 with Basic refreshes tokens that expire within a minute', async (t) => {
  const uuid = await connect('demo@listeners.example');
  const before = (await basic().get<JsonBody>(`public/integrations/user/${uuid}`)).body.integrationUser.authData
    .access_token;
  await IntegrationUser.update({ authDataExpiresAt: new Date(Date.now() + 30_000) }, { where: { id: uuid } });
  const after = await basic().get<JsonBody>(`public/integrations/user/${uuid}`);
  t.not(after.body.integrationUser.authData.access_token, before);
  t.true(after.body.integrationUser.authDataExpiresAt > Date.now() + 60_000);
});

test.serial('A9 refreshes now: Basic gets the new authData, others the profile only, 404 for a stranger', async (t) => {
  const uuid = await connect('demo@listeners.example');
  const refreshed = await basic().post<JsonBody>('public/integrations/refreshAuthToken', {
    json: { integrationUserUUID: uuid },
  });
  t.is(refreshed.statusCode, 200);
  t.truthy(refreshed.body.integrationUser.authData.access_token);
  const withDevToken = await client(used.system.url, {
    authorization: `DevToken ${await used.partner.devToken()}`,
  }).post<JsonBody>('public/integrations/refreshAuthToken', { json: { integrationUserUUID: uuid } });
  t.is(withDevToken.statusCode, 200);
  t.false('authData' in withDevToken.body.integrationUser);
  const missing = await basic().post<JsonBody>('public/integrations/refreshAuthToken', {
    json: { integrationUserUUID: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d' },
  });
  t.is(missing.statusCode, 404);
  const bad = await basic().post<JsonBody>('public/integrations/refreshAuthToken', { json: {} });
  t.is(bad.statusCode, 400);
});

test.serial('concurrent calls that find the token expired refresh it once', async (t) => {
  const uuid = await connect('medium@listeners.example');
  await got.post(`${used.emulators.spotify.url}/__emulator/expire-tokens`, { json: { user: 'medium' } });
  const grantsBefore = refreshGrants;
  const answers = await Promise.all(Array.from({ length: 6 }, () => basic().get<JsonBody>(`api/${uuid}/playlists`)));
  t.true(answers.every((a) => a.statusCode === 200));
  t.is(refreshGrants - grantsBefore, 1);
});

test.serial('the worker refreshes tokens ahead of expiry', async (t) => {
  const uuid = await connect('heavy@listeners.example');
  await IntegrationUser.update({ authDataExpiresAt: new Date(Date.now() + 5 * 60_000) }, { where: { id: uuid } });
  const grantsBefore = refreshGrants;
  t.true((await queueExpiringUsers(used.system.web.runtime.queues['token-refresh'])) >= 1);
  const deadline = Date.now() + 15_000;
  let user = await IntegrationUser.findByPk(uuid);
  while (user!.authDataExpiresAt!.getTime() < Date.now() + 30 * 60_000 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    user = await IntegrationUser.findByPk(uuid);
  }
  t.true(user!.authDataExpiresAt!.getTime() > Date.now() + 30 * 60_000);
  t.true(refreshGrants > grantsBefore);
});

test.serial(
  'a refused refresh: A6 answers 401, the library 412, and a signed user.auth_failed is delivered',
  async (t) => {
    const uuid = await connect('demo@listeners.example');
    await got.post(`${used.emulators.spotify.url}/__emulator/revoke`, { json: { user: 'demo' } });
    await IntegrationUser.update({ authDataExpiresAt: new Date(Date.now() + 10_000) }, { where: { id: uuid } });
    const read = await basic().get<JsonBody>(`public/integrations/user/${uuid}`);
    t.is(read.statusCode, 401);
    t.is(read.body.code, 'tokenRefreshFailed');
    const library = await basic().get<JsonBody>(`api/${uuid}/playlists`);
    t.is(library.statusCode, 412);
    t.is(library.body.code, 'IntegrationUserNotAuthenticated');
    const refreshNow = await basic().post<JsonBody>('public/integrations/refreshAuthToken', {
      json: { integrationUserUUID: uuid },
    });
    t.is(refreshNow.statusCode, 401);
    t.is(refreshNow.body.code, 'tokenRefreshFailed');
    await receiver.until(() =>
      receiver.received.some((e) => e.type === 'user.auth_failed' && e.data.integrationUserUUID === uuid),
    );
    t.is(receiver.rejectedSignatures, 0);
    const event = receiver.received.find((e) => e.data.integrationUserUUID === uuid)!;
    t.deepEqual(event.data, { integrationUserUUID: uuid, integrationType: 'spotify', preauthorized: false });
  },
);
