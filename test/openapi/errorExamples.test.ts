import test from 'ava';
import { readErrorCodes } from '../../src/docs/errorCodes.js';
import { openApiDocument } from '../../src/openapi/document.js';
import { operations } from '../../src/openapi/index.js';

// Each operation's reference shows, under each error status, the codes that operation answers
// there, each with a message it is sent with: read from the error-codes table that
// `npm run docs:errors` writes from the source, not one example for every error.

interface Response {
  description: string;
  content?: Record<string, { examples?: Record<string, { value: { code: string; message: string } }> }>;
}
const document = openApiDocument({ baseUrl: 'https://api.example.com', appUrl: 'https://api.example.com/connect' }) as {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
};
const table = readErrorCodes();

/** The codes an operation's reference shows, as `status code`. */
function shown(path: string, method: string): string[] {
  return Object.entries(document.paths[path][method].responses).flatMap(([status, response]) =>
    Object.keys(response.content?.['application/json']?.examples ?? {}).map((code) => `${status} ${code}`),
  );
}

test('every example is a code of the table at its status, with one of its own messages', (t) => {
  let examples = 0;
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, { responses }] of Object.entries(methods))
      for (const [status, response] of Object.entries(responses))
        for (const [name, { value }] of Object.entries(response.content?.['application/json']?.examples ?? {})) {
          examples++;
          const entry = table.find((e) => e.code === value.code && String(e.status) === status);
          t.truthy(entry, `${method} ${path} ${status}: ${value.code} is not in the table`);
          t.is(name, value.code);
          if (entry?.messages.length) t.true(entry.messages.includes(value.message), `${value.code}: ${value.message}`);
          t.true(response.description.includes(`\`${value.code}\``), `${method} ${path} ${status} names ${value.code}`);
        }
  t.true(examples > 500, 'the operations show their codes');
});

test('each operation shows its own codes, and not another operation’s', (t) => {
  t.deepEqual(
    shown('/public/search', 'post')
      .filter((c) => c.startsWith('400 '))
      .sort(),
    ['400 bodyTooDeep', '400 invalidBody', '400 invalidIdempotencyKey', '400 malformedJson'],
  );
  t.false(shown('/public/search', 'post').includes('404 integrationUserNotFound'));
  t.true(shown('/public/transfers/unmatched', 'get').includes('400 invalidWindow'));
  t.true(shown('/public/integrations/auth/{authModelUUID}', 'get').includes('403 oneTimeTokenMismatch'));
  t.true(shown('/public/transfer-sessions', 'post').includes('422 destinationTokenRefused'));
  t.true(shown('/api/{integrationUserUUID}/playlists', 'get').includes('412 IntegrationUserNotAuthenticated'));
  t.true(shown('/public/webhooks/endpoints', 'get').includes('403 clientSecretRequired'));
  t.false(shown('/public/webhooks/endpoints', 'get').includes('404 integrationUserNotFound'));
});

test('every code an operation names is shown under a status it documents', (t) => {
  for (const [path, methods] of Object.entries(operations('/connect')))
    for (const [method, op] of Object.entries(methods)) {
      if (!document.paths[path]?.[method]) continue;
      const codes = shown(path, method).map((c) => c.split(' ')[1]);
      for (const code of op.codes ?? []) t.true(codes.includes(code), `${method} ${path}: ${code} is not shown`);
    }
});

/** Codes no documented operation of its own answers, and why. */
const OF_NO_OPERATION: Record<string, string> = {
  routeNotFound: 'a path the app does not serve',
  internalError: 'a fault of ours, on any route',
  requestAborted: 'the client went away: nobody reads the answer',
  launchCodeMissing: 'the transfer wizard’s own launch page',
  launchUrlUsed: 'the transfer wizard’s own launch page',
};

test('every code the API answers is in the reference of an operation that answers it', (t) => {
  const everywhere = new Set(
    Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).flatMap((m) => shown(path, m))),
  );
  const missing = table
    .filter((e) => !everywhere.has(`${e.status} ${e.code}`) && !(e.code in OF_NO_OPERATION))
    .map((e) => `${e.status} ${e.code}`);
  t.deepEqual(missing, [], 'name each in the `codes` of the operations that answer it (src/**/openapi.ts)');
});
