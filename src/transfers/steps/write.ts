import { isUpstreamError } from '../../integrations/errors.js';
import { has, type MusicServiceAdapter, type TrackItem, type UserSession } from '../../integrations/types.js';
import { readAllPages } from '../../integrations/paging.js';
import { ownedPlaylistsNamed } from '../../integrations/ownedPlaylists.js';
import { countsOf } from '../playlistCounts.js';
import type { PipelineDeps, TransferContext } from '../context.js';
import {
  groupOf,
  groupsOf,
  matchedItems,
  setGroup,
  setUnwritten,
  type GroupRow,
  type ItemKey,
  type MatchedRow,
} from '../store/items.js';
import { beforeWrite } from './stop.js';

/** What writing needs of its process: the database, and the match cache to forget refused matches in. */
export type WriteDeps = Pick<PipelineDeps, 'sequelize' | 'cache'>;

/** How a transfer tells the steps around it what the write did. */
export interface WriteReport {
  /** Items that could not be written (limitReached, or the destination refused them). */
  unmatched: ItemKey[];
  onGroup?(name: string): Promise<void>;
  /** After each batch: how many items of the whole transfer the destination holds now. */
  onWritten?(written: number): Promise<void>;
}

/** Told after each batch how many items of the group are written. */
type OnBatch = (writtenInGroup: number) => Promise<void>;

/** Where a playlist cannot hold a track twice, a repeat stays matched (the track is there) and is not sent. */
function playlistRows(adapter: MusicServiceAdapter, rows: MatchedRow[]): MatchedRow[] {
  if (adapter.capabilities.playlistDuplicates !== false) return rows;
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.destination_id) && Boolean(seen.add(r.destination_id)));
}

/** How many entries the destination playlist holds: where an interrupted write resumes. */
export async function entriesOf(
  adapter: MusicServiceAdapter,
  session: UserSession,
  playlistId: string,
): Promise<number> {
  const first = await adapter.playlistItems(session, playlistId, { limit: 1 });
  if (first.total !== null) return first.total;
  return readAllPages(
    (p) => adapter.playlistItems(session, playlistId, p),
    adapter.capabilities.pageSize.playlistItems,
    async () => {},
  );
}

/**
 * Writes one playlist: created once, then its matched tracks appended in source order in the
 * largest batches the service takes, the count of written items stored after each batch. A run
 * that was interrupted finds the playlist it created and resumes after what the destination
 * already holds, so no track is added twice.
 */
async function writePlaylist(
  deps: WriteDeps,
  context: TransferContext,
  group: GroupRow,
  onBatch: OnBatch,
): Promise<ItemKey[]> {
  const { adapter, session } = context.destination;
  const transferId = context.transfer.id;
  const copy = group.source_id ? context.transfer.updateCopies?.[group.source_id] : undefined;
  if (copy && (group.destination_id === null || group.destination_id === copy)) {
    const unwritten = await updateCopy(deps, context, group, copy, onBatch);
    if (unwritten) return unwritten;
    // The copy was deleted since the person chose to update it: the playlist gets a copy of its own.
  }
  const interrupted = group.status === 'writing';
  let playlistId = group.destination_id;
  let playlistUrl: string | null = null;
  if (!playlistId) {
    // Playlists of this name the listener already had are never ours: noted before the create.
    let before = group.preexisting_ids;
    if (!before) {
      before = (await ownedPlaylistsNamed(adapter, session, group.name)).map((p) => p.id);
      await setGroup(deps.sequelize, transferId, group.group_index, { preexisting_ids: before, status: 'writing' });
    } else {
      // A create that may have reached the service before an interruption: a new playlist of this name is that one.
      const created = (await ownedPlaylistsNamed(adapter, session, group.name)).find((p) => !before!.includes(p.id));
      playlistId = created?.id ?? null;
      playlistUrl = created?.url ?? null;
    }
  }
  await setGroup(deps.sequelize, transferId, group.group_index, { status: 'writing' });
  if (!playlistId) {
    await beforeWrite(deps, context);
    const created = await adapter.createPlaylist(session, { name: group.name, isPublic: false });
    playlistId = created.id;
    playlistUrl = created.url;
  }
  await setGroup(deps.sequelize, transferId, group.group_index, {
    destination_id: playlistId,
    destination_url: playlistUrl,
  });

  const rows = playlistRows(adapter, await matchedItems(deps.sequelize, transferId, group.group_index));
  let written = interrupted
    ? Math.min(rows.length, await entriesOf(adapter, session, playlistId))
    : group.written_count;
  // Kept at once: a run that stops before its next batch (a cancel) still counts what the
  // destination received from the run that was interrupted.
  if (written !== group.written_count)
    await setGroup(deps.sequelize, transferId, group.group_index, { written_count: written });
  const limit = adapter.capabilities.playlistSizeLimit ?? Infinity;
  const unwritten =
    rows.length > limit
      ? await setUnwritten(
          deps.sequelize,
          transferId,
          group.group_index,
          rows.slice(limit).map((r) => r.position),
          'unmatched',
          'limitReached',
        )
      : [];
  const writable = rows.slice(0, Math.min(rows.length, limit));
  const batch = Math.max(1, adapter.capabilities.batchSize.addPlaylistItems);
  while (written < writable.length) {
    const slice = writable.slice(written, written + batch);
    await beforeWrite(deps, context);
    await adapter.addPlaylistItems(
      session,
      playlistId,
      slice.map((r) => r.destination_id),
    );
    written += slice.length;
    await setGroup(deps.sequelize, transferId, group.group_index, { written_count: written });
    await onBatch(written);
  }
  await setGroup(deps.sequelize, transferId, group.group_index, { status: 'written' });
  return unwritten;
}

