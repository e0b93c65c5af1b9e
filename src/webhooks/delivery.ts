import got, { type Got } from 'got';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Keyring } from '../crypto/encryption.js';
import type { IncomingHttpHeaders } from 'node:http';
import { retryAfterSeconds } from '../integrations/http/serviceClient.js';
import { emitEvent } from './outbox.js';
import { retryDelayMs } from './schedule.js';
import { eventBody, webhookIdOf } from './envelope.js';
import { previousSigningSecretAt, signatureHeaders, signingSecretAt, type SignatureHeaders } from './signing.js';
import { guardedLookup, type AddressPolicy } from '../outsideHosts/addresses.js';
import { webhookDeliveries } from '../metrics/registry.js';

/** An endpoint failing every attempt for this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 3600_000;
const EXCERPT_BYTES = 1024;
/** A receiver's answer is read no further than this: what we keep is its beginning. */
const READ_LIMIT_BYTES = 4096;

/**
 * What became of one attempt: `succeeded`; `retry` (a later attempt may succeed; `retryAfterMs`
 * is the receiver's own wish); `failed` (that was the last attempt); `gone` (the endpoint answered
 * 410 or is disabled: no retry); `skipped` (already done, or deleted).
 */
export type AttemptOutcome =
  | { deliveryId: string; result: 'succeeded' | 'failed' | 'gone' | 'skipped' }
  | { deliveryId: string; result: 'retry'; reason: string; delayMs: number };

/** Which try this is: the last one marks a failure for good; otherwise the failure waits retry number `retryIndex` (0: the first retry). */
export interface AttemptPlan {
  finalAttempt: boolean;
  retryIndex: number;
}

export interface Deliverer {
  /**
   * Makes one attempt of each pending delivery, concurrently, and records every attempt (status,
   * duration, response code, first bytes of the response) and when a failed one is tried next, in
   * one write.
   */
  attempt(deliveryIds: string[], plan: AttemptPlan): Promise<AttemptOutcome[]>;
}

interface DeliveryRow {
  delivery_id: string;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  occurred_at: Date;
  account_id: string;
  endpoint_id: string;
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Date | null;
  enabled: boolean;
  failing_since: Date | null;
}

interface Attempt {
  row: DeliveryRow;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  retryAfterMs: number | null;
  /** What the attempt was signed with, kept in its log line; null when nothing was sent. */
  headers: SignatureHeaders | null;
  /** How long a failure waits for its next try. */
  delayMs: number;
}

const ok = (a: Attempt) => a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300;

/** Counts each outcome for the operators' metrics on its way back to the processor. */
function counted(outcomes: AttemptOutcome[]): AttemptOutcome[] {
  for (const outcome of outcomes) webhookDeliveries.labels(outcome.result).inc();
  return outcomes;
}

/** Builds the deliverer used by the `webhooks` worker: got with a short timeout and the SSRF guard. */
/**
 * Posts one delivery and reads at most READ_LIMIT_BYTES of the answer, then lets the
 * connection go: a receiver answering a huge or endless body costs us neither memory nor time.
 */
function postReadingExcerpt(
  http: Got,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ statusCode: number; headers: IncomingHttpHeaders; excerpt: string }> {
  return new Promise((resolve, reject) => {
    const stream = http.stream.post(url, { body, headers });
    const chunks: Buffer[] = [];
    let size = 0;
    let answer: { statusCode: number; headers: IncomingHttpHeaders } | null = null;
    const finish = () => {
      if (!answer) return;
      resolve({ ...answer, excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') });
      answer = null;
    };
    stream.on('response', (response: { statusCode: number; headers: IncomingHttpHeaders }) => {
      answer = { statusCode: response.statusCode, headers: response.headers };
    });
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= READ_LIMIT_BYTES) {
        finish();
        stream.destroy();
      }
    });
    stream.on('end', finish);
    stream.on('error', (err) => (answer ? finish() : reject(err)));
  });
}

