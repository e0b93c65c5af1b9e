import type { RequestHandler } from 'express';
import type Joi from 'joi';
import { badRequest } from './errors.js';

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
    next();
  };
}
