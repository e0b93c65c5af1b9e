import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError, notFound } from './errors.js';
import { log } from '../log.js';
import { requestIdOf } from './requestId.js';
import { withoutSecrets } from './accessLog.js';
import { UpstreamError } from '../integrations/errors.js';
import { upstreamToApiError } from './upstreamErrors.js';
import { dependencyUnavailable } from './dependencyErrors.js';

/** Unknown routes answer the same JSON error body as everything else. */
export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(notFound('routeNotFound', `No route ${req.method} ${req.path}.`));
};

/** Turns every error into `{code, message, details?, requestId}` with its status; an unexpected one is a logged 500. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const apiError = toApiError(err);
  if (apiError.status >= 500 && !(err instanceof ApiError)) {
    const line = { err, method: req.method, path: withoutSecrets(req.path), requestId: requestIdOf(req) };
    if (apiError.code === 'dependencyUnavailable') log.warn(line, 'a store we depend on is unavailable');
    else log.error(line, 'unhandled error');
  }
  const requestId = requestIdOf(req);
  res
    .status(apiError.status)
    .set(apiError.headers)
    .json({ ...apiError.toBody(), ...(requestId ? { requestId } : {}) });
};

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof UpstreamError) return upstreamToApiError(err);
  const outage = dependencyUnavailable(err);
  if (outage) return outage;
  const e = err as { type?: string; status?: number; statusCode?: number; expose?: boolean; message?: string };
  // body-parser marks its own failures with `type`; they are the caller's fault.
  switch (e?.type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'malformedJson', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new ApiError(413, 'bodyTooLarge', 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(415, 'unsupportedEncoding', 'The request body encoding is not supported.');
    case 'request.aborted':
      return new ApiError(400, 'requestAborted', 'The request was aborted.');
  }
  const status = e?.status ?? e?.statusCode;
  if (status && status >= 400 && status < 500) {
    return new ApiError(
      status,
      'badRequest',
      e.expose && e.message ? e.message : 'The request could not be understood.',
    );
  }
  return new ApiError(500, 'internalError', 'Something went wrong on our side.');
}