/**
 * "Update the copies": the matched tracks go into the copy an earlier transfer made, and only those
 * it does not hold yet (counted copy by copy, so a track twice in the source is there twice) are
 * added, at its end. What the copy holds is read anew on every run, so a write that was interrupted
 * resumes by itself and never adds a track twice. Answers null when the copy no longer exists.
 */
async function updateCopy(
  deps: WriteDeps,
  context: TransferContext,
  group: GroupRow,
  copyId: string,
  onBatch: OnBatch,
): Promise<ItemKey[] | null> {
  const { adapter, session } = context.destination;
  const transferId = context.transfer.id;
  const held: TrackItem[] = [];
  try {
    await readAllPages(
      (page) => adapter.playlistItems(session, copyId, page),
      adapter.capabilities.pageSize.playlistItems,
      async (items) => void held.push(...items),
    );
  } catch (err) {
    if (isUpstreamError(err, 'notFound')) return null;
    throw err;
  }
  await setGroup(deps.sequelize, transferId, group.group_index, { destination_id: copyId, status: 'writing' });
  const rows = playlistRows(adapter, await matchedItems(deps.sequelize, transferId, group.group_index));
  const left = countsOf(held);
  const missing = rows.filter((r) => {
    const copies = left.get(r.destination_id) ?? 0;
    if (copies > 0) left.set(r.destination_id, copies - 1);
    return copies === 0;
  });
  const room = Math.max(0, (adapter.capabilities.playlistSizeLimit ?? Infinity) - held.length);
  const unwritten =
    missing.length > room
      ? await setUnwritten(
          deps.sequelize,
          transferId,
          group.group_index,
          missing.slice(room).map((r) => r.position),
          'unmatched',
          'limitReached',
        )
      : [];
  const writable = missing.slice(0, Math.min(missing.length, room));
  // Only what this transfer sends counts as written (an interrupted run's sends included): what the
  // copy held before is "already there" in the tally, not added.
  let written = group.written_count;
  const add = async (slice: MatchedRow[]) => {
    await beforeWrite(deps, context);
    await adapter.addPlaylistItems(
      session,
      copyId,
      slice.map((r) => r.destination_id),
    );
    written += slice.length;
    await setGroup(deps.sequelize, transferId, group.group_index, { written_count: written });
    await onBatch(written);
  };
  const refused = (err: unknown) => isUpstreamError(err, 'notFound') || isUpstreamError(err, 'rejected');
  const batch = Math.max(1, adapter.capabilities.batchSize.addPlaylistItems);
  for (let from = 0; from < writable.length; from += batch) {
    const slice = writable.slice(from, from + batch);
    try {
      await add(slice);
    } catch (err) {
      if (!refused(err)) throw err;
      // A track the destination no longer has: one by one, so the rest of the batch still goes in.
      for (const row of slice) {
        try {
          await add([row]);
        } catch (one) {
          if (!refused(one)) throw one;
          unwritten.push(
            ...(await setUnwritten(deps.sequelize, transferId, group.group_index, [row.position], 'failed', 'error')),
          );
          await deps.cache.forget(context.transfer.destinationService, row.destination_id);
        }
      }
    }
  }
  await setGroup(deps.sequelize, transferId, group.group_index, { status: 'written' });
  return unwritten;
}

/**
 * Writes liked tracks, saved albums or followed artists. Saving twice keeps one copy on every
 * service, so a resumed run may repeat its last batch. Written oldest first, so that the
 * destination lists them newest first, as the source does.
 */
