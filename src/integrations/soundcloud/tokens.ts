import { UpstreamError } from '../errors.js';
import type { ServiceTokens } from '../types.js';

// The answer of SoundCloud's token endpoint (the spec's ExpiringToken) as the tokens we keep.

export interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  token_type?: string;
}

/** The tokens of a token answer; on a refresh without a new refresh token, the old one stays. */
export function tokensFrom(answer: TokenAnswer, previousRefreshToken: string | null = null): ServiceTokens {
  if (typeof answer?.access_token !== 'string')
    throw new UpstreamError('soundcloud', 'rejected', 'the token endpoint answered without an access token');
  const { refresh_token: refreshToken, ...raw } = answer;
  return {
    accessToken: answer.access_token,
    // Refresh tokens are single-use: the new one must be stored, the old one is spent.
    refreshToken: refreshToken ?? previousRefreshToken,
    expiresAt: answer.expires_in ? Date.now() + answer.expires_in * 1000 : null,
    scope: answer.scope ?? null,
    raw: raw as Record<string, unknown>,
  };
}
