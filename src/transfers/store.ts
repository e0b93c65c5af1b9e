import { Op, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { isUuid } from '../ids.js';
import type { AlbumItem, ArtistItem, TrackItem } from '../integrations/types.js';
import { Transfer, type TransferCounts } from './models.js';
import type { StoredMatchResult } from './presenters.js';

// The one home of the transfer tables below the `transfers` row: `transfer_groups` (what was
// chosen, and how far each group is written), `transfer_items` (every item of the source with its
// match) and `match_results` (the report of what was not moved). Steps, reads, the wizard and the
// dashboard reach them only through here.

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

export interface ResultRow {
  transfer_id: string;
  group_index: number;
  position: number;
  status: string;
  reason: string;
  /** With `chosen` once the person took the best guess. */
  row: StoredMatchResult;
  /** The person's choice is being added right now. */
  choosing: boolean;
}

/** What became of a person's "Use this one". */
export type ChoiceClaim = 'claimed' | 'retaken' | 'done' | 'busy' | 'missing';

const GROUP_COLUMNS =
  'group_index, type, name, source_id, destination_id, item_count, written_count, status, preexisting_ids, destination_url, destination_url_known';

// A report row as read: the person's choice joins the stored row, so every presenter shows it.
const RESULT_COLUMNS = `m.transfer_id, m.group_index, m.position, m.status, m.reason,
  CASE WHEN m.chosen_at IS NULL THEN m.row ELSE m.row || jsonb_build_object('chosen', jsonb_build_object(
    'id', m.chosen_destination_id, 'position', m.chosen_position,
    'chosenAt', to_char(m.chosen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) END AS row,
  (m.choice_started_at IS NOT NULL AND m.chosen_at IS NULL) AS choosing`;

export class TransferStore {
  constructor(private readonly sequelize: Sequelize) {}

  /** One transfer of the account, or null: another account's transfer is as good as none. */
  async owned(accountId: string, id: unknown): Promise<Transfer | null> {
    return isUuid(id) ? Transfer.findOne({ where: { id: id.toLowerCase(), accountId } }) : null;
  }

  /** The account's latest transfers, newest first. */
  latest(accountId: string, limit: number): Promise<Transfer[]> {
    return Transfer.findAll({ where: { accountId }, order: [['createdAt', 'DESC']], limit });
  }

  /** How many of the account's transfers have not ended. */
  running(accountId: string): Promise<number> {
    return Transfer.count({ where: { accountId, status: { [Op.notIn]: ['completed', 'failed'] } } });
  }

  /** The account's transfers and match rate per day over the last two weeks (the dashboard's chart). */
  dailyMatchRate(accountId: string): Promise<{ day: string; transfers: number; matched: number; total: number }[]> {
    return this.sequelize.query<{ day: string; transfers: number; matched: number; total: number }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, count(t.id)::int AS transfers,
              coalesce(sum((t.counts->>'matched')::int), 0)::int AS matched, coalesce(sum((t.counts->>'total')::int), 0)::int AS total
       FROM generate_series(current_date - 13, current_date, interval '1 day') d
       LEFT JOIN transfers t ON t.account_id = $1 AND t.finished_at >= d AND t.finished_at < d + interval '1 day'
       GROUP BY d ORDER BY d`,
      { bind: [accountId], type: QueryTypes.SELECT },
    );
  }

  /** Spends a session's launch code (single use, 15 minutes) in one statement; answers its session id, or null. */
  async spendLaunchCode(codeDigest: string): Promise<string | null> {
    const rows = await this.sequelize.query<{ id: string }>(
      'UPDATE transfer_sessions SET launch_used_at = now() WHERE launch_code_digest = $1 AND launch_used_at IS NULL AND launch_expires_at > now() AND expires_at > now() RETURNING id',
      { bind: [codeDigest], type: QueryTypes.SELECT },
    );
    return rows[0]?.id ?? null;
  }

  /** Ids of the account's transfers, newest first, after the (created, id) key `after`. */
  newestTransfers(
    accountId: string,
    after: [createdKey: string, id: string] | null,
    limit: number,
  ): Promise<{ id: string; created_key: string }[]> {
    return this.sequelize.query<{ id: string; created_key: string }>(
      `SELECT id, created_at::text AS created_key FROM transfers WHERE account_id = $1
         AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $4`,
      { bind: [accountId, after?.[0] ?? null, after?.[1] ?? null, limit], type: QueryTypes.SELECT },
    );
  }

  // The snapshot step.

  /** Forgets a snapshot that was interrupted, so that it is made again from scratch. */
  async clearSnapshot(transferId: string): Promise<void> {
    await this.sequelize.query('DELETE FROM transfer_items WHERE transfer_id = $1', { bind: [transferId] });
    await this.sequelize.query('DELETE FROM transfer_groups WHERE transfer_id = $1', { bind: [transferId] });
  }

  async addGroup(
    transferId: string,
    index: number,
    group: { type: GroupType; name: string; sourceId: string | null },
  ): Promise<void> {
    await this.sequelize.query(
      'INSERT INTO transfer_groups (transfer_id, group_index, type, name, source_id) VALUES ($1, $2, $3, $4, $5)',
      {
        bind: [transferId, index, group.type, group.name, group.sourceId],
      },
    );
  }

  async addItems(
    transferId: string,
    index: number,
    itemType: PendingItem['item_type'],
    firstPosition: number,
    items: unknown[],
  ): Promise<void> {
    await this.sequelize.query(
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

  async setItemCount(transferId: string, index: number, count: number): Promise<void> {
    await this.sequelize.query(
      'UPDATE transfer_groups SET item_count = $3 WHERE transfer_id = $1 AND group_index = $2',
      { bind: [transferId, index, count] },
    );
  }

  // The match step.

  /**
   * The next `limit` pending items after `after`, in source order. Chunks are matched in order, so
   * the pending items all follow the last chunk's end: starting the scan there skips the index
   * entries of items already matched, which would make a transfer quadratic.
   */
  pendingItems(transferId: string, after: ItemKey | undefined, limit: number): Promise<PendingItem[]> {
    const [fromGroup, fromPosition] = after ?? [-1, -1];
    return this.sequelize.query<PendingItem>(
      `SELECT group_index, position, item_type, source FROM transfer_items
       WHERE transfer_id = $1 AND status = 'pending' AND (group_index, position) > ($3, $4) ORDER BY group_index, position LIMIT $2`,
      { bind: [transferId, limit, fromGroup, fromPosition], type: QueryTypes.SELECT },
    );
  }

  /** Records each item's match; an item matched already (by a run before a crash) keeps its first outcome. */
  async saveMatches(transferId: string, items: PendingItem[], outcomes: ItemOutcome[]): Promise<void> {
    await this.sequelize.query(
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

  groups(transferId: string): Promise<GroupRow[]> {
    return this.sequelize.query<GroupRow>(
      `SELECT ${GROUP_COLUMNS} FROM transfer_groups WHERE transfer_id = $1 ORDER BY group_index`,
      { bind: [transferId], type: QueryTypes.SELECT },
    );
  }

  async group(transferId: string, index: number): Promise<GroupRow> {
    const [row] = await this.sequelize.query<GroupRow>(
      `SELECT ${GROUP_COLUMNS} FROM transfer_groups WHERE transfer_id = $1 AND group_index = $2`,
      { bind: [transferId, index], type: QueryTypes.SELECT },
    );
    return row;
  }

  /** The group's matched items in source order. */
  matched(transferId: string, index: number): Promise<MatchedRow[]> {
    return this.sequelize.query<MatchedRow>(
      "SELECT position, destination_id FROM transfer_items WHERE transfer_id = $1 AND group_index = $2 AND status = 'matched' ORDER BY position",
      {
        bind: [transferId, index],
        type: QueryTypes.SELECT,
      },
    );
  }

  /** A playlist group's tracks in source order with their match: what a sync of the playlist starts from. */
  tracksOf(transferId: string, index: number): Promise<GroupTrackRow[]> {
    return this.sequelize.query<GroupTrackRow>(
      `SELECT position, source->>'id' AS source_id, status, destination_id FROM transfer_items
       WHERE transfer_id = $1 AND group_index = $2 AND source->>'kind' IN ('track', 'video') ORDER BY position`,
      { bind: [transferId, index], type: QueryTypes.SELECT },
    );
  }

  async setGroup(
    transferId: string,
    index: number,
    fields: Partial<
      Pick<
        GroupRow,
        'destination_id' | 'written_count' | 'status' | 'preexisting_ids' | 'destination_url' | 'destination_url_known'
      >
    >,
  ): Promise<void> {
    await this.sequelize.query(
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
  async setUnwritten(
    transferId: string,
    index: number,
    positions: number[],
    status: 'unmatched' | 'failed',
    reason: string,
  ): Promise<ItemKey[]> {
    if (positions.length === 0) return [];
    await this.sequelize.query(
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
  async copyWork(from: string, to: string, transaction: Transaction): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO transfer_groups (transfer_id, ${GROUP_COLUMNS})
       SELECT $2, ${GROUP_COLUMNS} FROM transfer_groups WHERE transfer_id = $1`,
      { bind: [from, to], transaction },
    );
    const items = 'group_index, position, item_type, source, status, reason, destination_id, score, candidate';
    await this.sequelize.query(
      `INSERT INTO transfer_items (transfer_id, ${items}) SELECT $2, ${items} FROM transfer_items WHERE transfer_id = $1`,
      { bind: [from, to], transaction },
    );
  }

  /** Whether the person took (or is taking) a best guess of this transfer's report. */
  async hasChoices(transferId: string, transaction?: Transaction): Promise<boolean> {
    const [row] = await this.sequelize.query<{ chosen: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM match_results
         WHERE transfer_id = $1 AND (choice_started_at IS NOT NULL OR chosen_at IS NOT NULL)) AS chosen`,
      { bind: [transferId], type: QueryTypes.SELECT, transaction },
    );
    return row.chosen;
  }

  // Counts.

  /** The transfer's counts, read from every item (so at most every few seconds while it runs). */
  async counts(transferId: string): Promise<TransferCounts & { pending: number }> {
    const [row] = await this.sequelize.query<TransferCounts & { pending: number }>(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE status = 'matched')::int AS matched,
         count(*) FILTER (WHERE status = 'unmatched')::int AS unmatched,
         count(*) FILTER (WHERE status = 'failed')::int AS failed,
         count(*) FILTER (WHERE status = 'pending')::int AS pending,
         (SELECT coalesce(sum(written_count), 0)::int FROM transfer_groups WHERE transfer_id = $1) AS written
       FROM transfer_items WHERE transfer_id = $1`,
      { bind: [transferId], type: QueryTypes.SELECT },
    );
    return row;
  }

  // The unmatched report (D3, D4 results): written only by the `unmatched` queue's processor.

  /**
   * Records MatchResultRow rows for unmatched and failed items of a transfer, in one statement and
   * at most once each; `keys` limits it to some items. Answers how many rows changed.
   */
  async recordMatchResults(transferId: string, keys: ItemKey[] | null): Promise<number> {
    const only = keys ? 'AND (i.group_index, i.position) IN (SELECT * FROM unnest($2::int[], $3::int[]))' : '';
    const [, affected] = await this.sequelize.query(
      `INSERT INTO match_results (transfer_id, group_index, position, account_id, status, reason, row)
       SELECT i.transfer_id, i.group_index, i.position, t.account_id, i.status, i.reason,
         jsonb_build_object(
           'source', i.source, 'itemType', i.item_type, 'score', i.score, 'candidate', i.candidate, 'destinationId', i.destination_id,
           'group', jsonb_build_object('type', g.type, 'name', g.name, 'sourceId', g.source_id))
       FROM transfer_items i
       JOIN transfers t ON t.id = i.transfer_id
       JOIN transfer_groups g ON g.transfer_id = i.transfer_id AND g.group_index = i.group_index
       WHERE i.transfer_id = $1 AND i.status IN ('unmatched', 'failed') ${only}
       ON CONFLICT (transfer_id, group_index, position) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason, row = EXCLUDED.row
         WHERE match_results.reason IS DISTINCT FROM EXCLUDED.reason`,
      { bind: keys ? [transferId, keys.map((k) => k[0]), keys.map((k) => k[1])] : [transferId] },
    );
    return (affected as { rowCount?: number })?.rowCount ?? 0;
  }

  /** Unmatched and failed items whose report row is missing or out of date. */
  async unrecorded(transferId: string): Promise<number> {
    const [row] = await this.sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfer_items i
       LEFT JOIN match_results m ON m.transfer_id = i.transfer_id AND m.group_index = i.group_index AND m.position = i.position
       WHERE i.transfer_id = $1 AND i.status IN ('unmatched', 'failed') AND (m.transfer_id IS NULL OR m.reason IS DISTINCT FROM i.reason)`,
      { bind: [transferId], type: QueryTypes.SELECT },
    );
    return row.n;
  }

  /** The report rows of one transfer the hosted pages show: the first 2,000, in item order. */
  firstResults(transferId: string): Promise<ResultRow[]> {
    return this.results(transferId, null, 2_000);
  }

  /** One transfer's report rows after `after`, in item order. */
  results(transferId: string, after: ItemKey | null, limit: number): Promise<ResultRow[]> {
    const [groupIndex, position] = after ?? [-1, -1];
    return this.sequelize.query<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM match_results m
       WHERE m.transfer_id = $1 AND (m.group_index, m.position) > ($2::int, $3::int) ORDER BY m.group_index, m.position LIMIT $4`,
      { bind: [transferId, groupIndex, position, limit], type: QueryTypes.SELECT },
    );
  }

  /**
   * The account's report rows of transfers finished in [from, to), in (finished, transfer, item)
   * order, after the key `after`; `reason` keeps one reason ('error' also means failed items).
   */
  /**
   * D3's rows: the report rows of the account's transfers that finished in the window, and those of
   * its syncs' runs that did (a sync's row carries `sync_id` and no transfer), in one order: by when
   * they finished, then by transfer or sync, then by item.
   */
  accountResults(
    accountId: string,
    window: { from: Date; to: Date },
    options: {
      reason?: string | null;
      after?:
        [finishedKey: string, id: string, groupIndex: number, position: number, tieKey?: string, tieN?: number] | null;
      limit: number;
    },
  ): Promise<(ResultRow & { finished_key: string; sync_id: string | null; tie_key: string; tie_n: number })[]> {
    // A sync's rows can share a position and a finish (an entry replaced by another before the
    // run that found both finished): the source entry breaks the tie, so no page skips a row.
    const [finishedKey, id, groupIndex, position, tieKey, tieN] = options.after ?? [null, null, null, null];
    const after = [finishedKey, id, groupIndex, position, tieKey ?? '', tieN ?? 0];
    return this.sequelize.query<
      ResultRow & { finished_key: string; sync_id: string | null; tie_key: string; tie_n: number }
    >(
      `SELECT * FROM (
         SELECT ${RESULT_COLUMNS}, NULL::uuid AS sync_id, t.finished_at, t.finished_at::text AS finished_key, t.id AS owner_id,
                '' AS tie_key, 0 AS tie_n
         FROM match_results m JOIN transfers t ON t.id = m.transfer_id
         WHERE m.account_id = $1 AND t.finished_at >= $2 AND t.finished_at < $3
           AND ($4::text IS NULL OR m.reason = $4 OR ($4 = 'error' AND m.status = 'failed'))
         UNION ALL
         SELECT NULL::uuid, 0, s.position, s.status, s.reason, s.row, false, s.sync_id,
                s.finished_at, s.finished_at::text, s.sync_id, s.source_track_id, s.occurrence
         FROM sync_results s
         WHERE s.account_id = $1 AND s.finished_at >= $2 AND s.finished_at < $3
           AND ($4::text IS NULL OR s.reason = $4 OR ($4 = 'error' AND s.status = 'failed'))
       ) r
       WHERE ($5::timestamptz IS NULL OR (r.finished_at, r.owner_id, r.group_index, r.position, r.tie_key, r.tie_n)
                                         > ($5::timestamptz, $6::uuid, $7::int, $8::int, $9::text, $10::int))
       ORDER BY r.finished_at, r.owner_id, r.group_index, r.position, r.tie_key, r.tie_n
       LIMIT $11`,
      {
        bind: [
          accountId,
          window.from.toISOString(),
          window.to.toISOString(),
          options.reason ?? null,
          ...after,
          options.limit,
        ],
        type: QueryTypes.SELECT,
      },
    );
  }

  /** How many of one transfer's report rows have each reason, less the best guesses the person added since. */
  async reasonTotals(transferId: string): Promise<Record<string, number>> {
    const rows = await this.sequelize.query<{ reason: string; n: number }>(
      'SELECT reason, count(*)::int AS n FROM match_results WHERE transfer_id = $1 AND chosen_at IS NULL GROUP BY reason',
      { bind: [transferId], type: QueryTypes.SELECT },
    );
    return Object.fromEntries(rows.map((r) => [r.reason, r.n]));
  }

  // A person's choice of a best guess ("Use this one"), recorded on its report row.

  /** One report row of a transfer, or null. */
  async result(transferId: string, [groupIndex, position]: ItemKey): Promise<ResultRow | null> {
    const [row] = await this.sequelize.query<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM match_results m WHERE m.transfer_id = $1 AND m.group_index = $2 AND m.position = $3`,
      { bind: [transferId, groupIndex, position], type: QueryTypes.SELECT },
    );
    return row ?? null;
  }

  /**
   * Takes the row for adding `destinationId`, once: a row already chosen answers `done`, one being
   * added by another request `busy`. A claim older than `staleMs` that never finished (its process
   * died) may be taken again: `retaken`, and the caller checks whether the first add reached the
   * destination before adding again.
   */
  async claimChoice(
    transferId: string,
    [groupIndex, position]: ItemKey,
    destinationId: string,
    staleMs: number,
  ): Promise<ChoiceClaim> {
    const claimed = await this.sequelize.query<{ retaken: boolean }>(
      `WITH before AS (
         SELECT choice_started_at FROM match_results
         WHERE transfer_id = $1 AND group_index = $2 AND position = $3 FOR UPDATE)
       UPDATE match_results m SET chosen_destination_id = $4, choice_started_at = now()
       FROM before
       WHERE m.transfer_id = $1 AND m.group_index = $2 AND m.position = $3 AND m.chosen_at IS NULL
         AND (m.choice_started_at IS NULL OR m.choice_started_at < now() - $5 * interval '1 millisecond')
       RETURNING before.choice_started_at IS NOT NULL AS retaken`,
      { bind: [transferId, groupIndex, position, destinationId, staleMs], type: QueryTypes.SELECT },
    );
    if (claimed.length) return claimed[0].retaken ? 'retaken' : 'claimed';
    const row = await this.result(transferId, [groupIndex, position]);
    return !row ? 'missing' : row.choosing ? 'busy' : 'done';
  }

  /** The claimed choice reached the destination: at `position` of its playlist, or appended or saved (null). */
  async confirmChoice(transferId: string, [groupIndex, position]: ItemKey, placedAt: number | null): Promise<void> {
    await this.sequelize.query(
      `UPDATE match_results SET chosen_at = now(), chosen_position = $4
       WHERE transfer_id = $1 AND group_index = $2 AND position = $3 AND chosen_at IS NULL AND choice_started_at IS NOT NULL`,
      { bind: [transferId, groupIndex, position, placedAt] },
    );
  }

  /** The claimed choice did not reach the destination: the person may try again. */
  async releaseChoice(transferId: string, [groupIndex, position]: ItemKey): Promise<void> {
    await this.sequelize.query(
      `UPDATE match_results SET chosen_destination_id = NULL, choice_started_at = NULL
       WHERE transfer_id = $1 AND group_index = $2 AND position = $3 AND chosen_at IS NULL`,
      { bind: [transferId, groupIndex, position] },
    );
  }

  /**
   * How many entries of the group's destination playlist come from source items before
   * `position`: the matched ones the transfer wrote (each track once where the playlist holds a
   * track only once) and the choices inserted since. That is where an item at `position` belongs.
   */
  async entriesBefore(
    transferId: string,
    [groupIndex, position]: ItemKey,
    options: { distinct: boolean },
  ): Promise<number> {
    const counted = options.distinct ? 'count(DISTINCT destination_id)' : 'count(*)';
    const [row] = await this.sequelize.query<{ n: number }>(
      `SELECT (SELECT ${counted} FROM transfer_items
                WHERE transfer_id = $1 AND group_index = $2 AND position < $3 AND status = 'matched')::int
            + (SELECT count(*) FROM match_results
                WHERE transfer_id = $1 AND group_index = $2 AND position < $3 AND chosen_at IS NOT NULL
                  AND chosen_position IS NOT NULL)::int AS n`,
      { bind: [transferId, groupIndex, position], type: QueryTypes.SELECT },
    );
    return row.n;
  }
}
