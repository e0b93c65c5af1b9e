import { Router } from 'express';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queues } from '../queues.js';
import { operatorOnly, type Operators } from './operators.js';

/** Bull Board at `basePath`, behind operator credentials; its changes only from its own pages. */
export function queueBoardRouter(basePath: string, queues: Queues, operators: Operators): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(basePath);
  createBullBoard({ queues: Object.values(queues).map((q) => new BullMQAdapter(q)), serverAdapter });
  const router = Router();
  router.use(operatorOnly(operators, 'The queue board'), serverAdapter.getRouter());
  return router;
}
