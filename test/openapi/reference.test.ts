import test from 'ava';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { searchBody } from '../../src/catalogue/schemas.js';
import { openApiDocument } from '../../src/openapi/document.js';

// The document as a reference: every operation in words, under a declared tag, with an id; and the
// typed client generated from it compiles what the API answers and refuses what the API refuses.

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  'x-interface-code'?: string;
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  parameters?: { name: string; in: string; schema: { type?: string } }[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
}
const document = openApiDocument({ baseUrl: 'https://api.example.com', appUrl: 'https://api.example.com/connect' }) as {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};
const operations = [
  ...Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  ),
  ...Object.entries(document.webhooks).flatMap(([type, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `webhook ${type} (${method})`, op })),
  ),
];

test('every operation has a summary in words, a description, a declared tag and an id', (t) => {
  const tags = document.tags.map((tag) => tag.name);
  t.true(operations.length > 60);
  const faults = operations.flatMap(({ name, op }) => [
    ...(!op.summary?.trim() ? [`${name}: no summary`] : []),
    ...(/^[A-E]\d{1,2}\b/.test(op.summary ?? '') ? [`${name}: summary starts with an interface code`] : []),
    ...(!op.description?.trim() ? [`${name}: no description`] : []),
    ...(op.tags?.length !== 1 ? [`${name}: not under one tag`] : []),
    ...(op.tags?.some((tag) => !tags.includes(tag)) ? [`${name}: a tag the document does not declare`] : []),
    ...(!op.operationId ? [`${name}: no operationId`] : []),
  ]);
  t.deepEqual(faults, []);
  const ids = operations.map(({ op }) => op.operationId);
  t.is(new Set(ids).size, ids.length, 'operationIds are unique');
  t.true(
    document.tags.every((tag) => tag.description.length > 20),
    'every tag is described',
  );
  t.deepEqual(tags.slice(0, 3), ['Sign-in', 'Connected users', 'Library']);
  t.is(tags.at(-1), 'Health');
});

test('the interface codes are kept as x-interface-code', (t) => {
  const coded = Object.fromEntries(
    operations.filter(({ op }) => op['x-interface-code']).map(({ name, op }) => [op['x-interface-code']!, name]),
  );
  for (const code of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A9', 'A10', 'B1', 'C1', 'C2', 'D1', 'D2', 'D3', 'E1'])
    t.truthy(coded[code], code);
  t.is(coded.A5, 'GET /public/integrations/auth/{authModelUUID}');
});

test('answers declare their headers, and the pages answer their errors as pages', (t) => {
  const a5 = document.paths['/public/integrations/auth/{authModelUUID}'].get;
  t.deepEqual(Object.keys(a5.responses['200'].headers ?? {}).sort(), ['RateLimit', 'RateLimit-Policy', 'X-Request-Id']);
  const c1 = document.paths['/public/search'].post;
  t.truthy(c1.responses['200'].headers?.['Idempotent-Replayed']);
  for (const { name, op } of operations.filter(({ name }) => !name.startsWith('webhook'))) {
    for (const [status, answer] of Object.entries(op.responses)) {
      t.truthy(answer.headers?.['X-Request-Id'], `${name} ${status}: X-Request-Id`);
      if (status === '429') t.truthy(answer.headers?.['Retry-After'], `${name} 429: Retry-After`);
      if (/^30[123]$/.test(status)) t.truthy(answer.headers?.Location, `${name} ${status}: Location`);
    }
  }
  for (const path of [
    '/app/oauth/{integrationType}/callback',
    '/connect/oauth/{integrationType}/callback',
    '/connect/{slug}',
    '/connect/{slug}/{integrationType}/auth',
  ]) {
    const op = document.paths[path].get;
    t.deepEqual(Object.keys(op.responses['400'].content ?? {}), ['text/html'], path);
    t.truthy(op.responses['429'], `${path}: 429`);
  }
  t.truthy(document.paths['/app/oauth/{integrationType}/callback'].get.responses['200'], 'the connected page');
});

test('A3 takes tokenOnly as a boolean; the connected-user routes take no Idempotency-Key', (t) => {
  const a3 = document.paths['/app/integrations/byUniqueId/{uniqueId}'].get;
  t.is(a3.parameters?.find((p) => p.name === 'tokenOnly')?.schema.type, 'boolean');
  for (const path of ['/public/integrations/user', '/public/integrations/refreshAuthToken'])
    t.false(
      (document.paths[path].post.parameters ?? []).some((p) => p.name === 'Idempotency-Key'),
      path,
    );
});

test('C1’s documented body is a union by type that takes what the route takes', (t) => {
  const ajv = new Ajv2020({ strict: false });
  (addFormatsModule as unknown as (instance: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const content = document.paths['/public/search'].post.requestBody!.content['application/json'];
  const schema = JSON.parse(JSON.stringify(content.schema).replaceAll('"#/components/', '"openapi#/components/'));
  const documented = ajv.compile(schema);
  t.true(documented(content.example), 'its example');
  const valid = [
    { type: 'track', track: 'x', sources: ['spotify'] },
    { type: 'album', album: 'x', artist: 'y', sources: ['deezer', 'spotify'] },
    { type: 'artist', artist: 'x', sources: ['tidal'] },
  ];
  const invalid = [
    { type: 'podcast', track: 'x', sources: ['spotify'] },
    { type: 'track', sources: ['spotify'] },
    { type: 'track', track: 'x', sources: [] },
    { type: 'track', track: 'x', sources: ['spotify'], extra: 1 },
  ];
  for (const body of valid) {
    t.falsy(searchBody.validate(body).error, `joi takes ${JSON.stringify(body)}`);
    t.true(documented(body), `the document takes ${JSON.stringify(body)}`);
  }
  for (const body of invalid) {
    t.truthy(searchBody.validate(body).error, `joi refuses ${JSON.stringify(body)}`);
    t.false(documented(body), `the document refuses ${JSON.stringify(body)}`);
  }
});

test('every body has an example its schema takes', (t) => {
  const ajv = new Ajv2020({ strict: false });
  (addFormatsModule as unknown as (instance: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  for (const { name, op } of operations) {
    const content = op.requestBody?.content['application/json'];
    if (!content) continue;
    t.not(content.example, undefined, `${name}: no example`);
    const schema = JSON.parse(JSON.stringify(content.schema).replaceAll('"#/components/', '"openapi#/components/'));
    t.true(ajv.validate(schema, content.example), `${name}: ${JSON.stringify(ajv.errors)}`);
  }
});

test('the typed client compiles what the API answers and refuses a search the API refuses', async (t) => {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const fixture = 'test/openapi/fixtures/typedClient.ts';
  const flags = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext'];
  const options = [...flags, '--target', 'es2023', '--skipLibCheck', '--types', 'node', '--noUnusedLocals'];
  const output = await new Promise<string>((resolve) =>
    execFile(process.execPath, [tsc, ...options, fixture], (err, stdout, stderr) =>
      resolve(err ? `${stdout}${stderr}` || err.message : ''),
    ),
  );
  t.is(output, '', 'the fixture compiles, its @ts-expect-error lines included');
});
