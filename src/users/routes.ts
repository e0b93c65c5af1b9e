import { Router, type RequestHandler } from 'express';
import { authOf } from '../auth/authenticate.js';
import { allow, POLICIES } from '../auth/policies.js';
import { checkedUserUuid, findConnectedUser } from './lookup.js';
import { deleteConnectedUser } from './commands.js';

/** Connected-user routes under `/public/integrations/user` (A6, A7). */
export function connectedUserRouter(guards: { authenticate: RequestHandler; rateLimit: RequestHandler }): Router {
  const router = Router();

  // A7: only Basic deletes (rule 2); a second delete answers 204 again.
  router.delete('/:integrationUserUUID', guards.authenticate, allow(POLICIES.userDelete), guards.rateLimit, async (req, res) => {
    const uuid = checkedUserUuid(req.params.integrationUserUUID);
    const user = await findConnectedUser(authOf(req).account.id, uuid, { includeDeleted: true });
    await deleteConnectedUser(user);
    res.status(204).end();
  });

  return router;
}
