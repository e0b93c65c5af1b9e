// The operations of the connected users (reading, connecting with a token, refreshing and forgetting
// one; the list is an addition to the interface), and the shapes they answer with.
import { authData as preauthorizedAuthData, connectByTokenBody, connectedUsersQuery } from './schemas.js';
import { fromJoi } from '../http/openapi/fromJoi.js';
import type { OperationsByPath } from '../http/openapi/operation.js';
import { arrayOf, int, nullable, obj, ref, str, uuid, type Schema } from '../http/openapi/schemaKit.js';
import { PUBLIC, type Credentials } from '../http/openapi/security.js';
import { USER } from '../http/openapi/examples.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';

/** Account-wide reads: the Client Secret, or a partner docs session (a sandbox one is refused). */
const ACCOUNT_READS: Credentials = ['basic', 'docsSession'];

/** The query parameters as the route's own validator takes them, each with its description. */
function queryParameters(): Record<string, Schema> {
  return (fromJoi(connectedUsersQuery) as { properties: Record<string, Schema> }).properties;
}

export function connectedUserOperations(): OperationsByPath {
  return {
    '/public/integrations/user/{integrationUserUUID}': {
      get: {
        code: 'A6',
        summary: 'Read a connected user',
        description:
          'The connected user and their music service. With Basic the answer holds `authData`, refreshed first when it expires within a minute (401 when it cannot be refreshed: send the user to sign in again); the first read with a one-time token of the user’s own sign-in gets it too; every other credential gets the profile only.',
        tag: 'Connected users',
        credentials: [...PUBLIC, 'oneTimeToken'],
        ok: { status: 200, schema: ref('ConnectedUser'), byCredential: CONNECTED_USER_BY_CREDENTIAL },
        errors: [401, 403, 404],
        codes: [
          'tokenRefreshFailed',
          'devTokenSubjectMismatch',
          'docsSessionUserMismatch',
          'docsSessionWithoutUser',
          'oneTimeTokenUserMismatch',
        ],
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
        codes: ['invalidIntegrationUserUUID'],
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
        bodyExample: {
          integrationType: EXAMPLE_SERVICES.destination,
          authData: { accessToken: 'frx7Tm2kVq9' },
          externalUserId: 'user-42',
        },
        ok: {
          status: 201,
          schema: ref('ConnectedUser'),
          byCredential: { basic: ref('ConnectedUserWithAuthData'), devToken: ref('ConnectedUserProfile') },
        },
        errors: [400, 401, 403, 422, 503],
        codes: [
          'devTokenSubjectNotAllowed',
          'unknownIntegration',
          'preauthorizedNotSupported',
          'tokenRefused',
          'evaluationLimitReached',
          'musicServiceUnavailable',
        ],
      },
    },
    '/public/integrations/refreshAuthToken': {
      post: {
        code: 'A9',
        summary: 'Refresh a connected user’s tokens now',
        description:
          'Asks the music service for fresh tokens for the user now. With Basic the answer holds the new `authData`. A service whose tokens never expire and give no refresh token (Deezer, Last.fm) has nothing to renew: the answer is 200 with the stored `authData`, and the user is never marked by this call; only the service refusing the token marks them. 401 `tokenRefreshFailed` when the service refused the refresh: send the user to sign in again. One user’s tokens are refreshed one at a time and at most 5 times a minute: past that, 429 `tooManyRefreshes` with `Retry-After`. Takes no `Idempotency-Key`.',
        tag: 'Connected users',
        credentials: PUBLIC,
        idempotencyKey: false,
        body: obj({ integrationUserUUID: uuid }),
        bodyExample: { integrationUserUUID: '5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01' },
        ok: { status: 200, schema: ref('ConnectedUser'), byCredential: CONNECTED_USER_BY_CREDENTIAL },
        errors: [400, 401, 403, 404, 429],
        codes: [
          'integrationUserNotFound',
          'tokenRefreshFailed',
          'tooManyRefreshes',
          'devTokenSubjectMismatch',
          'docsSessionUserMismatch',
          'docsSessionWithoutUser',
        ],
      },
    },
    '/public/integrations/users': {
      get: {
        summary:
          'An addition to the interface: the account’s connected users as A6 shows them (never with authData), newest first, a page at a time; deleted users are not listed. Continue with `nextCursor` until it is null.',
        tag: 'Connected users',
        credentials: ACCOUNT_READS,
        query: queryParameters(),
        ok: {
          status: 200,
          schema: obj({ users: arrayOf(ref('ConnectedUserProfile')), nextCursor: nullable(str) }),
          description:
            'A page of connected users (an addition to the interface). A bad parameter answers 400 `invalidLimit`, `invalidCursor` or `invalidQuery`.',
        },
        errors: [400],
        codes: ['docsSessionUserBound', 'docsSessionWithoutUser'],
      },
    },
  };
}

