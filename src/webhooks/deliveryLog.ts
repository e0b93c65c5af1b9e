import Joi from 'joi';
import { QueryTypes, type Sequelize } from 'sequelize';
import { badRequest, notFound } from '../http/errors.js';
import { findEndpoint } from './endpoints.js';
import { LIST_CODES, PageParams } from '../http/pageParams.js';
import { signingKey } from '../crypto/signingKeys.js';
import type { EncryptionKey } from '../crypto/encryption.js';
import { isUuid } from '../ids.js';
import { eventBody, webhookIdOf } from './envelope.js';
import type { SignatureHeaders } from './signing.js';

/** One try of a delivery: when, how long, the receiver's status (or why none), its first bytes, and our signature headers. */
export interface LoggedAttempt {
  attemptedAt: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  /** Null for an attempt that sent nothing (a disabled endpoint) or was made before these were kept. */
  signatureHeaders: SignatureHeaders | null;
}

interface LogRow {
  id: string;
  event_id: string;
  type: string;
  data: unknown;
  occurred_at: Date;
  status: string;
  attempts: number;
  last_status_code: number | null;
  created_at: Date;
  completed_at: Date | null;
  attempt_log: LoggedAttempt[];
}

const STATUSES = ['pending', 'succeeded', 'failed'];

/** Which page of the log to read, and of which deliveries. */
export interface DeliveryLogQuery {
  status?: string;
  limit?: number;
  cursor?: string;
}

/** The query of `GET /public/webhooks/endpoints/{id}/deliveries`: 50 deliveries a page unless asked, at most 200. */
export const deliveryLogQuery = Joi.object<DeliveryLogQuery>({
  status: Joi.string()
    .valid(...STATUSES)
    .messages({ '*': 'status is pending, succeeded or failed.' }),
  limit: Joi.number().integer().min(1).max(200).messages({ '*': 'limit is a whole number from 1 to 200.' }),
  // Whether this endpoint's log signed it is for the cursors, which know the endpoint.
  cursor: Joi.string().allow('').messages({ '*': 'The cursor is not one this service returned for this endpoint.' }),
}).unknown(true);

export const DELIVERY_LOG_CODES = { ...LIST_CODES, status: 'invalidStatus' };

/** One delivery as the log presents it, with the body exactly as every attempt of it sent it. */
export type LoggedDelivery = ReturnType<typeof presentDelivery>;

/**
 * The log's cursors are signed and bound to their endpoint: a changed, forged or foreign cursor
 * answers 400 instead of reaching the database.
 */
export function deliveryLogCursors(keys: EncryptionKey[]): PageParams {
  return new PageParams(signingKey(keys, 'delivery-log-cursor'), () =>
    badRequest('invalidCursor', 'The cursor is not one this service returned for this endpoint.'),
  );
}

function decodeCursor(
  cursors: PageParams,
  cursor: string | undefined,
  endpointId: string,
): { createdAt: string; id: string } | null {
  const inside = cursors.decode(cursor, endpointId);
  if (inside === undefined) return null;
  const [createdAt, id] = JSON.parse(inside) as [string, string];
  return { createdAt, id };
}

const LOG_COLUMNS = `d.id, d.event_id, e.type, e.data, e.occurred_at, d.status, d.attempts, d.last_status_code, d.created_at, d.completed_at,
  COALESCE((SELECT json_agg(json_build_object('attemptedAt', a.attempted_at, 'durationMs', a.duration_ms, 'statusCode', a.status_code,
                                              'error', a.error, 'responseExcerpt', a.response_excerpt,
                                              'signatureHeaders', a.signature_headers) ORDER BY a.attempted_at)
            FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS attempt_log`;

/** The headers in the order a request carries them (jsonb keeps its keys in an order of its own). */
const inWireOrder = (h: SignatureHeaders | null): SignatureHeaders | null =>
  h && {
    'webhook-id': h['webhook-id'],
    'webhook-timestamp': h['webhook-timestamp'],
    'webhook-signature': h['webhook-signature'],
  };

function presentDelivery(r: LogRow) {
  return {
    id: r.id,
    eventId: r.event_id,
    webhookId: webhookIdOf(r.event_id),
    type: r.type,
    status: r.status,
    body: eventBody({ type: r.type, occurredAt: r.occurred_at, data: r.data }),
    attempts: r.attempt_log.map((a) => ({ ...a, signatureHeaders: inWireOrder(a.signatureHeaders) })),
    lastStatusCode: r.last_status_code,
    createdAt: new Date(r.created_at).toISOString(),
    completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
  };
}

/** The delivery log of one endpoint, newest first, each delivery with its body and its attempts. */
export async function listDeliveries(
  sequelize: Sequelize,
  cursors: PageParams,
  accountId: string,
  endpointId: unknown,
  query: DeliveryLogQuery,
) {
  const endpoint = await findEndpoint(accountId, endpointId);
  const status = query.status ?? null;
  // The route's schema checked it already; the operators' command passes what it was given.
  if (status !== null && !STATUSES.includes(status))
    throw badRequest('invalidStatus', 'status is pending, succeeded or failed.');
  const limit = query.limit ?? 50;
  const after = decodeCursor(cursors, query.cursor, endpoint.id);
  const rows = await sequelize.query<LogRow>(
    `SELECT ${LOG_COLUMNS}
     FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id
     WHERE d.endpoint_id = :endpointId
       AND (:status::text IS NULL OR d.status = :status)
       AND (:afterAt::timestamptz IS NULL OR (d.created_at, d.id) < (:afterAt::timestamptz, :afterId::uuid))
     ORDER BY d.created_at DESC, d.id DESC
     LIMIT :limit`,
    {
      replacements: {
        endpointId: endpoint.id,
        status,
        afterAt: after?.createdAt ?? null,
        afterId: after?.id ?? null,
        limit: limit + 1,
      },
      type: QueryTypes.SELECT,
    },
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    deliveries: page.map(presentDelivery),
    nextCursor:
      rows.length > limit && last
        ? cursors.encode(JSON.stringify([new Date(last.created_at).toISOString(), last.id]), endpoint.id)
        : null,
  };
}

/** One delivery of one of the account's endpoints, or 404 (another account's, or another endpoint's, too). */
export async function findDelivery(
  sequelize: Sequelize,
  accountId: string,
  endpointId: unknown,
  deliveryId: unknown,
): Promise<LoggedDelivery> {
  const endpoint = await findEndpoint(accountId, endpointId);
  const rows = isUuid(deliveryId)
    ? await sequelize.query<LogRow>(
        `SELECT ${LOG_COLUMNS}
         FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id
         WHERE d.id = :deliveryId AND d.endpoint_id = :endpointId AND d.account_id = :accountId`,
        { replacements: { deliveryId, endpointId: endpoint.id, accountId }, type: QueryTypes.SELECT },
      )
    : [];
  if (rows.length === 0) throw notFound('webhookDeliveryNotFound', 'The account has no webhook delivery with this id.');
  return presentDelivery(rows[0]);
}
