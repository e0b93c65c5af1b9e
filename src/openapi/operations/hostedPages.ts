// The operations of the hosted pages: the transfer wizard, the sign-in's own pages and the service picker.
import type { OperationsByPath } from '../operation.js';
import { bool, obj, str, uuid } from '../schemaKit.js';

export function hostedPageOperations(app: string): OperationsByPath {
  return {
    [`${app}/transfer`]: {
      get: {
        summary: 'The launch page of a launchUrl (the code is in the fragment).',
        tag: 'Hosted pages',
        ok: { status: 200, html: true },
      },
    },
    [`${app}/transfer/launch`]: {
      post: {
        summary: 'Trades a launch code, once, for the wizard’s cookie.',
        tag: 'Hosted pages',
        body: obj({ code: str }),
        ok: { status: 200, schema: obj({ ok: bool }) },
        errors: [400, 410],
      },
    },
    [`${app}/transfer/start/{slug}`]: {
      get: {
        summary: 'Opens the wizard for an account without a pre-authorized destination.',
        tag: 'Hosted pages',
        query: { returnUrl: str },
        ok: { status: 302, redirect: true },
        errors: [400, 404],
      },
    },
    [`${app}/transfer/wizard`]: {
      get: {
        summary: 'The wizard: connect both sides, choose what to move.',
        tag: 'Hosted pages',
        ok: { status: 200, html: true },
        errors: [401],
      },
    },
    [`${app}/transfer/connect/{role}/{service}`]: {
      get: {
        summary: 'Connects the source or destination through the hosted sign-in.',
        tag: 'Hosted pages',
        ok: { status: 302, redirect: true },
        errors: [401, 404],
      },
    },
    [`${app}/transfer/connected`]: {
      get: {
        summary: 'Where the sign-in comes back to the wizard.',
        tag: 'Hosted pages',
        query: { role: str },
        ok: { status: 302, redirect: true },
        errors: [401],
      },
    },
    [`${app}/transfer/start`]: {
      post: {
        summary: 'Starts the chosen transfer (form post with the CSRF token).',
        tag: 'Hosted pages',
        ok: { status: 302, redirect: true },
        errors: [401, 403],
      },
    },
    [`${app}/transfer/transfers/{transferId}`]: {
      get: {
        summary: 'Live progress, then the summary.',
        tag: 'Hosted pages',
        ok: { status: 200, html: true },
        errors: [401, 404],
      },
    },
    [`${app}/transfer/transfers/{transferId}/progress`]: {
      get: {
        summary: 'What the progress page polls: phases, counts, the bar and the time left.',
        tag: 'Hosted pages',
        ok: { status: 200, schema: { type: 'object' } },
        errors: [401, 404],
      },
    },
    [`${app}/transfer/transfers/{transferId}/choices`]: {
      post: {
        summary: '"Use this one": adds a best guess to the destination (form post with the CSRF token).',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [401, 403, 404],
      },
    },
    [`${app}/transfer/transfers/{transferId}/again`]: {
      post: {
        summary: 'Starts a stopped transfer again (form post with the CSRF token).',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [401, 404],
      },
    },
    [`${app}/transfer/transfers/{transferId}/not-moved.csv`]: {
      get: {
        summary: 'What was not moved, as CSV for the person.',
        tag: 'Hosted pages',
        ok: { status: 200, description: 'CSV.' },
        errors: [401, 404],
      },
    },
    [`${app}/oauth/{integrationType}/callback`]: {
      get: {
        summary:
          'The callback, handed over from BASE_URL when APP_URL is on another host (where the nonce cookie lives).',
        tag: 'Hosted pages',
        query: { code: str, state: str, error: str },
        ok: { status: 302, redirect: true },
        errors: [400, 403, 404, 503],
      },
      post: {
        summary:
          'The form post of our script sign-in page (state, token or error): the token MusicKit gave, from the browser that started the sign-in.',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [400, 403, 413, 503],
        own: true,
      },
    },
    [`${app}/oauth/{integrationType}/authorize`]: {
      get: {
        summary:
          'Our page that signs a listener in with the service’s own script where the service has no OAuth (Apple Music: MusicKit JS); A1 and A2 send the browser here.',
        tag: 'Hosted pages',
        query: { state: str },
        ok: { status: 200, html: true },
        errors: [400, 403, 503],
        own: true,
      },
    },
    [`${app}/{slug}`]: {
      get: {
        summary: 'A1: the partner’s service picker.',
        tag: 'Hosted pages',
        query: { returnUrl: str, requestOneTimeToken: bool, uniqueId: uuid, forwardErrors: bool, partnerUserId: str },
        ok: { status: 200, html: true },
        errors: [400, 404],
      },
    },
    [`${app}/{slug}/{integrationType}/auth`]: {
      get: {
        summary: 'A2: straight to one service’s sign-in.',
        tag: 'Hosted pages',
        query: { returnUrl: str, requestOneTimeToken: bool, uniqueId: uuid, forwardErrors: bool, partnerUserId: str },
        ok: { status: 302, redirect: true },
        errors: [400, 404],
      },
    },
  };
}
