import type { LoggedAttempt, LoggedDelivery } from '../../webhooks/deliveryLog.js';
import { CsrfField, Time } from '../components.js';
import type { PageContext } from './context.js';
import { replayPath, statusText } from './webhook.js';
import { ENDPOINT_OFF, noAnswerWords } from './attemptWords.js';

/** What a page reads of a delivery: the log's own record of it. */
export type ShownDelivery = Pick<LoggedDelivery, 'id' | 'type' | 'status' | 'body' | 'webhookId' | 'createdAt'> & {
  attempts: LoggedAttempt[];
};

/** Headers as they go over the wire, one per line. */
const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

function answerOf(a: LoggedAttempt): string {
  if (a.statusCode !== null) return `${a.statusCode}`;
  return noAnswerWords(a.error);
}

function SignatureHeaders(props: { attempt: LoggedAttempt }) {
  const { signatureHeaders, error } = props.attempt;
  if (!signatureHeaders)
    return (
      <p class="muted">
        {error === ENDPOINT_OFF ? 'Nothing was sent: the endpoint was off.' : 'Its signature headers were not kept.'}
      </p>
    );
  return (
    <>
      <h4>Our signature headers</h4>
      <pre class="code">{headerLines(signatureHeaders)}</pre>
    </>
  );
}

/** The receiver's answer, as text: a receiver writes what it likes there. */
function Excerpt(props: { attempt: LoggedAttempt }) {
  const { statusCode, responseExcerpt } = props.attempt;
  if (statusCode === null) return null;
  if (responseExcerpt === null || responseExcerpt === '') return <p class="muted">The answer had no body.</p>;
  return (
    <>
      <h4>The first part of the answer</h4>
      <pre class="code">{responseExcerpt}</pre>
    </>
  );
}

function AttemptSection(props: { attempt: LoggedAttempt; n: number }) {
  const { attempt: a, n } = props;
  return (
    <section class="attempt" aria-labelledby={`attempt-${n}`}>
      <h3 id={`attempt-${n}`}>
        Attempt {n} · <Time value={a.attemptedAt} />
      </h3>
      <dl class="facts">
        <dt>Receiver's status</dt>
        <dd class="answer">{answerOf(a)}</dd>
        <dt>Took</dt>
        <dd>{a.durationMs} ms</dd>
      </dl>
      <SignatureHeaders attempt={a} />
      <Excerpt attempt={a} />
    </section>
  );
}

/**
 * One delivery: what we sent (the body, byte for byte, and the headers of each attempt, signature
 * included; never the secret) and what the receiver answered each time, as text.
 */
export function DeliveryPage(props: {
  context: PageContext;
  endpoint: { id: string; url: string };
  delivery: ShownDelivery;
}) {
  const { context, endpoint, delivery: d } = props;
  const attempts = d.attempts.map((a, i) => ({ a, n: i + 1 })).reverse();
  return (
    <>
      <p>
        <a href={`${context.base}/webhooks/${endpoint.id}`}>Back to the endpoint</a>
      </p>
      <dl class="facts" id="delivery-facts">
        <dt>Sent to</dt>
        <dd>
          <code>{endpoint.url}</code>
        </dd>
        <dt>State</dt>
        <dd id="delivery-state">{statusText(d.status, d.attempts.length)}</dd>
        <dt>Event made</dt>
        <dd>
          <Time value={d.createdAt} />
        </dd>
        <dt>webhook-id</dt>
        <dd>
          <code>{d.webhookId}</code>
        </dd>
      </dl>
      <form method="post" action={replayPath(context.base, endpoint.id, d.id)}>
        <CsrfField csrf={context.csrf} />
        <input type="hidden" name="back" value="delivery" />
        <button class="primary">Send again</button>
      </form>
      <p class="muted">
        Sent again, a delivery keeps its webhook-id and body and gets a new timestamp and signature: a receiver that
        skips webhook-ids it has already handled skips it too.
      </p>
      <section aria-labelledby="body-heading">
        <h2 id="body-heading">What we sent</h2>
        <p>
          <code>POST</code> with <code>content-type: application/json</code> and the signature headers of each attempt
          below. The body, exactly as sent (the signature is over these bytes):
        </p>
        <pre class="code" id="delivery-body">
          {d.body}
        </pre>
      </section>
      <section aria-labelledby="attempts-heading">
        <h2 id="attempts-heading">Attempts, newest first</h2>
        {attempts.length ? (
          attempts.map(({ a, n }) => <AttemptSection attempt={a} n={n} />)
        ) : (
          <p>Not tried yet: it goes out in a moment.</p>
        )}
      </section>
    </>
  );
}
