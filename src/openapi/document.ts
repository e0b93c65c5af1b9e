import type { Config } from '../config.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { connectByTokenBody } from '../users/schemas.js';
import { EVENT_TYPES } from '../webhooks/catalogue.js';
import * as library from '../library/schemas.js';
import { requestSchema as snapshotRequest } from '../library/snapshot/routes.js';
import { searchBody } from '../catalogue/schemas.js';
import { createBody, targetAuthBody } from '../transfers/schemas.js';
import * as syncs from '../syncs/schemas.js';
import type Joi from 'joi';
import { fromJoi } from './fromJoi.js';
import { webhooksSection } from './events.js';
import { withExamples } from './examples.js';

// The OpenAPI 3.1 document of the whole interface: every route the app serves (a test compares
// them), each with its credentials, parameters, answers and errors.

import { arrayOf, bool, dateTime, int, nullable, obj, ref, str, uuid, type Schema } from './schemaKit.js';

const usageCounts = {
  calls: { ...int, description: 'Calls made to the service for the account.' },
  waits: { ...int, description: 'Calls that waited for a slot of the budget.' },
  waitedMs: { ...int, description: 'The time those calls waited, in all.' },
  refused: {
    ...int,
    description: 'Calls given up because the wait would have been too long (answered `rateLimited`).',
  },
  rateLimited: { ...int, description: 'Answers of 429 (or the service’s own “slow down”) to the account’s calls.' },
};

