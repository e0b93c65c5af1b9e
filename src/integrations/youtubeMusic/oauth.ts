import { under, type OAuthProvider } from '../oauth2/index.js';
import type { YoutubeMusicConfig } from './config.js';

/** Google's OAuth 2.0: the client's id and secret in the form, PKCE, one YouTube scope. */
export const youtubeMusicOAuth = (config: YoutubeMusicConfig): OAuthProvider => ({
  service: 'youtubeMusic',
  authorizationUrl: under(config.authUrl, 'o/oauth2/v2/auth'),
  tokenUrl: config.tokenUrl,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  clientAuthentication: 'body',
  pkce: true,
  scopes: ['https://www.googleapis.com/auth/youtube'],
  // Offline access and consent: Google gives a refresh token only then, and keeps it (a refresh
  // answers with a new access token alone).
  authorizationParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
});
