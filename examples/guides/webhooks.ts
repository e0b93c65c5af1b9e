import { createHmac, timingSafeEqual } from 'node:crypto';

// Guide: receive and verify webhooks. Every delivery is signed in the Standard Webhooks format:
// check the signature over the raw body before you trust it.

/** Whether a delivery was signed with your endpoint's secret (`whsec_...`) within five minutes. */
export function verifyDelivery(secret: string, headers: Record<string, string | undefined>, rawBody: string): boolean {
  const id = headers['webhook-id'] ?? '';
  const timestamp = headers['webhook-timestamp'] ?? '';
  // A timestamp that is not a whole number of seconds is refused, never compared as NaN.
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest();
  return (headers['webhook-signature'] ?? '')
    .split(' ')
    .map((signature) => Buffer.from(signature.replace(/^v1,/, ''), 'base64'))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}
