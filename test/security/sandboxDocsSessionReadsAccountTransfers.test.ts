import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { api, type JsonBody } from '../helpers/http.js';
import { createConnectedUser } from '../helpers/fixtures.js';
import { createDocsSession } from '../../src/docs/openSession.js';

// Attack: a sandbox docs session is handed out to try the API as one connected user. It read the
// whole account's unmatched report (D3) and every transfer (D4). Account-wide transfer data now
// refuses it with 403, as it refuses a DevToken bound to one user.

let sandbox: string;
const used = useSystem(test, {
  partner: { slug: 'sandboxed', isTransferServiceEnabled: true },
  async setup({ partner }) {
    const user = await createConnectedUser(partner.accountId);
    sandbox = (await createDocsSession(partner.slug, { kind: 'sandbox', integrationUserId: user.id, ttlMinutes: 60 }))
      .token;
  },
});

const since = new Date(Date.now() - 86_400_000).toISOString();
const READS = [
  `public/transfers/unmatched?from=${since}`,
  'public/transfers',
  'public/transfers/6a0f9b8e-1d2c-4b3a-9f8e-7d6c5b4a3f21',
];

test('a sandbox docs session bound to one user reads no account-wide transfer data', async (t) => {
  for (const path of READS) {
    const res = await api(used.url, `DocsSession ${sandbox}`).get<JsonBody>(path);
    t.is(res.statusCode, 403, path);
    t.is(res.body.code, 'docsSessionUserBound', path);
  }
});

test('the partner docs session and Basic still read them', async (t) => {
  for (const authorization of [`DocsSession ${used.partner.docsToken}`, used.partner.basic]) {
    const res = await api(used.url, authorization).get<JsonBody>(READS[0]);
    t.is(res.statusCode, 200);
  }
});
