// Renders one operation as an OpenAPI operation object: parameters, body, answers, their headers and errors.
import type { Operation } from '../http/openapi/operation.js';
import { arrayOf, obj, ref, str, uuid, type Schema } from '../http/openapi/schemaKit.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';
import { codesOf, errorExamples, examplesAt } from './errorExamples.js';

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 429 or of 500 and more is not kept (the retry it asks for does the work), and the answer is kept even when the client left before it came.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/** The answer headers of the document (`components.headers`), by name. */
export const HEADERS: Record<string, Schema> = {
  'X-Request-Id': {
    description:
      'Names the request in every answer: the `X-Request-Id` you sent when it is sane (up to 200 visible characters), otherwise one of ours. Error bodies repeat it as `requestId`; quote it to support.',
    required: true,
    schema: str,
  },
  'Retry-After': {
    description:
      'Seconds to wait before sending the request again (a whole number, at least 1). On every 429: over the account’s or the address’s budget, after too many failed credentials, or when the music service asks us to slow down.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  RateLimit: {
    description:
      'The request budget this answer counted against, as `limit=<requests>, remaining=<left>, reset=<seconds>` (IETF draft 7 of RateLimit header fields). Sent on the answers of the routes with a budget, once the credential was accepted: not on a 401, nor on a 429 for too many failed credentials.',
    required: false,
    schema: { type: 'string', examples: ['limit=600, remaining=598, reset=42'] },
  },
  'RateLimit-Policy': {
    description:
      'The budget’s policy, `<requests>;w=60`: so many requests a minute. The account has one budget for its secret credentials (Basic, DevToken, docs session) and one for its public ones (Client ID token, one-time token); the credential-free reads and the hosted pages count per client address. Sent with `RateLimit`.',
    required: false,
    schema: { type: 'string', examples: ['600;w=60'] },
  },
  'Idempotent-Replayed': {
    description:
      '`true` when this is the kept answer of an earlier request with the same `Idempotency-Key`: the work was not done again. Absent otherwise.',
    required: false,
    schema: { type: 'string', enum: ['true'] },
  },
  Location: {
    description: 'Where the browser goes next.',
    required: true,
    schema: { type: 'string', format: 'uri-reference' },
  },
};

/** The error body every operation answers its errors with (`ref('Error')`). */
export const ERROR_SCHEMAS: Record<string, Schema> = {
  Error: obj(
    {
      code: { type: 'string', description: 'Stable code to act on.' },
      message: str,
      details: {
        ...arrayOf({
          type: 'object',
          properties: {
            path: {
              type: 'string',
              description:
                'The field or parameter at fault, dotted (`target.authData.accessToken`, `items.0.id`): `invalidBody` and `invalidQuery`.',
            },
            message: { type: 'string', description: 'What is wrong with it.' },
            integrationType: { type: 'string', description: 'The music service (`operationNotSupported`).' },
            service: {
              type: 'string',
              description:
                'The music service a refused token was checked with, as an `integrationType` (`destinationTokenRefused`, `tokenRefused`).',
            },
            operation: { type: 'string', description: 'What the service cannot do (`operationNotSupported`).' },
            side: { enum: ['source', 'destination'], description: 'Which user of a sync (the syncs’ errors).' },
            integrationUserUUID: { ...uuid, description: 'The connected user who must sign in again.' },
            playlistId: { type: 'string', description: 'The playlist that was not found.' },
            syncUuid: { ...uuid, description: 'The sync that already does this (`syncAlreadyExists`).' },
          },
          additionalProperties: true,
        }),
        description:
          'Every problem of an invalid body or query (`invalidBody`, `invalidQuery`) as `{path, message}`; other codes name what they are about.',
      },
      requestId: {
        type: 'string',
        description: 'The request, as in the X-Request-Id answer header: quote it to support.',
      },
    },
    ['code', 'message'],
  ),
};

/** Its example. */
export const ERROR_EXAMPLES: Record<string, unknown> = {
  Error: {
    code: 'integrationUserNotFound',
    message: 'The account has no connected user with this uuid.',
    requestId: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  },
};

