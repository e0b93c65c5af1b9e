import test from 'ava';
import { startDeezerEmulator } from '../../src/emulators/deezer/index.js';
import { createDeezerAdapter } from '../../src/integrations/deezer/adapter.js';
import { deezerConfigFromEnv } from '../../src/integrations/deezer/config.js';
import { signInPage, type OffSpecOperation } from './kit/conformance.js';
import { cassetteRecordings, jsonRecordings } from './kit/recordings.js';
import { droppedFromLists, nulled, renamed } from './kit/drifts.js';
import { conformanceSuite } from './kit/suite.js';

// Deezer publishes no machine-readable spec: its recorded answers are the whole reference, so the
// emulator may send no member they never show, and must send every member they always show.

const operations: [id: string, method: string, path: RegExp][] = [
  ['userMe', 'GET', /^\/user\/me$/],
  ['userPlaylists', 'GET', /^\/user\/(me|\d+)\/playlists$/],
  ['createPlaylist', 'POST', /^\/user\/me\/playlists$/],
  ['playlist', 'GET', /^\/playlist\/\d+$/],
  ['updatePlaylist', 'POST', /^\/playlist\/\d+$/],
  ['deletePlaylist', 'DELETE', /^\/playlist\/\d+$/],
  ['playlistTracks', 'GET', /^\/playlist\/\d+\/tracks$/],
  // One endpoint: `songs` adds, `order` reorders (POST_playlist-tracks_songs.yaml and
  // POST_playlist-tracks_order.yaml). Both answer a bare `true`, which holds no object to compare:
  // test/integrations/deezer/reorder.test.ts holds the reorder's answer to its cassette.
  ['addOrReorderPlaylistTracks', 'POST', /^\/playlist\/\d+\/tracks$/],
  ['removePlaylistTracks', 'DELETE', /^\/playlist\/\d+\/tracks$/],
  ['favouriteTracks', 'GET', /^\/user\/me\/tracks$/],
  ['addFavouriteTrack', 'POST', /^\/user\/me\/tracks$/],
  ['removeFavouriteTrack', 'DELETE', /^\/user\/me\/tracks$/],
  ['favouriteAlbums', 'GET', /^\/user\/me\/albums$/],
  ['addFavouriteAlbum', 'POST', /^\/user\/me\/albums$/],
  ['removeFavouriteAlbum', 'DELETE', /^\/user\/me\/albums$/],
  ['favouriteArtists', 'GET', /^\/user\/me\/artists$/],
  ['addFavouriteArtist', 'POST', /^\/user\/me\/artists$/],
  ['removeFavouriteArtist', 'DELETE', /^\/user\/me\/artists$/],
  ['track', 'GET', /^\/track\/(\d+|isrc:[A-Z0-9]{12})$/],
  ['album', 'GET', /^\/album\/\d+$/],
  ['artist', 'GET', /^\/artist\/\d+$/],
  ['searchTracks', 'GET', /^\/search(\/track)?$/],
  ['searchAlbums', 'GET', /^\/search\/album$/],
  ['searchArtists', 'GET', /^\/search\/artist$/],
  ['token', 'GET', /^\/oauth\/access_token\.php$/],
];
const offSpec: OffSpecOperation[] = [
  ...operations.map(([id, method, path]) => ({
    id,
    method,
    path,
    reference: 'the recorded answers (Deezer publishes no spec)',
  })),
  ...signInPage(/^\/oauth\/auth\.php$/),
];
const operationOf = (method: string, url: URL) =>
  operations.find(([, m, path]) => m === method && path.test(url.pathname))?.[0] ?? null;

const cassettes = [
  'search_q-Billy-Jean_limit-2.yaml',
  'search_q-Soliloquy.yaml',
  'search-artist_q-Daft-Punk.yaml',
  'track_3135556.yaml',
  'user-me.yaml',
  'user-me-tracks.yaml',
  'user-359622-playlists.yaml',
  'playlist-9200461-tracks_page1.yaml',
  'POST_user-me-playlists_title.yaml',
  'POST_user-me-playlists_then-GET-playlist.yaml',
].map((file) => `fixtures/deezer-python/${file}`);

conformanceSuite(test, {
  reference: {
    service: 'deezer',
    spec: null,
    recordings: [
      ...cassetteRecordings('deezer', cassettes, operationOf),
      ...cassetteRecordings(
        'deezer',
        ['error_track_-1_DataException-800.yaml', 'error_radio_-1_ParameterException-500.yaml'].map(
          (file) => `fixtures/deezer-python/${file}`,
        ),
        () => 'error',
      ),
      ...jsonRecordings('deezer', [
        ['fixtures/harmony/track_2947516331.json', 'track'],
        ['fixtures/harmony/album_629506181.json', 'album'],
      ]),
    ],
    offSpec,
    errorSchema: null,
    isError: (exchange) =>
      typeof exchange.responseBody === 'object' && exchange.responseBody !== null && 'error' in exchange.responseBody,
    // The recordings hold first pages of short lists: `next` on every page but the last, `prev` on
    // every page after the first (the artist albums cassette's second page shows both rules).
    excuses: (exchange, problem) => {
      const page = exchange.responseBody as { data?: unknown[]; total?: number } | undefined;
      if (!Array.isArray(page?.data) || typeof page.total !== 'number') return false;
      const index = Number(exchange.query.get('index') ?? 0);
      const last = index + page.data.length >= page.total;
      if (problem.path === 'next') return problem.kind === 'missingMember' ? last : !last;
      return problem.path === 'prev' && problem.kind === 'unknownMember' && index > 0;
    },
    // Tracks in any list (a playlist's own read included) against every track recorded in a list.
    resources: (body) => {
      const document = body as { data?: unknown[]; tracks?: { data?: unknown[] } } | undefined;
      const lists = [
        { at: 'data[]', items: document?.data },
        { at: 'tracks.data[]', items: document?.tracks?.data },
      ];
      return lists.flatMap(({ at, items }) =>
        (Array.isArray(items) ? items : [])
          .filter((value) => (value as { type?: unknown })?.type === 'track')
          .map((value) => ({ kind: 'track in a list', value, at })),
      );
    },
    waivers: [
      {
        operation: 'playlist',
        kind: 'unknownMember',
        path: 'tracks.data[]**',
        reason:
          'the only recorded playlist read is of a new, empty playlist; its entries are held to the tracks recorded in lists, by kind',
      },
    ],
  },
  start: startDeezerEmulator,
  adapterFor: (env) => createDeezerAdapter(deezerConfigFromEnv(env)),
  unknownTrackId: '999999999999',
  drifts: [renamed('duration', 'length'), droppedFromLists('title'), nulled('link')],
});
