import test from 'ava';
import got from 'got';
import { randomUUID } from 'node:crypto';
import { openApiDocument } from '../../src/openapi/document.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { SignInAttempt } from '../../src/signin/models.js';
import { contractViolation } from '../helpers/contract.js';
import { createConnectedUser } from '../helpers/fixtures.js';
import { seedTransfer } from '../helpers/factories.js';
import { type JsonBody } from '../helpers/http.js';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// Every operation of the served document is called, once, the way a partner would call it, and its
// answer is held to the document: a status the operation lists, and a body its schema accepts.
// The operations come from the document itself, so a new one fails here until it has its recipe.

const SLUG = 'every-operation';

interface Operation {
  responses: Record<string, unknown>;
}
interface Recipe {
  body?: () => unknown;
  query?: () => Record<string, string>;
  /** The credential; Basic unless said. */
  authorization?: () => string;
  /** Statuses this call may answer: the operation's success unless said, with the reason. */
  expect?: number[];
}

/** Ids the recipes and path parameters use, found or made before the first call. */
const ids: Record<string, string> = {};
let trackIds: string[] = [];

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 500,
  workers: true,
  liftBudgets: true,
  env: {
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
  },
  partner: { slug: SLUG, isTransferServiceEnabled: true, transferDestination: 'deezer' },
  async setup({ url, api, partner, emulators, system }) {
    ids.slug = SLUG;
    ids.integrationType = 'spotify';
    ids.integrationUserUUID = await connectThroughSignIn(url, SLUG, 'spotify', 'medium@listeners.example', RETURN_URL);
    ids.deezerUser = await connectThroughSignIn(url, SLUG, 'deezer', 'medium@listeners.example', RETURN_URL);
    ids.doomedUser = (await createConnectedUser(partner.accountId)).id;
    // A3 answers a sign-in that the partner started with a uniqueId of its own.
    const signIn = await SignInAttempt.findOne({ where: { integrationUserId: ids.integrationUserUUID } });
    ids.authModelUUID = signIn!.id;
    ids.uniqueId = randomUUID();
    await signIn!.update({ uniqueId: ids.uniqueId });

    const user = (path: string) => `api/${ids.integrationUserUUID}/${path}`;
    const playlists = await api().get<JsonBody>(user('playlists'));
    ids.playlistId = playlists.body.results[0].id;
    const liked = await api().get<JsonBody>(user('liked/tracks'));
    trackIds = liked.body.results.slice(0, 2).map((t: JsonBody) => t.id);
    ids.artistId = liked.body.results[0].artists[0].id;
    ids.albumId = liked.body.results[0].album.id;
    ids.ownPlaylist = (await api().post<JsonBody>(user('playlists'), { json: { name: 'Scratch' } })).body.id;

    ids.deezerToken = emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
    ids.spotifyToken = emulators.spotify.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
    const session = await api().post<JsonBody>('public/transfer-sessions', {
      json: { target: { integrationType: 'deezer', authData: { accessToken: ids.deezerToken } } },
    });
    ids.sessionUuid = session.body.sessionUuid;
    ids.transferUuid = (
      await seedTransfer(system.web.runtime.sequelize, {
        accountId: partner.accountId,
        source: 'spotify',
        destination: 'deezer',
        groups: [{ type: 'playlist', name: 'Road', matched: ['d1', 'd2'] }],
        status: 'completed',
      })
    ).id;
    ids.syncUuid = (
      await api().post<JsonBody>('public/syncs', {
        json: {
          source: { integrationUserUUID: ids.integrationUserUUID, playlistId: ids.playlistId },
          destination: { integrationUserUUID: ids.deezerUser },
          mode: 'append',
        },
      })
    ).body.syncUuid;
    const endpoint = await api().post<JsonBody>('public/webhooks/endpoints', {
      json: { url: 'http://127.0.0.1:9/hooks' },
    });
    ids.endpointId = endpoint.body.id;
    await api().post(`public/webhooks/endpoints/${ids.endpointId}/test`);
    ids.deliveryId = await firstDelivery(ids.endpointId);
  },
});

async function firstDelivery(endpointId: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const log = await used.api().get<JsonBody>(`public/webhooks/endpoints/${endpointId}/deliveries`);
    if (log.body.deliveries?.[0]) return log.body.deliveries[0].id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the test event made no delivery');
}

const since = () => new Date(Date.now() - 86_400_000).toISOString();

