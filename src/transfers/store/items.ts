import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AlbumItem, ArtistItem, TrackItem } from '../../integrations/types.js';

// The pipeline's rows of a transfer, and their only writer: its groups (`transfer_groups`: what
// was chosen, and how far each is written) and items (`transfer_items`: every item of the source
// with its match), from snapshot to write, and the playlists earlier transfers made.

export type GroupType = 'playlist' | 'likedTracks' | 'albums' | 'artists';
export type ItemKey = [groupIndex: number, position: number];

export interface GroupRow {
  group_index: number;
  type: GroupType;
  name: string;
  source_id: string | null;
  destination_id: string | null;
  item_count: number;
  written_count: number;
  status: 'pending' | 'writing' | 'written';
  preexisting_ids: string[] | null;
  /** The playlist's web address on the destination, when the service gave one. */
  destination_url: string | null;
  /** The destination was asked for the address: a null `destination_url` then means it gives none. */
  destination_url_known: boolean;
}

export interface PendingItem {
  group_index: number;
  position: number;
  item_type: 'track' | 'album' | 'artist';
  source: TrackItem | AlbumItem | ArtistItem;
}

export interface MatchedRow {
  position: number;
  destination_id: string;
}

export interface GroupTrackRow {
  position: number;
  source_id: string | null;
  status: string;
  destination_id: string | null;
}

export interface ItemOutcome {
  status: string;
  reason: string | null;
  destinationId: string | null;
  score: number | null;
  candidate: unknown;
}

const GROUP_COLUMNS =
  'group_index, type, name, source_id, destination_id, item_count, written_count, status, preexisting_ids, destination_url, destination_url_known';

// The snapshot step.

/** Forgets a snapshot that was interrupted, so that it is made again from scratch. */
export async function clearSnapshot(sequelize: Sequelize, transferId: string): Promise<void> {
  await sequelize.query('DELETE FROM transfer_items WHERE transfer_id = $1', { bind: [transferId] });
  await sequelize.query('DELETE FROM transfer_groups WHERE transfer_id = $1', { bind: [transferId] });
}

/** Adds a chosen group of the source, at `index` in the transfer's order. */
export async function addGroup(
  sequelize: Sequelize,
  transferId: string,
  index: number,
  group: { type: GroupType; name: string; sourceId: string | null },
): Promise<void> {
  await sequelize.query(
    'INSERT INTO transfer_groups (transfer_id, group_index, type, name, source_id) VALUES ($1, $2, $3, $4, $5)',
    {
      bind: [transferId, index, group.type, group.name, group.sourceId],
    },
  );
}

/** Adds a page of a group's items, from `firstPosition` on, each still to be matched. */
export async function addItems(
  sequelize: Sequelize,
  transferId: string,
  index: number,
  itemType: PendingItem['item_type'],
  firstPosition: number,
  items: unknown[],
): Promise<void> {
  await sequelize.query(
    `INSERT INTO transfer_items (transfer_id, group_index, position, item_type, source)
     SELECT $1, $2, u.position, $3, u.source FROM unnest($4::int[], $5::jsonb[]) AS u(position, source)`,
    {
      bind: [
        transferId,
        index,
        itemType,
        items.map((_, i) => firstPosition + i),
        items.map((item) => JSON.stringify(item)),
      ],
      type: QueryTypes.INSERT,
    },
  );
}

/** How many items the group's snapshot holds, once all of them are read. */
export async function setItemCount(
  sequelize: Sequelize,
  transferId: string,
  index: number,
  count: number,
): Promise<void> {
  await sequelize.query('UPDATE transfer_groups SET item_count = $3 WHERE transfer_id = $1 AND group_index = $2', {
    bind: [transferId, index, count],
  });
}

// The match step.

/**
 * The next `limit` pending items after `after`, in source order. Chunks are matched in order, so
 * the pending items all follow the last chunk's end: starting the scan there skips the index
 * entries of items already matched, which would make a transfer quadratic.
 */
export function pendingItems(
  sequelize: Sequelize,
  transferId: string,
  after: ItemKey | undefined,
  limit: number,
): Promise<PendingItem[]> {
  const [fromGroup, fromPosition] = after ?? [-1, -1];
  return sequelize.query<PendingItem>(
    `SELECT group_index, position, item_type, source FROM transfer_items
     WHERE transfer_id = $1 AND status = 'pending' AND (group_index, position) > ($3, $4) ORDER BY group_index, position LIMIT $2`,
    { bind: [transferId, limit, fromGroup, fromPosition], type: QueryTypes.SELECT },
  );
}

/** Records each item's match; an item matched already (by a run before a crash) keeps its first outcome. */
export async function saveMatches(
  sequelize: Sequelize,
  transferId: string,
  items: PendingItem[],
  outcomes: ItemOutcome[],
): Promise<void> {
  await sequelize.query(
    `UPDATE transfer_items t SET status = u.status, reason = u.reason, destination_id = u.destination_id, score = u.score, candidate = u.candidate
     FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::real[], $8::jsonb[]) AS u(group_index, position, status, reason, destination_id, score, candidate)
     WHERE t.transfer_id = $1 AND t.group_index = u.group_index AND t.position = u.position AND t.status = 'pending'`,
    {
      bind: [
        transferId,
        items.map((p) => p.group_index),
        items.map((p) => p.position),
        outcomes.map((o) => o.status),
        outcomes.map((o) => o.reason),
        outcomes.map((o) => o.destinationId),
        outcomes.map((o) => o.score),
        outcomes.map((o) => (o.candidate ? JSON.stringify(o.candidate) : null)),
      ],
    },
  );
}

