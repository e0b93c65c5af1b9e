import { ConnectionError } from 'sequelize';
import { ApiError } from './errors.js';

/** How long a caller waits before it tries again while PostgreSQL or Redis is away. */
const RETRY_AFTER_SECONDS = 5;

/** Node's socket errors, met when a connection is refused, reset or cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * PostgreSQL's codes for a server that is not there for us now: connection exceptions (class 08),
 * shutting down or starting (57P01 to 57P03), out of connections (53300).
 */
const isUnavailablePostgresCode = (code: unknown) =>
  typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300');

/** What ioredis throws while it has no connection to give a command. */
const REDIS_UNAVAILABLE = new Set(['MaxRetriesPerRequestError', 'ClusterAllFailedError']);
const REDIS_UNAVAILABLE_MESSAGES =
  /^(Connection is closed\.|Stream isn't writeable|Reached the max retries per request limit)/;

interface Cause {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  parent?: Cause;
  original?: Cause;
}

function unavailable(err: Cause | undefined, depth = 0): boolean {
  if (!err || depth > 3) return false;
  if (err instanceof ConnectionError) return true;
  if (typeof err.code === 'string' && SOCKET_CODES.has(err.code)) return true;
  if (isUnavailablePostgresCode(err.code)) return true;
  if (typeof err.name === 'string' && REDIS_UNAVAILABLE.has(err.name)) return true;
  if (typeof err.message === 'string') {
    if (REDIS_UNAVAILABLE_MESSAGES.test(err.message)) return true;
    // node-postgres, when the server goes away under a query.
    if (/^Connection terminated/.test(err.message)) return true;
  }
  return unavailable(err.parent ?? err.original, depth + 1);
}

/**
 * A failure that says PostgreSQL or Redis is away for now, as a 503 the caller can retry after
 * `Retry-After`; null for any other error. An outage is not our bug: a 500 is kept for those.
 */
export function dependencyUnavailable(err: unknown): ApiError | null {
  const cause = err as Cause | undefined;
  if (!(cause instanceof Error) || !unavailable(cause)) return null;
  return new ApiError(
    503,
    'dependencyUnavailable',
    'A store we depend on is briefly unavailable; retry after the given seconds.',
    undefined,
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );
}
