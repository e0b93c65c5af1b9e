import test from 'ava';
import { randomUUID } from 'node:crypto';
import { useSystem } from '../helpers/useSystem.js';
import { api, client, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createOneTimeToken, createPartner, type TestPartner } from '../helpers/fixtures.js';
import { createDocsSession } from '../../src/docs/openSession.js';
import { IntegrationUser } from '../../src/users/models.js';
import { SignInAttempt, type SignInState } from '../../src/signin/models.js';

// `GET /public/integrations/users` (an addition to the interface): the account's live connected
// users, newest first, paged with a signed cursor, narrowed by service, partner user id and time.

let other: TestPartner;
const headers: Record<string, string> = {};

interface Listed {
  id: string;
  type: string;
  createdAt: Date;
}
/** The partner's live users, in the order the list must give them. */
let live: Listed[] = [];
const deletedIds: string[] = [];
const otherAccountIds: string[] = [];
const connectedAsP1: string[] = [];

const BASE = Date.parse('2026-01-01T00:00:00Z');
const minutes = (n: number) => new Date(BASE + n * 60_000);

async function userAt(accountId: string, type: string, createdAt: Date): Promise<IntegrationUser> {
  const user = await createConnectedUser(accountId, type);
  await used.system.web.runtime.sequelize.query('UPDATE integration_users SET created_at = $1 WHERE id = $2', {
    bind: [createdAt.toISOString(), user.id],
  });
  return user;
}

/** A sign-in of the account that carried `partnerUserId`, in `state`, connecting `userId` (or nobody). */
function signInCarrying(accountId: string, partnerUserId: string, userId: string | null, state: SignInState) {
  return SignInAttempt.create({
    id: randomUUID(),
    accountId,
    integrationType: 'spotify',
    requestOneTimeToken: false,
    forwardErrors: false,
    partnerUserId,
    state,
    integrationUserId: userId,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
}

const used = useSystem(test, {
  partner: { slug: 'listing' },
  async setup({ partner }) {
    other = await createPartner({ slug: 'listing-other' });
    const rows: Listed[] = [];
    for (let i = 0; i < 25; i++) {
      const type = i % 3 === 0 ? 'deezer' : 'spotify';
      // Users 10 to 12 share one moment: the id orders them.
      const createdAt = i >= 10 && i <= 12 ? minutes(10) : minutes(i);
      const user = await userAt(partner.accountId, type, createdAt);
      rows.push({ id: user.id, type, createdAt });
    }
    live = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    for (let i = 0; i < 2; i++) {
      const gone = await userAt(partner.accountId, 'spotify', minutes(30 + i));
      await gone.update({ deletedAt: new Date() });
      deletedIds.push(gone.id);
    }
    for (let i = 0; i < 3; i++) otherAccountIds.push((await userAt(other.accountId, 'spotify', minutes(40 + i))).id);

    // `p-1` connected two live users (one of them twice), and one user since deleted; a failed
    // sign-in carried it too, and another account used the same partner user id.
    connectedAsP1.push(live[3].id, live[17].id);
    await signInCarrying(partner.accountId, 'p-1', live[3].id, 'succeeded');
    await signInCarrying(partner.accountId, 'p-1', live[3].id, 'succeeded');
    await signInCarrying(partner.accountId, 'p-1', live[17].id, 'succeeded');
    await signInCarrying(partner.accountId, 'p-1', deletedIds[0], 'succeeded');
    await signInCarrying(partner.accountId, 'p-1', null, 'failed');
    await signInCarrying(partner.accountId, 'p-2', live[5].id, 'succeeded');
    await signInCarrying(other.accountId, 'p-1', otherAccountIds[0], 'succeeded');

    const boundSandbox = await createDocsSession(partner.slug, {
      kind: 'sandbox',
      integrationUserId: live[0].id,
      ttlMinutes: 60,
    });
    const unboundSandbox = await createDocsSession(partner.slug, { kind: 'sandbox', ttlMinutes: 60 });
    const mine = await IntegrationUser.findByPk(live[0].id);
    headers.basic = partner.basic;
    headers.clientIdToken = `Token ${partner.clientId}`;
    headers.oneTimeToken = `Token ${(await createOneTimeToken(mine!, 10 * 60_000)).token}`;
    headers.devToken = `DevToken ${await partner.devToken()}`;
    headers.devTokenSub = `DevToken ${await partner.devToken({ sub: live[0].id })}`;
    headers.docsPartner = `DocsSession ${partner.docsToken}`;
    headers.docsSandbox = `DocsSession ${boundSandbox.token}`;
    headers.docsSandboxWithoutUser = `DocsSession ${unboundSandbox.token}`;
  },
});

const as = (kind: string) => client(used.url, kind === 'none' ? {} : { authorization: headers[kind] });
const list = (query: Record<string, string> = {}, kind = 'basic') =>
  as(kind).get<JsonBody>('public/integrations/users', { searchParams: query });

/** Every page of the list with these filters; the ids in order and the size of each page. */
async function everyPage(query: Record<string, string>, kind = 'basic'): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(cursor ? { ...query, cursor } : query, kind);
    if (page.statusCode !== 200) throw new Error(`answered ${page.statusCode} ${JSON.stringify(page.body)}`);
    ids.push(...page.body.users.map((u: JsonBody) => u.integrationUser.uuid));
    sizes.push(page.body.users.length);
    cursor = page.body.nextCursor;
  } while (cursor && sizes.length < 50);
  return { ids, sizes };
}

