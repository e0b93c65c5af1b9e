// The operations of the sign-in's reads and callback, and of the connected users it makes.
import { connectByTokenBody } from '../../users/schemas.js';
import { fromJoi } from '../fromJoi.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, nullable, obj, ref, str, uuid } from '../schemaKit.js';
import { PUBLIC } from '../security.js';
import { withPreauthorizedAuthData } from '../schemas.js';

const CALLBACK_QUERY = {
  code: { ...str, description: 'The authorization code the music service sends back.' },
  state: { ...str, description: 'The sign-in’s state, as we sent it to the music service.' },
  error: { ...str, description: 'The music service’s error, when the person cancelled or was refused.' },
};

export function signInOperations(): OperationsByPath {
  return {
    '/app/oauth/{integrationType}/callback': {
      get: {
        summary: 'Finish a sign-in (the music service’s callback)',
        description:
          'The music service sends the person’s browser back here after they signed in; partners never call it. Only the browser that started the sign-in (its nonce cookie) may finish it. It then goes to the Return URL with `authModelUUID`, `integrationUserUUID` and, when the link asked for one, a `oneTimeToken` (or with `error` when the link asked for `forwardErrors`); without a Return URL it shows a page saying the account is connected. Sent again from that browser (a reload), it goes where the first one went, without a second one-time token. When the hosted pages live on another host (APP_URL), it hands the browser over to the same callback there. Anything that goes wrong is a page for the person, with the ways forward that exist.',
        tag: 'Sign-in',
        rateLimit: 'address',
        page: true,
        query: CALLBACK_QUERY,
        ok: {
          status: 302,
          redirect: true,
          description:
            'To the Return URL with the callback values, to the page the sign-in belongs to, or to APP_URL’s callback.',
        },
        alsoOk: [
          { status: 200, html: true, description: 'Connected: a page saying so, for a sign-in without a Return URL.' },
        ],
        errors: [400, 403, 404, 500, 503],
      },
    },
    '/app/integrations/byUniqueId/{uniqueId}': {
      get: {
        code: 'A3',
        summary: 'Poll a sign-in by its uniqueId',
        description:
          'Reads a sign-in started with the `uniqueId` the partner put in the link; no credentials (the `uniqueId` is the secret), so a browser can poll it. `authData` comes only within 5 minutes of the sign-in’s success, and never once the user signed in again or was deleted; `tokenOnly=true` leaves it out (for polling from a browser).',
        tag: 'Sign-in',
        rateLimit: 'address',
        query: {
          tokenOnly: {
            type: 'boolean',
            default: false,
            description: '`true` leaves `authData` out. Only `true` or `false`; anything else is 400.',
            example: true,
          },
        },
        ok: { status: 200, schema: ref('SignIn') },
        errors: [400, 404],
      },
    },
    '/app/integrations/{authModelUUID}': {
      get: {
        code: 'A4',
        summary: 'Read a sign-in as the hosted pages do',
        description:
          'The state of one sign-in, without credentials, as the hosted pages read it: never `authData`, nor anything that unlocks another read (no `uniqueId`, `partnerUserId` or connected user).',
        tag: 'Sign-in',
        rateLimit: 'address',
        ok: { status: 200, schema: ref('SignInForPages') },
        errors: [404],
      },
    },
    '/app/users/{slug}': {
      get: {
        code: 'A10',
        summary: 'Read a partner’s public sign-in profile',
        description:
          'The partner’s name, logo and the music services its sign-in offers, without credentials. A `returnUrl` that is not one of the partner’s Return URLs is refused (400 `returnUrlNotAllowed`), so a page can check one before it links to the sign-in.',
        tag: 'Sign-in',
        rateLimit: 'address',
        query: { returnUrl: { ...str, description: 'A Return URL to check against the partner’s.' } },
        ok: {
          status: 200,
          schema: obj({ name: str, slug: str, logoUrl: nullable(str), enabledIntegrations: arrayOf(str) }),
        },
        errors: [400, 404],
      },
    },
    '/public/integrations/user/{integrationUserUUID}': {
      get: {
        code: 'A6',
        summary: 'Read a connected user',
        description:
          'The connected user and their music service. With Basic the answer holds `authData`, refreshed first when it expires within a minute (401 when it cannot be refreshed: send the user to sign in again); the first read with a one-time token of the user’s own sign-in gets it too; every other credential gets the profile only.',
        tag: 'Connected users',
        credentials: [...PUBLIC, 'oneTimeToken'],
        ok: { status: 200, schema: ref('ConnectedUser') },
        errors: [401, 403, 404],
      },
      delete: {
        code: 'A7',
        summary: 'Forget a connected user',
        description:
          'Deletes the connected user, their tokens and their stored library, and sends `user.deleted`. Basic only. A second delete answers 204 again.',
        tag: 'Connected users',
        credentials: ['basic'],
        ok: { status: 204, description: 'Deleted (or already gone).' },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/integrations/user': {
      post: {
        summary: 'Connect a user with a token you hold',
        description:
          'Connects a listener with a token the partner already holds (our addition to the interface): the way to connect Qobuz, whose sign-in is for its partners only. The token is checked with the music service before anything is kept (422 when the service refuses it, 503 when it cannot be reached). With Basic the answer holds `authData`. Takes no `Idempotency-Key`: the same token connects the same user again.',
        tag: 'Connected users',
        credentials: ['basic', 'devToken'],
        idempotencyKey: false,
        body: withPreauthorizedAuthData(fromJoi(connectByTokenBody)),
        bodyExample: { integrationType: 'deezer', authData: { accessToken: 'frx7Tm2kVq9' }, externalUserId: 'user-42' },
        ok: { status: 201, schema: ref('ConnectedUser') },
        errors: [400, 401, 403, 422, 503],
      },
    },
    '/public/integrations/refreshAuthToken': {
      post: {
        code: 'A9',
        summary: 'Refresh a connected user’s tokens now',
        description:
          'Asks the music service for fresh tokens for the user now. With Basic the answer holds the new `authData`. 401 when the refresh failed: send the user to sign in again. Takes no `Idempotency-Key`.',
        tag: 'Connected users',
        credentials: PUBLIC,
        idempotencyKey: false,
        body: obj({ integrationUserUUID: uuid }),
        bodyExample: { integrationUserUUID: '5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01' },
        ok: { status: 200, schema: ref('ConnectedUser') },
        errors: [400, 401, 403, 404],
      },
    },
    '/public/integrations/auth/{authModelUUID}': {
      get: {
        code: 'A5',
        summary: 'Read a finished sign-in with its user',
        description:
          'For the partner’s backend after the callback: the sign-in’s status, the user it connected (`integrationUser`) and their service (`integration`). `integrationUser.authData` comes with Basic, or with the first use of the sign-in’s one-time token (as the `oneTimeToken` query parameter or as the credential itself); later reads within the token’s 30 seconds get the profile only. 403 when the one-time token belongs to another account or sign-in.',
        tag: 'Sign-in',
        credentials: [...PUBLIC, 'oneTimeToken'],
        query: {
          oneTimeToken: {
            ...str,
            maxLength: 200,
            description: 'The one-time token the callback gave the Return URL (30 seconds; `authData` once).',
          },
        },
        ok: { status: 200, schema: ref('SignInWithUser') },
        errors: [400, 401, 403, 404],
      },
    },
  };
}
