import { Op } from 'sequelize';
import { Account } from '../accounts/models.js';
import { isUuid } from '../ids.js';
import { IntegrationUser } from '../users/models.js';
import { SignInAttempt } from './models.js';

// The sign-in's reads: the partner a link or an attempt belongs to, an attempt by one of its ids,
// and the user it connected. The routes and pages call these and never a model.

/** How long A3 hands out authData after the sign-in succeeded (docs/decisions.md says the figure). */
export const A3_AUTH_DATA_WINDOW_MS = 5 * 60_000;

/** The partner whose hosted pages live at this slug, or null. */
export function partnerBySlug(slug: string): Promise<Account | null> {
  return Account.findOne({ where: { slug } });
}

/** The partner an attempt belongs to, or null once its account is gone. */
export function partnerOfAttempt(attempt: Pick<SignInAttempt, 'accountId'>): Promise<Account | null> {
  return Account.findByPk(attempt.accountId);
}

/** The attempt started with this uniqueId (A3), or null; anything but a UUID finds none. */
export async function attemptByUniqueId(uniqueId: unknown): Promise<SignInAttempt | null> {
  return isUuid(uniqueId) ? SignInAttempt.findOne({ where: { uniqueId: uniqueId.toLowerCase() } }) : null;
}

/** The attempt with this id, of `accountId` when one is given, or null; anything but a UUID finds none. */
export async function attemptById(id: unknown, accountId?: string): Promise<SignInAttempt | null> {
  if (!isUuid(id)) return null;
  const where = { id: id.toLowerCase(), ...(accountId ? { accountId } : {}) };
  return SignInAttempt.findOne({ where });
}

/** The user an attempt connected, only while it is still a user of `accountId` when one is given. */
export async function userOfAttempt(
  attempt: Pick<SignInAttempt, 'integrationUserId'>,
  accountId?: string,
): Promise<IntegrationUser | null> {
  if (!attempt.integrationUserId) return null;
  const where = { id: attempt.integrationUserId, ...(accountId ? { accountId } : {}) };
  return IntegrationUser.findOne({ where });
}

/**
 * Whether A3 still shows the authData of a succeeded attempt: within the window after success,
 * and no later sign-in of the same connected user since.
 */
export async function authDataStillShown(attempt: SignInAttempt): Promise<boolean> {
  if (attempt.state !== 'succeeded' || !attempt.succeededAt || !attempt.integrationUserId) return false;
  if (Date.now() - attempt.succeededAt.getTime() > A3_AUTH_DATA_WINDOW_MS) return false;
  const later = await SignInAttempt.count({
    where: {
      integrationUserId: attempt.integrationUserId,
      state: 'succeeded',
      succeededAt: { [Op.gt]: attempt.succeededAt },
    },
  });
  return later === 0;
}
