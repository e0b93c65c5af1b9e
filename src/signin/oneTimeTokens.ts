import { Op } from 'sequelize';
import { digest } from '../crypto/tokens.js';
import { OneTimeToken } from './models.js';

/** The one-time token with this value, spent or not, live or not, or null. */
export function findOneTimeToken(value: string): Promise<OneTimeToken | null> {
  return OneTimeToken.findOne({ where: { tokenDigest: digest(value) } });
}

/**
 * Spends the token's one hand-out of authData: true for the one call that spent it while it was
 * live, false for every other (already spent, expired). One conditional UPDATE, so of concurrent
 * uses exactly one wins (the interface: a one-time token receives authData once). Spending it
 * ends nothing else: the token stays a credential until it expires.
 */
export async function spendOneTimeToken(tokenId: string): Promise<boolean> {
  const now = new Date();
  const [count] = await OneTimeToken.update(
    { consumedAt: now },
    { where: { id: tokenId, consumedAt: { [Op.is]: null }, expiresAt: { [Op.gt]: now } } },
  );
  return count === 1;
}
