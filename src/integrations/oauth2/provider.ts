import type { UpstreamError } from '../errors.js';
import type { UpstreamResponse } from '../http/serviceClient.js';
import type { ServiceId } from '../knownServices.js';

/**
 * One service's OAuth 2 sign-in, as data (RFC 6749, with RFC 7636 PKCE): where the browser signs
 * in, where codes and refresh tokens are traded, how the app proves itself there and what the
 * sign-in asks for. The flow in this folder reads it; a service writes code only where its sign-in
 * is not this (a script on our page, a signed token call, a GET for the code exchange).
 *
 * What the token endpoint answers is RFC 6749 §5.1 for every service so far (`access_token`,
 * `expires_in` in seconds, `refresh_token`, `scope`): an answer without an access token is refused,
 * and a refresh answered without a refresh token keeps the one it was given, whether the service
 * hands out a new one at every refresh (single-use tokens) or keeps the first one for good.
 */
export interface OAuthProvider {
  service: ServiceId;
  /** The page the browser is sent to for the listener to sign in and consent. */
  authorizationUrl: string;
  /** The token endpoint, as a whole URL. */
  tokenUrl: string;
  clientId: string;
  /** Empty for a public client. */
  clientSecret: string;
  /**
   * How the app proves itself at the token endpoint (RFC 6749 §2.3.1): `basic`, its id and secret
   * in an HTTP Basic header; `body`, `client_id` and `client_secret` among the form's fields. A
   * client without a secret (a public client) names itself by `client_id` in the form either way.
   */
  clientAuthentication: 'basic' | 'body';
  /** The user's grants (code, refresh) also name `client_id` in the form beside the Basic header. */
  clientIdInUserGrants?: boolean;
  /** The authorization link carries a PKCE S256 challenge, and the code exchange its verifier. */
  pkce: boolean;
  /** What the sign-in asks for; with none, the link has no `scope` at all. */
  scopes: readonly string[];
  /** How the scopes are joined; RFC 6749 §3.3 says a space. */
  scopeSeparator?: string;
  /** Further parameters of the authorization link, after the scope. */
  authorizationParams?: Readonly<Record<string, string>>;
  /** Reads a token endpoint failure its status alone does not tell (a rate limit's wait in the body). */
  interpret?: (response: UpstreamResponse<unknown>) => UpstreamError | 'tokenRefused' | null;
}

/** `path` under a configured base URL, whatever slashes the base ends with. */
export const under = (base: string, path: string): string => `${base.replace(/\/+$/, '')}/${path}`;
