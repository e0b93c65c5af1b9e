import type { Request } from 'express';

/** Methods that only read: a page on another site may make a browser send them, harmlessly. */
export const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the browser says the request comes from a page of this origin: `Sec-Fetch-Site` when it
 * sends one (a page cannot set it), else an `Origin` equal to this request's own or to one of
 * `alsoOurs` (the hosted pages' origin from APP_URL, where a proxy hides the scheme the browser
 * used). Null when the request has neither, as a client outside a browser sends it.
 */
export function sameOrigin(req: Request, alsoOurs: string[] = []): boolean | null {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = req.headers.origin;
  if (origin !== undefined) return origin === `${req.protocol}://${req.host}` || alsoOurs.includes(origin);
  return null;
}
