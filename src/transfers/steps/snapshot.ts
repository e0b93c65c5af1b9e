import { has, type Page, type PageRequest } from '../../integrations/types.js';
import { readAllPages } from '../../integrations/paging.js';
import type { PipelineDeps, TransferContext } from '../context.js';
import { addGroup, addItems, clearSnapshot, setItemCount, type GroupType } from '../store/items.js';

interface GroupPlan {
  type: GroupType;
  name: string;
  sourceId: string | null;
  itemType: 'track' | 'album' | 'artist';
  read: (page: PageRequest) => Promise<Page<{ id: string | null }>>;
  pageSize: number;
  /** How many items the source says the group has, when it says before the first page. */
  expected: number | null;
}

/** How a snapshot tells the people watching how far it is. */
export interface SnapshotReport {
  /** After each page: the group being read, items read so far, and how many there are in all (null: not known yet). */
  onRead?(group: string, read: number, expected: number | null): Promise<void>;
}

/** The chosen groups in the order they are written: playlists as chosen, then liked tracks, albums, artists. */
async function plan({ transfer, source }: TransferContext): Promise<GroupPlan[]> {
  const { adapter, session } = source;
  const sizes = adapter.capabilities.pageSize;
  const groups: GroupPlan[] = [];
  for (const playlistId of transfer.selection.playlists) {
    const playlist = await adapter.playlist(session, playlistId);
    groups.push({
      type: 'playlist',
      name: playlist.name,
      sourceId: playlistId,
      itemType: 'track',
      read: (p) => adapter.playlistItems(session, playlistId, p),
      pageSize: sizes.playlistItems,
      expected: playlist.totalItems,
    });
  }
  // A list the source does not keep is not read (a selection made elsewhere may still name it).
  if (transfer.selection.likedTracks && has(adapter.capabilities, 'likedTracks'))
    groups.push({
      type: 'likedTracks',
      name: 'Liked tracks',
      sourceId: null,
      itemType: 'track',
      read: (p) => adapter.likedTracks(session, p),
      pageSize: sizes.likedTracks,
      expected: null,
    });
  if (transfer.selection.albums && has(adapter.capabilities, 'savedAlbums'))
    groups.push({
      type: 'albums',
      name: 'Saved albums',
      sourceId: null,
      itemType: 'album',
      read: (p) => adapter.savedAlbums(session, p),
      pageSize: sizes.albums,
      expected: null,
    });
  if (transfer.selection.artists && has(adapter.capabilities, 'followedArtists'))
    groups.push({
      type: 'artists',
      name: 'Followed artists',
      sourceId: null,
      itemType: 'artist',
      read: (p) => adapter.followedArtists(session, p),
      pageSize: sizes.artists,
      expected: null,
    });
  return groups;
}

/**
 * Copies the chosen source groups into `transfer_items`, from scratch: a snapshot interrupted by a
 * crash is simply made again (nothing has been matched or written before it ends).
 */
export async function snapshotSelection(
  deps: PipelineDeps,
  context: TransferContext,
  report: SnapshotReport = {},
): Promise<number> {
  const { sequelize } = deps;
  const transferId = context.transfer.id;
  await clearSnapshot(sequelize, transferId);
  let total = 0;
  const groups = await plan(context);
  const expected = groups.map((g) => g.expected);
  const expectedAll = () =>
    expected.every((n) => n !== null) ? expected.reduce<number>((sum, n) => sum + (n ?? 0), 0) : null;
  for (const [index, group] of groups.entries()) {
    await addGroup(sequelize, transferId, index, group);
    let position = 0;
    const read = async (page: PageRequest) => {
      const answer = await group.read(page);
      if (expected[index] === null && answer.total !== null) expected[index] = answer.total;
      return answer;
    };
    await readAllPages(read, group.pageSize, async (items) => {
      if (items.length === 0) return;
      await addItems(sequelize, transferId, index, group.itemType, position, items);
      position += items.length;
      await report.onRead?.(group.name, total + position, expectedAll());
    });
    await setItemCount(sequelize, transferId, index, position);
    expected[index] = position;
    total += position;
  }
  return total;
}