/** authData as an OAuth service's token answer gives it (less the refresh token). */
export const AUTH_DATA = {
  access_token: 'BQDx7Tm2kVq9',
  token_type: 'Bearer',
  expires_in: 3600,
  scope: 'playlist-read-private user-library-read',
};
export const INTEGRATION_USER = {
  uuid: USER,
  integrationUserId: 'listener42',
  name: 'Demo Listener',
  email: 'demo@listeners.example',
  imageUrl: null,
  country: 'US',
};

const PROFILE: Record<string, Schema> = {
  uuid: { ...uuid, description: 'The `integrationUserUUID` of every `/api/{integrationUserUUID}/…` call.' },
  integrationUserId: { type: 'string', description: 'The user’s id on the music service.' },
  name: nullable(str),
  email: nullable(str),
  imageUrl: nullable(str),
  country: { ...nullable(str), description: 'ISO 3166-1 alpha-2, when the service tells.' },
};
const INTEGRATION = obj({
  type: { type: 'string', enum: [...SERVICE_IDS], description: 'The user’s music service.' },
});

/** The component schemas of a connected user and the service's credentials for them, by name. */
export const USER_SCHEMAS: Record<string, Schema> = {
  AuthData: {
    type: 'object',
    description:
      'The music service’s own credentials for the user, as its token answer gave them, less the refresh token (never handed out). OAuth services (Spotify, TIDAL, YouTube Music, SoundCloud, Beatport) give the OAuth token answer: `access_token`, `token_type`, `expires_in`, `scope` and whatever else the service sends. Deezer gives `access_token` and `expires`. A token the partner brought (Qobuz, or `POST /public/integrations/user`, D1, D2) gives `access_token`. Apple Music gives `storefront` beside it (`access_token` is the Music-User-Token); Last.fm its session: `key` (the session key, also in `access_token`), `name` and `subscriber`. `access_token` is always there, and is the token we call the service with now. Members of a service’s own may come beside these.',
    properties: {
      access_token: { type: 'string', description: 'The access token to call the music service with.' },
      token_type: { type: 'string', description: 'As the service says, usually `Bearer`.' },
      expires_in: {
        type: 'integer',
        description:
          'Seconds the token lived when it was issued (not from now: `authDataExpiresAt` says when it expires).',
      },
      scope: { type: 'string', description: 'The permissions granted, space-separated, as the service says.' },
      expires: {
        type: 'integer',
        description: 'Deezer: seconds the token lived when it was issued; 0 when it does not expire.',
      },
      storefront: { ...nullable(str), description: 'Apple Music: the listener’s storefront (country).' },
      key: { type: 'string', description: 'Last.fm: the session key.' },
      name: { type: 'string', description: 'Last.fm: the user name.' },
      subscriber: { description: 'Last.fm: whether the user subscribes (as Last.fm says it, 0 or 1).' },
    },
    required: ['access_token'],
    additionalProperties: true,
  },
  IntegrationUserProfile: {
    ...obj(PROFILE),
    additionalProperties: false,
    description: 'A connected user as every credential reads them: the profile, never the tokens.',
  },
  IntegrationUserWithAuthData: {
    ...obj({
      ...PROFILE,
      authData: {
        ...nullable(ref('AuthData')),
        description:
          'The music service’s credentials for the user. Null when no usable token is held any more: the user must sign in again.',
      },
      authDataExpiresAt: {
        ...nullable(int),
        description: 'When `authData` expires, in milliseconds since the epoch; null when the service does not say.',
      },
    }),
    additionalProperties: false,
    description:
      'A connected user with their tokens, as Basic reads them (and the first read with the one-time token of their own sign-in).',
  },
  ConnectedUser: {
    anyOf: [ref('ConnectedUserWithAuthData'), ref('ConnectedUserProfile')],
    description:
      'The connected user and their service: with `authData` for Basic (`ConnectedUserWithAuthData`), the profile alone for the credentials that may not have it (`ConnectedUserProfile`).',
  },
  ConnectedUserWithAuthData: obj({ integrationUser: ref('IntegrationUserWithAuthData'), integration: INTEGRATION }),
  ConnectedUserProfile: obj({ integrationUser: ref('IntegrationUserProfile'), integration: INTEGRATION }),
};

