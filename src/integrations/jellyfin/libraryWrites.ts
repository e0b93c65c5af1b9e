// Changes to a listener's library on their Jellyfin server: playlists made, renamed, filled,
// emptied and reordered by entry id; favourites set and cleared.
import { UpstreamError, unsupported } from '../errors.js';
import { isPermutation, planMoves } from '../playlistOrder.js';
import type { LibraryWrites, UserSession } from '../types.js';
import { playlistItem, type JellyfinItem, type JellyfinQueryResult } from './mapping.js';
import { BATCH, PAGE_MAX, type JellyfinContext } from './context.js';
import { itemOfType } from './libraryReads.js';

const enc = encodeURIComponent;

export function libraryWrites(ctx: JellyfinContext): LibraryWrites {
  const { call, userId } = ctx;

  /** Favourites have no batch call: one item at a time, each safe to send again. */
  const favourite = async (operation: string, method: 'POST' | 'DELETE', user: UserSession, ids: string[]) => {
    const me = await userId(user);
    for (const id of ids)
      await call(operation, user, {
        method,
        path: `UserFavoriteItems/${enc(id)}`,
        searchParams: { userId: me },
        idempotent: true,
      });
  };

  /** Every entry of a playlist, for removals given by track id alone. */
  async function entriesOf(user: UserSession, playlistId: string): Promise<JellyfinItem[]> {
    const me = await userId(user);
    const entries: JellyfinItem[] = [];
    for (let startIndex = 0; ; startIndex += PAGE_MAX) {
      const page = await call<JellyfinQueryResult>('removePlaylistItems', user, {
        path: `Playlists/${enc(playlistId)}/Items`,
        searchParams: { userId: me, startIndex, limit: PAGE_MAX },
      });
      const items = page.Items ?? [];
      entries.push(...items);
      if (items.length === 0 || entries.length >= (page.TotalRecordCount ?? 0)) return entries;
    }
  }

  return {
    async createPlaylist(user, changes) {
      // Jellyfin playlists have no description: `capabilities.playlistDescription` says so.
      const created = await call<{ Id?: string }>('createPlaylist', user, {
        method: 'POST',
        path: 'Playlists',
        json: {
          Name: changes.name,
          Ids: [],
          UserId: await userId(user),
          MediaType: 'Audio',
          IsPublic: changes.isPublic ?? false,
        },
      });
      const id = created?.Id;
      if (!id) throw new UpstreamError('jellyfin', 'unavailable', 'the server created no playlist id');
      const item = await itemOfType(ctx, 'createPlaylist', user, id, 'Playlist');
      return { ...playlistItem(item, changes.isPublic ?? false), isOwner: true };
    },
    async updatePlaylist(user, playlistId, changes) {
      // Members left out (or null) keep their values.
      const update: { Name?: string; IsPublic?: boolean } = {};
      if (changes.name !== undefined) update.Name = changes.name;
      if (changes.isPublic !== undefined) update.IsPublic = changes.isPublic;
      if (Object.keys(update).length === 0) throw unsupported('jellyfin', 'updatePlaylist');
      await call('updatePlaylist', user, {
        method: 'POST',
        path: `Playlists/${enc(playlistId)}`,
        json: update,
        idempotent: true,
      });
    },
    async deletePlaylist() {
      // The playlist API deletes nothing; the library's item deletion needs a right to delete
      // media that a server's listeners seldom have.
      throw unsupported('jellyfin', 'deletePlaylist');
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      const me = await userId(user);
      for (let i = 0; i < trackIds.length; i += BATCH)
        await call('addPlaylistItems', user, {
          method: 'POST',
          path: `Playlists/${enc(playlistId)}/Items`,
          searchParams: {
            ids: trackIds.slice(i, i + BATCH).join(','),
            userId: me,
            position: position === undefined ? undefined : position + i,
          },
        });
    },
    async removePlaylistItems(user, playlistId, items) {
      // Entries go by their own id; an item given by track id alone loses every entry of that track.
      let entryIds = items.map((i) => i.entryId).filter((id): id is string => Boolean(id));
      const byTrack = new Set(items.filter((i) => !i.entryId).map((i) => i.id));
      if (byTrack.size)
        entryIds = [
          ...entryIds,
          ...(await entriesOf(user, playlistId))
            .filter((e) => byTrack.has(e.Id) && e.PlaylistItemId)
            .map((e) => e.PlaylistItemId!),
        ];
      for (let i = 0; i < entryIds.length; i += BATCH)
        await call('removePlaylistItems', user, {
          method: 'DELETE',
          path: `Playlists/${enc(playlistId)}/Items`,
          searchParams: { entryIds: entryIds.slice(i, i + BATCH).join(',') },
        });
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('reorderPlaylistItems: the order is not a permutation of the playlist');
      // Jellyfin moves one entry at a time: taken out, then put at `newIndex` of what is left,
      // which is where the move leaves it.
      const moves = planMoves(order, { maxRange: 1 });
      const entryIds = moves.map((move) => {
        const entryId = current[move.entries[0]].entryId;
        if (!entryId) throw new RangeError(`reorderPlaylistItems: entry ${move.entries[0]} has no PlaylistItemId`);
        return entryId;
      });
      for (const [m, move] of moves.entries())
        await call('reorderPlaylistItems', user, {
          method: 'POST',
          path: `Playlists/${enc(playlistId)}/Items/${enc(entryIds[m])}/Move/${move.to}`,
          idempotent: true,
        });
    },

    likeTracks: (user, ids) => favourite('likeTracks', 'POST', user, ids),
    unlikeTracks: (user, ids) => favourite('unlikeTracks', 'DELETE', user, ids),
    saveAlbums: (user, ids) => favourite('saveAlbums', 'POST', user, ids),
    unsaveAlbums: (user, ids) => favourite('unsaveAlbums', 'DELETE', user, ids),
    followArtists: (user, ids) => favourite('followArtists', 'POST', user, ids),
    unfollowArtists: (user, ids) => favourite('unfollowArtists', 'DELETE', user, ids),
  };
}
