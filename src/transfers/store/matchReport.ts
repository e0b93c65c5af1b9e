import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { StoredMatchResult } from '../presenters.js';
import type { ItemKey } from './items.js';
import { recountTransfer, type KeptCounts } from './transfers.js';

// The report of what a transfer did not move (`match_results`, D3 and D4 results), and the choices
// a person makes on its rows ("Use this one", choices.ts): a choice is recorded on its report row,
// so this is the one module that writes the table.

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

/** The destination item a person chose, as the pages name it. */
export interface ChosenItem {
  id: string;
  name: string;
  artists: string[];
  url: string | null;
}

// A report row as read: the person's choice joins the stored row, so every presenter shows it.
const RESULT_COLUMNS = `m.transfer_id, m.group_index, m.position, m.status, m.reason,
  CASE WHEN m.chosen_at IS NULL THEN m.row ELSE m.row || jsonb_build_object('chosen', jsonb_build_object(
    'id', m.chosen_destination_id, 'position', m.chosen_position, 'alreadyThere', m.chosen_already_there,
    'item', m.chosen_item,
    'chosenAt', to_char(m.chosen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) END AS row,
  (m.choice_started_at IS NOT NULL AND m.chosen_at IS NULL) AS choosing`;

// The report's rows are made only by the `unmatched` queue's processor; a choice later fills in
// its own columns of a row (below).

/**
 * Records MatchResultRow rows for unmatched and failed items of a transfer, in one statement and
 * at most once each; `keys` limits it to some items. Answers how many rows changed.
 */
