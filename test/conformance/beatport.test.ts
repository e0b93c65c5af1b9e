import test from 'ava';
import { startBeatportEmulator } from '../../src/emulators/beatport/index.js';
import { createBeatportAdapter } from '../../src/integrations/beatport/adapter.js';
import { beatportConfigFromEnv } from '../../src/integrations/beatport/config.js';
import { apiReference } from '../helpers/apiReference.js';
import { loadOpenApi } from './kit/specs.js';
import { jsonRecordings } from './kit/recordings.js';
import { signInPage, type Located, type OffSpecOperation } from './kit/conformance.js';
import { droppedFromLists, nulled, renamed } from './kit/drifts.js';
import { conformanceSuite } from './kit/suite.js';

// Beatport is held to a community OpenAPI subset (eleven catalogue reads, approximate schemas) and to
// two real answers recorded in 2026: a track read and a page of tracks. Where they disagree the
// recordings win. Its OAuth server, search and "My Beatport" are known from clients only.

const spec = loadOpenApi(
  apiReference('beatport', 'openapi', 'jentic-beatport-v4-catalog-subset.openapi.json'),
  'beatport',
);
const recorded = 'fixtures/khaledyassin-beatport-mcp';
const fromClients = 'known from clients only (paths and request bodies): no recorded answer';

const offSpec: OffSpecOperation[] = [
  {
    id: 'token',
    method: 'POST',
    path: /^\/v4\/auth\/o\/token\/$/,
    reference: 'the OAuth server (django-oauth-toolkit) is outside the catalogue spec: an RFC 6749 token answer',
  },
  ...signInPage(/^\/v4\/auth\/o\/authorize\/$/),
  { id: 'search', method: 'GET', path: /^\/v4\/catalog\/search\/$/, reference: `search is ${fromClients}` },
  { id: 'account', method: 'GET', path: /^\/v4\/my\/account\/$/, reference: `the account is ${fromClients}` },
  ...(
    [
      ['myPlaylists', 'GET', /^\/v4\/my\/playlists\/$/],
      ['createPlaylist', 'POST', /^\/v4\/my\/playlists\/$/],
      ['myPlaylist', 'GET', /^\/v4\/my\/playlists\/\d+\/$/],
      ['renamePlaylist', 'PATCH', /^\/v4\/my\/playlists\/\d+\/$/],
      ['deletePlaylist', 'DELETE', /^\/v4\/my\/playlists\/\d+\/$/],
      ['playlistTracks', 'GET', /^\/v4\/my\/playlists\/\d+\/tracks\/$/],
      ['addPlaylistTracks', 'POST', /^\/v4\/my\/playlists\/\d+\/tracks\/bulk\/$/],
      ['removePlaylistTracks', 'DELETE', /^\/v4\/my\/playlists\/\d+\/tracks\/bulk\/$/],
    ] as const
  ).map(([id, method, path]) => ({ id, method, path, reference: `"My Beatport" playlists are ${fromClients}` })),
];

/** Tracks wherever a list holds them: a page's results, search's `tracks`, a playlist entry's `track`. */
function tracksIn(body: unknown): Located[] {
  const document = body as { results?: unknown[]; tracks?: unknown[] } | undefined;
  const isTrack = (value: unknown) => Boolean(value && typeof value === 'object' && 'mix_name' in value);
  const results = Array.isArray(document?.results) ? document.results : [];
  return [
    ...results.filter(isTrack).map((value) => ({ kind: 'track in a list', value, at: 'results[]' })),
    ...results
      .map((entry) => (entry as { track?: unknown })?.track)
      .filter(isTrack)
      .map((value) => ({ kind: 'track in a list', value, at: 'results[].track' })),
    ...(Array.isArray(document?.tracks) ? document.tracks : [])
      .filter(isTrack)
      .map((value) => ({ kind: 'track in a list', value, at: 'tracks[]' })),
  ];
}

conformanceSuite(test, {
  reference: {
    service: 'beatport',
    spec,
    recordings: jsonRecordings('beatport', [
      [`${recorded}/catalog_tracks_19431036.json`, 'getTrack'],
      [`${recorded}/catalog_tracks_per_page-3_page1_TRIMMED-to-1-result.json`, 'listTracks'],
    ]),
    offSpec,
    errorSchema: { $ref: '#/components/schemas/ErrorResponse' },
    resources: tracksIn,
    waivers: [
      // The subset's Release and Artist name a handful of members and close the rest.
      ...['artists', 'image', 'new_release_date', 'slug', 'track_count', 'upc', 'url'].map((path) => ({
        operation: 'getRelease',
        kind: 'unknownMember' as const,
        path,
        reason:
          'missing from the approximate subset: the recorded track’s `release` shows image and slug, its artists and their links; clients read the UPC and track count',
      })),
      ...['image', 'url'].map((path) => ({
        operation: 'getArtist',
        kind: 'unknownMember' as const,
        path,
        reason: 'missing from the approximate subset: every artist in the recorded tracks carries its image and link',
      })),
      {
        operation: 'getTrack',
        kind: 'type',
        path: 'key',
        reason:
          'the spec types key as a string; the recorded track read (2026) answers an object (camelot, chord type …)',
      },
      {
        operation: 'listTracks',
        kind: 'unknownParameter',
        path: 'isrc',
        reason:
          'the exact ISRC filter is missing from the community subset; independent clients report it live (count 1 hits, 2026)',
      },
      {
        operation: '*',
        kind: 'unknownMember',
        path: 'detail',
        reason:
          'Django REST’s error body {"detail": …}; the subset’s ErrorResponse {error, message, code} is a guess nobody recorded (neither is this one)',
      },
    ],
  },
  start: startBeatportEmulator,
  adapterFor: (env) => createBeatportAdapter(beatportConfigFromEnv(env)),
  unknownTrackId: '999999999999',
  drifts: [renamed('isrc', 'ISRC'), droppedFromLists('length_ms'), nulled('mix_name')],
});
