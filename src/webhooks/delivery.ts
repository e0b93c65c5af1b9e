import got, { type Got } from 'got';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Keyring } from '../crypto/encryption.js';
import { retryAfterSeconds } from '../integrations/http/serviceClient.js';
import { emitEvent } from './outbox.js';
import { signatureHeaders } from './signing.js';
import { guardedLookup, type DestinationPolicy } from './ssrf.js';
import { DeliveryFailed } from './schedule.js';

/** An endpoint failing every attempt for this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 3600_000;
const EXCERPT_BYTES = 1024;

export interface Deliverer {
  /**
   * Makes one attempt of a delivery and records it. Resolves when the delivery succeeded, is
   * already done, or can never succeed (endpoint gone or disabled); throws DeliveryFailed when a
   * retry may succeed. `finalAttempt` marks the delivery failed for good when this attempt fails.
   */
  attempt(deliveryId: string, finalAttempt: boolean): Promise<'succeeded' | 'skipped' | 'gone' | 'failed'>;
}

interface DeliveryRow {
  delivery_id: string;
  status: string;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  occurred_at: Date;
  account_id: string;
  endpoint_id: string;
  url: string;
  secret_sealed: string;
  enabled: boolean;
  failing_since: Date | null;
}

/** Builds the deliverer used by the `webhooks` worker: got with a short timeout and the SSRF guard. */
export function createDeliverer(deps: { sequelize: Sequelize; keyring: Keyring; policy: DestinationPolicy; timeoutMs: number }): Deliverer {
  const { sequelize, keyring } = deps;
  const lookup = guardedLookup(deps.policy);
  const http: Got = got.extend({
    method: 'POST',
    throwHttpErrors: false,
    followRedirect: false,
    retry: { limit: 0 },
    timeout: { request: deps.timeoutMs },
    dnsLookup: lookup as never,
    agent: { http: new HttpAgent({ keepAlive: true, maxSockets: 256 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 256 }) },
    headers: { 'content-type': 'application/json', 'user-agent': 'music-library-partner-api-webhooks' },
  });

  async function record(row: DeliveryRow, outcome: { statusCode: number | null; error: string | null; excerpt: string | null; startedAt: Date; durationMs: number }, status: 'pending' | 'succeeded' | 'failed') {
    await sequelize.query(
      `WITH attempt AS (
         INSERT INTO webhook_attempts (delivery_id, attempted_at, duration_ms, status_code, error, response_excerpt)
         VALUES (:deliveryId, :startedAt, :durationMs, :statusCode, :error, :excerpt)
       )
       UPDATE webhook_deliveries SET attempts = attempts + 1, last_attempt_at = :startedAt, last_status_code = :statusCode,
         status = :status, completed_at = CASE WHEN :status = 'pending' THEN NULL ELSE now() END
       WHERE id = :deliveryId`,
      { replacements: { deliveryId: row.delivery_id, ...outcome, status } },
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
        await emitEvent(sequelize, transaction, row.account_id, 'endpoint.disabled', { endpointId: row.endpoint_id, url: row.url, reason });
      }
    });
  }

  return {
    async attempt(deliveryId, finalAttempt) {
      const [row] = await sequelize.query<DeliveryRow>(
        `SELECT d.id AS delivery_id, d.status, e.id AS event_id, e.type, e.data, e.occurred_at, e.account_id,
                w.id AS endpoint_id, w.url, w.secret_sealed, w.enabled, w.failing_since
         FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id JOIN webhook_endpoints w ON w.id = d.endpoint_id
         WHERE d.id = :deliveryId`,
        { replacements: { deliveryId }, type: QueryTypes.SELECT },
      );
      if (!row || row.status !== 'pending') return 'skipped';
      const startedAt = new Date();
      if (!row.enabled) {
        await record(row, { statusCode: null, error: 'endpoint disabled', excerpt: null, startedAt, durationMs: 0 }, 'failed');
        return 'gone';
      }
      const body = JSON.stringify({ type: row.type, timestamp: new Date(row.occurred_at).toISOString(), data: row.data });
      const headers = signatureHeaders(keyring.open(row.secret_sealed), `msg_${row.event_id}`, Math.floor(startedAt.getTime() / 1000), body);
      let statusCode: number | null = null;
      let error: string | null = null;
      let excerpt: string | null = null;
      let retryAfterMs: number | null = null;
      try {
        const response = await http(row.url, { body, headers, responseType: 'buffer' });
        statusCode = response.statusCode;
        excerpt = response.body.subarray(0, EXCERPT_BYTES).toString('utf8');
        const asked = retryAfterSeconds(response.headers['retry-after']);
        retryAfterMs = asked === null ? null : asked * 1000;
      } catch (err) {
        error = (err as { code?: string }).code ?? (err as Error).message;
      }
      const durationMs = Date.now() - startedAt.getTime();
      const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
      if (ok) {
        await record(row, { statusCode, error, excerpt, startedAt, durationMs }, 'succeeded');
        if (row.failing_since) await sequelize.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = :id', { replacements: { id: row.endpoint_id } });
        return 'succeeded';
      }
      // 410 Gone: the receiver says the endpoint no longer exists; no retry.
      const gone = statusCode === 410;
      await record(row, { statusCode, error, excerpt, startedAt, durationMs }, gone || finalAttempt ? 'failed' : 'pending');
      if (gone) {
        await disable(row, 'gone');
        return 'gone';
      }
      const failingSince = row.failing_since ? new Date(row.failing_since) : startedAt;
      if (!row.failing_since) {
        await sequelize.query('UPDATE webhook_endpoints SET failing_since = :at WHERE id = :id AND failing_since IS NULL', { replacements: { id: row.endpoint_id, at: startedAt } });
      } else if (startedAt.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) {
        await disable(row, 'failing');
        return 'gone';
      }
      if (finalAttempt) return 'failed';
      throw new DeliveryFailed(`endpoint answered ${statusCode ?? error}`, retryAfterMs);
    },
  };
}
