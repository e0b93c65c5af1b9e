import test from 'ava';
import fc from 'fast-check';
import got from 'got';
import { useSystem, RETURN_URL } from '../helpers/useSystem.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import { connectThroughSignIn } from '../helpers/transfers.js';

// Generated malformed requests to every route of the partner API: bodies, query strings, path
// ids, headers and credentials. Each must answer a 4xx JSON error with a `code` (or a success),
// never a 5xx and never hang. Fixed seed, bounded runs.

let other: TestPartner;
let user: string;
let endpoint: string;

const used = useSystem(test, {
  services: ['spotify'],
  recordings: 500,
  env: {
    RATE_LIMIT_PER_MINUTE: '1000000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_FAILURES_PER_MINUTE: '1000000',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
  },
  partner: { slug: 'fuzzed', isTransferServiceEnabled: true },
  async setup({ url, partner }) {
    other = await createPartner({
      slug: 'bystander',
      returnUrls: [RETURN_URL],
      enabledIntegrations: ['spotify'],
      isTransferServiceEnabled: true,
    });
    user = await connectThroughSignIn(url, 'fuzzed', 'spotify', 'demo@listeners.example', RETURN_URL);
    const created = await got
      .post(`${url}/public/webhooks/endpoints`, {
        headers: { authorization: partner.basic },
        json: { url: 'http://127.0.0.1:9/hook' },
      })
      .json<{ id: string }>();
    endpoint = created.id;
  },
});

