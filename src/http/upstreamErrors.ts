import { ApiError } from './errors.js';
import type { UpstreamError } from '../integrations/errors.js';
import { serviceName } from '../integrations/registry.js';

/** How a music service's failure reaches the partner (docs/decisions.md, "Errors"). */
export function upstreamToApiError(err: UpstreamError): ApiError {
  switch (err.kind) {
    case 'reauthRequired':
      return new ApiError(412, 'IntegrationUserNotAuthenticated', 'The connected user must sign in again.');
    case 'rateLimited': {
      const seconds = Math.max(1, Math.ceil(err.details.retryAfterSeconds ?? 1));
      return new ApiError(
        429,
        'musicServiceRateLimited',
        'The music service asks to slow down; retry after the given seconds.',
        undefined,
        {
          'Retry-After': String(seconds),
        },
      );
    }
    case 'unavailable':
      return new ApiError(503, 'musicServiceUnavailable', 'The music service could not be reached; try again later.');
    case 'notFound':
      return new ApiError(404, 'itemNotFound', 'The music service has no such item for this user.');
    case 'unsupported': {
      // Named, so that a partner reading the error knows which service lacks what (the code is stable).
      const operation = err.details.operation ?? 'this operation';
      return new ApiError(400, 'operationNotSupported', `${serviceName(err.service)} cannot do this: ${operation}.`, [
        { integrationType: err.service, operation },
      ]);
    }
    case 'forbidden':
      return new ApiError(403, 'musicServiceForbidden', 'The music service does not allow this user to do this.');
    case 'rejected':
      return new ApiError(400, 'musicServiceRejected', 'The music service refused the request.');
    case 'invalidCursor':
      return new ApiError(400, 'invalidNextParam', 'nextParam is not a value this service returned for this list.');
  }
}
