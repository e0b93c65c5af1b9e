// OAuth 2 sign-in written once: a service states its provider record and gets from here the
// adapter's sign-in methods and its app's own token.
import type { AuthorizeRequest, ServiceTokens } from '../types.js';
import { authorizationLink } from './authorization.js';
import { appToken, type AppToken } from './appToken.js';
import { tokenGrants, type GrantDeps } from './grants.js';
import type { OAuthProvider } from './provider.js';

export type { OAuthProvider } from './provider.js';
export type { AppToken } from './appToken.js';
export { under } from './provider.js';

/** The sign-in methods of an adapter whose listeners sign in with OAuth 2. */
export interface OAuthSignInMethods {
  authorizeUrl(request: AuthorizeRequest): string;
  exchangeCode(code: string, redirectUri: string, codeVerifier?: string): Promise<ServiceTokens>;
  refreshTokens(refreshToken: string): Promise<ServiceTokens>;
}

export interface OAuth2 {
  /** Spread into the adapter: its `authorizeUrl`, `exchangeCode` and `refreshTokens`. */
  signIn: OAuthSignInMethods;
  /** The app's own token (client credentials), for the calls a context makes for no listener. */
  appToken: AppToken;
}

/** Everything one adapter's OAuth 2 sign-in needs, read from the provider's record. */
export function oauth2(provider: OAuthProvider, deps: GrantDeps = {}): OAuth2 {
  const grants = tokenGrants(provider, deps);
  return {
    signIn: {
      authorizeUrl: (request) => authorizationLink(provider, request),
      exchangeCode: grants.exchangeCode,
      refreshTokens: grants.refreshTokens,
    },
    appToken: appToken(grants.clientCredentials),
  };
}
