import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random secret of 32 bytes, URL-safe, with a readable prefix that says what it is. */
export function newSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** The SHA-256 digest we store for a secret we only need to verify. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares a presented secret with a stored digest in constant time. */
export function matchesDigest(secret: string, storedDigest: string): boolean {
  const a = Buffer.from(digest(secret), 'hex');
  const b = Buffer.from(storedDigest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
