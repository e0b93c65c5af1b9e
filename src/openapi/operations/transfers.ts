// The operations of managed transfers: transfer sessions, transfers and their match results.
import { createBody, targetAuthBody } from '../../transfers/schemas.js';
import { fromJoi } from '../fromJoi.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, bool, dateTime, int, nullable, obj, ref, str, uuid } from '../schemaKit.js';

export function transferOperations(): OperationsByPath {
  return {
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
  };
}