const SCHEMAS: Record<string, Schema> = {
  Usage: obj({
    from: dateTime,
    to: dateTime,
    minutes: int,
    share: obj({
      weight: { ...int, description: 'The account’s weight against the other accounts wanting a service at once.' },
      cap: nullable({
        type: 'number',
        description: 'The most of a service’s budget the account may use, as a fraction.',
      }),
    }),
    services: arrayOf(
      obj({
        integrationType: { enum: [...SERVICE_IDS] },
        budgetPerSecond: { ...int, description: 'The service’s budget for the whole deployment.' },
        budgetUse: {
          type: 'number',
          description: 'The account’s calls over the calls the budget allowed in the period.',
        },
        ...usageCounts,
      }),
    ),
    series: arrayOf(obj({ at: dateTime, integrationType: { enum: [...SERVICE_IDS] }, ...usageCounts })),
  }),
  Error: obj(
    {
      code: { type: 'string', description: 'Stable code to act on.' },
      message: str,
      details: arrayOf({ type: 'object' }),
      requestId: {
        type: 'string',
        description: 'The request, as in the X-Request-Id answer header: quote it to support.',
      },
    },
    ['code', 'message'],
  ),
  Artist: obj({
    id: nullable(str),
    entryId: nullable(str),
    name: str,
    imageUrl: nullable(str),
    followers: nullable(int),
  }),
  AlbumRef: obj({ name: str, id: nullable(str), totalItems: nullable(int), artists: nullable(arrayOf(ref('Artist'))) }),
  Track: obj({
    id: str,
    entryId: nullable(str),
    name: str,
    isrc: nullable(str),
    duration: { ...nullable(int), description: 'Milliseconds.' },
    imageUrl: nullable(str),
    previewUrl: nullable(str),
    album: nullable(ref('AlbumRef')),
    artists: nullable(arrayOf(ref('Artist'))),
    isAvailable: nullable(bool),
    dateAdded: nullable(str),
  }),
  Playlist: obj({
    name: str,
    id: str,
    totalItems: nullable(int),
    imageUrl: nullable(str),
    dateAdded: nullable(str),
    isOwner: bool,
  }),
  PlaylistDetail: {
    allOf: [
      ref('Playlist'),
      obj({ description: nullable(str), visibility: nullable({ enum: ['public', 'private'] }), url: nullable(str) }),
    ],
  },
  Album: obj({
    id: str,
    name: str,
    totalItems: nullable(int),
    imageUrl: nullable(str),
    artists: nullable(arrayOf(ref('Artist'))),
  }),
  SavedAlbum: { allOf: [ref('Album'), obj({ dateAdded: nullable(str) })] },
  SearchResult: obj({
    id: str,
    type: { enum: ['track', 'album', 'artist'] },
    track: nullable(ref('Track')),
    album: nullable(ref('Album')),
    artist: nullable(ref('Artist')),
  }),
  ConnectedUser: obj({
    integrationUser: obj(
      {
        uuid,
        integrationUserId: str,
        name: nullable(str),
        email: nullable(str),
        imageUrl: nullable(str),
        country: nullable(str),
        authData: {
          oneOf: [{ type: 'object' }, { type: 'null' }],
          description:
            'Basic or a valid one-time token only; never the refresh token. Null when no token is held any more (the user must sign in again).',
        },
        authDataExpiresAt: nullable(int),
      },
      ['uuid', 'integrationUserId', 'name', 'email', 'imageUrl', 'country'],
    ),
    integration: obj({ type: { enum: [...SERVICE_IDS] } }),
  }),
  SignIn: {
    ...obj(
      {
        authModelUUID: uuid,
        uniqueId: nullable(uuid),
        integrationType: str,
        status: { enum: ['redirected', 'succeeded', 'failed', 'expired'] },
        errorCode: nullable(str),
        partnerUserId: nullable(str),
        integrationUserUUID: nullable(uuid),
        createdAt: dateTime,
        expiresAt: dateTime,
        authData: nullable({ type: 'object' }),
        authDataExpiresAt: nullable(int),
      },
      ['authModelUUID', 'integrationType', 'status', 'createdAt', 'expiresAt'],
    ),
    description:
      'partnerUserId is whatever the partner put in the sign-in URL: unauthenticated, never trusted by us. A3 adds authData for 5 minutes after the sign-in succeeded (never after the user signed in again or was deleted); A5 adds it for Basic or the first use of the one-time token.',
  },
  SignInForPages: obj(
    {
      authModelUUID: uuid,
      integrationType: str,
      status: { enum: ['redirected', 'succeeded', 'failed', 'expired'] },
      errorCode: nullable(str),
      createdAt: dateTime,
      expiresAt: dateTime,
    },
    ['authModelUUID', 'integrationType', 'status', 'errorCode', 'createdAt', 'expiresAt'],
  ),
  DocsSession: obj(
    {
      expiresAt: dateTime,
      kind: { enum: ['partner', 'sandbox'] },
      account: obj({
        name: str,
        slug: str,
        clientId: nullable(uuid),
        returnUrls: arrayOf(str),
        isEvaluationAccount: bool,
        isTransferServiceEnabled: bool,
        enabledIntegrations: arrayOf(str),
        transferDestination: nullable({ enum: [...SERVICE_IDS] }),
      }),
      connectedUser: nullable(obj({ uuid, integrationType: str, name: nullable(str), imageUrl: nullable(str) })),
    },
    ['expiresAt', 'kind', 'account'],
  ),
  PreauthorizedAuthData: obj(
    { accessToken: str, refreshToken: str, expiresAt: { oneOf: [dateTime, { type: 'number' }] } },
    ['accessToken'],
  ),
  TransferSession: obj(
    {
      sessionUuid: uuid,
      launchUrl: { type: 'string', format: 'uri', description: 'Only in the answer of D1.' },
      launchExpiresAt: {
        ...nullable(dateTime),
        description: 'Null for a session of the plain wizard (no launch URL).',
      },
      expiresAt: dateTime,
      externalUserId: nullable(str),
      target: {
        ...nullable(obj({ integrationType: str, integrationUserUuid: uuid, displayName: nullable(str) })),
        description: 'The pre-authorized destination; null for a session of the plain wizard.',
      },
    },
    ['sessionUuid', 'launchExpiresAt', 'expiresAt', 'externalUserId', 'target'],
  ),
  Transfer: obj({
    transferUuid: uuid,
    sessionUuid: nullable(uuid),
    externalUserId: nullable(str),
    status: {
      enum: ['queued', 'snapshotting', 'matching', 'writing', 'waiting_for_destination', 'completed', 'failed'],
    },
    source: obj({ integrationType: str, integrationUserUuid: uuid }),
    destination: obj({ integrationType: str, integrationUserUuid: uuid }),
    selection: obj({ playlists: arrayOf(str), likedTracks: bool, albums: bool, artists: bool }),
    counts: obj({ total: int, matched: int, unmatched: int, failed: int, written: int }),
    currentGroup: nullable(str),
    errorCode: nullable(str),
    createdAt: dateTime,
    startedAt: nullable(dateTime),
    finishedAt: nullable(dateTime),
  }),
  MatchResultRow: obj(
    {
      transferUuid: { ...uuid, description: 'The transfer of the item; absent on a sync run’s row.' },
      syncUuid: {
        ...uuid,
        description: 'D3 only: the sync whose run could not match the item (our decision); absent on a transfer’s row.',
      },
      title: str,
      artist: str,
      playlistName: nullable(str),
      reason: { enum: ['notFound', 'lowConfidence', 'regionLocked', 'error', 'cannotMatch', 'limitReached'] },
      bestGuess: nullable(str),
      bestGuessUrl: nullable(str),
      status: { enum: ['unmatched', 'failed'] },
      itemType: { enum: ['track', 'album', 'artist'] },
      matchingPercentage: nullable({ type: 'number' }),
      source: obj({
        id: str,
        entryId: nullable(str),
        name: str,
        artists: arrayOf(str),
        album: nullable(str),
        isrc: nullable(str),
        durationMs: nullable(int),
      }),
      group: obj({
        type: { enum: ['playlist', 'likedTracks', 'albums', 'artists', 'podcasts'] },
        name: str,
        sourceId: nullable(str),
      }),
      bestGuessCandidate: nullable(
        obj({
          id: str,
          name: str,
          artists: arrayOf(str),
          album: nullable(str),
          isrc: nullable(str),
          url: nullable(str),
        }),
      ),
      chosen: {
        ...nullable(
          obj({
            id: { type: 'string', description: 'The destination id that was added: the best guess the person chose.' },
            chosenAt: dateTime,
            position: {
              ...nullable(int),
              description:
                'Where it went in the destination playlist (0 is the first entry); null when it was appended, or saved to the library.',
            },
          }),
        ),
        description:
          'The person took the best guess in the hosted summary ("Use this one") and it was added to the destination; null until then.',
      },
    },
    [],
  ),
  SyncRunSummary: obj({
    status: {
      enum: ['completed', 'unchanged', 'failed', 'paused'],
      description:
        '`unchanged`: the source’s change marker said nothing changed (one call); `paused`: a listener must sign in again.',
    },
    startedAt: dateTime,
    finishedAt: dateTime,
    added: { ...int, minimum: 0 },
    removed: { ...int, minimum: 0 },
    unmatched: { ...int, minimum: 0, description: 'New source tracks no destination track was found for.' },
    notes: {
      ...arrayOf(str),
      description:
        'Why the run failed, or what the destination could not do: remove tracks, remove one copy of a track it holds twice, or move tracks into the source’s order.',
    },
  }),
  Sync: obj({
    syncUuid: uuid,
    externalUserId: nullable(str),
    source: obj({ integrationUserUUID: uuid, integrationType: str, playlistId: str }),
    destination: obj({
      integrationUserUUID: uuid,
      integrationType: str,
      playlistId: { ...nullable(str), description: 'Null until the first run creates the playlist.' },
    }),
    mode: {
      enum: ['mirror', 'append'],
      description:
        '`append` adds new source tracks at the end; `mirror` also removes what leaves the source and keeps its order where the destination moves tracks. The listener’s own tracks are never touched.',
    },
    intervalMinutes: { ...int, minimum: 15, maximum: 10080 },
    state: { enum: ['active', 'paused'] },
    pausedReason: {
      ...nullable({ enum: ['partner', 'authFailed'] }),
      description:
        '`partner`: paused with PATCH; `authFailed`: a listener must sign in again (it resumes when they do).',
    },
    lastRun: nullable(ref('SyncRunSummary')),
    lastRunAt: nullable(dateTime),
    nextRunAt: { ...nullable(dateTime), description: 'When the schedule next starts a run; null while paused.' },
    counts: obj({
      synced: { ...int, minimum: 0, description: 'Source entries the sync put on the destination.' },
      unmatched: { ...int, minimum: 0, description: 'Source entries no destination track was found for.' },
    }),
    createdAt: dateTime,
  }),
  LibrarySnapshot: obj({
    uuid,
    status: { enum: ['queued', 'running', 'completed', 'failed'] },
    groups: arrayOf({ enum: ['playlists', 'likedTracks', 'savedAlbums', 'followedArtists'] }),
    counts: { type: 'object', additionalProperties: int },
    unsupportedGroups: arrayOf(str),
    errorCode: nullable(str),
    requestedAt: dateTime,
    startedAt: nullable(dateTime),
    completedAt: nullable(dateTime),
  }),
  WebhookEndpoint: {
    ...obj(
      {
        id: uuid,
        url: { type: 'string', format: 'uri' },
        description: nullable(str),
        eventTypes: nullable(arrayOf(str)),
        enabled: bool,
        disabledReason: nullable(str),
        disabledAt: nullable(dateTime),
        failingSince: nullable(dateTime),
        createdAt: dateTime,
        secret: { type: 'string', description: 'Only at creation and from its own route.' },
      },
      ['id', 'url', 'eventTypes', 'enabled', 'createdAt'],
    ),
  },
};

