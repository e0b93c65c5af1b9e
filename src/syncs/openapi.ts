// The operations of playlist syncs, and the shapes they answer with.
import * as syncs from './schemas.js';
import { fromJoi } from '../http/openapi/fromJoi.js';
import type { OperationsByPath } from '../http/openapi/operation.js';
import { arrayOf, dateTime, int, nullable, obj, ref, str, uuid, type Schema } from '../http/openapi/schemaKit.js';
import { AT, PLAYLIST } from '../http/openapi/examples.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';
import { SYNC_READS, SYNC_WRITES } from '../http/openapi/security.js';

const USER = '5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01';
const OTHER_USER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export function syncOperations(): OperationsByPath {
  return {
    '/public/syncs': {
      post: {
        summary: 'Keep a playlist in sync with another',
        description:
          'Keeps a playlist of one connected user in sync with a playlist of another (or the same) connected user, on a schedule; the first run starts at once. Without a destination playlist the first run creates one named as the source. The backend’s credentials only (Basic, or a DevToken without `sub`). Our addition to the interface.',
        tag: 'Syncs',
        credentials: SYNC_WRITES,
        body: fromJoi(syncs.createBody),
        bodyExample: {
          source: { integrationUserUUID: USER, playlistId: '37i9dQZF1DXcBWIGoYBM5M' },
          destination: { integrationUserUUID: OTHER_USER },
          mode: 'mirror',
          intervalMinutes: 60,
          externalUserId: 'user-42',
        },
        ok: { status: 201, schema: ref('Sync') },
        errors: [400, 404, 409, 412, 429, 503],
        codes: [
          'devTokenSubjectNotAllowed',
          'integrationUserNotFound',
          'playlistNotFound',
          'playlistNotOwned',
          'sameSourceAndDestination',
          'syncLimitReached',
          'syncAlreadyExists',
          'syncCycle',
          'operationNotSupported',
          'unknownIntegration',
          'IntegrationUserNotAuthenticated',
          'musicServiceRateLimited',
          'musicServiceUnavailable',
        ],
      },
      get: {
        summary: 'List the account’s syncs',
        description: 'The account’s syncs, newest first, a page at a time (`nextCursor`).',
        tag: 'Syncs',
        credentials: SYNC_READS,
        query: {
          limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Page size (default 20).', example: 20 },
          cursor: { ...str, description: 'The `nextCursor` of the previous page.' },
        },
        ok: { status: 200, schema: obj({ syncs: arrayOf(ref('Sync')), nextCursor: nullable(str) }) },
        errors: [400],
        codes: ['devTokenSubjectNotAllowed', 'docsSessionUserBound', 'docsSessionWithoutUser'],
      },
    },
    '/public/syncs/{syncUuid}': {
      get: {
        summary: 'Read a sync',
        description: 'One sync: its state, its last run, its next run and its counts.',
        tag: 'Syncs',
        credentials: SYNC_READS,
        ok: { status: 200, schema: ref('Sync') },
        errors: [404],
        codes: ['devTokenSubjectNotAllowed', 'docsSessionUserBound', 'docsSessionWithoutUser'],
      },
      patch: {
        summary: 'Change or pause a sync',
        description: 'Changes its mode or interval (a new interval runs it at once), or pauses or unpauses it.',
        tag: 'Syncs',
        credentials: SYNC_WRITES,
        body: fromJoi(syncs.updateBody),
        bodyExample: { paused: true },
        ok: { status: 200, schema: ref('Sync') },
        errors: [400, 404],
        codes: ['devTokenSubjectNotAllowed'],
      },
      delete: {
        summary: 'Stop a sync for good',
        description: 'Deletes the sync; the playlists stay as they are. A second delete answers 204 again.',
        tag: 'Syncs',
        credentials: SYNC_WRITES,
        ok: { status: 204, description: 'Deleted (or already gone).' },
        errors: [404],
        codes: ['devTokenSubjectNotAllowed'],
      },
    },
    '/public/syncs/{syncUuid}/run': {
      post: {
        summary: 'Run a sync now',
        description: 'Queues a run now, whatever the schedule says; `sync.run.completed` tells when it is done.',
        tag: 'Syncs',
        credentials: SYNC_WRITES,
        ok: { status: 202, schema: obj({ syncUuid: uuid, queued: { const: true } }) },
        errors: [404, 409],
        codes: ['devTokenSubjectNotAllowed', 'syncPaused'],
      },
    },
  };
}

const SYNC = '3f2e1d0c-9b8a-4765-8432-10fedcba9876';
const syncRun = {
  status: 'completed',
  startedAt: AT,
  finishedAt: '2026-11-24T10:00:04.000Z',
  added: 2,
  removed: 1,
  unmatched: 0,
  notes: [],
};

/** The component schemas of a sync and its last run, by name. */
export const SYNC_SCHEMAS: Record<string, Schema> = {
  SyncRunSummary: obj({
    status: {
      enum: ['completed', 'unchanged', 'failed', 'paused'],
      description:
        '`unchanged`: the change markers said nothing changed: the source’s (one call) and, for a mirror, the destination’s (one more), so its tracks and their order stand as the last run left them; `paused`: a listener must sign in again.',
    },
    startedAt: dateTime,
    finishedAt: dateTime,
    added: { ...int, minimum: 0 },
    removed: { ...int, minimum: 0 },
    unmatched: { ...int, minimum: 0, description: 'New source tracks no destination track was found for.' },
    notes: {
      ...arrayOf(str),
      description:
        'Why the run failed, or what the destination could not do: remove tracks, remove one copy of a track it holds twice, or move tracks into the source’s order (a mirror into a service that cannot move tracks says how many stand out of it on every run; a reorder the service refused is tried again by the next run).',
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
};

/** Their examples, as the API answers them. */
export const SYNC_EXAMPLES: Record<string, unknown> = {
  SyncRunSummary: syncRun,
  Sync: {
    syncUuid: SYNC,
    externalUserId: 'user-42',
    source: { integrationUserUUID: USER, integrationType: EXAMPLE_SERVICES.source, playlistId: PLAYLIST.id },
    destination: {
      integrationUserUUID: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      integrationType: EXAMPLE_SERVICES.destination,
      playlistId: '908622995',
    },
    mode: 'mirror',
    intervalMinutes: 60,
    state: 'active',
    pausedReason: null,
    lastRun: syncRun,
    lastRunAt: syncRun.finishedAt,
    nextRunAt: '2026-11-24T11:00:04.000Z',
    counts: { synced: 24, unmatched: 1 },
    createdAt: '2026-11-20T08:30:00.000Z',
  },
};