const header = (name: keyof typeof HEADERS & string) => ({ $ref: `#/components/headers/${name}` });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid body or parameter.',
  401: 'No or invalid credentials.',
  403: 'Credential refused by the route, or the product is not on.',
  404: 'Not found in this account.',
  409: 'Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`, with `Retry-After`).',
  410: 'Gone (used or expired).',
  412: 'The connected user must sign in again (`IntegrationUserNotAuthenticated`).',
  422: 'The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`).',
  413: 'The request body is too large (`bodyTooLarge`).',
  415: 'The request body is not in a readable encoding (`unsupportedEncoding`).',
  429: 'Too many requests: wait for `Retry-After` seconds.',
  500: 'Something went wrong on our side.',
  503: 'The music service could not be reached (`musicServiceUnavailable`), or a store we depend on is briefly unavailable (`dependencyUnavailable`, with `Retry-After`).',
};

/** What a page of ours answers when it cannot go on: a page for the person, with the ways forward that exist. */
const PAGE_ERROR_TEXT: Record<number, string> = {
  400: 'A page saying what went wrong (a broken or reused link, a sign-in cancelled, refused or too slow), with the ways forward that exist.',
  403: 'A page: the sign-in was started in another browser, or the partner cannot connect more accounts.',
  404: 'A page: no partner or no music service of this name.',
  429: 'Too many tries from this address: a page saying how long to wait for a browser that asks for HTML, the JSON error for anything else.',
  500: 'A page: something went wrong on our side; nothing was connected.',
  503: 'A page: the music service, or its sign-in, is not available right now.',
};

/** What each path parameter is, and where its value comes from. */
const PATH_PARAMETERS: Record<string, { description: string; schema?: Schema; example?: unknown }> = {
  integrationUserUUID: {
    description:
      'A connected user’s `integrationUser.uuid` (from A5, the sign-in callback or the list of connected users). A sandbox docs session shows its own in `connectedUser.uuid` of `GET /public/docs-sessions/current`.',
  },
  authModelUUID: { description: 'The sign-in’s `authModelUUID`, as the callback gave it to the Return URL.' },
  uniqueId: { description: 'The UUID v4 the partner put in the sign-in link as `uniqueId`.' },
  slug: { description: 'The partner’s slug (its name in the hosted pages’ addresses).', example: 'acme' },
  integrationType: {
    description: 'A music service’s id.',
    schema: { type: 'string', enum: [...SERVICE_IDS] },
    example: EXAMPLE_SERVICES.source,
  },
  playlistId: { description: 'The playlist’s id on the music service (`id` of a playlist in the list).' },
  artistId: { description: 'The artist’s id on the music service.' },
  syncUuid: { description: 'The sync’s `syncUuid`.' },
  sessionUuid: { description: 'The transfer session’s `sessionUuid`.' },
  transferUuid: { description: 'The transfer’s `transferUuid`.' },
  endpointId: { description: 'The webhook endpoint’s `id`.' },
  deliveryId: { description: 'The delivery’s `id`, from the endpoint’s delivery log.' },
};

/** The interface's code at the start of a summary ("A3: …"), moved to `x-interface-code`. */
const CODED = /^([A-E]\d{1,2}):\s*/;

/** The headers every answer of this operation carries: its request id, its budget where it has one. */
function answerHeaders(limited: boolean, more: string[] = []): Record<string, unknown> {
  const names = ['X-Request-Id', ...(limited ? ['RateLimit', 'RateLimit-Policy'] : []), ...more];
  return Object.fromEntries(names.map((name) => [name, header(name)]));
}

