import type { Exchange } from './tap.js';
import { compareShapes, parentOf, SchemaChecker, shapeOf, type Problem, type Shape } from './schemas.js';
import type { Schema, Spec, SpecOperation, SpecParameter } from './specs.js';

/** A real answer of the service, recorded by someone else, for one operation. */
export interface Recording {
  file: string;
  /** The spec's operation id, or an off-spec operation's id. */
  operation: string;
  status: number;
  body: unknown;
}

/** A request the spec does not describe (a token endpoint, say): held to its recordings only. */
export interface OffSpecOperation {
  id: string;
  method: string;
  path: RegExp;
  /** Why the spec has no word on it, and what holds it instead. */
  reference: string;
}

/** A typed object inside an answer, and where it stands (`data[]`, `results.songs.data[]`). */
export interface Located {
  kind: string;
  value: unknown;
  at: string;
}

/**
 * The service's sign-in page as the browser uses it (shown, then submitted): not an API, so held
 * to nothing, and left out of the suite's checks.
 */
export const signInPage = (path: RegExp): OffSpecOperation[] =>
  ['GET', 'POST'].map((method) => ({ id: 'authorizePage', method, path, reference: 'the browser’s sign-in page' }));

/** A place where we knowingly differ from one reference, and why (the recordings win, say). */
export interface Waiver {
  /** Operation id, or `*` for every operation. */
  operation: string;
  kind: Problem['kind'];
  /** A body path or parameter name; `*` stands for a member's name or part of it, `**` for any depth. */
  path: string;
  reason: string;
}

/** What one service's emulator and adapter are held to. */
export interface ServiceReference {
  service: string;
  /** The published spec; null where none exists (the recordings are then the whole reference). */
  spec: Spec | null;
  recordings: Recording[];
  offSpec: OffSpecOperation[];
  /** The service's error document, for error answers the spec does not list for an operation. */
  errorSchema: Schema | null;
  /** An error told in a successful status (Deezer's HTTP 200 with an `error` body). */
  isError?(exchange: Exchange): boolean;
  /**
   * The typed objects inside an answer (JSON:API resources, say), so that one recorded in any
   * answer is compared with the same kind of object wherever the emulator sends it.
   */
  resources?(body: unknown): Located[];
  /** Paths of objects keyed by data (an ISRC, an id) rather than by member names. */
  maps?: string[];
  /** Answers cut down on request (a field filter): required members may be left out. */
  partial?(exchange: Exchange): boolean;
  /** Problems that are no problem for this exchange (a member of a part the request did not ask for). */
  excuses?(exchange: Exchange, problem: Problem): boolean;
  /** Rules the spec states in words rather than in its schema. */
  requestRules?(exchange: Exchange, operation: SpecOperation): Problem[];
  waivers: Waiver[];
}

export interface CheckedExchange {
  exchange: Exchange;
  operation: string | null;
  problems: Problem[];
  /** How many recorded answers or recorded objects this answer was compared with. */
  compared: number;
  /** The kinds of recorded object compared with objects of this answer. */
  kinds: string[];
}

