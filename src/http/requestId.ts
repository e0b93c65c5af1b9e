import type { RequestHandler } from 'express';
import { requestIdFrom, withRequestId } from '../requestId.js';

/**
 * Gives every request its id (the caller's `X-Request-Id` when sane, otherwise ours), answers it in
 * `X-Request-Id`, and runs the rest of the request under it, so that its log lines, its error body
 * and the jobs it queues carry it.
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFrom(req.get('x-request-id'));
    (req as { id?: string }).id = id;
    res.set('X-Request-Id', id);
    withRequestId(id, next);
  };
}
