import type { Schema, Spec } from './specs.js';

export type ProblemKind =
  | 'unknownMember'
  | 'missingMember'
  | 'type'
  | 'enum'
  | 'unknownOperation'
  | 'deprecated'
  | 'unknownParameter'
  | 'missingParameter'
  | 'parameterValue'
  | 'body'
  | 'status';

/** Something an emulator answered or an adapter sent that the references do not allow. */
export interface Problem {
  kind: ProblemKind;
  /** Where in the body (`items[].track.album.name`), or the parameter's name. */
  path: string;
  message: string;
  /** A `type` problem where the value was null (a recording that shows null there settles it). */
  nullValue?: boolean;
}

/** A schema with its `$ref`s followed and its `allOf` merged: what one value may be. */
interface Effective {
  types: Set<string>;
  nullable: boolean;
  properties: Map<string, Schema[]>;
  required: Set<string>;
  /** `true`: any member; a schema: members of that schema; undefined: no member beyond `properties`. */
  additional: boolean | Schema | undefined;
  items: Schema[];
  /** Each `oneOf`/`anyOf`: the value must be one of them. */
  alternatives: Schema[][];
  enumeration: unknown[] | null;
}

const join = (path: string, member: string) => (path ? `${path}.${member}` : member);

export class SchemaChecker {
  constructor(private readonly spec: Pick<Spec, 'resolve'>) {}

  private deref(schema: Schema): Schema {
    let current = schema;
    for (let depth = 0; typeof current.$ref === 'string'; depth += 1) {
      if (depth > 50) throw new Error(`$ref loop at ${String(current.$ref)}`);
      current = this.spec.resolve(current.$ref);
    }
    return current;
  }

