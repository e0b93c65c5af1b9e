import { randomBytes, randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { Account } from '../accounts/models.js';
import { digest, newSecret } from '../crypto/tokens.js';
import { SESSION_LIFE_MS } from './members.js';
import { DashboardSession, TeamMember } from './models.js';
import { cookieOf } from '../http/cookies.js';
import { fieldAt } from '../http/unchecked.js';

export const COOKIE = 'dashboard_session';

/** Who is signed in to this dashboard request. */
export interface Signed {
  member: TeamMember;
  account: Account;
  session: DashboardSession;
}

/** Opens a session: an HttpOnly, SameSite=Lax cookie (Secure over https) scoped to the dashboard. */
export async function signIn(
  res: Response,
  member: TeamMember,
  options: { path: string; secure: boolean },
): Promise<DashboardSession> {
  const token = newSecret('dash');
  const session = await DashboardSession.create({
    id: randomUUID(),
    memberId: member.id,
    tokenDigest: digest(token),
    csrfToken: randomBytes(24).toString('base64url'),
    expiresAt: new Date(Date.now() + SESSION_LIFE_MS),
  });
  await member.update({ lastSignInAt: new Date() });
  res.cookie(COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: options.path,
    maxAge: SESSION_LIFE_MS,
  });
  return session;
}

export async function signOut(req: Request, res: Response, path: string): Promise<void> {
  const token = cookieOf(req, COOKIE);
  if (token) await DashboardSession.destroy({ where: { tokenDigest: digest(token) } });
  res.clearCookie(COOKIE, { path });
}

async function signedOf(req: Request): Promise<Signed | null> {
  const token = cookieOf(req, COOKIE);
  const session = token ? await DashboardSession.findOne({ where: { tokenDigest: digest(token) } }) : null;
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  const member = await TeamMember.findByPk(session.memberId);
  const account = member ? await Account.findByPk(member.accountId) : null;
  return member && account ? { member, account, session } : null;
}

/**
 * Every dashboard page after sign-in: no session sends the browser to the sign-in page, and every
 * form post must carry the session's CSRF token; without it, `refuseForm` answers (a 403 page).
 */
export function requireMember(base: string, refuseForm: (res: Response) => void): RequestHandler {
  return async (req, res, next) => {
    const signed = await signedOf(req);
    if (!signed) return void res.redirect(303, `${base}/login`);
    if (req.method !== 'GET' && req.method !== 'HEAD' && fieldAt(req.body, 'csrf') !== signed.session.csrfToken) {
      return refuseForm(res);
    }
    signedIn.set(req, signed);
    next();
  };
}

const signedIn = new WeakMap<Request, Signed>();

/** The member and session of a request that passed `requireMember`, or null for one that did not get that far. */
export const signedInOf = (req: Request): Signed | null => signedIn.get(req) ?? null;

/** The member and session of a request behind `requireMember`. */
export function memberOf(req: Request): Signed {
  const signed = signedIn.get(req);
  if (!signed) throw new Error('page reads the member but is not behind requireMember');
  return signed;
}