const RECIPES: Record<string, Recipe> = {
  'GET /health/live': {},
  'GET /health/ready': {},
  'GET /openapi.json': {},
  'GET /docs': {},
  // A callback without the state and cookie of a sign-in this browser started; the whole flow,
  // with its browser, is test/signin's.
  'GET /app/oauth/{integrationType}/callback': { expect: [400] },
  'GET /connect/oauth/{integrationType}/callback': { expect: [400] },
  'GET /app/integrations/byUniqueId/{uniqueId}': {},
  'GET /app/integrations/{authModelUUID}': {},
  'GET /app/users/{slug}': {},
  'GET /connect/{slug}': { query: () => ({ returnUrl: RETURN_URL }) },
  'GET /connect/{slug}/{integrationType}/auth': { query: () => ({ returnUrl: RETURN_URL }) },
  'GET /public/integrations/user/{integrationUserUUID}': {},
  'DELETE /public/integrations/user/{integrationUserUUID}': {},
  'POST /public/integrations/user': {
    body: () => ({ integrationType: 'spotify', authData: { accessToken: ids.spotifyToken } }),
    // The same listener as the signed-in one: connected again, or refused as already connected.
    expect: [200, 201, 409],
  },
  'POST /public/integrations/refreshAuthToken': { body: () => ({ integrationUserUUID: ids.integrationUserUUID }) },
  'GET /public/integrations/users': {},
  'GET /public/integrations/auth/{authModelUUID}': {},
  'GET /public/docs-sessions/current': { authorization: () => `DocsSession ${used.partner.docsToken}` },
  'POST /public/transfer-sessions': {
    body: () => ({ target: { integrationType: 'deezer', authData: { accessToken: ids.deezerToken } } }),
  },
  'PUT /public/transfer-sessions/{sessionUuid}/target-auth': {
    body: () => ({ authData: { accessToken: ids.deezerToken } }),
  },
  'GET /public/transfer-sessions/{sessionUuid}': {},
  'GET /public/transfers/unmatched': { query: () => ({ from: since() }) },
  'GET /public/transfers': {},
  'GET /public/transfers/{transferUuid}': {},
  'GET /public/transfers/{transferUuid}/results': {},
  // The seeded transfer has completed: nothing left to stop (test/transfers/cancelApi has the 202).
  'POST /public/transfers/{transferUuid}/cancel': { expect: [409] },
  'POST /public/syncs': {
    body: () => ({
      source: { integrationUserUUID: ids.integrationUserUUID, playlistId: ids.ownPlaylist },
      destination: { integrationUserUUID: ids.deezerUser },
      mode: 'mirror',
    }),
  },
  'GET /public/syncs': {},
  'GET /public/syncs/{syncUuid}': {},
  'PATCH /public/syncs/{syncUuid}': { body: () => ({ intervalMinutes: 120 }) },
  'DELETE /public/syncs/{syncUuid}': {},
  // A run may still be going from the sync's creation.
  'POST /public/syncs/{syncUuid}/run': { expect: [202, 409] },
  'GET /public/webhooks/event-types': {},
  'GET /public/webhooks/endpoints': {},
  'POST /public/webhooks/endpoints': { body: () => ({ url: 'http://127.0.0.1:9/other' }) },
  'GET /public/webhooks/endpoints/{endpointId}': {},
  'PATCH /public/webhooks/endpoints/{endpointId}': { body: () => ({ eventTypes: ['transfer.completed'] }) },
  'DELETE /public/webhooks/endpoints/{endpointId}': {},
  'GET /public/webhooks/endpoints/{endpointId}/secret': {},
  'POST /public/webhooks/endpoints/{endpointId}/secret/rotate': { body: () => ({ overlapHours: 24 }) },
  'POST /public/webhooks/endpoints/{endpointId}/test': {},
  'GET /public/webhooks/endpoints/{endpointId}/deliveries': {},
  'POST /public/webhooks/endpoints/{endpointId}/replay': { body: () => ({ since: since() }) },
  // A delivery still waiting for its try is not replayed; a failed or delivered one is.
  'POST /public/webhooks/deliveries/{deliveryId}/replay': { expect: [202, 409] },
  'GET /public/account/settings': {},
  'PATCH /public/account/settings': { body: () => ({ learnFromChoices: false }) },
  'GET /public/usage': {},
  'POST /public/search': { body: () => ({ type: 'track', track: 'a', sources: ['spotify', 'deezer'] }) },
  'GET /public/search/introspection': {},
  'GET /api/{integrationUserUUID}/users/profile': {},
  'POST /api/{integrationUserUUID}/library/snapshot': {},
  'GET /api/{integrationUserUUID}/library/snapshot': {},
  // The first copy is still being made: 404 until it is done, as the operation says.
  'GET /api/{integrationUserUUID}/library/snapshot/items': {
    query: () => ({ collection: 'playlists' }),
    expect: [200, 404, 409],
  },
  'GET /api/{integrationUserUUID}/playlists': {},
  'POST /api/{integrationUserUUID}/playlists': { body: () => ({ name: 'Made by every operation' }) },
  'GET /api/{integrationUserUUID}/playlists/{playlistId}': {},
  'PUT /api/{integrationUserUUID}/playlists/{playlistId}': { body: () => ({ description: 'Kept in order' }) },
  'DELETE /api/{integrationUserUUID}/playlists/{playlistId}': {},
  'GET /api/{integrationUserUUID}/playlists/{playlistId}/items': {},
  'POST /api/{integrationUserUUID}/playlists/{playlistId}/items': { body: () => ({ trackIds }) },
  'DELETE /api/{integrationUserUUID}/playlists/{playlistId}/items': {
    body: () => ({ items: trackIds.map((id) => ({ id, entryId: null })) }),
  },
  'GET /api/{integrationUserUUID}/liked/tracks': {},
  'POST /api/{integrationUserUUID}/liked/tracks': { body: () => ({ trackIds }) },
  'DELETE /api/{integrationUserUUID}/liked/tracks': { body: () => ({ trackIds: trackIds.slice(0, 1) }) },
  'GET /api/{integrationUserUUID}/albums': {},
  'POST /api/{integrationUserUUID}/albums': { body: () => ({ albumId: ids.albumId }) },
  'DELETE /api/{integrationUserUUID}/albums': { body: () => ({ albumIds: [ids.albumId] }) },
  'GET /api/{integrationUserUUID}/artists': {},
  'POST /api/{integrationUserUUID}/artists': { body: () => ({ artistIds: [ids.artistId] }) },
  'DELETE /api/{integrationUserUUID}/artists': { body: () => ({ artistIds: [ids.artistId] }) },
  'GET /api/{integrationUserUUID}/artists/{artistId}': {},
  'POST /api/{integrationUserUUID}/search': { body: () => ({ type: 'track', track: 'a' }) },
};