// Every route of the API; `{id}` is filled with a generated path segment.
const ROUTES: [string, string][] = [
  ['GET', 'public/integrations/user/{id}'],
  ['DELETE', 'public/integrations/user/{id}'],
  ['POST', 'public/integrations/refreshAuthToken'],
  ['GET', 'public/integrations/auth/{id}'],
  ['GET', 'public/integrations/users'],
  ['GET', 'app/integrations/{id}'],
  ['GET', 'app/integrations/byUniqueId/{id}'],
  ['GET', 'app/users/{id}'],
  ['GET', 'app/oauth/spotify/callback'],
  ['GET', 'public/docs-sessions/current'],
  ['POST', 'public/transfer-sessions'],
  ['GET', 'public/transfer-sessions/{id}'],
  ['PUT', 'public/transfer-sessions/{id}/target-auth'],
  ['GET', 'public/transfers'],
  ['GET', 'public/transfers/unmatched'],
  ['GET', 'public/transfers/{id}'],
  ['GET', 'public/transfers/{id}/results'],
  ['GET', 'public/webhooks/endpoints'],
  ['POST', 'public/webhooks/endpoints'],
  ['GET', 'public/webhooks/endpoints/{id}'],
  ['PATCH', 'public/webhooks/endpoints/{id}'],
  ['DELETE', 'public/webhooks/endpoints/{id}'],
  ['GET', 'public/webhooks/endpoints/{id}/secret'],
  ['GET', 'public/webhooks/endpoints/{id}/deliveries'],
  // The delivery log of a real endpoint, so that generated cursors reach its cursor check.
  ['GET', 'public/webhooks/endpoints/{endpoint}/deliveries'],
  // Pages that read cookies: the dashboard, the wizard, the hosted sign-in.
  ['GET', 'connect/dashboard'],
  ['GET', 'connect/dashboard/keys'],
  ['POST', 'connect/dashboard/login'],
  ['GET', 'connect/transfer/wizard'],
  ['GET', 'connect/fuzzed/spotify/auth'],
  ['POST', 'public/webhooks/endpoints/{id}/replay'],
  ['POST', 'public/webhooks/endpoints/{id}/test'],
  ['POST', 'public/webhooks/deliveries/{id}/replay'],
  ['GET', 'public/webhooks/event-types'],
  ['GET', 'public/account/settings'],
  ['PATCH', 'public/account/settings'],
  ['POST', 'public/search'],
  ['GET', 'public/search/introspection'],
  ['GET', 'api/{user}/users/profile'],
  ['GET', 'api/{user}/playlists'],
  ['POST', 'api/{user}/playlists'],
  ['GET', 'api/{user}/playlists/{id}'],
  ['PUT', 'api/{user}/playlists/{id}'],
  ['DELETE', 'api/{user}/playlists/{id}'],
  ['GET', 'api/{user}/playlists/{id}/items'],
  ['POST', 'api/{user}/playlists/{id}/items'],
  ['DELETE', 'api/{user}/playlists/{id}/items'],
  ['GET', 'api/{user}/liked/tracks'],
  ['POST', 'api/{user}/liked/tracks'],
  ['DELETE', 'api/{user}/liked/tracks'],
  ['GET', 'api/{user}/albums'],
  ['POST', 'api/{user}/albums'],
  ['DELETE', 'api/{user}/albums'],
  ['GET', 'api/{user}/artists'],
  ['GET', 'api/{user}/artists/{id}'],
  ['POST', 'api/{user}/artists'],
  ['DELETE', 'api/{user}/artists'],
  ['POST', 'api/{user}/search'],
  ['GET', 'api/{user}/library/snapshot'],
  ['POST', 'api/{user}/library/snapshot'],
  ['GET', 'api/{user}/library/snapshot/items'],
  ['POST', 'connect/transfer/launch'],
  ['POST', 'connect/transfer/start'],
  ['GET', 'connect/transfer/transfers/{id}/progress'],
  ['POST', 'connect/transfer/transfers/{id}/choices'],
  ['POST', 'connect/transfer/transfers/{id}/again'],
  ['GET', 'connect/transfer/transfers/{id}/not-moved.csv'],
];

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.uuid(),
  fc.constantFrom(
    '',
    '%00',
    '..',
    '%2e%2e%2f',
    'null',
    '-1',
    '0',
    '9'.repeat(40),
    'a'.repeat(300),
    '😀',
    '<script>',
    "' OR 1=1 --",
    '__proto__',
    'constructor',
  ),
);
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const body = fc.oneof(
  fc.constant(undefined),
  jsonValue.map((v) => ({ json: v })),
  fc
    .record(
      {
        trackIds: fc.array(junk, { maxLength: 5 }),
        items: fc.array(fc.record({ id: junk, entryId: fc.option(junk) }), { maxLength: 3 }),
        name: junk,
        type: junk,
        target: fc.record({ integrationType: junk, authData: fc.record({ accessToken: junk }) }),
        url: junk,
        groups: fc.array(junk, { maxLength: 3 }),
      },
      { requiredKeys: [] },
    )
    .map((v) => ({ json: v })),
  fc.string({ maxLength: 60 }).map((text) => ({ text, type: 'application/json' })),
  fc.string({ maxLength: 60 }).map((text) => ({ text, type: 'text/plain' })),
  // Deep: past any stack a recursive step after the parser has (validation, a digest, a log line).
  fc
    .tuple(fc.integer({ min: 20, max: 20_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'], ['{"name":[', ']}']))
    .map(([depth, [open, close]]) => ({
      text: `${open.repeat(depth)}1${close.repeat(depth)}`,
      type: 'application/json',
    })),
  // Wide: many items and keys, within the body limit.
  fc.integer({ min: 1_000, max: 40_000 }).map((n) => ({
    text: JSON.stringify({ trackIds: Array.from({ length: n }, (_, i) => `t${i}`), name: 'x'.repeat(n) }),
    type: 'application/json',
  })),
);
// Bodies are sent with and without a key: a kept answer digests the whole body.
const idempotencyKey = fc.option(fc.constantFrom('retry-1', 'retry-2', 'retry-3'), { nil: undefined });
const query = fc.dictionary(
  fc.constantFrom(
    'limitParam',
    'nextParam',
    'limit',
    'cursor',
    'from',
    'to',
    'reason',
    'collection',
    'returnUrl',
    'oneTimeToken',
    'tokenOnly',
    'state',
    'code',
    'since',
    'integrationType',
    'partnerUserId',
    'createdAfter',
    'createdBefore',
    'foo[bar]',
    'x',
  ),
  junk,
  { maxKeys: 4 },
);
// Cookies the pages read, with values that do not decode, do not parse, or are plain junk.
const cookieHeader = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 3 },
  fc
    .tuple(
      fc.constantFrom('dashboard_session', 'wizard_session', 'mlp_signin', 'dashboard_login', 'x', ''),
      fc.oneof(junk, fc.constantFrom('%E0%A4%A', '%', '%ZZ', '"', ';;', '=')),
    )
    .map(([name, value]) => `${name}=${value}`),
  junk,
);
const credential = (basicHeader: string, otherHeader: string) =>
  fc.oneof(
    { arbitrary: fc.constant(basicHeader), weight: 8 },
    { arbitrary: fc.constant(otherHeader), weight: 2 },
    fc.constant(undefined),
    junk.map((j) => `Basic ${Buffer.from(j).toString('base64')}`),
    junk.map((j) => `DevToken ${j}`),
    junk.map((j) => `Token ${j}`),
    junk.map((j) => `DocsSession ${j}`),
    junk,
  );

test('malformed requests to every route answer 4xx JSON with a code, never 5xx, never a hang', async (t) => {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  await fc
    .assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        junk,
        fc.boolean(),
        query,
        body,
        credential(used.partner.basic, other.basic),
        cookieHeader,
        idempotencyKey,
        async ([method, template], id, ownUser, search, payload, authorization, cookie, key) => {
          const path = template
            .replace('{user}', ownUser ? user : encodeURIComponent(id))
            .replace('{endpoint}', endpoint)
            .replace('{id}', encodeURIComponent(id) || 'x');
          let res;
          try {
            res = await got(`${used.url}/${path}`, {
              method: method as 'GET',
              searchParams: search,
              headers: {
                ...(authorization !== undefined ? { authorization } : {}),
                ...(cookie !== undefined ? { cookie } : {}),
                ...(key !== undefined ? { 'idempotency-key': key } : {}),
                ...(payload && 'type' in payload ? { 'content-type': payload.type } : {}),
              },
              ...(payload && 'json' in payload && method !== 'GET'
                ? {
                    body: JSON.stringify(payload.json),
                    headers: {
                      'content-type': 'application/json',
                      ...(authorization !== undefined ? { authorization } : {}),
                      ...(cookie !== undefined ? { cookie } : {}),
                      ...(key !== undefined ? { 'idempotency-key': key } : {}),
                    },
                  }
                : {}),
              ...(payload && 'text' in payload && method !== 'GET' ? { body: payload.text } : {}),
              throwHttpErrors: false,
              followRedirect: false,
              retry: { limit: 0 },
              timeout: { request: 15_000 },
            });
          } catch (err) {
            // A header no HTTP client can send (a line break, a non-Latin-1 character) never reaches us.
            if (
              (err as { code?: string }).code === 'ERR_INVALID_CHAR' ||
              (err as { code?: string }).code === 'ERR_HTTP_INVALID_HEADER_VALUE' ||
              err instanceof TypeError
            )
              return true;
            failures.push(`${method} /${path}: ${(err as Error).message}`);
            return false;
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const describe = `${method} /${path}?${new URLSearchParams(search)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) failures.push(describe);
          if (res.statusCode >= 400 && res.headers['content-type']?.includes('application/json')) {
            const parsed = JSON.parse(res.body) as { code?: unknown };
            if (typeof parsed.code !== 'string') failures.push(`no code: ${describe}`);
          } else if (res.statusCode >= 400 && !res.headers['content-type']?.includes('text/html')) {
            failures.push(`not JSON: ${describe}`);
          }
          return failures.length === 0;
        },
      ),
      {
        seed: Number(process.env.BAD_INPUT_SEED ?? 20261122),
        numRuns: Number(process.env.BAD_INPUT_RUNS ?? 800),
        endOnFailure: true,
      },
    )
    .catch((err: Error) => failures.push(err.message.split('\n').slice(0, 6).join(' ')));
  t.deepEqual(failures, []);
  // The requests did reach the routes' own checks, not only the credential check.
  const answered = [...statuses].filter(([status]) => status !== 401).reduce((n, [, count]) => n + count, 0);
  t.true(answered > 100, JSON.stringify(Object.fromEntries(statuses)));
  t.log(Object.fromEntries(statuses));
});

test('every id-taking route answers 404 for another account’s id', async (t) => {
  const endpoint = (
    await used.api().post('public/webhooks/endpoints', {
      json: { url: 'https://hooks.partner.example/in' },
    })
  ).body as unknown as { id: string };
  const session = await used.api().post('public/transfer-sessions', {
    json: {
      target: {
        integrationType: 'spotify',
        authData: { accessToken: used.emulator('spotify').oauth.issue('demo', 'emulator-client', '').accessToken },
      },
    },
  });
  const sessionUuid = (session.body as unknown as { sessionUuid: string }).sessionUuid;
  const theirs: [string, string][] = [
    ['GET', `public/integrations/user/${user}`],
    ['DELETE', `public/integrations/user/${user}`],
    ['GET', `api/${user}/playlists`],
    ['GET', `api/${user}/library/snapshot`],
    ['GET', `public/webhooks/endpoints/${endpoint.id}`],
    ['PATCH', `public/webhooks/endpoints/${endpoint.id}`],
    ['DELETE', `public/webhooks/endpoints/${endpoint.id}`],
    ['GET', `public/webhooks/endpoints/${endpoint.id}/secret`],
    ['GET', `public/transfer-sessions/${sessionUuid}`],
    ['PUT', `public/transfer-sessions/${sessionUuid}/target-auth`],
  ];
  for (const [method, path] of theirs) {
    const res = await api(used.url, other)(path, {
      method: method as 'GET',
      ...(method === 'PATCH'
        ? { json: { enabled: false } }
        : method === 'PUT'
          ? { json: { authData: { accessToken: 'x' } } }
          : {}),
    });
    t.is(res.statusCode, 404, `${method} ${path}: ${JSON.stringify(res.body)}`);
  }
});
