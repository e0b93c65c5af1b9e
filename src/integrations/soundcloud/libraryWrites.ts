// The writes to a listener's SoundCloud library: playlists and their entries (one edit at a time), likes, follows.
import type { UserSession, LibraryWrites } from '../types.js';
import { idOf, playlistItem, urnOf, type SoundCloudPlaylist } from './mapping.js';
import { PlaylistEditor, insertion, removal, reordering, unchanged, type TrackListStore } from './playlistEdits.js';
import { isPermutation } from '../playlistOrder.js';
import { EVERY_ACCESS, segment, type SoundCloudContext } from './context.js';

export function libraryWrites(ctx: SoundCloudContext): LibraryWrites {
  const { call, deps } = ctx;
  const editor = new PlaylistEditor(deps.redis ? { redis: deps.redis, prefix: deps.redisPrefix ?? '' } : undefined);

  /** The playlist's tracks, read and written whole, with other fields of the same PUT. */
  function trackList(user: UserSession, playlistId: string, fields: Record<string, string> = {}): TrackListStore {
    const path = `playlists/${segment('playlists', playlistId)}`;
    return {
      async read() {
        const playlist = await call<SoundCloudPlaylist>('playlistTracks', path, user, {
          searchParams: { show_tracks: 'true', access: EVERY_ACCESS },
        });
        return (playlist.tracks ?? []).map((t) => urnOf('tracks', idOf(t)));
      },
      async write(tracks) {
        await call('writePlaylist', path, user, {
          method: 'PUT',
          json: { playlist: { ...fields, tracks: tracks.map((urn) => ({ urn })) } },
        });
      },
    };
  }

  const playlistFields = (changes: { name?: string; description?: string; isPublic?: boolean }) => ({
    ...(changes.name !== undefined ? { title: changes.name } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.isPublic !== undefined ? { sharing: changes.isPublic ? 'public' : 'private' } : {}),
  });

  const each = async (operation: string, method: 'POST' | 'PUT' | 'DELETE', paths: string[], user: UserSession) => {
    for (const path of paths) await call(operation, path, user, { method });
  };

  return {
    async createPlaylist(user, changes) {
      const created = await call<SoundCloudPlaylist>('createPlaylist', 'playlists', user, {
        method: 'POST',
        json: { playlist: { ...playlistFields(changes), tracks: [] } },
      });
      return { ...playlistItem(created, created.user?.urn ?? null), isOwner: true };
    },
    async updatePlaylist(user, playlistId, changes) {
      const fields = playlistFields(changes);
      if (Object.keys(fields).length === 0) return;
      // The tracks go along: a PUT replaces the playlist, and an edit of its tracks may be under way.
      await editor.edit(urnOf('playlists', playlistId), trackList(user, playlistId, fields), unchanged);
    },
    async deletePlaylist(user, playlistId) {
      await call('deletePlaylist', `playlists/${segment('playlists', playlistId)}`, user, { method: 'DELETE' });
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      if (trackIds.length === 0) return;
      await editor.edit(
        urnOf('playlists', playlistId),
        trackList(user, playlistId),
        insertion(
          trackIds.map((id) => urnOf('tracks', id)),
          position,
        ),
      );
    },
    async removePlaylistItems(user, playlistId, items) {
      // SoundCloud has no entry ids: a track goes with every entry of it.
      if (items.length === 0) return;
      await editor.edit(
        urnOf('playlists', playlistId),
        trackList(user, playlistId),
        removal([...new Set(items.map((i) => urnOf('tracks', i.id)))]),
      );
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('the order is not a permutation of the playlist’s entries');
      const urns = current.map((item) => urnOf('tracks', item.id));
      // Copies of one track cannot be told apart: an order that only swaps them changes nothing.
      if (order.every((index, at) => urns[index] === urns[at])) return;
      // Read, put in order, write whole: when another editor changed the list since `current`
      // was read, the same relative order is applied to what is there (see `reordering`).
      await editor.edit(urnOf('playlists', playlistId), trackList(user, playlistId), reordering(urns, order));
    },

    likeTracks: (user, trackIds) =>
      each(
        'likeTracks',
        'POST',
        trackIds.map((id) => `likes/tracks/${segment('tracks', id)}`),
        user,
      ),
    unlikeTracks: (user, trackIds) =>
      each(
        'unlikeTracks',
        'DELETE',
        trackIds.map((id) => `likes/tracks/${segment('tracks', id)}`),
        user,
      ),
    saveAlbums: (user, albumIds) =>
      each(
        'saveAlbums',
        'POST',
        albumIds.map((id) => `likes/playlists/${segment('playlists', id)}`),
        user,
      ),
    unsaveAlbums: (user, albumIds) =>
      each(
        'unsaveAlbums',
        'DELETE',
        albumIds.map((id) => `likes/playlists/${segment('playlists', id)}`),
        user,
      ),
    followArtists: (user, artistIds) =>
      each(
        'followArtists',
        'PUT',
        artistIds.map((id) => `me/followings/${segment('users', id)}`),
        user,
      ),
    unfollowArtists: (user, artistIds) =>
      each(
        'unfollowArtists',
        'DELETE',
        artistIds.map((id) => `me/followings/${segment('users', id)}`),
        user,
      ),
  };
}
