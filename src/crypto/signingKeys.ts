import { hkdfSync } from 'node:crypto';
import type { EncryptionKey } from './encryption.js';

/** What a derived key signs; each purpose gets its own, so one can never stand in for another. */
export type SigningPurpose = 'page-params' | 'delivery-log-cursor' | 'listener-sync-links';

/**
 * A 32-byte HMAC key for one purpose, derived (HKDF-SHA256) from the first encryption key: no
 * extra secret to configure, and none that could open a sealed value.
 */
export function signingKey(keys: EncryptionKey[], purpose: SigningPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', keys[0].key, 'signing-keys', purpose, 32));
}