// The write step.

/** The transfer's groups in order. */
export function groupsOf(sequelize: Sequelize, transferId: string): Promise<GroupRow[]> {
  return sequelize.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM transfer_groups WHERE transfer_id = $1 ORDER BY group_index`,
    { bind: [transferId], type: QueryTypes.SELECT },
  );
}

/** One group of the transfer. */
export async function groupOf(sequelize: Sequelize, transferId: string, index: number): Promise<GroupRow> {
  const [row] = await sequelize.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM transfer_groups WHERE transfer_id = $1 AND group_index = $2`,
    { bind: [transferId, index], type: QueryTypes.SELECT },
  );
  return row;
}

/** The group's matched items in source order. */
export function matchedItems(sequelize: Sequelize, transferId: string, index: number): Promise<MatchedRow[]> {
  return sequelize.query<MatchedRow>(
    "SELECT position, destination_id FROM transfer_items WHERE transfer_id = $1 AND group_index = $2 AND status = 'matched' ORDER BY position",
    {
      bind: [transferId, index],
      type: QueryTypes.SELECT,
    },
  );
}

/** A playlist group's tracks in source order with their match: what a sync of the playlist starts from. */
export function tracksOf(sequelize: Sequelize, transferId: string, index: number): Promise<GroupTrackRow[]> {
  return sequelize.query<GroupTrackRow>(
    `SELECT position, source->>'id' AS source_id, status, destination_id FROM transfer_items
     WHERE transfer_id = $1 AND group_index = $2 AND source->>'kind' IN ('track', 'video') ORDER BY position`,
    { bind: [transferId, index], type: QueryTypes.SELECT },
  );
}

/** Sets how far a group is written and where; a field left out keeps its value. */
export async function setGroup(
  sequelize: Sequelize,
  transferId: string,
  index: number,
  fields: Partial<
    Pick<
      GroupRow,
      'destination_id' | 'written_count' | 'status' | 'preexisting_ids' | 'destination_url' | 'destination_url_known'
    >
  >,
): Promise<void> {
  await sequelize.query(
    `UPDATE transfer_groups SET destination_id = COALESCE($3, destination_id), written_count = COALESCE($4, written_count), status = COALESCE($5, status),
       preexisting_ids = COALESCE($6, preexisting_ids), destination_url = COALESCE($7, destination_url),
       destination_url_known = COALESCE($8, destination_url_known) WHERE transfer_id = $1 AND group_index = $2`,
    {
      bind: [
        transferId,
        index,
        fields.destination_id ?? null,
        fields.written_count ?? null,
        fields.status ?? null,
        fields.preexisting_ids ?? null,
        fields.destination_url ?? null,
        fields.destination_url_known ?? null,
      ],
    },
  );
}

/** Marks items as not written with a reason; they join the unmatched report. */
export async function setUnwritten(
  sequelize: Sequelize,
  transferId: string,
  index: number,
  positions: number[],
  status: 'unmatched' | 'failed',
  reason: string,
): Promise<ItemKey[]> {
  if (positions.length === 0) return [];
  await sequelize.query(
    'UPDATE transfer_items SET status = $4, reason = $5 WHERE transfer_id = $1 AND group_index = $2 AND position = ANY($3::int[])',
    {
      bind: [transferId, index, positions, status, reason],
    },
  );
  return positions.map((p) => [index, p]);
}

// A failed transfer tried again.

/**
 * Gives transfer `to` the snapshot, matches and writing state of transfer `from`, so that it goes
 * on where `from` stopped: into the playlists `from` created, after what they hold.
 */
export async function copyWork(
  sequelize: Sequelize,
  from: string,
  to: string,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query(
    `INSERT INTO transfer_groups (transfer_id, ${GROUP_COLUMNS})
     SELECT $2, ${GROUP_COLUMNS} FROM transfer_groups WHERE transfer_id = $1`,
    { bind: [from, to], transaction },
  );
  const items = 'group_index, position, item_type, source, status, reason, destination_id, score, candidate';
  await sequelize.query(
    `INSERT INTO transfer_items (transfer_id, ${items}) SELECT $2, ${items} FROM transfer_items WHERE transfer_id = $1`,
    { bind: [from, to], transaction },
  );
}

// Running the wizard again: the copies earlier transfers made of the chosen playlists.

/** A copy of a playlist an earlier transfer made. */
export interface PlaylistCopyRow {
  source_id: string;
  name: string;
  destination_id: string;
  destination_url: string | null;
  made_at: Date;
}

/**
 * The copies earlier transfers between two accounts made of source playlists, newest first, at
 * most `limit`: each its source playlist, its name then, the copy and when it was made.
 */
export function playlistCopies(
  sequelize: Sequelize,
  input: { accountId: string; sourceUserId: string; destinationUserId: string; playlistIds: string[] },
  limit: number,
): Promise<PlaylistCopyRow[]> {
  return sequelize.query<PlaylistCopyRow>(
    `SELECT g.source_id, g.name, g.destination_id, g.destination_url, coalesce(t.finished_at, t.created_at) AS made_at
         FROM transfers t JOIN transfer_groups g ON g.transfer_id = t.id
        WHERE t.account_id = $1 AND t.source_integration_user_id = $2 AND t.destination_integration_user_id = $3
          AND g.type = 'playlist' AND g.destination_id IS NOT NULL AND g.source_id = ANY($4::text[])
        ORDER BY t.created_at DESC LIMIT $5`,
    {
      bind: [input.accountId, input.sourceUserId, input.destinationUserId, input.playlistIds, limit],
      type: QueryTypes.SELECT,
    },
  );
}
