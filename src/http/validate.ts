import type { Request, RequestHandler } from 'express';
import type Joi from 'joi';
import { badRequest } from './errors.js';

/** The value each schema accepted, per request: only what a schema checked is handed out typed. */
const validated = new WeakMap<Request, Map<Joi.Schema, unknown>>();

/** Validates the JSON body with joi; the handler sees the converted value, a bad body answers 400 `invalidBody`. */
export function validBody(schema: Joi.Schema): RequestHandler {
  return (req, _res, next) => {
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
}

/**
 * Validates the query string with joi (a page's or a list's parameters); the handler reads the
 * converted value with `queryOf`. A bad query answers 400 `invalidQuery`: as JSON to an API
 * client, as a page with words to a person.
 */
export function validQuery(schema: Joi.Schema): RequestHandler {
  return (req, _res, next) => {
    const { value, error } = schema.validate(req.query, { abortEarly: false, stripUnknown: false });
    if (error) {
      throw badRequest(
        'invalidQuery',
        error.details.map((d) => d.message).join('; '),
        error.details.map((d) => ({ path: d.path.join('.'), message: d.message })),
      );
    }
    const seen = validated.get(req) ?? new Map<Joi.Schema, unknown>();
    validated.set(req, seen.set(schema, value));
    next();
  };
}

/**
 * The query as `schema` converted it, typed as the schema's type; `validQuery` with the same
 * schema must have run before this handler.
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
