import test from 'ava';
import { startAppleMusicEmulator } from '../../src/emulators/appleMusic/index.js';
import { createAppleMusicAdapter } from '../../src/integrations/appleMusic/adapter.js';
import { appleMusicConfigFromEnv } from '../../src/integrations/appleMusic/config.js';
import { apiReference } from '../helpers/apiReference.js';
import { loadOpenApi } from './kit/specs.js';
import { jsonRecordings } from './kit/recordings.js';
import { signInPage } from './kit/conformance.js';
import { droppedFromLists, nulled, renamed } from './kit/drifts.js';
import { conformanceSuite } from './kit/suite.js';

// Apple publishes no machine-readable spec: the community one covers the catalogue and the
// library's songs, albums and artists; library playlists and the storefront are held to the
// examples of Apple's documentation, which are the only recorded answers there are.

const spec = loadOpenApi(apiReference('apple-music', 'openapi', 'schroedan-apple-music-openapi.yaml'), 'appleMusic');
const examples = 'fixtures/apple-doc-examples';
const documented = 'Apple’s documentation (the reference README), outside the community spec';

conformanceSuite(test, {
  reference: {
    service: 'appleMusic',
    spec,
    recordings: jsonRecordings('apple-music', [
      [`${examples}/catalog_us_songs_filter-isrc-USQE92100257.json`, 'getSongsFromCatalog'],
      [`${examples}/me_library_playlists_TRIMMED.json`, 'libraryPlaylists'],
      [`${examples}/error_400_code-40015_from-developer-forum.json`, 'error', 400],
    ]),
    offSpec: [
      ...signInPage(/^\/musickit\/authorize$/),
      { id: 'storefront', method: 'GET', path: /^\/v1\/me\/storefront$/, reference: documented },
      { id: 'libraryPlaylists', method: 'GET', path: /^\/v1\/me\/library\/playlists$/, reference: documented },
      { id: 'createLibraryPlaylist', method: 'POST', path: /^\/v1\/me\/library\/playlists$/, reference: documented },
      { id: 'libraryPlaylist', method: 'GET', path: /^\/v1\/me\/library\/playlists\/[^/]+$/, reference: documented },
      {
        id: 'libraryPlaylistTracks',
        method: 'GET',
        path: /^\/v1\/me\/library\/playlists\/[^/]+\/tracks$/,
        reference: documented,
      },
      {
        id: 'addLibraryPlaylistTracks',
        method: 'POST',
        path: /^\/v1\/me\/library\/playlists\/[^/]+\/tracks$/,
        reference: documented,
      },
    ],
    errorSchema: null,
    maps: ['meta.filters.isrc'],
    resources: (body) => {
      const document = body as { data?: unknown[]; results?: Record<string, { data?: unknown[] }> };
      const groups = [
        { at: 'data[]', data: Array.isArray(document?.data) ? document.data : [] },
        ...Object.entries(document?.results ?? {}).map(([name, group]) => ({
          at: `results.${name}.data[]`,
          data: group.data ?? [],
        })),
      ];
      return groups.flatMap(({ at, data }) =>
        data
          .filter((value) => Boolean(value && typeof value === 'object' && 'attributes' in value))
          .map((value) => ({ kind: (value as { type: string }).type, value, at })),
      );
    },
    // The last page has no next: the recorded page is the first of 115 playlists.
    excuses: (exchange, problem) => {
      if (problem.kind !== 'missingMember' || problem.path !== 'next') return false;
      const page = exchange.responseBody as { data?: unknown[]; meta?: { total?: number } } | undefined;
      const offset = Number(exchange.query.get('offset') ?? 0);
      return (page?.data?.length ?? 0) + offset >= (page?.meta?.total ?? Infinity);
    },
    waivers: [
      ...['getArtistFromCatalog:data[]', 'getSearchResponseFromCatalog:results.artists.data[]'].map((place) => ({
        operation: place.split(':')[0],
        kind: 'unknownMember' as const,
        path: `${place.split(':')[1]}.attributes.artwork`,
        reason: 'Apple’s documentation lists artwork on artists; the community spec was written before it did',
      })),
      {
        operation: 'getSearchResponseFromCatalog',
        kind: 'unknownMember',
        path: 'results.songs',
        reason:
          'Apple’s search answers songs too (the README’s documented facts: results.songs.data); the community spec names albums and artists only. The songs are still held to the recorded songs',
      },
      {
        operation: 'getSearchResponseFromCatalog',
        kind: 'unknownMember',
        path: 'results.*.href',
        reason:
          'every group of Apple’s search results carries its href (and next while there is more), as its documentation shows',
      },
      {
        operation: 'getSearchResponseFromCatalog',
        kind: 'unknownMember',
        path: 'meta',
        reason:
          'Apple’s search answers the order of its result groups in meta.results (order, rawOrder), as its documentation shows',
      },
      ...['getSongsFromLibrary', 'getAlbumsFromLibrary'].map((operation) => ({
        operation,
        kind: 'unknownMember' as const,
        path: 'data[].attributes.playParams.*',
        reason:
          'library items’ play parameters say isLibrary (the recorded library playlists) and the catalogue id they stand for; the community spec has only id and kind',
      })),
      {
        operation: '*',
        kind: 'missingMember',
        path: 'errors[].messageForDisplay',
        reason:
          'the one recorded error (a developer forum quote of a 400, code 40015) carries messageForDisplay; Apple documents id, title, detail, status, code and source for every error, messageForDisplay only for some',
      },
    ],
  },
  start: startAppleMusicEmulator,
  adapterFor: (env) => createAppleMusicAdapter(appleMusicConfigFromEnv(env)),
  unknownTrackId: '999999999',
  drifts: [renamed('durationInMillis', 'duration'), droppedFromLists('artistName'), nulled('name')],
});
