import { Op, QueryTypes } from 'sequelize';
import type { Adapters } from '../integrations/adapters.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import { Transfer } from '../transfers/models.js';
import { IntegrationUser } from '../users/models.js';
import type { DashboardDeps } from './kit.js';

/** What the user's service does with tokens. */
export interface Renewal {
  /** A refresh token is stored and the service takes it: an access token is renewed without the listener. */
  renews: boolean;
  /** False where a token lasts until the listener revokes it. */
  expires: boolean;
}

/** One connected user of the listener, with what its service does with its tokens. */
export interface ServiceTokens {
  user: IntegrationUser;
  renewal: Renewal;
}

/** What a connected user's page shows besides the user: who they are in the partner's app, and what they did. */
export interface UserFacts {
  /** The ids the partner's app gave for this listener: at sign-in, on a transfer or on a sync. */
  appUserIds: string[];
  lastSignInAt: Date | null;
  /**
   * The listener's connected users, this one first; then the others: those signed in under one of
   * the same app user ids, and the other side of their transfers and syncs.
   */
  services: ServiceTokens[];
  transfers: Transfer[];
}

/** Whether the user's access token is renewed without them, and whether it expires at all. */
export function renewalOf(adapters: Adapters, user: IntegrationUser): Renewal {
  const capabilities = adapters.get(user.integrationType as ServiceId)?.capabilities;
  return {
    renews: Boolean(user.refreshTokenSealed) && Boolean(capabilities?.tokenRefresh),
    expires: capabilities?.tokensExpire !== false,
  };
}

/** The user's latest transfers a page lists. */
const TRANSFERS_SHOWN = 50;

/** The facts of `user`; every read is within the user's account. */
export async function userFacts(
  deps: Pick<DashboardDeps, 'sequelize' | 'adapters'>,
  user: IntegrationUser,
): Promise<UserFacts> {
  const { sequelize } = deps;
  const { accountId } = user;
  // Sign-ins are kept a week after they end (pruneExpired), so older ones no longer say who signed in.
  // Deleted syncs still tell which of the account's users are one listener, and the app's id for them.
  const [signIns, transfers, syncs] = await Promise.all([
    sequelize.query<{ partner_user_id: string | null; succeeded_at: Date | null }>(
      `SELECT partner_user_id, succeeded_at FROM sign_in_attempts
        WHERE account_id = $1 AND integration_user_id = $2 AND state = 'succeeded' ORDER BY created_at DESC`,
      { bind: [accountId, user.id], type: QueryTypes.SELECT },
    ),
    Transfer.findAll({
      where: {
        accountId,
        [Op.or]: [{ sourceIntegrationUserId: user.id }, { destinationIntegrationUserId: user.id }],
      },
      order: [['createdAt', 'DESC']],
      limit: TRANSFERS_SHOWN,
    }),
    sequelize.query<{ source_user_id: string; destination_user_id: string; external_user_id: string | null }>(
      `SELECT DISTINCT source_user_id, destination_user_id, external_user_id FROM syncs
        WHERE account_id = $1 AND (source_user_id = $2 OR destination_user_id = $2)`,
      { bind: [accountId, user.id], type: QueryTypes.SELECT },
    ),
  ]);
  const appUserIds = [
    ...new Set(
      [
        ...signIns.map((s) => s.partner_user_id),
        ...transfers.map((t) => t.externalUserId),
        ...syncs.map((s) => s.external_user_id),
      ].filter((id): id is string => Boolean(id)),
    ),
  ];
  const signedInTogether = appUserIds.length
    ? await sequelize.query<{ id: string }>(
        `SELECT DISTINCT integration_user_id AS id FROM sign_in_attempts
          WHERE account_id = $1 AND state = 'succeeded' AND partner_user_id = ANY($2::text[])
            AND integration_user_id IS NOT NULL`,
        { bind: [accountId, appUserIds], type: QueryTypes.SELECT },
      )
    : [];
  const others = new Set([
    ...signedInTogether.map((r) => r.id),
    ...transfers.flatMap((t) => [t.sourceIntegrationUserId, t.destinationIntegrationUserId]),
    ...syncs.flatMap((s) => [s.source_user_id, s.destination_user_id]),
  ]);
  others.delete(user.id);
  const otherServices = others.size
    ? await IntegrationUser.findAll({
        where: { id: [...others], accountId, deletedAt: { [Op.is]: null } },
        order: [
          ['integrationType', 'ASC'],
          ['createdAt', 'DESC'],
        ],
      })
    : [];
  const succeeded = signIns.map((s) => s.succeeded_at).filter((at): at is Date => at !== null);
  return {
    appUserIds,
    lastSignInAt: succeeded.length ? new Date(Math.max(...succeeded.map((at) => new Date(at).getTime()))) : null,
    services: [user, ...otherServices].map((u) => ({ user: u, renewal: renewalOf(deps.adapters, u) })),
    transfers,
  };
}
