import type { Schema } from './schemaKit.js';

// One example for each schema of the document, as the API answers it; a test validates each
// against its schema, so an example cannot drift from what it shows.

const USER = '5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01';
const TRANSFER = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const SESSION = '7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b';
const AT = '2026-11-24T10:00:00.000Z';

const artist = { id: '4Z8W4fKeB5YxbusRsdQVPb', entryId: null, name: 'Radiohead', imageUrl: null, followers: null };
const track = {
  id: '6LgJvl0Xdtc73RJ1mmpotq',
  entryId: null,
  name: 'Everything In Its Right Place',
  isrc: 'GBAYE0000351',
  duration: 251_000,
  imageUrl: null,
  previewUrl: null,
  album: { name: 'Kid A', id: '6GjwtEZcfenmOf6l18N7T7', totalItems: 10, artists: [artist] },
  artists: [artist],
  isAvailable: true,
  dateAdded: AT,
};
const playlist = {
  name: 'Road Trip',
  id: '37i9dQZF1DXcBWIGoYBM5M',
  totalItems: 25,
  imageUrl: null,
  dateAdded: null,
  isOwner: true,
};
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
const album = { id: '6GjwtEZcfenmOf6l18N7T7', name: 'Kid A', totalItems: 10, imageUrl: null, artists: [artist] };

/** authData as an OAuth service's token answer gives it (less the refresh token). */
const AUTH_DATA = {
  access_token: 'BQDx7Tm2kVq9',
  token_type: 'Bearer',
  expires_in: 3600,
  scope: 'playlist-read-private user-library-read',
};
const integrationUser = {
  uuid: USER,
  integrationUserId: 'listener42',
  name: 'Demo Listener',
  email: 'demo@listeners.example',
  imageUrl: null,
  country: 'US',
};
const signIn = {
  authModelUUID: SESSION,
  uniqueId: '4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09',
  integrationType: 'spotify',
  status: 'succeeded',
  errorCode: null,
  partnerUserId: 'partner-user-42',
  integrationUserUUID: USER,
  createdAt: AT,
  expiresAt: '2026-11-24T10:30:00.000Z',
};
/** C1's body: works as it is against any account, a docs session's too. */
export const SEARCH = {
  type: 'track',
  track: 'Everything In Its Right Place',
  artist: 'Radiohead',
  sources: ['spotify', 'deezer'],
};
const CATALOGUE_ITEM = {
  source: 'spotify',
  status: 'ok',
  type: 'track',
  data: {
    externalId: track.id,
    name: track.name,
    artistNames: ['Radiohead'],
    albumName: 'Kid A',
    imageUrl: '',
    previewUrl: null,
    isrc: 'GBAYE0000351',
    duration: 251_000,
    url: 'https://open.spotify.com/track/6LgJvl0Xdtc73RJ1mmpotq',
  },
};

