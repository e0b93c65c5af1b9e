import { randomUUID } from 'node:crypto';
import type { Sequelize, Transaction } from 'sequelize';
import type { EventType } from './catalogue.js';

/** The channel on which a commit that wrote events wakes the relay (delivered only on commit). */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Records an event in the outbox inside the caller's transaction, so that the event exists if and
 * only if the state change that causes it was committed. Returns the event id (the `webhook-id`).
 */
export async function emitEvent(
  sequelize: Sequelize,
  transaction: Transaction,
  accountId: string,
  type: EventType,
  data: Record<string, unknown>,
): Promise<string> {
  const id = randomUUID();
  await sequelize.query(
    `INSERT INTO outbox_events (id, account_id, type, data) VALUES (:id, :accountId, :type, :data::jsonb);
     SELECT pg_notify('${OUTBOX_CHANNEL}', '')`,
    { replacements: { id, accountId, type, data: JSON.stringify(data) }, transaction },
  );
  return id;
}
