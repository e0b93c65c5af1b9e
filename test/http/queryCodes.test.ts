import test from 'ava';
import { randomUUID } from 'node:crypto';
import { Transfer } from '../../src/transfers/models.js';
import { createConnectedUser, createOneTimeToken } from '../helpers/fixtures.js';
import { client, type JsonBody } from '../helpers/http.js';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// Every query string is checked by its route's schema: a bad value answers 400 JSON with the code
// partners already handle for that parameter (`invalidLimit`, `invalidWindow`...) and the words it
// always had; an empty value is an absent one wherever it was before.

let user: string;
let endpoint: string;
let transfer: string;
let signIn: string;

const used = useSystem(test, {
  services: ['spotify'],
  recordings: 300,
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  partner: { slug: 'queried', isTransferServiceEnabled: true },
  async setup({ url, partner }) {
    user = await connectThroughSignIn(url, 'queried', 'spotify', 'demo@listeners.example', RETURN_URL);
    const created = await client(url, { authorization: partner.basic }).post<JsonBody>('public/webhooks/endpoints', {
      json: { url: 'http://127.0.0.1:9/hook' },
    });
    endpoint = created.body.id;
    const [source, destination] = [
      await createConnectedUser(partner.accountId, 'spotify'),
      await createConnectedUser(partner.accountId, 'spotify'),
    ];
    transfer = randomUUID();
    await Transfer.create({
      id: transfer,
      accountId: partner.accountId,
      sourceIntegrationUserId: source.id,
      destinationIntegrationUserId: destination.id,
      sourceService: 'spotify',
      destinationService: 'spotify',
      selection: { playlists: [], likedTracks: false, albums: false, artists: false },
      status: 'completed',
      counts: {},
    });
    signIn = (await createOneTimeToken(source)).signInAttemptId;
  },
});

/** A GET with the Client Secret, `query` as it goes on the wire (parameters may repeat). */
const get = (path: string, query: string) => used.api().get<JsonBody>(`${path}?${query}`);
const anonymous = (path: string, query: string) => client(used.url).get<JsonBody>(`${path}?${query}`);

const from = () => new Date(Date.now() - 24 * 3600_000).toISOString();

/** Each answer is a 400 JSON error with `code`, and with `message` where one parameter was wrong. */
async function refused(
  t: import('ava').ExecutionContext,
  cases: [Promise<{ statusCode: number; headers: Record<string, unknown>; body: JsonBody }>, string, string?][],
) {
  for (const [call, code, message] of cases) {
    const res = await call;
    const about = `${code}: ${JSON.stringify(res.body)}`;
    t.is(res.statusCode, 400, about);
    t.regex(String(res.headers['content-type']), /^application\/json/, about);
    t.is(res.body.code, code, about);
    if (message !== undefined) t.is(res.body.message, message, about);
  }
}

test('the transfer reads refuse a bad window, reason, limit or cursor with their codes', async (t) => {
  await refused(t, [
    [get('public/transfers/unmatched', ''), 'invalidWindow', 'from is required.'],
    [get('public/transfers/unmatched', 'from='), 'invalidWindow', 'from is required.'],
    [get('public/transfers/unmatched', 'from=soon'), 'invalidWindow', 'from must be an ISO 8601 date-time.'],
    [get('public/transfers/unmatched', `from=${from()}&from=${from()}`), 'invalidWindow'],
    [
      get('public/transfers/unmatched', `from=${from()}&to=later`),
      'invalidWindow',
      'to must be an ISO 8601 date-time.',
    ],
    [
      get('public/transfers/unmatched', `from=${from()}&reason=missing`),
      'invalidReason',
      'reason must be one of notFound, lowConfidence, regionLocked, error, cannotMatch, limitReached.',
    ],
    [get('public/transfers/unmatched', `from=${from()}&reason=error&reason=error`), 'invalidReason'],
    [
      get('public/transfers/unmatched', `from=${from()}&limit=1001`),
      'invalidLimit',
      'limit must be a whole number from 1 to 1000.',
    ],
    [get('public/transfers/unmatched', `from=${from()}&cursor=a&cursor=b`), 'invalidCursor'],
    [get('public/transfers', 'limit=0'), 'invalidLimit', 'limit must be a whole number from 1 to 1000.'],
    [get('public/transfers', 'limit=2.5'), 'invalidLimit'],
    [get('public/transfers', 'cursor=forged'), 'invalidCursor', 'cursor is not a nextCursor this query returned.'],
    [get(`public/transfers/${transfer}/results`, 'limit=ten'), 'invalidLimit'],
    [get(`public/transfers/${transfer}/results`, 'cursor=a&cursor=b'), 'invalidCursor'],
  ]);
  for (const [path, query] of [
    ['public/transfers/unmatched', `from=${from()}&reason=&limit=&cursor=&to=`],
    ['public/transfers', 'limit=&cursor=&unknown=1'],
    [`public/transfers/${transfer}/results`, 'limit=1000'],
  ])
    t.is((await get(path, query)).statusCode, 200, `${path}?${query}`);
});

