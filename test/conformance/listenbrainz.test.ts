import test from 'ava';
import { startListenbrainzEmulator } from '../../src/emulators/listenbrainz/index.js';
import { createListenbrainzAdapter } from '../../src/integrations/listenbrainz/adapter.js';
import { listenbrainzConfigFromEnv } from '../../src/integrations/listenbrainz/config.js';
import { signIn } from '../integrations/contract.js';
import type { Located, OffSpecOperation, Recording } from './kit/conformance.js';
import { renamed, droppedFromLists, nulled } from './kit/drifts.js';
import { conformanceSuite } from './kit/suite.js';
import { docstringExamples, fixture } from '../integrations/listenbrainz/references.js';

// ListenBrainz documents its API in route docstrings, and its community OpenAPI is split over
// files the kit does not follow: the reference is the server's and frontend's test data (a JSPF
// playlist, a lookup, recording metadata) and the docstrings' examples, so the emulator may send
// no member they never show, and must send every member they always show.

const recordings: Recording[] = [
  {
    file: 'fixtures/frontend-mock_playlist_jspf.json',
    operation: 'getPlaylist',
    status: 200,
    body: fixture('frontend-mock_playlist_jspf.json'),
  },
  {
    file: 'fixtures/testdata_mb_lookup_metadata_example.json',
    operation: 'lookup',
    status: 200,
    body: fixture('testdata_mb_lookup_metadata_example.json'),
  },
  {
    file: 'fixtures/testdata_mb_metadata_cache_example.json',
    // Keyed by the recording's MBID: compared object by object (see `resources`).
    operation: 'recordingMetadataObjects',
    status: 200,
    body: fixture('testdata_mb_metadata_cache_example.json'),
  },
  ...docstringExamples('/1/validate-token').map((body, i) => ({
    file: `docs/endpoints-from-docstrings.md (validate-token #${i})`,
    operation: 'validateToken',
    status: 200,
    body,
  })),
];

const route = (id: string, method: string, path: RegExp, reference: string): OffSpecOperation => ({
  id,
  method,
  path,
  reference,
});
const MBID = '[0-9a-f-]{36}';
const offSpec: OffSpecOperation[] = [
  route('validateToken', 'GET', /^\/1\/validate-token$/, 'the docstring’s two examples'),
  route(
    'userPlaylists',
    'GET',
    /^\/1\/user\/[^/]+\/playlists$/,
    'its playlists compared as the recorded JSPF playlist',
  ),
  route('getPlaylist', 'GET', new RegExp(`^/1/playlist/${MBID}$`), 'the frontend’s JSPF playlist'),
  route('createPlaylist', 'POST', /^\/1\/playlist\/create$/, 'the docstring: {status, playlist_mbid}'),
  route('editPlaylist', 'POST', new RegExp(`^/1/playlist/edit/${MBID}$`), 'the docstring: {status}'),
  route('addItems', 'POST', new RegExp(`^/1/playlist/${MBID}/item/add(/\\d+)?$`), 'the docstring: {status}'),
  route('moveItems', 'POST', new RegExp(`^/1/playlist/${MBID}/item/move$`), 'the docstring: {status}'),
  route('deleteItems', 'POST', new RegExp(`^/1/playlist/${MBID}/item/delete$`), 'the docstring: {status}'),
  route('deletePlaylist', 'POST', new RegExp(`^/1/playlist/${MBID}/delete$`), 'the docstring: {status}'),
  route('getFeedback', 'GET', /^\/1\/feedback\/user\/[^/]+\/get-feedback$/, 'none recorded: the feedback JSON page'),
  route('recordingFeedback', 'POST', /^\/1\/feedback\/recording-feedback$/, 'the docstring: {status}'),
  route('recordingMetadata', 'GET', /^\/1\/metadata\/recording\/$/, 'the server’s metadata test data'),
  route('artistMetadata', 'GET', /^\/1\/metadata\/artist\/$/, 'none recorded'),
  route('lookup', 'GET', /^\/1\/metadata\/lookup\/$/, 'the server’s lookup test data'),
];