  private effective(schema: Schema, into?: Effective): Effective {
    const s = this.deref(schema);
    const e: Effective = into ?? {
      types: new Set(),
      nullable: false,
      properties: new Map(),
      required: new Set(),
      additional: undefined,
      items: [],
      alternatives: [],
      enumeration: null,
    };
    const type = s.type;
    if (Array.isArray(type)) type.forEach((t) => (t === 'null' ? (e.nullable = true) : e.types.add(String(t))));
    else if (typeof type === 'string' && type !== 'any') e.types.add(type);
    if (s.nullable === true) e.nullable = true;
    for (const [name, member] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
      e.properties.set(name, [...(e.properties.get(name) ?? []), member]);
    if (Array.isArray(s.required)) s.required.forEach((r) => e.required.add(String(r)));
    if (s.additionalProperties === true) e.additional = true;
    else if (s.additionalProperties && typeof s.additionalProperties === 'object' && e.additional !== true)
      e.additional = s.additionalProperties as Schema;
    if (s.items && typeof s.items === 'object') e.items.push(s.items as Schema);
    if (Array.isArray(s.enum)) e.enumeration = s.enum;
    if (Array.isArray(s.allOf)) for (const part of s.allOf as Schema[]) this.effective(part, e);
    for (const key of ['oneOf', 'anyOf']) if (Array.isArray(s[key])) e.alternatives.push(s[key] as Schema[]);
    // A schema that says nothing of its members is a free-form object.
    if (e.properties.size === 0 && e.additional === undefined && e.alternatives.length === 0 && !Array.isArray(s.allOf))
      e.additional = true;
    return e;
  }

  /**
   * The problems of `value` against `schema`: members the schema does not name (an emulator
   * must not invent fields), required members missing (unless `partial`, for answers a field
   * filter cut down), wrong types and values outside an enumeration. Paths use `[]` for any
   * element, so one problem in a list of fifty is told once.
   */
  check(value: unknown, schema: Schema, options: { partial?: boolean } = {}, path = ''): Problem[] {
    const problems = new Map<string, Problem>();
    this.walk(value, schema, options.partial ?? false, path, problems);
    return [...problems.values()];
  }

  private walk(value: unknown, schema: Schema, partial: boolean, path: string, out: Map<string, Problem>): void {
    const add = (p: Problem): void => void out.set(`${p.kind} ${p.path}`, p);
    const e = this.effective(schema);
    if (value === null || value === undefined) {
      if (value === null && !e.nullable && e.types.size > 0 && !e.types.has('null'))
        add({
          kind: 'type',
          path,
          message: `${path || 'the body'} is null; the spec says ${[...e.types]}`,
          nullValue: true,
        });
      return;
    }
    if (e.alternatives.length) {
      // The branch that fits best (none of its own problems, or the fewest), each branch taken
      // together with the members the schema itself names.
      const own: Schema = {
        ...(e.types.size ? { type: [...e.types][0] } : {}),
        properties: Object.fromEntries([...e.properties].map(([k, v]) => [k, { allOf: v }])),
        required: [...e.required],
      };
      const bare = e.properties.size === 0 && e.required.size === 0;
      for (const group of e.alternatives) {
        let best: Map<string, Problem> | null = null;
        for (const branch of group) {
          const trial = new Map<string, Problem>();
          this.walk(value, bare ? branch : { allOf: [own, branch] }, partial, path, trial);
          if (!best || trial.size < best.size) best = trial;
          if (trial.size === 0) break;
        }
        best?.forEach((p, k) => out.set(k, p));
      }
      return;
    }
    const actual = Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;
    if (e.types.size > 0) {
      const fits = e.types.has(actual) || (actual === 'integer' && e.types.has('number'));
      if (!fits)
        return add({
          kind: 'type',
          path,
          message: `${path || 'the body'} is ${actual}; the spec says ${[...e.types]}`,
        });
    }
    if (e.enumeration && !e.enumeration.includes(value))
      add({
        kind: 'enum',
        path,
        message: `${path} is ${JSON.stringify(value)}, not one of ${JSON.stringify(e.enumeration)}`,
      });
    if (actual === 'array') {
      for (const element of value as unknown[])
        for (const items of e.items) this.walk(element, items, partial, `${path}[]`, out);
      return;
    }
    if (actual !== 'object') return;
    const record = value as Record<string, unknown>;
    if (!partial)
      for (const name of e.required)
        if (!(name in record))
          add({
            kind: 'missingMember',
            path: join(path, name),
            message: `${join(path, name)} is required by the spec`,
          });
    for (const [name, member] of Object.entries(record)) {
      const at = join(path, name);
      const declared = e.properties.get(name);
      if (declared) for (const s of declared) this.walk(member, s, partial, at, out);
      else if (e.additional && e.additional !== true) this.walk(member, e.additional, partial, at, out);
      else if (e.additional !== true) add({ kind: 'unknownMember', path: at, message: `${at} is not in the spec` });
    }
  }
}

/**
 * Every member path of a JSON value with the kinds of value found there (`[]` for any element),
 * and how often each path holds a value and an object: a member is always sent when it is there
 * as often as its parent object is.
 */
export class Shape extends Map<string, Set<string>> {
  readonly occurrences = new Map<string, number>();
  readonly objects = new Map<string, number>();
}

/**
 * `maps` are the paths whose members are keys rather than names (`meta.filters.isrc`, keyed by
 * ISRC): their members all stand at `<path>{}`.
 */
export function shapeOf(value: unknown, maps: string[] = [], path = '', into: Shape = new Shape()): Shape {
  const kind =
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;
  if (!into.has(path)) into.set(path, new Set());
  into.get(path)!.add(kind);
  into.occurrences.set(path, (into.occurrences.get(path) ?? 0) + 1);
  if (kind === 'object') into.objects.set(path, (into.objects.get(path) ?? 0) + 1);
  if (Array.isArray(value)) for (const element of value) shapeOf(element, maps, `${path}[]`, into);
  else if (value && typeof value === 'object')
    for (const [name, member] of Object.entries(value))
      shapeOf(member, maps, maps.includes(path) ? `${path}{}` : join(path, name), into);
  return into;
}

export function mergeShapes(shapes: Shape[]): Shape {
  const merged = new Shape();
  for (const shape of shapes)
    for (const [path, kinds] of shape) {
      if (!merged.has(path)) merged.set(path, new Set());
      kinds.forEach((k) => merged.get(path)!.add(k));
    }
  return merged;
}

const parentOf = (path: string) => {
  const cut = Math.max(path.lastIndexOf('.'), path.endsWith('[]') ? path.length - 2 : -1);
  return cut < 0 ? '' : path.slice(0, cut);
};
export { parentOf };

/**
 * Compares an answer with what the real service was recorded sending for the same request:
 * members every recording has wherever it has their parent (and the answer has that parent too),
 * and kinds of value that differ. With `closed`, members no recording has are problems too (a
 * service with no published spec: the recordings are the whole reference).
 */
export function compareShapes(answer: Shape, recordings: Shape[], options: { closed?: boolean } = {}): Problem[] {
  const problems: Problem[] = [];
  const union = mergeShapes(recordings);
  /** Objects at `parent` that lack `path`: in a list, one element without it is one too many. */
  const lacking = (shape: Shape, path: string, parent: string) =>
    (shape.objects.get(parent) ?? 0) - (shape.occurrences.get(path) ?? 0);
  for (const [path, kinds] of union) {
    if (!path || path.endsWith('[]')) continue;
    const parent = parentOf(path);
    if (lacking(answer, path, parent) > 0 && recordings.every((shape) => lacking(shape, path, parent) <= 0))
      problems.push({
        kind: 'missingMember',
        path,
        message: `${path} is in every recorded object but not in all here`,
      });
    const mine = answer.get(path);
    if (!mine) continue;
    const real = new Set([...kinds].filter((k) => k !== 'null'));
    const sent = [...mine].filter((k) => k !== 'null');
    if (real.size > 0 && sent.some((k) => !real.has(k)))
      problems.push({ kind: 'type', path, message: `${path} is ${sent}; recorded as ${[...real]}` });
    // Without a spec to allow it, a null the service was never seen sending is an invention.
    if (options.closed && mine.has('null') && !kinds.has('null'))
      problems.push({ kind: 'type', path, message: `${path} is null; recorded as ${[...real]}`, nullValue: true });
  }
  if (options.closed)
    for (const path of answer.keys()) {
      if (!path || union.has(path)) continue;
      if (union.has(parentOf(path)))
        problems.push({ kind: 'unknownMember', path, message: `${path} is never in the recorded answers` });
    }
  return problems;
}
