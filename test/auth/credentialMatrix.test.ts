import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { api, client, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createOneTimeToken, createPartner } from '../helpers/fixtures.js';
import { revokeKey, createKey } from '../../src/accounts/commands.js';
import { createDocsSession } from '../../src/docs/openSession.js';
import { announceCredentialChange } from '../../src/auth/cache.js';
import type { IntegrationUser } from '../../src/users/models.js';

// The spec's table "Which route takes which", credential by credential, plus rules 1 to 6.

let user: IntegrationUser;
let otherUser: IntegrationUser;
let otherAccountUser: IntegrationUser;
const headers: Record<string, string> = {};

type Kind =
  'none' | 'basic' | 'clientIdToken' | 'oneTimeToken' | 'devToken' | 'devTokenSub' | 'docsPartner' | 'docsSandbox';
const KINDS: Kind[] = [
  'none',
  'basic',
  'clientIdToken',
  'oneTimeToken',
  'devToken',
  'devTokenSub',
  'docsPartner',
  'docsSandbox',
];

const used = useSystem(test, {
  partner: { slug: 'matrix', isTransferServiceEnabled: true },
  async setup({ partner }) {
    const other = await createPartner({ slug: 'matrix-other' });
    user = await createConnectedUser(partner.accountId);
    otherUser = await createConnectedUser(partner.accountId);
    otherAccountUser = await createConnectedUser(other.accountId);
    const sandbox = await createDocsSession(partner.slug, {
      kind: 'sandbox',
      integrationUserId: user.id,
      ttlMinutes: 60,
    });
    headers.basic = partner.basic;
    headers.clientIdToken = `Token ${partner.clientId}`;
    // A one-time token hands out authData once: every call gets its own, so that each sees a first use.
    for (let i = 0; i < 40; i++)
      freshOneTimeTokens.push(`Token ${(await createOneTimeToken(user, 10 * 60_000)).token}`);
    headers.devToken = `DevToken ${await partner.devToken()}`;
    headers.devTokenSub = `DevToken ${await partner.devToken({ sub: user.id })}`;
    headers.docsPartner = `DocsSession ${partner.docsToken}`;
    headers.docsSandbox = `DocsSession ${sandbox.token}`;
  },
});

const freshOneTimeTokens: string[] = [];
const authorization = (kind: Kind) => (kind === 'oneTimeToken' ? freshOneTimeTokens.pop()! : headers[kind]);
const call = (kind: Kind) => client(used.url, kind === 'none' ? {} : { authorization: authorization(kind) });

interface Route {
  name: string;
  send: (kind: Kind) => Promise<{ statusCode: number; body: JsonBody }>;
  /** Expected refusal per credential (status and code); absent means accepted. */
  refused: Partial<Record<Kind, [number, string]>>;
}

const NONE: [number, string] = [401, 'missingCredentials'];
const REFUSED: [number, string] = [403, 'credentialNotAllowed'];
/** Account-wide reads (D3, D4, usage, the connected-user list): the Client Secret or a partner docs session only. */
const ACCOUNT_READS_REFUSED = {
  none: NONE,
  clientIdToken: REFUSED,
  oneTimeToken: REFUSED,
  devToken: REFUSED,
  devTokenSub: REFUSED,
  docsSandbox: [403, 'docsSessionUserBound'] as [number, string],
};

/** Syncs (our decision): Basic or a DevToken without `sub`; the reads also a partner docs session. */
const SYNC_REFUSED = {
  none: NONE,
  clientIdToken: REFUSED,
  oneTimeToken: REFUSED,
  devTokenSub: [403, 'devTokenSubjectNotAllowed'] as [number, string],
  docsSandbox: [403, 'docsSessionUserBound'] as [number, string],
};
const SYNC_WRITES_REFUSED = { ...SYNC_REFUSED, docsPartner: REFUSED };
const UNKNOWN_SYNC = '6d1f0c2b-3a4e-4f5d-8c6b-7a8e9f0a1b2c';