const SECURITY_SCHEMES = {
  basic: { type: 'http', scheme: 'basic', description: 'Client ID and Client Secret (B).' },
  clientIdToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`Token <Client ID>` (browsers).',
  },
  devToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`DevToken <ES256 JWT>` signed with an uploaded key; `sub` limits it to one connected user (D).',
  },
  docsSession: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`DocsSession <token>` of the docs site (S).',
  },
  oneTimeToken: {
    type: 'apiKey',
    in: 'query',
    name: 'oneTimeToken',
    description: 'The 30-second token of a sign-in callback.',
  },
};

type Credentials = (keyof typeof SECURITY_SCHEMES)[];

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account; an answer of 500 or more is not kept.',
  schema: { type: 'string', maxLength: 255 },
};
const PUBLIC: Credentials = ['basic', 'clientIdToken', 'devToken', 'docsSession'];
const USER_API: Credentials = ['basic', 'devToken', 'docsSession'];
/** Syncs: the backend's credentials (a DevToken without `sub`); reads also a partner docs session. */
const SYNC_WRITES: Credentials = ['basic', 'devToken'];
const SYNC_READS: Credentials = ['basic', 'devToken', 'docsSession'];

interface Operation {
  summary: string;
  tag: string;
  credentials?: Credentials;
  query?: Record<string, Schema & { required?: boolean; description?: string }>;
  body?: Schema;
  ok: { status: number; schema?: Schema; html?: boolean; redirect?: boolean; description?: string };
  errors?: number[];
  /** A dashboard page: without a session it sends the browser to the sign-in page. */
  signedIn?: boolean;
  /** Reached only from another page of ours, never linked to or called by a partner (an own page). */
  own?: boolean;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid body or parameter.',
  401: 'No or invalid credentials.',
  403: 'Credential refused by the route, or the product is not on.',
  404: 'Not found in this account.',
  409: 'Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`).',
  410: 'Gone (used or expired).',
  412: 'The connected user must sign in again (`IntegrationUserNotAuthenticated`).',
  422: 'The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`).',
  413: 'The request body is too large (`bodyTooLarge`).',
  415: 'The request body is not in a readable encoding (`unsupportedEncoding`).',
  429: 'Too many requests; see `Retry-After`.',
  503: 'The music service could not be reached.',
};

const page = (items: Schema): Schema =>
  obj({ results: arrayOf(items), nextParam: nullable(str), totalItems: nullable(int) });
const paging = {
  limitParam: { type: 'integer', minimum: 1, description: 'Page size, lowered to the service limit.' },
  nextParam: { type: 'string', description: 'The opaque nextParam of the previous page.' },
};
/** What a batch write answers: how many ids it wrote. */
const counted = (name: string) => obj({ [name]: { type: 'integer', minimum: 0 } });

