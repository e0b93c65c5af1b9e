import { Op } from 'sequelize';
import { IntegrationUser } from './models.js';
import { isUuid } from '../ids.js';
import { badRequest, notFound } from '../http/errors.js';

/** Checks the path's `integrationUserUUID` is a UUID (400 otherwise). */
export function checkedUserUuid(raw: unknown): string {
  if (!isUuid(raw)) throw badRequest('invalidIntegrationUserUUID', 'integrationUserUUID must be a UUID.');
  return raw.toLowerCase();
}

/**
 * The connected user of this account with this uuid, deleted ones included when asked.
 * Another account's user is answered exactly like a missing one (spec rule 3).
 */
export async function findConnectedUser(
  accountId: string,
  uuid: string,
  options: { includeDeleted?: boolean } = {},
): Promise<IntegrationUser> {
  const user = await IntegrationUser.findOne({ where: { id: uuid, accountId } });
  if (!user || (user.deletedAt && !options.includeDeleted)) {
    throw notFound('integrationUserNotFound', 'The account has no connected user with this uuid.');
  }
  return user;
}

/** How many connected users the account has (deleted ones not counted). */
export function countConnectedUsers(accountId: string): Promise<number> {
  return IntegrationUser.count({ where: { accountId, deletedAt: { [Op.is]: null } } });
}

/**
 * The account's connected users, newest first. `query` finds a uuid or a service user id exactly,
 * and a name or an email by any part of it, in any case.
 */
export function searchConnectedUsers(accountId: string, query: string, limit = 200): Promise<IntegrationUser[]> {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = query
    ? {
        [Op.or]: [
          ...(isUuid(query) ? [{ id: query.toLowerCase() }] : []),
          { externalUserId: query },
          { name: { [Op.iLike]: like } },
          { email: { [Op.iLike]: like } },
        ],
      }
    : {};
  return IntegrationUser.findAll({
    where: { accountId, deletedAt: { [Op.is]: null }, ...match },
    order: [['createdAt', 'DESC']],
    limit,
  });
}

/** A user of the account by a uuid from a path, deleted or not; null for anything else. */
export async function ownedUser(accountId: string, raw: unknown): Promise<IntegrationUser | null> {
  return isUuid(raw) ? IntegrationUser.findOne({ where: { id: raw.toLowerCase(), accountId } }) : null;
}