test('pages through every live user of the account, newest first, each once', async (t) => {
  const { ids, sizes } = await everyPage({ limit: '7' });
  t.deepEqual(
    ids,
    live.map((u) => u.id),
  );
  t.deepEqual(sizes, [7, 7, 7, 4]);
  for (const id of [...deletedIds, ...otherAccountIds]) t.false(ids.includes(id));
});

test('20 a page by default; the last page says there is no more', async (t) => {
  const first = await list();
  t.is(first.statusCode, 200);
  t.is(first.body.users.length, 20);
  t.is(typeof first.body.nextCursor, 'string');
  const second = await list({ cursor: first.body.nextCursor });
  t.is(second.body.users.length, 5);
  t.is(second.body.nextCursor, null);
  const whole = await list({ limit: '100' });
  t.is(whole.body.users.length, 25);
  t.is(whole.body.nextCursor, null);
});

test('each user is shown as A6 shows it, never with authData', async (t) => {
  const page = await list({ limit: '3' });
  const a6 = await as('basic').get<JsonBody>(`public/integrations/user/${live[0].id}`);
  t.is(a6.statusCode, 200);
  const { authData: _a, authDataExpiresAt: _e, ...profile } = a6.body.integrationUser;
  t.deepEqual(page.body.users[0], { integrationUser: profile, integration: a6.body.integration });
  for (const user of page.body.users) t.false('authData' in user.integrationUser);
  t.deepEqual(Object.keys(page.body).sort(), ['nextCursor', 'users']);
});

test('integrationType keeps the users of one service', async (t) => {
  const { ids, sizes } = await everyPage({ integrationType: 'deezer', limit: '3' });
  t.deepEqual(
    ids,
    live.filter((u) => u.type === 'deezer').map((u) => u.id),
  );
  t.true(sizes.length > 1);
  const none = await list({ integrationType: 'tidal' });
  t.deepEqual(none.body, { users: [], nextCursor: null });
});

test('partnerUserId keeps the live users connected by a sign-in that carried it, each once', async (t) => {
  const { ids } = await everyPage({ partnerUserId: 'p-1', limit: '1' });
  t.deepEqual(
    ids,
    live.filter((u) => connectedAsP1.includes(u.id)).map((u) => u.id),
  );
  t.deepEqual((await everyPage({ partnerUserId: 'p-2' })).ids, [live[5].id]);
  t.deepEqual((await everyPage({ partnerUserId: 'nobody' })).ids, []);
  // Exact, not a pattern.
  t.deepEqual((await everyPage({ partnerUserId: 'p-%' })).ids, []);
});

