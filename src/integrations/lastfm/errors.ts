import { UpstreamError, type UpstreamErrorKind } from '../errors.js';
import type { UpstreamResponse } from '../http/serviceClient.js';

/** How long to wait after error 29: Last.fm sends no Retry-After and publishes no window. */
export const RATE_LIMIT_WAIT_SECONDS = 1;

const KINDS: Record<number, UpstreamErrorKind> = {
  // 4 authentication failed (the app was revoked), 9 invalid session key, 14/15 an auth token
  // not granted or expired: only signing in again helps.
  4: 'reauthRequired',
  9: 'reauthRequired',
  14: 'reauthRequired',
  15: 'reauthRequired',
  6: 'notFound',
  // 11 service offline, 16 temporary error ("try again"), 8 operation failed (its 500).
  8: 'unavailable',
  11: 'unavailable',
  16: 'unavailable',
  17: 'forbidden',
  29: 'rateLimited',
};

/**
 * Reads Last.fm's `{"error": <code>, "message": "…"}` bodies into our error kinds, whatever HTTP
 * status came with them (404 for an unknown user, 200 for a missing track, 403 for a bad key).
 * With a session key in the call, a refused key asks for the one refresh the client makes.
 */
export function interpretLastfm(withSession: boolean) {
  return (response: UpstreamResponse<unknown>): UpstreamError | 'tokenRefused' | null => {
    const body = response.body as { error?: unknown; message?: unknown } | null;
    if (!body || typeof body !== 'object' || typeof body.error !== 'number') return null;
    const code = body.error;
    const message = `error ${code}: ${typeof body.message === 'string' ? body.message : ''}`;
    let kind = KINDS[code] ?? 'rejected';
    // Error 6 is also "Invalid parameters": a request of ours that is wrong, not a missing item.
    if (code === 6 && /^Invalid parameters/i.test(String(body.message ?? ''))) kind = 'rejected';
    if (kind === 'reauthRequired' && withSession) return 'tokenRefused';
    return new UpstreamError('lastfm', kind, message, {
      status: response.status,
      ...(kind === 'rateLimited' ? { retryAfterSeconds: RATE_LIMIT_WAIT_SECONDS } : {}),
    });
  };
}
