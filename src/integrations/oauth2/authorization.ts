import type { AuthorizeRequest } from '../types.js';
import type { OAuthProvider } from './provider.js';

/**
 * The link that sends the browser to the provider's sign-in (RFC 6749 §4.1.1): our client, where
 * to come back, what we ask for, the request's state and, where the provider takes PKCE, the
 * challenge of the verifier the code exchange will send.
 */
export function authorizationLink(
  provider: OAuthProvider,
  { redirectUri, state, codeChallenge }: AuthorizeRequest,
): string {
  const url = new URL(provider.authorizationUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    ...(provider.scopes.length > 0 ? { scope: provider.scopes.join(provider.scopeSeparator ?? ' ') } : {}),
    ...provider.authorizationParams,
    state,
    ...(provider.pkce && codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
  }).toString();
  return url.toString();
}
