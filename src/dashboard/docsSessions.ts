import { Op } from 'sequelize';
import { createDocsSession } from '../docs/openSession.js';
import { DocsSession } from '../accounts/models.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import { DashboardSession, TeamMember } from './models.js';
import type { Signed } from './session.js';

// Docs sessions opened from the dashboard: each names the member who opened it, so that it ends
// with their place on the team or their password, and owners see and end the account's live ones.

/** A live docs session as an owner sees it: who opened it, when, and until when. */
export interface LiveDocsSession {
  id: string;
  kind: 'partner' | 'sandbox';
  /** The address of the member who opened it; null when it was not opened from the dashboard. */
  openedBy: string | null;
  openedAt: Date;
  expiresAt: Date;
}

/** The most sessions the team page lists, newest first. */
const LISTED = 200;

const unknownDocsSession = () => notFound('docsSessionNotFound', 'Not found.');

/**
 * Opens a partner docs session for the signed-in member; null when their dashboard session ended
 * meanwhile. The dashboard session is held (FOR SHARE) until the docs session exists: removing a
 * member or resetting their password deletes it before ending their docs sessions, so such a
 * change either waits for this one and then ends it too, or leaves nothing to open it with.
 */
export async function openDocsSession(signed: Signed, ttlMinutes: number): Promise<{ token: string } | null> {
  const sequelize = DocsSession.sequelize!;
  return sequelize.transaction(async (transaction) => {
    const held = await DashboardSession.findOne({
      where: { id: signed.session.id },
      lock: transaction.LOCK.SHARE,
      transaction,
    });
    if (!held) return null;
    return createDocsSession(signed.account.slug, {
      kind: 'partner',
      ttlMinutes,
      openedBy: signed.member.id,
      transaction,
    });
  });
}

const live = () => ({ revokedAt: null, expiresAt: { [Op.gt]: new Date() } });

/** Sessions as an owner sees them: each with the address of the member who opened it. */
async function presented(accountId: string, sessions: DocsSession[]): Promise<LiveDocsSession[]> {
  const openers = [...new Set(sessions.flatMap((s) => (s.openedByMemberId ? [s.openedByMemberId] : [])))];
  const members = openers.length ? await TeamMember.findAll({ where: { id: openers, accountId } }) : [];
  const emailOf = new Map(members.map((m) => [m.id, m.email]));
  return sessions.map((s) => ({
    id: s.id,
    kind: s.kind,
    openedBy: (s.openedByMemberId && emailOf.get(s.openedByMemberId)) || null,
    openedAt: s.createdAt,
    expiresAt: s.expiresAt,
  }));
}

/** The account's docs sessions that still work, newest first. */
export async function listLiveDocsSessions(accountId: string): Promise<LiveDocsSession[]> {
  const sessions = await DocsSession.findAll({
    where: { accountId, ...live() },
    order: [['createdAt', 'DESC']],
    limit: LISTED,
  });
  return presented(accountId, sessions);
}

/** A live docs session of this account by an id from a path; another account's is answered as missing. */
export async function liveDocsSession(accountId: string, raw: unknown): Promise<LiveDocsSession> {
  const session = isUuid(raw)
    ? await DocsSession.findOne({ where: { id: raw.toLowerCase(), accountId, ...live() } })
    : null;
  if (!session) throw unknownDocsSession();
  return (await presented(accountId, [session]))[0];
}

/** Ends a live docs session of this account; the caller announces the change to every web process. */
export async function endDocsSession(accountId: string, raw: unknown): Promise<void> {
  const [count] = isUuid(raw)
    ? await DocsSession.update({ revokedAt: new Date() }, { where: { id: raw.toLowerCase(), accountId, ...live() } })
    : [0];
  if (count === 0) throw unknownDocsSession();
}
