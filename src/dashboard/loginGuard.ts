import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { digest } from '../crypto/tokens.js';
import { cookieOf } from '../http/cookies.js';
import { fieldAt } from '../http/unchecked.js';

const LOGIN_COOKIE = 'dashboard_login';
/**
 * Sign-ins checked per email address in one window (one that succeeds gives its turn back); then
 * even the right password waits.
 */
export const LOGIN_FAILURES_ALLOWED = 10;
const WINDOW_MS = 15 * 60_000;

/**
 * The CSRF token of every form that signs a browser in (login CSRF: a hostile page must not sign a
 * browser in to the attacker's dashboard): the login form, and the one-use links' forms (joining
 * by invitation, choosing a new password). A random value in an HttpOnly cookie and in the form,
 * which must agree.
 */
export function loginFormToken(req: Request, res: Response, options: { path: string; secure: boolean }): string {
  const known = cookieOf(req, LOGIN_COOKIE);
  if (known && /^[A-Za-z0-9_-]{32}$/.test(known)) return known;
  const token = randomBytes(24).toString('base64url');
  res.cookie(LOGIN_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: options.secure, path: options.path });
  return token;
}

/** Whether the posted form carries the token of the browser's own login cookie (compared in constant time). */
export function loginFormTokenMatches(req: Request): boolean {
  const cookie = cookieOf(req, LOGIN_COOKIE);
  const field = fieldAt(req.body, 'csrf');
  if (!cookie || typeof field !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(field);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reset links asked for one address in one window: enough for a lost email, too few to flood an inbox. */
export const RESET_REQUESTS_ALLOWED = 5;

/** One counted attempt: whether it may go on, and if not, how long to wait. */
export interface Attempt {
  allowed: boolean;
  /** Seconds until the window ends, when refused; 0 when allowed. */
  retryAfter: number;
  /** Uncounts an attempt that went well, so that signing in often never locks anyone out. */
  giveBack(): Promise<void>;
}

/**
 * Attempts per email address in a window, shared by every web process; unknown addresses count
 * alike. Each attempt is counted before it is judged, in one atomic step, so that concurrent
 * requests can never have more than the allowance checked: counting after the check let a burst
 * of guesses through before the first failure was recorded. Sign-ins by default; reset requests
 * with their own kind and allowance.
 */
export class AttemptAllowance {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly kind = 'dashboard-login',
    private readonly allowed = LOGIN_FAILURES_ALLOWED,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt for `email` and answers whether it is within the allowance. The windows are
   * fixed, but the one before still weighs for the part of it that lies within the last
   * `WINDOW_MS`: a burst of guesses across a window's end is counted whole, not as two allowances.
   */
  async take(email: string): Promise<Attempt> {
    const now = this.clock();
    const window = Math.floor(now / WINDOW_MS);
    const address = digest(email);
    const keyOf = (w: number) => `${this.prefix}:${this.kind}:${address}:${w}`;
    const key = keyOf(window);
    const replies = await this.redis
      .multi()
      .incr(key)
      .pexpire(key, WINDOW_MS * 2)
      .get(keyOf(window - 1))
      .exec();
    const [err, count] = replies?.[0] ?? [new Error('attempt not counted'), null];
    if (err) throw err;
    let given = false;
    const giveBack = async () => {
      if (given) return;
      given = true;
      await this.redis.decr(key);
    };
    const current = Number(count);
    const previous = Math.max(0, Number(replies?.[2]?.[1] ?? 0));
    const elapsed = (now - window * WINDOW_MS) / WINDOW_MS;
    if (current + previous * (1 - elapsed) <= this.allowed) return { allowed: true, retryAfter: 0, giveBack };
    return { allowed: false, retryAfter: this.secondsUntilAllowed(current, previous, elapsed), giveBack };
  }

  /** When one more attempt (counted too) would be within the allowance, if no other comes meanwhile. */
  private secondsUntilAllowed(current: number, previous: number, elapsed: number): number {
    // Within this window, once the window before weighs little enough; otherwise in the next, once
    // this one does.
    const fractions =
      current + 1 <= this.allowed
        ? 1 - (this.allowed - current - 1) / previous - elapsed
        : 1 - elapsed + Math.max(0, 1 - (this.allowed - 1) / current);
    return Math.max(1, Math.ceil((fractions * WINDOW_MS) / 1000));
  }
}
