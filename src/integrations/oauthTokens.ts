import { UpstreamError, isUpstreamError } from './errors.js';
import type { ServiceId } from './knownServices.js';
import type { ServiceTokens } from './types.js';

// The OAuth 2.0 token endpoint answer (RFC 6749 §5.1) is the same for every service that signs in
// with OAuth; what differs between them is how they are asked, not what they answer.

export interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  token_type?: string;
}

/**
 * The tokens we keep from a token answer. A refresh answered without a refresh token keeps the one
 * it was given (`previousRefreshToken`); one answered with a new refresh token replaces it, which
 * services whose refresh tokens are single-use rely on.
 */
export function tokensFrom(answer: TokenAnswer, previousRefreshToken: string | null = null): ServiceTokens {
  const { refresh_token: refreshToken, ...raw } = answer;
  return {
    accessToken: answer.access_token,
    refreshToken: refreshToken ?? previousRefreshToken,
    expiresAt: answer.expires_in ? Date.now() + answer.expires_in * 1000 : null,
    scope: answer.scope ?? null,
    raw,
  };
}

/** As `tokensFrom`, for services whose token call can succeed without a token: that is refused, not stored. */
export function checkedTokensFrom(
  service: ServiceId,
  answer: Partial<TokenAnswer>,
  previousRefreshToken: string | null = null,
): ServiceTokens {
  if (typeof answer?.access_token !== 'string')
    throw new UpstreamError(service, 'rejected', 'the token endpoint answered without an access token');
  return tokensFrom(answer as TokenAnswer, previousRefreshToken);
}

/**
 * The error to throw for a failed user grant: a refused one (revoked or spent refresh token, used
 * code, wrong PKCE verifier) means the user must sign in again; any other failure stays as it is.
 */
export function grantFailure(service: ServiceId, operation: string, err: unknown): unknown {
  return isUpstreamError(err, 'rejected')
    ? new UpstreamError(service, 'reauthRequired', `${operation} refused`, err.details)
    : err;
}