/** `*` stands for one member's name (or part of it), `**` for any depth. */
const glob = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('**')
      .map((deep) =>
        deep
          .split('*')
          .map((part) => part.replace(/[.+?^$()|[\]\\{}]/g, '\\$&'))
          .join('[^.]*'),
      )
      .join('.*')}$`,
  );
const waived = (waivers: Waiver[], operation: string | null, problem: Problem) =>
  waivers.some(
    (w) =>
      (w.operation === '*' || w.operation === operation) && w.kind === problem.kind && glob(w.path).test(problem.path),
  );

function integerOutOfRange(param: SpecParameter, raw: string): string | null {
  const type = param.schema.type;
  if (type !== 'integer' && type !== 'number') return null;
  const value = Number(raw);
  if (raw.trim() === '' || Number.isNaN(value) || (type === 'integer' && !Number.isInteger(value)))
    return `${param.name}=${raw} is not ${type === 'integer' ? 'an integer' : 'a number'}`;
  const { minimum, maximum } = param.schema as { minimum?: number; maximum?: number };
  if (minimum !== undefined && value < minimum) return `${param.name}=${raw} is below ${minimum}`;
  if (maximum !== undefined && value > maximum) return `${param.name}=${raw} is above ${maximum}`;
  return null;
}

function enumerationMiss(param: SpecParameter, raw: string): string | null {
  const schema = param.schema as { enum?: unknown[]; type?: string; items?: { enum?: unknown[] } };
  const allowed = schema.enum ?? (schema.type === 'array' ? schema.items?.enum : undefined);
  if (!allowed) return null;
  // Lists go comma-separated, as every service here reads them.
  const values = schema.type === 'array' ? raw.split(',') : [raw];
  const bad = values.filter((v) => !allowed.map(String).includes(v));
  return bad.length ? `${param.name}=${bad.join(',')} is not one of ${allowed.join(', ')}` : null;
}

/**
 * Where the spec and a recording disagree, the recording wins: a member the spec does not know
 * that a recording has, a required member a recording leaves out, a null the spec does not allow
 * that a recording sends. `path` is the problem's place relative to the recorded value.
 */
function settledByRecording(shapes: Shape[], path: string, problem: Problem): boolean {
  if (problem.nullValue) return shapes.some((s) => s.get(path)?.has('null'));
  if (problem.kind === 'unknownMember') return shapes.some((s) => s.has(path));
  if (problem.kind === 'missingMember') {
    const parent = parentOf(path);
    return shapes.some((s) => (s.objects.get(parent) ?? 0) > (s.occurrences.get(path) ?? 0));
  }
  return false;
}

/** Holds each exchange to the spec (request and answer) and to the recorded answers of its operation. */
export class ConformanceChecker {
  private readonly checker: SchemaChecker | null;
  private readonly recorded = new Map<string, Shape[]>();
  /** Recorded error answers, of any operation: the operation id `error`, or a failing status. */
  private readonly recordedErrors: Shape[] = [];
  /** Recorded objects by kind, from every recorded answer. */
  private readonly recordedResources = new Map<string, Shape[]>();

  constructor(private readonly reference: ServiceReference) {
    this.checker = reference.spec ? new SchemaChecker(reference.spec) : null;
    for (const recording of reference.recordings) {
      if (recording.status >= 300 || recording.operation === 'error') {
        this.recordedErrors.push(shapeOf(recording.body, reference.maps));
        continue;
      }
      const shapes = this.recorded.get(recording.operation) ?? [];
      shapes.push(shapeOf(recording.body, reference.maps));
      this.recorded.set(recording.operation, shapes);
      for (const { kind, value } of reference.resources?.(recording.body) ?? []) {
        const kinds = this.recordedResources.get(kind) ?? [];
        kinds.push(shapeOf(value, this.reference.maps));
        this.recordedResources.set(kind, kinds);
      }
    }
  }

  isError(exchange: Exchange): boolean {
    return exchange.status >= 400 || (this.reference.isError?.(exchange) ?? false);
  }

  /** The kinds of object found in the recorded answers. */
  recordedKinds(): string[] {
    return [...this.recordedResources.keys()];
  }

  /** The operations that have recorded answers. */
  recordedOperations(): string[] {
    return [...this.recorded.keys()];
  }

  check(exchange: Exchange): CheckedExchange {
    const { spec } = this.reference;
    const operation = spec?.find(exchange.method, exchange.path) ?? null;
    const offSpec = operation
      ? null
      : this.reference.offSpec.find((o) => o.method === exchange.method && o.path.test(exchange.path));
    const id = operation?.id ?? offSpec?.id ?? null;
    const problems: Problem[] = [];
    if (!operation && !offSpec) {
      problems.push({
        kind: 'unknownOperation',
        path: `${exchange.method} ${exchange.path}`,
        message: `${exchange.method} ${exchange.path} is not an operation of the ${this.reference.service} spec`,
      });
      return { exchange, operation: null, problems, compared: 0, kinds: [] };
    }
    if (operation) problems.push(...this.request(exchange, operation), ...this.answer(exchange, operation));
    const failed = this.isError(exchange);
    const recordings = (failed ? this.recordedErrors : id ? this.recorded.get(id) : undefined) ?? [];
    const located = failed || exchange.responseBody === undefined ? [] : this.located(exchange.responseBody);
    let compared = 0;
    for (const { kind, value, at, shapes } of located) {
      compared += 1;
      problems.push(
        ...compareShapes(shapeOf(value, this.reference.maps), shapes, { closed: !spec }).map((p) => ({
          ...p,
          path: `${at}.${p.path}`,
          message: `${kind} at ${at}: ${p.message}`,
        })),
      );
    }
    if (recordings.length && exchange.responseBody !== undefined && (failed || exchange.status < 300)) {
      compared += recordings.length;
      // With a spec, members it names are fine even when no recording shows them (recordings
      // are older); without one, the recordings are all we know.
      const partial = this.reference.partial?.(exchange) ?? false;
      problems.push(
        ...compareShapes(shapeOf(exchange.responseBody, this.reference.maps), recordings, { closed: !spec }).filter(
          // A filtered answer leaves out what was not asked for.
          (p) => !(partial && p.kind === 'missingMember'),
        ),
      );
    }
    const settled = (p: Problem) =>
      settledByRecording(recordings, p.path, p) ||
      located.some(
        ({ at, shapes }) => p.path.startsWith(`${at}.`) && settledByRecording(shapes, p.path.slice(at.length + 1), p),
      );
    return {
      exchange,
      operation: id,
      compared,
      kinds: [...new Set(located.map((found) => found.kind))],
      problems: problems.filter(
        (p) => !settled(p) && !waived(this.reference.waivers, id, p) && !this.reference.excuses?.(exchange, p),
      ),
    };
  }

  /** The typed objects of an answer that have recorded counterparts, with those recordings. */
  private located(body: unknown): (Located & { shapes: Shape[] })[] {
    return (this.reference.resources?.(body) ?? []).flatMap((found) => {
      const shapes = this.recordedResources.get(found.kind);
      return shapes ? [{ ...found, shapes }] : [];
    });
  }

  private request(exchange: Exchange, operation: SpecOperation): Problem[] {
    const problems: Problem[] = [];
    if (operation.deprecated)
      problems.push({
        kind: 'deprecated',
        path: operation.id,
        message: `${operation.method} ${operation.path} is deprecated in the spec`,
      });
    const query = operation.parameters.filter((p) => p.in === 'query');
    const sent = new Set(exchange.query.keys());
    for (const name of sent) {
      // `ids[songs]` is the parameter `ids` named with its kind, as JSON:API-style APIs write it.
      const param = query.find((p) => p.name === name) ?? query.find((p) => name.startsWith(`${p.name}[`));
      if (!param) {
        problems.push({
          kind: 'unknownParameter',
          path: name,
          message: `${name} is not a parameter of ${operation.id}`,
        });
        continue;
      }
      for (const raw of exchange.query.getAll(name)) {
        const wrong = integerOutOfRange(param, raw) ?? enumerationMiss(param, raw);
        if (wrong) problems.push({ kind: 'parameterValue', path: name, message: wrong });
      }
    }
    for (const param of query)
      if (param.required && ![...sent].some((name) => name === param.name || name.startsWith(`${param.name}[`)))
        problems.push({
          kind: 'missingParameter',
          path: param.name,
          message: `${param.name} is required by ${operation.id}`,
        });
    const body = exchange.requestBody;
    if (operation.requestBody === null && body !== undefined && exchange.method !== 'GET')
      problems.push({ kind: 'body', path: '', message: `${operation.id} takes no body` });
    if (operation.requestBody && body === undefined && operation.requestBody.required)
      problems.push({ kind: 'body', path: '', message: `${operation.id} needs a body` });
    if (operation.requestBody && body !== undefined && this.checker)
      problems.push(
        ...this.checker.check(body, operation.requestBody.schema).map((p) => ({ ...p, path: `request:${p.path}` })),
      );
    problems.push(...(this.reference.requestRules?.(exchange, operation) ?? []));
    return problems;
  }

  private answer(exchange: Exchange, operation: SpecOperation): Problem[] {
    const status = String(exchange.status);
    const declared = [status, `${status[0]}XX`, 'default'].find((s) => operation.responses.has(s));
    let schema: Schema | null | undefined = declared ? operation.responses.get(declared) : undefined;
    if (declared === undefined) {
      if (exchange.status < 400)
        return [{ kind: 'status', path: status, message: `${operation.id} does not answer ${status} in the spec` }];
      schema = this.reference.errorSchema;
    }
    if (!schema || exchange.responseBody === undefined || !this.checker) return [];
    return this.checker.check(exchange.responseBody, schema, { partial: this.reference.partial?.(exchange) ?? false });
  }
}

/** Every problem of a tour, one line each, for an assertion message. */
export function describe(checked: CheckedExchange[]): string[] {
  const lines = new Set<string>();
  for (const { exchange, operation, problems } of checked)
    for (const p of problems)
      lines.add(
        `[${exchange.label}] ${exchange.method} ${exchange.path} → ${exchange.status} (${operation}): ${p.kind} ${p.message}`,
      );
  return [...lines];
}
