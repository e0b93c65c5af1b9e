import { QueryTypes, type Sequelize } from 'sequelize';

/** Ended rows are kept this long after they ended (support can still see a recent failure); then they go. */
export const KEEP_ENDED_MS = 24 * 3600_000;
/** Sign-in attempts are read back by partners (A3 to A5) for a week after they ended. */
export const KEEP_SIGN_IN_ATTEMPTS_MS = 7 * 24 * 3600_000;
const BATCH = 1_000;

/**
 * What the expiry sweep deletes, table by table: every row here can no longer be used (each check
 * reads its expiry); deleting only keeps the tables small and the leaked-database surface smaller.
 * Transfer sessions are partner-facing records (D4) and are not pruned.
 */
const PRUNED: { table: string; ended: string; keepMs: number }[] = [
  { table: 'one_time_tokens', ended: 'expires_at', keepMs: KEEP_ENDED_MS },
  { table: 'docs_sessions', ended: 'expires_at', keepMs: KEEP_ENDED_MS },
  { table: 'dashboard_sessions', ended: 'expires_at', keepMs: KEEP_ENDED_MS },
  // Transfers keep their rows; their link to an ended wizard session becomes null.
  { table: 'wizard_sessions', ended: 'expires_at', keepMs: KEEP_ENDED_MS },
  // Their one-time tokens go with them (ON DELETE CASCADE).
  { table: 'sign_in_attempts', ended: 'expires_at', keepMs: KEEP_SIGN_IN_ATTEMPTS_MS },
  // Invitations never accepted: the member row has no password yet.
  { table: 'team_members', ended: 'invitation_expires_at', keepMs: KEEP_ENDED_MS },
  // A spent reset is deleted when it is used; an unused one is worthless once it expires.
  { table: 'password_resets', ended: 'expires_at', keepMs: 0 },
  // A key past its 24 hours is as good as new.
  { table: 'idempotency_keys', ended: 'expires_at', keepMs: 0 },
];

/** Deletes, in batches so that no large backlog holds long locks, every row that ended long enough ago. */
export async function pruneExpired(sequelize: Sequelize, now = Date.now()): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const { table, ended, keepMs } of PRUNED) {
    const onlyInvitations = table === 'team_members' ? 'AND password_hash IS NULL' : '';
    removed[table] = 0;
    for (;;) {
      const rows = await sequelize.query<{ id: string }>(
        `DELETE FROM "${table}" WHERE id IN (SELECT id FROM "${table}" WHERE "${ended}" < :cutoff ${onlyInvitations} LIMIT ${BATCH}) RETURNING id`,
        { replacements: { cutoff: new Date(now - keepMs) }, type: QueryTypes.SELECT },
      );
      removed[table] += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  // A rotated webhook secret no longer signs once its overlap ends: a dump taken later should not hold it.
  const [, forgotten] = await sequelize.query(
    `UPDATE webhook_endpoints SET previous_secret_sealed = NULL, previous_secret_expires_at = NULL
     WHERE previous_secret_expires_at < :now`,
    { replacements: { now: new Date(now) }, type: QueryTypes.UPDATE },
  );
  removed.webhook_previous_secrets = Number(forgotten) || 0;
  return removed;
}
