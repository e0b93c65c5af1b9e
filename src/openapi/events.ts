import { EVENT_TYPES, type EventType } from '../webhooks/catalogue.js';
import { bool, nullable, obj, str, uuid, type Schema } from '../http/openapi/schemaKit.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';
import { EXAMPLE_COUNTS } from '../transfers/openapi.js';

// The OpenAPI 3.1 `webhooks` section: every event we send, with the schema of its body and an
// example. Tests hold every event a receiver gets to these schemas.

const count: Schema = { type: 'integer', minimum: 0 };
// Where each item ended (`added`, `alreadyThere`, `notMoved`, `notReached`) is counted as the
// Transfer record's counts are; `pending` is what is not matched yet.
const counts = obj(
  {
    total: count,
    matched: count,
    unmatched: count,
    failed: count,
    written: count,
    pending: count,
    added: count,
    alreadyThere: count,
    notMoved: count,
    notReached: count,
  },
  [],
);
const transferIds = { transferUuid: uuid, sessionUuid: nullable(uuid), externalUserId: nullable(str) };
const TRANSFER_IDS = ['transferUuid', 'sessionUuid', 'externalUserId'];
const user = { integrationUserUUID: uuid, integrationType: str };
const syncIds = { syncUuid: uuid, externalUserId: nullable(str) };

/** The `data` of each event type. */
export const EVENT_DATA: Record<EventType, Schema> = {
  'user.connected': obj(
    { ...user, authModelUUID: uuid, partnerUserId: str, preauthorized: { const: true }, externalUserId: str },
    ['integrationUserUUID', 'integrationType'],
  ),
  'user.auth_failed': obj({ ...user, preauthorized: bool, sessionUuid: uuid, externalUserId: nullable(str) }, [
    'integrationUserUUID',
    'integrationType',
    'preauthorized',
  ]),
  'user.deleted': obj(user),
  'transfer.started': obj(
    {
      ...transferIds,
      source: str,
      destination: str,
      groups: obj({ playlists: { type: 'array', items: str }, likedTracks: bool, albums: bool, artists: bool }, []),
    },
    [...TRANSFER_IDS, 'source', 'destination'],
  ),
  'transfer.progress': obj(
    {
      ...transferIds,
      counts,
      currentGroup: nullable(str),
      status: { enum: ['queued', 'snapshotting', 'matching', 'writing'] },
    },
    [...TRANSFER_IDS, 'counts'],
  ),
  'transfer.completed': obj({ ...transferIds, counts }),
  'transfer.failed': obj({ ...transferIds, reason: str }),
  'transfer.cancelled': obj({ ...transferIds, counts }),
  'transfer.waiting_for_destination': obj(transferIds),
  'transfer.updated': obj({ ...transferIds, status: { enum: ['completed', 'failed', 'cancelled'] }, counts }),
  'sync.created': obj({
    ...syncIds,
    source: obj({ integrationUserUUID: uuid, integrationType: str, playlistId: str }),
    destination: obj({ integrationUserUUID: uuid, integrationType: str, playlistId: nullable(str) }),
    mode: { enum: ['mirror', 'append'] },
    intervalMinutes: { type: 'integer', minimum: 15 },
  }),
  'sync.run.completed': obj({ ...syncIds, added: count, removed: count, unmatched: count }),
  'sync.paused': obj({
    ...syncIds,
    reason: { enum: ['authFailed'] },
    integrationUserUUID: { ...nullable(uuid), description: 'The listener who must sign in again, when known.' },
  }),
  'sync.failed': obj({ ...syncIds, reason: str }),
  'sync.deleted': obj({
    ...syncIds,
    reason: {
      enum: ['listener'],
      description: 'Who stopped it: the listener, on the page the transfer summary links to.',
    },
  }),
  'endpoint.disabled': obj({ endpointId: uuid, url: str, reason: { enum: ['gone', 'failing'] } }),
  'webhook.test': obj({ endpointId: uuid, message: str }),
};

const EXAMPLE_IDS = {
  user: '5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01',
  transfer: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  session: '7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b',
  endpoint: '0f1e2d3c-4b5a-4968-8776-655443322110',
  sync: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
  destinationUser: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
};
const exampleSync = { syncUuid: EXAMPLE_IDS.sync, externalUserId: 'user-42' };
const exampleTransfer = {
  transferUuid: EXAMPLE_IDS.transfer,
  sessionUuid: EXAMPLE_IDS.session,
  externalUserId: 'user-42',
};

