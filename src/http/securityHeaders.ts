import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { giveNonce } from '../html/render.js';

/**
 * Origins one page may load scripts from, send requests to, and submit its forms to besides its
 * own: a service's sign-in script and its API, and where a form's answer redirects (a partner's
 * Return URL after a sign-in finished by a form post: browsers hold redirects to `form-action` too).
 */
export interface PageOrigins {
  script: string[];
  connect: string[];
  form?: string[];
}

const PAGE_ORIGINS = 'cspPageOrigins';

/**
 * Lets the page this answer sends load scripts from, and connect to, exactly these origins: no
 * wildcard, no scheme-wide source, and our nonce still required of every inline script.
 */
export function allowPageOrigins(res: Response, origins: PageOrigins): void {
  const exact = (list: string[]) =>
    list.map((o) => {
      const origin = new URL(o).origin;
      if (!/^https?:\/\/[^\s;,'"*]+$/.test(origin)) throw new Error(`not an origin: ${o}`);
      return origin;
    });
  res.locals[PAGE_ORIGINS] = {
    script: exact(origins.script),
    connect: exact(origins.connect),
    form: (origins.form ?? []).map(formDestination),
  };
}

/**
 * Where a form may lead: a web address's exact origin, or an app's own scheme (a Return URL such
 * as `myapp://signed-in`, which has no origin to name).
 */
function formDestination(address: string): string {
  const url = new URL(address);
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    if (!/^https?:\/\/[^\s;,'"*]+$/.test(url.origin)) throw new Error(`not an origin: ${address}`);
    return url.origin;
  }
  if (!/^[a-z][a-z0-9+.-]*:$/.test(url.protocol) || /^(?:javascript|data|blob|file|filesystem):$/.test(url.protocol))
    throw new Error(`not a form's destination: ${address}`);
  return url.protocol;
}

const sources = (list: string[] | undefined) => (list?.length ? ` ${list.join(' ')}` : '');

const pageCsp = (nonce: string, extra?: PageOrigins) =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'${sources(extra?.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self'${sources(extra?.connect)}`,
    `form-action 'self'${sources(extra?.form)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers of every answer: nosniff, no framing (clickjacking), no Referer beyond our origin (the
 * callback URL carries a code, the Return URL a one-time token), HSTS when we are served over
 * https; a Content-Security-Policy with a per-answer script nonce on HTML pages; and no caching of
 * API answers and pages, which may carry authData, secrets or tokens.
 */
export function securityHeaders(options: {
  https: boolean;
  cacheable: (path: string) => boolean;
  ownCsp: (path: string) => boolean;
  /** Paths that never answer a page: their policy is set at once, without looking at the answer. */
  neverPage: (path: string) => boolean;
}): RequestHandler {
  const fixed = fixedHeaders(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
  );
  const perAnswer: RequestHandler = (req, res, next) => {
    for (const [name, value] of fixed.set) res.setHeader(name, value);
    for (const name of fixed.removed) res.removeHeader(name);
    if (!options.cacheable(req.path)) res.set('Cache-Control', 'no-store');
    if (options.ownCsp(req.path)) return next();
    if (options.neverPage(req.path)) {
      res.setHeader('Content-Security-Policy', API_CSP);
      return next();
    }
    const nonce = randomBytes(16).toString('base64');
    giveNonce(res, nonce);
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (!res.headersSent && !res.get('Content-Security-Policy')) {
        const isHtml =
          /html/.test(String(res.get('Content-Type') ?? '')) ||
          (typeof body === 'string' && /^\s*<!doctype html/i.test(body));
        if (isHtml) {
          res.set('Content-Security-Policy', pageCsp(nonce, res.locals[PAGE_ORIGINS] as PageOrigins | undefined));
          return send(body);
        }
        res.set('Content-Security-Policy', API_CSP);
      }
      return send(body);
    };
    next();
  };
  return perAnswer;
}

/**
 * The headers a middleware that sets the same ones on every answer (helmet) sets, read once by
 * running it on a stand-in answer: the answers then get them in one loop, not ten middlewares.
 */
function fixedHeaders(middleware: RequestHandler): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const stand = {
    setHeader: (name: string, value: string) => void set.set(name, value),
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  middleware({} as never, stand as never, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('the security headers are not set at once');
  return { set: [...set], removed };
}
