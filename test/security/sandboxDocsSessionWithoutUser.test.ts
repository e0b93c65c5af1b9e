import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { api, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createOneTimeToken } from '../helpers/fixtures.js';
import { createDocsSession } from '../../src/docs/openSession.js';

// Attack: a sandbox docs session bound to no connected user was refused on every library route
// but read the account's unmatched report (D3), transfers, syncs and usage. Decision: a sandbox
// session acts for its one connected user; bound to nobody, it acts for nobody. It reads its own
// session (E1) and the catalogue (C1, C2), and every route with a user's or the account's data
// answers 403 `docsSessionWithoutUser`.

let unbound: string;
let userId: string;
let signIn: string;
const used = useSystem(test, {
  partner: { slug: 'unbound', isTransferServiceEnabled: true },
  async setup({ partner }) {
    const user = await createConnectedUser(partner.accountId);
    userId = user.id;
    signIn = (await createOneTimeToken(user)).signInAttemptId;
    unbound = (await createDocsSession(partner.slug, { kind: 'sandbox', ttlMinutes: 60 })).token;
  },
});

const as = (authorization: string) => api(used.url, authorization);
const since = () => new Date(Date.now() - 86_400_000).toISOString();
const REFUSED = () => [
  `public/transfers/unmatched?from=${since()}`,
  'public/transfers',
  'public/syncs',
  'public/usage',
  `public/integrations/user/${userId}`,
  `public/integrations/auth/${signIn}`,
  `api/${userId}/playlists`,
];

test('an unbound sandbox docs session reads no user’s and no account-wide data', async (t) => {
  for (const path of REFUSED()) {
    const res = await as(`DocsSession ${unbound}`).get<JsonBody>(path);
    t.is(res.statusCode, 403, path);
    t.is(res.body.code, 'docsSessionWithoutUser', path);
  }
});

test('it reads its own session and the catalogue', async (t) => {
  t.is((await as(`DocsSession ${unbound}`).get<JsonBody>('public/docs-sessions/current')).statusCode, 200);
  t.is((await as(`DocsSession ${unbound}`).get<JsonBody>('public/search/introspection')).statusCode, 200);
});

test('the partner docs session still reads the account-wide lists', async (t) => {
  for (const path of REFUSED().slice(0, 4)) {
    t.is((await as(`DocsSession ${used.partner.docsToken}`).get<JsonBody>(path)).statusCode, 200, path);
  }
});
