// The operations of a connected user's library, read and written through their music service, and
// the shapes of its items and of its stored copy.
import type Joi from 'joi';
import * as library from './schemas.js';
import { requestSchema as snapshotRequest } from './snapshot/routes.js';
import { fromJoi } from '../http/openapi/fromJoi.js';
import type { Operation, OperationsByPath } from '../http/openapi/operation.js';
import { arrayOf, bool, dateTime, int, nullable, obj, ref, str, uuid, type Schema } from '../http/openapi/schemaKit.js';
import { ARTIST, AT, PLAYLIST, TRACK } from '../http/openapi/examples.js';
import { USER_API } from '../http/openapi/security.js';

const page = (items: Schema): Schema =>
  obj({ results: arrayOf(items), nextParam: nullable(str), totalItems: nullable(int) });
const paging = {
  limitParam: { type: 'integer', minimum: 1, description: 'Page size, lowered to the service limit.' },
  nextParam: { type: 'string', description: 'The opaque nextParam of the previous page.' },
};
/** What a batch write answers: how many ids it wrote. */
const counted = (name: string) => obj({ [name]: { type: 'integer', minimum: 0 } });

const u = '/api/{integrationUserUUID}';
const LIBRARY_NOTE =
  ' Made through the user’s music service with their token (refreshed when needed): 412 when the user must sign in again, 429 when the service asks to slow down, 503 when it cannot be reached, 400 `operationNotSupported` for what the service cannot do.';
const lib = (summary: string, description: string, extra: Partial<Operation> & Pick<Operation, 'ok'>): Operation => ({
  summary,
  description: description + LIBRARY_NOTE,
  tag: 'Library',
  credentials: USER_API,
  errors: [400, 401, 403, 404, 412, 429, 503],
  ...extra,
});
/** A write of many ids at once, answering how many it wrote. */
const batchWrite = (summary: string, description: string, body: Joi.Schema, answer: string, example: unknown) =>
  lib(summary, description, {
    body: fromJoi(body),
    bodyExample: example,
    ok: { status: 200, schema: counted(answer) },
  });

const TRACKS = { trackIds: ['6LgJvl0Xdtc73RJ1mmpotq'] };

