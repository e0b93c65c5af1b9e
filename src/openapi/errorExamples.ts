// Which error codes each operation answers, by status, and their examples in the document: the
// codes and their messages are the error-codes table read from the source (`npm run docs:errors`).
import type { Operation } from '../http/openapi/operation.js';
import type { CredentialName } from '../http/openapi/security.js';
import { readErrorCodes, type ErrorCode } from '../docs/errorCodes.js';

/** What any credential can be refused with before a route looks at it: it is read and checked first. */
const CREDENTIAL_REFUSED = [
  'missingCredentials',
  'unsupportedCredential',
  'invalidCredentials',
  'invalidToken',
  'oneTimeTokenExpired',
  'docsSessionEnded',
  'devTokenMalformed',
  'devTokenAlgorithmNotAllowed',
  'devTokenUnknownKey',
  'devTokenSignatureInvalid',
  'devTokenIssuerInvalid',
  'devTokenExpired',
  'devTokenTooOld',
  'devTokenTooLong',
  'devTokenClaimsInvalid',
  'devTokenSubjectInvalid',
  'devTokenIssuedInFuture',
];

/** The not-found code of the resource a path parameter names. */
const NOT_FOUND_BY_PARAMETER: Record<string, string> = {
  integrationUserUUID: 'integrationUserNotFound',
  authModelUUID: 'signInNotFound',
  uniqueId: 'signInNotFound',
  slug: 'accountNotFound',
  sessionUuid: 'transferSessionNotFound',
  transferUuid: 'transferNotFound',
  syncUuid: 'syncNotFound',
  endpointId: 'webhookEndpointNotFound',
  deliveryId: 'webhookDeliveryNotFound',
};

/** The code of a query parameter the routes refuse (`validQuery`'s codes); `invalidQuery` for the others. */
const QUERY_CODES: Record<string, string> = {
  nextParam: 'invalidNextParam',
  limitParam: 'invalidLimitParam',
  limit: 'invalidLimit',
  cursor: 'invalidCursor',
  collection: 'invalidCollection',
  from: 'invalidWindow',
  to: 'invalidWindow',
  reason: 'invalidReason',
  status: 'invalidStatus',
  minutes: 'invalidMinutes',
  sessionUuid: 'invalidSessionUuid',
  externalUserId: 'invalidExternalUserId',
  returnUrl: 'returnUrlNotAllowed',
};

/** A connected user's library through their music service: what the service's answers map to. */
const MUSIC_SERVICE = [
  'unknownIntegration',
  'operationNotSupported',
  'musicServiceRejected',
  'musicServiceForbidden',
  'itemNotFound',
  'IntegrationUserNotAuthenticated',
  'musicServiceRateLimited',
  'musicServiceUnavailable',
];

/** A credential bound to one connected user, refused for another's data. */
const BOUND_TO_ONE_USER = ['devTokenSubjectMismatch', 'docsSessionUserMismatch', 'docsSessionWithoutUser'];

const BODY = ['invalidBody', 'malformedJson', 'bodyTooDeep', 'bodyTooLarge', 'unsupportedEncoding'];
const IDEMPOTENCY = [
  'invalidIdempotencyKey',
  'idempotencyKeyInProgress',
  'idempotencyAnswerUnreadable',
  'idempotencyKeyReused',
];

const ALL_CREDENTIALS: CredentialName[] = ['basic', 'clientIdToken', 'oneTimeToken', 'devToken', 'docsSession'];

/**
 * Every code the operation can answer: those of its kind (its credentials, path parameters, query,
 * body, budget and idempotency) and its own (`op.codes`).
 */
export function codesOf(path: string, op: Operation, traits: { limited: boolean; idempotent: boolean }): string[] {
  const codes: string[] = [];
  const credentials = op.credentials ?? [];
  if (credentials.length) {
    codes.push(...CREDENTIAL_REFUSED, 'tooManyAuthFailures', 'dependencyUnavailable');
    if (ALL_CREDENTIALS.some((c) => !credentials.includes(c)))
      codes.push(
        credentials.length === 1 && credentials[0] === 'basic' ? 'clientSecretRequired' : 'credentialNotAllowed',
      );
  }
  if (traits.limited) codes.push('tooManyRequests');
  for (const [, name] of path.matchAll(/\{(\w+)\}/g))
    if (NOT_FOUND_BY_PARAMETER[name]) codes.push(NOT_FOUND_BY_PARAMETER[name]);
  if (path.startsWith('/api/{integrationUserUUID}'))
    codes.push('clientIdTokenNotAllowed', ...BOUND_TO_ONE_USER, ...MUSIC_SERVICE);
  for (const name of Object.keys(op.query ?? {})) codes.push(QUERY_CODES[name] ?? 'invalidQuery');
  if (op.body) codes.push(...BODY);
  if (traits.idempotent) codes.push(...IDEMPOTENCY);
  codes.push(...(op.codes ?? []));
  return [...new Set(codes)];
}

let table: ErrorCode[] | null = null;
/** The error-codes table, read once. */
const errorTable = () => (table ??= readErrorCodes());

/** The codes of `codes` the table has at `status`, each with the first of its messages. */
export function examplesAt(status: number, codes: string[]): ErrorCode[] {
  const wanted = new Set(codes);
  return errorTable().filter((entry) => entry.status === status && wanted.has(entry.code));
}

/** An OpenAPI `examples` object of these codes: one error body each, as the API sends it. */
export function errorExamples(entries: ErrorCode[]): Record<string, { summary: string; value: unknown }> {
  return Object.fromEntries(
    entries.map(({ code, messages }) => [
      code,
      {
        summary: code,
        value: { code, message: messages[0] ?? '', requestId: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
      },
    ]),
  );
}