test('createdAfter and createdBefore keep the users created strictly between them', async (t) => {
  const after = minutes(5);
  const before = minutes(15);
  const expected = (from?: Date, to?: Date) =>
    live.filter((u) => (!from || u.createdAt > from) && (!to || u.createdAt < to)).map((u) => u.id);
  t.deepEqual((await everyPage({ createdAfter: after.toISOString(), limit: '4' })).ids, expected(after));
  t.deepEqual((await everyPage({ createdBefore: before.toISOString(), limit: '4' })).ids, expected(undefined, before));
  const between = await everyPage({
    createdAfter: after.toISOString(),
    createdBefore: before.toISOString(),
    limit: '2',
  });
  t.deepEqual(between.ids, expected(after, before));
  t.is(between.ids.length, 9);
  // Any ISO 8601 offset.
  t.deepEqual(
    (await everyPage({ createdAfter: '2026-01-01T01:05:00+01:00', createdBefore: '2026-01-01T00:15:00Z' })).ids,
    expected(after, before),
  );
});

test('the filters combine', async (t) => {
  const { ids } = await everyPage({
    integrationType: 'spotify',
    partnerUserId: 'p-1',
    createdAfter: minutes(1).toISOString(),
  });
  t.deepEqual(
    ids,
    live
      .filter((u) => u.type === 'spotify' && connectedAsP1.includes(u.id) && u.createdAt > minutes(1))
      .map((u) => u.id),
  );
  t.true(ids.length > 0);
});

test('a bad query answers 400 with a stable code', async (t) => {
  const cases: [Record<string, string>, string][] = [
    [{ limit: '0' }, 'invalidLimit'],
    [{ limit: '101' }, 'invalidLimit'],
    [{ limit: 'ten' }, 'invalidLimit'],
    [{ limit: '2.5' }, 'invalidLimit'],
    [{ integrationType: 'napster' }, 'invalidQuery'],
    [{ integrationType: 'Spotify' }, 'invalidQuery'],
    [{ createdAfter: 'yesterday' }, 'invalidQuery'],
    [{ createdBefore: '2026-13-01T00:00:00Z' }, 'invalidQuery'],
    [{ createdAfter: '2026-01-02T00:00:00Z', createdBefore: '2026-01-01T00:00:00Z' }, 'invalidQuery'],
    [{ createdAfter: '2026-01-01T00:00:00Z', createdBefore: '2026-01-01T00:00:00Z' }, 'invalidQuery'],
    [{ partnerUserId: 'x'.repeat(201) }, 'invalidQuery'],
    [{ integrationtype: 'spotify' }, 'invalidQuery'],
    [{ cursor: 'not-a-cursor' }, 'invalidCursor'],
  ];
  for (const [query, code] of cases) {
    const res = await list(query);
    t.is(res.statusCode, 400, JSON.stringify(query));
    t.is(res.body.code, code, JSON.stringify(query));
    t.is(typeof res.body.message, 'string');
  }
  const repeated = await as('basic').get<JsonBody>(
    'public/integrations/users?integrationType=spotify&integrationType=deezer',
  );
  t.is(repeated.statusCode, 400);
  t.is(repeated.body.code, 'invalidQuery');
});

