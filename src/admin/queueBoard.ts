import { Router, type RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queues } from '../queues.js';
import { notFound, unauthorized } from '../http/errors.js';

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Operator Basic credentials; without a configured password the board does not exist (404). */
function operatorOnly(username: string, password: string | null): RequestHandler {
  return (req, res, next) => {
    if (!password) throw notFound('routeNotFound', `No route ${req.method} ${req.originalUrl}.`);
    const [scheme, value] = (req.headers.authorization ?? '').split(' ');
    const [user, ...rest] = scheme === 'Basic' && value ? Buffer.from(value, 'base64').toString('utf8').split(':') : [];
    if (user === undefined || !sameText(user, username) || !sameText(rest.join(':'), password)) {
      res.set('WWW-Authenticate', 'Basic realm="operators"');
      throw unauthorized('operatorCredentialsRequired', 'The queue board needs operator credentials.');
    }
    next();
  };
}

/** Bull Board at `basePath`, behind operator credentials. */
export function queueBoardRouter(
  basePath: string,
  queues: Queues,
  operator: { username: string; password: string | null },
): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(basePath);
  createBullBoard({ queues: Object.values(queues).map((q) => new BullMQAdapter(q)), serverAdapter });
  const router = Router();
  router.use(operatorOnly(operator.username, operator.password), serverAdapter.getRouter());
  return router;
}
