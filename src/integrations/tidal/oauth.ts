import { under, type OAuthProvider } from '../oauth2/index.js';
import { TIDAL_SCOPES, type TidalConfig } from './config.js';

/**
 * TIDAL's login and token hosts: OAuth 2.1 with PKCE. The user's grants name `client_id` in the
 * form, as a public client's do; the secret (which calls without a listener need) goes in Basic.
 */
export const tidalOAuth = (config: TidalConfig): OAuthProvider => ({
  service: 'tidal',
  authorizationUrl: under(config.authUrl, 'authorize'),
  tokenUrl: config.tokenUrl,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  clientAuthentication: 'basic',
  clientIdInUserGrants: true,
  pkce: true,
  scopes: TIDAL_SCOPES,
});
