/** An error a partner sees: an HTTP status, a stable `code` and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): { code: string; message: string; details?: unknown[] } {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}

export const badRequest = (code: string, message: string, details?: unknown[]) =>
  new ApiError(400, code, message, details);
export const unauthorized = (code: string, message: string) => new ApiError(401, code, message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const notFound = (code: string, message: string) => new ApiError(404, code, message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const unprocessable = (code: string, message: string) => new ApiError(422, code, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests; retry after the given seconds.',
) =>
  new ApiError(429, 'tooManyRequests', message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const serviceUnavailable = (code: string, message: string) => new ApiError(503, code, message);
