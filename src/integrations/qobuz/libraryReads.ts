// A listener's library as read from Qobuz: who they are, their playlists and entries, their favourites.
import { UpstreamError } from '../errors.js';
import type { PageRequest, UserSession, LibraryReads } from '../types.js';
import {
  albumItem,
  artistItem,
  personName,
  playlistItem,
  trackItem,
  type QobuzAlbum,
  type QobuzArtist,
  type QobuzCollection,
  type QobuzPlaylist,
  type QobuzTrack,
  type QobuzUser,
} from './mapping.js';
import { offsetOf, pageOf, type QobuzContext } from './context.js';

export function libraryReads({ read, limit, userId, userIds }: QobuzContext): LibraryReads {
  const favourites = async <W, T>(
    operation: string,
    type: 'tracks' | 'albums' | 'artists',
    user: UserSession,
    page: PageRequest,
    map: (item: W) => T,
  ) => {
    const body = await read<Record<string, QobuzCollection<W>> & { user?: QobuzUser }>(
      operation,
      'favorite/getUserFavorites',
      user,
      { type, limit: limit(page), offset: offsetOf(page) },
    );
    if (body.user) userIds.set(user.key, String(body.user.id));
    return pageOf(body[type], map);
  };

  return {
    /**
     * Whose token it is: `playlist/getUserPlaylists` names the listener (`{id, login}`, as
     * recorded), and `user/login` with that id and the token, the way current clients check a
     * stored token, gives the account (name, e-mail, country).
     */
    async currentUser(user) {
      const id = await userId(user);
      // The token goes in its header, as on every call: never in a URL that proxies log.
      const body = await read<{ user?: QobuzUser }>('currentUser', 'user/login', user, { user_id: id });
      const account = body?.user;
      if (!account?.id) throw new UpstreamError('qobuz', 'rejected', 'user/login named no user');
      userIds.set(user.key, String(account.id));
      return {
        id: String(account.id),
        name: personName(account),
        email: account.email ?? null,
        imageUrl: account.avatar ?? null,
        country: account.country_code ?? null,
        raw: account as unknown as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const body = await read<{ user: QobuzUser; playlists: QobuzCollection<QobuzPlaylist> }>(
        'playlists',
        'playlist/getUserPlaylists',
        user,
        { limit: limit(page), offset: offsetOf(page) },
      );
      const me = String(body.user.id);
      userIds.set(user.key, me);
      return pageOf(body.playlists, (p) => playlistItem(p, me));
    },
    async playlist(user, playlistId) {
      const [me, body] = await Promise.all([
        userId(user),
        read<QobuzPlaylist>('playlist', 'playlist/get', user, { playlist_id: playlistId }),
      ]);
      return playlistItem(body, me);
    },
    async playlistItems(user, playlistId, page) {
      const body = await read<{ tracks?: QobuzCollection<QobuzTrack> }>('playlistItems', 'playlist/get', user, {
        playlist_id: playlistId,
        extra: 'tracks',
        limit: limit(page),
        offset: offsetOf(page),
      });
      return pageOf(body.tracks, trackItem);
    },

    likedTracks: (user, page) =>
      favourites<QobuzTrack, ReturnType<typeof trackItem>>('likedTracks', 'tracks', user, page, trackItem),
    savedAlbums: (user, page) =>
      favourites<QobuzAlbum, ReturnType<typeof albumItem>>('savedAlbums', 'albums', user, page, albumItem),
    followedArtists: (user, page) =>
      favourites<QobuzArtist, ReturnType<typeof artistItem>>('followedArtists', 'artists', user, page, artistItem),
  };
}
