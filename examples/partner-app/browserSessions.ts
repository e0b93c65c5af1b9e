import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse, serialize } from 'cookie';

// Each browser that uses the app has a session of its own: the users it connected and the
// sign-ins it started. A connected user is never shared with another browser, so nobody can read
// playlists or get a DevToken for a user someone else connected.

export type Service = 'spotify' | 'deezer';

export interface BrowserSession {
  users: Partial<Record<Service, string>>;
  /** The `uniqueId` of each sign-in this browser started and has not finished yet. */
  pendingSignIns: string[];
}

const COOKIE = 'example_session';
/** Sessions kept in memory; the oldest goes first, so a flood of new browsers cannot fill it. */
const MAX_SESSIONS = 10_000;
/** Sign-ins one browser may have open at a time (a few tabs). */
const MAX_PENDING_SIGN_INS = 5;

export function browserSessions(options: { secureCookie: boolean }) {
  const sessions = new Map<string, BrowserSession>();

  /** This browser's session, or null when it has none (nothing was started or connected here). */
  function find(req: Request): BrowserSession | null {
    const id = parse(req.headers.cookie ?? '')[COOKIE];
    return (id && sessions.get(id)) || null;
  }

  /** This browser's session, made (with its cookie) when it has none. */
  function ensure(req: Request, res: Response): BrowserSession {
    const found = find(req);
    if (found) return found;
    const id = randomBytes(32).toString('base64url');
    const session: BrowserSession = { users: {}, pendingSignIns: [] };
    sessions.set(id, session);
    if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
    // HttpOnly: no script reads it. SameSite=Lax: it still comes along when the hosted sign-in
    // sends the browser back to the Return URL (a top-level navigation), but not with another
    // site's form posts or requests.
    res.append(
      'Set-Cookie',
      serialize(COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: options.secureCookie, path: '/' }),
    );
    return session;
  }

  function rememberSignIn(session: BrowserSession, uniqueId: string): void {
    session.pendingSignIns.push(uniqueId);
    session.pendingSignIns.splice(0, session.pendingSignIns.length - MAX_PENDING_SIGN_INS);
  }

  /** Ends a sign-in this browser started: its state serves one callback only. */
  function finishSignIn(session: BrowserSession, uniqueId: string): void {
    session.pendingSignIns = session.pendingSignIns.filter((pending) => pending !== uniqueId);
  }

  return { find, ensure, rememberSignIn, finishSignIn };
}
