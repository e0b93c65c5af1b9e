import type { PipelineDeps } from './context.js';
import { Transfer } from './models.js';
import { hasEnded } from './statuses.js';
import { enqueueStep } from './runner.js';

// Stopping a transfer on request (the cancel route, the wizard's and the dashboard's Stop). The
// request is a mark on the row, never a change of status: the step under way reads it before each
// write to the destination, lets the write already sent finish and ends, and the finish step then
// records `cancelled` with its event, as it records every other end. A worker that dies meanwhile
// loses nothing: the step's next run reads the same mark.

/** What a request to stop found: a transfer now stopping (asked now or before), or one that had ended. */
export type CancelOutcome = { kind: 'stopping'; transfer: Transfer } | { kind: 'ended'; transfer: Transfer };

/**
 * Asks `transfer` to stop. Asking again while it stops changes nothing and answers the same. A
 * paused transfer (waiting for its destination) has no step to read the mark: its finish is queued
 * here. A step waiting to be retried is run now rather than after its wait.
 */
export async function requestCancel(
  deps: Pick<PipelineDeps, 'sequelize' | 'queues'>,
  transfer: Transfer,
): Promise<CancelOutcome> {
  const outcome = await deps.sequelize.transaction(async (transaction): Promise<CancelOutcome> => {
    // Held until the mark is written: the finish step cannot end the transfer in between.
    const row = await Transfer.findByPk(transfer.id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row || hasEnded(row)) return { kind: 'ended', transfer: row ?? transfer };
    if (!row.cancelRequestedAt) await row.update({ cancelRequestedAt: new Date() }, { transaction });
    return { kind: 'stopping', transfer: row };
  });
  if (outcome.kind === 'stopping') await nudge(deps, outcome.transfer);
  return outcome;
}

/** Gets the transfer to read the mark soon: its finish when nothing else runs for it, or its waiting step at once. */
async function nudge(deps: Pick<PipelineDeps, 'queues'>, transfer: Transfer): Promise<void> {
  // The sweep queues this finish too, should this process end before it does (runner.ts).
  if (transfer.status === 'waiting_for_destination') return enqueueStep(deps, transfer.id, 'finish', 'cancelled');
  const job = transfer.currentJob ? await deps.queues.transfer.getJob(transfer.currentJob) : null;
  // A step backing off from a service that is down would read the mark only after its wait.
  if (job && (await job.isDelayed())) await job.promote().catch(() => undefined);
}
