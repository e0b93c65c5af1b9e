import { Op } from 'sequelize';
import type { Transfer } from '../transfers/models.js';
import { IntegrationUser } from '../users/models.js';

/** The connected users on either side of a transfer; null once one is gone from the account. */
export interface TransferPeople {
  source: IntegrationUser | null;
  destination: IntegrationUser | null;
}

/** Transfers with their connected users, read at once, so that the pages name and link whose they are. */
export async function withPeople<T extends { transfer: Transfer }>(
  listed: T[],
): Promise<(T & { people: TransferPeople })[]> {
  if (!listed.length) return [];
  const ids = [
    ...new Set(
      listed.flatMap(({ transfer }) => [transfer.sourceIntegrationUserId, transfer.destinationIntegrationUserId]),
    ),
  ];
  const accountIds = [...new Set(listed.map(({ transfer }) => transfer.accountId))];
  const users = await IntegrationUser.findAll({ where: { id: { [Op.in]: ids }, accountId: { [Op.in]: accountIds } } });
  const byId = new Map(users.map((u) => [u.id, u]));
  return listed.map((item) => ({
    ...item,
    people: {
      source: byId.get(item.transfer.sourceIntegrationUserId) ?? null,
      destination: byId.get(item.transfer.destinationIntegrationUserId) ?? null,
    },
  }));
}
