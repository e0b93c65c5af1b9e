import { createHmac, randomBytes } from 'node:crypto';
import { place, SEALED_COLUMNS } from '../crypto/encryption.js';

/** Where an endpoint's sealed signing secret lives (bound into its ciphertext). */
export const signingSecretAt = (endpointId: string) => place(SEALED_COLUMNS[2], endpointId);

/** A new signing secret in the Standard Webhooks form `whsec_<base64>`. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The Standard Webhooks headers for one delivery of `body`. */
export function signatureHeaders(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
