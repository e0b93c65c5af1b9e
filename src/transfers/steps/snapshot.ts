import { QueryTypes } from 'sequelize';
import type { Page, PageRequest } from '../../integrations/types.js';
import { readAllPages } from '../../library/snapshot/copy.js';
import type { PipelineDeps, TransferContext } from '../context.js';

interface GroupPlan {
  type: 'playlist' | 'likedTracks' | 'albums' | 'artists';
  name: string;
  sourceId: string | null;
  itemType: 'track' | 'album' | 'artist';
  read: (page: PageRequest) => Promise<Page<{ id: string | null }>>;
  pageSize: number;
}

/** The chosen groups in the order they are written: playlists as chosen, then liked tracks, albums, artists. */
async function plan({ transfer, source }: TransferContext): Promise<GroupPlan[]> {
  const { adapter, session } = source;
  const sizes = adapter.capabilities.pageSize;
  const groups: GroupPlan[] = [];
  for (const playlistId of transfer.selection.playlists) {
    const playlist = await adapter.playlist(session, playlistId);
    groups.push({ type: 'playlist', name: playlist.name, sourceId: playlistId, itemType: 'track', read: (p) => adapter.playlistItems(session, playlistId, p), pageSize: sizes.playlistItems });
  }
  if (transfer.selection.likedTracks) groups.push({ type: 'likedTracks', name: 'Liked tracks', sourceId: null, itemType: 'track', read: (p) => adapter.likedTracks(session, p), pageSize: sizes.likedTracks });
  if (transfer.selection.albums) groups.push({ type: 'albums', name: 'Saved albums', sourceId: null, itemType: 'album', read: (p) => adapter.savedAlbums(session, p), pageSize: sizes.albums });
  if (transfer.selection.artists) groups.push({ type: 'artists', name: 'Followed artists', sourceId: null, itemType: 'artist', read: (p) => adapter.followedArtists(session, p), pageSize: sizes.artists });
  return groups;
}

/**
 * Copies the chosen source groups into `transfer_items`, from scratch: a snapshot interrupted by a
 * crash is simply made again (nothing has been matched or written before it ends).
 */
export async function snapshotSelection(deps: PipelineDeps, context: TransferContext): Promise<number> {
  const { sequelize } = deps;
  const transferId = context.transfer.id;
  await sequelize.query('DELETE FROM transfer_items WHERE transfer_id = $1; ', { bind: [transferId] });
  await sequelize.query('DELETE FROM transfer_groups WHERE transfer_id = $1', { bind: [transferId] });
  let total = 0;
  const groups = await plan(context);
  for (const [index, group] of groups.entries()) {
    await sequelize.query('INSERT INTO transfer_groups (transfer_id, group_index, type, name, source_id) VALUES ($1, $2, $3, $4, $5)', {
      bind: [transferId, index, group.type, group.name, group.sourceId],
    });
    let position = 0;
    await readAllPages(group.read, group.pageSize, async (items) => {
      if (items.length === 0) return;
      await sequelize.query(
        `INSERT INTO transfer_items (transfer_id, group_index, position, item_type, source)
         SELECT $1, $2, u.position, $3, u.source FROM unnest($4::int[], $5::jsonb[]) AS u(position, source)`,
        { bind: [transferId, index, group.itemType, items.map((_, i) => position + i), items.map((item) => JSON.stringify(item))], type: QueryTypes.INSERT },
      );
      position += items.length;
    });
    await sequelize.query('UPDATE transfer_groups SET item_count = $3 WHERE transfer_id = $1 AND group_index = $2', { bind: [transferId, index, position] });
    total += position;
  }
  return total;
}
