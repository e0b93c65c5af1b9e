import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { IntegrationUser } from '../users/models.js';
import type { Sync } from './models.js';
import { presentSync, type SyncEntryCounts } from './presenters.js';

// The reads of the Syncs resource: a page of an account's syncs, and what presenting one needs
// besides its row (its users' services, its entries' counts), fetched once for a whole page.

/** The live syncs of an account, newest first, after `after` (a `created_at::text` and an id). */
export function newestSyncIds(
  sequelize: Sequelize,
  accountId: string,
  after: [createdKey: string, id: string] | null,
  limit: number,
): Promise<{ id: string; created_key: string }[]> {
  return sequelize.query<{ id: string; created_key: string }>(
    `SELECT id, created_at::text AS created_key FROM syncs WHERE account_id = $1 AND deleted_at IS NULL
       AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $4`,
    { bind: [accountId, after?.[0] ?? null, after?.[1] ?? null, limit], type: QueryTypes.SELECT },
  );
}

/** How many live syncs the account has (the cap counts these). */
export async function countLiveSyncs(sequelize: Sequelize, accountId: string, transaction: Transaction) {
  const [row] = await sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM syncs WHERE account_id = $1 AND deleted_at IS NULL',
    { bind: [accountId], type: QueryTypes.SELECT, transaction },
  );
  return row.n;
}

async function entryCounts(
  sequelize: Sequelize,
  syncIds: string[],
  transaction?: Transaction,
): Promise<Map<string, SyncEntryCounts>> {
  const counts = new Map<string, SyncEntryCounts>(syncIds.map((id) => [id, { synced: 0, unmatched: 0 }]));
  if (syncIds.length === 0) return counts;
  const rows = await sequelize.query<{ sync_id: string; synced: number; unmatched: number }>(
    `SELECT sync_id,
            count(*) FILTER (WHERE state = 'added')::int AS synced,
            count(*) FILTER (WHERE state = 'unmatched')::int AS unmatched
       FROM sync_entries WHERE sync_id = ANY($1::uuid[]) GROUP BY sync_id`,
    { bind: [syncIds], type: QueryTypes.SELECT, transaction },
  );
  for (const row of rows) counts.set(row.sync_id, { synced: row.synced, unmatched: row.unmatched });
  return counts;
}

/** The Sync records of `syncs`, in their order; inside `transaction`, as it sees them. */
export async function presentSyncs(sequelize: Sequelize, syncs: Sync[], transaction?: Transaction) {
  const userIds = [...new Set(syncs.flatMap((s) => [s.sourceUserId, s.destinationUserId]))];
  const [users, counts] = await Promise.all([
    userIds.length
      ? IntegrationUser.findAll({ where: { id: userIds }, attributes: ['id', 'integrationType'], transaction })
      : Promise.resolve([]),
    entryCounts(
      sequelize,
      syncs.map((s) => s.id),
      transaction,
    ),
  ]);
  const types = new Map(users.map((u) => [u.id, u.integrationType as string]));
  return syncs.map((sync) => presentSync(sync, types, counts.get(sync.id)!));
}
