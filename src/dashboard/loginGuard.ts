import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { digest } from '../crypto/tokens.js';
import { cookieOf } from '../http/cookies.js';

const LOGIN_COOKIE = 'dashboard_login';
/** Failed sign-ins allowed per email address in one window; then even the right password waits. */
export const LOGIN_FAILURES_ALLOWED = 10;
const WINDOW_MS = 15 * 60_000;

/**
 * The login form's CSRF token (login CSRF: a hostile page must not sign a browser in to the
 * attacker's dashboard): a random value in an HttpOnly cookie and in the form, which must agree.
 */
export function loginFormToken(req: Request, res: Response, options: { path: string; secure: boolean }): string {
  const known = cookieOf(req, LOGIN_COOKIE);
  if (known && /^[A-Za-z0-9_-]{32}$/.test(known)) return known;
  const token = randomBytes(24).toString('base64url');
  res.cookie(LOGIN_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: options.secure, path: options.path });
  return token;
}

export function loginFormTokenMatches(req: Request): boolean {
  const cookie = cookieOf(req, LOGIN_COOKIE);
  const field = (req.body as { csrf?: unknown } | undefined)?.csrf;
  if (!cookie || typeof field !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(field);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reset links asked for one address in one window: enough for a lost email, too few to flood an inbox. */
export const RESET_REQUESTS_ALLOWED = 5;

/**
 * Events per email address in a window, shared by every web process; unknown addresses count
 * alike. Failed sign-ins by default; reset requests with their own kind and allowance.
 */
export class LoginFailures {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly kind = 'dashboard-login',
    private readonly allowed = LOGIN_FAILURES_ALLOWED,
  ) {}

  private key(email: string): string {
    return `${this.prefix}:${this.kind}:${digest(email)}:${Math.floor(Date.now() / WINDOW_MS)}`;
  }

  /** Seconds to wait before this email may try again, or 0. */
  async blockedFor(email: string): Promise<number> {
    const failures = Number((await this.redis.get(this.key(email))) ?? 0);
    if (failures < this.allowed) return 0;
    return Math.max(1, Math.ceil((WINDOW_MS - (Date.now() % WINDOW_MS)) / 1000));
  }

  async record(email: string): Promise<void> {
    const key = this.key(email);
    await this.redis
      .multi()
      .incr(key)
      .pexpire(key, WINDOW_MS * 2)
      .exec();
  }
}
