// The operations of a connected user's library, read and written through their music service.
import type Joi from 'joi';
import * as library from '../../library/schemas.js';
import { requestSchema as snapshotRequest } from '../../library/snapshot/routes.js';
import { fromJoi } from '../fromJoi.js';
import type { Operation, OperationsByPath } from '../operation.js';
import { arrayOf, int, nullable, obj, ref, str, type Schema } from '../schemaKit.js';
import { USER_API } from '../security.js';

const page = (items: Schema): Schema =>
  obj({ results: arrayOf(items), nextParam: nullable(str), totalItems: nullable(int) });
const paging = {
  limitParam: { type: 'integer', minimum: 1, description: 'Page size, lowered to the service limit.' },
  nextParam: { type: 'string', description: 'The opaque nextParam of the previous page.' },
};
/** What a batch write answers: how many ids it wrote. */
const counted = (name: string) => obj({ [name]: { type: 'integer', minimum: 0 } });

const u = '/api/{integrationUserUUID}';
const lib = (summary: string, extra: Partial<Operation> & Pick<Operation, 'ok'>): Operation => ({
  summary,
  tag: 'Library',
  credentials: USER_API,
  errors: [400, 401, 403, 404, 412, 429, 503],
  ...extra,
});
/** A write of many ids at once, answering how many it wrote. */
const batchWrite = (summary: string, body: Joi.Schema, answer: string) =>
  lib(summary, { body: fromJoi(body), ok: { status: 200, schema: counted(answer) } });

export function libraryOperations(): OperationsByPath {
  return {
    [`${u}/users/profile`]: {
      get: lib('A8: the user as the music service describes them now.', {
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
      post: lib('Ask for a fresh stored copy of the library (made by a worker).', {
        body: fromJoi(snapshotRequest),
        ok: { status: 202, schema: ref('LibrarySnapshot') },
      }),
      get: lib('The newest stored copy and its counts.', { ok: { status: 200, schema: ref('LibrarySnapshot') } }),
    },
    [`${u}/library/snapshot/items`]: {
      get: lib('One list of the newest finished copy.', {
        query: {
          collection: {
            type: 'string',
            required: true,
            description: 'playlists, playlist:{id}, likedTracks, savedAlbums or followedArtists',
          },
          ...paging,
        },
        ok: { status: 200, schema: page({ type: 'object' }) },
      }),
    },
    [`${u}/playlists`]: {
      get: lib('B1: the user’s playlists.', { query: paging, ok: { status: 200, schema: page(ref('Playlist')) } }),
      post: lib('B2: create a playlist.', {
        body: fromJoi(library.createPlaylistBody),
        ok: { status: 200, schema: ref('Playlist') },
      }),
    },
    [`${u}/playlists/{playlistId}`]: {
      get: lib('B3: one playlist.', { ok: { status: 200, schema: ref('PlaylistDetail') } }),
      put: lib('B4: rename it, change its description or visibility.', {
        body: fromJoi(library.updatePlaylistBody),
        ok: { status: 200, schema: ref('PlaylistDetail') },
      }),
      delete: lib('Delete (or unfollow) it.', { ok: { status: 204 } }),
    },
    [`${u}/playlists/{playlistId}/items`]: {
      get: lib('Its tracks, with entryId.', { query: paging, ok: { status: 200, schema: page(ref('Track')) } }),
      post: batchWrite('Append tracks in order.', library.trackIdsBody, 'added'),
      delete: batchWrite('Remove entries.', library.removeItemsBody, 'removed'),
    },
    [`${u}/liked/tracks`]: {
      get: lib('B7: liked tracks.', { query: paging, ok: { status: 200, schema: page(ref('Track')) } }),
      post: batchWrite('Like tracks.', library.trackIdsBody, 'added'),
      delete: batchWrite('Unlike tracks.', library.trackIdsBody, 'removed'),
    },
    [`${u}/albums`]: {
      get: lib('Saved albums.', { query: paging, ok: { status: 200, schema: page(ref('SavedAlbum')) } }),
      post: lib('B5: save an album.', {
        body: fromJoi(library.saveAlbumBody),
        ok: { status: 200, schema: obj({ albumId: str, saved: { const: true } }) },
      }),
      delete: batchWrite('Remove saved albums.', library.albumIdsBody, 'removed'),
    },
    [`${u}/artists`]: {
      get: lib('Followed artists.', { query: paging, ok: { status: 200, schema: page(ref('Artist')) } }),
      post: batchWrite('Follow artists.', library.artistIdsBody, 'followed'),
      delete: batchWrite('Unfollow artists.', library.artistIdsBody, 'unfollowed'),
    },
    [`${u}/artists/{artistId}`]: { get: lib('B6: one artist.', { ok: { status: 200, schema: ref('Artist') } }) },
    [`${u}/search`]: {
      post: lib('B8: search the catalogue as this user (by ISRC where the service can).', {
        query: paging,
        body: fromJoi(library.userSearchBody),
        ok: { status: 200, schema: page(ref('SearchResult')) },
      }),
    },
  };
}
