import { fromJoi } from '../../src/http/openapi/fromJoi.js';
import type { Validates } from '../../src/http/validate.js';

// Holds an operation's documented request (body or query) to the joi schema its route checks:
// both are put in one plain form (references followed, words and examples left out) and compared.

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}

export interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: { 'application/json': { schema: Schema } } };
        responses?: Record<string, { content?: Record<string, { examples?: Record<string, unknown> }> }>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

/** What describes a value, not what it may be. */
const WORDS = new Set(['description', 'example', 'examples', 'default', 'title', 'discriminator', 'deprecated']);

/**
 * The schema in a plain form: references followed; words, examples and defaults dropped; `const`
 * as a one-value `enum`; an enum without its type; and a `oneOf` of shapes that differ only in the
 * one value of one member (C1's body, a shape per `type`) as the one shape with that member's enum.
 */
function plain(schema: unknown, document: Document, query: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s) => plain(s, document, query));
  if (!schema || typeof schema !== 'object') return schema;
  const given = schema as Schema;
  if (typeof given.$ref === 'string')
    return plain(document.components.schemas[given.$ref.replace('#/components/schemas/', '')], document, query);
  const out: Schema = {};
  for (const [key, value] of Object.entries(given))
    if (!WORDS.has(key) && !key.startsWith('x-')) out[key] = plain(value, document, query);
  if ('const' in out) {
    out.enum = [out.const];
    delete out.const;
  }
  if (Array.isArray(out.enum)) delete out.type;
  if (Array.isArray(out.required)) out.required = [...(out.required as string[])].sort();
  if (Array.isArray(out.oneOf)) {
    const members = out.oneOf as Schema[];
    // A query string cannot carry null: a parameter that takes null (as an answer gave it) sends nothing.
    const notNull = members.filter((m) => m.type !== 'null');
    if (query && notNull.length === 1 && members.length === 2) return notNull[0];
    const merged = mergedByOneValue(members);
    if (merged) {
      delete out.oneOf;
      return { ...merged, ...out };
    }
  }
  return out;
}

function mergedByOneValue(members: Schema[]): Schema | null {
  const props = members.map((m) => m.properties as Record<string, Schema> | undefined);
  if (members.length < 2 || props.some((p) => !p)) return null;
  const names = Object.keys(props[0]!);
  const differing = names.filter((name) => new Set(props.map((p) => JSON.stringify(p![name]))).size > 1);
  const rest = (m: Schema) => JSON.stringify({ ...m, properties: { ...(m.properties as Schema), [differing[0]]: 0 } });
  if (differing.length !== 1 || new Set(members.map(rest)).size !== 1) return null;
  const values = props.map((p) => (p![differing[0]] as Schema).enum);
  if (!values.every((v) => Array.isArray(v) && v.length === 1)) return null;
  return {
    ...members[0],
    properties: { ...props[0], [differing[0]]: { enum: values.flat() } },
  };
}

/** Where two plain schemas differ, as `path: document … / route …`. */
function differences(documented: unknown, checked: unknown, at: string): string[] {
  if (JSON.stringify(documented) === JSON.stringify(checked)) return [];
  const isObject = (v: unknown): v is Schema => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(documented) || !isObject(checked))
    return [`${at || '(whole)'}: the document has ${JSON.stringify(documented)}, the route ${JSON.stringify(checked)}`];
  const keys = new Set([...Object.keys(documented), ...Object.keys(checked)]);
  return [...keys].flatMap((key) => differences(documented[key], checked[key], at ? `${at}.${key}` : key));
}

/** The documented body of `METHOD /path`. */
export function requestSchemaOf(document: Document, route: string): Schema | undefined {
  const [method, path] = route.split(' ');
  return document.paths[path]?.[method.toLowerCase()]?.requestBody?.content['application/json'].schema;
}

/** How the document's request of `route` differs from what the route's validator checks. */
export function requestMismatches(document: Document, route: string, validates: Validates): string[] {
  const checked = fromJoi(validates.schema) as Schema & { properties?: Record<string, Schema>; required?: string[] };
  if (validates.in === 'body') {
    const documented = requestSchemaOf(document, route);
    if (!documented) return ['the document has no body'];
    return differences(plain(documented, document, false), plain(checked, document, false), '');
  }
  const [method, path] = route.split(' ');
  const parameters = (document.paths[path]?.[method.toLowerCase()]?.parameters ?? []).filter((p) => p.in === 'query');
  const byName = new Map(parameters.map((p) => [p.name, p]));
  const names = new Set([...byName.keys(), ...Object.keys(checked.properties ?? {})]);
  const keys = (validates.schema.describe() as { keys?: Record<string, { rules?: { name: string }[] }> }).keys ?? {};
  return [...names].flatMap((name) => {
    const documented = byName.get(name);
    const own = checked.properties?.[name];
    if (!documented) return [`${name}: the route checks it, the document does not have it`];
    if (!own) return [`${name}: documented, but the route does not check it`];
    const problems: string[] = [];
    if (Boolean(documented.required) !== Boolean(checked.required?.includes(name)))
      problems.push(`${name}: required ${Boolean(documented.required)} in the document`);
    const documentedPlain = plain(documented.schema, document, true) as Schema;
    // A check of the route's own code (joi's `custom`) is opaque to joi's description: the
    // document says what it checks with a format.
    if (keys[name]?.rules?.some((r) => r.name === 'custom')) delete documentedPlain.format;
    problems.push(...differences(documentedPlain, plain(own, document, true), name));
    return problems;
  });
}
