import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { appendFileSync } from 'node:fs';
import type { Response } from 'got';
import { openApiDocument } from '../../src/openapi/document.js';
import { eventBodySchema } from '../../src/openapi/events.js';
import { isEventType } from '../../src/webhooks/catalogue.js';

// Holds every answer the test suite receives from the partner API to the OpenAPI document: an
// answer whose status the document does not list for its operation, or whose body does not match
// the documented schema, fails the test that received it. The document cannot drift from the
// routes without a test noticing.

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/** The paths the document promises: the API, the sign-in reads a browser makes, health and the document. */
const HELD = /^\/(public|api|app\/integrations|app\/users|health|openapi\.json)(\/|$)/;

const document = openApiDocument({ baseUrl: 'http://127.0.0.1', appUrl: 'http://127.0.0.1/connect' }) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: document.components });

/** Operations by method, most literal path first (so `/public/search/introspection` wins over `/public/search/{x}`). */
const routes = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      literal: path.replace(/\{[^}]+\}/g, '').length,
      operation,
    })),
  )
  .sort((a, b) => b.literal - a.literal);

const validators = new Map<string, ValidateFunction>();

function validatorOf(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as Schema;
    validate = ajv.compile(rebased);
    validators.set(key, validate);
  }
  return validate;
}

/** Why the answer breaks the document, or null when it keeps to it. */
export function contractViolation(
  method: string,
  path: string,
  status: number,
  body: unknown,
  contentType: string,
): string | null {
  if (!HELD.test(path)) return null;
  const route = routes.find((r) => r.method === method && r.pattern.test(path));
  if (!route) {
    // A path the document does not have may only be refused as not found (or before routing).
    return [400, 401, 403, 404, 405, 429].includes(status)
      ? null
      : `${method} ${path} answered ${status} but is not in the document`;
  }
  const answer = route.operation.responses[String(status)] ?? route.operation.responses.default;
  if (!answer)
    return `${method} ${route.path} answered ${status}, which the document does not list (${Object.keys(route.operation.responses).join(', ')})`;
  const schema = answer.content?.['application/json']?.schema;
  if (!schema || !contentType.includes('application/json')) return null;
  const validate = validatorOf(`${method} ${route.path} ${status}`, schema);
  if (validate(body)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
  return `${method} ${route.path} ${status}: the body does not match the document: ${errors.join('; ')}`;
}

/** A got `afterResponse` hook that fails the request when the answer breaks the document. */
export function holdToContract(response: Response): Response {
  const url = new URL(response.url);
  const violation = contractViolation(
    response.request.options.method,
    url.pathname,
    response.statusCode,
    response.body,
    String(response.headers['content-type'] ?? ''),
  );
  // CONTRACT_REPORT=<file> lists every violation instead of failing (to survey the document's gaps).
  if (violation && reportViolation(violation)) throw new Error(`contract: ${violation}`);
  return response;
}

/** Why an event body breaks the document's `webhooks` section, or null when it keeps to it. */
export function eventViolation(body: { type?: unknown; [field: string]: unknown }): string | null {
  const type = body.type;
  if (!isEventType(type)) return `an event of a type the document does not have: ${String(type)}`;
  const validate = validatorOf(`event ${type}`, eventBodySchema(type));
  if (validate(body)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
  return `event ${type}: the body does not match the document: ${errors.join('; ')}`;
}

/** Records a violation for the CONTRACT_REPORT survey; answers whether the caller should fail. */
export function reportViolation(violation: string): boolean {
  if (!process.env.CONTRACT_REPORT) return true;
  appendFileSync(process.env.CONTRACT_REPORT, `${violation}\n`);
  return false;
}
