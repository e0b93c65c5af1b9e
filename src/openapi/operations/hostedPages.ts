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
        summary:
          'Starts the chosen transfer (form post with the CSRF token); first asks what to do with the copies earlier transfers made of the chosen playlists (`copies`: `update` or `new`).',
        tag: 'Hosted pages',
        ok: { status: 302, redirect: true },
        alsoOk: [{ status: 200, html: true, description: 'The question about earlier copies.' }],
        errors: [400, 401, 403],
      },
    },
    [`${app}/transfer/transfers/{transferId}`]: {
      get: {
        summary:
          'Live progress, then the summary; with `find`, the summary searches the destination for that item not moved.',
        tag: 'Hosted pages',
        query: {
          find: { ...str, description: 'The item to search the destination for (`group.position`).' },
          title: { ...str, description: 'Title (or album, or artist name) to search for; at most 200 characters.' },
          artist: { ...str, description: 'Artist to search for; at most 200 characters.' },
        },
        ok: { status: 200, html: true },
        errors: [400, 401, 404],
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
        summary:
          '"Use this one": adds the best guess, or the item found by a search (`pick`), to the destination (form post with the CSRF token).',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [400, 401, 403, 404],
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
    [`${app}/transfer/transfers/{transferId}/syncs`]: {
      get: {
        summary: 'From the summary: a fresh signed link to the listener’s page of the syncs their transfer made.',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [401, 404],
      },
    },
    [`${app}/transfer/syncs`]: {
      get: {
        summary: 'The listener’s page of the syncs a transfer made, by its signed link (no cookie, no sign-in).',
        tag: 'Hosted pages',
        query: { link: { ...str, description: 'The signed link’s token.' }, stopped: uuid },
        ok: { status: 200, html: true },
        errors: [400, 403, 404, 410],
      },
    },
    [`${app}/transfer/syncs/stop`]: {
      post: {
        summary:
          'Stops (deletes) one of those syncs, as DELETE /public/syncs/{syncUuid} does, and sends `sync.deleted`.',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [400, 403, 404, 410],
      },
    },
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
        code: 'A1',
        summary: 'Send a person to the partner’s service picker',
        description:
          'The hosted page a partner links a person to: it lists the music services the partner enabled, each leading to its sign-in (A2 with the same query). Open it in a browser, not from code. `returnUrl` must be one of the partner’s Return URLs; `uniqueId` (a new UUID v4) lets the partner poll the sign-in with A3; `requestOneTimeToken=true` adds a 30-second one-time token to the callback; `forwardErrors=true` sends failures to the Return URL too; `partnerUserId` comes back, unchecked, in A3, A5 and `user.connected`. A broken link is a page saying so.',
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
          'As A1, for one music service: the browser goes on to the service’s sign-in (or our page for a service that signs in with its own script, such as Apple Music), then comes back through the callback. Open it in a browser, not from code. What cannot start (a broken link, an unknown service, a service that is connected with a partner’s own token, a `uniqueId` used before) is a page saying so.',
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
    description: 'Where the callback sends the browser: one of the partner’s Return URLs.',
    example: 'https://partner.example/back',
  },
  requestOneTimeToken: {
    ...bool,
    description: '`true` adds `oneTimeToken` (30 seconds, `authData` once) to the callback’s values.',
  },
  uniqueId: { ...uuid, description: 'A new UUID v4 of the partner’s, to poll the sign-in with A3.' },
  forwardErrors: { ...bool, description: '`true` sends a failed sign-in to the Return URL with `error`.' },
  partnerUserId: {
    ...str,
    description: 'The partner’s own id of the person; comes back unchecked in A3, A5 and `user.connected`.',
  },
};
