import type { Request, RequestHandler } from 'express';
import { requestIdFrom, withRequestId } from '../requestId.js';

/**
 * Gives every request its id (the caller's `X-Request-Id` when sane, otherwise ours) and answers it
 * in `X-Request-Id`. The rest of the request runs in its async context (src/requestId.ts): its log
 * lines and the jobs it queues name it without being told. Its error body reads it from the request.
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFrom(req.get('x-request-id'));
    (req as { id?: string }).id = id;
    res.setHeader('X-Request-Id', id);
    withRequestId(id, next);
  };
}

/** The id `requestIds` gave this request. */
export const requestIdOf = (req: Request): string | undefined => (req as { id?: string }).id;
