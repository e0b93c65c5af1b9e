import type { Request } from 'express';
import { parse } from 'cookie';

/** The value of one cookie of the request, or null; a header that cannot be parsed counts as none. */
export function cookieOf(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  try {
    return parse(header)[name] ?? null;
  } catch {
    return null;
  }
}