/**
 * A read of a connected user as each credential gets it: the tokens for Basic; for a one-time
 * token, the tokens on its first read and the profile on the later ones; the profile otherwise.
 */
export const CONNECTED_USER_BY_CREDENTIAL = {
  basic: ref('ConnectedUserWithAuthData'),
  oneTimeToken: { anyOf: [ref('ConnectedUserWithAuthData'), ref('ConnectedUserProfile')] },
  clientIdToken: ref('ConnectedUserProfile'),
  devToken: ref('ConnectedUserProfile'),
  docsSession: ref('ConnectedUserProfile'),
};

/** Their examples, as the API answers them. */
export const USER_EXAMPLES: Record<string, unknown> = {
  AuthData: AUTH_DATA,
  IntegrationUserProfile: INTEGRATION_USER,
  IntegrationUserWithAuthData: { ...INTEGRATION_USER, authData: AUTH_DATA, authDataExpiresAt: 1_795_603_600_000 },
  ConnectedUser: { integrationUser: INTEGRATION_USER, integration: { type: EXAMPLE_SERVICES.source } },
  ConnectedUserProfile: { integrationUser: INTEGRATION_USER, integration: { type: EXAMPLE_SERVICES.source } },
  ConnectedUserWithAuthData: {
    integrationUser: { ...INTEGRATION_USER, authData: AUTH_DATA, authDataExpiresAt: 1_795_603_600_000 },
    integration: { type: EXAMPLE_SERVICES.source },
  },
};

/** The component schema of the tokens a partner brings (D1, D2, `POST /public/integrations/user`). */
export const PREAUTHORIZED_SCHEMAS: Record<string, Schema> = {
  PreauthorizedAuthData: {
    ...fromJoi(preauthorizedAuthData),
    description:
      'A listener’s tokens as the partner holds them (D1, D2, `POST /public/integrations/user`): checked with the music service before anything is kept. `expiresAt` is an ISO date, or Unix time in seconds or milliseconds.',
  },
};

/** Its example. */
export const PREAUTHORIZED_EXAMPLES: Record<string, unknown> = {
  PreauthorizedAuthData: { accessToken: 'BQDx7Tm2kVq9', refreshToken: 'AQCa81Ld0pW3', expiresAt: 1_795_600_000 },
};

/** `body` with its `authData` (the validators' PreauthorizedAuthData) named as the component, wherever it sits. */
export function withPreauthorizedAuthData(body: Schema): Schema {
  const plain = JSON.stringify(fromJoi(preauthorizedAuthData));
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    if (JSON.stringify(value) === plain) return ref('PreauthorizedAuthData');
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(body) as Schema;
}
