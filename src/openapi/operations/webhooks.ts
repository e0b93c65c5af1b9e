// The operations of webhook endpoints and their deliveries.
import { EVENT_TYPES } from '../../webhooks/catalogue.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, bool, dateTime, int, nullable, obj, ref, str, uuid } from '../schemaKit.js';

export function webhookOperations(): OperationsByPath {
  return {
    '/public/webhooks/event-types': {
      get: {
        summary: 'The event types and what their data carries.',
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
        summary: 'The account’s webhook endpoints.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 200, schema: obj({ endpoints: arrayOf(ref('WebhookEndpoint')) }) },
        errors: [401, 403],
      },
      post: {
        summary: 'Register an endpoint (answers its whsec_ secret).',
        tag: 'Webhooks',
        credentials: ['basic'],
        body: obj({ url: { type: 'string', format: 'uri' }, eventTypes: arrayOf(str), description: str }, ['url']),
        ok: { status: 201, schema: ref('WebhookEndpoint') },
        errors: [400, 401, 403],
      },
    },
    '/public/webhooks/endpoints/{endpointId}': {
      get: {
        summary: 'One endpoint.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 200, schema: ref('WebhookEndpoint') },
        errors: [401, 403, 404],
      },
      patch: {
        summary: 'Change its URL or event types, disable or re-enable it.',
        tag: 'Webhooks',
        credentials: ['basic'],
        body: obj({ url: str, eventTypes: arrayOf(str), enabled: bool, description: str }, []),
        ok: { status: 200, schema: ref('WebhookEndpoint') },
        errors: [400, 401, 403, 404],
      },
      delete: {
        summary: 'Delete it.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 204 },
        errors: [401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/secret': {
      get: {
        summary: 'Its signing secret.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 200, schema: obj({ secret: str }) },
        errors: [401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/test': {
      post: {
        summary: 'Send a `webhook.test` event to it.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 202, schema: obj({ eventId: uuid }) },
        errors: [401, 403, 404],
      },
    },
    '/public/webhooks/endpoints/{endpointId}/deliveries': {
      get: {
        summary: 'Its delivery log with every attempt.',
        tag: 'Webhooks',
        credentials: ['basic'],
        query: { status: str, limit: int, cursor: str },
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
                attempts: arrayOf({ type: 'object' }),
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
        summary: 'Replay every failed delivery since a time.',
        tag: 'Webhooks',
        credentials: ['basic'],
        body: obj({ since: dateTime }),
        ok: { status: 202, schema: obj({ replayed: int }) },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/webhooks/deliveries/{deliveryId}/replay': {
      post: {
        summary: 'Replay one delivery.',
        tag: 'Webhooks',
        credentials: ['basic'],
        ok: { status: 202, schema: obj({ replayed: int }) },
        errors: [401, 403, 404],
      },
    },
  };
}
