import { Router } from 'express';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queues } from '../queues.js';
import { operatorOnly, type OperatorCredentials } from './operators.js';

/** Bull Board at `basePath`, behind operator credentials. */
export function queueBoardRouter(basePath: string, queues: Queues, operator: OperatorCredentials): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(basePath);
  createBullBoard({ queues: Object.values(queues).map((q) => new BullMQAdapter(q)), serverAdapter });
  const router = Router();
  router.use(operatorOnly(operator, 'The queue board'), serverAdapter.getRouter());
  return router;
}
