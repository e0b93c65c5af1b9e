import { QueryTypes } from 'sequelize';
import { isUpstreamError } from '../../integrations/errors.js';
import type { MusicServiceAdapter, PlaylistItem, UserSession } from '../../integrations/types.js';
import { readAllPages } from '../../library/snapshot/copy.js';
import type { PipelineDeps, TransferContext } from '../context.js';

interface GroupRow {
  group_index: number;
  type: 'playlist' | 'likedTracks' | 'albums' | 'artists';
  name: string;
  source_id: string | null;
  destination_id: string | null;
  written_count: number;
  status: 'pending' | 'writing' | 'written';
  preexisting_ids: string[] | null;
}

interface MatchedRow {
  position: number;
  destination_id: string;
}

/** How a transfer tells the steps around it what the write did. */
export interface WriteReport {
  /** Items that could not be written (limitReached, or the destination refused them). */
  unmatched: [number, number][];
  onGroup?(name: string): Promise<void>;
}

async function groups(deps: PipelineDeps, transferId: string): Promise<GroupRow[]> {
  return deps.sequelize.query<GroupRow>('SELECT group_index, type, name, source_id, destination_id, written_count, status, preexisting_ids FROM transfer_groups WHERE transfer_id = $1 ORDER BY group_index', {
    bind: [transferId],
    type: QueryTypes.SELECT,
  });
}

async function matched(deps: PipelineDeps, transferId: string, groupIndex: number): Promise<MatchedRow[]> {
  return deps.sequelize.query<MatchedRow>(
    "SELECT position, destination_id FROM transfer_items WHERE transfer_id = $1 AND group_index = $2 AND status = 'matched' ORDER BY position",
    { bind: [transferId, groupIndex], type: QueryTypes.SELECT },
  );
}

const setGroup = (deps: PipelineDeps, transferId: string, index: number, fields: Partial<Pick<GroupRow, 'destination_id' | 'written_count' | 'status'>>) =>
  deps.sequelize.query(
    `UPDATE transfer_groups SET destination_id = COALESCE($3, destination_id), written_count = COALESCE($4, written_count), status = COALESCE($5, status) WHERE transfer_id = $1 AND group_index = $2`,
    { bind: [transferId, index, fields.destination_id ?? null, fields.written_count ?? null, fields.status ?? null] },
  );

/** Marks items as not written with a reason; they join the unmatched report. */
async function setUnwritten(deps: PipelineDeps, transferId: string, index: number, positions: number[], status: 'unmatched' | 'failed', reason: string): Promise<[number, number][]> {
  if (positions.length === 0) return [];
  await deps.sequelize.query(
    'UPDATE transfer_items SET status = $4, reason = $5 WHERE transfer_id = $1 AND group_index = $2 AND position = ANY($3::int[])',
    { bind: [transferId, index, positions, status, reason] },
  );
  return positions.map((p) => [index, p]);
}

/** Where a playlist cannot hold a track twice, a repeat stays matched (the track is there) and is not sent. */
function playlistRows(adapter: MusicServiceAdapter, rows: MatchedRow[]): MatchedRow[] {
  if (adapter.capabilities.playlistDuplicates !== false) return rows;
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.destination_id) && Boolean(seen.add(r.destination_id)));
}

/** The listener's own playlists of this name on the destination. */
async function ownedNamed(adapter: MusicServiceAdapter, session: UserSession, name: string): Promise<PlaylistItem[]> {
  const found: PlaylistItem[] = [];
  await readAllPages((p) => adapter.playlists(session, p), adapter.capabilities.pageSize.playlists, async (items) => void found.push(...items.filter((p) => p.isOwner && p.name === name)));
  return found;
}

/** How many entries the destination playlist holds: where an interrupted write resumes. */
async function entriesOf(adapter: MusicServiceAdapter, session: UserSession, playlistId: string): Promise<number> {
  const first = await adapter.playlistItems(session, playlistId, { limit: 1 });
  if (first.total !== null) return first.total;
  return readAllPages((p) => adapter.playlistItems(session, playlistId, p), adapter.capabilities.pageSize.playlistItems, async () => {});
}

/**
 * Writes one playlist: created once, then its matched tracks appended in source order in the
 * largest batches the service takes, the count of written items stored after each batch. A run
 * that was interrupted finds the playlist it created and resumes after what the destination
 * already holds, so no track is added twice.
 */
async function writePlaylist(deps: PipelineDeps, context: TransferContext, group: GroupRow): Promise<[number, number][]> {
  const { adapter, session } = context.destination;
  const transferId = context.transfer.id;
  const interrupted = group.status === 'writing';
  let playlistId = group.destination_id;
  if (!playlistId) {
    // Playlists of this name the listener already had are never ours: noted before the create.
    let before = group.preexisting_ids;
    if (!before) {
      before = (await ownedNamed(adapter, session, group.name)).map((p) => p.id);
      await deps.sequelize.query('UPDATE transfer_groups SET preexisting_ids = $3, status = $4 WHERE transfer_id = $1 AND group_index = $2', { bind: [transferId, group.group_index, before, 'writing'] });
    } else {
      // A create that may have reached the service before an interruption: a new playlist of this name is that one.
      playlistId = (await ownedNamed(adapter, session, group.name)).find((p) => !before!.includes(p.id))?.id ?? null;
    }
  }
  await setGroup(deps, transferId, group.group_index, { status: 'writing' });
  if (!playlistId) {
    playlistId = (await adapter.createPlaylist(session, { name: group.name, isPublic: false })).id;
  }
  await setGroup(deps, transferId, group.group_index, { destination_id: playlistId });

  const rows = playlistRows(adapter, await matched(deps, transferId, group.group_index));
  let written = interrupted ? Math.min(rows.length, await entriesOf(adapter, session, playlistId)) : group.written_count;
  const limit = adapter.capabilities.playlistSizeLimit ?? Infinity;
  const unwritten = rows.length > limit ? await setUnwritten(deps, transferId, group.group_index, rows.slice(limit).map((r) => r.position), 'unmatched', 'limitReached') : [];
  const writable = rows.slice(0, Math.min(rows.length, limit));
  const batch = Math.max(1, adapter.capabilities.batchSize.addPlaylistItems);
  while (written < writable.length) {
    const slice = writable.slice(written, written + batch);
    await adapter.addPlaylistItems(session, playlistId, slice.map((r) => r.destination_id));
    written += slice.length;
    await setGroup(deps, transferId, group.group_index, { written_count: written });
  }
  await setGroup(deps, transferId, group.group_index, { status: 'written' });
  return unwritten;
}

