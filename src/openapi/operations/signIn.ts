// The operations of the hosted sign-in's reads and of the connected users it makes.
import { connectByTokenBody } from '../../users/schemas.js';
import { fromJoi } from '../fromJoi.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, nullable, obj, ref, str, uuid } from '../schemaKit.js';
import { PUBLIC } from '../security.js';

export function signInOperations(): OperationsByPath {
  return {
    '/app/oauth/{integrationType}/callback': {
      get: {
        summary:
          'The music service sends the browser back here after sign-in; only the browser that started the sign-in (its nonce cookie) may finish it. Sent again from that browser (a reload), it goes where the first one went, without a second one-time token.',
        tag: 'Sign-in',
        ok: { status: 302, redirect: true },
        query: { code: str, state: str, error: str },
        errors: [400, 403, 503],
      },
    },
    '/app/integrations/byUniqueId/{uniqueId}': {
      get: {
        summary: 'A3: a sign-in by the uniqueId the partner chose; authData only within 5 minutes of its success.',
        tag: 'Sign-in',
        query: { tokenOnly: { type: 'string', enum: ['true', 'false'] } },
        ok: { status: 200, schema: ref('SignIn') },
        errors: [400, 404],
      },
    },
    '/app/integrations/{authModelUUID}': {
      get: {
        summary: 'A4: a sign-in, as the hosted pages read it: nothing that unlocks another read.',
        tag: 'Sign-in',
        ok: { status: 200, schema: ref('SignInForPages') },
        errors: [404],
      },
    },
    '/app/users/{slug}': {
      get: {
        summary: 'A10: the public sign-in profile of a partner.',
        tag: 'Sign-in',
        query: { returnUrl: str },
        ok: {
          status: 200,
          schema: obj({ name: str, slug: str, logoUrl: nullable(str), enabledIntegrations: arrayOf(str) }),
        },
        errors: [400, 404],
      },
    },
    '/public/integrations/user/{integrationUserUUID}': {
      get: {
        summary: 'A6: a connected user (authData with Basic only; refreshed when about to expire).',
        tag: 'Connected users',
        credentials: PUBLIC,
        ok: { status: 200, schema: ref('ConnectedUser') },
        errors: [401, 403, 404],
      },
      delete: {
        summary: 'A7: forget a connected user, its tokens and its stored library.',
        tag: 'Connected users',
        credentials: ['basic'],
        ok: { status: 204 },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/integrations/user': {
      post: {
        summary:
          'Connect a user with a token the partner already holds (our decision): the way to connect Qobuz, whose sign-in is for its partners only.',
        tag: 'Connected users',
        credentials: ['basic', 'devToken'],
        body: fromJoi(connectByTokenBody),
        ok: { status: 201, schema: ref('ConnectedUser') },
        errors: [400, 401, 403, 422, 503],
      },
    },
    '/public/integrations/refreshAuthToken': {
      post: {
        summary: 'A9: refresh a connected user’s tokens now.',
        tag: 'Connected users',
        credentials: PUBLIC,
        body: obj({ integrationUserUUID: uuid }),
        ok: { status: 200, schema: ref('ConnectedUser') },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/integrations/auth/{authModelUUID}': {
      get: {
        summary: 'A5: a finished sign-in with its user, for the partner’s backend.',
        tag: 'Sign-in',
        credentials: [...PUBLIC, 'oneTimeToken'],
        ok: { status: 200, schema: ref('SignIn') },
        errors: [401, 403, 404],
      },
    },
  };
}
