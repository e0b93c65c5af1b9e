import type { Redis } from 'ioredis';
import { Op } from 'sequelize';
import { createDocsSession } from '../docs/openSession.js';
import { DocsSession } from '../accounts/models.js';
import { revokeDocsSessionById } from '../accounts/commands.js';
import type { Keyring, SealedPlace } from '../crypto/encryption.js';
import { digest } from '../crypto/tokens.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import { takeLock } from '../redisLock.js';
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
async function openDocsSession(signed: Signed, ttlMinutes: number): Promise<{ token: string } | null> {
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

/** Where the token of the docs session a member opened last is kept: Redis, sealed to the member. */
export interface HeldDocsSessions {
  redis: Redis;
  redisPrefix: string;
  keyring: Keyring;
}

/** A reused session has at least this long left (or half a session's life, where sessions are shorter). */
const REUSED_WHILE_LEFT_MS = 5 * 60_000;

const heldKey = (deps: HeldDocsSessions, memberId: string) => `${deps.redisPrefix}:dashboard-docs-session:${memberId}`;
const heldPlace = (memberId: string): SealedPlace => ({
  table: 'team_members',
  column: 'docs_session',
  rowId: memberId,
});

/**
 * The docs session behind the dashboard's "API docs": the member's own live one, opened earlier
 * from the dashboard, while it has a while left; else a new one, which is kept for the next time.
 * Otherwise each click would open one more credential for the API, to live its whole life in the
 * owners' list. Only the digest of a token is in the database, so the token itself is kept in Redis,
 * sealed (Redis is not where secrets rest), for as long as the session lives; a session that was
 * ended (by an owner, a removal or a password reset) is never handed out again. Two clicks at once
 * take turns, so they get one session too. Null when the dashboard session ended meanwhile.
 */
export async function docsSessionFor(
  deps: HeldDocsSessions,
  signed: Signed,
  ttlMinutes: number,
): Promise<{ token: string } | null> {
  const key = heldKey(deps, signed.member.id);
  const release = await takeLock(deps.redis, `${key}:lock`, { lifeMs: 10_000, waitMs: 5_000 });
  try {
    const held = await heldToken(deps, signed, ttlMinutes);
    if (held) return { token: held };
    const opened = await openDocsSession(signed, ttlMinutes);
    if (opened)
      await deps.redis.set(
        key,
        deps.keyring.seal(opened.token, heldPlace(signed.member.id)),
        'PX',
        ttlMinutes * 60_000,
      );
    return opened;
  } finally {
    await release?.();
  }
}

/** The kept token, when it still opens, is the member's on this account, and its session lives on for a while. */
async function heldToken(deps: HeldDocsSessions, signed: Signed, ttlMinutes: number): Promise<string | null> {
  const sealed = await deps.redis.get(heldKey(deps, signed.member.id));
  if (!sealed) return null;
  let token: string;
  try {
    token = deps.keyring.open(sealed, heldPlace(signed.member.id));
  } catch {
    return null;
  }
  const leftAtLeast = Math.min(REUSED_WHILE_LEFT_MS, (ttlMinutes * 60_000) / 2);
  const session = await DocsSession.findOne({
    where: {
      tokenDigest: digest(token),
      accountId: signed.account.id,
      openedByMemberId: signed.member.id,
      revokedAt: null,
      expiresAt: { [Op.gt]: new Date(Date.now() + leftAtLeast) },
    },
  });
  return session ? token : null;
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
  if (!(isUuid(raw) && (await revokeDocsSessionById(accountId, raw.toLowerCase())))) throw unknownDocsSession();
}
