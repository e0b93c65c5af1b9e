import test from 'ava';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Express } from 'express';
import type Joi from 'joi';
import { listRoutes } from '../../src/http/routeTable.js';
import { VALIDATES, type Validates } from '../../src/http/validate.js';
import { openApiDocument } from '../../src/openapi/document.js';
import { SIGN_IN_QUERY } from '../../src/signin/request.js';
import { useSystem } from '../helpers/useSystem.js';
import { requestSchemaOf, requestMismatches, type Document } from '../helpers/requestSchemas.js';

// What a partner's typed client lets through is what the route lets through: every body and query
// schema of a route (the joi schema its `validBody`/`validQuery` checks) is the document's request
// schema of that operation, the same types, lengths, formats, enums and required members. A route
// someone adds is held to this as soon as it validates with joi.

let document: Document;
const used = useSystem(test, {
  partner: { slug: 'requests' },
  async setup({ system }) {
    document = openApiDocument(system.config) as unknown as Document;
  },
});

/**
 * The hosted sign-in links check their query as a page does (a refusal is a page for the person),
 * behind a check that never refuses: the schema that refuses is this one.
 */
const CHECKED_AS_A_PAGE: Record<string, Validates> = {
  'GET /connect/{slug}': { in: 'query', schema: SIGN_IN_QUERY },
  'GET /connect/{slug}/{integrationType}/auth': { in: 'query', schema: SIGN_IN_QUERY },
};

/** The codes of a query's checks: each parameter's own, `invalidQuery` for one without. */
function codesOf(checks: Validates[]): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const check of checks) {
    const names = Object.keys((check.schema.describe() as { keys?: Record<string, unknown> }).keys ?? {});
    for (const name of names) codes[name] = check.codes?.[name] ?? 'invalidQuery';
  }
  return codes;
}

/**
 * Each documented route's validators, as the app mounts them. A query checked in steps is the
 * checks' parameters together, the later check of a parameter (the one that refuses) deciding.
 */
function validatedRoutes(): { route: string; validates: Validates }[] {
  const app = used.system.web.server.listeners('request')[0] as unknown as Express;
  return listRoutes(app).flatMap(({ method, path, handlers }) => {
    const route = `${method} ${path}`;
    if (!document.paths[path]?.[method.toLowerCase()]) return [];
    const checks = handlers
      .map((handler) => (handler as { [VALIDATES]?: Validates })[VALIDATES])
      .filter((v): v is Validates => Boolean(v));
    if (CHECKED_AS_A_PAGE[route]) checks.push(CHECKED_AS_A_PAGE[route]);
    const queries = checks.filter((c) => c.in === 'query');
    const query = queries.reduce<Joi.ObjectSchema | null>(
      (all, check) => (all ? all.concat(check.schema as Joi.ObjectSchema) : (check.schema as Joi.ObjectSchema)),
      null,
    );
    return [
      ...checks.filter((c) => c.in === 'body').map((validates) => ({ route, validates })),
      ...(query ? [{ route, validates: { in: 'query' as const, schema: query, codes: codesOf(queries) } }] : []),
    ];
  });
}

test('every body and query the routes validate is the request schema of its operation', (t) => {
  const checked = validatedRoutes();
  t.true(checked.filter((c) => c.validates.in === 'body').length >= 15, 'the bodies are found');
  t.true(checked.filter((c) => c.validates.in === 'query').length >= 8, 'the queries are found');
  const problems = checked.flatMap(({ route, validates }) =>
    requestMismatches(document, route, validates).map((problem) => `${route} ${validates.in}: ${problem}`),
  );
  t.deepEqual(problems, []);
});

