/** An event as the outbox holds it. */
export interface OutboxEvent {
  id: string;
  type: string;
  occurredAt: Date | string;
  data: unknown;
}

/** The `webhook-id` of every delivery of an event, retries and replays alike. */
export const webhookIdOf = (eventId: string) => `msg_${eventId}`;

/**
 * The body of every delivery of an event, byte for byte: the delivery log rebuilds it with this
 * same function, so what a partner reads there is what the receiver was sent (jsonb gives its keys
 * back in one order every time).
 */
export function eventBody(event: Pick<OutboxEvent, 'type' | 'occurredAt' | 'data'>): string {
  return JSON.stringify({ type: event.type, timestamp: new Date(event.occurredAt).toISOString(), data: event.data });
}
