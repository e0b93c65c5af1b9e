import type { UpstreamResponse } from '../http/serviceClient.js';
import { UpstreamError, type UpstreamErrorKind } from '../errors.js';

// TIDAL's JSON:API error documents read into our error kinds, keeping the `code` the adapter acts on.

/** A TIDAL failure that keeps the JSON:API error `code` the adapter acts on. */
export class TidalError extends UpstreamError {
  constructor(
    kind: UpstreamErrorKind,
    message: string,
    details: { status?: number; operation?: string },
    readonly code: string | null,
  ) {
    super('tidal', kind, message, details);
  }
}

interface ErrorObject {
  status?: string;
  code?: string;
  detail?: string;
  source?: { parameter?: string; pointer?: string; header?: string };
}

function firstError(body: unknown): ErrorObject | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors[0] && typeof errors[0] === 'object' ? (errors[0] as ErrorObject) : null;
}

function describe(error: ErrorObject | null, status: number): string {
  const source = error?.source?.parameter ?? error?.source?.pointer ?? error?.source?.header;
  return `${status} ${error?.code ?? 'error'}: ${error?.detail ?? 'no detail'}${source ? ` (${source})` : ''}`;
}

/**
 * Reads TIDAL's JSON:API error body (`errors[0]` with status, code, detail, source) into our error
 * kinds. 401, 429 and 5xx stay with ServiceClient: it refreshes, honours Retry-After and retries.
 */
export function interpretTidal(response: UpstreamResponse<unknown>): UpstreamError | null {
  const { status } = response;
  if (status < 400 || status === 401 || status === 429) return null;
  const error = firstError(response.body);
  const code = error?.code ?? null;
  const details = { status };
  // The first attempt of this mutation (same Idempotency-Key) is still running: retrying later replays it.
  if (status === 409 && code === 'IDEMPOTENT_REQUEST_IN_PROGRESS')
    return new TidalError('unavailable', describe(error, status), details, code);
  if (status >= 500) return null;
  if (status === 404) return new TidalError('notFound', describe(error, status), details, code);
  if (status === 403) return new TidalError('forbidden', describe(error, status), details, code);
  return new TidalError('rejected', describe(error, status), details, code);
}