const EXAMPLES: Record<EventType, Record<string, unknown>> = {
  'user.connected': {
    integrationUserUUID: EXAMPLE_IDS.user,
    integrationType: EXAMPLE_SERVICES.source,
    authModelUUID: EXAMPLE_IDS.session,
  },
  'user.auth_failed': {
    integrationUserUUID: EXAMPLE_IDS.user,
    integrationType: EXAMPLE_SERVICES.destination,
    preauthorized: false,
  },
  'user.deleted': { integrationUserUUID: EXAMPLE_IDS.user, integrationType: EXAMPLE_SERVICES.source },
  'transfer.started': {
    ...exampleTransfer,
    source: EXAMPLE_SERVICES.source,
    destination: EXAMPLE_SERVICES.destination,
    groups: { playlists: ['37i9dQZF1DXcBWIGoYBM5M'], likedTracks: true, albums: false, artists: false },
  },
  'transfer.progress': {
    ...exampleTransfer,
    counts: { ...EXAMPLE_COUNTS, written: 40, added: 40, alreadyThere: 0, notReached: 74 },
    currentGroup: 'Road Trip',
    status: 'writing',
  },
  'transfer.completed': { ...exampleTransfer, counts: EXAMPLE_COUNTS },
  'transfer.failed': { ...exampleTransfer, reason: 'IntegrationUserNotAuthenticated' },
  'transfer.cancelled': {
    ...exampleTransfer,
    counts: { ...EXAMPLE_COUNTS, written: 40, added: 40, alreadyThere: 0, notReached: 74 },
  },
  'transfer.waiting_for_destination': exampleTransfer,
  'transfer.updated': {
    ...exampleTransfer,
    status: 'completed',
    counts: { ...EXAMPLE_COUNTS, written: 114, added: 114, notMoved: 5 },
  },
  'sync.created': {
    ...exampleSync,
    source: {
      integrationUserUUID: EXAMPLE_IDS.user,
      integrationType: EXAMPLE_SERVICES.source,
      playlistId: '37i9dQZF1DXcBWIGoYBM5M',
    },
    destination: {
      integrationUserUUID: EXAMPLE_IDS.destinationUser,
      integrationType: EXAMPLE_SERVICES.destination,
      playlistId: null,
    },
    mode: 'mirror',
    intervalMinutes: 60,
  },
  'sync.run.completed': { ...exampleSync, added: 2, removed: 1, unmatched: 0 },
  'sync.paused': { ...exampleSync, reason: 'authFailed', integrationUserUUID: EXAMPLE_IDS.destinationUser },
  'sync.failed': { ...exampleSync, reason: `${EXAMPLE_SERVICES.destination}: the service could not be reached` },
  'sync.deleted': { ...exampleSync, reason: 'listener' },
  'endpoint.disabled': { endpointId: EXAMPLE_IDS.endpoint, url: 'https://partner.example/hooks', reason: 'gone' },
  'webhook.test': { endpointId: EXAMPLE_IDS.endpoint, message: 'This is a test event.' },
};

/** The body of an event of `type`, as the receiver gets it. */
export function eventBodySchema(type: EventType): Schema {
  return obj({ type: { const: type }, timestamp: { type: 'string', format: 'date-time' }, data: EVENT_DATA[type] });
}

/** The headers of every event we send (Standard Webhooks). */
const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The event’s id (`msg_…`): the same on every retry, so a receiver can drop what it already has.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was signed, in Unix seconds: refuse one too far from your clock.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint’s `whsec_` secret. For a while after the secret is rotated, two such signatures separated by a space, one per secret: accept the delivery when any of them checks out.',
    schema: { type: 'string' },
  },
];

/** `sync.run.completed` → `syncRunCompletedEvent`. */
const operationIdOf = (type: string) => `${type.replace(/[._]+(.)/g, (_m, c: string) => c.toUpperCase())}Event`;

/** The document's `webhooks`: one operation per event type, signed as docs/webhooks.md says. */
export function webhooksSection(): Record<string, unknown> {
  return Object.fromEntries(
    (Object.keys(EVENT_TYPES) as EventType[]).map((type) => [
      type,
      {
        post: {
          summary: EVENT_TYPES[type].split('. ')[0].replace(/\.$/, ''),
          description: `${EVENT_TYPES[type]}\n\nSent to every enabled endpoint that asked for \`${type}\`, signed in the Standard Webhooks format (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`). Answer 2xx within 5 seconds (the deployment’s WEBHOOK_TIMEOUT_MS); anything else is retried for about three days, and an endpoint that keeps failing is disabled (\`endpoint.disabled\`).`,
          operationId: operationIdOf(type),
          tags: ['Webhooks'],
          // We call the partner's endpoint: what proves the call is ours is its signature, not a credential.
          security: [],
          parameters: SIGNATURE_HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: eventBodySchema(type),
                example: { type, timestamp: '2026-11-24T10:00:00.000Z', data: EXAMPLES[type] },
              },
            },
          },
          responses: {
            '2XX': { description: 'Received.' },
            '4XX': {
              description: 'Refused: retried like any other failure, except 410 Gone, which disables the endpoint.',
            },
          },
        },
      },
    ]),
  );
}
