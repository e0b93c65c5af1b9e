// The operations of playlist syncs.
import * as syncs from '../../syncs/schemas.js';
import { fromJoi } from '../fromJoi.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, nullable, obj, ref, str, uuid } from '../schemaKit.js';
import { SYNC_READS, SYNC_WRITES } from '../security.js';

export function syncOperations(): OperationsByPath {
  return {
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
  };
}
