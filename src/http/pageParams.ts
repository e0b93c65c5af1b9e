import { createHmac, timingSafeEqual } from 'node:crypto';
import Joi from 'joi';
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

/** A list's `limit` query parameter: `limits.default` when absent or empty, else a whole number from 1 to `limits.max`. */
export const listLimit = (limits: { default: number; max: number }) =>
  Joi.number()
    .integer()
    .min(1)
    .max(limits.max)
    .empty('')
    .default(limits.default)
    .messages({ '*': `limit must be a whole number from 1 to ${limits.max}.` });

/**
 * A list's `cursor`: the `nextCursor` of its previous page, given back as it was (empty: the first
 * page); whether this list signed it is for `PageParams.decode`, which knows the list's scope.
 */
export const listCursor = (refused: string) => Joi.string().empty('').messages({ '*': refused });

/** The stable codes of a list's `limit` and `cursor`, the same on every list. */
export const LIST_CODES = { limit: 'invalidLimit', cursor: 'invalidCursor' } as const;
