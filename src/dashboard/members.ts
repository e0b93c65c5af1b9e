import { randomBytes, randomUUID, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';
import { DataTypes, Model, type Sequelize } from 'sequelize';
import { findAccount } from '../accounts/commands.js';
import { digest, newSecret } from '../crypto/tokens.js';
import { badRequest, notFound } from '../http/errors.js';

/** A partner's team member, signing in to the dashboard. */
export class TeamMember extends Model {
  declare id: string;
  declare accountId: string;
  declare email: string;
  declare passwordHash: string | null;
  declare invitationDigest: string | null;
  declare invitationExpiresAt: Date | null;
  declare lastSignInAt: Date | null;
}

export class DashboardSession extends Model {
  declare id: string;
  declare memberId: string;
  declare tokenDigest: string;
  declare csrfToken: string;
  declare expiresAt: Date;
}

export function initDashboardModels(sequelize: Sequelize): void {
  TeamMember.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      accountId: { type: DataTypes.UUID, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      passwordHash: { type: DataTypes.TEXT, allowNull: true },
      invitationDigest: { type: DataTypes.CHAR(64), allowNull: true },
      invitationExpiresAt: { type: DataTypes.DATE, allowNull: true },
      lastSignInAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'team_members' },
  );
  DashboardSession.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      memberId: { type: DataTypes.UUID, allowNull: false },
      tokenDigest: { type: DataTypes.CHAR(64), allowNull: false },
      csrfToken: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'dashboard_sessions', updatedAt: false },
  );
}

export const SESSION_LIFE_MS = 12 * 3600_000;
const INVITATION_LIFE_MS = 7 * 24 * 3600_000;
const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 64 };

const scryptAsync = (password: BinaryLike, salt: BinaryLike, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** `scrypt$N$r$p$salt$hash`, so that the cost can rise later without losing old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !hash) {
    // Spend the same time as a real check, so that unknown emails cannot be told apart.
    await hashPassword(password);
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

export const MIN_PASSWORD = 12;

/** Invites a team member of an account (the admin command): answers the invitation token, shown once. */
export async function inviteMember(
  slug: string,
  rawEmail: string,
): Promise<{ email: string; token: string; expiresAt: Date }> {
  const account = await findAccount(slug);
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 254)
    throw badRequest('invalidEmail', 'the email address is not valid');
  const token = newSecret('inv');
  const expiresAt = new Date(Date.now() + INVITATION_LIFE_MS);
  const existing = await TeamMember.findOne({ where: { email } });
  if (existing && existing.accountId !== account.id)
    throw badRequest('emailInUse', 'this email belongs to a member of another account');
  if (existing) await existing.update({ invitationDigest: digest(token), invitationExpiresAt: expiresAt });
  else
    await TeamMember.create({
      id: randomUUID(),
      accountId: account.id,
      email,
      invitationDigest: digest(token),
      invitationExpiresAt: expiresAt,
    });
  return { email, token, expiresAt };
}

/** Accepts an invitation: the member chooses a password; the token then no longer works. */
export async function acceptInvitation(token: string, password: string): Promise<TeamMember> {
  const member = token ? await TeamMember.findOne({ where: { invitationDigest: digest(token) } }) : null;
  if (!member || !member.invitationExpiresAt || member.invitationExpiresAt.getTime() < Date.now())
    throw notFound('invitationNotFound', 'This invitation is unknown, used or expired.');
  if (password.length < MIN_PASSWORD)
    throw badRequest('passwordTooShort', `Choose a password of at least ${MIN_PASSWORD} characters.`);
  await member.update({
    passwordHash: await hashPassword(password),
    invitationDigest: null,
    invitationExpiresAt: null,
  });
  return member;
}
