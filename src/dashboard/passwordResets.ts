import { randomUUID } from 'node:crypto';
import { Op, QueryTypes, type Sequelize } from 'sequelize';
import { Account } from '../accounts/models.js';
import { digest, newSecret } from '../crypto/tokens.js';
import { notFound } from '../http/errors.js';
import { DashboardSession, PasswordReset, TeamMember, checkPassword, hashPassword } from './members.js';

/** Long enough to open an email, short enough that a forgotten message in an inbox is soon worthless. */
export const PASSWORD_RESET_LIFE_MS = 60 * 60_000;

const unknownReset = () => notFound('passwordResetNotFound', 'This link is unknown, used or expired.');

/** A new reset link's token for a member who has a password (an invitation is the way in otherwise). */
export async function createPasswordReset(member: TeamMember): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret('pwr');
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_LIFE_MS);
  await PasswordReset.create({ id: randomUUID(), memberId: member.id, tokenDigest: digest(token), expiresAt });
  return { token, expiresAt };
}

/** The member and team a live reset link is for, without spending it; null when unknown, used or expired. */
export async function findPasswordReset(token: string): Promise<{ member: TeamMember; team: string } | null> {
  const reset = token
    ? await PasswordReset.findOne({ where: { tokenDigest: digest(token), expiresAt: { [Op.gt]: new Date() } } })
    : null;
  const member = reset ? await TeamMember.findByPk(reset.memberId) : null;
  const account = member ? await Account.findByPk(member.accountId) : null;
  return member && account ? { member, team: account.name } : null;
}

/**
 * Sets a new password with a reset link. The link is spent by the statement that checks it, so
 * that two submissions cannot both succeed; every other pending link of the member and every
 * open session end too, since whoever held the old password may still be signed in.
 */
export async function resetPassword(sequelize: Sequelize, token: string, password: string): Promise<TeamMember> {
  if (!(await findPasswordReset(token))) throw unknownReset();
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  return sequelize.transaction(async (transaction) => {
    const spent = await sequelize.query<{ member_id: string }>(
      'DELETE FROM password_resets WHERE token_digest = :digest AND expires_at > now() RETURNING member_id',
      { replacements: { digest: digest(token) }, type: QueryTypes.SELECT, transaction },
    );
    const member = spent[0] ? await TeamMember.findByPk(spent[0].member_id, { transaction }) : null;
    if (!member) throw unknownReset();
    await PasswordReset.destroy({ where: { memberId: member.id }, transaction });
    await DashboardSession.destroy({ where: { memberId: member.id }, transaction });
    return member.update({ passwordHash }, { transaction });
  });
}
