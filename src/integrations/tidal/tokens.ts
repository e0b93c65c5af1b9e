import { UpstreamError } from '../errors.js';
import type { ServiceTokens } from '../types.js';

// The answer of TIDAL's token endpoint as the tokens we keep.

export interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  token_type?: string;
}

export function tokensFrom(answer: TokenAnswer, previousRefreshToken: string | null = null): ServiceTokens {
  if (typeof answer?.access_token !== 'string')
    throw new UpstreamError('tidal', 'rejected', 'the token endpoint answered without an access token');
  const { refresh_token: refreshToken, ...raw } = answer;
  return {
    accessToken: answer.access_token,
    // TIDAL keeps the refresh token on a refresh; a new one replaces it when given.
    refreshToken: refreshToken ?? previousRefreshToken,
    expiresAt: answer.expires_in ? Date.now() + answer.expires_in * 1000 : null,
    scope: answer.scope ?? null,
    raw: raw as Record<string, unknown>,
  };
}
