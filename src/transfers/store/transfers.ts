import { Op, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { isUuid } from '../../ids.js';
import { Transfer } from '../models.js';
import { ENDED_STATUSES } from '../statuses.js';
import { countsOf, tallyOf, type TallyGroup, type TallyRow, type TransferTally } from '../tally.js';

// The `transfers` row: finding an account's or a wizard's transfers, the lists and charts of them,
// and where each item of one ended (the tally) with the counts its row keeps. The pipeline's groups
// and items are in items.ts, the report of what was not moved and its choices in matchReport.ts.

/** One transfer of the account, or null: another account's transfer is as good as none. */
export async function ownedTransfer(accountId: string, id: unknown): Promise<Transfer | null> {
  return isUuid(id) ? Transfer.findOne({ where: { id: id.toLowerCase(), accountId } }) : null;
}

/** One transfer a wizard session started, or null: another browser's transfer is as good as none. */
export async function wizardTransfer(wizardSessionId: string, id: unknown): Promise<Transfer | null> {
  return isUuid(id) ? Transfer.findOne({ where: { id: id.toLowerCase(), wizardSessionId } }) : null;
}

/** The latest transfer a wizard session started, or null. */
export function latestWizardTransfer(wizardSessionId: string): Promise<Transfer | null> {
  return Transfer.findOne({ where: { wizardSessionId }, order: [['createdAt', 'DESC']] });
}

/** The account's latest transfers, newest first. */
export function latestTransfers(accountId: string, limit: number): Promise<Transfer[]> {
  return Transfer.findAll({ where: { accountId }, order: [['createdAt', 'DESC']], limit });
}

/** How many of the account's transfers have not ended. */
export function countRunningTransfers(accountId: string): Promise<number> {
  return Transfer.count({ where: { accountId, status: { [Op.notIn]: [...ENDED_STATUSES] } } });
}

/**
 * Whether someone asked the transfer to stop: one read by primary key, cheap beside the call to a
 * music service it comes before.
 */
export async function cancelRequested(sequelize: Sequelize, transferId: string): Promise<boolean> {
  const [row] = await sequelize.query<{ asked: boolean }>(
    'SELECT cancel_requested_at IS NOT NULL AS asked FROM transfers WHERE id = $1',
    { bind: [transferId], type: QueryTypes.SELECT },
  );
  return Boolean(row?.asked);
}

/** The account's transfers and match rate per day over the last two weeks (the dashboard's chart). */
export function dailyMatchRate(
  sequelize: Sequelize,
  accountId: string,
): Promise<{ day: string; transfers: number; matched: number; total: number }[]> {
  return sequelize.query<{ day: string; transfers: number; matched: number; total: number }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day, count(t.id)::int AS transfers,
              coalesce(sum((t.counts->>'matched')::int), 0)::int AS matched, coalesce(sum((t.counts->>'total')::int), 0)::int AS total
       FROM generate_series(current_date - 13, current_date, interval '1 day') d
       LEFT JOIN transfers t ON t.account_id = $1 AND t.finished_at >= d AND t.finished_at < d + interval '1 day'
       GROUP BY d ORDER BY d`,
    { bind: [accountId], type: QueryTypes.SELECT },
  );
}

/**
 * Ids of the account's transfers, newest first, after the (created, id) key `after`; only those of
 * one session, one `externalUserId` or one status when `filters` says so.
 */
export function newestTransferIds(
  sequelize: Sequelize,
  accountId: string,
  filters: { sessionUuid?: string; externalUserId?: string; status?: string },
  after: [createdKey: string, id: string] | null,
  limit: number,
): Promise<{ id: string; created_key: string }[]> {
  return sequelize.query<{ id: string; created_key: string }>(
    `SELECT id, created_at::text AS created_key FROM transfers WHERE account_id = $1
         AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
         AND ($5::uuid IS NULL OR transfer_session_id = $5::uuid)
         AND ($6::text IS NULL OR external_user_id = $6::text)
         AND ($7::text IS NULL OR status = $7::text)
       ORDER BY created_at DESC, id DESC LIMIT $4`,
    {
      bind: [
        accountId,
        after?.[0] ?? null,
        after?.[1] ?? null,
        limit,
        filters.sessionUuid ?? null,
        filters.externalUserId ?? null,
        filters.status ?? null,
      ],
      type: QueryTypes.SELECT,
    },
  );
}

// Where every item ended (tally.ts): the one count every page and the API read.

/** Where each item of the transfer ended, in all and by group. */
export async function transferTally(
  sequelize: Sequelize,
  transferId: string,
  transaction?: Transaction,
): Promise<TransferTally> {
  const [groups, rows] = await Promise.all([
    sequelize.query<TallyGroup>(
      'SELECT group_index, status, written_count FROM transfer_groups WHERE transfer_id = $1 ORDER BY group_index',
      { bind: [transferId], type: QueryTypes.SELECT, transaction },
    ),
    sequelize.query<TallyRow>(
      `SELECT i.group_index, i.status,
           CASE WHEN i.status IN ('pending', 'matched') THEN i.status
                WHEN m.chosen_at IS NULL THEN 'notMoved'
                WHEN m.chosen_already_there THEN 'chosenThere'
                ELSE 'chosenAdded' END AS part,
           CASE WHEN i.status IN ('unmatched', 'failed') AND m.chosen_at IS NULL THEN coalesce(i.reason, 'error') END AS reason,
           count(*)::int AS n
         FROM transfer_items i
         LEFT JOIN match_results m ON i.status IN ('unmatched', 'failed')
           AND m.transfer_id = i.transfer_id AND m.group_index = i.group_index AND m.position = i.position
         WHERE i.transfer_id = $1
         GROUP BY 1, 2, 3, 4`,
      { bind: [transferId], type: QueryTypes.SELECT, transaction },
    ),
  ]);
  return tallyOf(groups, rows);
}

/** The transfer's counts, read from every item (so at most every few seconds while it runs). */
export async function transferCounts(
  sequelize: Sequelize,
  transferId: string,
  transaction?: Transaction,
): Promise<ReturnType<typeof countsOf>> {
  return countsOf(await transferTally(sequelize, transferId, transaction));
}

/** How many of one transfer's items are not moved, by reason: its report rows the person has not chosen for. */
export async function reasonTotals(sequelize: Sequelize, transferId: string): Promise<Record<string, number>> {
  return (await transferTally(sequelize, transferId)).notMovedBy;
}

/** The counts a finished transfer's row keeps and its events carry: every part but `pending`. */
export type KeptCounts = Omit<ReturnType<typeof countsOf>, 'pending'>;

/**
 * Counts the transfer's items again, after a person's choice moved one, in the choice's
 * transaction. The row is what the lists of transfers (D4, the dashboard) read: `keep` writes the
 * counts there, with what goes with them (the event that says so).
 */
export async function recountTransfer(
  sequelize: Sequelize,
  transferId: string,
  transaction: Transaction,
  keep: (counts: KeptCounts) => Promise<void> = (counts) => keepCounts(sequelize, transferId, counts, transaction),
): Promise<void> {
  const { pending: _pending, ...counts } = await transferCounts(sequelize, transferId, transaction);
  await keep(counts);
}

async function keepCounts(sequelize: Sequelize, transferId: string, counts: KeptCounts, transaction: Transaction) {
  await sequelize.query('UPDATE transfers SET counts = $2::jsonb WHERE id = $1', {
    bind: [transferId, JSON.stringify(counts)],
    transaction,
  });
}
