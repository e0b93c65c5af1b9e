import type { Config } from '../config.js';
import { dashboardOperations } from '../dashboard/openapi.js';
import type { Operation } from '../http/openapi/operation.js';
import { SECURITY_SCHEMES } from '../http/openapi/security.js';
import { webhooksSection } from './events.js';
import { operations, SCHEMAS, withExamples } from './index.js';
import { HEADERS, render } from './render.js';

// The OpenAPI 3.1 document of the whole interface: every route the app serves (a test compares
// them), each with its credentials, parameters, answers and errors.

/**
 * Our own pages, used on our own origin and never called by a partner's code: the transfer wizard,
 * the dashboard, and the script sign-in page with its form post. They are routes of the app (a
 * test holds them to this list) but not part of the public document.
 */
export function ownPageRoutes(appUrl: string): string[] {
  const appPath = new URL(appUrl).pathname.replace(/\/+$/, '');
  const all = { ...operations(appPath), ...dashboardOperations(appPath) };
  return Object.entries(all).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => isOwnPage(appPath, path, op))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

const isOwnPage = (appPath: string, path: string, op: Operation) =>
  Boolean(op.own) ||
  path === `${appPath}/transfer` ||
  path.startsWith(`${appPath}/transfer/`) ||
  path.startsWith(`${appPath}/dashboard`);

/**
 * The document's tags, in the order a partner meets them: send a person to sign in, read who
 * connected, work with their library, search the catalogue, move and keep music in sync, hear about
 * it, see what it costs, try it all; health last.
 */
export const TAGS: { name: string; description: string }[] = [
  {
    name: 'Sign-in',
    description:
      'Connect a person’s music service account: link them to the hosted sign-in (A1 picker or A2 straight to one service), the service sends their browser back to our callback, which goes on to your Return URL with `authModelUUID`, `integrationUserUUID` and, when asked for, a 30-second `oneTimeToken`. Your backend then reads the sign-in and the connected user with A5 (a browser may poll A3 by `uniqueId`).',
  },
  {
    name: 'Connected users',
    description:
      'The people connected to the account, one per music service account: read them (with their raw `authData` for Basic), refresh their tokens, connect one with a token you hold, forget one.',
  },
  {
    name: 'Library',
    description:
      'A connected user’s playlists, liked tracks, saved albums and followed artists, read and written through their music service, and a stored copy of the whole library. Every path starts with the user’s `integrationUserUUID`.',
  },
  {
    name: 'Catalogue',
    description: 'Search the music services’ catalogues without a connected user, and see what each service supports.',
  },
  {
    name: 'Transfers',
    description:
      'Move a person’s library from one service to another with the hosted transfer wizard (D1 opens a session whose destination you already signed in), and read the transfers, their progress and what could not be matched.',
  },
  {
    name: 'Syncs',
    description: 'Keep a playlist in sync with another, on a schedule, between two connected users (our addition).',
  },
  {
    name: 'Webhooks',
    description:
      'Endpoints that receive the account’s events (listed in this document’s `webhooks`), signed in the Standard Webhooks format, with their delivery log and replays.',
  },
  {
    name: 'Account',
    description:
      'The account’s own settings, the same your team changes on the dashboard’s Settings page (our addition): whether people’s choices on your public wizard link are kept as your matches.',
  },
  {
    name: 'Usage',
    description: 'The account’s use of each music service’s request budget (our addition).',
  },
  {
    name: 'Docs sessions',
    description:
      'This document, its page, and the docs session the page tries calls with (`DocsSession <token>`, opened from the dashboard).',
  },
  { name: 'Health', description: 'Liveness and readiness of a deployment, for its operators.' },
];

/** Where a path goes in the document: its tag's place, the sign-in's pages before its reads. */
function placeOf(methods: Record<string, Operation>): number {
  const ranks = Object.values(methods).map((op) => {
    const tag = TAGS.findIndex((t) => t.name === op.tag);
    return (tag < 0 ? TAGS.length : tag) * 2 + (op.page ? 0 : 1);
  });
  return Math.min(...ranks);
}

/** The public document: the API, the hosted sign-in a partner links to, health, with this deployment's paths. */
export function openApiDocument(config: Pick<Config, 'baseUrl' | 'appUrl'>): Record<string, unknown> {
  const appPath = new URL(config.appUrl).pathname.replace(/\/+$/, '');
  const paths: Record<string, Record<string, unknown>> = {};
  const documentedPaths = Object.entries(operations(appPath))
    .map(([path, methods]) => {
      const documented = Object.entries(methods).filter(([, op]) => !isOwnPage(appPath, path, op));
      return { path, documented, place: placeOf(Object.fromEntries(documented)) };
    })
    .filter(({ documented }) => documented.length)
    .sort((a, b) => a.place - b.place);
  for (const { path, documented } of documentedPaths)
    paths[path] = Object.fromEntries(documented.map(([method, op]) => [method, render(path, method, op)]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner Music Library, Catalogue and Managed Transfer Service',
      version: '3.0.0',
      description:
        'Errors are JSON `{code, message, details?, requestId}` (the hosted pages answer pages); every answer names its request in `X-Request-Id` (send your own to trace a call); every 429 carries `Retry-After`, and the routes with a budget say where it stands in `RateLimit` and `RateLimit-Policy`. Credentials that fail to verify are counted per client address and the API key they name: past the budget a minute, further failures answer 429 `tooManyAuthFailures`, while a credential that verifies always passes and is only ever limited by its own account’s budgets. Browsers may call `/public/*`, `/api/*` and the sign-in reads from any origin (CORS, credentials in `Authorization` only). Each operation names its code in the interface (A1 to E1) as `x-interface-code`. The docs at `/docs` teach the rest: a quickstart and a guide for each task (`/docs/guides`), and credentials, one-time tokens, errors and their codes, rate limits, idempotency, paging, webhooks, syncs and matching (`/docs/concepts`).',
    },
    servers: [{ url: config.baseUrl, description: 'This deployment (its BASE_URL).' }],
    tags: TAGS,
    components: { securitySchemes: SECURITY_SCHEMES, schemas: withExamples(SCHEMAS), headers: HEADERS },
    paths,
    webhooks: webhooksSection(),
  };
}
