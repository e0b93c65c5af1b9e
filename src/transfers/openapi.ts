// The operations of managed transfers (transfer sessions, transfers and their match results), and
// the shapes they answer with.
import { createBody, targetAuthBody } from './schemas.js';
import { fromJoi } from '../http/openapi/fromJoi.js';
import type { OperationsByPath } from '../http/openapi/operation.js';
import { arrayOf, bool, dateTime, int, nullable, obj, ref, str, uuid, type Schema } from '../http/openapi/schemaKit.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';
import { AT, SESSION, TRACK, USER } from '../http/openapi/examples.js';
import { withPreauthorizedAuthData } from '../users/openapi.js';

/** A transfer's tally in the examples (its events show the same). */
export const EXAMPLE_COUNTS = {
  total: 120,
  matched: 114,
  unmatched: 5,
  failed: 1,
  written: 113,
  added: 113,
  alreadyThere: 1,
  notMoved: 6,
  notReached: 0,
};

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
          target: { integrationType: EXAMPLE_SERVICES.destination, authData: { accessToken: 'frx7Tm2kVq9' } },
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

const TRANSFER = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';

/** The component schemas of a transfer session, a transfer and what it could not move, by name. */
export const TRANSFER_SCHEMAS: Record<string, Schema> = {
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
    counts: {
      ...obj({
        total: int,
        matched: int,
        unmatched: int,
        failed: int,
        written: { ...int, description: 'The same as `added`: items the destination received, choices included.' },
        added: {
          ...int,
          description: 'Added to the destination, by the transfer or by the person’s choice since ("Use this one").',
        },
        alreadyThere: {
          ...int,
          description:
            'Not sent because the destination held it already: a repeat of a track in a playlist that keeps a track once (Deezer), or a choice the playlist held.',
        },
        notMoved: { ...int, description: 'Items with a MatchResultRow and no choice made for them.' },
        notReached: {
          ...int,
          description:
            'Items the transfer has not come to yet, or did not come to before it failed; 0 once it completed.',
        },
      }),
      description:
        'What the pipeline decided (`matched` + `unmatched` + `failed` = `total` once matched) and where each item ended: `added` + `alreadyThere` + `notMoved` + `notReached` = `total`, the figures the hosted summary shows.',
    },
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
            alreadyThere: {
              ...bool,
              description: 'The playlist held it already (it keeps a track once), so nothing was added.',
            },
            name: { ...nullable(str), description: 'The chosen item’s name on the destination.' },
            artists: arrayOf(str),
            url: { ...nullable(str), description: 'Its web address on the destination, when the service gives one.' },
          }),
        ),
        description:
          'The person chose an item for this row in the hosted summary ("Use this one"): the best guess, or an item they found by searching the destination; null until then. A chosen track is the account’s match for this source track from then on, and everyone’s once people of two or more accounts agree on it (see Matching).',
      },
    },
    [],
  ),
};

/** Their examples, as the API answers them. */
export const TRANSFER_EXAMPLES: Record<string, unknown> = {
  TransferSession: {
    sessionUuid: SESSION,
    launchUrl: 'https://api.example.com/connect/transfer#code=launch_3Fq9xYzA1b2C3d4E5f6G7h',
    launchExpiresAt: '2026-11-24T10:15:00.000Z',
    expiresAt: '2026-11-25T10:00:00.000Z',
    externalUserId: 'user-42',
    target: { integrationType: EXAMPLE_SERVICES.destination, integrationUserUuid: USER, displayName: 'Demo Listener' },
  },
  Transfer: {
    transferUuid: TRANSFER,
    sessionUuid: SESSION,
    externalUserId: 'user-42',
    status: 'completed',
    source: { integrationType: EXAMPLE_SERVICES.source, integrationUserUuid: USER },
    destination: {
      integrationType: EXAMPLE_SERVICES.destination,
      integrationUserUuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    },
    selection: { playlists: ['37i9dQZF1DXcBWIGoYBM5M'], likedTracks: true, albums: false, artists: false },
    counts: EXAMPLE_COUNTS,
    currentGroup: null,
    errorCode: null,
    createdAt: AT,
    startedAt: AT,
    finishedAt: '2026-11-24T10:02:00.000Z',
  },
  MatchResultRow: {
    transferUuid: TRANSFER,
    title: 'Everything In Its Right Place',
    artist: 'Radiohead',
    playlistName: 'Road Trip',
    reason: 'lowConfidence',
    bestGuess: 'Everything In Its Right Place (Live) — Radiohead',
    bestGuessUrl: 'https://www.deezer.com/track/3135556',
    status: 'unmatched',
    itemType: 'track',
    matchingPercentage: 71,
    source: {
      id: TRACK.id,
      entryId: null,
      name: TRACK.name,
      artists: ['Radiohead'],
      album: 'Kid A',
      isrc: null,
      durationMs: 251_000,
    },
    group: { type: 'playlist', name: 'Road Trip', sourceId: '37i9dQZF1DXcBWIGoYBM5M' },
    bestGuessCandidate: {
      id: '3135556',
      name: 'Everything In Its Right Place (Live)',
      artists: ['Radiohead'],
      album: 'I Might Be Wrong',
      isrc: null,
      url: 'https://www.deezer.com/track/3135556',
    },
    chosen: {
      id: '3135556',
      chosenAt: '2026-11-24T10:05:00.000Z',
      position: 3,
      alreadyThere: false,
      name: 'Everything In Its Right Place (Live)',
      artists: ['Radiohead'],
      url: 'https://www.deezer.com/track/3135556',
    },
  },
};
