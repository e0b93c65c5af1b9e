// Changes to a listener's library on their Plex server: dumb audio playlists made, renamed,
// described, filled from `server://` addresses, emptied and reordered by entry; five-star ratings
// set and cleared.
import { UpstreamError, unsupported } from '../errors.js';
import { isPermutation } from '../playlistOrder.js';
import type { LibraryWrites, UserSession } from '../types.js';
import { playlistItem, type PlexMetadata } from './mapping.js';
import { BATCH, PAGE_MAX, type PlexContext } from './context.js';
import { ITEM_TYPE, LIKED_RATING, itemOfType } from './libraryReads.js';

/** The media provider of a server's own libraries, as ratings and playlist addresses name it. */
const LIBRARY = 'com.plexapp.plugins.library';
/** What clears a rating: the value Plex's clients send, below the 0–10 a rating can be. */
const NO_RATING = -1;

const playlistKey = (id: string) => {
  if (!/^\d{1,12}$/.test(id)) throw new UpstreamError('plex', 'notFound', 'no such playlist');
  return id;
};

export function libraryWrites(ctx: PlexContext): LibraryWrites {
  const { call, send } = ctx;

  /** Ratings have no batch call: one item at a time, each safe to send again. */
  const rate = async (operation: string, user: UserSession, ids: string[], rating: number) => {
    for (const id of ids)
      await send(operation, user, {
        method: 'PUT',
        path: ':/rate',
        searchParams: { identifier: LIBRARY, key: id, rating },
      });
  };

  /** Every entry of a playlist, for removals given by track id alone. */
  async function entriesOf(user: UserSession, playlistId: string): Promise<PlexMetadata[]> {
    const entries: PlexMetadata[] = [];
    for (let start = 0; ; start += PAGE_MAX) {
      const body = await call('removePlaylistItems', user, {
        path: `playlists/${playlistId}/items`,
        window: { start, size: PAGE_MAX },
      });
      const items = body.MediaContainer?.Metadata ?? [];
      entries.push(...items);
      if (items.length === 0 || entries.length >= (body.MediaContainer?.totalSize ?? 0)) return entries;
    }
  }

  /** A track of the server, to make a playlist with: Plex makes none without an item. */
  async function anyTrack(user: UserSession): Promise<string> {
    const section = await ctx.musicSection('createPlaylist', user);
    const body = section
      ? await call('createPlaylist', user, {
          path: `library/sections/${encodeURIComponent(section)}/all`,
          searchParams: { type: ITEM_TYPE.track },
          window: { start: 0, size: 1 },
        })
      : null;
    const first = body?.MediaContainer?.Metadata?.[0]?.ratingKey;
    if (!first)
      throw new UpstreamError('plex', 'rejected', 'a playlist needs a track, and this server has no music library');
    return first;
  }

  return {
    async createPlaylist(user, changes) {
      // A dumb playlist is made from at least one item: it starts with one and is emptied at once.
      const uri = await ctx.itemsUri(user, [await anyTrack(user)]);
      const made = await call('createPlaylist', user, {
        method: 'POST',
        path: 'playlists',
        searchParams: { type: 'audio', title: changes.name, smart: 0, uri },
      });
      const id = made.MediaContainer?.Metadata?.[0]?.ratingKey;
      if (!id) throw new UpstreamError('plex', 'unavailable', 'the server made no playlist');
      await send('createPlaylist', user, { method: 'DELETE', path: `playlists/${playlistKey(id)}/items` });
      if (changes.description)
        await send('createPlaylist', user, {
          method: 'PUT',
          path: `playlists/${id}`,
          searchParams: { summary: changes.description },
        });
      return playlistItem(await itemOfType(ctx, 'createPlaylist', user, id, 'playlist'));
    },
    async updatePlaylist(user, playlistId, changes) {
      // Plex playlists are the server owner's and shared with no one: there is no visibility.
      const edit: Record<string, string> = {};
      if (changes.name !== undefined) edit.title = changes.name;
      if (changes.description !== undefined) edit.summary = changes.description;
      if (Object.keys(edit).length === 0) throw unsupported('plex', 'updatePlaylist');
      await send('updatePlaylist', user, {
        method: 'PUT',
        path: `playlists/${playlistKey(playlistId)}`,
        searchParams: edit,
      });
    },
    async deletePlaylist(user, playlistId) {
      await send('deletePlaylist', user, { method: 'DELETE', path: `playlists/${playlistKey(playlistId)}` });
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      // Entries go at the end: the API adds where it likes and moves one entry at a time.
      if (position !== undefined) throw unsupported('plex', 'addPlaylistItems at a position');
      const id = playlistKey(playlistId);
      for (let i = 0; i < trackIds.length; i += BATCH)
        await call('addPlaylistItems', user, {
          method: 'PUT',
          path: `playlists/${id}/items`,
          searchParams: { uri: await ctx.itemsUri(user, trackIds.slice(i, i + BATCH)) },
          // A second add would add the tracks twice.
          idempotent: false,
        });
    },
    async removePlaylistItems(user, playlistId, items) {
      const id = playlistKey(playlistId);
      // Entries go by their own id; an item given by track id alone loses every entry of that track.
      let entryIds = items.map((i) => i.entryId).filter((e): e is string => Boolean(e));
      const byTrack = new Set(items.filter((i) => !i.entryId).map((i) => i.id));
      if (byTrack.size)
        entryIds = [
          ...entryIds,
          ...(await entriesOf(user, id))
            .filter((e) => byTrack.has(String(e.ratingKey)) && e.playlistItemID !== undefined)
            .map((e) => String(e.playlistItemID)),
        ];
      for (const entryId of entryIds)
        await call('removePlaylistItems', user, {
          method: 'DELETE',
          path: `playlists/${id}/items/${encodeURIComponent(entryId)}`,
        });
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('reorderPlaylistItems: the order is not a permutation of the playlist');
      const id = playlistKey(playlistId);
      const wanted = order.map((i) => {
        const entryId = current[i].entryId;
        if (!entryId) throw new RangeError(`reorderPlaylistItems: entry ${i} has no playlistItemID`);
        return entryId;
      });
      // Each entry in turn goes after the one wanted before it (the first to the top), unless it
      // already stands there: one PUT per entry out of place, each naming where it ends up.
      const now = current.map((item) => item.entryId!);
      for (const [at, entryId] of wanted.entries()) {
        if (now[at] === entryId) continue;
        await call('reorderPlaylistItems', user, {
          method: 'PUT',
          path: `playlists/${id}/items/${encodeURIComponent(entryId)}/move`,
          searchParams: at === 0 ? undefined : { after: wanted[at - 1] },
        });
        now.splice(now.indexOf(entryId), 1);
        now.splice(at, 0, entryId);
      }
    },

    likeTracks: (user, ids) => rate('likeTracks', user, ids, LIKED_RATING),
    unlikeTracks: (user, ids) => rate('unlikeTracks', user, ids, NO_RATING),
    saveAlbums: (user, ids) => rate('saveAlbums', user, ids, LIKED_RATING),
    unsaveAlbums: (user, ids) => rate('unsaveAlbums', user, ids, NO_RATING),
    followArtists: (user, ids) => rate('followArtists', user, ids, LIKED_RATING),
    unfollowArtists: (user, ids) => rate('unfollowArtists', user, ids, NO_RATING),
  };
}