export function render(path: string, method: string, op: Operation): Schema {
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => {
    const known = PATH_PARAMETERS[m[1]] as (typeof PATH_PARAMETERS)[string] | undefined;
    const example = op.pathExamples?.[m[1]] ?? known?.example;
    return {
      name: m[1],
      in: 'path',
      required: true,
      ...(known ? { description: known.description } : {}),
      schema: known?.schema ?? (/uuid|UUID$/i.test(m[1]) ? uuid : str),
      ...(example !== undefined ? { example } : {}),
    };
  });
  const queryParams = Object.entries(op.query ?? {}).map(([name, { required, description, example, ...schema }]) => ({
    name,
    in: 'query',
    required: Boolean(required),
    ...(description ? { description } : {}),
    schema: PAGE_POSITIONS.has(name) ? givenBackAsAnswered(schema) : schema,
    ...(example !== undefined ? { example } : {}),
  }));
  const limited = Boolean(op.rateLimit ?? op.credentials?.length);
  // Every write of the API takes an Idempotency-Key (hosted pages, the dashboard and the connected-user routes do not).
  const idempotent = op.idempotencyKey ?? (method === 'post' && Boolean(op.credentials?.length));
  const success = (answer: { status: number; html?: boolean; redirect?: boolean; schema?: Schema }) => {
    const more = [...(answer.redirect ? ['Location'] : []), ...(idempotent ? ['Idempotent-Replayed'] : [])];
    return {
      headers: answerHeaders(limited, more),
      ...(answer.html
        ? { content: { 'text/html': { schema: str } } }
        : answer.schema
          ? { content: { 'application/json': { schema: answer.schema } } }
          : {}),
    };
  };
  const responses: Record<string, unknown> = {
    [String(op.ok.status)]: {
      description: op.ok.redirect ? (op.ok.description ?? 'Redirect.') : (op.ok.description ?? 'Success.'),
      ...success(op.ok),
      ...(op.ok.byCredential ? { 'x-by-credential': op.ok.byCredential } : {}),
    },
  };
  for (const other of op.alsoOk ?? [])
    responses[String(other.status)] = { description: other.description, ...success(other) };
  // What any route of its kind can answer: credentials and rate limits where there are credentials,
  // a rate limit where there is a budget, a body that cannot be read where there is a body, the
  // idempotency answers on API writes.
  const errors = [
    ...new Set([
      ...(op.errors ?? []),
      // A route with credentials reads PostgreSQL and Redis: while one is away, 503.
      ...(op.credentials?.length ? [401, 403, 429, 503] : []),
      ...(limited ? [429] : []),
      ...(op.body ? [400, 413, 415] : []),
      ...(idempotent ? [400, 409, 422] : []),
    ]),
  ].sort();
  const codes = codesOf(path, op, { limited, idempotent });
  for (const status of errors) {
    const examples = examplesAt(status, codes);
    const json = {
      'application/json': { schema: ref('Error'), ...(examples.length ? { examples: errorExamples(examples) } : {}) },
    };
    const content = !op.page
      ? json
      : status === 429
        ? { 'text/html': { schema: str }, ...json }
        : { 'text/html': { schema: str } };
    const headers = answerHeaders(status === 429 && limited, status === 429 ? ['Retry-After'] : []);
    // A repeat that found its first request still running is told when to try again.
    if (status === 409 && idempotent)
      headers['Retry-After'] = {
        description: 'With `idempotencyKeyInProgress`: seconds to wait before sending the request again.',
        required: false,
        schema: { type: 'integer', minimum: 1 },
      };
    if (status === 503 && !op.page)
      headers['Retry-After'] = {
        description: 'With `dependencyUnavailable`: seconds to wait before trying again.',
        required: false,
        schema: { type: 'integer', minimum: 1 },
      };
    const said = (op.page ? PAGE_ERROR_TEXT[status] : undefined) ?? ERROR_TEXT[status];
    const named =
      'application/json' in content && examples.length
        ? ` Codes: ${examples.map((e) => `\`${e.code}\``).join(', ')}.`
        : '';
    responses[String(status)] = {
      description: said + named,
      headers,
      content,
    };
  }
  if (op.signedIn) responses['303'] ??= { description: 'Not signed in: to the sign-in page.' };

  const coded = CODED.exec(op.summary);
  const code = op.code ?? coded?.[1];
  const summary = coded ? capitalised(op.summary.slice(coded[0].length)) : op.summary;
  return {
    summary,
    description: op.description ?? summary,
    tags: [op.tag],
    operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(code ? { 'x-interface-code': code } : {}),
    security: op.credentials ? op.credentials.map((name) => ({ [name]: [] })) : [],
    ...(pathParams.length || queryParams.length || idempotent
      ? { parameters: [...pathParams, ...queryParams, ...(idempotent ? [IDEMPOTENCY_KEY] : [])] }
      : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: closed(op.body),
                ...(op.bodyExample !== undefined ? { example: op.bodyExample } : {}),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The query parameters that give back where a page ends: a page's `nextParam` or `nextCursor`. */
const PAGE_POSITIONS = new Set(['nextParam', 'cursor']);

/**
 * A page position as the previous page answered it, null (the last page's) included: a query
 * string cannot carry null, so null is sent as nothing, as is the first page's absent value.
 */
function givenBackAsAnswered(schema: Schema): Schema {
  const description = 'Null, as the answer may give it, is sent as nothing.';
  return { oneOf: [schema, { type: 'null' }], description };
}

/**
 * A request body as the routes take it: no member beyond those it names, in every object that
 * names its members and says nothing of others (the validators refuse what they do not name).
 */
export function closed(schema: Schema): Schema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const out = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    if (out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
    return out;
  };
  return walk(schema) as Schema;
}
