import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type Joi from 'joi';
import { badRequest } from './errors.js';

/** What a check validates, kept on it so that the route table can say which schema checks which route. */
export const VALIDATES = Symbol('validates');
export interface Validates {
  in: 'body' | 'query';
  schema: Joi.Schema;
  /** The query's code of each parameter that has one. */
  codes?: Record<string, string | undefined>;
}

/** The value each schema accepted, per request: only what a schema checked is handed out typed. */
const validated = new WeakMap<object, Map<Joi.Schema, unknown>>();

/** Validates the JSON body with joi; the handler sees the converted value, a bad body answers 400 `invalidBody`. */
export function validBody(schema: Joi.Schema): RequestHandler {
  const check: RequestHandler = (req, _res, next) => {
    const { value, error } = schema.validate(req.body ?? undefined, { abortEarly: false, stripUnknown: false });
    if (error) {
      throw badRequest(
        'invalidBody',
        error.details.map((d) => d.message).join('; '),
        error.details.map((d) => ({ path: d.path.join('.'), message: d.message })),
      );
    }
    req.body = value;
    const seen = validated.get(req) ?? new Map<Joi.Schema, unknown>();
    validated.set(req, seen.set(schema, value));
    next();
  };
  return Object.assign(check, { [VALIDATES]: { in: 'body', schema } satisfies Validates });
}

/** The stable code of each parameter that has one; a bad parameter without one answers `invalidQuery`. */
export type QueryCodes<T> = Partial<Record<keyof T & string, string>>;

/**
 * A check that runs before a route's handler on any route: generic in the path's parameters, so
 * that the handler after it still sees them typed as its path names them.
 */
export type RouteCheck = <P>(req: Request<P>, res: Response, next: NextFunction) => void;

/**
 * Validates the query string with joi (a page's or a list's parameters); the handler reads the
 * converted value with `queryOf`. A bad query answers 400 with the code `codes` gives the first
 * parameter at fault (the lists' `invalidLimit`, `invalidCursor`..., which partners already
 * handle), else `invalidQuery`: as JSON to an API client, as a page with words to a person.
 */
export function validQuery<T>(schema: Joi.ObjectSchema<T>, codes: QueryCodes<T> = {}): RouteCheck {
  const codeOf = codes as Record<string, string | undefined>;
  const results = new QueryResults<T>(schema);
  const check: RouteCheck = (req, _res, next) => {
    const { value, error } = results.of(req);
    if (error) {
      throw badRequest(
        codeOf[String(error.details[0].path[0] ?? '')] ?? 'invalidQuery',
        error.details.map((d) => d.message).join('; '),
        error.details.map((d) => ({ path: d.path.join('.'), message: d.message })),
      );
    }
    const seen = validated.get(req) ?? new Map<Joi.Schema, unknown>();
    validated.set(req, seen.set(schema, value));
    next();
  };
  return Object.assign(check, { [VALIDATES]: { in: 'query', schema, codes: codeOf } satisfies Validates });
}

/**
 * What one schema made of the query strings it saw last. A page or a list is read again and again
 * with the same few queries (`?limitParam=50`), and a joi validation with options costs a library
 * read a tenth of its CPU (B1, `npm run bench:library`); the query string alone decides the result,
 * so a result is kept by it, frozen (every request with that query shares it). The oldest goes
 * first, so queries made up by the thousand cost a validation each and no memory.
 */
class QueryResults<T> {
  private static readonly KEPT = 64;
  private readonly kept = new Map<string, Joi.ValidationResult<T>>();

  constructor(private readonly schema: Joi.ObjectSchema<T>) {}

  of(req: { url: string; query: unknown }): Joi.ValidationResult<T> {
    const at = req.url.indexOf('?');
    const query = at < 0 ? '' : req.url.slice(at + 1);
    const known = this.kept.get(query);
    if (known) return known;
    const result = frozen(this.schema.validate(query ? req.query : {}, { abortEarly: false, stripUnknown: false }));
    if (this.kept.size >= QueryResults.KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(query, result);
    return result;
  }
}

/** The result with its value frozen all the way down: a handler that changed a shared value would change every request's. */
function frozen<T>(result: Joi.ValidationResult<T>): Joi.ValidationResult<T> {
  const freeze = (value: unknown) => {
    if (!value || typeof value !== 'object' || Object.isFrozen(value)) return;
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  };
  freeze(result.value);
  return result;
}

/**
 * The query as `schema` converted it, typed as the schema's type; `validQuery` with the same
 * schema must have run before this handler. This module is the only reader of `req.query`.
 */
export function queryOf<T>(req: Request, schema: Joi.ObjectSchema<T>): T {
  const seen = validated.get(req);
  if (!seen?.has(schema))
    throw new Error(`${req.method} ${req.originalUrl}: the query was not validated by this schema`);
  return seen.get(schema) as T;
}

/**
 * The body as `schema` converted it, typed as the schema's type. The schema must be the one
 * `validBody` ran before this handler: reading a body no schema checked is a mistake in the route,
 * so it fails loudly instead of handing an unchecked value on.
 */
export function bodyOf<T>(req: Request, schema: Joi.ObjectSchema<T>): T {
  const seen = validated.get(req);
  if (!seen?.has(schema))
    throw new Error(`${req.method} ${req.originalUrl}: the body was not validated by this schema`);
  return seen.get(schema) as T;
}
