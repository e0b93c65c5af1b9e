// The operations of the sign-in (its hosted pages, callback and reads), and the shapes they answer with.
import type { OperationsByPath } from '../http/openapi/operation.js';
import { arrayOf, bool, dateTime, int, nullable, obj, ref, str, uuid, type Schema } from '../http/openapi/schemaKit.js';
import { PUBLIC } from '../http/openapi/security.js';
import { AT, SESSION, USER } from '../http/openapi/examples.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';
import { AUTH_DATA, INTEGRATION_USER } from '../users/openapi.js';
import type { CredentialName } from '../http/openapi/security.js';

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
        query: { returnUrl: { ...str, minLength: 1, description: 'A Return URL to check against the partner’s.' } },
        ok: {
          status: 200,
          schema: obj({ name: str, slug: str, logoUrl: nullable(str), enabledIntegrations: arrayOf(str) }),
        },
        errors: [400, 404],
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
        ok: { status: 200, schema: ref('SignInWithUser'), byCredential: SIGN_IN_READ_BY_CREDENTIAL },
        errors: [400, 401, 403, 404],
        codes: [
          'oneTimeTokenInvalid',
          'oneTimeTokenMismatch',
          'devTokenSubjectMismatch',
          'docsSessionUserMismatch',
          'docsSessionWithoutUser',
        ],
      },
    },
  };
}

/** The hosted sign-in's pages on the hosted pages' host: the service picker, one service's sign-in, the callback there. */
export function signInPageOperations(app: string): OperationsByPath {
  return {
    [`${app}/oauth/{integrationType}/callback`]: {
      get: {
        summary: 'Finish a sign-in on the hosted pages’ host',
        description:
          'The music service’s callback, handed over from BASE_URL when APP_URL is on another host (where the nonce cookie lives); partners never call it. It answers as `GET /app/oauth/{integrationType}/callback` does: to the Return URL, or a page.',
        tag: 'Sign-in',
        rateLimit: 'address',
        page: true,
        query: {
          code: { ...str, description: 'The authorization code the music service sends back.' },
          state: { ...str, description: 'The sign-in’s state, as we sent it to the music service.' },
          error: { ...str, description: 'The music service’s error, when the person cancelled or was refused.' },
        },
        ok: {
          status: 302,
          redirect: true,
          description: 'To the Return URL with the callback values, or to the page the sign-in belongs to.',
        },
        alsoOk: [
          { status: 200, html: true, description: 'Connected: a page saying so, for a sign-in without a Return URL.' },
        ],
        errors: [400, 403, 404, 500, 503],
      },
      post: {
        summary:
          'The form post of our sign-in pages, from the browser that started the sign-in: the token MusicKit gave (state, token or error), or what the person typed into our sign-in form (state, and server, username and password, or token). A refused form answers 400 with the form again and the reason.',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [400, 403, 413, 503],
        own: true,
      },
    },
    [`${app}/oauth/{integrationType}/authorize`]: {
      get: {
        summary:
          'Our page that signs a listener in where the service has no OAuth for us: with the service’s own script (Apple Music: MusicKit JS), or with our form, where the person names their server and their name and password on it (Subsonic, Jellyfin) or pastes their token (ListenBrainz); A1 and A2 send the browser here.',
        tag: 'Hosted pages',
        query: { state: str },
        ok: { status: 200, html: true },
        errors: [400, 403, 503],
        own: true,
      },
    },
    [`${app}/{slug}`]: {
      get: {
        code: 'A1',
        summary: 'Send a person to the partner’s service picker',
        description:
          'The hosted page a partner links a person to: it lists the music services the partner enabled, each leading to its sign-in (A2 with the same query). Open it in a browser, not from code. `returnUrl` must be one of the partner’s Return URLs; `uniqueId` (a new UUID v4) lets the partner poll the sign-in with A3; `requestOneTimeToken=true` adds a 30-second one-time token to the callback; `forwardErrors=true` sends failures to the Return URL too; `partnerUserId` comes back, unchecked, in A3, A5 and `user.connected`. A broken link is a page saying so in plain words; for its developers the page carries the code (`accountNotFound`, `returnUrlNotAllowed`, `invalidQuery`, …) in its `X-Error-Code` header and in a folded “Details for the app’s developers” block, with what was wrong.',
        tag: 'Sign-in',
        rateLimit: 'address',
        page: true,
        query: SIGN_IN_LINK,
        ok: {
          status: 200,
          html: true,
          description: 'The picker (or a page saying the partner enabled no service yet).',
        },
        errors: [400, 404, 500],
      },
    },
    [`${app}/{slug}/{integrationType}/auth`]: {
      get: {
        code: 'A2',
        summary: 'Send a person straight to one service’s sign-in',
        description:
          'As A1, for one music service: the browser goes on to the service’s sign-in (or our page for a service that signs in with its own script, such as Apple Music), then comes back through the callback. Open it in a browser, not from code. What cannot start (a broken link, an unknown service, a service that is connected with a partner’s own token, a `uniqueId` used before) is a page saying so, its code (`unknownIntegration`, `signInNotHosted`, `uniqueIdInUse`, …) in `X-Error-Code` as on A1.',
        tag: 'Sign-in',
        rateLimit: 'address',
        page: true,
        query: SIGN_IN_LINK,
        ok: { status: 302, redirect: true, description: 'To the music service’s sign-in.' },
        errors: [400, 403, 404, 500, 503],
      },
    },
  };
}