/**
 * Writes liked tracks, saved albums or followed artists. Saving twice keeps one copy on every
 * service, so a resumed run may repeat its last batch. Written oldest first, so that the
 * destination lists them newest first, as the source does.
 */
async function writeSaved(deps: PipelineDeps, context: TransferContext, group: GroupRow): Promise<[number, number][]> {
  const { adapter, session } = context.destination;
  const transferId = context.transfer.id;
  const rows = (await matched(deps, transferId, group.group_index)).reverse();
  const capability = group.type === 'likedTracks' ? 'likeTracks' : group.type === 'albums' ? 'saveAlbums' : 'followArtists';
  if (!adapter.capabilities[capability]) {
    await setGroup(deps, transferId, group.group_index, { status: 'written' });
    return setUnwritten(deps, transferId, group.group_index, rows.map((r) => r.position), 'unmatched', 'cannotMatch');
  }
  const limit = group.type === 'likedTracks' ? (adapter.capabilities.likedTracksLimit ?? Infinity) : Infinity;
  const writable = rows.slice(0, Math.min(rows.length, limit));
  const unwritten = rows.length > writable.length ? await setUnwritten(deps, transferId, group.group_index, rows.slice(writable.length).map((r) => r.position), 'unmatched', 'limitReached') : [];
  const size = Math.max(1, adapter.capabilities.batchSize[capability]);
  await setGroup(deps, transferId, group.group_index, { status: 'writing' });
  let written = group.written_count;
  const write = (ids: string[]) => (group.type === 'likedTracks' ? adapter.likeTracks(session, ids) : group.type === 'albums' ? adapter.saveAlbums(session, ids) : adapter.followArtists(session, ids));
  while (written < writable.length) {
    const slice = writable.slice(written, written + size);
    await write(slice.map((r) => r.destination_id));
    written += slice.length;
    await setGroup(deps, transferId, group.group_index, { written_count: written });
  }
  await setGroup(deps, transferId, group.group_index, { status: 'written' });
  return unwritten;
}

/** Writes every group not yet written, in order. A destination that refuses an item forgets its cached match. */
export async function writeGroups(deps: PipelineDeps, context: TransferContext, report: WriteReport): Promise<void> {
  for (const group of await groups(deps, context.transfer.id)) {
    if (group.status === 'written') continue;
    await report.onGroup?.(group.name);
    try {
      const unwritten = group.type === 'playlist' ? await writePlaylist(deps, context, group) : await writeSaved(deps, context, group);
      report.unmatched.push(...unwritten);
    } catch (err) {
      if (!isUpstreamError(err, 'notFound') && !isUpstreamError(err, 'rejected')) throw err;
      // An item the destination no longer has: find it one by one, so the rest still go in.
      report.unmatched.push(...(await writeOneByOne(deps, context, group)));
    }
  }
}

async function writeOneByOne(deps: PipelineDeps, context: TransferContext, group: GroupRow): Promise<[number, number][]> {
  const { adapter, session } = context.destination;
  const transferId = context.transfer.id;
  const [current] = await deps.sequelize.query<GroupRow>('SELECT group_index, type, name, source_id, destination_id, written_count, status, preexisting_ids FROM transfer_groups WHERE transfer_id = $1 AND group_index = $2', {
    bind: [transferId, group.group_index],
    type: QueryTypes.SELECT,
  });
  const rows = await matched(deps, transferId, group.group_index);
  const ordered = group.type === 'playlist' ? playlistRows(adapter, rows) : rows.reverse();
  const failed: [number, number][] = [];
  let written = current.written_count;
  for (const row of ordered.slice(written)) {
    try {
      if (group.type === 'playlist') await adapter.addPlaylistItems(session, current.destination_id!, [row.destination_id]);
      else if (group.type === 'likedTracks') await adapter.likeTracks(session, [row.destination_id]);
      else if (group.type === 'albums') await adapter.saveAlbums(session, [row.destination_id]);
      else await adapter.followArtists(session, [row.destination_id]);
    } catch (err) {
      if (!isUpstreamError(err, 'notFound') && !isUpstreamError(err, 'rejected')) throw err;
      // Out of the matched list at once, so that `written_count` keeps counting what the destination holds.
      failed.push(...(await setUnwritten(deps, transferId, group.group_index, [row.position], 'failed', 'error')));
      await deps.cache.forget(context.transfer.destinationService, row.destination_id);
      continue;
    }
    written += 1;
    await setGroup(deps, transferId, group.group_index, { written_count: written });
  }
  await setGroup(deps, transferId, group.group_index, { status: 'written' });
  return failed;
}
