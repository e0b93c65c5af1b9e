// Writes to a Beatport listener's library: playlists (a name only) and their entries, in bulk.
import { UpstreamError, unsupported } from '../errors.js';
import type { UserSession, LibraryWrites } from '../types.js';
import { playlistItem, type BeatportPlaylist, type BeatportPlaylistEntry } from './mapping.js';
import { MAX_PER_PAGE, nextCursor, pageParams, type BeatportPage } from './paging.js';
import { BULK, refuse, segment, type BeatportContext } from './context.js';

/** Beatport's ids are integers: anything else names nothing there. */
function numericIds(ids: string[], what: string): number[] {
  return ids.map((id) => {
    if (!/^\d+$/.test(id)) throw new UpstreamError('beatport', 'notFound', `${what} ${id} is not a Beatport id`);
    return Number(id);
  });
}

export function libraryWrites({ get, send }: BeatportContext): LibraryWrites {
  /** Every entry id of the playlist that holds one of `trackIds`. */
  async function entriesOf(user: UserSession, playlistId: string, trackIds: Set<string>): Promise<number[]> {
    const found: number[] = [];
    let cursor: string | null = null;
    do {
      const asked = pageParams({ cursor, limit: MAX_PER_PAGE });
      const body: BeatportPage<BeatportPlaylistEntry> = await get(
        'removePlaylistItems',
        `my/playlists/${segment(playlistId)}/tracks/`,
        user,
        asked,
      );
      for (const entry of body.results) if (trackIds.has(String(entry.track?.id))) found.push(entry.id);
      cursor = nextCursor(body.next, asked);
    } while (cursor);
    return found;
  }

  return {
    // Beatport playlists have a name only: no description, no visibility.
    async createPlaylist(user, changes) {
      return playlistItem(
        await send<BeatportPlaylist>('createPlaylist', 'POST', 'my/playlists/', user, { name: changes.name }),
      );
    },
    async updatePlaylist(user, playlistId, changes) {
      if (changes.description !== undefined) throw unsupported('beatport', 'playlistDescription');
      if (changes.isPublic !== undefined) throw unsupported('beatport', 'playlistVisibility');
      if (changes.name === undefined) return;
      await send('updatePlaylist', 'PATCH', `my/playlists/${segment(playlistId)}/`, user, { name: changes.name });
    },
    async deletePlaylist(user, playlistId) {
      await send('deletePlaylist', 'DELETE', `my/playlists/${segment(playlistId)}/`, user);
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      if (position !== undefined) throw unsupported('beatport', 'addPlaylistItems at a position');
      const ids = numericIds(trackIds, 'track');
      for (let i = 0; i < ids.length; i += BULK)
        await send('addPlaylistItems', 'POST', `my/playlists/${segment(playlistId)}/tracks/bulk/`, user, {
          track_ids: ids.slice(i, i + BULK),
        });
    },
    async reorderPlaylistItems() {
      // Beatport's playlists keep positions, but how to move one is not in the reference we hold:
      // no move is sent until it can be checked.
      throw unsupported('beatport', 'reorderPlaylistItems');
    },
    async removePlaylistItems(user, playlistId, items) {
      // An entry is removed by its own id; a track named without one goes with every entry of it.
      const named = numericIds(
        items.flatMap((item) => (item.entryId === null ? [] : [item.entryId])),
        'playlist entry',
      );
      const unnamed = new Set(items.filter((item) => item.entryId === null).map((item) => item.id));
      const itemIds = [...new Set([...named, ...(unnamed.size ? await entriesOf(user, playlistId, unnamed) : [])])];
      for (let i = 0; i < itemIds.length; i += BULK)
        await send('removePlaylistItems', 'DELETE', `my/playlists/${segment(playlistId)}/tracks/bulk/`, user, {
          item_ids: itemIds.slice(i, i + BULK),
        });
    },

    likeTracks: refuse('likeTracks'),
    unlikeTracks: refuse('unlikeTracks'),
    saveAlbums: refuse('saveAlbums'),
    unsaveAlbums: refuse('unsaveAlbums'),
    followArtists: refuse('followArtists'),
    unfollowArtists: refuse('unfollowArtists'),
  };
}