async function writeSaved(
  deps: WriteDeps,
  context: TransferContext,
  group: GroupRow,
  onBatch: OnBatch,
): Promise<ItemKey[]> {
  const { adapter, session } = context.destination;
  const transferId = context.transfer.id;
  const rows = (await matchedItems(deps.sequelize, transferId, group.group_index)).reverse();
  const capability = savedCapability(group);
  if (!adapter.capabilities[capability]) {
    await setGroup(deps.sequelize, transferId, group.group_index, { status: 'written' });
    return setUnwritten(
      deps.sequelize,
      transferId,
      group.group_index,
      rows.map((r) => r.position),
      'unmatched',
      'cannotMatch',
    );
  }
  const limit = capability === 'likeTracks' ? (adapter.capabilities.likedTracksLimit ?? Infinity) : Infinity;
  const writable = rows.slice(0, Math.min(rows.length, limit));
  const unwritten =
    rows.length > writable.length
      ? await setUnwritten(
          deps.sequelize,
          transferId,
          group.group_index,
          rows.slice(writable.length).map((r) => r.position),
          'unmatched',
          'limitReached',
        )
      : [];
  const size = Math.max(1, adapter.capabilities.batchSize[capability]);
  await setGroup(deps.sequelize, transferId, group.group_index, { status: 'writing' });
  let written = group.written_count;
  const write = async (ids: string[]) => {
    await beforeWrite(deps, context);
    return saveOn(adapter, session, capability, ids);
  };
  while (written < writable.length) {
    const slice = writable.slice(written, written + size);
    await write(slice.map((r) => r.destination_id));
    written += slice.length;
    await setGroup(deps.sequelize, transferId, group.group_index, { written_count: written });
    await onBatch(written);
  }
  await setGroup(deps.sequelize, transferId, group.group_index, { status: 'written' });
  return unwritten;
}

type SaveCapability = 'likeTracks' | 'saveAlbums' | 'followArtists';

/**
 * How a group is saved where it is not a playlist. A playlist's tracks go to the liked tracks of a
 * destination that has no playlists (Last.fm, where a transfer loves them).
 */
function savedCapability(group: GroupRow): SaveCapability {
  if (group.type === 'albums') return 'saveAlbums';
  if (group.type === 'artists') return 'followArtists';
  return 'likeTracks';
}

function saveOn(adapter: MusicServiceAdapter, session: UserSession, capability: SaveCapability, ids: string[]) {
  if (capability === 'likeTracks') return adapter.likeTracks(session, ids);
  if (capability === 'saveAlbums') return adapter.saveAlbums(session, ids);
  return adapter.followArtists(session, ids);
}

/** Whether a group becomes a playlist on the destination. */
const asPlaylist = (adapter: MusicServiceAdapter, group: GroupRow) =>
  group.type === 'playlist' && has(adapter.capabilities, 'playlists');

/** Writes every group not yet written, in order. A destination that refuses an item forgets its cached match. */
export async function writeGroups(deps: WriteDeps, context: TransferContext, report: WriteReport): Promise<void> {
  // Items of the groups before this one that the destination holds: the base of the running total.
  let before = 0;
  for (const group of await groupsOf(deps.sequelize, context.transfer.id)) {
    if (group.status === 'written') {
      before += group.written_count;
      continue;
    }
    // A group not begun is left as it is once the transfer is asked to stop; one begun goes on to
    // count what its interrupted run wrote, and stops before its next batch.
    if (group.status !== 'writing') await beforeWrite(deps, context);
    await report.onGroup?.(group.name);
    const base = before;
    const onBatch: OnBatch = async (written) => report.onWritten?.(base + written);
    try {
      const unwritten = asPlaylist(context.destination.adapter, group)
        ? await writePlaylist(deps, context, group, onBatch)
        : await writeSaved(deps, context, group, onBatch);
      report.unmatched.push(...unwritten);
    } catch (err) {
      if (!isUpstreamError(err, 'notFound') && !isUpstreamError(err, 'rejected')) throw err;
      // An item the destination no longer has: find it one by one, so the rest still go in.
      report.unmatched.push(...(await writeOneByOne(deps, context, group, onBatch)));
    }
    before += (await groupOf(deps.sequelize, context.transfer.id, group.group_index)).written_count;
  }
}

async function writeOneByOne(
  deps: WriteDeps,
  context: TransferContext,
  group: GroupRow,
  onBatch: OnBatch,
): Promise<ItemKey[]> {
  const { adapter, session } = context.destination;
  const transferId = context.transfer.id;
  const current = await groupOf(deps.sequelize, transferId, group.group_index);
  const rows = await matchedItems(deps.sequelize, transferId, group.group_index);
  const playlist = asPlaylist(adapter, group);
  const ordered = playlist ? playlistRows(adapter, rows) : rows.reverse();
  const failed: ItemKey[] = [];
  let written = current.written_count;
  for (const row of ordered.slice(written)) {
    await beforeWrite(deps, context);
    try {
      if (playlist) await adapter.addPlaylistItems(session, current.destination_id!, [row.destination_id]);
      else await saveOn(adapter, session, savedCapability(group), [row.destination_id]);
    } catch (err) {
      if (!isUpstreamError(err, 'notFound') && !isUpstreamError(err, 'rejected')) throw err;
      // Out of the matched list at once, so that `written_count` keeps counting what the destination holds.
      failed.push(
        ...(await setUnwritten(deps.sequelize, transferId, group.group_index, [row.position], 'failed', 'error')),
      );
      await deps.cache.forget(context.transfer.destinationService, row.destination_id);
      continue;
    }
    written += 1;
    await setGroup(deps.sequelize, transferId, group.group_index, { written_count: written });
    await onBatch(written);
  }
  await setGroup(deps.sequelize, transferId, group.group_index, { status: 'written' });
  return failed;
}
