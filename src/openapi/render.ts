// Renders one operation as an OpenAPI operation object: parameters, body, answers and errors.
import type { Operation } from './operation.js';
import { ref, str, uuid, type Schema } from './schemaKit.js';

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1 to 255 printable characters. Sent again with the same request within 24 hours, the first answer comes back (header `Idempotent-Replayed: true`) and the work is not done again; with another request, 422 `idempotencyKeyReused`. Keys are per account and per credential (the Client Secret, a DevToken and its `sub`, one docs session), and a credential the route refuses is refused before any replay; an answer of 500 or more is not kept.',
  schema: { type: 'string', maxLength: 255 },
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid body or parameter.',
  401: 'No or invalid credentials.',
  403: 'Credential refused by the route, or the product is not on.',
  404: 'Not found in this account.',
  409: 'Conflict with the current state, or a request with this Idempotency-Key is still running (`idempotencyKeyInProgress`).',
  410: 'Gone (used or expired).',
  412: 'The connected user must sign in again (`IntegrationUserNotAuthenticated`).',
  422: 'The music service refused the token, or the Idempotency-Key was used for another request (`idempotencyKeyReused`).',
  413: 'The request body is too large (`bodyTooLarge`).',
  415: 'The request body is not in a readable encoding (`unsupportedEncoding`).',
  429: 'Too many requests; see `Retry-After`.',
  503: 'The music service could not be reached.',
};

export function render(path: string, method: string, op: Operation): Schema {
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: /uuid|UUID$/i.test(m[1]) ? uuid : str,
  }));
  const queryParams = Object.entries(op.query ?? {}).map(([name, { required, description, ...schema }]) => ({
    name,
    in: 'query',
    required: Boolean(required),
    ...(description ? { description } : {}),
    schema,
  }));
  const okBody = op.ok.html
    ? { content: { 'text/html': { schema: str } } }
    : op.ok.schema
      ? { content: { 'application/json': { schema: op.ok.schema } } }
      : {};
  const responses: Record<string, unknown> = {
    [String(op.ok.status)]: {
      description: op.ok.redirect ? 'Redirect.' : (op.ok.description ?? 'Success.'),
      ...okBody,
    },
  };
  // Every write of the API takes an Idempotency-Key (hosted pages and the dashboard do not).
  const idempotent = method === 'post' && Boolean(op.credentials?.length);
  // What any route of its kind can answer: credentials and rate limits where there are credentials,
  // a body that cannot be read where there is a body, the idempotency answers on API writes.
  const errors = [
    ...new Set([
      ...(op.errors ?? []),
      ...(op.credentials?.length ? [401, 403, 429] : []),
      ...(op.body ? [400, 413, 415] : []),
      ...(idempotent ? [400, 409, 422] : []),
    ]),
  ].sort();
  for (const status of errors)
    responses[String(status)] = {
      description: ERROR_TEXT[status],
      content: { 'application/json': { schema: ref('Error') } },
    };
  if (op.signedIn) responses['303'] ??= { description: 'Not signed in: to the sign-in page.' };
  return {
    summary: op.summary,
    tags: [op.tag],
    operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    security: op.credentials ? op.credentials.map((name) => ({ [name]: [] })) : [],
    ...(pathParams.length || queryParams.length || idempotent
      ? { parameters: [...pathParams, ...queryParams, ...(idempotent ? [IDEMPOTENCY_KEY] : [])] }
      : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    responses,
  };
}