/** Playlists wherever they stand: alone (`playlist`) or in a user's list (`playlists[].playlist`). */
function resources(body: unknown): Located[] {
  if (!body || typeof body !== 'object') return [];
  const root = body as Record<string, unknown>;
  const found: Located[] = [];
  if (root.playlist && typeof root.playlist === 'object')
    found.push({ kind: 'playlist', value: root.playlist, at: 'playlist' });
  const keys = Object.keys(root);
  if (keys.length > 0 && keys.every((k) => UUID.test(k)))
    for (const k of keys) found.push({ kind: 'recording metadata', value: root[k], at: k });
  if (root.metadata && typeof root.metadata === 'object')
    found.push({ kind: 'recording metadata', value: root.metadata, at: 'metadata' });
  if (Array.isArray(root.playlists))
    root.playlists.forEach((p, i) =>
      found.push({ kind: 'playlist', value: (p as { playlist: unknown }).playlist, at: `playlists[${i}].playlist` }),
    );
  return found;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const query = (exchange: { query: URLSearchParams }, name: string) => exchange.query.get(name) ?? '';

conformanceSuite(test, {
  reference: {
    service: 'listenbrainz',
    spec: null,
    recordings,
    offSpec,
    errorSchema: null,
    resources,
    // A recording ListenBrainz does not have is left out of the metadata: `{}` is its not-found.
    isError: (exchange) =>
      exchange.path === '/1/metadata/recording/' &&
      typeof exchange.responseBody === 'object' &&
      exchange.responseBody !== null &&
      Object.keys(exchange.responseBody).length === 0,
    excuses: (exchange, problem) => {
      if (problem.kind !== 'missingMember') return false;
      // `fetch_metadata=false` leaves a track its identifier and who added it when (no names, no artists).
      if (
        query(exchange, 'fetch_metadata') === 'false' &&
        /track\[\]\.(creator|title|extension\..*\.artist_identifiers)$/.test(problem.path)
      )
        return true;
      // `inc` names the parts of the metadata that come; the recorded answer asked for all.
      const inc = query(exchange, 'inc').split(/\s+/);
      return /(^|\.)tag$/.test(problem.path) && !inc.includes('tag');
    },
    waivers: [
      {
        operation: '*',
        kind: 'unknownMember',
        path: '**track[].album',
        reason:
          'today’s serializer (Playlist.serialize_jspf; the community OpenAPI’s playlist schema) sends the release name',
      },
      {
        operation: '*',
        kind: 'unknownMember',
        path: '**track[].duration',
        reason: 'today’s serializer sends the recording’s length in ms (the community OpenAPI’s playlist schema)',
      },
      {
        operation: '*',
        kind: 'unknownMember',
        path: '**jspf#track.release_identifier',
        reason: 'today’s serializer sends the release URI (the community OpenAPI’s playlist schema)',
      },
      {
        operation: 'lookup',
        kind: 'unknownMember',
        path: 'metadata',
        reason:
          '`metadata=true` adds the recording metadata (the docstring; the community OpenAPI’s lookup schema), compared as such',
      },
      {
        operation: '*',
        kind: 'unknownMember',
        path: '**recording.name',
        reason:
          'the server’s metadata test data cuts the recording to its relations; the community OpenAPI’s recordingMetadata has its name',
      },
      {
        operation: '*',
        kind: 'unknownMember',
        path: '**recording.length',
        reason:
          'the server’s metadata test data cuts the recording to its relations; the community OpenAPI’s recordingMetadata has its length',
      },
      {
        operation: '*',
        kind: 'missingMember',
        path: '**rels.*',
        reason: 'the seeded catalogue has no links (streaming, wikidata, homepage…) for its artists',
      },
      {
        operation: '*',
        kind: 'missingMember',
        path: '**annotation',
        reason: 'an annotation is sent only where the playlist has a description (serialize_jspf)',
      },
    ],
  },
  start: startListenbrainzEmulator,
  adapterFor: (env) => createListenbrainzAdapter(listenbrainzConfigFromEnv(env)),
  signIn: async (adapter, emulator, catalogue) =>
    signIn({ adapter, emulator, catalogue, redirectUri: 'https://partner.example/callback' }, catalogue.users[0]),
  unknownTrackId: '00000000-0000-4000-8000-000000000000',
  drifts: [renamed('identifier', 'id'), droppedFromLists('title'), nulled('title')],
  unread: [
    { operation: 'validateToken', reason: 'read by the sign-in, which the tour makes before it labels calls' },
    {
      operation: 'recordingMetadataObjects',
      reason: 'keyed by MBID: its objects are compared by kind, not the whole answer',
    },
  ],
});