const routes = (): Route[] => [
  {
    name: 'POST /public/search',
    send: (k) =>
      call(k).post<JsonBody>('public/search', { json: { type: 'track', track: 'Song', sources: ['tidal'] } }),
    refused: { none: NONE },
  },
  {
    name: 'GET /public/search/introspection',
    send: (k) => call(k).get<JsonBody>('public/search/introspection'),
    refused: { none: NONE },
  },
  {
    name: 'GET /api/{uuid}/playlists',
    send: (k) => call(k).get<JsonBody>(`api/${user.id}/playlists`),
    refused: { none: NONE, clientIdToken: [401, 'clientIdTokenNotAllowed'], oneTimeToken: REFUSED },
  },
  {
    name: 'DELETE /public/integrations/user/{uuid}',
    // A fresh user each time, so that acceptance is a real deletion.
    send: async (k) =>
      call(k).delete<JsonBody>(`public/integrations/user/${(await createConnectedUser(used.partner.accountId)).id}`),
    refused: {
      none: NONE,
      clientIdToken: [403, 'clientSecretRequired'],
      oneTimeToken: [403, 'clientSecretRequired'],
      devToken: [403, 'clientSecretRequired'],
      devTokenSub: [403, 'clientSecretRequired'],
      docsPartner: [403, 'clientSecretRequired'],
      docsSandbox: [403, 'clientSecretRequired'],
    },
  },
  {
    name: 'GET /public/integrations/users',
    send: (k) => call(k).get<JsonBody>('public/integrations/users'),
    refused: ACCOUNT_READS_REFUSED,
  },
  {
    name: 'POST /public/integrations/user',
    send: (k) => call(k).post<JsonBody>('public/integrations/user', { json: {} }),
    refused: {
      none: NONE,
      clientIdToken: REFUSED,
      oneTimeToken: REFUSED,
      devTokenSub: [403, 'devTokenSubjectNotAllowed'],
      docsPartner: REFUSED,
      docsSandbox: REFUSED,
    },
  },
  {
    name: 'POST /public/transfer-sessions',
    send: (k) => call(k).post<JsonBody>('public/transfer-sessions', { json: {} }),
    refused: {
      none: NONE,
      clientIdToken: REFUSED,
      oneTimeToken: REFUSED,
      devTokenSub: [403, 'devTokenSubjectNotAllowed'],
      docsPartner: REFUSED,
      docsSandbox: REFUSED,
    },
  },
  {
    name: 'PUT /public/transfer-sessions/{uuid}/target-auth',
    send: (k) =>
      call(k).put<JsonBody>('public/transfer-sessions/0b5e9a3c-5d55-4d2c-8f36-2b0b8a8d1a11/target-auth', { json: {} }),
    refused: {
      none: NONE,
      clientIdToken: REFUSED,
      oneTimeToken: REFUSED,
      devTokenSub: [403, 'devTokenSubjectNotAllowed'],
      docsPartner: REFUSED,
      docsSandbox: REFUSED,
    },
  },
  {
    name: 'GET /public/transfers/unmatched',
    send: (k) =>
      call(k).get<JsonBody>('public/transfers/unmatched', { searchParams: { from: '2026-01-01T00:00:00Z' } }),
    refused: ACCOUNT_READS_REFUSED,
  },
  {
    name: 'GET /public/usage',
    send: (k) => call(k).get<JsonBody>('public/usage'),
    refused: ACCOUNT_READS_REFUSED,
  },
  {
    name: 'POST /public/syncs',
    send: (k) => call(k).post<JsonBody>('public/syncs', { json: {} }),
    refused: SYNC_WRITES_REFUSED,
  },
  {
    name: 'GET /public/syncs',
    send: (k) => call(k).get<JsonBody>('public/syncs'),
    refused: SYNC_REFUSED,
  },
  {
    name: 'GET /public/syncs/{uuid}',
    send: (k) => call(k).get<JsonBody>(`public/syncs/${UNKNOWN_SYNC}`),
    refused: SYNC_REFUSED,
  },
  {
    name: 'PATCH /public/syncs/{uuid}',
    send: (k) => call(k).patch<JsonBody>(`public/syncs/${UNKNOWN_SYNC}`, { json: { paused: true } }),
    refused: SYNC_WRITES_REFUSED,
  },
  {
    name: 'DELETE /public/syncs/{uuid}',
    send: (k) => call(k).delete<JsonBody>(`public/syncs/${UNKNOWN_SYNC}`),
    refused: SYNC_WRITES_REFUSED,
  },
  {
    name: 'POST /public/syncs/{uuid}/run',
    send: (k) => call(k).post<JsonBody>(`public/syncs/${UNKNOWN_SYNC}/run`),
    refused: SYNC_WRITES_REFUSED,
  },
  {
    name: 'GET /public/docs-sessions/current',
    send: (k) => call(k).get<JsonBody>('public/docs-sessions/current'),
    refused: {
      none: NONE,
      basic: REFUSED,
      clientIdToken: REFUSED,
      oneTimeToken: REFUSED,
      devToken: REFUSED,
      devTokenSub: REFUSED,
    },
  },
  {
    name: 'GET /app/users/{slug}',
    send: (k) => call(k).get<JsonBody>(`app/users/${used.partner.slug}`),
    refused: {},
  },
];

for (const route of routes()) {
  for (const kind of KINDS) {
    const refusal = route.refused[kind];
    test(`${route.name} with ${kind}: ${refusal ? `${refusal[0]} ${refusal[1]}` : 'accepted'}`, async (t) => {
      const res = await route.send(kind);
      if (refusal) {
        t.is(res.statusCode, refusal[0]);
        t.is(res.body.code, refusal[1]);
        t.is(typeof res.body.message, 'string');
      } else {
        t.false([401, 403].includes(res.statusCode), `answered ${res.statusCode} ${JSON.stringify(res.body)}`);
      }
    });
  }
}

