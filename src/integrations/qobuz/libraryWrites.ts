// Changes to a listener's Qobuz library: playlists made, edited, deleted and reordered; favourites added and removed.
import type { UserSession, LibraryWrites } from '../types.js';
import { isPermutation, planMoves } from '../playlistOrder.js';
import { playlistItem, type QobuzCollection, type QobuzPlaylist, type QobuzTrack } from './mapping.js';
import { BATCH, PAGE_MAX, type QobuzContext } from './context.js';

export function libraryWrites({ read, write }: QobuzContext): LibraryWrites {
  const favourite = async (
    operation: string,
    method: 'favorite/create' | 'favorite/delete',
    param: 'track_ids' | 'album_ids' | 'artist_ids',
    user: UserSession,
    ids: string[],
  ) => {
    for (let i = 0; i < ids.length; i += BATCH)
      await write(operation, method, user, { [param]: ids.slice(i, i + BATCH).join(',') }, true);
  };

  /** Every entry of a playlist, for removals given by track id alone. */
  async function entriesOf(user: UserSession, playlistId: string): Promise<QobuzTrack[]> {
    const entries: QobuzTrack[] = [];
    for (let offset = 0; ; offset += PAGE_MAX) {
      const body = await read<{ tracks?: QobuzCollection<QobuzTrack> }>('removePlaylistItems', 'playlist/get', user, {
        playlist_id: playlistId,
        extra: 'tracks',
        limit: PAGE_MAX,
        offset,
      });
      entries.push(...(body.tracks?.items ?? []));
      if (!body.tracks?.items?.length || entries.length >= body.tracks.total) return entries;
    }
  }

  return {
    async createPlaylist(user, changes) {
      const form: Record<string, string> = { name: changes.name, is_collaborative: '0' };
      if (changes.description !== undefined) form.description = changes.description;
      if (changes.isPublic !== undefined) form.is_public = changes.isPublic ? '1' : '0';
      const created = await write<QobuzPlaylist>('createPlaylist', 'playlist/create', user, form, false);
      return { ...playlistItem(created, null), isOwner: true };
    },
    async updatePlaylist(user, playlistId, changes) {
      const form: Record<string, string> = { playlist_id: playlistId };
      if (changes.name !== undefined) form.name = changes.name;
      if (changes.description !== undefined) form.description = changes.description;
      if (changes.isPublic !== undefined) form.is_public = changes.isPublic ? '1' : '0';
      await write('updatePlaylist', 'playlist/update', user, form, true);
    },
    async deletePlaylist(user, playlistId) {
      await write('deletePlaylist', 'playlist/delete', user, { playlist_id: playlistId }, true);
    },
    async addPlaylistItems(user, playlistId, trackIds) {
      for (let i = 0; i < trackIds.length; i += BATCH)
        await write(
          'addPlaylistItems',
          'playlist/addTracks',
          user,
          { playlist_id: playlistId, track_ids: trackIds.slice(i, i + BATCH).join(',') },
          false,
        );
    },
    async removePlaylistItems(user, playlistId, items) {
      // Qobuz removes entries by their own id; an item given by track id alone loses every entry of that track.
      let entryIds = items.map((i) => i.entryId).filter((id): id is string => Boolean(id));
      const byTrack = new Set(items.filter((i) => !i.entryId).map((i) => i.id));
      if (byTrack.size) {
        const entries = await entriesOf(user, playlistId);
        entryIds = [
          ...entryIds,
          ...entries
            .filter((e) => byTrack.has(String(e.id)) && e.playlist_track_id)
            .map((e) => String(e.playlist_track_id)),
        ];
      }
      for (let i = 0; i < entryIds.length; i += BATCH)
        await write(
          'removePlaylistItems',
          'playlist/deleteTracks',
          user,
          { playlist_id: playlistId, playlist_track_ids: entryIds.slice(i, i + BATCH).join(',') },
          true,
        );
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('reorderPlaylistItems: the order is not a permutation of the playlist');
      const moves = planMoves(order, { maxRange: BATCH });
      const entryIds = moves.map((move) =>
        move.entries.map((i) => {
          const entryId = current[i].entryId;
          if (!entryId) throw new RangeError(`reorderPlaylistItems: entry ${i} has no playlist_track_id`);
          return entryId;
        }),
      );
      // Our reading of `insert_before` (no documentation of it survives): a position as
      // `playlist/get` counts them, 1-based (the recorded sample's first item is `position: 1`),
      // of the entry the tracks go before, in the playlist as it stands before the move; one past
      // the last entry puts them at the end. Current clients send it so (qobuz-player sends the
      // 0-based index + 1, the list's length + 1 for the end). A repeated move changes nothing more.
      for (const [m, move] of moves.entries())
        await write(
          'reorderPlaylistItems',
          'playlist/updateTracksPosition',
          user,
          {
            playlist_id: playlistId,
            playlist_track_ids: entryIds[m].join(','),
            insert_before: String(move.insertBefore + 1),
          },
          true,
        );
    },

    likeTracks: (user, ids) => favourite('likeTracks', 'favorite/create', 'track_ids', user, ids),
    unlikeTracks: (user, ids) => favourite('unlikeTracks', 'favorite/delete', 'track_ids', user, ids),
    saveAlbums: (user, ids) => favourite('saveAlbums', 'favorite/create', 'album_ids', user, ids),
    unsaveAlbums: (user, ids) => favourite('unsaveAlbums', 'favorite/delete', 'album_ids', user, ids),
    followArtists: (user, ids) => favourite('followArtists', 'favorite/create', 'artist_ids', user, ids),
    unfollowArtists: (user, ids) => favourite('unfollowArtists', 'favorite/delete', 'artist_ids', user, ids),
  };
}
