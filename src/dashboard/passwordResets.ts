import { randomUUID } from 'node:crypto';
import { Op, QueryTypes, type Sequelize } from 'sequelize';
import { findAccount, revokeDocsSessionsOpenedBy } from '../accounts/commands.js';
import { Account } from '../accounts/models.js';
import { digest, newSecret } from '../crypto/tokens.js';
import { badRequest, notFound } from '../http/errors.js';
import { log } from '../log.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMessage } from '../mail/messages.js';
import { tokenLink, type DashboardAddress } from '../pages/links.js';
import { checkPassword, hashPassword, teamName } from './members.js';
import { DashboardSession, PasswordReset, TeamMember } from './models.js';

/** Long enough to open an email, short enough that a forgotten message in an inbox is soon worthless. */
export const PASSWORD_RESET_LIFE_MS = 60 * 60_000;

const unknownReset = () => notFound('passwordResetNotFound', 'This link is unknown, used or expired.');

/** What an owner reads instead of another owner's reset link, when the email could not go. */
export const OWNER_RESET_BY_EMAIL_ONLY =
  "An owner's password can be reset by email only; ask them to use 'Forgot your password?' or reset it with the admin command.";

/** The same without email set up at all: "Forgot your password?" cannot send anything either. */
export const OWNER_RESET_WITHOUT_EMAIL =
  "An owner's password can be reset by email only, and no email is set up here: reset it with the admin command (npm run admin -- member:password-reset --account <slug> --email <address>).";

/**
 * Whether `by` may be handed `member`'s reset link to pass on (no email set up, or the mail server
 * refused). Not another owner's: whoever holds the link takes over that login, and one owner must
 * not be able to take over another's, so that link goes only to the owner's own inbox.
 */
export function resetLinkMayBeShown(member: Pick<TeamMember, 'id' | 'role'>, by: Pick<TeamMember, 'id'>): boolean {
  return member.role !== 'owner' || member.id === by.id;
}

/** A new reset link's token for a member who has a password (an invitation is the way in otherwise). */
export async function createPasswordReset(member: TeamMember): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret('pwr');
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_LIFE_MS);
  await PasswordReset.create({ id: randomUUID(), memberId: member.id, tokenDigest: digest(token), expiresAt });
  return { token, expiresAt };
}

/** Withdraws a reset link that reached nobody, so that no live link exists that nobody was given. */
export async function withdrawPasswordReset(token: string): Promise<void> {
  await PasswordReset.destroy({ where: { tokenDigest: digest(token) } });
}

/** The page where the holder of a reset link chooses a new password. */
export function passwordResetLink(at: DashboardAddress, token: string): string {
  return tokenLink(at, '/password-reset/choose', token);
}

/** Why a link's email did not go: no email is set up here, or the mail server refused it. */
export type NotSent = 'noMail' | Error;

/**
 * Makes a reset link for `member` and emails it to them. Answers the link and why it did not go
 * (null: it went). A link that did not go is withdrawn unless `handOver` (the caller gives it to
 * the member another way), so that no live link exists that nobody was given.
 */
export async function sendPasswordReset(
  deps: DashboardAddress & { mailer: Mailer | null },
  member: TeamMember,
  options: { team: string; handOver: boolean },
): Promise<{ link: string; notSent: NotSent | null }> {
  const { token, expiresAt } = await createPasswordReset(member);
  const link = passwordResetLink(deps, token);
  let notSent: NotSent | null = 'noMail';
  if (deps.mailer) {
    try {
      await deps.mailer.send(passwordResetMessage({ to: member.email, team: options.team, link, expiresAt }));
      notSent = null;
    } catch (err) {
      notSent = err as Error;
      // Without the link: the log is no place for a way into someone's login.
      log.warn({ err: notSent.message, memberId: member.id }, 'password reset email not sent');
    }
  }
  if (notSent && !options.handOver) await withdrawPasswordReset(token);
  return { link, notSent };
}

/**
 * Emails a reset link to whoever signs in with `email`, if anyone does. Members still holding an
 * invitation have no password to reset; their invitation is the way in.
 */
export async function sendPasswordResetTo(
  deps: DashboardAddress & { mailer: Mailer | null },
  email: string,
): Promise<void> {
  const member = await TeamMember.findOne({ where: { email } });
  if (!member?.passwordHash) return;
  await sendPasswordReset(deps, member, { team: await teamName(member), handOver: false });
}

/**
 * A reset link's token for the member of account `slug` signing in as `email`: the admin
 * command's way in for an owner when the dashboard cannot send email.
 */
export async function createPasswordResetByEmail(
  slug: string,
  email: string,
): Promise<{ member: TeamMember; token: string; expiresAt: Date }> {
  const account = await findAccount(slug);
  const member = await TeamMember.findOne({ where: { accountId: account.id, email: email.trim().toLowerCase() } });
  if (!member) throw notFound('memberNotFound', `no team member ${email} in account "${slug}"`);
  if (!member.passwordHash)
    throw badRequest('notJoined', `${member.email} has not joined yet: invite them again instead (member:invite)`);
  return { member, ...(await createPasswordReset(member)) };
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
 * that two submissions cannot both succeed; every other pending link of the member, every open
 * session and every docs session they opened end too, since whoever held the old password may
 * still be signed in or hold an API credential opened with it. The caller announces the change to
 * every web process.
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
    // Dashboard sessions before docs sessions: see removeMember.
    await DashboardSession.destroy({ where: { memberId: member.id }, transaction });
    await revokeDocsSessionsOpenedBy(member.id, transaction);
    return member.update({ passwordHash }, { transaction });
  });
}
