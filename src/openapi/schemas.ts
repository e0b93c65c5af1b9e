// The component schemas of the document: the shapes the operations' answers refer to by name.
import { SERVICE_IDS } from '../integrations/serviceIds.js';
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

export const SCHEMAS: Record<string, Schema> = {
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
