import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { log } from '../log.js';

/**
 * One line per answered request: method, path, status, time and request id. Only the path is
 * logged, never the query string (it can carry a one-time token or an OAuth code) nor headers.
 */
export function accessLog(): RequestHandler {
  return pinoHttp({
    logger: log,
    genReqId: (req) => (req as IncomingMessage & { id?: string }).id ?? '',
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: IncomingMessage & { id?: string }) => ({ method: req.method, path: (req.url ?? '').split('?')[0] }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    quietReqLogger: true,
    wrapSerializers: false,
  });
}
