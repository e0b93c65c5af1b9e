import { randomBytes, randomUUID, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';
import { Op } from 'sequelize';
import { findAccount, revokeDocsSessionsOpenedBy } from '../accounts/commands.js';
import { Account } from '../accounts/models.js';
import { digest, newSecret } from '../crypto/tokens.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import { tokenLink, type DashboardAddress } from '../pages/links.js';
import { DashboardSession, TeamMember, type TeamRole } from './models.js';

export {
  DashboardSession,
  PasswordReset,
  TEAM_ROLES,
  TeamMember,
  initDashboardModels,
  type TeamRole,
} from './models.js';

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

/**
 * The member signing in with `email` and `password`, or null. An unknown address takes as long as
 * a wrong password, so that the answer tells nobody who is a member.
 */
export async function memberSigningIn(email: string, password: string): Promise<TeamMember | null> {
  const member = email ? await TeamMember.findOne({ where: { email } }) : null;
  const ok = await verifyPassword(password, member?.passwordHash ?? null);
  return member && ok ? member : null;
}

/** Refuses to invite someone already on the team: a password reset is what helps them sign in. */
export async function refuseJoinedMember(accountId: string, email: string): Promise<void> {
  const existing = await TeamMember.findOne({ where: { email, accountId } });
  if (existing?.passwordHash)
    throw badRequest('alreadyMember', `${email} is already on the team. To help them sign in, send a password reset.`);
}

export const MIN_PASSWORD = 12;

/** Refuses a password shorter than the minimum, before anything is spent. */
export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD)
    throw badRequest('passwordTooShort', `Choose a password of at least ${MIN_PASSWORD} characters.`);
}

function normalEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 254)
    throw badRequest('invalidEmail', 'The email address is not valid.');
  return email;
}

/** A made invitation: the address as kept, the token (shown once), until when it works, the member. */
export interface Invited {
  email: string;
  token: string;
  expiresAt: Date;
  member: TeamMember;
}

/** An address of another account's member (or their pending invitation): no invitation is made. */
export interface InvitedElsewhere {
  email: string;
  elsewhere: true;
  expiresAt: Date;
}

/**
 * Invites a team member of an account: answers the invitation token, shown once. The admin
 * command invites owners; an owner in the dashboard chooses the role, which a new invitation of
 * someone who has not joined yet takes over from the earlier one. An address is on one account at
 * most: one that another account holds is refused (the operator's command may say so).
 */
export async function inviteMember(
  slug: string,
  rawEmail: string,
  options: { role?: TeamRole } = {},
): Promise<Invited> {
  const invited = await inviteToTeam(slug, rawEmail, options);
  if ('elsewhere' in invited) throw badRequest('emailInUse', 'This email belongs to a member of another account.');
  return invited;
}

/**
 * Invites as `inviteMember` does, except that an address another account holds is answered, not
 * refused: nothing is made and nothing of the other account's member changes. An owner must not
 * learn who is on other teams, so the dashboard answers it as any invitation.
 */
export async function inviteToTeam(
  slug: string,
  rawEmail: string,
  options: { role?: TeamRole } = {},
): Promise<Invited | InvitedElsewhere> {
  const account = await findAccount(slug);
  const email = normalEmail(rawEmail);
  const token = newSecret('inv');
  const expiresAt = new Date(Date.now() + INVITATION_LIFE_MS);
  const existing = await TeamMember.findOne({ where: { email } });
  if (existing && existing.accountId !== account.id) return { email, elsewhere: true, expiresAt };
  const invitation = { invitationDigest: digest(token), invitationExpiresAt: expiresAt };
  // Only while the invitation is pending: the role of someone who joined is not an invitation's to change.
  const role = options.role && existing && !existing.passwordHash ? { role: options.role } : {};
  const member = existing
    ? await existing.update({ ...invitation, ...role })
    : await TeamMember.create({
        id: randomUUID(),
        accountId: account.id,
        email,
        role: options.role ?? 'owner',
        ...invitation,
      });
  return { email, token, expiresAt, member };
}

/** The page where the holder of an invitation joins the team. */
export function invitationLink(at: DashboardAddress, token: string): string {
  return tokenLink(at, '/invitation', token);
}

/** The member and team a live invitation is for, without spending it; null when unknown, used or expired. */
export async function findInvitation(token: string): Promise<{ member: TeamMember; team: string } | null> {
  const member = token
    ? await TeamMember.findOne({
        where: { invitationDigest: digest(token), invitationExpiresAt: { [Op.gt]: new Date() } },
      })
    : null;
  const account = member ? await Account.findByPk(member.accountId) : null;
  return member && account ? { member, team: account.name } : null;
}

/** Accepts an invitation: the member chooses a password; the token then no longer works. */
export async function acceptInvitation(token: string, password: string): Promise<TeamMember> {
  const invitation = await findInvitation(token);
  if (!invitation) throw notFound('invitationNotFound', 'This invitation is unknown, used or expired.');
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  // Spent in the statement that checks it, so two submissions of one link cannot both set a password.
  const [spent] = await TeamMember.update(
    { passwordHash, invitationDigest: null, invitationExpiresAt: null },
    {
      where: {
        id: invitation.member.id,
        invitationDigest: digest(token),
        invitationExpiresAt: { [Op.gt]: new Date() },
      },
    },
  );
  if (spent !== 1) throw notFound('invitationNotFound', 'This invitation is unknown, used or expired.');
  return invitation.member.reload();
}

/** The name of the member's team (its account). */
export async function teamName(member: TeamMember): Promise<string> {
  return (await Account.findByPk(member.accountId))?.name ?? '';
}

/** The team of an account: owners first, then by address. */
export function listMembers(accountId: string): Promise<TeamMember[]> {
  return TeamMember.findAll({
    where: { accountId },
    order: [
      ['role', 'ASC'],
      ['email', 'ASC'],
    ],
  });
}

/** A member of this account by an id from a path; another account's member is answered as missing. */
export async function teamMember(accountId: string, raw: unknown): Promise<TeamMember> {
  const member = isUuid(raw) ? await TeamMember.findOne({ where: { id: raw.toLowerCase(), accountId } }) : null;
  if (!member) throw notFound('memberNotFound', 'Not found.');
  return member;
}

/**
 * Removes a member from the team: their sessions and pending resets go with them, and so do the
 * docs sessions they opened (API credentials). The caller announces the change to every web
 * process, which may still hold those docs sessions as verified.
 */
export async function removeMember(accountId: string, by: TeamMember, raw: unknown): Promise<TeamMember> {
  const member = await teamMember(accountId, raw);
  // Without this an owner could lock the whole team out by removing the last owner: themselves.
  if (member.id === by.id) throw forbidden('cannotRemoveSelf', 'You cannot remove yourself from the team.');
  await TeamMember.sequelize!.transaction(async (transaction) => {
    // Dashboard sessions first: a docs session being opened holds its dashboard session until it
    // exists, so it is committed before the next statement looks, and ended with the others.
    await DashboardSession.destroy({ where: { memberId: member.id }, transaction });
    await revokeDocsSessionsOpenedBy(member.id, transaction);
    await member.destroy({ transaction });
  });
  return member;
}
