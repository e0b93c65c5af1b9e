import type { Sequelize, Transaction } from 'sequelize';

/**
 * Records MatchResultRow rows for unmatched and failed items of a transfer, in one statement and
 * at most once each (the unmatched queue calls it as the transfer goes; the last step calls it
 * for the whole transfer to be sure none is missing). `keys` limits it to some items.
 */
export async function recordMatchResults(sequelize: Sequelize, transferId: string, keys: [number, number][] | null, transaction?: Transaction): Promise<number> {
  const only = keys ? 'AND (i.group_index, i.position) IN (SELECT * FROM unnest($2::int[], $3::int[]))' : '';
  const [, affected] = await sequelize.query(
    `INSERT INTO match_results (transfer_id, group_index, position, account_id, status, reason, row)
     SELECT i.transfer_id, i.group_index, i.position, t.account_id, i.status, i.reason,
       jsonb_build_object(
         'source', i.source, 'itemType', i.item_type, 'score', i.score, 'candidate', i.candidate,
         'group', jsonb_build_object('type', g.type, 'name', g.name, 'sourceId', g.source_id))
     FROM transfer_items i
     JOIN transfers t ON t.id = i.transfer_id
     JOIN transfer_groups g ON g.transfer_id = i.transfer_id AND g.group_index = i.group_index
     WHERE i.transfer_id = $1 AND i.status IN ('unmatched', 'failed') ${only}
     ON CONFLICT (transfer_id, group_index, position) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason, row = EXCLUDED.row
       WHERE match_results.reason IS DISTINCT FROM EXCLUDED.reason`,
    { bind: keys ? [transferId, keys.map((k) => k[0]), keys.map((k) => k[1])] : [transferId], transaction },
  );
  return (affected as { rowCount?: number })?.rowCount ?? 0;
}
