import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { ServiceClient } from '../http/serviceClient.js';
import { checkedTokensFrom, grantFailure, type TokenAnswer } from '../oauthTokens.js';
import type { ServiceTokens } from '../types.js';
import type { OAuthProvider } from './provider.js';

/** The grants of a provider's token endpoint, as the adapters and their app tokens ask for them. */
export interface TokenGrants {
  /** Trades the code the callback brought (RFC 6749 §4.1.3); a refusal means signing in again. */
  exchangeCode(code: string, redirectUri: string, codeVerifier?: string): Promise<ServiceTokens>;
  /** Renews a listener's tokens (§6); a refusal means signing in again. */
  refreshTokens(refreshToken: string): Promise<ServiceTokens>;
  /** A token of the app's own, for calls made for no listener (§4.4); a refusal stays as it is. */
  clientCredentials(): Promise<ServiceTokens>;
}

export interface GrantDeps {
  budget?: RequestBudget;
  metrics?: UpstreamMetrics;
}

/** The provider's token endpoint, called through the service's budget and call counts like its API. */
export function tokenGrants(provider: OAuthProvider, deps: GrantDeps = {}): TokenGrants {
  const endpoint = new ServiceClient({
    service: provider.service,
    // The token URL is sent whole: a base URL with it as a prefix would add a slash it does not serve.
    baseUrl: URL.canParse(provider.tokenUrl) ? new URL(provider.tokenUrl).origin : provider.tokenUrl,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const { clientId, clientSecret } = provider;
  const basic = provider.clientAuthentication === 'basic' && clientSecret !== '';
  const headers = basic
    ? { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` }
    : undefined;
  const client = (userGrant: boolean): Record<string, string> => {
    if (!basic) return { client_id: clientId, ...(clientSecret ? { client_secret: clientSecret } : {}) };
    return userGrant && provider.clientIdInUserGrants ? { client_id: clientId } : {};
  };

  async function grant(operation: string, fields: Record<string, string>, userGrant: boolean) {
    const res = await endpoint.call<Partial<TokenAnswer>>({
      operation,
      method: 'POST',
      path: provider.tokenUrl,
      form: { ...fields, ...client(userGrant) },
      headers,
      // A code or a single-use refresh token sent twice is spent by the first: never retried once sent.
      idempotent: false,
      interpret: provider.interpret,
    });
    return res.body;
  }

  async function userGrant(operation: string, fields: Record<string, string>, refreshToken: string | null) {
    let answer: Partial<TokenAnswer>;
    try {
      answer = await grant(operation, fields, true);
    } catch (err) {
      throw grantFailure(provider.service, operation, err);
    }
    return checkedTokensFrom(provider.service, answer, refreshToken);
  }

  return {
    exchangeCode: (code, redirectUri, codeVerifier) =>
      userGrant(
        'exchangeCode',
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          ...(provider.pkce && codeVerifier ? { code_verifier: codeVerifier } : {}),
        },
        null,
      ),
    refreshTokens: (refreshToken) =>
      userGrant('refreshTokens', { grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken),
    clientCredentials: async () =>
      checkedTokensFrom(
        provider.service,
        await grant('clientCredentials', { grant_type: 'client_credentials' }, false),
      ),
  };
}
