// The operations of managed transfers (transfer sessions, transfers and their match results), and
// the shapes they answer with.
import { createBody, targetAuthBody, TRANSFER_STATUSES } from './schemas.js';
import { SESSION_STATUSES } from './presenters.js';
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
          'Creates a pre-authorized session of the hosted transfer wizard: the backend sends the access token of a user already signed in to the destination service; we check it with the service, keep it sealed and attach that account as the destination, and answer a `launchUrl` (single use, 15 minutes) for the person, who then connects only the source. A backend that connected the listener to the source already names that user in `source.integrationUserUUID` (our addition): the wizard then opens at the choice of what to move, with no sign-in at all. The source must be a connected user of the account that is not deleted (404 `integrationUserNotFound` otherwise, as for another account’s uuid), of `source.integrationType` when one is named (400 `sourceServiceMismatch`), and not the account the destination token is for (400 `sameSourceAndDestination`); a source whose tokens were refused since is taken, and the wizard asks the listener to sign in to it again. The backend’s credentials only (Basic, or a DevToken without `sub`), with the transfer service on. 400 without a destination (`noDestinationSet`) or for one that takes no pre-authorized session; 422 `destinationTokenRefused` when the service refuses the token (nothing kept; the message and `details[0].service` name the service it was checked with); 503 when it cannot be reached. The answer’s `status` is `created` and its `transferUuids` empty: follow the session with its read, or `GET /public/transfers?sessionUuid=…`.',
        tag: 'Transfers',
        credentials: ['basic', 'devToken'],
        body: withPreauthorizedAuthData(fromJoi(createBody)),
        bodyExample: {
          target: { integrationType: EXAMPLE_SERVICES.destination, authData: { accessToken: 'frx7Tm2kVq9' } },
          externalUserId: 'user-42',
          returnUrl: 'https://partner.example/back',
        },
        ok: { status: 201, schema: ref('TransferSessionCreated') },
        errors: [400, 401, 403, 404, 422, 503],
        codes: [
          'devTokenSubjectNotAllowed',
          'transferServiceNotEnabled',
          'noDestinationSet',
          'preauthorizedNotSupported',
          'unknownIntegration',
          'returnUrlNotAllowed',
          'sourceServiceMismatch',
          'sameSourceAndDestination',
          'integrationUserNotFound',
          'destinationTokenRefused',
          'musicServiceUnavailable',
        ],
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
        codes: [
          'devTokenSubjectNotAllowed',
          'transferServiceNotEnabled',
          'destinationAccountMismatch',
          'noPreauthorizedDestination',
          'transferSessionEnded',
          'destinationTokenRefused',
          'musicServiceUnavailable',
        ],
      },
    },
    '/public/transfer-sessions/{sessionUuid}': {
      get: {
        code: 'D4',
        summary: 'Read a transfer session',
        description:
          'One transfer session of the account, without its launch URL (given once, by D1): where it stands (`status`) and the ids of its transfers, oldest first (`transferUuids`; a listener may run the wizard again in one session), to read each with `GET /public/transfers/{transferUuid}`.',
        tag: 'Transfers',
        credentials: ['basic', 'devToken'],
        ok: { status: 200, schema: ref('TransferSession') },
        errors: [401, 403, 404],
        codes: ['devTokenSubjectNotAllowed', 'transferServiceNotEnabled'],
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
        codes: ['docsSessionUserBound', 'docsSessionWithoutUser', 'transferServiceNotEnabled'],
      },
    },
    '/public/transfers': {
      get: {
        code: 'D4',
        summary: 'List the account’s transfers',
        description:
          'The account’s transfers, newest first, with their state and counts, a page at a time; only those of one transfer session, one `externalUserId` or one status when asked (filters combine). A `nextCursor` pages on only with the filters it came with. A bad filter answers 400 `invalidSessionUuid`, `invalidExternalUserId` or `invalidStatus`; an empty one is no filter.',
        tag: 'Transfers',
        credentials: ['basic', 'docsSession'],
        query: {
          limit: { type: 'integer', minimum: 1, maximum: 1000, description: 'Page size (default 100).', example: 20 },
          cursor: { ...str, description: 'The `nextCursor` of the previous page, with the same filters.' },
          sessionUuid: {
            ...uuid,
            description: 'Only the transfers of this transfer session (none for another account’s session).',
          },
          externalUserId: {
            ...str,
            maxLength: 256,
            description: 'Only the transfers of sessions created with this `externalUserId` (D1).',
          },
          status: { enum: [...TRANSFER_STATUSES], description: 'Only the transfers with this status now.' },
        },
        ok: { status: 200, schema: obj({ transfers: arrayOf(ref('Transfer')), nextCursor: nullable(str) }) },
        errors: [400, 401, 403],
        codes: ['docsSessionUserBound', 'docsSessionWithoutUser', 'transferServiceNotEnabled'],
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
        codes: ['docsSessionUserBound', 'docsSessionWithoutUser', 'transferServiceNotEnabled'],
      },
    },
    '/public/transfers/{transferUuid}/cancel': {
      post: {
        code: 'D4',
        summary: 'Stop a transfer',
        description:
          'Asks a running transfer to stop (our addition to D4). What is being written to the destination finishes, nothing more is written, and the transfer ends `cancelled` with the event `transfer.cancelled`, whose counts are the transfer’s tally: what it did not come to is `notReached`. Its unmatched items are in D3 and its results, as for any transfer that ended. Answers 202 with the transfer, its `cancelRequestedAt` set, while it stops (usually within seconds); asking again while it stops answers the same 202 and changes nothing. A transfer that has ended (`completed`, `failed` or `cancelled`) answers 409 `transferEnded`; one that was failing already ends `failed`. The Client Secret, or a DevToken: one without `sub` for every transfer of the account, one with `sub` only for the transfers from that connected user (another user’s transfer answers 404, as an unknown one does).',
        tag: 'Transfers',
        credentials: ['basic', 'devToken'],
        ok: { status: 202, schema: ref('Transfer') },
        errors: [401, 403, 404, 409],
        codes: ['transferServiceNotEnabled', 'transferEnded'],
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
          limit: { ...int, minimum: 1, maximum: 1000, description: 'Page size (default 100).' },
          cursor: { ...str, description: 'The `nextCursor` of the previous page.' },
        },
        ok: { status: 200, schema: obj({ results: arrayOf(ref('MatchResultRow')), nextCursor: nullable(str) }) },
        errors: [400, 401, 403, 404],
        codes: ['docsSessionUserBound', 'docsSessionWithoutUser', 'transferServiceNotEnabled'],
      },
    },
  };
}

