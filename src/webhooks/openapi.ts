// The operations of webhook endpoints and their deliveries, and the endpoint's shape.
import type Joi from 'joi';
import { EVENT_TYPES } from './catalogue.js';
import { createSchema, rotateSchema, updateSchema } from './endpoints.js';
import { fromJoi } from '../http/openapi/fromJoi.js';
import type { OperationsByPath } from '../http/openapi/operation.js';
import { arrayOf, bool, dateTime, int, nullable, obj, ref, str, uuid, type Schema } from '../http/openapi/schemaKit.js';
import { AT } from '../http/openapi/examples.js';

const MEMBERS: Record<string, string> = {
  url: 'Where events are posted: an https address (http only where the deployment allows it), checked when it is registered.',
  eventTypes:
    'The event types the endpoint receives (`GET /public/webhooks/event-types`); all of them when empty or left out.',
  description: 'Words of yours about the endpoint.',
  enabled: '`false` stops the deliveries; `true` sends them again.',
};

/** An endpoint's body as the validator takes it, its members said in words. */
function endpointBody(schema: Joi.Schema, words: Record<string, string> = MEMBERS): Schema {
  const body = fromJoi(schema) as Schema & { properties: Record<string, Schema> };
  for (const [name, member] of Object.entries(body.properties))
    body.properties[name] = { ...member, ...(name === 'url' ? { format: 'uri' } : {}), description: words[name] };
  return body;
}

