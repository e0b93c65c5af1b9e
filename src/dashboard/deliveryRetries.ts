import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * When each failing delivery of an endpoint retries (up to 500 of them), read once, so that the
 * endpoint's soonest retry and each row's agree. The attempt records the moment it chose (with its
 * jitter, or the receiver's Retry-After) beside the job it gave that delay, so PostgreSQL's answer
 * is the queue's, and it survives the queue's loss.
 */
export async function endpointRetries(
  sequelize: Sequelize,
  endpointId: string,
): Promise<{ byDelivery: Map<string, Date>; soonest: Date | null }> {
  const waiting = await sequelize.query<{ id: string; next_attempt_at: Date }>(
    `SELECT id, next_attempt_at FROM webhook_deliveries
     WHERE endpoint_id = :endpointId AND status = 'pending' AND attempts > 0 AND next_attempt_at IS NOT NULL
     ORDER BY next_attempt_at LIMIT 500`,
    { replacements: { endpointId }, type: QueryTypes.SELECT },
  );
  const byDelivery = new Map(waiting.map((w) => [w.id, new Date(w.next_attempt_at)]));
  return { byDelivery, soonest: waiting.length ? new Date(waiting[0].next_attempt_at) : null };
}