export function libraryOperations(): OperationsByPath {
  return {
    [`${u}/users/profile`]: {
      get: lib('Read the user’s profile on their service', 'The user as the music service describes them now.', {
        code: 'A8',
        tag: 'Connected users',
        ok: {
          status: 200,
          schema: obj({
            id: str,
            integrationType: str,
            name: nullable(str),
            email: nullable(str),
            imageUrl: nullable(str),
            country: nullable(str),
          }),
        },
      }),
    },
    [`${u}/library/snapshot`]: {
      post: lib(
        'Ask for a fresh stored copy of the library',
        'A worker reads the chosen lists of the library and stores them; poll `GET` for its progress and counts.',
        {
          body: fromJoi(snapshotRequest),
          bodyExample: { groups: ['playlists', 'likedTracks'] },
          ok: { status: 202, schema: ref('LibrarySnapshot') },
        },
      ),
      get: lib('Read the newest stored copy', 'The newest stored copy of the library, its state and its counts.', {
        ok: { status: 200, schema: ref('LibrarySnapshot') },
        codes: ['librarySnapshotNotFound'],
      }),
    },
    [`${u}/library/snapshot/items`]: {
      get: lib('Page through one list of the stored copy', 'One list of the newest finished copy, a page at a time.', {
        codes: ['librarySnapshotNotFound'],
        query: {
          collection: {
            type: 'string',
            minLength: 1,
            required: true,
            description: 'playlists, playlist:{id}, likedTracks, savedAlbums or followedArtists',
            example: 'likedTracks',
          },
          ...paging,
        },
        ok: {
          status: 200,
          schema: page({
            type: 'object',
            additionalProperties: true,
            description: 'A playlist, a track, a saved album or an artist, as the list’s own read gives it.',
          }),
        },
      }),
    },
    [`${u}/playlists`]: {
      get: lib('List the user’s playlists', 'The user’s playlists, a page at a time (`nextParam`).', {
        code: 'B1',
        query: paging,
        ok: { status: 200, schema: page(ref('Playlist')) },
      }),
      post: lib('Create a playlist', 'Creates a playlist of the user’s.', {
        code: 'B2',
        body: fromJoi(library.createPlaylistBody),
        bodyExample: { name: 'Road Trip', description: 'Songs for the road', visibility: 'private' },
        ok: { status: 200, schema: ref('Playlist') },
      }),
    },
    [`${u}/playlists/{playlistId}`]: {
      get: lib('Read a playlist', 'One playlist with its description, visibility and address.', {
        code: 'B3',
        ok: { status: 200, schema: ref('PlaylistDetail') },
      }),
      put: lib('Change a playlist', 'Renames the playlist, or changes its description or visibility.', {
        code: 'B4',
        body: fromJoi(library.updatePlaylistBody),
        bodyExample: { name: 'Road Trip 2027' },
        ok: { status: 200, schema: ref('PlaylistDetail') },
      }),
      delete: lib('Delete a playlist', 'Deletes the playlist, or unfollows it where the service only unfollows.', {
        ok: { status: 204, description: 'Deleted.' },
      }),
    },
    [`${u}/playlists/{playlistId}/items`]: {
      get: lib('List a playlist’s tracks', 'The playlist’s tracks in order, each with its `entryId`.', {
        query: paging,
        ok: { status: 200, schema: page(ref('Track')) },
      }),
      post: batchWrite(
        'Add tracks to a playlist',
        'Appends the tracks, in order.',
        library.trackIdsBody,
        'added',
        TRACKS,
      ),
      delete: batchWrite(
        'Remove tracks from a playlist',
        'Removes entries; an `entryId` removes that one copy of a track the playlist holds twice.',
        library.removeItemsBody,
        'removed',
        { items: [{ id: '6LgJvl0Xdtc73RJ1mmpotq', entryId: null }] },
      ),
    },
    [`${u}/liked/tracks`]: {
      get: lib('List liked tracks', 'The user’s liked (saved) tracks, newest first where the service says.', {
        code: 'B7',
        query: paging,
        ok: { status: 200, schema: page(ref('Track')) },
      }),
      post: batchWrite(
        'Like tracks',
        'Adds the tracks to the user’s liked tracks.',
        library.trackIdsBody,
        'added',
        TRACKS,
      ),
      delete: batchWrite(
        'Unlike tracks',
        'Removes the tracks from the user’s liked tracks.',
        library.trackIdsBody,
        'removed',
        TRACKS,
      ),
    },
    [`${u}/albums`]: {
      get: lib('List saved albums', 'The user’s saved albums.', {
        query: paging,
        ok: { status: 200, schema: page(ref('SavedAlbum')) },
      }),
      post: lib('Save an album', 'Saves one album to the user’s library.', {
        code: 'B5',
        body: fromJoi(library.saveAlbumBody),
        bodyExample: { albumId: '6GjwtEZcfenmOf6l18N7T7' },
        ok: { status: 200, schema: obj({ albumId: str, saved: { const: true } }) },
      }),
      delete: batchWrite(
        'Remove saved albums',
        'Removes albums from the user’s library.',
        library.albumIdsBody,
        'removed',
        {
          albumIds: ['6GjwtEZcfenmOf6l18N7T7'],
        },
      ),
    },
    [`${u}/artists`]: {
      get: lib('List followed artists', 'The artists the user follows.', {
        query: paging,
        ok: { status: 200, schema: page(ref('Artist')) },
      }),
      post: batchWrite('Follow artists', 'Follows the artists for the user.', library.artistIdsBody, 'followed', {
        artistIds: ['4Z8W4fKeB5YxbusRsdQVPb'],
      }),
      delete: batchWrite(
        'Unfollow artists',
        'Unfollows the artists for the user.',
        library.artistIdsBody,
        'unfollowed',
        {
          artistIds: ['4Z8W4fKeB5YxbusRsdQVPb'],
        },
      ),
    },
    [`${u}/artists/{artistId}`]: {
      get: lib('Read an artist', 'One artist as the user’s service describes them.', {
        code: 'B6',
        pathExamples: { artistId: '4Z8W4fKeB5YxbusRsdQVPb' },
        ok: { status: 200, schema: ref('Artist') },
      }),
    },
    [`${u}/search`]: {
      post: lib(
        'Search the catalogue as the user',
        'Searches the user’s service with their token, by ISRC where the service can: results as the user’s country and account see them.',
        {
          code: 'B8',
          query: paging,
          body: fromJoi(library.userSearchBody),
          bodyExample: { type: 'track', isrc: 'GBAYE0000351' },
          ok: { status: 200, schema: page(ref('SearchResult')) },
        },
      ),
    },
  };
}

