// The component schemas of the document: the shapes the operations' answers refer to by name.
import { searchBody } from '../catalogue/schemas.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { authData as preauthorizedAuthData } from '../users/schemas.js';
import { fromJoi } from './fromJoi.js';
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

/** The sign-in status of A3 and A5: every field is always there. */
const SIGN_IN_STATUS: Record<string, Schema> = {
  authModelUUID: uuid,
  uniqueId: { ...nullable(uuid), description: 'The `uniqueId` of the sign-in link, when it had one.' },
  integrationType: { type: 'string', enum: [...SERVICE_IDS] },
  status: { enum: ['redirected', 'succeeded', 'failed', 'expired'] },
  errorCode: { ...nullable(str), description: 'Why the sign-in failed (`accessDenied`, `signInExpired`, …).' },
  partnerUserId: nullable(str),
  integrationUserUUID: { ...nullable(uuid), description: 'The connected user, once the sign-in succeeded.' },
  createdAt: dateTime,
  expiresAt: dateTime,
};
const SIGN_IN_REQUIRED = Object.keys(SIGN_IN_STATUS);

/** C1's body, one shape per `type`: what the route takes for a search of that type. */
function catalogueSearchOf(type: string): Schema {
  const body = fromJoi(searchBody) as Schema & { properties: Record<string, Schema> };
  return { ...body, properties: { ...body.properties, type: { type: 'string', const: type } } };
}

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
      details: {
        ...arrayOf({
          type: 'object',
          properties: {
            path: {
              type: 'string',
              description:
                'The field or parameter at fault, dotted (`target.authData.accessToken`, `items.0.id`): `invalidBody` and `invalidQuery`.',
            },
            message: { type: 'string', description: 'What is wrong with it.' },
            integrationType: { type: 'string', description: 'The music service (`operationNotSupported`).' },
            operation: { type: 'string', description: 'What the service cannot do (`operationNotSupported`).' },
            side: { enum: ['source', 'destination'], description: 'Which user of a sync (the syncs’ errors).' },
            integrationUserUUID: { ...uuid, description: 'The connected user who must sign in again.' },
            playlistId: { type: 'string', description: 'The playlist that was not found.' },
            syncUuid: { ...uuid, description: 'The sync that already does this (`syncAlreadyExists`).' },
          },
          additionalProperties: true,
        }),
        description:
          'Every problem of an invalid body or query (`invalidBody`, `invalidQuery`) as `{path, message}`; other codes name what they are about.',
      },
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
  AuthData: {
    type: 'object',
    description:
      'The music service’s own credentials for the user, as its token answer gave them, less the refresh token (never handed out). OAuth services (Spotify, TIDAL, YouTube Music, SoundCloud, Beatport) give the OAuth token answer: `access_token`, `token_type`, `expires_in`, `scope` and whatever else the service sends. Deezer gives `access_token` and `expires`. A token the partner brought (Qobuz, or `POST /public/integrations/user`, D1, D2) gives `access_token`. Apple Music gives `storefront` beside it (`access_token` is the Music-User-Token); Last.fm its session: `key` (the session key, also in `access_token`), `name` and `subscriber`. `access_token` is always there, and is the token we call the service with now. Members of a service’s own may come beside these.',
    properties: {
      access_token: { type: 'string', description: 'The access token to call the music service with.' },
      token_type: { type: 'string', description: 'As the service says, usually `Bearer`.' },
      expires_in: {
        type: 'integer',
        description:
          'Seconds the token lived when it was issued (not from now: `authDataExpiresAt` says when it expires).',
      },
      scope: { type: 'string', description: 'The permissions granted, space-separated, as the service says.' },
      expires: {
        type: 'integer',
        description: 'Deezer: seconds the token lived when it was issued; 0 when it does not expire.',
      },
      storefront: { ...nullable(str), description: 'Apple Music: the listener’s storefront (country).' },
      key: { type: 'string', description: 'Last.fm: the session key.' },
      name: { type: 'string', description: 'Last.fm: the user name.' },
      subscriber: { description: 'Last.fm: whether the user subscribes (as Last.fm says it, 0 or 1).' },
    },
    required: ['access_token'],
    additionalProperties: true,
  },
  IntegrationUser: obj(
    {
      uuid: { ...uuid, description: 'The `integrationUserUUID` of every `/api/{integrationUserUUID}/…` call.' },
      integrationUserId: { type: 'string', description: 'The user’s id on the music service.' },
      name: nullable(str),
      email: nullable(str),
      imageUrl: nullable(str),
      country: { ...nullable(str), description: 'ISO 3166-1 alpha-2, when the service tells.' },
      authData: {
        ...nullable(ref('AuthData')),
        description:
          'Only for Basic, or for the first read with a valid one-time token of the user’s own sign-in (absent otherwise). Null when no usable token is held any more: the user must sign in again.',
      },
      authDataExpiresAt: {
        ...nullable(int),
        description:
          'When `authData` expires, in milliseconds since the epoch; null when the service does not say. Present with `authData`.',
      },
    },
    ['uuid', 'integrationUserId', 'name', 'email', 'imageUrl', 'country'],
  ),
  ConnectedUser: obj({
    integrationUser: ref('IntegrationUser'),
    integration: obj({ type: { type: 'string', enum: [...SERVICE_IDS], description: 'The user’s music service.' } }),
  }),
  SignIn: {
    ...obj(
      {
        ...SIGN_IN_STATUS,
        authData: {
          ...nullable(ref('AuthData')),
          description:
            'Only within 5 minutes of the sign-in’s success, without `tokenOnly=true`, and never after the user signed in again or was deleted (absent otherwise); null when the sign-in connected no user that still holds a token.',
        },
        authDataExpiresAt: {
          ...nullable(int),
          description: 'When `authData` expires, in milliseconds since the epoch.',
        },
      },
      SIGN_IN_REQUIRED,
    ),
    description:
      'A sign-in as A3 answers it. partnerUserId is whatever the partner put in the sign-in URL: unauthenticated, never trusted by us.',
  },
  SignInWithUser: {
    ...obj(
      {
        ...SIGN_IN_STATUS,
        integrationUser: {
          ...nullable(ref('IntegrationUser')),
          description:
            'The user the sign-in connected, with `authData` for Basic or the first read with the sign-in’s one-time token; null while the sign-in has not succeeded, or once the user was deleted.',
        },
        integration: obj({
          type: { type: 'string', enum: [...SERVICE_IDS], description: 'The music service of the sign-in.' },
        }),
      },
      [...SIGN_IN_REQUIRED, 'integrationUser', 'integration'],
    ),
    description:
      'A sign-in as A5 answers it: its status, the connected user (`integrationUser`, with `authData` where the credential may have it) and the service (`integration`). partnerUserId is whatever the partner put in the sign-in URL: unauthenticated, never trusted by us.',
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
  PreauthorizedAuthData: {
    ...fromJoi(preauthorizedAuthData),
    description:
      'A listener’s tokens as the partner holds them (D1, D2, `POST /public/integrations/user`): checked with the music service before anything is kept. `expiresAt` is an ISO date, or Unix time in seconds or milliseconds.',
  },
  CatalogueSearch: {
    oneOf: [ref('TrackSearch'), ref('AlbumSearch'), ref('ArtistSearch')],
    discriminator: {
      propertyName: 'type',
      mapping: {
        track: '#/components/schemas/TrackSearch',
        album: '#/components/schemas/AlbumSearch',
        artist: '#/components/schemas/ArtistSearch',
      },
    },
    description: 'C1’s body: what to search for, by `type`, and in which services.',
  },
  TrackSearch: catalogueSearchOf('track'),
  AlbumSearch: catalogueSearchOf('album'),
  ArtistSearch: catalogueSearchOf('artist'),
  CatalogueItem: obj({
    source: { type: 'string', enum: [...SERVICE_IDS], description: 'The service searched.' },
    status: {
      enum: ['ok', 'unavailable', 'rateLimited', 'unsupported', 'error'],
      description:
        '`ok` for a result; a source that failed gives one item with `data: null` and `unavailable` (could not be reached), `rateLimited`, `unsupported` (cannot search without a user, or not set up here) or `error`.',
    },
    type: { enum: ['track', 'album', 'artist'] },
    data: {
      ...nullable(
        obj({
          externalId: {
            type: 'string',
            description: 'The item’s id on the service (an artist without one: the empty string).',
          },
          name: str,
          artistNames: {
            ...nullable(arrayOf(str)),
            description: 'A track’s or an album’s artists; an artist’s own name.',
          },
          albumName: { ...nullable(str), description: 'A track’s album; an album’s own name; null for an artist.' },
          imageUrl: { type: 'string', description: 'The empty string when the service has none.' },
          previewUrl: { ...nullable(str), description: 'A track’s preview; null for albums and artists.' },
          isrc: { type: 'string', description: 'A track’s ISRC; the empty string when the service does not give it.' },
          duration: { ...nullable(int), description: 'A track’s length in milliseconds; null for albums and artists.' },
          url: { type: 'string', description: 'The item on the service’s own site; the empty string when unknown.' },
        }),
      ),
      description: 'The item found; null for a source that failed.',
    },
  }),
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
          'The person chose an item for this row in the hosted summary ("Use this one"): the best guess, or an item they found by searching the destination; null until then.',
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
        previousSecretExpiresAt: {
          ...nullable(dateTime),
          description:
            'Until when the secret replaced by the last rotation still signs beside the current one; null when only the current one signs.',
        },
        createdAt: dateTime,
        secret: { type: 'string', description: 'Only at creation, at a rotation, and from its own route.' },
      },
      ['id', 'url', 'eventTypes', 'enabled', 'previousSecretExpiresAt', 'createdAt'],
    ),
  },
};

/** `body` with its `authData` (the validators' PreauthorizedAuthData) named as the component, wherever it sits. */
export function withPreauthorizedAuthData(body: Schema): Schema {
  const plain = JSON.stringify(fromJoi(preauthorizedAuthData));
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    if (JSON.stringify(value) === plain) return ref('PreauthorizedAuthData');
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(body) as Schema;
}
