import { under, type OAuthProvider } from '../oauth2/index.js';
import type { BeatportConfig } from './config.js';

/**
 * Beatport's OAuth server under the API (`auth/o/`, django-oauth-toolkit): the client in the form,
 * its secret only where it has one, and no PKCE. The sign-in takes no scope: a client is granted
 * its own (`user:dj` and the like).
 */
export const beatportOAuth = (config: BeatportConfig): OAuthProvider => ({
  service: 'beatport',
  authorizationUrl: under(config.apiUrl, 'auth/o/authorize/'),
  tokenUrl: under(config.apiUrl, 'auth/o/token/'),
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  clientAuthentication: 'body',
  pkce: false,
  scopes: [],
});