test('the syncs list and the usage report refuse a bad limit, cursor or period', async (t) => {
  await refused(t, [
    [get('public/syncs', 'limit=101'), 'invalidLimit', 'limit must be a whole number from 1 to 100.'],
    [get('public/syncs', 'limit=1&limit=2'), 'invalidLimit'],
    [get('public/syncs', 'cursor=a&cursor=b'), 'invalidCursor'],
    [get('public/usage', 'minutes=0'), 'invalidMinutes', 'minutes must be a whole number from 1 to 1440.'],
    [get('public/usage', 'minutes=5&minutes=6'), 'invalidMinutes'],
  ]);
  t.is((await get('public/syncs', 'limit=&cursor=')).statusCode, 200);
  const hour = await get('public/usage', 'minutes=');
  t.is(hour.statusCode, 200);
  t.is(hour.body.minutes, 60);
});

test('the delivery log refuses a bad status, limit or cursor with its codes', async (t) => {
  const log = `public/webhooks/endpoints/${endpoint}/deliveries`;
  await refused(t, [
    [get(log, 'status=done'), 'invalidStatus', 'status is pending, succeeded or failed.'],
    [get(log, 'status='), 'invalidStatus'],
    [get(log, 'status=failed&status=failed'), 'invalidStatus'],
    [get(log, 'limit=201'), 'invalidLimit', 'limit is a whole number from 1 to 200.'],
    [get(log, 'limit='), 'invalidLimit'],
    [get(log, 'cursor=a&cursor=b'), 'invalidCursor', 'The cursor is not one this service returned for this endpoint.'],
  ]);
  t.is((await get(log, 'status=failed&limit=200&cursor=')).statusCode, 200);
});

test('the library refuses a bad nextParam, limitParam or collection with their codes', async (t) => {
  await refused(t, [
    [
      get(`api/${user}/playlists`, 'limitParam=0'),
      'invalidLimitParam',
      'limitParam must be a whole number of at least 1.',
    ],
    [get(`api/${user}/liked/tracks`, 'limitParam=1&limitParam=2'), 'invalidLimitParam'],
    [
      get(`api/${user}/albums`, 'nextParam=a&nextParam=b'),
      'invalidNextParam',
      'nextParam is not a value this service returned for this list.',
    ],
    [
      used.api().post<JsonBody>(`api/${user}/search?limitParam=few`, { json: { type: 'track', track: 'love' } }),
      'invalidLimitParam',
    ],
    [
      get(`api/${user}/library/snapshot/items`, ''),
      'invalidCollection',
      'collection must be playlists, playlist:{playlistId}, likedTracks, savedAlbums or followedArtists.',
    ],
    [get(`api/${user}/library/snapshot/items`, 'collection=playlists&collection=playlists'), 'invalidCollection'],
    [get(`api/${user}/library/snapshot/items`, 'collection=playlist:'), 'invalidCollection'],
  ]);
  // A limit beyond the service's is lowered to it, not refused.
  const many = await get(`api/${user}/playlists`, `limitParam=${'9'.repeat(30)}&nextParam=`);
  t.is(many.statusCode, 200);
});

test('the sign-in reads refuse a bad tokenOnly, oneTimeToken or returnUrl with their codes', async (t) => {
  await refused(t, [
    [
      anonymous(`app/integrations/byUniqueId/${randomUUID()}`, 'tokenOnly=TRUE'),
      'invalidQuery',
      'tokenOnly must be true or false.',
    ],
    [anonymous(`app/integrations/byUniqueId/${randomUUID()}`, 'tokenOnly='), 'invalidQuery'],
    [
      get(`public/integrations/auth/${signIn}`, 'oneTimeToken=a&oneTimeToken=b'),
      'invalidQuery',
      'oneTimeToken must be given once, as a string.',
    ],
    [get(`public/integrations/auth/${signIn}`, `oneTimeToken=${'x'.repeat(201)}`), 'invalidQuery'],
    [
      anonymous('app/users/queried', `returnUrl=${encodeURIComponent(RETURN_URL)}&returnUrl=x`),
      'returnUrlNotAllowed',
      'The returnUrl is not one of the Return URLs of this partner.',
    ],
    [anonymous('app/users/queried', 'returnUrl='), 'returnUrlNotAllowed'],
  ]);
  t.is((await anonymous(`app/integrations/byUniqueId/${randomUUID()}`, 'tokenOnly=false')).statusCode, 404);
  t.is((await get(`public/integrations/auth/${signIn}`, 'oneTimeToken=')).statusCode, 200);
  t.is((await anonymous('app/users/queried', `returnUrl=${encodeURIComponent(RETURN_URL)}`)).statusCode, 200);
});

test('a sign-in link its schema refuses still offers the way back to its Return URL', async (t) => {
  const page = await client(used.url).get(
    `connect/queried?returnUrl=${encodeURIComponent(RETURN_URL)}&requestOneTimeToken=maybe`,
    { responseType: 'text' },
  );
  t.is(page.statusCode, 400);
  t.true(page.body.includes(RETURN_URL));
});
