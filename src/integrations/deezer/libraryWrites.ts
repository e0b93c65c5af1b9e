// Writes to a Deezer listener's library: playlists and their songs, favourite tracks, albums and artists, one per call.
import type { LibraryWrites } from '../types.js';
import { isPermutation } from '../playlistOrder.js';
import { playlistItem } from './mapping.js';
import type { DeezerContext } from './context.js';

export function libraryWrites({ call, one }: DeezerContext): LibraryWrites {
  return {
    async createPlaylist(user, changes) {
      const created = await call<{ id: number }>('createPlaylist', 'user/me/playlists', user, {
        method: 'POST',
        searchParams: { title: changes.name },
      });
      const playlistId = String(created.id);
      if (changes.description !== undefined || changes.isPublic !== undefined) {
        await call('updatePlaylist', `playlist/${playlistId}`, user, {
          method: 'POST',
          searchParams: {
            description: changes.description,
            public: changes.isPublic === undefined ? undefined : String(changes.isPublic),
          },
        });
      }
      return {
        ...playlistItem(
          {
            id: created.id,
            title: changes.name,
            description: changes.description,
            public: changes.isPublic,
            nb_tracks: 0,
          },
          null,
        ),
        isOwner: true,
      };
    },
    async updatePlaylist(user, playlistId, changes) {
      await call('updatePlaylist', `playlist/${encodeURIComponent(playlistId)}`, user, {
        method: 'POST',
        searchParams: {
          title: changes.name,
          description: changes.description,
          public: changes.isPublic === undefined ? undefined : String(changes.isPublic),
        },
      });
    },
    async deletePlaylist(user, playlistId) {
      await call('deletePlaylist', `playlist/${encodeURIComponent(playlistId)}`, user, { method: 'DELETE' });
    },
    async addPlaylistItems(user, playlistId, trackIds) {
      await one('addPlaylistItems', 'POST', `playlist/${encodeURIComponent(playlistId)}/tracks`, user, {
        songs: trackIds.join(','),
      });
    },
    async removePlaylistItems(user, playlistId, items) {
      // Deezer removes a song from a playlist by song id (every occurrence).
      await one('removePlaylistItems', 'DELETE', `playlist/${encodeURIComponent(playlistId)}/tracks`, user, {
        songs: [...new Set(items.map((i) => i.id))].join(','),
      });
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length)) throw new RangeError('order is not a permutation of the playlist');
      if (order.every((index, i) => index === i)) return;
      // A playlist holds a track once, so its track ids name its entries. The whole order goes at
      // once, and Deezer refuses one that is not every track of the playlist: sent twice it does
      // the same, so a retry is safe. It goes in the body: a few hundred ids overflow a URL (431).
      await call('reorderPlaylistItems', `playlist/${encodeURIComponent(playlistId)}/tracks`, user, {
        method: 'POST',
        form: { order: order.map((index) => current[index].id).join(',') },
        idempotent: true,
      });
    },
    async likeTracks(user, trackIds) {
      for (const id of trackIds) await one('likeTracks', 'POST', 'user/me/tracks', user, { track_id: id });
    },
    async unlikeTracks(user, trackIds) {
      for (const id of trackIds) await one('unlikeTracks', 'DELETE', 'user/me/tracks', user, { track_id: id });
    },
    async saveAlbums(user, albumIds) {
      for (const id of albumIds) await one('saveAlbums', 'POST', 'user/me/albums', user, { album_id: id });
    },
    async unsaveAlbums(user, albumIds) {
      for (const id of albumIds) await one('unsaveAlbums', 'DELETE', 'user/me/albums', user, { album_id: id });
    },
    async followArtists(user, artistIds) {
      for (const id of artistIds) await one('followArtists', 'POST', 'user/me/artists', user, { artist_id: id });
    },
    async unfollowArtists(user, artistIds) {
      for (const id of artistIds) await one('unfollowArtists', 'DELETE', 'user/me/artists', user, { artist_id: id });
    },
  };
}
