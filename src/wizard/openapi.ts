// The operations of the hosted transfer wizard's pages, and of a listener's pages for the syncs a transfer made.
import type { OperationsByPath } from '../http/openapi/operation.js';
import { bool, obj, str, uuid } from '../http/openapi/schemaKit.js';

export function wizardPageOperations(app: string): OperationsByPath {
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
        description:
          'Searches that reach the service are capped (10 a minute per wizard session, 30 an hour per transfer, 60 a minute per account): past a cap the summary answers 429 with `Retry-After`, saying when to try again. The same words for the same item are answered from a cache for an hour.',
        tag: 'Hosted pages',
        query: {
          find: { ...str, description: 'The item to search the destination for (`group.position`).' },
          title: { ...str, description: 'Title (or album, or artist name) to search for; at most 200 characters.' },
          artist: { ...str, description: 'Artist to search for; at most 200 characters.' },
        },
        ok: { status: 200, html: true },
        errors: [400, 401, 404, 429],
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
          '"Use this one": adds the best guess, or the item found by a search (`pick`: an id a search of this summary showed for that item), to the destination (form post with the CSRF token).',
        description:
          'A track chosen here applies to this transfer. Where the partner opened the session (D1) or turned on learning from its users’ choices, it is also the account’s match for that source track from then on, in its later transfers and syncs. Once people of three or more partner accounts, each a different listener on the source service (net of those who chose another item or rejected it), chose the same catalogue track for the same source track, in one storefront, and the matching engine itself finds the pair plausible (title and artist agree, no ISRC against it), it becomes the shared match in that storefront; a contrary choice demotes it again. Accounts are counted, not presses; a private item (a local file, an upload) and an evaluation account’s choice only ever count for the account that chose it. Only an item this summary showed for the row (its best guess, or a result of a search on it) can be picked.',
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
    [`${app}/transfer/transfers/{transferId}/stop`]: {
      get: {
        summary: 'From the progress page: asks before stopping the transfer (a page; an ended one opens its summary).',
        tag: 'Hosted pages',
        ok: { status: 200, html: true },
        alsoOk: [{ status: 303, redirect: true, description: 'The transfer has ended: to its summary.' }],
        errors: [401, 404],
      },
      post: {
        summary:
          'Stops the transfer (form post with the CSRF token): what is being written finishes, nothing more is; then to its page.',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [401, 403, 404],
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
      get: {
        summary: 'Asks before stopping one of those syncs: what stops and what stays, with the form that stops it.',
        tag: 'Hosted pages',
        query: { link: { ...str, description: 'The signed link’s token.' }, sync: uuid },
        ok: { status: 200, html: true },
        errors: [400, 403, 404, 410],
      },
      post: {
        summary:
          'With `confirm=yes`, stops (deletes) one of those syncs, as DELETE /public/syncs/{syncUuid} does, and sends `sync.deleted`; without it, asks first (200, the same page as GET).',
        tag: 'Hosted pages',
        ok: { status: 303, redirect: true },
        errors: [400, 403, 404, 410],
      },
    },
  };
}
