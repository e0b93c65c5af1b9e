import express, { type RequestHandler } from 'express';
import { verifyDelivery } from '../guides/webhooks.js';

// Our webhooks arrive at a public URL, so anyone can post to it. A delivery is trusted, kept and
// shown only once its Standard Webhooks signature checks out against the endpoint's secret, over
// the exact bytes that arrived; anything else is refused before its body is even read as JSON.

export interface ReceivedWebhook {
  id: string;
  type: string;
  receivedAt: string;
  data: unknown;
}

/** How many deliveries the page keeps (newest first). */
const KEPT = 100;

export function webhookReceiver(secret: () => string | null): {
  receive: RequestHandler[];
  received: ReceivedWebhook[];
} {
  const received: ReceivedWebhook[] = [];
  const receive: RequestHandler = (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const key = secret();
    const headers = req.headers as Record<string, string | undefined>;
    if (key === null || !verifyDelivery(key, headers, body))
      return void res.status(400).json({ code: 'signatureInvalid', message: 'The webhook signature does not verify.' });
    let event: { type?: unknown; data?: unknown };
    try {
      event = JSON.parse(body) as typeof event;
    } catch {
      return void res.status(400).json({ code: 'bodyNotJson', message: 'The body is not JSON.' });
    }
    if (typeof event?.type !== 'string')
      return void res.status(400).json({ code: 'eventInvalid', message: 'The event has no type.' });
    const id = String(headers['webhook-id']);
    // A retried delivery keeps its id: it is acknowledged again, not kept twice.
    if (received.some((webhook) => webhook.id === id)) return void res.status(204).end();
    received.unshift({
      id,
      type: event.type,
      receivedAt: new Date().toISOString(),
      data: event.data,
    });
    received.splice(KEPT);
    res.status(204).end();
  };
  // The raw bytes, whatever the Content-Type says: the signature covers them as they were sent.
  return { receive: [express.raw({ type: () => true, limit: '1mb' }), receive], received };
}
