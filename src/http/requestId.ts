import type { Request, RequestHandler } from 'express';
import { requestIdFrom } from '../requestId.js';

/**
 * Gives every request its id (the caller's `X-Request-Id` when sane, otherwise ours) and answers it
 * in `X-Request-Id`. The request carries it from there: its error body, its log lines and the jobs
 * it queues (`queueFor`) name it. No async context carries it: on Node 20 one costs every promise
 * of every request, a tenth of a library read's CPU.
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFrom(req.get('x-request-id'));
    (req as { id?: string }).id = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}

/** The id `requestIds` gave this request. */
export const requestIdOf = (req: Request): string | undefined => (req as { id?: string }).id;
