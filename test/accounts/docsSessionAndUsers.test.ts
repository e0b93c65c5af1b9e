import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { api, client, type JsonBody } from '../helpers/http.js';
import { createConnectedUser } from '../helpers/fixtures.js';
import { revokeDocsSession, createKey, revokeKey } from '../../src/accounts/commands.js';
import { createDocsSession } from '../../src/docs/openSession.js';
import { announceCredentialChange } from '../../src/auth/cache.js';
import { DocsSession } from '../../src/accounts/models.js';
import { IntegrationUser } from '../../src/users/models.js';

const used = useSystem(test, {
  partner: {
    slug: 'docs-partner',
    name: 'Docs Partner',
    returnUrls: ['https://docs-partner.example/back'],
    enabledIntegrations: ['spotify', 'tidal'],
    isTransferServiceEnabled: true,
    isEvaluationAccount: true,
  },
});

const docs = (token: string) => api(used.url, `DocsSession ${token}`);

test.serial('E1 answers the docs session record with the oldest live Client ID', async (t) => {
  const newer = await createKey(used.partner.slug);
  const res = await docs(used.partner.docsToken).get<JsonBody>('public/docs-sessions/current');
  t.is(res.statusCode, 200);
  const { expiresAt, ...rest } = res.body;
  t.false(Number.isNaN(Date.parse(expiresAt)));
  t.deepEqual(rest, {
    kind: 'partner',
    account: {
      name: 'Docs Partner',
      slug: 'docs-partner',
      clientId: used.partner.clientId,
      returnUrls: ['https://docs-partner.example/back'],
      isEvaluationAccount: true,
      isTransferServiceEnabled: true,
      enabledIntegrations: ['spotify', 'tidal'],
      transferDestination: null,
    },
  });
  t.false(JSON.stringify(res.body).includes('cs_'), 'never a Client Secret');
  await revokeKey(used.partner.slug, newer.clientId);
});

test.serial('E1 of a sandbox session carries its connected user', async (t) => {
  const user = await createConnectedUser(used.partner.accountId, 'tidal');
  const sandbox = await createDocsSession(used.partner.slug, {
    kind: 'sandbox',
    integrationUserId: user.id,
    ttlMinutes: 5,
  });
  const res = await docs(sandbox.token).get<JsonBody>('public/docs-sessions/current');
  t.is(res.body.kind, 'sandbox');
  t.deepEqual(res.body.connectedUser, {
    uuid: user.id,
    integrationType: 'tidal',
    name: 'Test Listener',
    imageUrl: 'https://images.example/listener.png',
  });
  const unbound = await createDocsSession(used.partner.slug, { kind: 'sandbox', ttlMinutes: 5 });
  t.is((await docs(unbound.token).get<JsonBody>('public/docs-sessions/current')).body.connectedUser, null);
});

test.serial('E1 answers 401 docsSessionEnded after revocation and after expiry', async (t) => {
  const session = await createDocsSession(used.partner.slug, { kind: 'partner', ttlMinutes: 5 });
  t.is((await docs(session.token).get<JsonBody>('public/docs-sessions/current')).statusCode, 200);
  await revokeDocsSession(used.partner.slug, session.token);
  await announceCredentialChange(used.system.web.runtime.redis, used.system.config.redisPrefix);
  await new Promise((r) => setTimeout(r, 100));
  const revoked = await docs(session.token).get<JsonBody>('public/docs-sessions/current');
  t.is(revoked.statusCode, 401);
  t.is(revoked.body.code, 'docsSessionEnded');

  const expiring = await createDocsSession(used.partner.slug, { kind: 'partner', ttlMinutes: 5 });
  await DocsSession.update(
    { expiresAt: new Date(Date.now() - 1_000) },
    { where: { accountId: used.partner.accountId, revokedAt: null, kind: 'partner' } },
  );
  await announceCredentialChange(used.system.web.runtime.redis, used.system.config.redisPrefix);
  await new Promise((r) => setTimeout(r, 100));
  const expired = await docs(expiring.token).get<JsonBody>('public/docs-sessions/current');
  t.is(expired.statusCode, 401);
  t.is(expired.body.code, 'docsSessionEnded');
});

test('A7 deletes the user, forgets its tokens and profile, and answers 204 again', async (t) => {
  const user = await createConnectedUser(used.partner.accountId);
  await user.update({ authDataSealed: 'sealed', refreshTokenSealed: 'sealed' });
  const partnerApi = used.api();
  const first = await partnerApi.delete(`public/integrations/user/${user.id}`);
  t.is(first.statusCode, 204);
  t.is(first.body, '');
  const row = await IntegrationUser.findByPk(user.id);
  t.like(row!.get({ plain: true }), {
    name: null,
    email: null,
    imageUrl: null,
    authDataSealed: null,
    refreshTokenSealed: null,
  });
  t.truthy(row!.deletedAt);
  t.is((await partnerApi.delete(`public/integrations/user/${user.id}`)).statusCode, 204);
  const read = await partnerApi.get<JsonBody>(`public/integrations/user/${user.id}`);
  t.is(read.statusCode, 404, 'a deleted user is gone for reads');
  const events = await used.system.web.runtime.sequelize.query(
    "SELECT data FROM outbox_events WHERE type = 'user.deleted'",
  );
  t.true((events[0] as { data: JsonBody }[]).some((e) => e.data.integrationUserUUID === user.id));
});

test('A7 answers 400 for a malformed uuid and 401 without credentials', async (t) => {
  const bad = await used.api().delete<JsonBody>('public/integrations/user/not-a-uuid');
  t.is(bad.statusCode, 400);
  t.is(bad.body.code, 'invalidIntegrationUserUUID');
  const none = await client(used.url).delete<JsonBody>('public/integrations/user/2f7a1b7e-8c3d-4e5f-9a0b-1c2d3e4f5a6b');
  t.is(none.statusCode, 401);
});

test('no column holds a Client Secret or a docs-session token in clear', async (t) => {
  const dump = JSON.stringify(
    await Promise.all(
      ['accounts', 'api_keys', 'devtoken_keys', 'docs_sessions'].map((table) =>
        used.system.web.runtime.sequelize.query(`SELECT * FROM ${table}`),
      ),
    ),
  );
  t.false(dump.includes(used.partner.clientSecret));
  t.false(dump.includes(used.partner.docsToken));
  t.false(dump.includes('cs_'));
  t.false(dump.includes('ds_'));
});
