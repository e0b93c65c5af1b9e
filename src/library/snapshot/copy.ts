import type { Sequelize } from 'sequelize';
import { isUpstreamError } from '../../integrations/errors.js';
import type { MusicServiceAdapter, Page, PageRequest, UserSession } from '../../integrations/types.js';
import type { SnapshotCounts, SnapshotGroup } from './models.js';
import { readAllPages } from '../../integrations/paging.js';

/** Where a copy is written and how it reports progress. */
export interface CopyTarget {
  sequelize: Sequelize;
  snapshotId: string;
  groups: SnapshotGroup[];
  /** Called after every stored page with the counts so far. */
  progress?(counts: SnapshotCounts): Promise<void>;
}

export interface CopyResult {
  counts: SnapshotCounts;
  unsupported: SnapshotGroup[];
}

/** Stores one page of a list at `position`; a page stored before a crash is simply kept. */
async function storeItems(
  target: CopyTarget,
  collection: string,
  position: number,
  items: { id: string | null }[],
): Promise<void> {
  if (items.length === 0) return;
  await target.sequelize.query(
    `INSERT INTO library_snapshot_items (snapshot_id, collection, position, item_id, item)
     SELECT $1, $2, u.position, u.item_id, u.item FROM unnest($3::int[], $4::text[], $5::jsonb[]) AS u(position, item_id, item)
     ON CONFLICT DO NOTHING`,
    {
      bind: [
        target.snapshotId,
        collection,
        items.map((_, i) => position + i),
        items.map((item) => item.id ?? ''),
        items.map((item) => JSON.stringify(item)),
      ],
    },
  );
}

/** Reads a whole list and stores it in order. */
async function copyList<T extends { id: string | null }>(
  target: CopyTarget,
  collection: string,
  pageSize: number,
  read: (page: PageRequest) => Promise<Page<T>>,
  each?: (items: T[]) => void,
): Promise<number> {
  let position = 0;
  return readAllPages(read, pageSize, async (items) => {
    await storeItems(target, collection, position, items);
    position += items.length;
    each?.(items);
  });
}

/**
 * Copies the chosen groups of a user's library into `library_snapshot_items`, from scratch: a
 * copy interrupted by a crash is started again by its retried job. Groups the service cannot
 * list are reported as unsupported rather than failing the copy.
 */
export async function copyLibrary(
  target: CopyTarget,
  adapter: MusicServiceAdapter,
  session: UserSession,
): Promise<CopyResult> {
  await target.sequelize.query('DELETE FROM library_snapshot_items WHERE snapshot_id = $1', {
    bind: [target.snapshotId],
  });
  const counts: SnapshotCounts = {};
  const unsupported: SnapshotGroup[] = [];
  const sizes = adapter.capabilities.pageSize;
  const report = () => target.progress?.({ ...counts }) ?? Promise.resolve();

  const copyGroup = async (group: SnapshotGroup): Promise<void> => {
    switch (group) {
      case 'playlists': {
        const playlists: string[] = [];
        counts.playlists = await copyList(
          target,
          'playlists',
          sizes.playlists,
          (page) => adapter.playlists(session, page),
          (items) => playlists.push(...items.map((p) => p.id)),
        );
        counts.playlistItems = 0;
        for (const id of playlists) {
          counts.playlistItems += await copyList(target, `playlist:${id}`, sizes.playlistItems, (page) =>
            adapter.playlistItems(session, id, page),
          );
          await report();
        }
        return;
      }
      case 'likedTracks':
        counts.likedTracks = await copyList(target, 'likedTracks', sizes.likedTracks, (page) =>
          adapter.likedTracks(session, page),
        );
        return;
      case 'savedAlbums':
        counts.savedAlbums = await copyList(target, 'savedAlbums', sizes.albums, (page) =>
          adapter.savedAlbums(session, page),
        );
        return;
      case 'followedArtists':
        counts.followedArtists = await copyList(target, 'followedArtists', sizes.artists, (page) =>
          adapter.followedArtists(session, page),
        );
        return;
    }
  };

  for (const group of target.groups) {
    try {
      await copyGroup(group);
    } catch (err) {
      if (!isUpstreamError(err, 'unsupported')) throw err;
      unsupported.push(group);
      delete counts[group];
    }
    await report();
  }
  return { counts, unsupported };
}