test('the comparison finds a member the document lacks, a looser length and a looser enum', (t) => {
  const route = 'POST /public/search';
  const found = validatedRoutes().find((c) => c.route === route && c.validates.in === 'body');
  t.truthy(found, 'C1 validates its body');
  // The document is changed here, the route is not: each change must show.
  const loosened = (change: (properties: Record<string, Record<string, unknown>>) => void) => {
    const copy = structuredClone(document);
    for (const variant of ['TrackSearch', 'AlbumSearch', 'ArtistSearch'])
      change(copy.components.schemas[variant].properties as Record<string, Record<string, unknown>>);
    return requestMismatches(copy, route, found!.validates);
  };
  t.deepEqual(
    loosened(() => undefined),
    [],
  );
  t.notDeepEqual(
    loosened((p) => delete p.album),
    [],
  );
  t.notDeepEqual(
    loosened((p) => delete p.artist.minLength),
    [],
  );
  t.notDeepEqual(
    loosened((p) => (p.sources.items = { type: 'string' })),
    [],
  );
  t.truthy(requestSchemaOf(document, route));
});

test('the requests the routes refuse, the document refuses too', (t) => {
  const ajv = new Ajv2020({ strict: false });
  (addFormatsModule as unknown as (instance: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const takes = (schema: unknown, value: unknown) =>
    ajv.validate(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')), value);
  const body = (route: string) => requestSchemaOf(document, route)!;
  const query = (route: string, name: string) => {
    const [method, path] = route.split(' ');
    return document.paths[path][method.toLowerCase()].parameters!.find((p) => p.name === name)!.schema;
  };
  const user = '5b0c2f7e-8a44-4c1b-9d3e-2f6a7b8c9d01';
  const cases: [string, unknown, unknown, unknown][] = [
    [
      'C1 with an empty artist',
      body('POST /public/search'),
      { type: 'track', track: 'x', sources: ['spotify'] },
      { type: 'track', artist: '', sources: ['spotify'] },
    ],
    [
      'a sync from a user id that is no uuid',
      body('POST /public/syncs'),
      {
        source: { integrationUserUUID: user, playlistId: 'p' },
        destination: { integrationUserUUID: user },
        mode: 'append',
      },
      {
        source: { integrationUserUUID: 'user-42', playlistId: 'p' },
        destination: { integrationUserUUID: user },
        mode: 'append',
      },
    ],
    ['an empty change of a sync', body('PATCH /public/syncs/{syncUuid}'), { paused: true }, {}],
    ['an empty change of an endpoint', body('PATCH /public/webhooks/endpoints/{endpointId}'), { enabled: true }, {}],
    [
      'an endpoint for an event type that does not exist',
      body('POST /public/webhooks/endpoints'),
      { url: 'https://partner.example/hooks', eventTypes: ['user.connected'] },
      { url: 'https://partner.example/hooks', eventTypes: ['user.renamed'] },
    ],
    [
      'a delivery status that does not exist',
      query('GET /public/webhooks/endpoints/{endpointId}/deliveries', 'status'),
      'failed',
      'lost',
    ],
    [
      'a member C1 does not have',
      body('POST /public/search'),
      { type: 'album', album: 'x', sources: ['spotify'] },
      { type: 'album', album: 'x', sources: ['spotify'], page: 2 },
    ],
  ];
  for (const [what, schema, taken, refused] of cases) {
    t.true(takes(schema, taken), `${what}: the document takes ${JSON.stringify(taken)}`);
    t.false(takes(schema, refused), `${what}: the document refuses ${JSON.stringify(refused)}`);
  }
});

test('every code a route’s query answers is shown in its operation’s reference', (t) => {
  const problems: string[] = [];
  for (const { route, validates } of validatedRoutes()) {
    if (validates.in !== 'query') continue;
    const [method, path] = route.split(' ');
    const refused = document.paths[path][method.toLowerCase()].responses?.['400'];
    const json = refused?.content?.['application/json'];
    // A page answers its person with a page, not a code.
    if (!json || 'text/html' in (refused?.content ?? {})) continue;
    const shown = Object.keys(json.examples ?? {});
    for (const code of new Set(Object.values(validates.codes ?? {})))
      if (code && !shown.includes(code)) problems.push(`${route}: ${code}`);
  }
  t.deepEqual(problems, []);
});
