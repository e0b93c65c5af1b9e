import { under, type OAuthProvider } from '../oauth2/index.js';
import type { SoundCloudConfig } from './config.js';
import { interpretSoundCloud } from './errors.js';

/**
 * SoundCloud's auth host: OAuth 2.1, so PKCE is required, and each refresh token works once (the
 * answer carries the next). The sign-in asks for no scope: SoundCloud grants an app the whole account.
 */
export const soundCloudOAuth = (config: SoundCloudConfig): OAuthProvider => ({
  service: 'soundcloud',
  authorizationUrl: under(config.authUrl, 'authorize'),
  tokenUrl: under(config.authUrl, 'oauth/token'),
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  clientAuthentication: 'basic',
  pkce: true,
  scopes: [],
  // Its token endpoint says when a rate limit ends in the body, as its API does.
  interpret: interpretSoundCloud,
});
