import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from './errors.js';

/**
 * `nextParam` is opaque to partners: the service's own cursor, bound to the list it pages (service,
 * user, list), signed so that a changed or forged value answers 400 instead of reaching the service.
 */
export class PageParams {
  constructor(
    private readonly key: Buffer,
    private readonly invalid: () => Error = () =>
      badRequest('invalidNextParam', 'nextParam is not a value this service returned for this list.'),
  ) {}

  encode(cursor: string | null, scope: string): string | null {
    if (cursor === null) return null;
    const body = Buffer.from(JSON.stringify([scope, cursor])).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The service cursor inside a `nextParam` of this scope; undefined when none was given. */
  decode(nextParam: unknown, scope: string): string | undefined {
    if (nextParam === undefined || nextParam === '') return undefined;
    const invalid = this.invalid;
    if (typeof nextParam !== 'string' || nextParam.length > 4096) throw invalid();
    const [body, signature] = nextParam.split('.');
    if (!body || !signature) throw invalid();
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    // Signed by us, so it parses; a failure here would be a key shared with another purpose.
    const [signedScope, cursor] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [string, string];
    if (signedScope !== scope) throw invalid();
    return cursor;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 32);
  }
}

/** `limitParam`: a whole number from 1; clamped to what the service allows (spec: adjusted to its limits). */
export function limitParam(raw: unknown, serviceMax: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw badRequest('invalidLimitParam', 'limitParam must be a whole number of at least 1.');
  return Math.min(value, serviceMax);
}

/** A list's `limit` query parameter: `limits.default` when absent, else a whole number from 1 to `limits.max` (400 `invalidLimit`). */
export function listLimit(raw: unknown, limits: { default: number; max: number }): number {
  if (raw === undefined || raw === '') return limits.default;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > limits.max)
    throw badRequest('invalidLimit', `limit must be a whole number from 1 to ${limits.max}.`);
  return value;
}
