import { csrfField, dangerLink, e, postButton, table, time } from '../layout.js';
import { endpointState } from './keys.js';
import type { PageContext } from './context.js';

/** One row of the delivery log as the page and its JSON show it. */
export interface DeliveryRow {
  id: string;
  type: string;
  status: string;
  statusText: string;
  attempts: number;
  lastStatusCode: number | null;
  lastAnswer: string;
  createdAt: string;
  nextRetryAt: string | null;
  /** The delivery's own page: its body, our signature headers and every answer. */
  detailsUrl: string;
  /** Where "Send again" posts; every delivery can be sent again, whatever its state. */
  replayUrl: string;
}

/** The endpoint's state above its log. */
export interface EndpointSummary {
  stateText: string;
  failingSince: string | null;
  nextRetryAt: string | null;
}

/** What the receiver last answered (its first words), or why the attempt failed. */
function lastResponse(attempts: unknown[]): string {
  const last = (attempts as { responseExcerpt?: string | null; error?: string | null }[]).at(-1);
  return (last?.error ?? last?.responseExcerpt ?? '').slice(0, 120);
}

/** A delivery's state in words. */
export function statusText(status: string, attempts: number): string {
  if (status === 'succeeded') return 'Delivered';
  if (status === 'failed') return 'Failed';
  return attempts === 0 ? 'Sending' : 'Retrying';
}

/** Where one delivery's page is. */
export const deliveryPath = (base: string, endpointId: string, deliveryId: string) =>
  `${base}/webhooks/${endpointId}/deliveries/${deliveryId}`;

/** Where "Send again" posts for one delivery; `endpoint` is the page to come back to. */
export const replayPath = (base: string, endpointId: string, deliveryId: string) =>
  `${base}/deliveries/${deliveryId}/replay?endpoint=${endpointId}`;

/** A delivery of the log, with its next retry when one is scheduled. */
export function deliveryRow(
  base: string,
  endpointId: string,
  d: {
    id: string;
    type: string;
    status: string;
    attempts: unknown[];
    lastStatusCode: number | null;
    createdAt: string;
  },
  nextRetryAt: Date | undefined,
): DeliveryRow {
  return {
    id: d.id,
    type: d.type,
    status: d.status,
    statusText: statusText(d.status, d.attempts.length),
    attempts: d.attempts.length,
    lastStatusCode: d.lastStatusCode,
    lastAnswer: lastResponse(d.attempts),
    createdAt: d.createdAt,
    nextRetryAt: d.status === 'pending' && nextRetryAt ? nextRetryAt.toISOString() : null,
    detailsUrl: deliveryPath(base, endpointId, d.id),
    replayUrl: replayPath(base, endpointId, d.id),
  };
}

export function endpointSummary(
  endpoint: { enabled: boolean; disabledReason: string | null; failingSince: Date | null },
  nextRetryAt: Date | null,
): EndpointSummary {
  return {
    stateText: `${endpointState(endpoint.enabled, endpoint.disabledReason)}.`,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    nextRetryAt: nextRetryAt?.toISOString() ?? null,
  };
}

export interface WebhookFacts {
  endpoint: { id: string; url: string };
  summary: EndpointSummary;
  /** Until when the secret replaced by the last rotation still signs, or null. */
  previousSecretUntil: Date | null;
  deliveries: DeliveryRow[];
}

function deliveryCells(d: DeliveryRow, csrf: string): (string | number)[] {
  const event = `<a href="${e(d.detailsUrl)}" aria-label="${e(`${d.type}: body and answers`)}">${e(d.type)}</a>`;
  const status = `${e(d.statusText)}${d.nextRetryAt ? `<br>next try ${time(d.nextRetryAt)}` : ''}`;
  const answer = `${e(d.lastStatusCode ?? '')} <span class="muted">${e(d.lastAnswer)}</span>`;
  return [event, status, d.attempts, answer, time(d.createdAt), postButton(d.replayUrl, 'Send again', csrf)];
}

/** The endpoint's state line: on or off, failing since when, and when the next retry goes out. */
export function summaryLine(summary: EndpointSummary): string {
  const failing = summary.failingSince ? ` Failing since ${time(summary.failingSince)}.` : '';
  const next = summary.nextRetryAt ? ` Next retry ${time(summary.nextRetryAt)}.` : '';
  return `<p id="endpoint-state">${e(summary.stateText)}${failing}${next}</p>`;
}

/** The signing secret is shown once (at creation and at each rotation); here, only how to get a new one. */
function secretSection(at: string, url: string, previousSecretUntil: Date | null): string {
  const overlap = previousSecretUntil
    ? `<p id="secret-overlap">Rotated: until ${time(previousSecretUntil)} every delivery is signed with both the new
secret and the previous one, so your receiver accepts it with either. After that only the new secret signs.</p>`
    : '';
  return `<section aria-labelledby="secret-heading"><h2 id="secret-heading">Signing secret</h2>
<p>Every delivery is signed with this endpoint's secret (Standard Webhooks). The secret is shown once: when the
endpoint is added and when you rotate it. Lost it, or think someone else has it? Rotate it.</p>
${overlap}<p>${dangerLink(`${at}/rotate-secret`, 'Rotate secret', `of ${url}`)}</p></section>`;
}

/** One webhook endpoint: its actions, its signing secret's state, and its delivery log. */
export function webhookBody(
  { base, csrf }: PageContext,
  { endpoint, summary, previousSecretUntil, deliveries }: WebhookFacts,
): string {
  const at = `${base}/webhooks/${endpoint.id}`;
  const actions = [
    postButton(`${at}/test`, 'Send a test event', csrf),
    postButton(`${at}/replay`, 'Send again what failed in the last 5 days', csrf),
    dangerLink(`${at}/delete`, 'Delete', `endpoint ${endpoint.url}`),
  ];
  const log = table({
    id: 'deliveries',
    caption: 'Deliveries',
    columns: ['Event', 'Status', 'Attempts', 'Last answer', 'Created', { label: 'Actions', hidden: true }],
    rows: deliveries.length
      ? deliveries.map((d) => ({
          cells: deliveryCells(d, csrf),
          attributes: ` data-status="${e(d.status)}" data-id="${e(d.id)}"`,
        }))
      : [{ cells: ['No deliveries yet.'], attributes: '' }],
    attributes: ` data-poll="${e(at)}/deliveries.json" data-every="5000"`,
  });
  return `<p><code>${e(endpoint.url)}</code></p>
${summaryLine(summary)}
<p>${actions.join(' ')}</p>
${secretSection(at, endpoint.url, previousSecretUntil)}
<section aria-labelledby="log-heading"><h2 id="log-heading">Deliveries</h2>
<p class="muted">The newest 100, refreshed every few seconds. Open an event to see the body we sent, our signature
headers and each answer. Times are in your time zone; hover over one for UTC.
<span id="log-updated"></span></p>
${log}
<template id="replay-form"><form method="post" class="inline">${csrfField(csrf)}<button>Send again</button></form></template>
<p><a href="${e(at)}">Reload the page</a> · <a href="${e(base)}/keys">Back to API and webhooks</a></p></section>`;
}
