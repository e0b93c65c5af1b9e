// The operations of playlist syncs.
import * as syncs from '../../syncs/schemas.js';
import { fromJoi } from '../fromJoi.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, nullable, obj, ref, str, uuid } from '../schemaKit.js';
import { SYNC_READS, SYNC_WRITES } from '../security.js';

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
      },
      delete: {
        summary: 'Stop a sync for good',
        description: 'Deletes the sync; the playlists stay as they are. A second delete answers 204 again.',
        tag: 'Syncs',
        credentials: SYNC_WRITES,
        ok: { status: 204, description: 'Deleted (or already gone).' },
        errors: [404],
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
      },
    },
  };
}
