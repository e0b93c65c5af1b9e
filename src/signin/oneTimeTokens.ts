import { Op } from 'sequelize';
import { digest } from '../crypto/tokens.js';
import { unauthorized } from '../http/errors.js';
import { OneTimeToken } from './models.js';

/** The one-time token with this value, spent or not, or null. */
export function findOneTimeToken(value: string): Promise<OneTimeToken | null> {
  return OneTimeToken.findOne({ where: { tokenDigest: digest(value) } });
}

/**
 * Spends a one-time token: true for the one call that spent it while it was live, false for every
 * other (already spent, expired). One conditional UPDATE, so two concurrent uses cannot both win
 * (the interface: a one-time token receives authData once).
 */
export async function spendOneTimeToken(tokenId: string): Promise<boolean> {
  const now = new Date();
  const [count] = await OneTimeToken.update(
    { consumedAt: now },
    { where: { id: tokenId, consumedAt: { [Op.is]: null }, expiresAt: { [Op.gt]: now } } },
  );
  return count === 1;
}

/** Spends the one-time token a request authenticated with, before it reads authData: a second use is 401. */
export async function spendCredential(tokenId: string): Promise<void> {
  if (!(await spendOneTimeToken(tokenId)))
    throw unauthorized('oneTimeTokenUsed', 'The one-time token was already used to read authData; it works once.');
}
