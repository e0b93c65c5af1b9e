import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

// The app's pages show connected users and hand out DevTokens, and its callback URL carries a
// one-time token. So no other site may frame them (clickjacking), no Referer leaves the app's
// origin, nothing is sniffed or cached, and only the app's own inline scripts run: each answer
// gets a fresh nonce that the page's inline scripts carry in their `nonce` attribute.

/** The nonce this answer's inline scripts must carry. */
export const scriptNonce = (res: Response): string => res.locals.scriptNonce as string;

export function securityHeaders(options: { apiUrl: string; appUrl: string; https: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.scriptNonce = randomBytes(16).toString('base64');
    res.set('Cache-Control', 'no-store');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(_req, res) => `'nonce-${(res as ServerResponse & Response).locals.scriptNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // The page calls our API itself, with a DevToken.
        connectSrc: ["'self'", new URL(options.apiUrl).origin],
        // "Transfer my library" posts here and is sent on to the hosted wizard.
        formAction: ["'self'", new URL(options.appUrl).origin],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  return [nonce, headers];
}
