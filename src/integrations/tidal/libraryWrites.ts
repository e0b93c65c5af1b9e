// Writes to a listener's TIDAL library: playlists and their items, liked tracks, saved albums, followed artists.
import { UpstreamError, isUpstreamError } from '../errors.js';
import type { Page, UserSession, LibraryWrites } from '../types.js';
import { isPermutation, planMoves } from '../playlistOrder.js';
import { Included, playlistItem, type Identifier, type Resource, type TidalDocument } from './mapping.js';
import { TidalError } from './errors.js';
import { collection } from './documents.js';
import { enc, type TidalContext } from './context.js';

/** Most identifiers one relationship write takes (the spec's maxItems). */
export const BATCH = 50;
/** Most items one move takes (`PlaylistsItemsRelationshipUpdateOperation_Payload`'s maxItems). */
const MOVE_BATCH = 20;

const DUPLICATE = 'DUPLICATE_ITEMS_IN_COLLECTION';

export function libraryWrites(ctx: TidalContext): LibraryWrites {
  const { write, profile, country, list } = ctx;

  const identifiers = (ids: string[], type: string) => ({ data: ids.map((id) => ({ id, type })) });

  function throwSkipped(operation: string, doc: { meta?: { skipped?: Identifier[] } } | undefined) {
    const skipped = doc?.meta?.skipped ?? [];
    if (skipped.length) {
      throw new UpstreamError(
        'tidal',
        'notFound',
        `${operation}: TIDAL left out ${skipped.length} unknown item(s): ${skipped.map((s) => s.id).join(', ')}`,
        { operation },
      );
    }
  }

  async function addToCollection(
    operation: string,
    name: string,
    type: string,
    ids: string[],
    user: UserSession,
  ): Promise<void> {
    try {
      throwSkipped(operation, await write(operation, 'POST', collection(name), user, identifiers(ids, type)));
    } catch (err) {
      // TIDAL refuses a whole batch that holds something already collected: add the rest one by one.
      if (!(err instanceof TidalError && err.code === DUPLICATE)) throw err;
      if (ids.length === 1) return;
      for (const id of ids) await addToCollection(operation, name, type, [id], user);
    }
  }

  async function removeFromCollection(
    operation: string,
    name: string,
    type: string,
    ids: string[],
    user: UserSession,
  ): Promise<void> {
    await write(operation, 'DELETE', collection(name), user, identifiers(ids, type));
  }

  /** Every entry of these tracks in a playlist, for removing tracks the caller names without entry ids. */
  async function entriesOf(user: UserSession, playlistId: string, trackIds: Set<string>): Promise<Identifier[]> {
    const found: Identifier[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Identifier> = await list<Identifier>(
        {
          operation: 'playlistItems',
          user,
          path: `playlists/${enc(playlistId)}/relationships/items`,
          carry: { countryCode: country(user) },
          map: (ref) => (trackIds.has(ref.id) && ref.meta?.itemId ? ref : null),
        },
        { cursor },
      );
      found.push(...page.items);
      cursor = page.next;
    } while (cursor);
    return found;
  }

  return {
    async createPlaylist(user, changes) {
      const attributes = {
        name: changes.name,
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        accessType: changes.isPublic ? 'PUBLIC' : 'UNLISTED',
      };
      const [me, doc] = await Promise.all([
        profile(user),
        write<TidalDocument<Resource>>('createPlaylist', 'POST', 'playlists', user, {
          data: { type: 'playlists', attributes },
        }),
      ]);
      return { ...playlistItem(doc.data, new Included(doc), me.id), isOwner: true };
    },
    async updatePlaylist(user, playlistId, changes) {
      const attributes = {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.isPublic !== undefined ? { accessType: changes.isPublic ? 'PUBLIC' : 'UNLISTED' } : {}),
      };
      if (Object.keys(attributes).length === 0) return;
      await write('updatePlaylist', 'PATCH', `playlists/${enc(playlistId)}`, user, {
        data: { id: playlistId, type: 'playlists', attributes },
      });
    },
    async deletePlaylist(user, playlistId) {
      try {
        await write('deletePlaylist', 'DELETE', `playlists/${enc(playlistId)}`, user);
      } catch (err) {
        // Someone else's playlist cannot be deleted, only taken out of the user's collection (unfollowed).
        if (!isUpstreamError(err, 'forbidden')) throw err;
        await removeFromCollection('deletePlaylist', 'userCollectionPlaylists', 'playlists', [playlistId], user);
      }
    },
    async addPlaylistItems(user, playlistId, trackIds) {
      // Without `meta.positionBefore` TIDAL appends, in the order given.
      throwSkipped(
        'addPlaylistItems',
        await write(
          'addPlaylistItems',
          'POST',
          `playlists/${enc(playlistId)}/relationships/items`,
          user,
          identifiers(trackIds, 'tracks'),
        ),
      );
    },
    async removePlaylistItems(user, playlistId, items) {
      // TIDAL removes entries by `meta.itemId`; a track named without one goes with every entry of it.
      const named = items
        .filter((i) => i.entryId)
        .map((i) => ({ id: i.id, type: 'tracks', meta: { itemId: i.entryId! } }));
      const bare = new Set(items.filter((i) => !i.entryId).map((i) => i.id));
      const entries = [...named, ...(bare.size ? await entriesOf(user, playlistId, bare) : [])];
      for (let i = 0; i < entries.length; i += BATCH) {
        const data = entries
          .slice(i, i + BATCH)
          .map((e) => ({ id: e.id, type: e.type, meta: { itemId: e.meta!.itemId } }));
        await write('removePlaylistItems', 'DELETE', `playlists/${enc(playlistId)}/relationships/items`, user, {
          data,
        });
      }
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('reorderPlaylistItems: the order is not a permutation of the playlist');
      // `meta.positionBefore` is required: no move goes to the end, and each moves at most 20 entries.
      const moves = planMoves(order, { toEnd: false, maxRange: MOVE_BATCH });
      const named = (index: number) => {
        const entryId = current[index].entryId;
        if (!entryId) throw new RangeError(`reorderPlaylistItems: entry ${index} has no entry id`);
        return entryId;
      };
      // Every entry id is checked before the first move is sent.
      const bodies = moves.map((move) => ({
        data: move.entries.map((i) => ({
          id: current[i].id,
          type: current[i].kind === 'video' ? 'videos' : 'tracks',
          meta: { itemId: named(i) },
        })),
        meta: { positionBefore: named(move.before!) },
      }));
      for (const body of bodies)
        await write('reorderPlaylistItems', 'PATCH', `playlists/${enc(playlistId)}/relationships/items`, user, body);
    },
    likeTracks: (user, trackIds) => addToCollection('likeTracks', 'userCollectionTracks', 'tracks', trackIds, user),
    unlikeTracks: (user, trackIds) =>
      removeFromCollection('unlikeTracks', 'userCollectionTracks', 'tracks', trackIds, user),
    saveAlbums: (user, albumIds) => addToCollection('saveAlbums', 'userCollectionAlbums', 'albums', albumIds, user),
    unsaveAlbums: (user, albumIds) =>
      removeFromCollection('unsaveAlbums', 'userCollectionAlbums', 'albums', albumIds, user),
    followArtists: (user, artistIds) =>
      addToCollection('followArtists', 'userCollectionArtists', 'artists', artistIds, user),
    unfollowArtists: (user, artistIds) =>
      removeFromCollection('unfollowArtists', 'userCollectionArtists', 'artists', artistIds, user),
  };
}
