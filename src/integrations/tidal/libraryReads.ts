// Reads of a listener's TIDAL library: profile, playlists, their items, liked tracks, saved albums, followed artists.
import type { LibraryReads } from '../types.js';
import { Included, playlistItem, type Resource, type TidalDocument } from './mapping.js';
import {
  ALBUM_PATHS,
  ARTIST_PATHS,
  PLAYLIST_PATHS,
  TRACK_PATHS,
  album,
  artist,
  collection,
  nested,
  track,
} from './documents.js';
import { enc, type TidalContext } from './context.js';

export function libraryReads(ctx: TidalContext): LibraryReads {
  const { read, remember, profile, country, list } = ctx;
  return {
    async currentUser(user) {
      const me = (await read<TidalDocument<Resource>>('currentUser', 'users/me', user)).data;
      const a = me.attributes ?? {};
      const { country: known } = remember(user, me);
      const name =
        [a.firstName, a.lastName].filter((p) => typeof p === 'string' && p).join(' ') ||
        (typeof a.username === 'string' ? a.username : null);
      return {
        id: me.id,
        name,
        email: typeof a.email === 'string' ? a.email : null,
        imageUrl: null,
        country: known,
        raw: me as unknown as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const me = await profile(user);
      return list(
        {
          operation: 'playlists',
          user,
          path: collection('userCollectionPlaylists'),
          // FLAT: the playlists themselves, not the folders they sit in.
          carry: { collectionView: 'FLAT', include: nested('items', PLAYLIST_PATHS) },
          map: (ref, included) => {
            const resource = ref.type === 'playlists' ? included.get(ref) : undefined;
            return resource ? playlistItem(resource, included, me.id, ref.meta?.addedAt ?? null) : null;
          },
        },
        page,
      );
    },
    async playlist(user, playlistId) {
      const [me, doc] = await Promise.all([
        profile(user),
        read<TidalDocument<Resource>>('playlist', `playlists/${enc(playlistId)}`, user, {
          countryCode: country(user),
          include: PLAYLIST_PATHS.join(','),
        }),
      ]);
      return playlistItem(doc.data, new Included(doc), me.id);
    },
    playlistItems: (user, playlistId, page) =>
      list(
        {
          operation: 'playlistItems',
          user,
          path: `playlists/${enc(playlistId)}/relationships/items`,
          carry: { countryCode: country(user), include: nested('items', TRACK_PATHS) },
          map: track,
        },
        page,
      ),
    likedTracks: (user, page) =>
      list(
        {
          operation: 'likedTracks',
          user,
          path: collection('userCollectionTracks'),
          carry: { include: nested('items', TRACK_PATHS) },
          map: track,
        },
        page,
      ),
    savedAlbums: (user, page) =>
      list(
        {
          operation: 'savedAlbums',
          user,
          path: collection('userCollectionAlbums'),
          carry: { include: nested('items', ALBUM_PATHS) },
          map: album,
        },
        page,
      ),
    followedArtists: (user, page) =>
      list(
        {
          operation: 'followedArtists',
          user,
          path: collection('userCollectionArtists'),
          carry: { include: nested('items', ARTIST_PATHS) },
          map: artist,
        },
        page,
      ),
  };
}
