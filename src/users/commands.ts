import type { Sequelize } from 'sequelize';
import { IntegrationUser } from './models.js';
import { emitEvent } from '../webhooks/outbox.js';
import { holdAccountAgainstConnects } from './lockOrder.js';

/**
 * A7 and the dashboard: forgets a connected user and records `user.deleted`, in one transaction.
 * The music-service tokens, name, email, image and the stored copy of the library go; the row
 * stays as a tombstone holding only ids, so that deleting again is still a success (answers false).
 */
export async function deleteConnectedUser(sequelize: Sequelize, user: IntegrationUser): Promise<boolean> {
  return sequelize.transaction(async (transaction) => {
    // The account first, as a sign-in of the same listener takes it: the other order deadlocks.
    await holdAccountAgainstConnects(sequelize, transaction, user.accountId);
    // Locked and read again, so that two deletes at once emit one event.
    const row = await IntegrationUser.findByPk(user.id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row || row.deletedAt) return false;
    await row.update(
      {
        name: null,
        email: null,
        imageUrl: null,
        country: null,
        authDataSealed: null,
        refreshTokenSealed: null,
        authDataExpiresAt: null,
        deletedAt: new Date(),
      },
      { transaction },
    );
    // Its stored copies go, their items with them (ON DELETE CASCADE); a copy still running finds
    // its row gone and stops. By table, as for syncs: the library is built on users, not under them.
    await sequelize.query('DELETE FROM library_snapshots WHERE integration_user_id = :id', {
      replacements: { id: row.id },
      transaction,
    });
    // Its syncs end with it; their schedules find them gone at their next run and stop.
    await sequelize.query(
      'UPDATE syncs SET deleted_at = now() WHERE deleted_at IS NULL AND (source_user_id = :id OR destination_user_id = :id)',
      { replacements: { id: row.id }, transaction },
    );
    await emitEvent(sequelize, transaction, row.accountId, 'user.deleted', {
      integrationUserUUID: row.id,
      integrationType: row.integrationType,
    });
    return true;
  });
}
