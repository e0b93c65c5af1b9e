import test from 'ava';
import got from 'got';
import { createHash } from 'node:crypto';
import { startQobuzEmulator } from '../../src/emulators/qobuz/index.js';
import { createQobuzAdapter } from '../../src/integrations/qobuz/adapter.js';
import { qobuzConfigFromEnv } from '../../src/integrations/qobuz/config.js';
import type { ServiceTokens } from '../../src/integrations/types.js';
import type { Exchange } from './kit/tap.js';
import type { OffSpecOperation, Located } from './kit/conformance.js';
import { jsonRecordings } from './kit/recordings.js';
import { droppedFromLists, nulled, renamed } from './kit/drifts.js';
import { conformanceSuite } from './kit/suite.js';

// Qobuz publishes no spec: the sample answers of its 2015 documentation are the whole reference,
// so the emulator may send no member they never show, and must send every member they always show.

const SAMPLES = 'fixtures/npm-qobuz-1.0.2-alpha';
const API = '/api.json/0.2';

const operations: [id: string, method: string][] = [
  ['userLogin', 'user/login'],
  ['userPlaylists', 'playlist/getUserPlaylists'],
  ['playlist', 'playlist/get'],
  ['createPlaylist', 'playlist/create'],
  ['updatePlaylist', 'playlist/update'],
  ['deletePlaylist', 'playlist/delete'],
  ['addTracks', 'playlist/addTracks'],
  ['deleteTracks', 'playlist/deleteTracks'],
  ['updateTracksPosition', 'playlist/updateTracksPosition'],
  ['userFavorites', 'favorite/getUserFavorites'],
  ['createFavorite', 'favorite/create'],
  ['deleteFavorite', 'favorite/delete'],
  ['track', 'track/get'],
  ['album', 'album/get'],
  ['artist', 'artist/get'],
  ['searchTracks', 'track/search'],
  ['searchAlbums', 'album/search'],
  ['searchArtists', 'artist/search'],
  ['catalogSearch', 'catalog/search'],
];
// Every method is answered by GET with query parameters (the documentation's way) and by POST with a form.
const offSpec: OffSpecOperation[] = operations.flatMap(([id, method]) =>
  ['GET', 'POST'].map((verb) => ({
    id,
    method: verb,
    path: new RegExp(`^${API.replace(/\./g, '\\.')}/${method}$`),
    reference: 'the sample answers of the 2015 documentation (Qobuz publishes no spec)',
  })),
);

/** Which favourites a `favorite/getUserFavorites` call asked for. */
const favouriteType = (exchange: Exchange) =>
  exchange.query.get('type') ?? (exchange.requestBody as Record<string, string> | undefined)?.type ?? null;

/** The lists of an answer, each item by kind: an album's own tracks carry no album. */
function resources(body: unknown): Located[] {
  const document = body as Record<string, { items?: unknown[] } | undefined> | undefined;
  if (!document || typeof document !== 'object') return [];
  const ownTracks = 'goodies' in document || 'qobuz_id' in document;
  const kinds: [member: string, kind: string][] = [
    ['tracks', ownTracks ? 'track of an album' : 'track in a list'],
    ['albums', 'album in a list'],
    ['artists', 'artist in a list'],
    ['playlists', 'playlist in a list'],
  ];
  return kinds.flatMap(([member, kind]) => {
    const items = document[member]?.items;
    return (Array.isArray(items) ? items : []).map((value) => ({ kind, value, at: `${member}.items[]` }));
  });
}

let tappedEnv: Record<string, string> = {};

/**
 * The partner's part of signing in: `user/login` with the listener's e-mail and the MD5 of the
 * password, through the tap, and the token it answers brought to us.
 */
async function partnerSignIn(
  _adapter: unknown,
  _emulator: unknown,
  catalogue: { users: { email: string; password: string }[] },
): Promise<ServiceTokens> {
  const listener = catalogue.users[0];
  const body = await got(`${tappedEnv.QOBUZ_API_URL}/user/login`, {
    searchParams: {
      email: listener.email,
      password: createHash('md5').update(listener.password).digest('hex'),
      app_id: tappedEnv.QOBUZ_APP_ID,
    },
  }).json<{ user_auth_token: string }>();
  return { accessToken: body.user_auth_token, refreshToken: null, expiresAt: null, scope: null, raw: {} };
}

