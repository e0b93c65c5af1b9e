import type { LoggedAttempt, LoggedDelivery } from '../../webhooks/deliveryLog.js';
import { csrfField, e, time } from '../layout.js';
import type { PageContext } from './context.js';
import { replayPath, statusText } from './webhook.js';

/** Headers as they go over the wire, one per line. */
const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

function answerOf(a: LoggedAttempt): string {
  if (a.statusCode !== null) return `${a.statusCode}`;
  return `No answer: ${a.error ?? 'unknown'}`;
}

function attemptSection(a: LoggedAttempt, n: number): string {
  const signed = a.signatureHeaders
    ? `<h4>Our signature headers</h4><pre class="code">${e(headerLines(a.signatureHeaders))}</pre>`
    : `<p class="muted">${a.error === 'endpoint disabled' ? 'Nothing was sent: the endpoint was off.' : 'Its signature headers were not kept.'}</p>`;
  const excerpt =
    a.responseExcerpt === null || a.responseExcerpt === ''
      ? '<p class="muted">The answer had no body.</p>'
      : `<h4>The first part of the answer</h4><pre class="code">${e(a.responseExcerpt)}</pre>`;
  return `<section class="attempt" aria-labelledby="attempt-${n}"><h3 id="attempt-${n}">Attempt ${n} · ${time(a.attemptedAt)}</h3>
<dl class="facts"><dt>Receiver's status</dt><dd class="answer">${e(answerOf(a))}</dd><dt>Took</dt><dd>${e(a.durationMs)} ms</dd></dl>
${signed}${a.statusCode !== null ? excerpt : ''}</section>`;
}

/**
 * One delivery: what we sent (the body, byte for byte, and the headers of each attempt, signature
 * included; never the secret) and what the receiver answered each time, escaped as text.
 */
export function deliveryBody(
  { base, csrf }: PageContext,
  endpoint: { id: string; url: string },
  d: LoggedDelivery,
): string {
  const back = `${base}/webhooks/${endpoint.id}`;
  const attempts = d.attempts.map((a, i) => ({ a, n: i + 1 })).reverse();
  return `<p><a href="${e(back)}">Back to the endpoint</a></p>
<dl class="facts" id="delivery-facts"><dt>Sent to</dt><dd><code>${e(endpoint.url)}</code></dd>
<dt>State</dt><dd id="delivery-state">${e(statusText(d.status, d.attempts.length))}</dd>
<dt>Event made</dt><dd>${time(d.createdAt)}</dd>
<dt>webhook-id</dt><dd><code>${e(d.webhookId)}</code></dd></dl>
<form method="post" action="${e(replayPath(base, endpoint.id, d.id))}">${csrfField(csrf)}
<input type="hidden" name="back" value="delivery"><button class="primary">Send again</button></form>
<p class="muted">Sent again, a delivery keeps its webhook-id and body and gets a new timestamp and signature: a
receiver that skips webhook-ids it has already handled skips it too.</p>
<section aria-labelledby="body-heading"><h2 id="body-heading">What we sent</h2>
<p><code>POST</code> with <code>content-type: application/json</code> and the signature headers of each attempt below.
The body, exactly as sent (the signature is over these bytes):</p>
<pre class="code" id="delivery-body">${e(d.body)}</pre></section>
<section aria-labelledby="attempts-heading"><h2 id="attempts-heading">Attempts, newest first</h2>
${attempts.length ? attempts.map(({ a, n }) => attemptSection(a, n)).join('\n') : '<p>Not tried yet: it goes out in a moment.</p>'}
</section>`;
}
