// Google's error document: how the Data API and its emulator refuse a request.

const STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  501: 'UNIMPLEMENTED',
};

/** Google's error document; `where` names the parameter at fault, as Google's parameter errors do. */
export function googleError(
  code: number,
  reason: string,
  message: string,
  domain = 'youtube.api',
  where?: { location: string; locationType: string },
) {
  return {
    error: { code, message, errors: [{ message, domain, reason, ...where }], status: STATUS[code] ?? 'INTERNAL' },
  };
}
