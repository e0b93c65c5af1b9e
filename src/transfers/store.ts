import { Op, QueryTypes } from 'sequelize';
import { isUuid } from '../ids.js';
import { Transfer } from './models.js';
import { MatchReportStore } from './matchReportStore.js';

// The one home of the transfer tables below the `transfers` row: `transfer_groups` (what was
// chosen, and how far each group is written), `transfer_items` (every item of the source with its
// match) and `match_results` (the report of what was not moved). Steps, reads, the wizard and the
// dashboard reach them only through here.

export type { GroupRow, GroupTrackRow, GroupType, ItemKey, ItemOutcome, MatchedRow, PendingItem } from './itemStore.js';
export type { ChoiceClaim, ChosenItem, ResultRow } from './matchReportStore.js';

/** A copy of a playlist an earlier transfer made. */
export interface PlaylistCopyRow {
  source_id: string;
  name: string;
  destination_id: string;
  destination_url: string | null;
  made_at: Date;
}

// The account's transfers here; the pipeline's groups and items in itemStore.ts; the report and
// choices in matchReportStore.ts.
export class TransferStore extends MatchReportStore {
  /** One transfer of the account, or null: another account's transfer is as good as none. */
  async owned(accountId: string, id: unknown): Promise<Transfer | null> {
    return isUuid(id) ? Transfer.findOne({ where: { id: id.toLowerCase(), accountId } }) : null;
  }

  /** One transfer a wizard session started, or null: another browser's transfer is as good as none. */
  async ofWizard(wizardSessionId: string, id: unknown): Promise<Transfer | null> {
    return isUuid(id) ? Transfer.findOne({ where: { id: id.toLowerCase(), wizardSessionId } }) : null;
  }

  /** The latest transfer a wizard session started, or null. */
  async latestOfWizard(wizardSessionId: string): Promise<Transfer | null> {
    return Transfer.findOne({ where: { wizardSessionId }, order: [['createdAt', 'DESC']] });
  }

  /**
   * The copies earlier transfers between two accounts made of source playlists, newest first, at
   * most `limit`: each its source playlist, its name then, the copy and when it was made.
   */
  playlistCopies(
    input: { accountId: string; sourceUserId: string; destinationUserId: string; playlistIds: string[] },
    limit: number,
  ): Promise<PlaylistCopyRow[]> {
    return this.sequelize.query<PlaylistCopyRow>(
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
}
