import type { Request, RequestHandler, Response } from 'express';
import { hash, timingSafeEqual } from 'node:crypto';
import { ApiError, notFound, unauthorized } from '../http/errors.js';
import type { OperatorAttempts } from './operatorAttempts.js';
import { refuseCrossSiteWrite } from './sameOriginWrites.js';

/** The operators' Basic credentials, as configured; no password means the operator pages are off. */
export interface OperatorCredentials {
  username: string;
  password: string | null;
}

/** What guards the operator pages: the credentials, and the attempts at them per address and name. */
export interface Operators {
  credentials: OperatorCredentials;
  attempts: OperatorAttempts;
}

/** Constant time whatever the lengths: digests are compared, never the texts themselves. */
function sameText(a: string, b: string): boolean {
  return timingSafeEqual(hash('sha256', a, 'buffer'), hash('sha256', b, 'buffer'));
}

/** The user name and password of a Basic `Authorization` header; null for any other header. */
function basicCredentials(req: Request): { username: string; password: string } | null {
  const [scheme, value] = (req.headers.authorization ?? '').split(' ');
  if (scheme !== 'Basic' || !value) return null;
  const [username = '', ...rest] = Buffer.from(value, 'base64').toString('utf8').split(':');
  return { username, password: rest.join(':') };
}

/**
 * Lets only the operators through, by Basic credentials compared in constant time, each attempt
 * counted against its address's and its user name's budgets first (429 once one is spent, even
 * for the right password); changes must come as JSON from the operator pages themselves. Without
 * a configured password the page does not exist (404). `what` names the page in the refusal.
 */
export function operatorOnly(operators: Operators, what: string): RequestHandler {
  const { credentials, attempts } = operators;
  return async (req, res, next) => {
    const password = credentials.password;
    if (!password) throw notFound('routeNotFound', `No route ${req.method} ${req.originalUrl}.`);
    // Before the credentials: a change no operator page would send costs no attempt and no comparison.
    refuseCrossSiteWrite(req);
    const presented = basicCredentials(req);
    // No credentials is a browser asking for the login prompt, not a guess.
    if (!presented) throw askForCredentials(res, what);
    const address = req.ip ?? 'unknown';
    const waitSeconds = await attempts.begin(address, presented.username);
    if (waitSeconds > 0) throw tooManyAttempts(waitSeconds);
    // Both comparisons always run, so the time taken never tells whether the user name was right.
    const userMatches = sameText(presented.username, credentials.username);
    const passwordMatches = sameText(presented.password, password);
    if (!(userMatches && passwordMatches)) throw askForCredentials(res, what);
    await attempts.succeeded(address, presented.username);
    next();
  };
}

/** The 401 that makes a browser show its login prompt. */
function askForCredentials(res: Response, what: string): ApiError {
  res.set('WWW-Authenticate', 'Basic realm="operators"');
  return unauthorized('operatorCredentialsRequired', `${what} needs operator credentials.`);
}

/** The 429 of a spent budget; no login prompt, since even the right password waits. */
function tooManyAttempts(waitSeconds: number): ApiError {
  return new ApiError(
    429,
    'tooManyOperatorAttempts',
    'Too many operator credentials that failed to verify, from this address or for this user name; retry after the given seconds.',
    undefined,
    { 'Retry-After': String(waitSeconds) },
  );
}
