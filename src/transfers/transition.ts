import type { Sequelize, Transaction } from 'sequelize';
import { emitEvent } from '../webhooks/outbox.js';
import type { EventType } from '../webhooks/catalogue.js';
import type { Transfer } from './models.js';
import { faultPoint } from '../faultPoints.js';

/** The event a transfer's change announces; the transfer's ids are added to its data. */
export interface TransferEvent {
  type: Extract<EventType, `transfer.${string}`>;
  data: Record<string, unknown>;
}

/**
 * Changes a transfer's row and writes the event the change causes in one transaction (the outbox
 * rule, docs/decisions.md, "A change and its events"): a worker dying between the two can no
 * longer leave a new status whose event is lost, since a retried step sees the new status and
 * skips. Every status change of a transfer goes through here; `within` is the caller's
 * transaction, when the change is part of one.
 */
export async function transition(
  sequelize: Sequelize,
  transfer: Transfer,
  fields: Partial<Transfer>,
  event: TransferEvent | null,
  within?: Transaction,
): Promise<void> {
  const change = async (transaction: Transaction) => {
    await transfer.update(fields, { transaction });
    if (event) {
      faultPoint(`transition:${event.type}`);
      const data = {
        transferUuid: transfer.id,
        sessionUuid: transfer.transferSessionId,
        externalUserId: transfer.externalUserId,
        ...event.data,
      };
      await emitEvent(sequelize, transaction, transfer.accountId, event.type, data);
    }
  };
  await (within ? change(within) : sequelize.transaction(change));
}