const album = { id: '6GjwtEZcfenmOf6l18N7T7', name: 'Kid A', totalItems: 10, imageUrl: null, artists: [ARTIST] };

/** A MusicBrainz id: present only where the service gives one. */
const MBID = (of: 'recording' | 'release'): Schema => ({
  ...uuid,
  description:
    of === 'recording'
      ? 'The MusicBrainz recording id, present only where the service gives one (never null). Matching reads it as it reads an ISRC: where both sides carry one, the same id is the same recording and two ids are two recordings.'
      : 'The MusicBrainz release id, present only where the service gives one (never null).',
});
const TRACK_FIELDS = [
  'id',
  'entryId',
  'name',
  'isrc',
  'duration',
  'imageUrl',
  'previewUrl',
  'album',
  'artists',
  'isAvailable',
  'dateAdded',
];

/** The component schemas of a library's items, by name. */
export const LIBRARY_SCHEMAS: Record<string, Schema> = {
  Artist: obj({
    id: nullable(str),
    entryId: nullable(str),
    name: str,
    imageUrl: nullable(str),
    followers: nullable(int),
  }),
  AlbumRef: obj({ name: str, id: nullable(str), totalItems: nullable(int), artists: nullable(arrayOf(ref('Artist'))) }),
  Track: obj(
    {
      id: str,
      entryId: nullable(str),
      name: str,
      isrc: nullable(str),
      mbid: MBID('recording'),
      duration: { ...nullable(int), description: 'Milliseconds.' },
      imageUrl: nullable(str),
      previewUrl: nullable(str),
      album: nullable(ref('AlbumRef')),
      artists: nullable(arrayOf(ref('Artist'))),
      isAvailable: nullable(bool),
      dateAdded: nullable(str),
    },
    TRACK_FIELDS,
  ),
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
  Album: obj(
    {
      id: str,
      name: str,
      totalItems: nullable(int),
      imageUrl: nullable(str),
      artists: nullable(arrayOf(ref('Artist'))),
      mbid: MBID('release'),
    },
    ['id', 'name', 'totalItems', 'imageUrl', 'artists'],
  ),
  SavedAlbum: { allOf: [ref('Album'), obj({ dateAdded: nullable(str) })] },
  SearchResult: obj({
    id: str,
    type: { enum: ['track', 'album', 'artist'] },
    track: nullable(ref('Track')),
    album: nullable(ref('Album')),
    artist: nullable(ref('Artist')),
  }),
};

/** Their examples, as the API answers them. */
export const LIBRARY_EXAMPLES: Record<string, unknown> = {
  Artist: ARTIST,
  AlbumRef: TRACK.album,
  Track: TRACK,
  Playlist: PLAYLIST,
  PlaylistDetail: {
    ...PLAYLIST,
    description: 'Songs for the road',
    visibility: 'private',
    url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
  },
  Album: album,
  SavedAlbum: { ...album, dateAdded: AT },
  SearchResult: { id: TRACK.id, type: 'track', track: TRACK, album: null, artist: null },
};

/** The component schema of a stored copy of a library. */
export const SNAPSHOT_SCHEMAS: Record<string, Schema> = {
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
};

/** Its example. */
export const SNAPSHOT_EXAMPLES: Record<string, unknown> = {
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
};