test('rule 4: a DevToken with sub works only for that connected user', async (t) => {
  const own = await call('devTokenSub').get<JsonBody>(`api/${user.id}/playlists`);
  t.false([401, 403].includes(own.statusCode));
  const res = await call('devTokenSub').get<JsonBody>(`api/${otherUser.id}/playlists`);
  t.is(res.statusCode, 403);
  t.is(res.body.code, 'devTokenSubjectMismatch');
  const read = await call('devTokenSub').get<JsonBody>(`public/integrations/user/${otherUser.id}`);
  t.is(read.statusCode, 403);
});

test('a sandbox docs session acts only for its own connected user', async (t) => {
  const res = await call('docsSandbox').get<JsonBody>(`api/${otherUser.id}/playlists`);
  t.is(res.statusCode, 403);
  t.is(res.body.code, 'docsSessionUserMismatch');
});

test('rule 6: another account’s connected user answers 404 exactly like a missing one', async (t) => {
  for (const kind of ['basic', 'devToken', 'docsPartner'] as Kind[]) {
    const foreign = await call(kind).get<JsonBody>(`api/${otherAccountUser.id}/playlists`);
    const missing = await call(kind).get<JsonBody>('api/2f7a1b7e-8c3d-4e5f-9a0b-1c2d3e4f5a6b/playlists');
    t.is(foreign.statusCode, 404, kind);
    // The same body but for the id of the request it answers.
    t.deepEqual({ ...foreign.body, requestId: null }, { ...missing.body, requestId: null }, kind);
  }
  const deleted = await call('basic').delete<JsonBody>(`public/integrations/user/${otherAccountUser.id}`);
  t.is(deleted.statusCode, 404);
  t.is(deleted.body.code, 'integrationUserNotFound');
  const read = await call('basic').get<JsonBody>(`public/integrations/user/${otherAccountUser.id}`);
  t.is(read.statusCode, 404);
});

test('rule 2: only Basic and the one-time token of the sign-in receive raw tokens on the user read', async (t) => {
  const withBasic = await call('basic').get<JsonBody>(`public/integrations/user/${user.id}`);
  t.is(withBasic.statusCode, 200);
  t.true('authData' in withBasic.body.integrationUser);
  for (const kind of ['clientIdToken', 'devToken', 'docsPartner'] as Kind[]) {
    const res = await call(kind).get<JsonBody>(`public/integrations/user/${user.id}`);
    t.is(res.statusCode, 200, kind);
    t.false('authData' in res.body.integrationUser, kind);
  }
  const withToken = await call('oneTimeToken').get<JsonBody>(`public/integrations/user/${user.id}`);
  t.true('authData' in withToken.body.integrationUser);
  const tokenForOther = await call('oneTimeToken').get<JsonBody>(`public/integrations/user/${otherUser.id}`);
  t.is(tokenForOther.statusCode, 403);
});

test('an expired one-time token answers 401 oneTimeTokenExpired', async (t) => {
  const { token } = await createOneTimeToken(user, -1_000);
  const res = await api(used.url, `Token ${token}`).get<JsonBody>('public/search/introspection');
  t.is(res.statusCode, 401);
  t.is(res.body.code, 'oneTimeTokenExpired');
});

test('revoking a key stops Basic, the Client ID token and DevTokens it issued, at once', async (t) => {
  const key = await createKey(used.partner.slug);
  const basicHeader = `Basic ${Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64')}`;
  const dev = await used.partner.devToken({ iss: key.clientId });
  const probes = {
    basic: () => api(used.url, basicHeader).get<JsonBody>('public/search/introspection'),
    token: () => api(used.url, `Token ${key.clientId}`).get<JsonBody>('public/search/introspection'),
    dev: () => api(used.url, `DevToken ${dev}`).get<JsonBody>('public/search/introspection'),
  };
  for (const probe of Object.values(probes)) t.is((await probe()).statusCode, 200);
  await revokeKey(used.partner.slug, key.clientId);
  await announceCredentialChange(used.system.web.runtime.redis, used.system.config.redisPrefix);
  await new Promise((r) => setTimeout(r, 100));
  t.deepEqual(
    [(await probes.basic()).body.code, (await probes.token()).body.code, (await probes.dev()).body.code],
    ['invalidCredentials', 'invalidCredentials', 'devTokenIssuerInvalid'],
  );
});

test('malformed and unknown credentials answer 401 with a code that says which', async (t) => {
  const cases: [string, string][] = [
    ['Bearer abc', 'unsupportedCredential'],
    ['Basic !!!', 'invalidCredentials'],
    [`Basic ${Buffer.from(`${used.partner.clientId}:wrong`).toString('base64')}`, 'invalidCredentials'],
    ['Token 00000000-0000-4000-8000-000000000000', 'invalidCredentials'],
    ['Token not-a-real-token', 'invalidToken'],
    ['DocsSession ds_unknown', 'docsSessionEnded'],
  ];
  for (const [authorization, code] of cases) {
    const res = await client(used.url, { authorization }).get<JsonBody>('public/search/introspection');
    t.is(res.statusCode, 401, authorization);
    t.is(res.body.code, code, authorization);
  }
});
