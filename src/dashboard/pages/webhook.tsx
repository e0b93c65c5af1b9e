import { CsrfField, DangerLink, PostButton, Table, Time } from '../components.js';
import type { Confirmation } from './confirm.js';
import type { PageContext } from './context.js';
import { endpointState } from './keys.js';
import { noAnswerWords } from './attemptWords.js';
import { EndpointEditForm, type EndpointSettings } from './endpointForm.js';

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

/** What the receiver last answered (its first words), or why the attempt got no answer, in words. */
function lastResponse(
  attempts: { statusCode?: number | null; responseExcerpt?: string | null; error?: string | null }[],
): string {
  const last = attempts.at(-1);
  if (!last) return '';
  if (last.error || last.statusCode === null) return noAnswerWords(last.error ?? null).slice(0, 160);
  return (last.responseExcerpt ?? '').slice(0, 120);
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
    attempts: { statusCode?: number | null; responseExcerpt?: string | null; error?: string | null }[];
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
  /** The edit form's values: as saved, or as typed when a change was refused. */
  settings: EndpointSettings;
  summary: EndpointSummary;
  /** Until when the secret replaced by the last rotation still signs, or null. */
  previousSecretUntil: Date | null;
  deliveries: DeliveryRow[];
}

function deliveryCells(d: DeliveryRow, csrf: string) {
  return [
    <a href={d.detailsUrl} aria-label={`${d.type}: body and answers`}>
      {d.type}
    </a>,
    <>
      {d.statusText}
      {d.nextRetryAt ? (
        <>
          <br />
          next try <Time value={d.nextRetryAt} />
        </>
      ) : null}
    </>,
    d.attempts,
    <>
      {d.lastStatusCode ?? ''} <span class="muted">{d.lastAnswer}</span>
    </>,
    <Time value={d.createdAt} />,
    <PostButton action={d.replayUrl} label="Send again" csrf={csrf} />,
  ];
}

/** The endpoint's state line: on or off, failing since when, and when the next retry goes out. */
export function EndpointState(props: { summary: EndpointSummary }) {
  const { summary } = props;
  return (
    <p id="endpoint-state">
      {summary.stateText}
      {summary.failingSince ? (
        <>
          {' Failing since '}
          <Time value={summary.failingSince} />.
        </>
      ) : null}
      {summary.nextRetryAt ? (
        <>
          {' Next retry '}
          <Time value={summary.nextRetryAt} />.
        </>
      ) : null}
    </p>
  );
}

/** The signing secret is shown once (at creation and at each rotation); here, only how to get a new one. */
function SecretSection(props: { at: string; url: string; previousSecretUntil: Date | null }) {
  return (
    <section aria-labelledby="secret-heading">
      <h2 id="secret-heading">Signing secret</h2>
      <p>
        Every delivery is signed with this endpoint's secret (Standard Webhooks). The secret is shown once: when the
        endpoint is added and when you rotate it. Lost it, or think someone else has it? Rotate it.
      </p>
      {props.previousSecretUntil ? (
        <p id="secret-overlap">
          Rotated: until <Time value={props.previousSecretUntil} /> every delivery is signed with both the new secret
          and the previous one, so your receiver accepts it with either. After that only the new secret signs.
        </p>
      ) : null}
      <p>
        <DangerLink href={`${props.at}/rotate-secret`} label="Rotate secret" name={`of ${props.url}`} />
      </p>
    </section>
  );
}

function DeliveryLog(props: { at: string; csrf: string; deliveries: DeliveryRow[] }) {
  const rows = props.deliveries.length
    ? props.deliveries.map((d) => ({
        cells: deliveryCells(d, props.csrf),
        attributes: { 'data-status': d.status, 'data-id': d.id },
      }))
    : [{ cells: ['No deliveries yet.'] }];
  return (
    <Table
      id="deliveries"
      caption="Deliveries"
      columns={['Event', 'Status', 'Attempts', 'Last answer', 'Created', { label: 'Actions', hidden: true }]}
      rows={rows}
      attributes={{ 'data-poll': `${props.at}/deliveries.json`, 'data-every': '5000' }}
    />
  );
}

/** One webhook endpoint: its actions, its signing secret's state, and its delivery log. */
export function WebhookPage(props: { context: PageContext; facts: WebhookFacts }) {
  const { base, csrf } = props.context;
  const { endpoint, summary, previousSecretUntil, deliveries, settings } = props.facts;
  const at = `${base}/webhooks/${endpoint.id}`;
  return (
    <>
      <p>
        <code>{endpoint.url}</code>
      </p>
      <EndpointState summary={summary} />
      <p>
        <PostButton action={`${at}/test`} label="Send a test event" csrf={csrf} />{' '}
        <PostButton action={`${at}/replay`} label="Send again what failed in the last 5 days" csrf={csrf} />{' '}
        <DangerLink href={`${at}/delete`} label="Delete" name={`endpoint ${endpoint.url}`} />
      </p>
      <EndpointEditForm context={props.context} at={at} settings={settings} />
      <SecretSection at={at} url={endpoint.url} previousSecretUntil={previousSecretUntil} />
      <section aria-labelledby="log-heading">
        <h2 id="log-heading">Deliveries</h2>
        <p class="muted">
          The newest 100, refreshed every few seconds. Open an event to see the body we sent, our signature headers and
          each answer. Times are in your time zone; hover over one for UTC. <span id="log-updated"></span>
        </p>
        <DeliveryLog at={at} csrf={csrf} deliveries={deliveries} />
        {/* What the page's script copies for each row it builds: only the row's address is set on it. */}
        <template id="replay-form">
          <form method="post" class="inline">
            <CsrfField csrf={csrf} />
            <button>Send again</button>
          </form>
        </template>
        <p>
          <a href={at}>Reload the page</a> · <a href={`${base}/keys`}>Back to API and webhooks</a>
        </p>
      </section>
    </>
  );
}

/**
 * What rotating the secret does, and the choice it offers: whether the current secret keeps
 * signing for `overlapHours` beside the new one. `stillSigning` is when the secret before the
 * current one stops, if it still signs.
 */
export const rotateSecretConfirmation = (
  url: string,
  overlapHours: number,
  stillSigning: Date | null,
): Confirmation => ({
  question: 'Rotate the signing secret?',
  consequence: (
    <>
      A new signing secret is made for <code>{url}</code> and shown once, on the next page. Unless you choose otherwise
      below, the current secret keeps signing for {overlapHours} hours: every delivery then carries two signatures, one
      per secret, and your receiver accepts it with either while you put the new secret in place. After that only the
      new secret signs.
      {stillSigning ? (
        <>
          {' The secret before the current one, which still signs until '}
          <Time value={stillSigning} />, stops at once.
        </>
      ) : null}
    </>
  ),
  action: 'Rotate the secret',
  fields: (
    <fieldset>
      <legend>The current secret</legend>
      <label>
        <input type="radio" name="overlap" value={String(overlapHours)} checked /> keeps signing for {overlapHours}{' '}
        hours beside the new one
      </label>
      <label>
        <input type="radio" name="overlap" value="0" /> stops at once (it leaked: deliveries fail your check until your
        receiver has the new secret)
      </label>
    </fieldset>
  ),
});

/** What deleting the endpoint ends. */
export const deleteEndpointConfirmation = (url: string): Confirmation => ({
  question: 'Delete this webhook endpoint?',
  consequence: (
    <>
      <code>{url}</code> gets no more events, pending retries to it stop, and its delivery log and signing secret are
      deleted. This cannot be undone.
    </>
  ),
  action: 'Delete the endpoint',
});