/** Path parameters that name something a DELETE removes: the ids made for it alone. */
const DOOMED: Record<string, Record<string, string>> = {
  'DELETE /public/integrations/user/{integrationUserUUID}': { integrationUserUUID: 'doomedUser' },
  'DELETE /api/{integrationUserUUID}/playlists/{playlistId}': { playlistId: 'ownPlaylist' },
};

const document = () => openApiDocument(used.system.config) as { paths: Record<string, Record<string, Operation>> };

const operationsOf = () =>
  Object.entries(document().paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, path, operation })),
  );

/** The operation's success statuses: 2xx and 3xx. */
const successes = (operation: Operation) =>
  Object.keys(operation.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 400);

test.serial('every operation of the document has a recipe here, and every recipe an operation', (t) => {
  const keys = operationsOf().map((o) => o.key);
  t.deepEqual(
    keys.filter((key) => !(key in RECIPES)),
    [],
    'operations without a recipe',
  );
  t.deepEqual(
    Object.keys(RECIPES).filter((key) => !keys.includes(key)),
    [],
    'recipes without an operation',
  );
});

test.serial('every operation answers as the document says', async (t) => {
  // Deletions last, so that what they remove stays there for the others.
  const operations = operationsOf().sort(
    (a, b) => Number(a.key.startsWith('DELETE')) - Number(b.key.startsWith('DELETE')),
  );
  const failures: string[] = [];
  const origin = new URL(used.url).origin;
  for (const { key, path, operation } of operations) {
    const recipe = RECIPES[key];
    if (!recipe) continue;
    const doomed = DOOMED[key] ?? {};
    const concrete = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = ids[doomed[name] ?? name];
      if (!value) failures.push(`${key}: no id for {${name}}`);
      return encodeURIComponent(value ?? 'x');
    });
    const body = recipe.body?.();
    const res = await got(`${origin}${concrete}`, {
      method: key.split(' ')[0] as 'GET',
      searchParams: recipe.query?.(),
      headers: { authorization: recipe.authorization?.() ?? used.partner.basic },
      ...(body === undefined ? {} : { json: body }),
      throwHttpErrors: false,
      followRedirect: false,
      retry: { limit: 0 },
    });
    const expected = recipe.expect ?? successes(operation);
    if (!expected.includes(res.statusCode))
      failures.push(`${key} answered ${res.statusCode}, expected ${expected.join(' or ')}: ${res.body.slice(0, 300)}`);
    const contentType = String(res.headers['content-type'] ?? '');
    const parsed = contentType.includes('application/json') && res.body ? (JSON.parse(res.body) as unknown) : res.body;
    const violation = contractViolation(key.split(' ')[0], concrete, res.statusCode, parsed, contentType);
    if (violation) failures.push(violation);
    if (!(String(res.statusCode) in operation.responses))
      failures.push(`${key} answered ${res.statusCode}, which it does not list`);
  }
  t.deepEqual(failures, []);
  t.log(`${operations.length} operations called`);
});
