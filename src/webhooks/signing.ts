import { createHmac, randomBytes } from 'node:crypto';
import { place, SEALED_COLUMNS } from '../crypto/encryption.js';

/** Where an endpoint's sealed signing secret lives (bound into its ciphertext). */
export const signingSecretAt = (endpointId: string) => place(SEALED_COLUMNS[2], endpointId);

/** Where the secret an endpoint had before its last rotation lives, during the overlap. */
export const previousSigningSecretAt = (endpointId: string) => place(SEALED_COLUMNS[4], endpointId);

/** A new signing secret in the Standard Webhooks form `whsec_<base64>`. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The three Standard Webhooks headers a delivery carries. */
export type SignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * The Standard Webhooks headers for one delivery of `body`, signed with each secret in turn: while
 * a rotated secret overlaps the new one, `webhook-signature` carries one `v1,<sig>` per secret,
 * space-separated, and a receiver that knows either secret accepts the delivery.
 */
export function signatureHeaders(
  secrets: string | readonly string[],
  messageId: string,
  timestampSeconds: number,
  body: string,
): SignatureHeaders {
  const signed = `${messageId}.${timestampSeconds}.${body}`;
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  });
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signatures.join(' '),
  };
}
