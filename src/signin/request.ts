import Joi from 'joi';

/**
 * The query of the hosted sign-in (A1, A2). The interface names three parameters and leaves two
 * to us: `forwardErrors` (true: a failed or refused sign-in goes back to `returnUrl` with `error`
 * instead of showing our error page) and `partnerUserId` (the partner's own id of the user, kept
 * on the sign-in and given back in its reads).
 */
export interface SignInRequest {
  returnUrl: string | null;
  requestOneTimeToken: boolean;
  uniqueId: string | null;
  forwardErrors: boolean;
  partnerUserId: string | null;
  /** Only our own pages set it (never read from a query string): where to continue after the callback. */
  continuePath?: string | null;
  /** Set by the route from the browser's nonce cookie (never from the query): the callback must come from it. */
  browserNonceDigest?: string | null;
}

/** The sign-in query as its schema converts it. */
export interface SignInQuery {
  returnUrl?: string;
  requestOneTimeToken: boolean;
  uniqueId?: string;
  forwardErrors: boolean;
  partnerUserId?: string;
}

/**
 * The query of an A1 or A2 link. What it refuses is for the partner's developers (it names
 * parameters) and goes to the log; the person is told the link does not work. A parameter given
 * twice is refused too: which of the two the partner meant is anyone's guess.
 */
export const SIGN_IN_QUERY = Joi.object<SignInQuery>({
  returnUrl: Joi.string().max(2000),
  requestOneTimeToken: Joi.boolean().truthy('1').falsy('0').default(false),
  uniqueId: Joi.string().guid({ version: 'uuidv4' }),
  forwardErrors: Joi.boolean().truthy('1').falsy('0').default(false),
  partnerUserId: Joi.string().max(200),
}).unknown(true);

/** The sign-in request a valid query asks for. */
export function signInRequestOf(query: SignInQuery): SignInRequest {
  return {
    returnUrl: query.returnUrl ?? null,
    requestOneTimeToken: query.requestOneTimeToken,
    uniqueId: query.uniqueId?.toLowerCase() ?? null,
    forwardErrors: query.forwardErrors,
    partnerUserId: query.partnerUserId ?? null,
  };
}

/** The same request as a query string, to carry it from the picker to the direct route. */
export function signInQueryString(request: SignInRequest): string {
  const params = new URLSearchParams();
  if (request.returnUrl) params.set('returnUrl', request.returnUrl);
  if (request.requestOneTimeToken) params.set('requestOneTimeToken', 'true');
  if (request.uniqueId) params.set('uniqueId', request.uniqueId);
  if (request.forwardErrors) params.set('forwardErrors', 'true');
  if (request.partnerUserId) params.set('partnerUserId', request.partnerUserId);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The Return URL a sign-in query names, even when the rest of the query is broken: a person who
 * followed a damaged link can still be offered the way back, once the account admits it. Never
 * refuses: what is not a usable address is none.
 */
export const RETURN_URL_QUERY = Joi.object<{ returnUrl: string | null }>({
  returnUrl: Joi.any()
    .custom((raw: unknown) => {
      const first: unknown = Array.isArray(raw) ? raw[0] : raw;
      return typeof first === 'string' && first !== '' && first.length <= 2000 ? first : null;
    })
    .default(null),
}).unknown(true);
