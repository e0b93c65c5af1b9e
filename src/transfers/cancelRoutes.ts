import { Router } from 'express';
import { authOf } from '../auth/authenticate.js';
import type { AuthContext } from '../auth/context.js';
import { conflict, notFound } from '../http/errors.js';
import { requestCancel } from './cancel.js';
import type { PipelineDeps } from './context.js';
import { presentTransfer } from './presenters.js';
import { ownedTransfer } from './store/transfers.js';

const unknownTransfer = () => notFound('transferNotFound', 'The account has no transfer with this uuid.');

/**
 * Whether the caller may stop this transfer: the Client Secret and a DevToken without `sub` for
 * every transfer of the account; a DevToken with `sub` for the transfers from that connected user
 * only, and another user's is as unknown to it as another account's.
 */
function mayStop(auth: AuthContext, sourceUserId: string): boolean {
  const c = auth.credential;
  return !(c.kind === 'devToken' && c.sub && c.sub.toLowerCase() !== sourceUserId.toLowerCase());
}

/** `POST /public/transfers/{transferUuid}/cancel` (our decision): stops a transfer. */
export function transferCancelRouter(deps: Pick<PipelineDeps, 'sequelize' | 'queues'>): Router {
  const router = Router();

  // 202 while the transfer stops (asked now or before: asking again answers the same); it ends
  // `cancelled` once the write under way has finished. 409 once it has ended.
  router.post('/:transferUuid/cancel', async (req, res) => {
    const auth = authOf(req);
    const transfer = await ownedTransfer(auth.account.id, req.params.transferUuid);
    if (!transfer || !mayStop(auth, transfer.sourceIntegrationUserId)) throw unknownTransfer();
    const outcome = await requestCancel(deps, transfer);
    if (outcome.kind === 'ended')
      throw conflict(
        'transferEnded',
        `The transfer has ended (${outcome.transfer.status}): there is nothing left to stop.`,
      );
    res.status(202).json(presentTransfer(outcome.transfer));
  });

  return router;
}
