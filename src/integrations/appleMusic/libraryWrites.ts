// Writes to an Apple Music listener's library: new playlists and their songs, liked songs, saved albums.
import { unsupported } from '../errors.js';
import type { LibraryWrites } from '../types.js';
import { only, type ApplePage, type AppleMusicContext } from './context.js';
import { playlistItem, type ApplePlaylistAttributes, type AppleResource } from './mapping.js';

export function libraryWrites(ctx: AppleMusicContext): LibraryWrites {
  const { call } = ctx;

  const refuse = (operation: string) => async () => {
    throw unsupported('appleMusic', operation);
  };

  return {
    async createPlaylist(user, changes) {
      const body = await call<ApplePage<AppleResource<ApplePlaylistAttributes>>>(
        'createPlaylist',
        'v1/me/library/playlists',
        user,
        {
          method: 'POST',
          json: {
            attributes: { name: changes.name, ...(changes.description ? { description: changes.description } : {}) },
          },
          // A repeated create would make a second playlist: only a request that never left is retried.
          idempotent: false,
        },
      );
      return { ...playlistItem(only(body, 'playlist')), isOwner: true, totalItems: 0 };
    },
    updatePlaylist: refuse('updatePlaylist'),
    deletePlaylist: refuse('deletePlaylist'),
    async addPlaylistItems(user, playlistId, trackIds) {
      await call('addPlaylistItems', `v1/me/library/playlists/${encodeURIComponent(playlistId)}/tracks`, user, {
        method: 'POST',
        json: { data: trackIds.map((id) => ({ id, type: 'songs' })) },
        idempotent: false,
      });
    },
    removePlaylistItems: refuse('removePlaylistItems'),
    // Apple Music's API adds to a library playlist and does nothing else to its tracks.
    reorderPlaylistItems: refuse('reorderPlaylistItems'),
    async likeTracks(user, trackIds) {
      // Adding to the library twice keeps one copy: safe to retry.
      await call('likeTracks', 'v1/me/library', user, {
        method: 'POST',
        searchParams: { 'ids[songs]': trackIds.join(',') },
        idempotent: true,
      });
    },
    unlikeTracks: refuse('unlikeTracks'),
    async saveAlbums(user, albumIds) {
      await call('saveAlbums', 'v1/me/library', user, {
        method: 'POST',
        searchParams: { 'ids[albums]': albumIds.join(',') },
        idempotent: true,
      });
    },
    unsaveAlbums: refuse('unsaveAlbums'),
    followArtists: refuse('followArtists'),
    unfollowArtists: refuse('unfollowArtists'),
  };
}