test('a changed, moved or foreign cursor answers 400 invalidCursor', async (t) => {
  const first = await list({ limit: '2' });
  const cursor: string = first.body.nextCursor;
  const [body, signature] = cursor.split('.');
  const flipped = `${body[0] === 'X' ? 'Y' : 'X'}${body.slice(1)}.${signature}`;
  const forgedBody = Buffer.from(
    JSON.stringify([
      `${used.partner.accountId}:connectedUsers:[null,null,null,null]`,
      JSON.stringify(['2100-01-01', live[0].id]),
    ]),
  ).toString('base64url');
  const tampered = [
    flipped,
    `${body}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    `${forgedBody}.${signature}`,
    body,
    `${cursor}x`,
  ];
  for (const value of tampered) {
    const res = await list({ limit: '2', cursor: value });
    t.is(res.statusCode, 400, value);
    t.is(res.body.code, 'invalidCursor', value);
  }
  // Another filter, another account, another list: each cursor pages only the list it came from.
  const otherFilter = await list({ limit: '2', cursor, integrationType: 'spotify' });
  t.is(otherFilter.body.code, 'invalidCursor');
  const otherAccount = await api(used.url, other).get<JsonBody>('public/integrations/users', {
    searchParams: { limit: '2', cursor },
  });
  t.is(otherAccount.statusCode, 400);
  t.is(otherAccount.body.code, 'invalidCursor');
  const syncs = await as('basic').get<JsonBody>('public/syncs', { searchParams: { cursor } });
  t.is(syncs.body.code, 'invalidCursor');
  // The untouched cursor still works, and a page size may change between pages.
  const next = await list({ limit: '5', cursor });
  t.is(next.statusCode, 200);
  t.deepEqual(
    next.body.users.map((u: JsonBody) => u.integrationUser.uuid),
    live.slice(2, 7).map((u) => u.id),
  );
});

test('another account lists only its own users', async (t) => {
  const res = await api(used.url, other).get<JsonBody>('public/integrations/users');
  t.is(res.statusCode, 200);
  t.deepEqual(res.body.users.map((u: JsonBody) => u.integrationUser.uuid).sort(), [...otherAccountIds].sort());
  const p1 = await api(used.url, other).get<JsonBody>('public/integrations/users', {
    searchParams: { partnerUserId: 'p-1' },
  });
  t.deepEqual(
    p1.body.users.map((u: JsonBody) => u.integrationUser.uuid),
    [otherAccountIds[0]],
  );
});

const CREDENTIALS: [string, [number, string] | null][] = [
  ['none', [401, 'missingCredentials']],
  ['basic', null],
  ['clientIdToken', [403, 'credentialNotAllowed']],
  ['oneTimeToken', [403, 'credentialNotAllowed']],
  ['devToken', [403, 'credentialNotAllowed']],
  ['devTokenSub', [403, 'credentialNotAllowed']],
  ['docsPartner', null],
  ['docsSandbox', [403, 'docsSessionUserBound']],
  ['docsSandboxWithoutUser', [403, 'docsSessionWithoutUser']],
];

for (const [kind, refusal] of CREDENTIALS) {
  test(`with ${kind}: ${refusal ? refusal.join(' ') : 'the list'}`, async (t) => {
    const res = await list({ limit: '3' }, kind);
    if (refusal) {
      t.deepEqual([res.statusCode, res.body.code], refusal);
    } else {
      t.is(res.statusCode, 200);
      t.deepEqual(
        res.body.users.map((u: JsonBody) => u.integrationUser.uuid),
        live.slice(0, 3).map((u) => u.id),
      );
    }
  });
}

test('the routes beside it still answer: A6, A7 and A5', async (t) => {
  const a6 = await as('basic').get<JsonBody>(`public/integrations/user/${live[1].id}`);
  t.is(a6.statusCode, 200);
  t.is(a6.body.integrationUser.uuid, live[1].id);
  const missing = await as('basic').get<JsonBody>(`public/integrations/user/${randomUUID()}`);
  t.is(missing.statusCode, 404);
  const deleted = await as('basic').delete<JsonBody>(`public/integrations/user/${deletedIds[1]}`);
  t.is(deleted.statusCode, 204);
  const a5 = await as('basic').get<JsonBody>(`public/integrations/auth/${randomUUID()}`);
  t.is(a5.statusCode, 404);
  t.is(a5.body.code, 'signInNotFound');
});
