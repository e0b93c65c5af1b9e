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
export async function findConnectedUser(accountId: string, uuid: string, options: { includeDeleted?: boolean } = {}): Promise<IntegrationUser> {
  const user = await IntegrationUser.findOne({ where: { id: uuid, accountId } });
  if (!user || (user.deletedAt && !options.includeDeleted)) {
    throw notFound('integrationUserNotFound', 'The account has no connected user with this uuid.');
  }
  return user;
}
