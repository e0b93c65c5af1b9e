// A listener's library as read from their Jellyfin server: who they are, their playlists and
// entries, and their favourite tracks, albums and artists.
import { UpstreamError } from '../errors.js';
import { personOnServer, serverOf } from '../personalServers.js';
import type { LibraryReads, PageRequest, UserSession } from '../types.js';
import {
  albumItem,
  artistOf,
  pageOf,
  playlistItem,
  trackItem,
  type JellyfinItem,
  type JellyfinQueryResult,
  type JellyfinUser,
} from './mapping.js';
import type { JellyfinContext } from './context.js';

/** Asked of every list of tracks and albums: the MusicBrainz ids come only when asked for. */
export const TRACK_FIELDS = 'ProviderIds';
export const ALBUM_FIELDS = 'ProviderIds,ChildCount';
export const PLAYLIST_FIELDS = 'ChildCount,Etag';

/** One item by id, held to the kind wanted: another kind of item under that id is not there. */
export async function itemOfType(
  ctx: JellyfinContext,
  operation: string,
  user: UserSession,
  itemId: string,
  type: string,
): Promise<JellyfinItem> {
  const item = await ctx.call<JellyfinItem>(operation, user, {
    path: `Items/${encodeURIComponent(itemId)}`,
    searchParams: { userId: await ctx.userId(user) },
  });
  if (item?.Type !== type) throw new UpstreamError('jellyfin', 'notFound', `${itemId} is not a ${type}`);
  return item;
}

export function libraryReads(ctx: JellyfinContext): LibraryReads {
  const { call, userId, window } = ctx;

  /** The listener's favourites of one kind, in a stable order so that pages follow on. */
  const favourites = async <T>(
    operation: string,
    user: UserSession,
    page: PageRequest,
    type: 'Audio' | 'MusicAlbum' | 'MusicArtist',
    fields: string,
    map: (item: JellyfinItem) => T,
  ) => {
    const at = window(page);
    const result = await call<JellyfinQueryResult>(operation, user, {
      path: 'Items',
      searchParams: {
        userId: await userId(user),
        includeItemTypes: type,
        isFavorite: true,
        recursive: true,
        fields,
        sortBy: 'SortName',
        sortOrder: 'Ascending',
        ...at,
      },
    });
    return pageOf(result, at.startIndex, map);
  };

  return {
    async currentUser(user) {
      const me = await call<JellyfinUser>('currentUser', user, { path: 'Users/Me' });
      if (!me?.Id) throw new UpstreamError('jellyfin', 'rejected', 'Users/Me named no user');
      return {
        id: personOnServer(serverOf('jellyfin', await user.tokens()), me.Id),
        name: me.Name ?? null,
        email: null,
        imageUrl: null,
        country: null,
        raw: { Id: me.Id, Name: me.Name ?? null },
      };
    },

    async playlists(user, page) {
      const at = window(page);
      const result = await call<JellyfinQueryResult>('playlists', user, {
        path: 'Items',
        searchParams: {
          userId: await userId(user),
          includeItemTypes: 'Playlist',
          recursive: true,
          fields: PLAYLIST_FIELDS,
          sortBy: 'SortName',
          sortOrder: 'Ascending',
          ...at,
        },
      });
      return pageOf(result, at.startIndex, (item) => playlistItem(item));
    },
    async playlist(user, playlistId) {
      return playlistItem(await itemOfType(ctx, 'playlist', user, playlistId, 'Playlist'));
    },
    async playlistItems(user, playlistId, page) {
      const at = window(page);
      const result = await call<JellyfinQueryResult>('playlistItems', user, {
        path: `Playlists/${encodeURIComponent(playlistId)}/Items`,
        searchParams: { userId: await userId(user), fields: TRACK_FIELDS, ...at },
      });
      return pageOf(result, at.startIndex, trackItem);
    },

    likedTracks: (user, page) => favourites('likedTracks', user, page, 'Audio', TRACK_FIELDS, trackItem),
    savedAlbums: (user, page) => favourites('savedAlbums', user, page, 'MusicAlbum', ALBUM_FIELDS, albumItem),
    // Artists are items too: `/Artists` is deprecated in favour of `/Items`.
    followedArtists: (user, page) => favourites('followedArtists', user, page, 'MusicArtist', TRACK_FIELDS, artistOf),
  };
}