conformanceSuite(test, {
  reference: {
    service: 'qobuz',
    spec: null,
    recordings: [
      ...jsonRecordings('qobuz', [
        [`${SAMPLES}/user_login.json`, 'userLogin'],
        [`${SAMPLES}/playlist_get-user-playlists.json`, 'userPlaylists'],
        [`${SAMPLES}/playlist_get.json`, 'playlist'],
        [`${SAMPLES}/playlist_create.json`, 'createPlaylist'],
        [`${SAMPLES}/playlist_update.json`, 'updatePlaylist'],
        [`${SAMPLES}/playlist_add-tracks.json`, 'addTracks'],
        [`${SAMPLES}/success.json`, 'deletePlaylist'],
        [`${SAMPLES}/success.json`, 'deleteTracks'],
        // The reference README names success.json as the answer of playlist/updateTracksPosition too.
        [`${SAMPLES}/success.json`, 'updateTracksPosition'],
        [`${SAMPLES}/success.json`, 'createFavorite'],
        [`${SAMPLES}/success.json`, 'deleteFavorite'],
        [`${SAMPLES}/favorite_get-user-favorites.json`, 'userFavorites'],
        [`${SAMPLES}/track_get.json`, 'track'],
        [`${SAMPLES}/album_get.json`, 'album'],
        [`${SAMPLES}/artist_get.json`, 'artist'],
        [`${SAMPLES}/track_search.json`, 'searchTracks'],
        [`${SAMPLES}/album_search.json`, 'searchAlbums'],
        [`${SAMPLES}/artist_search.json`, 'searchArtists'],
        [`${SAMPLES}/catalog_search.json`, 'catalogSearch'],
        ['fixtures/quoted-error-bodies/401_user-authentication-required_orpheusdl-issue-110.json', 'error', 401],
      ]),
    ],
    offSpec,
    errorSchema: null,
    resources,
    excuses: (exchange, problem) => {
      // A playlist read without `extra=tracks` has no tracks; the sample asked for them.
      if (exchange.path.endsWith('/playlist/get') && problem.kind === 'missingMember' && problem.path === 'tracks')
        return !(exchange.query.get('extra') ?? '').split(',').includes('tracks');
      // The favourites sample is of albums: another type's list stands where `albums` does (its items are compared by kind).
      if (exchange.path.endsWith('/favorite/getUserFavorites')) {
        const type = favouriteType(exchange);
        if (type === null || type === 'albums') return false;
        return (
          (problem.kind === 'missingMember' && problem.path === 'albums') ||
          (problem.kind === 'unknownMember' && problem.path === type)
        );
      }
      return false;
    },
    waivers: [
      {
        operation: '*',
        kind: 'unknownMember',
        path: '**isrc',
        reason:
          'current track objects carry the ISRC (streamrip, minim and the reference README); the 2015 samples predate it',
      },
      {
        operation: '*',
        kind: 'unknownMember',
        path: '**upc',
        reason: 'current album objects carry the UPC (streamrip, minim); the 2015 samples predate it',
      },
      {
        operation: 'userFavorites',
        kind: 'unknownMember',
        path: '*.items[].favorited_at',
        reason:
          'the sample favourites are albums, whose items carry favorited_at; current answers give favourite tracks and artists the same member (minim)',
      },
    ],
  },
  start: startQobuzEmulator,
  adapterFor: (env) => {
    tappedEnv = env;
    return createQobuzAdapter(qobuzConfigFromEnv(env));
  },
  signIn: partnerSignIn,
  unknownTrackId: '99999',
  unread: [
    {
      operation: 'catalogSearch',
      reason: 'the adapter searches each kind by its own method (track/search, album/search, artist/search)',
    },
  ],
  drifts: [
    renamed('playlist_track_id', 'entry_id'),
    renamed('items', 'data'),
    droppedFromLists('title'),
    nulled('name'),
  ],
});
