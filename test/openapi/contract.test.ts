import test from 'ava';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type Joi from 'joi';
import { fromJoi } from '../../src/http/openapi/fromJoi.js';
import { webhooksSection } from '../../src/openapi/events.js';
import { openApiDocument } from '../../src/openapi/document.js';
import { EXAMPLES } from '../../src/openapi/index.js';
import * as library from '../../src/library/schemas.js';
import { searchBody } from '../../src/catalogue/schemas.js';
import { createBody, targetAuthBody } from '../../src/transfers/schemas.js';
import { contractViolation, eventViolation } from '../helpers/contract.js';

// The document's request bodies are the validators' own, and the checks every test answer goes
// through can fail.

const ajv = new Ajv2020({ strict: false });
(addFormatsModule as unknown as (instance: Ajv2020) => void)(ajv);

const CASES: [string, Joi.Schema, unknown[], unknown[]][] = [
  [
    'B2',
    library.createPlaylistBody,
    [{ name: 'Road' }, { name: 'Road', visibility: 'public', description: '' }],
    [{}, { name: '' }, { name: 'x', extra: 1 }, { name: 'x', visibility: 'friends' }],
  ],
  ['B5', library.saveAlbumBody, [{ albumId: '42' }], [{ albumIds: ['42'] }, {}, { albumId: '' }]],
  ['items', library.trackIdsBody, [{ trackIds: ['a', 'b'] }], [{ trackIds: [] }, { trackIds: 'a' }, {}]],
  [
    'remove',
    library.removeItemsBody,
    [{ items: [{ id: 'a', entryId: null }, { id: 'b' }] }],
    [{ items: [] }, { items: [{ entryId: 'x' }] }],
  ],
  [
    'B8',
    library.userSearchBody,
    [
      { type: 'track', isrc: 'USRC17607839' },
      { type: 'album', album: 'x' },
    ],
    [{ type: 'track' }, { type: 'song', track: 'x' }, { type: 'track', isrc: 'nope' }],
  ],
  [
    'C1',
    searchBody,
    [{ type: 'track', track: 'x', sources: ['spotify'] }],
    [
      { type: 'track', track: 'x', sources: [] },
      { type: 'track', sources: ['spotify'] },
      { type: 'track', track: 'x', sources: ['napster'] },
    ],
  ],
  [
    'D1',
    createBody,
    [
      { target: { authData: { accessToken: 't' } } },
      { target: { integrationType: 'deezer', authData: { accessToken: 't', expiresAt: 1_800_000_000 } }, locale: 'en' },
    ],
    [{}, { target: { integrationType: 'deezer' } }, { target: { authData: {} } }],
  ],
  ['D2', targetAuthBody, [{ authData: { accessToken: 't' } }], [{}, { authData: { accessToken: '' } }]],
];

for (const [name, validator, valid, invalid] of CASES) {
  test(`${name}: the documented body accepts what the route accepts and refuses what it refuses`, (t) => {
    const schema = ajv.compile(fromJoi(validator));
    for (const body of valid) {
      t.falsy(validator.validate(body).error, `joi accepts ${JSON.stringify(body)}`);
      t.true(schema(body), `the document accepts ${JSON.stringify(body)}`);
    }
    for (const body of invalid) {
      t.truthy(validator.validate(body).error, `joi refuses ${JSON.stringify(body)}`);
      t.false(schema(body), `the document refuses ${JSON.stringify(body)}`);
    }
  });
}

test('every event type has an example that its schema accepts', (t) => {
  const section = webhooksSection() as Record<
    string,
    { post: { requestBody: { content: { 'application/json': { schema: object; example: { type: string } } } } } }
  >;
  t.true(Object.keys(section).length >= 10);
  for (const [type, hook] of Object.entries(section)) {
    const { schema, example } = hook.post.requestBody.content['application/json'];
    t.true(ajv.validate(schema, example), `${type}: ${JSON.stringify(ajv.errors)}`);
    t.is(eventViolation(example), null, type);
  }
  t.regex(
    String(eventViolation({ type: 'user.connected', timestamp: '2026-11-24T10:00:00.000Z', data: { n: 1 } })),
    /integrationUserUUID/,
  );
  t.regex(String(eventViolation({ type: 'user.renamed' })), /type the document does not have/);
});

test('the answer checks catch an undocumented status, a wrong shape and an undocumented route', (t) => {
  const json = 'application/json; charset=utf-8';
  t.is(contractViolation('GET', '/health/live', 200, { status: 'ok' }, json), null);
  t.regex(String(contractViolation('GET', '/health/live', 418, {}, json)), /does not list/);
  t.regex(String(contractViolation('GET', '/health/live', 200, { status: 7 }, json)), /does not match/);
  t.regex(String(contractViolation('GET', '/public/nowhere', 200, {}, json)), /not in the document/);
  t.is(contractViolation('GET', '/connect/dashboard', 200, '<html>', 'text/html'), null, 'pages are not held');
});

test('every schema of the document shows an example that the schema accepts', (t) => {
  const document = openApiDocument({ baseUrl: 'http://127.0.0.1', appUrl: 'http://127.0.0.1/connect' }) as {
    components: { schemas: Record<string, { example?: unknown }> };
  };
  const checker = new Ajv2020({ strict: false });
  (addFormatsModule as unknown as (instance: Ajv2020) => void)(checker);
  checker.addSchema({ $id: 'openapi', components: document.components });
  const schemas = document.components.schemas;
  t.deepEqual(
    Object.keys(schemas).filter((name) => !('example' in schemas[name])),
    [],
    'schemas without an example',
  );
  for (const name of Object.keys(EXAMPLES)) {
    const valid = checker.validate({ $ref: `openapi#/components/schemas/${name}` }, schemas[name].example);
    t.true(valid, `${name}: ${JSON.stringify(checker.errors)}`);
  }
});
