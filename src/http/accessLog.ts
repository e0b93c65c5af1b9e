import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { log } from '../log.js';

/**
 * One line per answered request: method, path, status, time and request id. Only the path is
 * logged, never the query string (it can carry a one-time token or an OAuth code) nor headers,
 * and a path segment that is a credential (A3's `uniqueId`) is logged as its name.
 * A 5xx is written at `error` as "request errored", anything else at `info` ("request completed",
 * or "request aborted" when the client left first).
 *
 * The line goes straight to the process logger, built only once it is known to be written: child
 * loggers made per request serialised the request into their bindings first, a twentieth of a
 * library read's CPU even with logging off. When the logger would write neither level, a request
 * costs one comparison.
 */
export function accessLog(): RequestHandler {
  return (req, res, next) => {
    if (!log.isLevelEnabled('error')) return next();
    const started = Date.now();
    // Routers rewrite `req.url` while they route: the path is the one the request came with.
    const path = withoutSecrets((req.url ?? '').split('?')[0]);
    const done = (err?: Error) => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      res.removeListener('error', done);
      written(req, res, path, Date.now() - started, err);
    };
    res.on('close', done);
    res.on('finish', done);
    res.on('error', done);
    next();
  };
}

/** A3's `uniqueId` is its only credential: it reads `authData` for 5 minutes after a sign-in. */
const UNIQUE_ID_IN_PATH = /(\/integrations\/byUniqueId\/)[^/]+/i;

/** The path as logged: any segment that is itself a credential is replaced by its name. */
export function withoutSecrets(path: string): string {
  return path.replace(UNIQUE_ID_IN_PATH, '$1:uniqueId');
}

function written(
  req: IncomingMessage & { id?: string },
  res: ServerResponse,
  path: string,
  responseTime: number,
  err?: Error,
) {
  const failed = Boolean(err) || res.statusCode >= 500;
  const level = failed ? 'error' : 'info';
  if (!log.isLevelEnabled(level)) return;
  const line = {
    reqId: req.id,
    req: { method: req.method, path },
    res: { statusCode: res.statusCode },
    ...(failed ? { err: err ?? new Error(`failed with status code ${res.statusCode}`) } : {}),
    responseTime,
  };
  const message = failed
    ? 'request errored'
    : !req.readableAborted && res.writableEnded
      ? 'request completed'
      : 'request aborted';
  log[level](line, message);
}
