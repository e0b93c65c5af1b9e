import { Router } from 'express';
import { authOf } from '../auth/authenticate.js';
import { presentDocsSession } from './sessionRecord.js';

/** E1 `GET /public/docs-sessions/current` (mounted behind the docs-session policy). */
export function docsSessionRouter(): Router {
  const router = Router();
  router.get('/current', async (req, res) => {
    const { account, credential } = authOf(req);
    if (credential.kind !== 'docsSession') throw new Error('docs-session route reached without a docs session');
    res.json(await presentDocsSession(account, credential));
  });
  return router;
}
