import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { apiReference } from '../../helpers/apiReference.js';

// SoundCloud's own example bodies, from its OpenAPI document (components.examples): the nearest
// thing to recorded answers of the URN-based API, which nobody recorded in the open.

export const SPEC_FILE = apiReference('soundcloud', 'openapi', 'soundcloud-public-api.yaml');

let document: Record<string, any> | null = null;

/**
 * One example body, its `$ref`s followed. Two slips of the examples are read as meant: a
 * `collection` given as one object is a list of it, and a Playlist's `tracks` written as
 * `allOf: [track]` is the list of that track.
 */
export function specExample(name: string): any {
  document ??= parseYaml(readFileSync(SPEC_FILE, 'utf8'), { maxAliasCount: -1 }) as Record<string, any>;
  const root = document;
  const pointer = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, part) => node?.[part], root);
  const resolve = (value: unknown, member = ''): unknown => {
    if (Array.isArray(value)) return value.map((v) => resolve(v));
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (typeof record.$ref === 'string') return resolve(pointer(record.$ref), member);
    if (Array.isArray(record.allOf)) return record.allOf.map((v) => resolve(v));
    const members = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, resolve(v, k)]));
    return member === 'collection' ? [members] : members;
  };
  const found = root.components?.examples?.[name];
  if (!found) throw new Error(`the spec has no example ${name}`);
  return resolve(found.value);
}
