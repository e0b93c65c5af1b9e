import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { digest } from '../crypto/tokens.js';
import { cookieOf } from '../http/cookies.js';

/**
 * Binds a sign-in to the browser that started it (login CSRF): the browser holds a random nonce in
 * an HttpOnly cookie, the attempt its digest, and the OAuth callback is taken only from a browser
 * presenting it. One nonce per browser, so several sign-ins (two tabs, the wizard's two sides) can
 * run at once.
 */
const COOKIE = 'mlp_signin';
const LIFE_MS = 24 * 3600_000;
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** The digest of this browser's nonce, setting a new nonce cookie when it has none. */
export function bindBrowser(req: Request, res: Response, secure: boolean): string {
  let nonce = cookieOf(req, COOKIE);
  if (!nonce || !WELL_FORMED.test(nonce)) {
    nonce = randomBytes(32).toString('base64url');
    res.cookie(COOKIE, nonce, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: LIFE_MS });
  }
  return digest(nonce);
}

/** Whether this request comes from the browser whose nonce digest is `expected`. */
export function isSameBrowser(req: Request, expected: string | null): boolean {
  const nonce = cookieOf(req, COOKIE);
  if (!expected || !nonce) return false;
  const a = Buffer.from(digest(nonce), 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
