import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

/** Apple's MusicKit JS v3, from Apple's CDN (Apple's terms do not allow hosting a copy). */
export const MUSICKIT_JS_URL = 'https://js-cdn.music.apple.com/musickit/v3/musickit.js';

export interface AppleMusicConfig {
  apiUrl: string;
  /** MusicKit JS, which our sign-in page loads to obtain the listener's Music-User-Token. */
  musicKitJsUrl: string;
  teamId: string;
  keyId: string;
  /** PEM (PKCS#8) of the MusicKit key that signs developer tokens. */
  privateKey: string;
  /** Storefront of catalogue calls made without a listener. */
  storefront: string;
  requestsPerSecond: number;
}

export const APPLE_MUSIC_VARIABLES = {
  APPLE_MUSIC_API_URL: {
    default: 'https://api.music.apple.com',
    about: 'Apple Music API.',
    schema: Joi.string().uri(),
    host: true,
  },
  APPLE_MUSIC_MUSICKIT_JS_URL: {
    default: MUSICKIT_JS_URL,
    about:
      'MusicKit JS, which our Apple Music sign-in page loads (its origin is the one script origin that page’s Content-Security-Policy adds). Leave it at Apple’s CDN in production.',
    schema: Joi.string().uri({ scheme: ['https', 'http'] }),
    host: true,
  },
  APPLE_MUSIC_TEAM_ID: {
    default: '',
    about: 'Apple developer team id (the `iss` of developer tokens).',
    schema: Joi.string().allow(''),
  },
  APPLE_MUSIC_KEY_ID: { default: '', about: 'MusicKit key id (the `kid`).', schema: Joi.string().allow('') },
  APPLE_MUSIC_PRIVATE_KEY: {
    default: '',
    about:
      'PEM of the MusicKit private key that signs developer tokens (ES256; `\\n` allowed for line breaks). Without the team id, key id and key, Apple Music calls and sign-ins answer unavailable.',
    schema: Joi.string().allow(''),
  },
  APPLE_MUSIC_STOREFRONT: {
    default: 'us',
    about: 'Storefront of catalogue calls made without a listener.',
    schema: Joi.string().lowercase().length(2),
  },
  APPLE_MUSIC_REQUESTS_PER_SECOND: {
    default: 20,
    about: 'Calls per second to Apple Music from all processes together.',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function appleMusicConfigFromEnv(env: NodeJS.ProcessEnv): AppleMusicConfig {
  const value = readVariables('Apple Music', APPLE_MUSIC_VARIABLES, env);
  return {
    apiUrl: value.APPLE_MUSIC_API_URL,
    musicKitJsUrl: value.APPLE_MUSIC_MUSICKIT_JS_URL,
    teamId: value.APPLE_MUSIC_TEAM_ID,
    keyId: value.APPLE_MUSIC_KEY_ID,
    // Keys set in one-line environments carry "\n" for their line breaks.
    privateKey: String(value.APPLE_MUSIC_PRIVATE_KEY).replace(/\\n/g, '\n'),
    storefront: value.APPLE_MUSIC_STOREFRONT,
    requestsPerSecond: value.APPLE_MUSIC_REQUESTS_PER_SECOND,
  };
}
