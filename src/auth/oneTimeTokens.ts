import { randomUUID } from 'node:crypto';
import { DataTypes, Model, Op, type Sequelize, type Transaction } from 'sequelize';
import { digest, newSecret } from '../crypto/tokens.js';

/** A one-time token handed to the partner with a sign-in callback: 30 seconds, bound to that sign-in. */
export class OneTimeToken extends Model {
  declare id: string;
  declare accountId: string;
  declare signInAttemptId: string;
  declare integrationUserId: string;
  declare tokenDigest: string;
  declare expiresAt: Date;
  /** Set by the first use: a one-time token gives authData once. */
  declare consumedAt: Date | null;
  declare createdAt: Date;
}

export function initOneTimeTokenModel(sequelize: Sequelize): void {
  OneTimeToken.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      signInAttemptId: { type: DataTypes.UUID, allowNull: false },
      integrationUserId: { type: DataTypes.UUID, allowNull: false },
      tokenDigest: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      consumedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'one_time_tokens', updatedAt: false },
  );
}

/**
 * Makes the one-time token of a sign-in that succeeded, in the sign-in's transaction (the user is
 * connected and the token exists, or neither), and answers its value: only its digest is kept.
 */
export async function issueOneTimeToken(
  grant: { accountId: string; signInAttemptId: string; integrationUserId: string },
  lifeMs: number,
  transaction: Transaction,
): Promise<string> {
  const value = newSecret('ott');
  await OneTimeToken.create(
    { id: randomUUID(), ...grant, tokenDigest: digest(value), expiresAt: new Date(Date.now() + lifeMs) },
    { transaction },
  );
  return value;
}

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
