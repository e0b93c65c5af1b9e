import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The guards of a route group (authentication, policy, rate limit, ...) as one handler that runs
 * them in turn, as Express would: an error, thrown or rejected, goes to `next` and skips the rest.
 * Mounted one by one, each guard is a layer of its own, whose path every request passing the
 * group is matched against again (and every request to a later group, before it is skipped).
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (err?: unknown) => {
      // 'route' and 'router' are Express's own signals: the router that called us acts on them.
      if (err) return done(err);
      if (index === handlers.length) return done();
      const handler = handlers[index++]!;
      try {
        const returned = handler(req, res, next) as unknown;
        if (isThenable(returned)) returned.then(undefined, (reason) => next(reason || new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