/** The query of a sign-in link (A1, A2). */
const SIGN_IN_LINK = {
  returnUrl: {
    ...str,
    minLength: 1,
    maxLength: 2000,
    description: 'Where the callback sends the browser: one of the partner’s Return URLs.',
    example: 'https://partner.example/back',
  },
  requestOneTimeToken: {
    ...bool,
    description: '`true` adds `oneTimeToken` (30 seconds, `authData` once) to the callback’s values.',
  },
  uniqueId: { ...uuid, description: 'A new UUID v4 of the partner’s, to poll the sign-in with A3.' },
  forwardErrors: {
    ...bool,
    description:
      '`true` sends a failed sign-in to the Return URL with `authModelUUID`, `error` (its code) and `errorDescription`, instead of our page; every value is in /docs/concepts/sign-in-errors.',
  },
  partnerUserId: {
    ...str,
    minLength: 1,
    maxLength: 200,
    description: 'The partner’s own id of the person; comes back unchecked in A3, A5 and `user.connected`.',
  },
};

/** The sign-in status of A3 and A5: every field is always there. */
const SIGN_IN_STATUS: Record<string, Schema> = {
  authModelUUID: uuid,
  uniqueId: { ...nullable(uuid), description: 'The `uniqueId` of the sign-in link, when it had one.' },
  integrationType: { type: 'string', enum: [...SERVICE_IDS] },
  status: { enum: ['redirected', 'succeeded', 'failed', 'expired'] },
  errorCode: { ...nullable(str), description: 'Why the sign-in failed (`accessDenied`, `signInExpired`, …).' },
  partnerUserId: nullable(str),
  integrationUserUUID: { ...nullable(uuid), description: 'The connected user, once the sign-in succeeded.' },
  createdAt: dateTime,
  expiresAt: dateTime,
};
const SIGN_IN_REQUIRED = Object.keys(SIGN_IN_STATUS);

const nothing: Schema = { type: 'null' };

/**
 * What each status of a sign-in holds, for A5's answer as a union its `status` tells apart: a
 * connected user once it succeeded, an `errorCode` once it failed.
 */
const SIGN_IN_BY_STATUS: Record<string, Record<string, Schema>> = {
  Succeeded: {
    status: { type: 'string', const: 'succeeded' },
    errorCode: nothing,
    integrationUserUUID: { ...uuid, description: 'The connected user the sign-in connected.' },
  },
  Redirected: {
    status: {
      type: 'string',
      const: 'redirected',
      description: 'Sent to the music service and not back yet; it expires 30 minutes after it started.',
    },
    errorCode: nothing,
    integrationUserUUID: nothing,
  },
  Failed: {
    status: { type: 'string', const: 'failed' },
    errorCode: {
      type: 'string',
      description:
        'Why it failed: `accessDenied`, `tokenExchangeFailed`, `serviceUnavailable`, `signInTooManyTries`, `noUsableServer`, `signInNotHosted`, `evaluationLimitReached`, `accountNotFound` (the values of the callback’s `error`: /docs/concepts/sign-in-errors).',
    },
    integrationUserUUID: nothing,
  },
  Expired: {
    status: {
      type: 'string',
      const: 'expired',
      description: 'The person did not come back within 30 minutes.',
    },
    errorCode: {
      ...nullable({ type: 'string', const: 'signInExpired' }),
      description: '`signInExpired` once the callback came too late.',
    },
    integrationUserUUID: nothing,
  },
};

