import { under, type OAuthProvider } from '../oauth2/index.js';
import { SPOTIFY_SCOPES, type SpotifyConfig } from './config.js';

/** Spotify's accounts service: the app's secret in Basic, and PKCE beside it. */
export const spotifyOAuth = (config: SpotifyConfig): OAuthProvider => ({
  service: 'spotify',
  authorizationUrl: under(config.accountsUrl, 'authorize'),
  tokenUrl: under(config.accountsUrl, 'api/token'),
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  clientAuthentication: 'basic',
  pkce: true,
  scopes: SPOTIFY_SCOPES,
});
