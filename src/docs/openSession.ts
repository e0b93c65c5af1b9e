import { randomUUID } from 'node:crypto';
import { ForeignKeyConstraintError, type Transaction } from 'sequelize';
import { DocsSession } from '../accounts/models.js';
import { findAccount } from '../accounts/commands.js';
import { IntegrationUser } from '../users/models.js';
import { digest, newSecret } from '../crypto/tokens.js';
import { badRequest, notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';

// Opening a docs session sits above connected users: a sandbox session is bound to one of them.

/**
 * Opens a docs session. A sandbox session may be bound to one connected user of the account,
 * which the docs site then uses for "try it" calls on `/api/{integrationUserUUID}/...`. One opened
 * from the dashboard names the member who opened it (`openedBy`), whose removal or password reset
 * ends it.
 */
export async function createDocsSession(
  slug: string,
  options: {
    kind?: 'partner' | 'sandbox';
    integrationUserId?: string | null;
    ttlMinutes: number;
    openedBy?: string | null;
    transaction?: Transaction;
  },
): Promise<{ token: string; expiresAt: Date; kind: 'partner' | 'sandbox' }> {
  // Every read inside the caller's transaction, if any: it must not wait for a second connection.
  const account = await findAccount(slug, options.transaction);
  const kind = options.kind ?? 'partner';
  if (kind !== 'partner' && kind !== 'sandbox') throw badRequest('invalidInput', 'kind must be partner or sandbox');
  let integrationUserId: string | null = null;
  if (options.integrationUserId) {
    if (kind !== 'sandbox') throw badRequest('invalidInput', 'only a sandbox session is bound to a connected user');
    const user = isUuid(options.integrationUserId)
      ? await IntegrationUser.findOne({
          where: { id: options.integrationUserId, accountId: account.id, deletedAt: null },
          transaction: options.transaction,
        })
      : null;
    if (!user) throw notFound('integrationUserNotFound', `no connected user ${options.integrationUserId} on "${slug}"`);
    integrationUserId = user.id;
  }
  const token = newSecret('ds');
  const expiresAt = new Date(Date.now() + options.ttlMinutes * 60_000);
  try {
    await DocsSession.create(
      {
        id: randomUUID(),
        accountId: account.id,
        tokenDigest: digest(token),
        kind,
        integrationUserId,
        openedByMemberId: options.openedBy ?? null,
        expiresAt,
      },
      { transaction: options.transaction },
    );
  } catch (err) {
    // The member was removed while the session was being opened: nobody is left to hold it.
    if (err instanceof ForeignKeyConstraintError && options.openedBy)
      throw notFound('memberNotFound', 'The member opening the docs session is no longer on the team.');
    throw err;
  }
  return { token, expiresAt, kind };
}
