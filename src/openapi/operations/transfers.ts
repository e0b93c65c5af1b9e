// The operations of managed transfers: transfer sessions, transfers and their match results.
import { createBody, targetAuthBody } from '../../transfers/schemas.js';
import { fromJoi } from '../fromJoi.js';
import { withPreauthorizedAuthData } from '../schemas.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, bool, dateTime, int, nullable, obj, ref, str, uuid } from '../schemaKit.js';

export function transferOperations(): OperationsByPath {
  return {
    '/public/transfer-sessions': {
      post: {
        code: 'D1',
        summary: 'Open a transfer session with the destination signed in',
        description:
          'Creates a pre-authorized session of the hosted transfer wizard: the backend sends the access token of a user already signed in to the destination service; we check it with the service, keep it sealed and attach that account as the destination, and answer a `launchUrl` (single use, 15 minutes) for the person, who then connects only the source. The backend’s credentials only (Basic, or a DevToken without `sub`), with the transfer service on. 400 without a destination (`noDestinationSet`) or for one that takes no pre-authorized session; 422 when the service refuses the token (nothing kept); 503 when it cannot be reached.',
        tag: 'Transfers',
        credentials: ['basic', 'devToken'],
        body: withPreauthorizedAuthData(fromJoi(createBody)),
        bodyExample: {
          target: { integrationType: 'deezer', authData: { accessToken: 'frx7Tm2kVq9' } },
          externalUserId: 'user-42',
          returnUrl: 'https://partner.example/back',
        },
        ok: { status: 201, schema: ref('TransferSession') },
        errors: [400, 401, 403, 422, 503],
      },
    },
    '/public/transfer-sessions/{sessionUuid}/target-auth': {
      put: {
        code: 'D2',
        summary: 'Replace a session’s destination token',
        description:
          'Replaces the stored token of the session’s destination account (it must be for the same account) and resumes a transfer that waits for it (`transfer.waiting_for_destination`). 409 for a token of another account, a session without a pre-authorized destination, or a session that ended; 422 when the service refuses the token.',
        tag: 'Transfers',
        credentials: ['basic', 'devToken'],
        body: withPreauthorizedAuthData(fromJoi(targetAuthBody)),
        bodyExample: { authData: { accessToken: 'frx7Tm2kVq9', expiresAt: '2027-01-01T00:00:00Z' } },
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
        code: 'D4',
        summary: 'Read a transfer session',
        description: 'One transfer session of the account, without its launch URL (given once, by D1).',
        tag: 'Transfers',
        credentials: ['basic', 'devToken'],
        ok: { status: 200, schema: ref('TransferSession') },
        errors: [401, 403, 404],
      },
    },
    '/public/transfers/unmatched': {
      get: {
        code: 'D3',
        summary: 'List what transfers could not move',
        description:
          'The unmatched and failed items of the account’s transfers (and sync runs) that finished in a window, with the best guess where there was one, a page at a time.',
        tag: 'Transfers',
        credentials: ['basic', 'docsSession'],
        query: {
          from: {
            ...dateTime,
            required: true,
            description: 'The window’s start: transfers that finished from then on.',
            example: '2026-01-01T00:00:00Z',
          },
          to: { ...dateTime, description: 'The window’s end (default now).' },
          reason: {
            enum: ['notFound', 'lowConfidence', 'regionLocked', 'error', 'cannotMatch', 'limitReached'],
            description: 'Only the items of this reason.',
          },
          limit: { type: 'integer', minimum: 1, maximum: 1000, description: 'Page size (default 100).' },
          cursor: { ...str, description: 'The `nextCursor` of the previous page.' },
        },
        ok: { status: 200, schema: obj({ unmatched: arrayOf(ref('MatchResultRow')), nextCursor: nullable(str) }) },
        errors: [400, 401, 403],
      },
    },
    '/public/transfers': {
      get: {
        code: 'D4',
        summary: 'List the account’s transfers',
        description: 'The account’s transfers, newest first, with their state and counts, a page at a time.',
        tag: 'Transfers',
        credentials: ['basic', 'docsSession'],
        query: {
          limit: { type: 'integer', minimum: 1, maximum: 1000, description: 'Page size (default 100).', example: 20 },
          cursor: { ...str, description: 'The `nextCursor` of the previous page.' },
        },
        ok: { status: 200, schema: obj({ transfers: arrayOf(ref('Transfer')), nextCursor: nullable(str) }) },
        errors: [400, 401, 403],
      },
    },
    '/public/transfers/{transferUuid}': {
      get: {
        code: 'D4',
        summary: 'Read a transfer',
        description: 'One transfer with its counts and its groups (each playlist, liked tracks, albums, artists).',
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
                    written: { ...int, description: 'The same as `added`.' },
                    added: int,
                    alreadyThere: int,
                    notMoved: int,
                    notReached: int,
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
        code: 'D4',
        summary: 'List a transfer’s unmatched items',
        description: 'A transfer’s match results (its unmatched and failed items) in item order, a page at a time.',
        tag: 'Transfers',
        credentials: ['basic', 'docsSession'],
        query: {
          limit: { ...int, description: 'Page size (default 100).' },
          cursor: { ...str, description: 'The `nextCursor` of the previous page.' },
        },
        ok: { status: 200, schema: obj({ results: arrayOf(ref('MatchResultRow')), nextCursor: nullable(str) }) },
        errors: [400, 401, 403, 404],
      },
    },
  };
}