function operations(appPath: string): Record<string, Record<string, Operation>> {
  const app = appPath || '';
  const u = '/api/{integrationUserUUID}';
  const lib = (summary: string, extra: Partial<Operation> & Pick<Operation, 'ok'>): Operation => ({
    summary,
    tag: 'Library',
    credentials: USER_API,
    errors: [400, 401, 403, 404, 412, 429, 503],
    ...extra,
  });
  /** A write of many ids at once, answering how many it wrote. */
  const batchWrite = (summary: string, body: Joi.Schema, answer: string) =>
    lib(summary, { body: fromJoi(body), ok: { status: 200, schema: counted(answer) } });
  return {
    '/health/live': {
      get: { summary: 'The process is up.', tag: 'Health', ok: { status: 200, schema: obj({ status: str }) } },
    },
    '/health/ready': {
      get: {
        summary: 'Postgres and Redis answer.',
        tag: 'Health',
        ok: {
          status: 200,
          schema: obj({
            status: { enum: ['ok', 'unavailable'] },
            checks: obj({ postgres: str, redis: str }),
          }),
        },
        errors: [503],
      },
    },
    '/openapi.json': {
      get: { summary: 'This document.', tag: 'Docs', ok: { status: 200, schema: { type: 'object' } } },
    },
    '/docs': {
      get: {
        summary: 'This document rendered, with "try it" through a docs session (`/docs#session=...`).',
        tag: 'Docs',
        ok: { status: 200, html: true },
      },
    },
    '/app/oauth/{integrationType}/callback': {
      get: {
        summary:
          'The music service sends the browser back here after sign-in; only the browser that started the sign-in (its nonce cookie) may finish it. Sent again from that browser (a reload), it goes where the first one went, without a second one-time token.',
        tag: 'Sign-in',
        ok: { status: 302, redirect: true },
        query: { code: str, state: str, error: str },
        errors: [400, 403, 503],
      },
    },
    '/app/integrations/byUniqueId/{uniqueId}': {
      get: {
        summary: 'A3: a sign-in by the uniqueId the partner chose; authData only within 5 minutes of its success.',
        tag: 'Sign-in',
        query: { tokenOnly: { type: 'string', enum: ['true', 'false'] } },
        ok: { status: 200, schema: ref('SignIn') },
        errors: [400, 404],
      },
    },
    '/app/integrations/{authModelUUID}': {
      get: {
        summary: 'A4: a sign-in, as the hosted pages read it: nothing that unlocks another read.',
        tag: 'Sign-in',
        ok: { status: 200, schema: ref('SignInForPages') },
        errors: [404],
      },
    },
    '/app/users/{slug}': {
      get: {
        summary: 'A10: the public sign-in profile of a partner.',
        tag: 'Sign-in',
        query: { returnUrl: str },
        ok: {
          status: 200,
          schema: obj({ name: str, slug: str, logoUrl: nullable(str), enabledIntegrations: arrayOf(str) }),
        },
        errors: [400, 404],
      },
    },
    '/public/integrations/user/{integrationUserUUID}': {
      get: {
        summary: 'A6: a connected user (authData with Basic only; refreshed when about to expire).',
        tag: 'Connected users',
        credentials: PUBLIC,
        ok: { status: 200, schema: ref('ConnectedUser') },
        errors: [401, 403, 404],
      },
      delete: {
        summary: 'A7: forget a connected user, its tokens and its stored library.',
        tag: 'Connected users',
        credentials: ['basic'],
        ok: { status: 204 },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/integrations/user': {
      post: {
        summary:
          'Connect a user with a token the partner already holds (our decision): the way to connect Qobuz, whose sign-in is for its partners only.',
        tag: 'Connected users',
        credentials: ['basic', 'devToken'],
        body: fromJoi(connectByTokenBody),
        ok: { status: 201, schema: ref('ConnectedUser') },
        errors: [400, 401, 403, 422, 503],
      },
    },
    '/public/integrations/refreshAuthToken': {
      post: {
        summary: 'A9: refresh a connected user’s tokens now.',
        tag: 'Connected users',
        credentials: PUBLIC,
        body: obj({ integrationUserUUID: uuid }),
        ok: { status: 200, schema: ref('ConnectedUser') },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/integrations/auth/{authModelUUID}': {
      get: {
        summary: 'A5: a finished sign-in with its user, for the partner’s backend.',
        tag: 'Sign-in',
        credentials: [...PUBLIC, 'oneTimeToken'],
        ok: { status: 200, schema: ref('SignIn') },
        errors: [401, 403, 404],
      },
    },
    '/public/docs-sessions/current': {
      get: {
        summary: 'E1: the docs session.',
        tag: 'Docs',
        credentials: ['docsSession'],
        ok: { status: 200, schema: ref('DocsSession') },
        errors: [401, 403],
      },
    },
    '/public/transfer-sessions': {
      post: {
        summary: 'D1: a pre-authorized session of the hosted transfer wizard.',
        tag: 'Transfers',
        credentials: ['basic', 'devToken'],
        body: fromJoi(createBody),
        ok: { status: 201, schema: ref('TransferSession') },
        errors: [400, 401, 403, 422, 503],
      },
    },
    '/public/transfer-sessions/{sessionUuid}/target-auth': {
      put: {
        summary: 'D2: replace the destination token; resumes a waiting transfer.',
        tag: 'Transfers',
        credentials: ['basic', 'devToken'],
        body: fromJoi(targetAuthBody),
        ok: {
          status: 200,
          schema: obj({
            sessionUuid: uuid,
            target: obj({ integrationType: str, integrationUserUuid: uuid, displayName: nullable(str) }),
            transferResumed: bool,
          }),
        },
        errors: [400, 401, 403, 404, 409, 422, 503],
      },
    },
    '/public/transfer-sessions/{sessionUuid}': {
      get: {
        summary: 'D4: one transfer session (without its launch URL).',
        tag: 'Transfers',
        credentials: ['basic', 'devToken'],
        ok: { status: 200, schema: ref('TransferSession') },
        errors: [401, 403, 404],
      },
    },
    '/public/transfers/unmatched': {
      get: {
        summary: 'D3: unmatched and failed items of the transfers that finished in a window.',
        tag: 'Transfers',
        credentials: ['basic', 'docsSession'],
        query: {
          from: { ...dateTime, required: true },
          to: dateTime,
          reason: { enum: ['notFound', 'lowConfidence', 'regionLocked', 'error', 'cannotMatch', 'limitReached'] },
          limit: { type: 'integer', minimum: 1, maximum: 1000 },
          cursor: str,
        },
        ok: { status: 200, schema: obj({ unmatched: arrayOf(ref('MatchResultRow')), nextCursor: nullable(str) }) },
        errors: [400, 401, 403],
      },
    },
    '/public/transfers': {
      get: {
        summary: 'D4: the account’s transfers, newest first.',
        tag: 'Transfers',
        credentials: ['basic', 'docsSession'],
        query: { limit: { type: 'integer', minimum: 1, maximum: 1000 }, cursor: str },
        ok: { status: 200, schema: obj({ transfers: arrayOf(ref('Transfer')), nextCursor: nullable(str) }) },
        errors: [400, 401, 403],
      },
    },
    '/public/transfers/{transferUuid}': {
      get: {
        summary: 'D4: one transfer with its counts and groups.',
        tag: 'Transfers',
        credentials: ['basic', 'docsSession'],
        ok: {
          status: 200,
          schema: {
            allOf: [
              ref('Transfer'),
              obj({
                groups: arrayOf(
                  obj({
                    type: { enum: ['playlist', 'likedTracks', 'albums', 'artists'] },
                    name: str,
                    sourceId: nullable(str),
                    destinationId: nullable(str),
                    items: int,
                    written: int,
                    status: { enum: ['pending', 'writing', 'written'] },
                  }),
                ),
              }),
            ],
          },
        },
        errors: [401, 403, 404],
      },
    },
    '/public/transfers/{transferUuid}/results': {
      get: {
        summary: 'D4: a transfer’s match results (unmatched and failed items) in item order.',
        tag: 'Transfers',
        credentials: ['basic', 'docsSession'],
        query: { limit: int, cursor: str },
        ok: { status: 200, schema: obj({ results: arrayOf(ref('MatchResultRow')), nextCursor: nullable(str) }) },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/syncs': {
      post: {
        summary:
          'Keep a playlist in sync with a playlist of another (or the same) connected user; the first run starts at once.',
        tag: 'Syncs',
        credentials: SYNC_WRITES,
        body: fromJoi(syncs.createBody),
        ok: { status: 201, schema: ref('Sync') },
        errors: [400, 404, 409, 412, 429, 503],
      },
      get: {
        summary: 'The account’s syncs, newest first.',
        tag: 'Syncs',
        credentials: SYNC_READS,
        query: { limit: { type: 'integer', minimum: 1, maximum: 100 }, cursor: str },
        ok: { status: 200, schema: obj({ syncs: arrayOf(ref('Sync')), nextCursor: nullable(str) }) },
        errors: [400],
      },
    },
    '/public/syncs/{syncUuid}': {
      get: {
        summary: 'One sync: its state, last run, next run and counts.',
        tag: 'Syncs',
        credentials: SYNC_READS,
        ok: { status: 200, schema: ref('Sync') },
        errors: [404],
      },
      patch: {
        summary: 'Change its mode or interval, pause or unpause it.',
        tag: 'Syncs',
        credentials: SYNC_WRITES,
        body: fromJoi(syncs.updateBody),
        ok: { status: 200, schema: ref('Sync') },
        errors: [400, 404],
      },
      delete: {
        summary: 'Stop it for good (a second delete answers 204 again).',
        tag: 'Syncs',
        credentials: SYNC_WRITES,
        ok: { status: 204 },
        errors: [404],
      },
    },
    '/public/syncs/{syncUuid}/run': {
      post: {
        summary: 'Run it now, whatever its schedule says.',
        tag: 'Syncs',
        credentials: SYNC_WRITES,
        ok: { status: 202, schema: obj({ syncUuid: uuid, queued: { const: true } }) },
        errors: [404, 409],
      },
    },
    '/public/webhooks/event-types': {
      get: {
        summary: 'The event types and what their data carries.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: {
          status: 200,
          schema: obj({ eventTypes: arrayOf(obj({ type: { enum: Object.keys(EVENT_TYPES) }, description: str })) }),
        },
        errors: [401, 403],
      },
    },
    '/public/webhooks/endpoints': {
      get: {
        summary: 'The account’s webhook endpoints.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 200, schema: obj({ endpoints: arrayOf(ref('WebhookEndpoint')) }) },
        errors: [401, 403],
      },
      post: {
        summary: 'Register an endpoint (answers its whsec_ secret).',
        tag: 'Webhooks',
        credentials: ['basic'],
        body: obj({ url: { type: 'string', format: 'uri' }, eventTypes: arrayOf(str), description: str }, ['url']),
        ok: { status: 201, schema: ref('WebhookEndpoint') },
        errors: [400, 401, 403],
      },
    },
    '/public/webhooks/endpoints/{endpointId}': {
      get: {
        summary: 'One endpoint.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 200, schema: ref('WebhookEndpoint') },
        errors: [401, 403, 404],
      },
      patch: {
        summary: 'Change its URL or event types, disable or re-enable it.',
        tag: 'Webhooks',
        credentials: ['basic'],
        body: obj({ url: str, eventTypes: arrayOf(str), enabled: bool, description: str }, []),
        ok: { status: 200, schema: ref('WebhookEndpoint') },
        errors: [400, 401, 403, 404],
      },
      delete: {
        summary: 'Delete it.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 204 },
        errors: [401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/secret': {
      get: {
        summary: 'Its signing secret.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 200, schema: obj({ secret: str }) },
        errors: [401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/test': {
      post: {
        summary: 'Send a `webhook.test` event to it.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 202, schema: obj({ eventId: uuid }) },
        errors: [401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/deliveries': {
      get: {
        summary: 'Its delivery log with every attempt.',
        tag: 'Webhooks',
        credentials: ['basic'],
        query: { status: str, limit: int, cursor: str },
        ok: {
          status: 200,
          schema: obj({
            deliveries: arrayOf(
              obj({
                id: uuid,
                eventId: uuid,
                webhookId: str,
                type: str,
                status: str,
                attempts: arrayOf({ type: 'object' }),
                lastStatusCode: nullable(int),
                createdAt: dateTime,
                completedAt: nullable(dateTime),
              }),
            ),
            nextCursor: nullable(str),
          }),
        },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/replay': {
      post: {
        summary: 'Replay every failed delivery since a time.',
        tag: 'Webhooks',
        credentials: ['basic'],
        body: obj({ since: dateTime }),
        ok: { status: 202, schema: obj({ replayed: int }) },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/webhooks/deliveries/{deliveryId}/replay': {
      post: {
        summary: 'Replay one delivery.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 202, schema: obj({ replayed: int }) },
        errors: [401, 403, 404],
      },
    },
    '/public/usage': {
      get: {
        summary:
          'The account’s use of each music service’s request budget: calls, waits for a slot, calls refused after too long a wait, and 429s from the service (our decision; not in the spec).',
        tag: 'Usage',
        credentials: ['basic', 'docsSession'],
        query: {
          minutes: {
            type: 'integer',
            minimum: 1,
            maximum: 1440,
            description: 'How far back, the current minute included (default 60; counts are kept 25 hours).',
          },
        },
        ok: { status: 200, schema: ref('Usage') },
        errors: [400, 401, 403],
      },
    },
    '/public/search': {
      post: {
        summary: 'C1: catalogue search across services, without a user.',
        tag: 'Catalogue',
        credentials: PUBLIC,
        body: fromJoi(searchBody),
        ok: {
          status: 200,
          schema: obj({
            tracks: {
              ...arrayOf(
                obj({
                  source: { enum: [...SERVICE_IDS] },
                  status: { enum: ['ok', 'unavailable', 'rateLimited', 'unsupported', 'error'] },
                  type: { enum: ['track', 'album', 'artist'] },
                  data: nullable({
                    type: 'object',
                    description:
                      'The item as the service describes it: tracks add artistNames, albumName, isrc, duration, imageUrl, previewUrl and url; albums and artists their own fields.',
                    properties: { externalId: nullable(str), name: str },
                    required: ['externalId', 'name'],
                  }),
                }),
              ),
              description:
                'Every source’s results in the order asked, whatever the type (the interface names the list `tracks`); a source that failed gives one item with its status and `data: null`.',
            },
          }),
        },
        errors: [400, 401, 403],
      },
    },
    '/public/search/introspection': {
      get: {
        summary: 'C2: the sources and what each supports.',
        tag: 'Catalogue',
        credentials: PUBLIC,
        ok: {
          status: 200,
          schema: obj({
            sources: arrayOf(
              obj({
                id: { enum: [...SERVICE_IDS] },
                name: str,
                types: arrayOf({ enum: ['track', 'album', 'artist'] }),
                catalogueSearch: bool,
                isrcSearch: bool,
                capabilities: { type: 'object', description: 'Everything the service can and cannot do (C2).' },
              }),
            ),
          }),
        },
        errors: [401, 403],
      },
    },
    [`${u}/users/profile`]: {
      get: lib('A8: the user as the music service describes them now.', {
        tag: 'Connected users',
        ok: {
          status: 200,
          schema: obj({
            id: str,
            integrationType: str,
            name: nullable(str),
            email: nullable(str),
            imageUrl: nullable(str),
            country: nullable(str),
          }),
        },
      }),
    },
    [`${u}/library/snapshot`]: {
      post: lib('Ask for a fresh stored copy of the library (made by a worker).', {
        body: fromJoi(snapshotRequest),
        ok: { status: 202, schema: ref('LibrarySnapshot') },
      }),
      get: lib('The newest stored copy and its counts.', { ok: { status: 200, schema: ref('LibrarySnapshot') } }),
    },
    [`${u}/library/snapshot/items`]: {
      get: lib('One list of the newest finished copy.', {
        query: {
          collection: {
            type: 'string',
            required: true,
            description: 'playlists, playlist:{id}, likedTracks, savedAlbums or followedArtists',
          },
          ...paging,
        },
        ok: { status: 200, schema: page({ type: 'object' }) },
      }),
    },
    [`${u}/playlists`]: {
      get: lib('B1: the user’s playlists.', { query: paging, ok: { status: 200, schema: page(ref('Playlist')) } }),
      post: lib('B2: create a playlist.', {
        body: fromJoi(library.createPlaylistBody),
        ok: { status: 200, schema: ref('Playlist') },
      }),
    },
    [`${u}/playlists/{playlistId}`]: {
      get: lib('B3: one playlist.', { ok: { status: 200, schema: ref('PlaylistDetail') } }),
      put: lib('B4: rename it, change its description or visibility.', {
        body: fromJoi(library.updatePlaylistBody),
        ok: { status: 200, schema: ref('PlaylistDetail') },
      }),
      delete: lib('Delete (or unfollow) it.', { ok: { status: 204 } }),
    },
    [`${u}/playlists/{playlistId}/items`]: {
      get: lib('Its tracks, with entryId.', { query: paging, ok: { status: 200, schema: page(ref('Track')) } }),
      post: batchWrite('Append tracks in order.', library.trackIdsBody, 'added'),
      delete: batchWrite('Remove entries.', library.removeItemsBody, 'removed'),
    },
    [`${u}/liked/tracks`]: {
      get: lib('B7: liked tracks.', { query: paging, ok: { status: 200, schema: page(ref('Track')) } }),
      post: batchWrite('Like tracks.', library.trackIdsBody, 'added'),
      delete: batchWrite('Unlike tracks.', library.trackIdsBody, 'removed'),
    },
    [`${u}/albums`]: {
      get: lib('Saved albums.', { query: paging, ok: { status: 200, schema: page(ref('SavedAlbum')) } }),
      post: lib('B5: save an album.', {
        body: fromJoi(library.saveAlbumBody),
        ok: { status: 200, schema: obj({ albumId: str, saved: { const: true } }) },
      }),
      delete: batchWrite('Remove saved albums.', library.albumIdsBody, 'removed'),
    },
    [`${u}/artists`]: {
      get: lib('Followed artists.', { query: paging, ok: { status: 200, schema: page(ref('Artist')) } }),
      post: batchWrite('Follow artists.', library.artistIdsBody, 'followed'),
      delete: batchWrite('Unfollow artists.', library.artistIdsBody, 'unfollowed'),
    },
    [`${u}/artists/{artistId}`]: { get: lib('B6: one artist.', { ok: { status: 200, schema: ref('Artist') } }) },
    [`${u}/search`]: {
      post: lib('B8: search the catalogue as this user (by ISRC where the service can).', {
        query: paging,
        body: fromJoi(library.userSearchBody),
        ok: { status: 200, schema: page(ref('SearchResult')) },
      }),
    },
    [`${app}/transfer`]: {
      get: {
        summary: 'The launch page of a launchUrl (the code is in the fragment).',
        tag: 'Hosted pages',
        ok: { status: 200, html: true },
      },
    },
    [`${app}/transfer/launch`]: {
      post: {
        summary: 'Trades a launch code, once, for the wizard’s cookie.',
        tag: 'Hosted pages',
        body: obj({ code: str }),
        ok: { status: 200, schema: obj({ ok: bool }) },
        errors: [400, 410],
      },
    },
    [`${app}/transfer/start/{slug}`]: {
      get: {
        summary: 'Opens the wizard for an account without a pre-authorized destination.',
        tag: 'Hosted pages',
        query: { returnUrl: str },
        ok: { status: 302, redirect: true },
        errors: [400, 404],
      },
    },
    [`${app}/transfer/wizard`]: {
      get: {
        summary: 'The wizard: connect both sides, choose what to move.',
        tag: 'Hosted pages',
        ok: { status: 200, html: true },
        errors: [401],
      },
    },
    [`${app}/transfer/connect/{role}/{service}`]: {
      get: {
        summary: 'Connects the source or destination through the hosted sign-in.',
        tag: 'Hosted pages',
        ok: { status: 302, redirect: true },
        errors: [401, 404],
      },
    },
    [`${app}/transfer/connected`]: {
      get: {
        summary: 'Where the sign-in comes back to the wizard.',
        tag: 'Hosted pages',
        query: { role: str },
        ok: { status: 302, redirect: true },
        errors: [401],
      },
    },
    [`${app}/transfer/start`]: {
      post: {
        summary: 'Starts the chosen transfer (form post with the CSRF token).',
        tag: 'Hosted pages',
        ok: { status: 302, redirect: true },
        errors: [401, 403],
      },
    },
    [`${app}/transfer/transfers/{transferId}`]: {
      get: {
        summary: 'Live progress, then the summary.',
        tag: 'Hosted pages',
        ok: { status: 200, html: true },
        errors: [401, 404],
      },
    },
    [`${app}/transfer/transfers/{transferId}/progress`]: {
      get: {
        summary: 'What the progress page polls: phases, counts, the bar and the time left.',
        tag: 'Hosted pages',
        ok: { status: 200, schema: { type: 'object' } },
        errors: [401, 404],
      },
    },
    [`${app}/transfer/transfers/{transferId}/choices`]: {
      post: {
        summary: '"Use this one": adds a best guess to the destination (form post with the CSRF token).',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [401, 403, 404],
      },
    },
    [`${app}/transfer/transfers/{transferId}/again`]: {
      post: {
        summary: 'Starts a stopped transfer again (form post with the CSRF token).',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [401, 404],
      },
    },
    [`${app}/transfer/transfers/{transferId}/not-moved.csv`]: {
      get: {
        summary: 'What was not moved, as CSV for the person.',
        tag: 'Hosted pages',
        ok: { status: 200, description: 'CSV.' },
        errors: [401, 404],
      },
    },
    [`${app}/oauth/{integrationType}/callback`]: {
      get: {
        summary:
          'The callback, handed over from BASE_URL when APP_URL is on another host (where the nonce cookie lives).',
        tag: 'Hosted pages',
        query: { code: str, state: str, error: str },
        ok: { status: 302, redirect: true },
        errors: [400, 403, 404, 503],
      },
      post: {
        summary:
          'The form post of our script sign-in page (state, token or error): the token MusicKit gave, from the browser that started the sign-in.',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [400, 403, 413, 503],
        own: true,
      },
    },
    [`${app}/oauth/{integrationType}/authorize`]: {
      get: {
        summary:
          'Our page that signs a listener in with the service’s own script where the service has no OAuth (Apple Music: MusicKit JS); A1 and A2 send the browser here.',
        tag: 'Hosted pages',
        query: { state: str },
        ok: { status: 200, html: true },
        errors: [400, 403, 503],
        own: true,
      },
    },
    [`${app}/{slug}`]: {
      get: {
        summary: 'A1: the partner’s service picker.',
        tag: 'Hosted pages',
        query: { returnUrl: str, requestOneTimeToken: bool, uniqueId: uuid, forwardErrors: bool, partnerUserId: str },
        ok: { status: 200, html: true },
        errors: [400, 404],
      },
    },
    [`${app}/{slug}/{integrationType}/auth`]: {
      get: {
        summary: 'A2: straight to one service’s sign-in.',
        tag: 'Hosted pages',
        query: { returnUrl: str, requestOneTimeToken: bool, uniqueId: uuid, forwardErrors: bool, partnerUserId: str },
        ok: { status: 302, redirect: true },
        errors: [400, 404],
      },
    },
  };
}

/**
 * The dashboard's pages and form posts: HTML for the partner's team, signed in with a session
 * cookie (every post carries the session's CSRF token), not part of the API partners call.
 */
const DASHBOARD: [string, string, string][] = [
  ['get', '/login', 'Sign-in page.'],
  ['post', '/login', 'Sign in (email, password).'],
  ['get', '/invitation', 'Choose a password for an invitation.'],
  ['post', '/invitation', 'Accept an invitation.'],
  ['get', '/password-reset', 'Ask for a link to choose a new password.'],
  ['post', '/password-reset', 'Send a link to choose a new password (when email is set up).'],
  ['get', '/password-reset/choose', 'Choose a new password with a reset link.'],
  ['post', '/password-reset/choose', 'Save the new password (the link is spent).'],
  ['post', '/logout', 'Sign out.'],
  ['get', '', 'Home: transfers and match rate over time.'],
  ['get', '/keys', 'API keys, DevToken keys, webhook endpoints.'],
  ['post', '/keys', 'Create a key (the secret is shown once).'],
  ['get', '/keys/{clientId}/revoke', 'Asks before revoking a key.'],
  ['post', '/keys/{clientId}/revoke', 'Revoke a key (asks first without confirm=yes).'],
  ['post', '/devtoken-keys', 'Upload a DevToken public key.'],
  ['get', '/devtoken-keys/{kid}/revoke', 'Asks before revoking a DevToken key.'],
  ['post', '/devtoken-keys/{kid}/revoke', 'Revoke a DevToken key (asks first without confirm=yes).'],
  ['post', '/webhooks', 'Add a webhook endpoint.'],
  ['post', '/webhooks/{id}/enable', 'Re-enable an endpoint.'],
  ['post', '/webhooks/{id}/disable', 'Disable an endpoint.'],
  ['get', '/webhooks/{id}', 'An endpoint: secret, delivery log.'],
  ['get', '/webhooks/{id}/deliveries.json', 'The delivery log the endpoint page polls.'],
  ['post', '/webhooks/{id}/test', 'Send a test event.'],
  ['post', '/webhooks/{id}/replay', 'Replay failed deliveries.'],
  ['get', '/webhooks/{id}/delete', 'Asks before deleting an endpoint.'],
  ['post', '/webhooks/{id}/delete', 'Delete an endpoint (asks first without confirm=yes).'],
  ['post', '/deliveries/{id}/replay', 'Replay one delivery.'],
  ['get', '/settings', 'Settings.'],
  ['post', '/settings', 'Save name and logo.'],
  ['post', '/settings/return-urls', 'Add a Return URL.'],
  ['post', '/settings/return-urls/remove', 'Remove a Return URL.'],
  ['post', '/settings/services/{service}/{action}', 'Enable or turn off a music service.'],
  ['post', '/settings/transfer-destination', 'Set the transfer destination of D1.'],
  ['get', '/users', 'Connected users, searchable.'],
  ['get', '/users/{id}/delete', 'Asks before deleting a connected user.'],
  ['post', '/users/{id}/delete', 'Delete a connected user (asks first without confirm=yes).'],
  ['get', '/team', 'The team: members, invitations.'],
  ['post', '/team/invite', 'Invite someone (owners).'],
  ['post', '/team/{id}/invite-again', 'Invite again someone who has not joined (owners).'],
  ['post', '/team/{id}/password-reset', 'Send a member a password reset link (owners).'],
  ['get', '/team/{id}/remove', 'Asks before removing a member (owners).'],
  ['post', '/team/{id}/remove', 'Remove a member (owners; asks first without confirm=yes).'],
  ['get', '/transfers', 'Transfers with their progress.'],
  ['get', '/usage', 'The account’s use of each music service’s budget, for the last hour or day.'],
  ['get', '/syncs', 'The account’s syncs with their last and next run.'],
  ['get', '/transfers/unmatched.csv', 'The unmatched report of a window as CSV.'],
  ['get', '/transfers/{id}', 'One transfer: groups and unmatched rows.'],
  ['get', '/docs', 'Opens the API docs with a fresh docs session.'],
];

function dashboardOperations(app: string): Record<string, Record<string, Operation>> {
  const out: Record<string, Record<string, Operation>> = {};
  for (const [method, path, summary] of DASHBOARD) {
    const page = method === 'get' && !/\.(csv|json)$/.test(path) && path !== '/docs';
    const open = path === '/login' || path === '/invitation' || path.startsWith('/password-reset');
    (out[`${app}/dashboard${path}`] ??= {})[method] = {
      summary,
      tag: 'Dashboard',
      signedIn: !open,
      ok: page
        ? { status: 200, html: true }
        : {
            status: /\.(csv|json)$/.test(path) ? 200 : 303,
            redirect: !/\.(csv|json)$/.test(path),
            description: path.endsWith('.csv') ? 'CSV.' : path.endsWith('.json') ? 'JSON.' : undefined,
          },
      errors: [400, 403, 404],
    };
  }
  return out;
}

function render(path: string, method: string, op: Operation): Schema {
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: /uuid|UUID$/i.test(m[1]) ? uuid : str,
  }));
  const queryParams = Object.entries(op.query ?? {}).map(([name, { required, description, ...schema }]) => ({
    name,
    in: 'query',
    required: Boolean(required),
    ...(description ? { description } : {}),
    schema,
  }));
  const okBody = op.ok.html
    ? { content: { 'text/html': { schema: str } } }
    : op.ok.schema
      ? { content: { 'application/json': { schema: op.ok.schema } } }
      : {};
  const responses: Record<string, unknown> = {
    [String(op.ok.status)]: {
      description: op.ok.redirect ? 'Redirect.' : (op.ok.description ?? 'Success.'),
      ...okBody,
    },
  };
  // Every write of the API takes an Idempotency-Key (hosted pages and the dashboard do not).
  const idempotent = method === 'post' && Boolean(op.credentials?.length);
  // What any route of its kind can answer: credentials and rate limits where there are credentials,
  // a body that cannot be read where there is a body, the idempotency answers on API writes.
  const errors = [
    ...new Set([
      ...(op.errors ?? []),
      ...(op.credentials?.length ? [401, 403, 429] : []),
      ...(op.body ? [400, 413, 415] : []),
      ...(idempotent ? [400, 409, 422] : []),
    ]),
  ].sort();
  for (const status of errors)
    responses[String(status)] = {
      description: ERROR_TEXT[status],
      content: { 'application/json': { schema: ref('Error') } },
    };
  if (op.signedIn) responses['303'] ??= { description: 'Not signed in: to the sign-in page.' };
  return {
    summary: op.summary,
    tags: [op.tag],
    operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    security: op.credentials ? op.credentials.map((name) => ({ [name]: [] })) : [],
    ...(pathParams.length || queryParams.length || idempotent
      ? { parameters: [...pathParams, ...queryParams, ...(idempotent ? [IDEMPOTENCY_KEY] : [])] }
      : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    responses,
  };
}

/**
 * Our own pages, used on our own origin and never called by a partner's code: the transfer wizard,
 * the dashboard, and the script sign-in page with its form post. They are routes of the app (a
 * test holds them to this list) but not part of the public document.
 */
export function ownPageRoutes(appUrl: string): string[] {
  const appPath = new URL(appUrl).pathname.replace(/\/+$/, '');
  const all = { ...operations(appPath), ...dashboardOperations(appPath) };
  return Object.entries(all).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => isOwnPage(appPath, path, op))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

const isOwnPage = (appPath: string, path: string, op: Operation) =>
  Boolean(op.own) ||
  path === `${appPath}/transfer` ||
  path.startsWith(`${appPath}/transfer/`) ||
  path.startsWith(`${appPath}/dashboard`);

/** The public document: the API, the hosted sign-in a partner links to, health, with this deployment's paths. */
export function openApiDocument(config: Pick<Config, 'baseUrl' | 'appUrl'>): Record<string, unknown> {
  const appPath = new URL(config.appUrl).pathname.replace(/\/+$/, '');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(operations(appPath))) {
    const documented = Object.entries(methods).filter(([, op]) => !isOwnPage(appPath, path, op));
    if (documented.length)
      paths[path] = Object.fromEntries(documented.map(([method, op]) => [method, render(path, method, op)]));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner Music Library, Catalogue and Managed Transfer Service',
      version: '3.0.0',
      description:
        'Errors are JSON `{code, message, requestId}`; every answer names its request in `X-Request-Id` (send your own to trace a call); every 429 carries Retry-After. Browsers may call `/public/*`, `/api/*` and the sign-in reads from any origin (CORS, credentials in `Authorization` only). See README.md and docs/decisions.md for what the interface leaves open.',
    },
    servers: [{ url: config.baseUrl }],
    components: { securitySchemes: SECURITY_SCHEMES, schemas: withExamples(SCHEMAS) },
    paths,
    webhooks: webhooksSection(),
  };
}
