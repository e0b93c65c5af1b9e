// Reads of a Deezer listener's library: profile, playlists and their entries, favourite tracks, albums, artists.
import type { LibraryReads } from '../types.js';
import {
  albumItem,
  artistItem,
  playlistItem,
  trackItem,
  type DeezerAlbum,
  type DeezerArtist,
  type DeezerPlaylist,
  type DeezerTrack,
} from './mapping.js';
import type { DeezerContext } from './context.js';

export function libraryReads({ call, list, userId, userIds }: DeezerContext): LibraryReads {
  return {
    async currentUser(user) {
      const me = await call<{ id: number; name?: string; email?: string; country?: string; picture_medium?: string }>(
        'currentUser',
        'user/me',
        user,
      );
      userIds.set(user.key, String(me.id));
      return {
        id: String(me.id),
        name: me.name ?? null,
        email: me.email ?? null,
        imageUrl: me.picture_medium ?? null,
        country: me.country ?? null,
        raw: me as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const id = await userId(user);
      return list<DeezerPlaylist, ReturnType<typeof playlistItem>>('playlists', 'user/me/playlists', user, page, (p) =>
        playlistItem(p, id),
      );
    },
    async playlist(user, playlistId) {
      const [id, body] = await Promise.all([
        userId(user),
        call<DeezerPlaylist>('playlist', `playlist/${encodeURIComponent(playlistId)}`, user),
      ]);
      return playlistItem(body, id);
    },
    playlistItems: (user, playlistId, page) =>
      list<DeezerTrack, ReturnType<typeof trackItem>>(
        'playlistItems',
        `playlist/${encodeURIComponent(playlistId)}/tracks`,
        user,
        page,
        (t, index) => trackItem(t, String(index)),
      ),
    likedTracks: (user, page) =>
      list<DeezerTrack, ReturnType<typeof trackItem>>('likedTracks', 'user/me/tracks', user, page, (t) => trackItem(t)),
    savedAlbums: (user, page) =>
      list<DeezerAlbum, ReturnType<typeof albumItem>>('savedAlbums', 'user/me/albums', user, page, albumItem),
    followedArtists: (user, page) =>
      list<DeezerArtist, ReturnType<typeof artistItem>>('followedArtists', 'user/me/artists', user, page, artistItem),
  };
}
