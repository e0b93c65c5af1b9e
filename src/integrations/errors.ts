import type { ServiceId } from './knownServices.js';

export type UpstreamErrorKind =
  /** The user's tokens were refused even after one refresh: the user must sign in again. */
  | 'reauthRequired'
  /** The service (or our shared budget for it) asks us to wait `retryAfterSeconds`. */
  | 'rateLimited'
  /** The service could not be reached or failed (5xx, timeout) after the retries that were safe. */
  | 'unavailable'
  /** The item does not exist on the service (or not for this user). */
  | 'notFound'
  /** The service refused the request as such (4xx other than the above). */
  | 'rejected'
  /** The service cannot do this at all (see Capabilities). */
  | 'unsupported'
  /** The user may not do this (e.g. change a playlist they do not own). */
  | 'forbidden'
  /** A page cursor that is not the service's own (never sent). */
  | 'invalidCursor';

/** A failure of a music service, in terms callers map to the partner's status codes. */
export class UpstreamError extends Error {
  constructor(
    readonly service: ServiceId,
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly details: { status?: number; retryAfterSeconds?: number; operation?: string } = {},
  ) {
    super(`${service}: ${message}`);
  }
}

export function isUpstreamError(err: unknown, kind?: UpstreamErrorKind): err is UpstreamError {
  return err instanceof UpstreamError && (kind === undefined || err.kind === kind);
}

/** The error for an operation the service does not have. */
export function unsupported(service: ServiceId, operation: string): UpstreamError {
  return new UpstreamError(service, 'unsupported', `${operation} is not supported by this service`, { operation });
}
