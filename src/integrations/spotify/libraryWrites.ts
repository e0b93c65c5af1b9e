// Writes to a Spotify listener's library: playlists and their entries, liked tracks, albums, artists.
import { UpstreamError } from '../errors.js';
import type { MusicServiceAdapter, TrackItem, UserSession, LibraryWrites } from '../types.js';
import { isPermutation, planMoves } from '../playlistOrder.js';
import { playlistItem, type SpotifyPlaylist, type SpotifyTrack } from './mapping.js';
import { market, type SpotifyContext } from './context.js';

/** Entries a playlist's own read carries inline (the rest come from its `items` pages). */
const PLAYLIST_INLINE = 100;
/** What a reorder reads to check the playlist is still the one it was given, and its snapshot. */
const ORDER_ENTRY = 'item(id,name,is_local),track(id,name,is_local)';

/** `reads.playlistItems` is the read a removal makes first, to count the copies the playlist holds. */
export function libraryWrites(
  { get, send, library, uri, userId }: SpotifyContext,
  reads: Pick<MusicServiceAdapter, 'playlistItems'>,
): LibraryWrites {
  /**
   * The snapshot_id a reorder starts from, once the playlist is seen to hold `current` still, entry
   * for entry: the moves are worked out on `current`, so they must not land on another list. Read
   * in one answer for up to 100 entries; past that, the snapshot is read again after the pages and
   * must not have moved. Reads with the listener's market, as `playlistItems` does (relinked ids).
   */
  async function orderSnapshot(user: UserSession, playlistId: string, current: TrackItem[]): Promise<string> {
    type Entry = { item?: SpotifyTrack | null; track?: SpotifyTrack | null };
    const idOf = (entry: Entry) => {
      const item = entry.item ?? entry.track;
      return item ? (item.id ?? `local:${item.name}`) : null;
    };
    const path = `playlists/${encodeURIComponent(playlistId)}`;
    const head = await get<{ snapshot_id: string; items: { total: number; items: Entry[] } }>(
      'reorderPlaylistItems',
      path,
      user,
      { market: market(user), fields: `snapshot_id,items(total,items(${ORDER_ENTRY}))` },
    );
    const total = head.items.total;
    const ids = head.items.items.map(idOf);
    const changed = () =>
      new UpstreamError(
        'spotify',
        'rejected',
        'the playlist does not hold the entries given, in that order (changed since it was read, or holding entries a read leaves out): read it again to reorder it',
        { operation: 'reorderPlaylistItems' },
      );
    if (total !== current.length) throw changed();
    while (ids.length < total) {
      const page = await get<{ items: Entry[] }>('reorderPlaylistItems', `${path}/items`, user, {
        offset: ids.length,
        limit: 50,
        market: market(user),
        fields: `items(${ORDER_ENTRY})`,
      });
      if (page.items.length === 0) throw changed();
      ids.push(...page.items.map(idOf));
    }
    if (ids.length > PLAYLIST_INLINE) {
      const again = await get<{ snapshot_id: string }>('reorderPlaylistItems', path, user, { fields: 'snapshot_id' });
      if (again.snapshot_id !== head.snapshot_id) throw changed();
    }
    if (ids.length !== current.length || ids.some((id, i) => id !== current[i].id)) throw changed();
    return head.snapshot_id;
  }

  return {
    async createPlaylist(user, changes) {
      const id = await userId(user);
      const res = await send(
        'createPlaylist',
        'POST',
        'me/playlists',
        user,
        { name: changes.name, description: changes.description, public: changes.isPublic ?? false },
        false,
      );
      return playlistItem(res.body as SpotifyPlaylist, id);
    },
    async updatePlaylist(user, playlistId, changes) {
      await send('updatePlaylist', 'PUT', `playlists/${encodeURIComponent(playlistId)}`, user, {
        name: changes.name,
        description: changes.description,
        public: changes.isPublic,
      });
    },
    async deletePlaylist(user, playlistId) {
      await library('deletePlaylist', 'DELETE', user, [uri('playlist')(playlistId)]);
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      // Not idempotent: a retried add would add twice, so only a request that never left is retried.
      await send(
        'addPlaylistItems',
        'POST',
        `playlists/${encodeURIComponent(playlistId)}/items`,
        user,
        { uris: trackIds.map((id) => `spotify:track:${id}`), ...(position === undefined ? {} : { position }) },
        false,
      );
    },
    async removePlaylistItems(user, playlistId, items) {
      // The current API removes every copy of a track and cannot name one entry. Asked to remove
      // some entries of a track the playlist holds more often, we refuse rather than remove more.
      const named = items.filter((item) => item.entryId !== null);
      if (named.length) {
        const held = new Map<string, number>();
        let cursor: string | null = null;
        do {
          const page: Awaited<ReturnType<MusicServiceAdapter['playlistItems']>> = await reads.playlistItems(
            user,
            playlistId,
            { cursor, limit: 50 },
          );
          for (const entry of page.items) if (entry.id) held.set(entry.id, (held.get(entry.id) ?? 0) + 1);
          cursor = page.next;
        } while (cursor);
        const asked = new Map<string, number>();
        for (const item of items) asked.set(item.id, (asked.get(item.id) ?? 0) + 1);
        const partial = [...asked].find(([id, count]) => (held.get(id) ?? 0) > count);
        if (partial) {
          throw new UpstreamError(
            'spotify',
            'unsupported',
            `removing one copy of a track the playlist holds ${held.get(partial[0])} times (removeOneOfDuplicates)`,
            { operation: 'removePlaylistItems' },
          );
        }
      }
      const uris = [...new Set(items.map((item) => uri('track')(item.id)))];
      await send(
        'removePlaylistItems',
        'DELETE',
        `playlists/${encodeURIComponent(playlistId)}/items`,
        user,
        { items: uris.map((u) => ({ uri: u })) },
        false,
      );
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length)) throw new RangeError('order is not a permutation of the playlist');
      // Ranges, one a call; planMoves counts insert_before before the move, as Spotify does.
      const moves = planMoves(order);
      if (moves.length === 0) return;
      let snapshot = await orderSnapshot(user, playlistId, current);
      for (const move of moves) {
        // Each move names the snapshot the one before it made, so a change by someone else in
        // between is refused rather than scrambled. Not idempotent: a move sent twice moves other
        // entries, so only a request that never left is retried.
        const res = await send(
          'reorderPlaylistItems',
          'PUT',
          `playlists/${encodeURIComponent(playlistId)}/items`,
          user,
          {
            range_start: move.from,
            insert_before: move.insertBefore,
            range_length: move.entries.length,
            snapshot_id: snapshot,
          },
          false,
        );
        const next = (res.body as { snapshot_id?: unknown } | null)?.snapshot_id;
        if (typeof next !== 'string')
          throw new UpstreamError('spotify', 'rejected', 'a reorder answered no snapshot_id', {
            operation: 'reorderPlaylistItems',
            status: res.status,
          });
        snapshot = next;
      }
    },
    async likeTracks(user, trackIds) {
      await library('likeTracks', 'PUT', user, trackIds.map(uri('track')));
    },
    async unlikeTracks(user, trackIds) {
      await library('unlikeTracks', 'DELETE', user, trackIds.map(uri('track')));
    },
    async saveAlbums(user, albumIds) {
      await library('saveAlbums', 'PUT', user, albumIds.map(uri('album')));
    },
    async unsaveAlbums(user, albumIds) {
      await library('unsaveAlbums', 'DELETE', user, albumIds.map(uri('album')));
    },
    async followArtists(user, artistIds) {
      await library('followArtists', 'PUT', user, artistIds.map(uri('artist')));
    },
    async unfollowArtists(user, artistIds) {
      await library('unfollowArtists', 'DELETE', user, artistIds.map(uri('artist')));
    },
  };
}