/** A5's answer once the sign-in succeeded, with the user as `user` says. */
const signInSucceeded = (user: Schema, description: string): Schema => ({
  ...obj({
    ...SIGN_IN_STATUS,
    ...SIGN_IN_BY_STATUS.Succeeded,
    integrationUser: { ...nullable(user), description },
    integration: A5_INTEGRATION,
  }),
  description: 'A5’s answer for a sign-in that succeeded.',
});

/** A5's answer before and after a sign-in that did not succeed: no user. */
const signInWithoutUser = (status: string): Schema => ({
  ...obj({ ...SIGN_IN_STATUS, ...SIGN_IN_BY_STATUS[status], integrationUser: nothing, integration: A5_INTEGRATION }),
  description: `A5’s answer for a sign-in that is \`${String(SIGN_IN_BY_STATUS[status].status.const)}\`: no connected user.`,
});

const A5_INTEGRATION = obj({
  type: { type: 'string', enum: [...SERVICE_IDS], description: 'The music service of the sign-in.' },
});

/** A5's answer as a union by `status`, its succeeded member being `succeeded`. */
const signInRead = (succeeded: string, description: string): Schema => ({
  oneOf: [ref(succeeded), ref('SignInRedirected'), ref('SignInFailed'), ref('SignInExpired')],
  discriminator: {
    propertyName: 'status',
    mapping: {
      succeeded: `#/components/schemas/${succeeded}`,
      redirected: '#/components/schemas/SignInRedirected',
      failed: '#/components/schemas/SignInFailed',
      expired: '#/components/schemas/SignInExpired',
    },
  },
  description,
});

/**
 * A5 as each credential is answered: the user's tokens for Basic; for the one-time token, with them
 * on its first read and without on the later ones; the profile for the others.
 */
const SIGN_IN_READ_BY_CREDENTIAL: Partial<Record<CredentialName, Schema>> = {
  basic: ref('SignInWithUserAndAuthData'),
  oneTimeToken: { anyOf: [ref('SignInWithUserAndAuthData'), ref('SignInWithUserProfile')] },
  clientIdToken: ref('SignInWithUserProfile'),
  devToken: ref('SignInWithUserProfile'),
  docsSession: ref('SignInWithUserProfile'),
};

const SIGN_IN = {
  authModelUUID: SESSION,
  uniqueId: '4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09',
  integrationType: EXAMPLE_SERVICES.source,
  status: 'succeeded',
  errorCode: null,
  partnerUserId: 'partner-user-42',
  integrationUserUUID: USER,
  createdAt: AT,
  expiresAt: '2026-11-24T10:30:00.000Z',
};

