import type { RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { notFound, unauthorized } from '../http/errors.js';

/** The operators' Basic credentials, as configured; no password means the operator pages are off. */
export interface OperatorCredentials {
  username: string;
  password: string | null;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Lets only the operators through, by Basic credentials compared in constant time; without a
 * configured password the page does not exist (404). `what` names the page in the refusal.
 */
export function operatorOnly(operator: OperatorCredentials, what: string): RequestHandler {
  return (req, res, next) => {
    if (!operator.password) throw notFound('routeNotFound', `No route ${req.method} ${req.originalUrl}.`);
    const [scheme, value] = (req.headers.authorization ?? '').split(' ');
    const [user, ...rest] = scheme === 'Basic' && value ? Buffer.from(value, 'base64').toString('utf8').split(':') : [];
    if (user === undefined || !sameText(user, operator.username) || !sameText(rest.join(':'), operator.password)) {
      res.set('WWW-Authenticate', 'Basic realm="operators"');
      throw unauthorized('operatorCredentialsRequired', `${what} needs operator credentials.`);
    }
    next();
  };
}
