import type { UpstreamResponse } from '../http/serviceClient.js';
import { UpstreamError } from '../errors.js';

// SoundCloud signals its rate limits with 429 and no Retry-After: when to come back is in the body
// (`errors[].meta.reset_time`, "yyyy/MM/dd HH:mm:ss +0000"), or nowhere at all when its edge
// throttles ("Rate Limit Exceeded", "Please slow down.").

/** How long to wait after a 429 that does not say when its limit resets. */
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 2;

interface RateLimitMeta {
  meta?: { reset_time?: string; rate_limit?: { time_window?: string } };
}

/** Milliseconds since the epoch of a SoundCloud body date ("2020/10/12 12:03:00 +0000"); null when not one. */
export function parseSoundCloudDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const found = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-]\d{4})$/.exec(value.trim());
  if (!found) return null;
  const [, y, mo, d, h, mi, s, zone] = found;
  const at = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone.slice(0, 3)}:${zone.slice(3)}`);
  return Number.isNaN(at) ? null : at;
}

/** Seconds until the limit of a 429 body resets, at least one; the default when the body does not say. */
export function rateLimitWaitSeconds(body: unknown, now = Date.now()): number {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const resets = (Array.isArray(errors) ? (errors as RateLimitMeta[]) : [])
    .map((e) => parseSoundCloudDate(e?.meta?.reset_time))
    .filter((at): at is number => at !== null);
  if (resets.length === 0) return DEFAULT_RATE_LIMIT_WAIT_SECONDS;
  return Math.max(1, Math.ceil((Math.max(...resets) - now) / 1000));
}

/**
 * Reads a SoundCloud answer into our error kinds where the status alone does not tell: a 429's
 * wait comes from its body. 401, 5xx and the other 4xx stay with ServiceClient.
 */
export function interpretSoundCloud(response: UpstreamResponse<unknown>): UpstreamError | null {
  if (response.status !== 429) return null;
  return new UpstreamError('soundcloud', 'rateLimited', 'SoundCloud asks us to slow down', {
    status: 429,
    retryAfterSeconds: rateLimitWaitSeconds(response.body),
  });
}