const TRANSFER = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';

/** One side of a transfer session: the connected user and its service. */
const SESSION_SIDE = obj({ integrationType: str, integrationUserUuid: uuid, displayName: nullable(str) });

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
        ...nullable(SESSION_SIDE),
        description: 'The pre-authorized destination; null for a session of the plain wizard.',
      },
      source: {
        ...nullable(SESSION_SIDE),
        description:
          'The connected user D1 named as the source (`source.integrationUserUUID`), with which the wizard opens; null when none was named (the listener connects the source in the wizard).',
      },
      status: {
        enum: [...SESSION_STATUSES],
        description:
          'Where the session stands. Before any transfer: `created` (the launch URL is not opened yet), `opened` (the listener is in the wizard), `expired` (the launch URL or the session ended unused). Then from its transfers: `waiting_for_destination` while one waits for a new destination token (D2), `running` while one runs, and once all ended how the latest ended: `completed`, `failed` or `cancelled`.',
      },
      transferUuids: {
        ...arrayOf(uuid),
        description: 'The ids of the session’s transfers, oldest first (the wizard may run more than one).',
      },
    },
    ['sessionUuid', 'launchExpiresAt', 'expiresAt', 'externalUserId', 'target', 'source', 'status', 'transferUuids'],
  ),
  TransferSessionCreated: {
    allOf: [
      ref('TransferSession'),
      {
        type: 'object',
        properties: {
          launchUrl: { type: 'string', format: 'uri', description: 'Opens the hosted wizard: single use, 15 minutes.' },
          launchExpiresAt: dateTime,
          target: { ...SESSION_SIDE, description: 'The pre-authorized destination D1 attached.' },
        },
        required: ['launchUrl', 'launchExpiresAt', 'target'],
      },
    ],
    description:
      'A transfer session as D1 creates it: always with its `launchUrl` (given this once), when it expires, and the destination it was given.',
  },
  Transfer: obj({
    transferUuid: uuid,
    sessionUuid: nullable(uuid),
    externalUserId: nullable(str),
    status: {
      enum: [
        'queued',
        'snapshotting',
        'matching',
        'writing',
        'waiting_for_destination',
        'completed',
        'failed',
        'cancelled',
      ],
      description:
        '`completed`, `failed` and `cancelled` (stopped on request) are the ends; a transfer never changes status after one of them.',
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
            'Items the transfer has not come to yet, or did not come to before it failed or was stopped; 0 once it completed.',
        },
      }),
      description:
        'What the pipeline decided (`matched` + `unmatched` + `failed` = `total` once matched) and where each item ended: `added` + `alreadyThere` + `notMoved` + `notReached` = `total`, the figures the hosted summary shows.',
    },
    currentGroup: nullable(str),
    errorCode: nullable(str),
    cancelRequestedAt: {
      ...nullable(dateTime),
      description:
        'When someone asked the transfer to stop (POST /public/transfers/{transferUuid}/cancel, or the Stop of the hosted pages and the dashboard); null unless asked. It then ends `cancelled` once the write under way has finished.',
    },
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

const SESSION_EXAMPLE = {
  sessionUuid: SESSION,
  launchUrl: 'https://api.example.com/connect/transfer#code=launch_3Fq9xYzA1b2C3d4E5f6G7h',
  launchExpiresAt: '2026-11-24T10:15:00.000Z',
  expiresAt: '2026-11-25T10:00:00.000Z',
  externalUserId: 'user-42',
  target: {
    integrationType: EXAMPLE_SERVICES.destination,
    integrationUserUuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    displayName: 'Demo Listener',
  },
  source: { integrationType: EXAMPLE_SERVICES.source, integrationUserUuid: USER, displayName: 'Demo Listener' },
  status: 'created',
  transferUuids: [],
};

/** Their examples, as the API answers them. */
export const TRANSFER_EXAMPLES: Record<string, unknown> = {
  TransferSession: SESSION_EXAMPLE,
  TransferSessionCreated: SESSION_EXAMPLE,
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
    cancelRequestedAt: null,
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