export function createDeliverer(deps: {
  sequelize: Sequelize;
  keyring: Keyring;
  policy: AddressPolicy;
  timeoutMs: number;
  /** Shrinks every retry delay alike (tests, simulated time). */
  retryScale?: number;
}): Deliverer {
  const { sequelize, keyring } = deps;
  const http: Got = got.extend({
    method: 'POST',
    throwHttpErrors: false,
    followRedirect: false,
    retry: { limit: 0 },
    timeout: { request: deps.timeoutMs },
    dnsLookup: guardedLookup(deps.policy) as never,
    agent: {
      http: new HttpAgent({ keepAlive: true, maxSockets: 256 }),
      https: new HttpsAgent({ keepAlive: true, maxSockets: 256 }),
    },
    headers: { 'content-type': 'application/json', 'user-agent': 'music-library-partner-api-webhooks' },
  });

  /** The current secret, then the rotated one while its overlap lasts. */
  function secretsOf(row: DeliveryRow, at: Date): string[] {
    const secrets = [keyring.open(row.secret_sealed, signingSecretAt(row.endpoint_id))];
    const until = row.previous_secret_expires_at;
    if (row.previous_secret_sealed && until && new Date(until) > at)
      secrets.push(keyring.open(row.previous_secret_sealed, previousSigningSecretAt(row.endpoint_id)));
    return secrets;
  }

  async function send(row: DeliveryRow): Promise<Attempt> {
    const startedAt = new Date();
    const attempt: Attempt = {
      row,
      startedAt,
      durationMs: 0,
      statusCode: null,
      error: null,
      excerpt: null,
      retryAfterMs: null,
      headers: null,
      delayMs: 0,
    };
    if (!row.enabled) return { ...attempt, error: 'endpoint disabled' };
    const body = eventBody({ type: row.type, occurredAt: row.occurred_at, data: row.data });
    const headers = signatureHeaders(
      secretsOf(row, startedAt),
      webhookIdOf(row.event_id),
      Math.floor(startedAt.getTime() / 1000),
      body,
    );
    attempt.headers = headers;
    try {
      const response = await postReadingExcerpt(http, row.url, body, headers);
      attempt.statusCode = response.statusCode;
      attempt.excerpt = response.excerpt;
      const asked = retryAfterSeconds(response.headers['retry-after']);
      attempt.retryAfterMs = asked === null ? null : asked * 1000;
    } catch (err) {
      attempt.error = (err as { code?: string }).code ?? (err as Error).message;
    }
    attempt.durationMs = Date.now() - startedAt.getTime();
    return attempt;
  }

  /**
   * Records every attempt and the new state of its delivery in one statement: PostgreSQL holds
   * when a pending delivery is tried next, and the queue's job is a copy of that.
   */
  async function record(
    attempts: Attempt[],
    statusOf: (a: Attempt) => 'pending' | 'succeeded' | 'failed',
  ): Promise<void> {
    await sequelize.query(
      `WITH input AS (
         SELECT * FROM unnest(ARRAY[:ids]::uuid[], ARRAY[:startedAt]::timestamptz[], ARRAY[:durations]::int[], ARRAY[:codes]::int[],
                              ARRAY[:errors]::text[], ARRAY[:excerpts]::text[], ARRAY[:statuses]::text[],
                              ARRAY[:delays]::bigint[], ARRAY[:headers]::jsonb[])
           AS t(id, started_at, duration_ms, status_code, error, excerpt, status, delay_ms, headers)
       ), logged AS (
         INSERT INTO webhook_attempts (delivery_id, attempted_at, duration_ms, status_code, error, response_excerpt, signature_headers)
         SELECT id, started_at, duration_ms, status_code, error, excerpt, headers FROM input
       )
       UPDATE webhook_deliveries d SET attempts = d.attempts + 1, last_attempt_at = input.started_at, last_status_code = input.status_code,
         status = input.status, completed_at = CASE WHEN input.status = 'pending' THEN NULL ELSE now() END,
         next_attempt_at = CASE WHEN input.status = 'pending' THEN input.started_at + input.delay_ms * interval '1 millisecond' END
       FROM input WHERE d.id = input.id`,
      {
        replacements: {
          ids: attempts.map((a) => a.row.delivery_id),
          startedAt: attempts.map((a) => a.startedAt),
          durations: attempts.map((a) => a.durationMs),
          codes: attempts.map((a) => a.statusCode),
          errors: attempts.map((a) => a.error),
          excerpts: attempts.map((a) => a.excerpt),
          statuses: attempts.map(statusOf),
          delays: attempts.map((a) => a.delayMs),
          headers: attempts.map((a) => (a.headers ? JSON.stringify(a.headers) : null)),
        },
      },
    );
  }

  async function disable(row: DeliveryRow, reason: 'gone' | 'failing'): Promise<void> {
    await sequelize.transaction(async (transaction) => {
      const changed = await sequelize.query(
        `UPDATE webhook_endpoints SET enabled = false, disabled_reason = :reason, disabled_at = now(), updated_at = now()
         WHERE id = :id AND enabled RETURNING id`,
        { replacements: { id: row.endpoint_id, reason }, type: QueryTypes.SELECT, transaction },
      );
      if (changed.length > 0) {
        await emitEvent(sequelize, transaction, row.account_id, 'endpoint.disabled', {
          endpointId: row.endpoint_id,
          url: row.url,
          reason,
        });
      }
    });
  }

  /** Keeps `failing_since` true: cleared by any success, set by the first failure; disables after five days. */
  async function trackFailures(attempts: Attempt[]): Promise<Set<string>> {
    const succeeded = [...new Set(attempts.filter((a) => ok(a) && a.row.failing_since).map((a) => a.row.endpoint_id))];
    const failedFresh = [
      ...new Set(attempts.filter((a) => !ok(a) && a.row.enabled && !a.row.failing_since).map((a) => a.row.endpoint_id)),
    ];
    if (succeeded.length)
      await sequelize.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ANY(ARRAY[:ids]::uuid[])', {
        replacements: { ids: succeeded },
      });
    if (failedFresh.length) {
      await sequelize.query(
        'UPDATE webhook_endpoints SET failing_since = now() WHERE id = ANY(ARRAY[:ids]::uuid[]) AND failing_since IS NULL',
        {
          replacements: { ids: failedFresh },
        },
      );
    }
    const disabled = new Set<string>();
    for (const a of attempts) {
      if (!a.row.enabled || disabled.has(a.row.endpoint_id)) continue;
      if (a.statusCode === 410) {
        await disable(a.row, 'gone');
        disabled.add(a.row.endpoint_id);
      } else if (
        !ok(a) &&
        a.row.failing_since &&
        a.startedAt.getTime() - new Date(a.row.failing_since).getTime() >= DISABLE_AFTER_MS
      ) {
        await disable(a.row, 'failing');
        disabled.add(a.row.endpoint_id);
      }
    }
    return disabled;
  }

  return {
    async attempt(deliveryIds, { finalAttempt, retryIndex }) {
      const rows = await sequelize.query<DeliveryRow>(
        `SELECT d.id AS delivery_id, e.id AS event_id, e.type, e.data, e.occurred_at, e.account_id,
                w.id AS endpoint_id, w.url, w.secret_sealed, w.previous_secret_sealed, w.previous_secret_expires_at,
                w.enabled, w.failing_since
         FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id JOIN webhook_endpoints w ON w.id = d.endpoint_id
         WHERE d.id = ANY(ARRAY[:deliveryIds]::uuid[]) AND d.status = 'pending'`,
        { replacements: { deliveryIds }, type: QueryTypes.SELECT },
      );
      const attempts = await Promise.all(rows.map(send));
      for (const a of attempts) a.delayMs = retryDelayMs(retryIndex, deps.retryScale ?? 1, a.retryAfterMs);
      if (attempts.length === 0)
        return counted(deliveryIds.map((deliveryId) => ({ deliveryId, result: 'skipped' as const })));
      // 410 Gone or a disabled endpoint: no retry can succeed.
      const hopeless = (a: Attempt) => a.statusCode === 410 || !a.row.enabled;
      await record(attempts, (a) => (ok(a) ? 'succeeded' : hopeless(a) || finalAttempt ? 'failed' : 'pending'));
      const disabled = await trackFailures(attempts);
      const stranded = attempts.filter((a) => !ok(a) && disabled.has(a.row.endpoint_id)).map((a) => a.row.delivery_id);
      if (stranded.length) {
        await sequelize.query(
          "UPDATE webhook_deliveries SET status = 'failed', completed_at = now(), next_attempt_at = NULL WHERE id = ANY(ARRAY[:ids]::uuid[]) AND status = 'pending'",
          {
            replacements: { ids: stranded },
          },
        );
      }
      const byId = new Map(attempts.map((a) => [a.row.delivery_id, a]));
      const outcomes = deliveryIds.map((deliveryId): AttemptOutcome => {
        const a = byId.get(deliveryId);
        if (!a) return { deliveryId, result: 'skipped' };
        if (ok(a)) return { deliveryId, result: 'succeeded' };
        if (hopeless(a) || disabled.has(a.row.endpoint_id)) return { deliveryId, result: 'gone' };
        if (finalAttempt) return { deliveryId, result: 'failed' };
        return {
          deliveryId,
          result: 'retry',
          reason: `endpoint answered ${a.statusCode ?? a.error}`,
          delayMs: a.delayMs,
        };
      });
      return counted(outcomes);
    },
  };
}
