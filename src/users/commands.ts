import type { Transaction } from 'sequelize';
import { IntegrationUser } from './models.js';
import { LibrarySnapshot } from '../library/snapshot/models.js';

/**
 * A7: forgets a connected user. The music-service tokens, name, email, image and the stored copy
 * of the library go; the row stays as a tombstone holding only ids, so that deleting again is
 * still a success.
 */
export async function deleteConnectedUser(user: IntegrationUser, transaction?: Transaction): Promise<void> {
  if (user.deletedAt) return;
  await user.update(
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
  // Its items go with it (ON DELETE CASCADE); a copy still running finds its row gone and stops.
  await LibrarySnapshot.destroy({ where: { integrationUserId: user.id }, transaction });
}
