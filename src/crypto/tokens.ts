import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random secret of 32 bytes, URL-safe, with a readable prefix that says what it is. */
export function newSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** The SHA-256 digest we store for a secret we only need to verify. */
export function digest(secret: string): string {
  // The one-shot hash: it runs on every authenticated request, and a Hash object costs more than twice as much.
  return hash('sha256', secret, 'hex');
}

/** Compares a presented secret with a stored digest in constant time. */
export function matchesDigest(secret: string, storedDigest: string): boolean {
  const a = hash('sha256', secret, 'buffer');
  const b = Buffer.from(storedDigest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