export const EXAMPLES: Record<string, unknown> = {
  Error: {
    code: 'integrationUserNotFound',
    message: 'The account has no connected user with this uuid.',
    requestId: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  },
  Artist: artist,
  AlbumRef: track.album,
  Track: track,
  Playlist: playlist,
  PlaylistDetail: {
    ...playlist,
    description: 'Songs for the road',
    visibility: 'private',
    url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
  },
  Album: album,
  SavedAlbum: { ...album, dateAdded: AT },
  SearchResult: { id: track.id, type: 'track', track, album: null, artist: null },
  AuthData: AUTH_DATA,
  IntegrationUser: { ...integrationUser, authData: AUTH_DATA, authDataExpiresAt: 1_795_603_600_000 },
  ConnectedUser: { integrationUser, integration: { type: 'spotify' } },
  SignIn: { ...signIn, authData: AUTH_DATA, authDataExpiresAt: 1_795_603_600_000 },
  SignInWithUser: {
    ...signIn,
    integrationUser: { ...integrationUser, authData: AUTH_DATA, authDataExpiresAt: 1_795_603_600_000 },
    integration: { type: 'spotify' },
  },
  SignInForPages: {
    authModelUUID: SESSION,
    integrationType: 'spotify',
    status: 'succeeded',
    errorCode: null,
    createdAt: AT,
    expiresAt: '2026-11-24T10:30:00.000Z',
  },
  DocsSession: {
    expiresAt: '2026-11-24T11:00:00.000Z',
    kind: 'partner',
    account: {
      name: 'Acme',
      slug: 'acme',
      clientId: 'd2c1b0a9-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
      returnUrls: ['https://acme.example/callback'],
      isEvaluationAccount: false,
      isTransferServiceEnabled: true,
      enabledIntegrations: ['spotify', 'deezer'],
      transferDestination: 'deezer',
    },
  },
  PreauthorizedAuthData: { accessToken: 'BQDx7Tm2kVq9', refreshToken: 'AQCa81Ld0pW3', expiresAt: 1_795_600_000 },
  CatalogueSearch: SEARCH,
  TrackSearch: SEARCH,
  AlbumSearch: { type: 'album', album: 'Kid A', artist: 'Radiohead', sources: ['spotify', 'deezer'] },
  ArtistSearch: { type: 'artist', artist: 'Radiohead', sources: ['spotify'] },
  CatalogueItem: CATALOGUE_ITEM,
  Usage: {
    from: '2026-11-24T09:01:00.000Z',
    to: '2026-11-24T10:00:30.000Z',
    minutes: 60,
    share: { weight: 1, cap: null },
    services: [
      {
        integrationType: 'spotify',
        budgetPerSecond: 6,
        budgetUse: 0.0412,
        calls: 882,
        waits: 41,
        waitedMs: 9_130,
        refused: 0,
        rateLimited: 1,
      },
    ],
    series: [
      {
        at: '2026-11-24T09:58:00.000Z',
        integrationType: 'spotify',
        calls: 57,
        waits: 3,
        waitedMs: 610,
        refused: 0,
        rateLimited: 0,
      },
    ],
  },
  TransferSession: {
    sessionUuid: SESSION,
    launchUrl: 'https://api.example.com/connect/transfer#code=launch_3Fq9xYzA1b2C3d4E5f6G7h',
    launchExpiresAt: '2026-11-24T10:15:00.000Z',
    expiresAt: '2026-11-25T10:00:00.000Z',
    externalUserId: 'user-42',
    target: { integrationType: 'deezer', integrationUserUuid: USER, displayName: 'Demo Listener' },
  },
  Transfer: {
    transferUuid: TRANSFER,
    sessionUuid: SESSION,
    externalUserId: 'user-42',
    status: 'completed',
    source: { integrationType: 'spotify', integrationUserUuid: USER },
    destination: { integrationType: 'deezer', integrationUserUuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
    selection: { playlists: ['37i9dQZF1DXcBWIGoYBM5M'], likedTracks: true, albums: false, artists: false },
    counts: {
      total: 120,
      matched: 114,
      unmatched: 5,
      failed: 1,
      written: 113,
      added: 113,
      alreadyThere: 1,
      notMoved: 6,
      notReached: 0,
    },
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
      id: track.id,
      entryId: null,
      name: track.name,
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
  SyncRunSummary: syncRun,
  Sync: {
    syncUuid: SYNC,
    externalUserId: 'user-42',
    source: { integrationUserUUID: USER, integrationType: 'spotify', playlistId: playlist.id },
    destination: {
      integrationUserUUID: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      integrationType: 'deezer',
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
  LibrarySnapshot: {
    uuid: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    status: 'completed',
    groups: ['playlists', 'likedTracks'],
    counts: { playlists: 4, likedTracks: 100 },
    unsupportedGroups: [],
    errorCode: null,
    requestedAt: AT,
    startedAt: AT,
    completedAt: '2026-11-24T10:00:05.000Z',
  },
  WebhookEndpoint: {
    id: '0f1e2d3c-4b5a-4968-8776-655443322110',
    url: 'https://acme.example/hooks',
    description: null,
    eventTypes: null,
    enabled: true,
    disabledReason: null,
    disabledAt: null,
    failingSince: null,
    previousSecretExpiresAt: null,
    createdAt: AT,
  },
};

/** The schemas with their example (OpenAPI's `example`, shown by the docs page). */
export function withExamples(schemas: Record<string, Schema>): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      name in EXAMPLES ? { ...schema, example: EXAMPLES[name] } : schema,
    ]),
  );
}
