import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../ids.js';

// The link that lets a listener see the syncs their transfer made and stop one, without signing in
// anywhere: it names the transfer session and when it stops working, signed with a key derived
// from the deployment's first encryption key (HMAC-SHA256). Nothing of it is stored; a changed
// session, date or signature fails the check. It travels in the query string, which no log keeps.

/**
 * How long a link works. A sync runs until someone stops it, so the link has to outlive the day of
 * the transfer by far; half a year bounds what a forwarded or leaked link can do (see the syncs'
 * names and stop them) while leaving a person the time to change their mind.
 */
export const SYNC_LINK_LIFE_MS = 180 * 24 * 3600_000;

const VERSION = 'v1';

/** Why a link was refused, each with its own page. */
export type SyncLinkProblem = 'missing' | 'malformed' | 'forged' | 'expired';

export type SyncLinkCheck =
  /** `token`: the link as checked, to carry on to the next page. */
  | { ok: true; transferSessionId: string; expiresAt: Date; token: string }
  /** `transferSessionId` only for a genuine link that expired: its page can still name the partner. */
  | { ok: false; problem: SyncLinkProblem; transferSessionId?: string };

const signature = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

/** A link token for the syncs of one transfer session, working until `expiresAt`. */
export function signSyncLink(keys: Buffer[], transferSessionId: string, expiresAt: Date): string {
  const body = `${VERSION}.${transferSessionId.toLowerCase()}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${signature(keys[0], body).toString('base64url')}`;
}

/** Checks a token: its shape, its signature under any of `keys`, then its date. */
export function checkSyncLink(keys: Buffer[], raw: unknown, now = new Date()): SyncLinkCheck {
  if (raw === undefined || raw === '') return { ok: false, problem: 'missing' };
  if (typeof raw !== 'string') return { ok: false, problem: 'malformed' };
  const parts = raw.split('.');
  const [version, session, seconds, given] = parts;
  if (parts.length !== 4 || version !== VERSION || !isUuid(session) || !/^\d{1,12}$/.test(seconds) || !given)
    return { ok: false, problem: 'malformed' };
  const body = `${version}.${session}.${seconds}`;
  const presented = Buffer.from(given, 'base64url');
  const genuine = keys.some((key) => {
    const expected = signature(key, body);
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  });
  // The date is read only once the signature holds: a changed date is a forged link, not an old one.
  if (!genuine) return { ok: false, problem: 'forged' };
  const expiresAt = new Date(Number(seconds) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, problem: 'expired', transferSessionId: session };
  return { ok: true, transferSessionId: session, expiresAt, token: raw };
}
