import { e, headings, postButton } from '../layout.js';
import type { PageContext } from './context.js';

export interface WebhookFacts {
  endpoint: { id: string; url: string };
  secret: string | null;
  deliveries: {
    id: string;
    type: string;
    status: string;
    attempts: unknown[];
    lastStatusCode: number | null;
    createdAt: string;
  }[];
}

/** What the receiver last answered (its first words), or why the attempt failed. */
function lastResponse(attempts: unknown[]): string {
  const last = (attempts as { responseExcerpt?: string | null; error?: string | null }[]).at(-1);
  return (last?.error ?? last?.responseExcerpt ?? '').slice(0, 120);
}

/** One webhook endpoint: its actions, its signing secret on request, and its delivery log. */
export function webhookBody({ base, csrf }: PageContext, { endpoint, secret, deliveries }: WebhookFacts): string {
  const at = `${base}/webhooks/${endpoint.id}`;
  const actions = [
    postButton(`${at}/test`, 'Send a test event', csrf),
    postButton(`${at}/replay`, 'Replay failed deliveries of the last 5 days', csrf),
    postButton(`${at}/delete`, 'Delete', csrf),
  ];
  const shown = secret
    ? `<span class="secret" id="webhook-secret">${e(secret)}</span>`
    : `<a href="${e(at)}?reveal=1">reveal</a>`;
  const rows = deliveries.map((d) => {
    const replay =
      d.status === 'failed'
        ? postButton(`${base}/deliveries/${d.id}/replay?endpoint=${endpoint.id}`, 'Replay', csrf)
        : '';
    const answer = `${e(d.lastStatusCode ?? '')} <span class="muted">${e(lastResponse(d.attempts))}</span>`;
    return `<tr data-status="${e(d.status)}"><td>${e(d.type)}</td><td>${e(d.status)}</td><td>${d.attempts.length}</td>
<td>${answer}</td><td>${e(d.createdAt)}</td><td>${replay}</td></tr>`;
  });
  return `<p>${actions.join(' ')}</p>
<p>Signing secret: ${shown}</p>
<h2>Deliveries</h2>
<table id="deliveries">${headings(['Event', 'Status', 'Attempts', 'Last answer', 'Created', ''])}
${rows.join('')}</table>
<p><a href="${e(at)}">Refresh</a> · <a href="${e(base)}/keys">Back</a></p>`;
}
