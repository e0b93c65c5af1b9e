import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { api, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createOneTimeToken } from '../helpers/fixtures.js';
import { createDocsSession } from '../../src/docs/openSession.js';

// Attack: a DevToken with `sub` (or a sandbox docs session) bound to user 1 read user 2's sign-in
// through A5 (name, email), while A6 refused it. A5 now holds such a credential to the sign-ins
// that connected its own user, like every route that names a user.

let own: { userId: string; signIn: string };
let other: { userId: string; signIn: string };
let sandbox: string;
const used = useSystem(test, {
  partner: { slug: 'subjects' },
  async setup({ partner }) {
    const mine = await createConnectedUser(partner.accountId);
    const theirs = await createConnectedUser(partner.accountId);
    own = { userId: mine.id, signIn: (await createOneTimeToken(mine)).signInAttemptId };
    other = { userId: theirs.id, signIn: (await createOneTimeToken(theirs)).signInAttemptId };
    sandbox = (await createDocsSession(partner.slug, { kind: 'sandbox', integrationUserId: mine.id, ttlMinutes: 60 }))
      .token;
  },
});

const a5 = (authorization: string, signIn: string) =>
  api(used.url, authorization).get<JsonBody>(`public/integrations/auth/${signIn}`);

test('a DevToken bound to one user reads only that user’s sign-ins through A5', async (t) => {
  const token = `DevToken ${await used.partner.devToken({ sub: own.userId })}`;
  const theirs = await a5(token, other.signIn);
  t.is(theirs.statusCode, 403);
  t.is(theirs.body.code, 'devTokenSubjectMismatch');
  t.false(JSON.stringify(theirs.body).includes('listener@example.com'));
  const mine = await a5(token, own.signIn);
  t.is(mine.statusCode, 200);
});

test('a sandbox docs session bound to one user reads only that user’s sign-ins through A5', async (t) => {
  const theirs = await a5(`DocsSession ${sandbox}`, other.signIn);
  t.is(theirs.statusCode, 403);
  t.is(theirs.body.code, 'docsSessionUserMismatch');
  t.is((await a5(`DocsSession ${sandbox}`, own.signIn)).statusCode, 200);
});

test('account-wide credentials still read every sign-in', async (t) => {
  for (const authorization of [
    used.partner.basic,
    `DocsSession ${used.partner.docsToken}`,
    `DevToken ${await used.partner.devToken()}`,
  ]) {
    t.is((await a5(authorization, other.signIn)).statusCode, 200);
  }
});