export function webhookOperations(): OperationsByPath {
  return {
    '/public/webhooks/event-types': {
      get: {
        summary: 'List the event types',
        description:
          'Every event type we send, and what its `data` carries. The `webhooks` section of this document has each one’s body.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: {
          status: 200,
          schema: obj({ eventTypes: arrayOf(obj({ type: { enum: Object.keys(EVENT_TYPES) }, description: str })) }),
        },
        errors: [401, 403],
      },
    },
    '/public/webhooks/endpoints': {
      get: {
        summary: 'List the webhook endpoints',
        description: 'The account’s webhook endpoints, without their secrets.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 200, schema: obj({ endpoints: arrayOf(ref('WebhookEndpoint')) }) },
        errors: [401, 403],
      },
      post: {
        summary: 'Add a webhook endpoint',
        description:
          'Registers an endpoint for some event types (all of them without `eventTypes`). The answer holds its `whsec_` signing secret; events are signed in the Standard Webhooks format.',
        bodyExample: { url: 'https://partner.example/hooks', eventTypes: ['user.connected', 'transfer.completed'] },
        tag: 'Webhooks',
        credentials: ['basic'],
        body: endpointBody(createSchema),
        ok: { status: 201, schema: ref('WebhookEndpointWithSecret') },
        errors: [400, 401, 403],
        codes: ['invalidEndpointUrl'],
      },
    },
    '/public/webhooks/endpoints/{endpointId}': {
      get: {
        summary: 'Read a webhook endpoint',
        description: 'One endpoint, without its secret.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 200, schema: ref('WebhookEndpoint') },
        errors: [401, 403, 404],
      },
      patch: {
        summary: 'Change a webhook endpoint',
        description: 'Changes its URL, event types or description, or disables or re-enables it.',
        bodyExample: { enabled: true },
        tag: 'Webhooks',
        credentials: ['basic'],
        body: endpointBody(updateSchema),
        ok: { status: 200, schema: ref('WebhookEndpoint') },
        errors: [400, 401, 403, 404],
        codes: ['invalidEndpointUrl'],
      },
      delete: {
        summary: 'Delete a webhook endpoint',
        description: 'Deletes the endpoint; nothing more is sent to it.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 204 },
        errors: [401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/secret': {
      get: {
        summary: 'Read an endpoint’s signing secret',
        description:
          'The endpoint’s current `whsec_` secret, to check the signatures of its events. During the overlap after a rotation, the previous secret still signs too but is not shown again.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 200, schema: obj({ secret: str }) },
        errors: [401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/secret/rotate': {
      post: {
        summary: 'Rotate an endpoint’s signing secret',
        description:
          'Gives the endpoint a new `whsec_` secret, in this answer. The secret it replaces keeps signing for `overlapHours` (24 unless said, at most 72; 0 stops it at once, for a secret that leaked): until `previousSecretExpiresAt`, every delivery’s `webhook-signature` carries two space-separated `v1,` signatures, one per secret, so a receiver holding either accepts it. Only one previous secret is kept: rotating again during an overlap ends the older one at once. The dashboard’s “Rotate secret” does the same.',
        bodyExample: { overlapHours: 24 },
        tag: 'Webhooks',
        credentials: ['basic'],
        body: endpointBody(rotateSchema, {
          overlapHours: 'How many hours the replaced secret keeps signing beside the new one (default 24).',
        }),
        ok: { status: 200, schema: ref('WebhookEndpointWithSecret') },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/test': {
      post: {
        summary: 'Send a test event',
        description: 'Sends a `webhook.test` event to the endpoint, through the delivery log like any other.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 202, schema: obj({ eventId: uuid }) },
        errors: [401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/deliveries': {
      get: {
        summary: 'List an endpoint’s deliveries',
        description: 'The endpoint’s delivery log, newest first, with every attempt, a page at a time.',
        tag: 'Webhooks',
        credentials: ['basic'],
        query: {
          status: { enum: ['pending', 'succeeded', 'failed'], description: 'Only the deliveries in this state.' },
          limit: { ...int, minimum: 1, maximum: 200, description: 'Page size (default 50).' },
          cursor: { ...str, description: 'The `nextCursor` of the previous page.' },
        },
        ok: {
          status: 200,
          schema: obj({
            deliveries: arrayOf(
              obj({
                id: uuid,
                eventId: uuid,
                webhookId: str,
                type: str,
                status: str,
                body: {
                  type: 'string',
                  description:
                    'The request body exactly as every attempt sent it (the signatures are over these bytes).',
                },
                attempts: arrayOf({
                  type: 'object',
                  additionalProperties: true,
                  description:
                    'One try: `attemptedAt`, `durationMs`, the answer’s `statusCode` (or `error`), `responseExcerpt` (its first kilobyte) and `signatureHeaders` (the `webhook-id`, `webhook-timestamp` and `webhook-signature` it sent; null when nothing was sent).',
                }),
                lastStatusCode: nullable(int),
                createdAt: dateTime,
                completedAt: nullable(dateTime),
              }),
            ),
            nextCursor: nullable(str),
          }),
        },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/replay': {
      post: {
        summary: 'Replay failed deliveries',
        description: 'Sends again every delivery to the endpoint that failed since a time.',
        bodyExample: { since: '2026-11-24T00:00:00Z' },
        tag: 'Webhooks',
        credentials: ['basic'],
        body: obj({ since: dateTime }),
        ok: { status: 202, schema: obj({ replayed: int }) },
        errors: [400, 401, 403, 404],
        codes: ['invalidSince'],
      },
    },
    '/public/webhooks/deliveries/{deliveryId}/replay': {
      post: {
        summary: 'Replay one delivery',
        description:
          'Sends one delivery again, whatever its state: the same `webhook-id` and body, signed anew. A delivery still waiting for a retry is tried now instead.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 202, schema: obj({ replayed: int }) },
        errors: [401, 403, 404],
      },
    },
  };
}

/** The component schema of a webhook endpoint. */
export const WEBHOOK_SCHEMAS: Record<string, Schema> = {
  WebhookEndpoint: {
    ...obj(
      {
        id: uuid,
        url: { type: 'string', format: 'uri' },
        description: nullable(str),
        eventTypes: nullable(arrayOf(str)),
        enabled: bool,
        disabledReason: nullable(str),
        disabledAt: nullable(dateTime),
        failingSince: nullable(dateTime),
        previousSecretExpiresAt: {
          ...nullable(dateTime),
          description:
            'Until when the secret replaced by the last rotation still signs beside the current one; null when only the current one signs.',
        },
        createdAt: dateTime,
        secret: { type: 'string', description: 'Only at creation, at a rotation, and from its own route.' },
      },
      ['id', 'url', 'eventTypes', 'enabled', 'previousSecretExpiresAt', 'createdAt'],
    ),
  },
  WebhookEndpointWithSecret: {
    allOf: [
      ref('WebhookEndpoint'),
      {
        type: 'object',
        properties: { secret: { type: 'string', description: 'The endpoint’s `whsec_` signing secret.' } },
        required: ['secret'],
      },
    ],
    description: 'An endpoint as its creation and a rotation of its secret answer it: with its signing secret.',
  },
};

const ENDPOINT_EXAMPLE = {
  id: '0f1e2d3c-4b5a-4968-8776-655443322110',
  url: 'https://acme.example/hooks',
  description: null,
  eventTypes: null,
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdAt: AT,
};

/** Its example, as the API answers it. */
export const WEBHOOK_EXAMPLES: Record<string, unknown> = {
  WebhookEndpoint: ENDPOINT_EXAMPLE,
  WebhookEndpointWithSecret: {
    ...ENDPOINT_EXAMPLE,
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  },
};