export async function recordMatchResults(
  sequelize: Sequelize,
  transferId: string,
  keys: ItemKey[] | null,
): Promise<number> {
  const only = keys ? 'AND (i.group_index, i.position) IN (SELECT * FROM unnest($2::int[], $3::int[]))' : '';
  const [, affected] = await sequelize.query(
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
export async function countUnrecorded(sequelize: Sequelize, transferId: string): Promise<number> {
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM transfer_items i
     LEFT JOIN match_results m ON m.transfer_id = i.transfer_id AND m.group_index = i.group_index AND m.position = i.position
     WHERE i.transfer_id = $1 AND i.status IN ('unmatched', 'failed') AND (m.transfer_id IS NULL OR m.reason IS DISTINCT FROM i.reason)`,
    { bind: [transferId], type: QueryTypes.SELECT },
  );
  return row.n;
}

/** The report rows of one transfer the hosted pages show: the first 2,000, in item order. */
export function firstResults(sequelize: Sequelize, transferId: string): Promise<ResultRow[]> {
  return resultsOf(sequelize, transferId, null, 2_000);
}

/** One transfer's report rows after `after`, in item order. */
export function resultsOf(
  sequelize: Sequelize,
  transferId: string,
  after: ItemKey | null,
  limit: number,
): Promise<ResultRow[]> {
  const [groupIndex, position] = after ?? [-1, -1];
  return sequelize.query<ResultRow>(
    `SELECT ${RESULT_COLUMNS} FROM match_results m
     WHERE m.transfer_id = $1 AND (m.group_index, m.position) > ($2::int, $3::int) ORDER BY m.group_index, m.position LIMIT $4`,
    { bind: [transferId, groupIndex, position, limit], type: QueryTypes.SELECT },
  );
}

/**
 * D3's rows: the report rows of the account's transfers that finished in the window, and those of
 * its syncs' runs that did (a sync's row carries `sync_id` and no transfer), in one order: by when
 * they finished, then by transfer or sync, then by item, after the key `after`; `reason` keeps
 * one reason ('error' also means failed items).
 */
export function accountResults(
  sequelize: Sequelize,
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
  return sequelize.query<ResultRow & { finished_key: string; sync_id: string | null; tie_key: string; tie_n: number }>(
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

// A person's choice of a best guess ("Use this one"), recorded on its report row.

/** Whether the person took (or is taking) a best guess of this transfer's report. */
export async function hasChoices(
  sequelize: Sequelize,
  transferId: string,
  transaction?: Transaction,
): Promise<boolean> {
  const [row] = await sequelize.query<{ chosen: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM match_results
       WHERE transfer_id = $1 AND (choice_started_at IS NOT NULL OR chosen_at IS NOT NULL)) AS chosen`,
    { bind: [transferId], type: QueryTypes.SELECT, transaction },
  );
  return row.chosen;
}

/** One report row of a transfer, or null. */
export async function resultAt(
  sequelize: Sequelize,
  transferId: string,
  [groupIndex, position]: ItemKey,
): Promise<ResultRow | null> {
  const [row] = await sequelize.query<ResultRow>(
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
export async function claimChoice(
  sequelize: Sequelize,
  transferId: string,
  [groupIndex, position]: ItemKey,
  destinationId: string,
  staleMs: number,
  item: ChosenItem | null = null,
): Promise<ChoiceClaim> {
  const claimed = await sequelize.query<{ retaken: boolean }>(
    `WITH before AS (
       SELECT choice_started_at FROM match_results
       WHERE transfer_id = $1 AND group_index = $2 AND position = $3 FOR UPDATE)
     UPDATE match_results m SET chosen_destination_id = $4, chosen_item = $6::jsonb, choice_started_at = now()
     FROM before
     WHERE m.transfer_id = $1 AND m.group_index = $2 AND m.position = $3 AND m.chosen_at IS NULL
       AND (m.choice_started_at IS NULL OR m.choice_started_at < now() - $5 * interval '1 millisecond')
     RETURNING before.choice_started_at IS NOT NULL AS retaken`,
    {
      bind: [transferId, groupIndex, position, destinationId, staleMs, item ? JSON.stringify(item) : null],
      type: QueryTypes.SELECT,
    },
  );
  if (claimed.length) return claimed[0].retaken ? 'retaken' : 'claimed';
  const row = await resultAt(sequelize, transferId, [groupIndex, position]);
  return !row ? 'missing' : row.choosing ? 'busy' : 'done';
}

/**
 * The claimed choice reached the destination: at `position` of its playlist, or appended or saved
 * (null); `alreadyThere` when the playlist held it and nothing was added. The transfer's counts
 * follow in the same transaction, kept by `keep` when given (with the event that tells of them),
 * so that a choice is never recorded without them; a choice confirmed already changes nothing.
 */
export async function confirmChoice(
  sequelize: Sequelize,
  transferId: string,
  [groupIndex, position]: ItemKey,
  placedAt: number | null,
  options: {
    alreadyThere?: boolean;
    /** The item that reached it, when an earlier claim's did rather than the last one's. */
    reachedId?: string | null;
    keep?: (counts: KeptCounts, transaction: Transaction) => Promise<void>;
  } = {},
): Promise<void> {
  const { alreadyThere = false, reachedId = null, keep } = options;
  await sequelize.transaction(async (transaction) => {
    const [, confirmed] = await sequelize.query(
      `UPDATE match_results SET chosen_at = now(), chosen_position = $4, chosen_already_there = $5,
         chosen_destination_id = coalesce($6, chosen_destination_id),
         chosen_item = CASE WHEN $6::text IS NULL OR $6 = chosen_destination_id THEN chosen_item END
       WHERE transfer_id = $1 AND group_index = $2 AND position = $3 AND chosen_at IS NULL AND choice_started_at IS NOT NULL`,
      { bind: [transferId, groupIndex, position, placedAt, alreadyThere, reachedId], transaction },
    );
    if (!(confirmed as { rowCount?: number } | undefined)?.rowCount) return;
    await recountTransfer(sequelize, transferId, transaction, keep && ((counts) => keep(counts, transaction)));
  });
}

/** The destination id of a choice under way that was never confirmed (its request may have died), or null. */
export async function unconfirmedChoice(
  sequelize: Sequelize,
  transferId: string,
  [groupIndex, position]: ItemKey,
): Promise<string | null> {
  const [row] = await sequelize.query<{ id: string | null }>(
    `SELECT chosen_destination_id AS id FROM match_results
     WHERE transfer_id = $1 AND group_index = $2 AND position = $3 AND chosen_at IS NULL AND choice_started_at IS NOT NULL`,
    { bind: [transferId, groupIndex, position], type: QueryTypes.SELECT },
  );
  return row?.id ?? null;
}

/** The claimed choice did not reach the destination: the person may try again. */
export async function releaseChoice(
  sequelize: Sequelize,
  transferId: string,
  [groupIndex, position]: ItemKey,
): Promise<void> {
  await sequelize.query(
    `UPDATE match_results SET chosen_destination_id = NULL, chosen_item = NULL, choice_started_at = NULL
     WHERE transfer_id = $1 AND group_index = $2 AND position = $3 AND chosen_at IS NULL`,
    { bind: [transferId, groupIndex, position] },
  );
}

/**
 * How many entries of the group's destination playlist come from source items before
 * `position`: the matched ones the transfer wrote (each track once where the playlist holds a
 * track only once) and the choices inserted since. That is where an item at `position` belongs.
 */
export async function entriesBefore(
  sequelize: Sequelize,
  transferId: string,
  [groupIndex, position]: ItemKey,
  options: { distinct: boolean },
): Promise<number> {
  const counted = options.distinct ? 'count(DISTINCT destination_id)' : 'count(*)';
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT (SELECT ${counted} FROM transfer_items
              WHERE transfer_id = $1 AND group_index = $2 AND position < $3 AND status = 'matched')::int
          + (SELECT count(*) FROM match_results
              WHERE transfer_id = $1 AND group_index = $2 AND position < $3 AND chosen_at IS NOT NULL
                AND chosen_position IS NOT NULL AND NOT chosen_already_there)::int AS n`,
    { bind: [transferId, groupIndex, position], type: QueryTypes.SELECT },
  );
  return row.n;
}
