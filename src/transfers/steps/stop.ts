import type { Sequelize } from 'sequelize';
import type { TransferContext } from '../context.js';
import { cancelRequested } from '../store/transfers.js';

/**
 * A step told to stop: its job's lock was lost (Redis emptied, or the job taken for stalled), so
 * another run may take its transfer on. It ends before its next write to the destination; what it
 * wrote is found by the run that follows, which resumes after it.
 */
export class StepStopped extends Error {
  constructor(why: string) {
    super(`the step was told to stop: ${why}`);
  }
}

/**
 * A step of a transfer someone asked to stop (cancel): it ends before its next write, what it sent
 * already counted, and the transfer's finish records it `cancelled`.
 */
export class StepCancelled extends Error {
  constructor(transferId: string) {
    super(`transfer ${transferId} was asked to stop`);
  }
}

/** Throws StepStopped once the step's signal says stop: called before each write that must not be made twice. */
export function stopIfTold(signal: AbortSignal | undefined): void {
  if (!signal?.aborted) return;
  throw signal.reason instanceof StepStopped ? signal.reason : new StepStopped(String(signal.reason));
}

/**
 * Called before each write to the destination: throws StepStopped when the step was told to stop,
 * StepCancelled when someone asked the transfer to stop. A write already sent finishes and is
 * counted; none is sent after the request.
 */
export async function beforeWrite(deps: { sequelize: Sequelize }, context: TransferContext): Promise<void> {
  stopIfTold(context.stop);
  if (await cancelRequested(deps.sequelize, context.transfer.id)) throw new StepCancelled(context.transfer.id);
}
