import test from 'ava';
import { QueryTypes } from 'sequelize';
import { api, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createPartner } from '../helpers/fixtures.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { useSystem } from '../helpers/useSystem.js';
import { IntegrationUser } from '../../src/users/models.js';

// POST /public/integrations/user: a partner that holds a listener's token connects the listener
// without our sign-in pages (the way Qobuz, whose sign-in is for its partners only, is connected).

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 500,
  partner: { slug: 'brings-tokens' },
});

const tokenOf = (userKey: string) => used.emulators.deezer.oauth.issue(userKey, EMULATOR_CLIENT.id, '').accessToken;
const connect = (json: Record<string, unknown>, authorization = used.partner.basic) =>
  api(used.url, authorization).post<JsonBody>('public/integrations/user', { json });

test.serial('a token the service accepts connects its listener, once per service account', async (t) => {
  const token = tokenOf('medium');
  const first = await connect({ integrationType: 'deezer', authData: { accessToken: token }, externalUserId: 'p-1' });
  t.is(first.statusCode, 201, JSON.stringify(first.body));
  t.is(first.headers['cache-control'], 'no-store');
  t.is(first.body.integration.type, 'deezer');
  t.is(first.body.integrationUser.integrationUserId, used.emulators.deezer.library.user('medium')!.id);
  t.is(first.body.integrationUser.authData.access_token, token, 'Basic reads the tokens it sent');

  // The same listener again, with a fresh token: the same connected user, the new token kept.
  const again = await connect({ integrationType: 'deezer', authData: { accessToken: tokenOf('medium') } });
  t.is(again.statusCode, 201);
  t.is(again.body.integrationUser.uuid, first.body.integrationUser.uuid);

  // The connected user reads its library like any other.
  const playlists = await used.api().get<JsonBody>(`api/${first.body.integrationUser.uuid}/playlists`);
  t.is(playlists.statusCode, 200);

  const events = await used.system.web.runtime.sequelize.query<{ data: Record<string, unknown> }>(
    "SELECT data FROM outbox_events WHERE type = 'user.connected' AND data->>'integrationUserUUID' = :id",
    { replacements: { id: first.body.integrationUser.uuid }, type: QueryTypes.SELECT },
  );
  t.true(events.some((e) => e.data.byToken === true && e.data.externalUserId === 'p-1'));
});

test.serial('a refused token is a 422 and nothing is stored; a bad body is a 400', async (t) => {
  const count = () => IntegrationUser.count({ where: { accountId: used.partner.accountId } });
  const before = await count();
  const refused = await connect({ integrationType: 'deezer', authData: { accessToken: 'not-a-token' } });
  t.is(refused.statusCode, 422);
  t.is(refused.body.code, 'tokenRefused');
  t.is(await count(), before);

  for (const body of [
    {},
    { integrationType: 'deezer' },
    { integrationType: 'napster', authData: { accessToken: 'x' } },
    { integrationType: 'deezer', authData: { accessToken: '' } },
    { integrationType: 'deezer', authData: { accessToken: 'x'.repeat(5000) } },
    { integrationType: 'deezer', authData: { accessToken: 'x' }, extra: true },
    // What no service issues and no header could carry, and a date past any JavaScript date.
    { integrationType: 'deezer', authData: { accessToken: 'line\r\nbreak' } },
    { integrationType: 'deezer', authData: { accessToken: 'caf\u00e9' } },
    { integrationType: 'deezer', authData: { accessToken: tokenOf(used.catalogue.users[0].key), expiresAt: 8.65e15 } },
    {
      integrationType: 'deezer',
      authData: { accessToken: tokenOf(used.catalogue.users[0].key), expiresAt: '+275760-09-14T00:00:00Z' },
    },
  ]) {
    const answer = await connect(body);
    t.is(answer.statusCode, 400, JSON.stringify(body));
    t.is(typeof answer.body.code, 'string');
  }
});

test.serial('a DevToken without a subject connects, and reads no tokens back; with one it is refused', async (t) => {
  const devToken = `DevToken ${await used.partner.devToken()}`;
  const answer = await connect(
    { integrationType: 'deezer', authData: { accessToken: tokenOf(used.catalogue.users[0].key) } },
    devToken,
  );
  t.is(answer.statusCode, 201, JSON.stringify(answer.body));
  t.false('authData' in answer.body.integrationUser);
  const withSubject = `DevToken ${await used.partner.devToken({ sub: answer.body.integrationUser.uuid })}`;
  const refused = await connect(
    { integrationType: 'deezer', authData: { accessToken: tokenOf(used.catalogue.users[0].key) } },
    withSubject,
  );
  t.is(refused.statusCode, 403);
  t.is(refused.body.code, 'devTokenSubjectNotAllowed');
});

test.serial('an evaluation account connects at most five users this way too', async (t) => {
  const evaluation = await createPartner({
    slug: 'brings-five',
    isEvaluationAccount: true,
    enabledIntegrations: ['deezer'],
  });
  for (let i = 0; i < 4; i++) await createConnectedUser(evaluation.accountId, 'deezer');
  const [fifth, sixth] = used.catalogue.users;
  const byToken = (key: string) =>
    connect({ integrationType: 'deezer', authData: { accessToken: tokenOf(key) } }, evaluation.basic);
  t.is((await byToken(fifth.key)).statusCode, 201);
  const refused = await byToken(sixth.key);
  t.is(refused.statusCode, 403);
  t.is(refused.body.code, 'evaluationLimitReached');
  // The fifth again is the same user, not a sixth.
  t.is((await byToken(fifth.key)).statusCode, 201);
});
