import { Router, type RequestHandler } from 'express';
import type { Queues } from '../queues.js';
import { operatorOnly, type Operators } from './operators.js';

/**
 * Bull Board at `basePath`, behind operator credentials; its changes only from its own pages. It is
 * loaded at the first request an operator makes: every web process (and every test that starts
 * one) would otherwise spend a tenth of a second of CPU loading a board that most never open.
 */
export function queueBoardRouter(basePath: string, queues: Queues, operators: Operators): Router {
  let board: Promise<RequestHandler> | undefined;
  const router = Router();
  router.use(operatorOnly(operators, 'The queue board'), (req, res, next) => {
    board ??= loadBoard(basePath, queues);
    board.then((handler) => handler(req, res, next), next);
  });
  return router;
}

async function loadBoard(basePath: string, queues: Queues): Promise<RequestHandler> {
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/express'),
  ]);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(basePath);
  createBullBoard({ queues: Object.values(queues).map((q) => new BullMQAdapter(q)), serverAdapter });
  return serverAdapter.getRouter() as RequestHandler;
}
