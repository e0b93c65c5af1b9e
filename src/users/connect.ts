import { randomUUID } from 'node:crypto';
import { Op, type Sequelize, type Transaction } from 'sequelize';
import type { Keyring } from '../crypto/encryption.js';
import { Account } from '../accounts/models.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import type { ServiceProfile, ServiceTokens } from '../integrations/types.js';
import { emitEvent } from '../webhooks/outbox.js';
import { IntegrationUser } from './models.js';
import { sealTokens } from './tokens.js';

/** Connected users an evaluation account may have at once. */
export const EVALUATION_USER_CAP = 5;

/** A music-service account whose tokens we now hold, and what the `user.connected` event adds. */
export interface Connection {
  accountId: string;
  integrationType: ServiceId;
  profile: ServiceProfile;
  tokens: ServiceTokens;
  /** Extra `user.connected` data: the sign-in's authModelUUID, or D1's preauthorized flag. */
  event: Record<string, unknown>;
}

/**
 * Creates or updates the connected user of a music-service account (the same service account is
 * the same integrationUserUUID, deleted or not), with its tokens sealed, and records
 * `user.connected`, inside the caller's transaction. The account's row is locked first, so that
 * connections of one account are serialised and the evaluation cap cannot be passed by racing;
 * every way of connecting a user (hosted sign-in, D1's pre-authorized destination) comes here.
 */
export async function connectUser(
  sequelize: Sequelize,
  transaction: Transaction,
  keyring: Keyring,
  connection: Connection,
): Promise<IntegrationUser> {
  const account = await Account.findByPk(connection.accountId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!account) throw new ApiError(404, 'accountNotFound', 'The partner account no longer exists.');
  const { profile, integrationType } = connection;
  const existing = await IntegrationUser.findOne({
    where: { accountId: account.id, integrationType, externalUserId: profile.id },
    transaction,
  });
  if ((!existing || existing.deletedAt) && account.isEvaluationAccount) {
    const connected = await IntegrationUser.count({
      where: { accountId: account.id, deletedAt: { [Op.is]: null } },
      transaction,
    });
    if (connected >= EVALUATION_USER_CAP)
      throw forbidden('evaluationLimitReached', `An evaluation account connects at most ${EVALUATION_USER_CAP} users.`);
  }
  const id = existing?.id ?? randomUUID();
  const fields = {
    name: profile.name,
    email: profile.email,
    imageUrl: profile.imageUrl,
    country: profile.country,
    needsReauthSince: null,
    deletedAt: null,
    ...sealTokens(keyring, id, connection.tokens),
  };
  const user = existing
    ? await existing.update(fields, { transaction })
    : await IntegrationUser.create(
        { id, accountId: account.id, integrationType, externalUserId: profile.id, ...fields },
        { transaction },
      );
  // Syncs waiting for this listener to sign in again go on from their next run.
  await sequelize.query(
    `UPDATE syncs SET paused = false, paused_reason = NULL, updated_at = now()
      WHERE paused_reason = 'authFailed' AND deleted_at IS NULL AND (source_user_id = :id OR destination_user_id = :id)`,
    { replacements: { id: user.id }, transaction },
  );
  await emitEvent(sequelize, transaction, account.id, 'user.connected', {
    integrationUserUUID: user.id,
    integrationType,
    ...connection.event,
  });
  return user;
}
