import type Joi from 'joi';
import type { Schema } from './schemaKit.js';

// The request bodies of the document are the validators' own description turned into JSON Schema,
// so a field the route takes cannot be missing from (or misnamed in) the document.

interface Description {
  type: string;
  flags?: {
    presence?: 'required' | 'optional' | 'forbidden';
    only?: boolean;
    default?: unknown;
    description?: string;
    empty?: Description;
  };
  allow?: unknown[];
  rules?: { name: string; args?: Record<string, unknown> }[];
  keys?: Record<string, Description>;
  items?: Description[];
  matches?: { schema: Description }[];
  dependencies?: { rel: string; peers: string[] }[];
}

function rule(description: Description, name: string): Record<string, unknown> | undefined {
  return description.rules?.find((r) => r.name === name)?.args;
}

/** Whether the schema has the rule, with arguments or without (`integer`, `isoDate`). */
const has = (description: Description, name: string) => Boolean(description.rules?.some((r) => r.name === name));

function walk(d: Description): Schema {
  const allowed = (d.allow ?? []).filter((v) => v !== null && v !== '');
  const nullable = (d.allow ?? []).includes(null);
  let schema: Schema;
  switch (d.type) {
    case 'string': {
      schema = { type: 'string' };
      if (d.flags?.only && allowed.length) schema = { enum: allowed };
      const min = rule(d, 'min')?.limit;
      const max = rule(d, 'max')?.limit;
      const length = rule(d, 'length')?.limit;
      const pattern = rule(d, 'pattern')?.regex;
      // joi refuses the empty string unless it is allowed, or read as absent (`.empty('')`).
      const takesEmpty = (d.allow ?? []).includes('') || Boolean(d.flags?.empty);
      if (typeof min === 'number' && !takesEmpty) schema.minLength = min;
      else if (!takesEmpty && !('enum' in schema) && !has(d, 'guid') && !pattern) schema.minLength = 1;
      if (typeof max === 'number') schema.maxLength = max;
      if (typeof length === 'number') Object.assign(schema, { minLength: length, maxLength: length });
      if (typeof pattern === 'string') schema.pattern = pattern.replace(/^\/(.*)\/[a-z]*$/, '$1');
      if (has(d, 'uri')) schema.format = 'uri';
      if (has(d, 'isoDate')) schema.format = 'date-time';
      if (has(d, 'guid')) schema.format = 'uuid';
      if (has(d, 'email')) schema.format = 'email';
      break;
    }
    case 'number': {
      schema = { type: has(d, 'integer') ? 'integer' : 'number' };
      const min = rule(d, 'min')?.limit;
      const max = rule(d, 'max')?.limit;
      if (typeof min === 'number') schema.minimum = min;
      if (typeof max === 'number') schema.maximum = max;
      if (d.rules?.some((r) => r.name === 'sign' && r.args?.sign === 'positive')) schema.exclusiveMinimum = 0;
      break;
    }
    case 'boolean':
      schema = { type: 'boolean' };
      break;
    case 'date':
      schema = { type: 'string', format: 'date-time' };
      break;
    case 'array': {
      schema = { type: 'array' };
      const items = d.items ?? [];
      if (items.length === 1) schema.items = walk(items[0]);
      else if (items.length > 1) schema.items = { oneOf: items.map(walk) };
      const min = rule(d, 'min')?.limit;
      const max = rule(d, 'max')?.limit;
      if (typeof min === 'number') schema.minItems = min;
      if (typeof max === 'number') schema.maxItems = max;
      if (has(d, 'unique')) schema.uniqueItems = true;
      break;
    }
    case 'object': {
      const keys = d.keys ?? {};
      const required = Object.entries(keys)
        .filter(([, key]) => key.flags?.presence === 'required')
        .map(([name]) => name);
      schema = {
        type: 'object',
        properties: Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, walk(key)])),
        ...(required.length ? { required } : {}),
        additionalProperties: false,
      };
      const least = rule(d, 'min')?.limit;
      if (typeof least === 'number') schema.minProperties = least;
      const or = d.dependencies?.find((dep) => dep.rel === 'or');
      if (or) {
        // "At least one of the optional keys", when every optional key is one of the peers and no
        // other key may come: one more key than the required ones. Said so, it stays an object type
        // for code generators, which read an `anyOf` of bare `required` lists as `unknown`.
        const optional = Object.keys(keys).filter((name) => !required.includes(name));
        const exact = optional.length === or.peers.length && optional.every((name) => or.peers.includes(name));
        if (exact) {
          schema.minProperties = required.length + 1;
          schema.description = `At least one of ${or.peers.map((peer) => `\`${peer}\``).join(', ')}.`;
        } else schema.anyOf = or.peers.map((peer) => ({ required: [peer] }));
      }
      break;
    }
    case 'alternatives':
      schema = { oneOf: (d.matches ?? []).map((m) => walk(m.schema)) };
      break;
    default:
      schema = {};
  }
  if (d.flags?.description) schema.description = d.flags.description;
  return nullable ? { oneOf: [schema, { type: 'null' }] } : schema;
}

/** The JSON Schema (2020-12, as OpenAPI 3.1 takes it) of what `validator` accepts. */
export function fromJoi(validator: Joi.Schema): Schema {
  return walk(validator.describe() as Description);
}
