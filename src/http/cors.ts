import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * Where a partner's web page may call us from its own origin: the API (`/public`, `/api`) and the
 * credential-free reads a browser polls (`/app/integrations`, `/app/users`). Never the dashboard,
 * the wizard, the sign-in pages or the operator paths: those are ours, used on our own origin.
 */
const CORS_PATHS = ['/public', '/api', '/app/integrations', '/app/users'];

/** Headers a partner's page sends: its credential, a JSON body, an idempotency key, its request id. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'];

/** Headers a partner's page may read: when to retry, its rate budget, the id of the request. */
const EXPOSED_HEADERS = ['Retry-After', 'RateLimit', 'RateLimit-Policy', 'X-Request-Id'];

/** Whether a path falls under one of `CORS_PATHS`, as a mount of Express would take it (any case). */
function underCorsPaths(path: string): boolean {
  const lower = path.toLowerCase();
  return CORS_PATHS.some((p) => lower === p || lower.startsWith(`${p}/`));
}

/**
 * CORS for any origin under `CORS_PATHS`, nothing elsewhere. Credentials travel in
 * `Authorization`, never in cookies, so there is no `Access-Control-Allow-Credentials` and a page
 * cannot ride on a signed-in browser.
 */
export function partnerCors(): RequestHandler {
  const preflight = cors({
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    // Browsers cache a preflight at most this long (10 minutes).
    maxAge: 600,
  });
  // Every other request gets the same two headers the package would set, without rebuilding its
  // options and header lists per request.
  const exposed = EXPOSED_HEADERS.join(',');
  return (req, res, next) => {
    if (!underCorsPaths(req.path)) return next();
    if (req.method?.toUpperCase() === 'OPTIONS') return preflight(req, res, next);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', exposed);
    next();
  };
}
