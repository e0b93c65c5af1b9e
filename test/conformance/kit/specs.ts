import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

/** A JSON Schema as the specs write them (OpenAPI 3.0 dialect or Google discovery), loosely typed. */
export type Schema = Record<string, unknown>;

export interface SpecParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  description: string;
}

/** One operation of a service's published spec, in a form common to OpenAPI and discovery documents. */
export interface SpecOperation {
  id: string;
  method: string;
  /** Path template below the spec's base path, e.g. `/playlists/{playlist_id}/items`. */
  path: string;
  deprecated: boolean;
  parameters: SpecParameter[];
  /** The JSON (or form) body's schema; null when the operation takes none. */
  requestBody: { schema: Schema; required: boolean } | null;
  /** Status (`200`, `4XX`, `default`) to the answer's JSON schema; null for an answer without a body. */
  responses: Map<string, Schema | null>;
}

export interface Spec {
  name: string;
  /** The path the operations' templates are relative to, e.g. `/v1`. */
  basePath: string;
  operations: SpecOperation[];
  /** Follows a `$ref` (a JSON pointer into the document, or a discovery schema name). */
  resolve(ref: string): Schema;
  /** The operation a request is for, by method and the path as sent (base path included). */
  find(method: string, path: string): SpecOperation | null;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function pointer(root: unknown, ref: string): Schema {
  let node = root as Record<string, unknown>;
  for (const raw of ref.replace(/^#\//, '').split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node?.[part] as Record<string, unknown>;
  }
  if (!node) throw new Error(`unresolvable $ref ${ref}`);
  return node;
}

function templateMatcher(template: string): RegExp {
  const escaped = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}/?$`);
}

function finder(basePath: string, operations: SpecOperation[]): Spec['find'] {
  // Literal segments win over templated ones (`/me/playlists` before `/users/{id}/playlists`).
  const ranked = operations
    .map((op) => ({ op, matcher: templateMatcher(op.path), literals: op.path.replace(/\{[^}]+\}/g, '').length }))
    .sort((a, b) => b.literals - a.literals);
  return (method, path) => {
    if (!path.startsWith(basePath)) return null;
    const relative = decodeURI(path.slice(basePath.length)) || '/';
    const hit = ranked.find(({ op, matcher }) => op.method === method.toUpperCase() && matcher.test(relative));
    return hit?.op ?? null;
  };
}

/** An OpenAPI 3.0 document (JSON or YAML), its operations below the first server's path. */
export function loadOpenApi(file: string, name: string): Spec {
  const text = readFileSync(file, 'utf8');
  const doc = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: -1 })) as Record<
    string,
    any
  >;
  const resolve = (ref: string) => pointer(doc, ref);
  const deref = <T>(node: T): T => {
    let current = node as Record<string, unknown>;
    while (current && typeof current.$ref === 'string') current = resolve(current.$ref);
    return current as T;
  };
  const jsonSchemaOf = (content: Record<string, { schema?: Schema }> | undefined): Schema | null => {
    if (!content) return null;
    const type = Object.keys(content).find((t) => /json|x-www-form-urlencoded/.test(t));
    return type ? (content[type].schema ?? {}) : null;
  };
  const operations: SpecOperation[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths ?? {})) {
    const shared = (item.parameters ?? []) as unknown[];
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...shared, ...(op.parameters ?? [])].map((p) => {
        const param = deref(p) as Record<string, any>;
        return {
          name: param.name,
          in: param.in,
          required: Boolean(param.required),
          schema: (param.schema ?? {}) as Schema,
          description: param.description ?? '',
        } satisfies SpecParameter;
      });
      const body = op.requestBody ? (deref(op.requestBody) as Record<string, any>) : null;
      const responses = new Map<string, Schema | null>();
      for (const [status, answer] of Object.entries<Record<string, any>>(op.responses ?? {}))
        responses.set(status, jsonSchemaOf(deref(answer).content));
      operations.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        deprecated: Boolean(op.deprecated),
        parameters,
        requestBody: body
          ? { schema: jsonSchemaOf(body.content) ?? {}, required: Boolean(body.required ?? true) }
          : null,
        responses,
      });
    }
  }
  const basePath = new URL(doc.servers?.[0]?.url ?? 'http://localhost/').pathname.replace(/\/$/, '');
  return { name, basePath, operations, resolve, find: finder(basePath, operations) };
}

/**
 * A Google discovery document as operations. Its schemas are JSON-Schema-like with bare `$ref`
 * names; its numeric limits are strings; its global parameters (`key`, `fields`, `alt`, ...)
 * apply to every method.
 */
export function loadDiscovery(file: string, name: string): Spec {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  const resolve = (ref: string) => {
    const schema = doc.schemas?.[ref];
    if (!schema) throw new Error(`unresolvable $ref ${ref}`);
    return schema as Schema;
  };
  const parameter = (pname: string, p: Record<string, any>): SpecParameter => ({
    name: pname,
    in: p.location === 'path' ? 'path' : 'query',
    required: Boolean(p.required),
    schema: {
      type: p.repeated ? 'array' : p.type,
      ...(p.repeated ? { items: { type: p.type, ...(p.enum ? { enum: p.enum } : {}) } } : {}),
      ...(!p.repeated && p.enum ? { enum: p.enum } : {}),
      ...(p.minimum !== undefined ? { minimum: Number(p.minimum) } : {}),
      ...(p.maximum !== undefined ? { maximum: Number(p.maximum) } : {}),
      ...(p.format ? { format: p.format } : {}),
    },
    description: p.description ?? '',
  });
  const global = Object.entries<Record<string, any>>(doc.parameters ?? {}).map(([n, p]) => parameter(n, p));
  const operations: SpecOperation[] = [];
  const walk = (resources: Record<string, any>) => {
    for (const resource of Object.values<Record<string, any>>(resources ?? {})) {
      for (const method of Object.values<Record<string, any>>(resource.methods ?? {})) {
        const responses = new Map<string, Schema | null>();
        responses.set(method.httpMethod === 'DELETE' ? '204' : '200', method.response ?? null);
        if (!method.response && method.httpMethod !== 'DELETE') responses.set('204', null);
        operations.push({
          id: method.id,
          method: method.httpMethod,
          path: `/${method.path}`,
          deprecated: Boolean(method.deprecated),
          parameters: [
            ...Object.entries<Record<string, any>>(method.parameters ?? {}).map(([n, p]) => parameter(n, p)),
            ...global,
          ],
          requestBody: method.request ? { schema: method.request, required: true } : null,
          responses,
        });
      }
      walk(resource.resources);
    }
  };
  walk(doc.resources);
  const basePath =
    new URL(doc.rootUrl ?? 'http://localhost/').pathname.replace(/\/$/, '') + '/' + (doc.servicePath ?? '');
  return {
    name,
    basePath: basePath.replace(/\/+$/, '').replace(/^\/\//, '/'),
    operations,
    resolve,
    find: finder(basePath.replace(/\/+$/, '').replace(/^\/\//, '/'), operations),
  };
}
