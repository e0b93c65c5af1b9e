// Changes to a listener's Subsonic library: playlists made, edited, deleted and put in order;
// songs, albums and artists starred and unstarred.
import { UpstreamError } from '../errors.js';
import { isPermutation } from '../playlistOrder.js';
import type { LibraryWrites, UserSession } from '../types.js';
import { playlistItem, type SubsonicPlaylist } from './mapping.js';
import type { ListWrites, SubsonicContext } from './context.js';
import { playlistSongs } from './libraryReads.js';

const batches = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The calls that carry lists of ids go as the server takes them best (see `listWrites`): where it
 * lists `formPost`, as form POSTs of up to FORM_BATCH ids, which also keeps the credentials out of
 * URLs that proxies log; elsewhere by GET, BATCH at a time. A write with no ids asks nothing.
 */
export function libraryWrites(ctx: SubsonicContext): LibraryWrites {
  const star = async (
    operation: string,
    method: 'star' | 'unstar',
    param: 'id' | 'albumId' | 'artistId',
    user: UserSession,
    ids: string[],
  ) => {
    if (ids.length === 0) return;
    const how = await ctx.listWrites(user);
    // Starring twice leaves one star: safe to send again.
    for (const batch of batches(ids, how.batch))
      await ctx.call(operation, method, user, { [param]: batch }, { form: how.form, idempotent: true });
  };

  /** Appends songs in order; a song added twice is there twice, so only a call that never left is retried. */
  const append = async (
    operation: string,
    user: UserSession,
    how: ListWrites,
    playlistId: string,
    songIds: string[],
  ) => {
    for (const batch of batches(songIds, how.batch))
      await ctx.call(
        operation,
        'updatePlaylist',
        user,
        { playlistId, songIdToAdd: batch },
        { form: how.form, idempotent: false },
      );
  };

  /**
   * Removes entries by their places, counted in the playlist as it stands. The highest go first,
   * so that each call's places are still those of the entries meant, whatever the earlier calls took.
   */
  const removeAt = async (
    operation: string,
    user: UserSession,
    how: ListWrites,
    playlistId: string,
    places: number[],
  ) => {
    const descending = [...new Set(places)].sort((a, b) => b - a);
    for (const batch of batches(descending, how.batch))
      await ctx.call(
        operation,
        'updatePlaylist',
        user,
        { playlistId, songIndexToRemove: batch },
        { form: how.form, idempotent: false },
      );
  };

  return {
    async createPlaylist(user, changes) {
      const body = await ctx.call<{ playlist?: SubsonicPlaylist }>(
        'createPlaylist',
        'createPlaylist',
        user,
        { name: changes.name },
        { idempotent: false },
      );
      // Servers before 1.14.0 answer the bare envelope: the playlist is then the newest of that name.
      let created = body.playlist;
      if (!created) {
        const listed = await ctx.call<{ playlists?: { playlist?: SubsonicPlaylist[] } }>(
          'createPlaylist',
          'getPlaylists',
          user,
        );
        created = [...(listed.playlists?.playlist ?? [])]
          .filter((p) => p.name === changes.name)
          .sort((a, b) => (b.created ?? '').localeCompare(a.created ?? ''))[0];
      }
      if (!created) throw new UpstreamError('subsonic', 'rejected', 'createPlaylist answered no playlist');
      // The description and visibility are not createPlaylist's parameters: updatePlaylist sets them.
      if (changes.description !== undefined || changes.isPublic !== undefined) {
        await ctx.call('createPlaylist', 'updatePlaylist', user, {
          playlistId: created.id,
          comment: changes.description,
          public: changes.isPublic,
        });
        created = {
          ...created,
          comment: changes.description ?? created.comment,
          public: changes.isPublic ?? created.public,
        };
      }
      return { ...playlistItem(created, await ctx.username(user)), isOwner: true };
    },
    async updatePlaylist(user, playlistId, changes) {
      await ctx.call('updatePlaylist', 'updatePlaylist', user, {
        playlistId,
        name: changes.name,
        comment: changes.description,
        public: changes.isPublic,
      });
    },
    async deletePlaylist(user, playlistId) {
      await ctx.call('deletePlaylist', 'deletePlaylist', user, { id: playlistId });
    },
    async addPlaylistItems(user, playlistId, trackIds) {
      if (trackIds.length === 0) return;
      await append('addPlaylistItems', user, await ctx.listWrites(user), playlistId, trackIds);
    },
    /**
     * An entry is named by its place (`entryId`, as read) and its song: where the place no longer
     * holds that song, or no place is given, every entry of the song goes, as with services that
     * remove by track.
     */
    async removePlaylistItems(user, playlistId, items) {
      const { songs } = await playlistSongs(ctx, 'removePlaylistItems', user, playlistId);
      const places: number[] = [];
      for (const item of items) {
        const place = item.entryId !== null && /^\d+$/.test(item.entryId) ? Number(item.entryId) : -1;
        if (songs[place]?.id === item.id) places.push(place);
        else songs.forEach((s, i) => s.id === item.id && places.push(i));
      }
      if (places.length === 0) return;
      await removeAt('removePlaylistItems', user, await ctx.listWrites(user), playlistId, places);
    },
    /**
     * Subsonic moves no entry. But an entry is nothing more than its song at its place (no entry
     * id, no date added), so writing the same songs again in the new order loses nothing: that is a
     * faithful reorder. `createPlaylist` with the playlist's id replaces its songs in one call and
     * keeps its id, name, comment, visibility and owner (Navidrome's recorded answer), where the
     * songs fit in one call (a URL's, or a form's where the server takes them). A longer playlist
     * gets the songs in their new order appended, then the old entries removed: a failure halfway
     * leaves songs twice, never one fewer.
     */
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('reorderPlaylistItems: the order is not a permutation of the playlist');
      const { songs } = await playlistSongs(ctx, 'reorderPlaylistItems', user, playlistId);
      // Written from `current`, the playlist must still be `current`: a song added since would be lost.
      if (songs.length !== current.length || songs.some((s, i) => s.id !== current[i].id))
        throw new UpstreamError('subsonic', 'rejected', 'the playlist changed since it was read: read it again');
      const songIds = order.map((i) => current[i].id);
      const how = await ctx.listWrites(user);
      if (songIds.length <= how.batch) {
        await ctx.call(
          'reorderPlaylistItems',
          'createPlaylist',
          user,
          { playlistId, songId: songIds },
          { form: how.form },
        );
        return;
      }
      await append('reorderPlaylistItems', user, how, playlistId, songIds);
      await removeAt(
        'reorderPlaylistItems',
        user,
        how,
        playlistId,
        current.map((_, i) => i),
      );
    },

    likeTracks: (user, ids) => star('likeTracks', 'star', 'id', user, ids),
    unlikeTracks: (user, ids) => star('unlikeTracks', 'unstar', 'id', user, ids),
    saveAlbums: (user, ids) => star('saveAlbums', 'star', 'albumId', user, ids),
    unsaveAlbums: (user, ids) => star('unsaveAlbums', 'unstar', 'albumId', user, ids),
    followArtists: (user, ids) => star('followArtists', 'star', 'artistId', user, ids),
    unfollowArtists: (user, ids) => star('unfollowArtists', 'unstar', 'artistId', user, ids),
  };
}
