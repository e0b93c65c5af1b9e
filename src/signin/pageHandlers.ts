import type { Request, RequestHandler, Response } from 'express';
import type Joi from 'joi';
import { ApiError } from '../http/errors.js';
import { requestIdOf } from '../http/requestId.js';
import { validBody, validQuery, type QueryCodes } from '../http/validate.js';
import { log } from '../log.js';

// The hosted sign-in answers a person, never with the API's JSON: a query or a form its schema
// refuses, and a failure nobody expected, still end on a page with a way forward.

export type PageRequest = Request<Record<string, string>>;
/** A page's handler; `next` is never needed: a page answers. */
export type Page = (req: PageRequest, res: Response) => Promise<void> | void;
/**
 * The page for an input its schema refused: `problem` is what the schema said and `code` the
 * refusal's stable code (as the API would answer it), both for the partner's developers.
 */
export type Refused = (req: PageRequest, res: Response, problem: string, code: string) => Promise<void> | void;

export interface PageHandlers {
  /** A page; its unexpected failure is logged as the app's error handler would, and answered by the failure page. */
  page(handler: Page): RequestHandler<Record<string, string>>;
  /** `validQuery` for a page: the handler reads the query with `queryOf`; a refused one answers `refused`. */
  query<T>(
    schema: Joi.ObjectSchema<T>,
    refused: Refused,
    codes?: QueryCodes<T>,
  ): RequestHandler<Record<string, string>>;
  /** `validBody` for a form post: the handler reads it with `bodyOf`; a refused one answers `refused`. */
  form(schema: Joi.Schema, refused: Refused): RequestHandler<Record<string, string>>;
}

/** Page handlers whose unexpected failures answer `failed`. */
export function pageHandlers(failed: (res: Response) => void): PageHandlers {
  const safely = async (req: PageRequest, res: Response, run: () => Promise<void> | void) => {
    try {
      await run();
    } catch (err) {
      log.error({ err, method: req.method, path: req.path, requestId: requestIdOf(req) }, 'unhandled error');
      if (!res.headersSent) failed(res);
    }
  };
  // The validators of validate.ts throw on a bad input: the page answers instead of the JSON error.
  const refusedAsPage =
    (check: RequestHandler, refused: Refused): RequestHandler<Record<string, string>> =>
    async (req, res, next) => {
      let refusal: ApiError | null = null;
      try {
        check(req as Request, res, () => undefined);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        refusal = err;
      }
      if (refusal === null) return next();
      const said = refusal;
      await safely(req, res, () => refused(req, res, said.message, said.code));
    };
  return {
    page: (handler) => (req, res) => safely(req, res, () => handler(req, res)),
    query: (schema, refused, codes) => refusedAsPage(validQuery(schema, codes), refused),
    form: (schema, refused) => refusedAsPage(validBody(schema), refused),
  };
}