/** The component schemas of a sign-in as its reads answer it, by name. */
export const SIGN_IN_SCHEMAS: Record<string, Schema> = {
  SignIn: {
    ...obj(
      {
        ...SIGN_IN_STATUS,
        authData: {
          ...nullable(ref('AuthData')),
          description:
            'Only within 5 minutes of the sign-in’s success, without `tokenOnly=true`, and never after the user signed in again or was deleted (absent otherwise); null when the sign-in connected no user that still holds a token.',
        },
        authDataExpiresAt: {
          ...nullable(int),
          description: 'When `authData` expires, in milliseconds since the epoch.',
        },
      },
      SIGN_IN_REQUIRED,
    ),
    description:
      'A sign-in as A3 answers it. partnerUserId is whatever the partner put in the sign-in URL: unauthenticated, never trusted by us.',
  },
  SignInWithUser: {
    anyOf: [ref('SignInWithUserAndAuthData'), ref('SignInWithUserProfile')],
    description:
      'A sign-in as A5 answers it, one shape per `status`: the connected user (`integrationUser`) once it `succeeded`, with `authData` for Basic or the first read with the sign-in’s one-time token (`SignInWithUserAndAuthData`), the profile alone otherwise (`SignInWithUserProfile`); the `errorCode` once it `failed`; and the service (`integration`). partnerUserId is whatever the partner put in the sign-in URL: unauthenticated, never trusted by us.',
  },
  SignInWithUserAndAuthData: signInRead(
    'SignInSucceededWithAuthData',
    'A5 as Basic reads it (and the first read with the sign-in’s one-time token): once it succeeded, the user with their tokens.',
  ),
  SignInWithUserProfile: signInRead(
    'SignInSucceededProfile',
    'A5 as the credentials without the tokens read it (and the one-time token after its first read): once it succeeded, the user’s profile.',
  ),
  SignInSucceededWithAuthData: signInSucceeded(
    ref('IntegrationUserWithAuthData'),
    'The user the sign-in connected, with their tokens; null once the user was deleted.',
  ),
  SignInSucceededProfile: signInSucceeded(
    ref('IntegrationUserProfile'),
    'The user the sign-in connected; null once the user was deleted.',
  ),
  SignInRedirected: signInWithoutUser('Redirected'),
  SignInFailed: signInWithoutUser('Failed'),
  SignInExpired: signInWithoutUser('Expired'),
  SignInForPages: obj(
    {
      authModelUUID: uuid,
      integrationType: str,
      status: { enum: ['redirected', 'succeeded', 'failed', 'expired'] },
      errorCode: nullable(str),
      createdAt: dateTime,
      expiresAt: dateTime,
    },
    ['authModelUUID', 'integrationType', 'status', 'errorCode', 'createdAt', 'expiresAt'],
  ),
};

/** Their examples, as the API answers them. */
export const SIGN_IN_EXAMPLES: Record<string, unknown> = {
  SignIn: { ...SIGN_IN, authData: AUTH_DATA, authDataExpiresAt: 1_795_603_600_000 },
  SignInWithUser: {
    ...SIGN_IN,
    integrationUser: { ...INTEGRATION_USER, authData: AUTH_DATA, authDataExpiresAt: 1_795_603_600_000 },
    integration: { type: EXAMPLE_SERVICES.source },
  },
  SignInWithUserAndAuthData: {
    ...SIGN_IN,
    integrationUser: { ...INTEGRATION_USER, authData: AUTH_DATA, authDataExpiresAt: 1_795_603_600_000 },
    integration: { type: EXAMPLE_SERVICES.source },
  },
  SignInWithUserProfile: {
    ...SIGN_IN,
    integrationUser: INTEGRATION_USER,
    integration: { type: EXAMPLE_SERVICES.source },
  },
  SignInSucceededWithAuthData: {
    ...SIGN_IN,
    integrationUser: { ...INTEGRATION_USER, authData: AUTH_DATA, authDataExpiresAt: 1_795_603_600_000 },
    integration: { type: EXAMPLE_SERVICES.source },
  },
  SignInSucceededProfile: {
    ...SIGN_IN,
    integrationUser: INTEGRATION_USER,
    integration: { type: EXAMPLE_SERVICES.source },
  },
  SignInRedirected: {
    ...SIGN_IN,
    status: 'redirected',
    integrationUserUUID: null,
    integrationUser: null,
    integration: { type: EXAMPLE_SERVICES.source },
  },
  SignInFailed: {
    ...SIGN_IN,
    status: 'failed',
    errorCode: 'accessDenied',
    integrationUserUUID: null,
    integrationUser: null,
    integration: { type: EXAMPLE_SERVICES.source },
  },
  SignInExpired: {
    ...SIGN_IN,
    status: 'expired',
    errorCode: null,
    integrationUserUUID: null,
    integrationUser: null,
    integration: { type: EXAMPLE_SERVICES.source },
  },
  SignInForPages: {
    authModelUUID: SESSION,
    integrationType: EXAMPLE_SERVICES.source,
    status: 'succeeded',
    errorCode: null,
    createdAt: AT,
    expiresAt: '2026-11-24T10:30:00.000Z',
  },
};
