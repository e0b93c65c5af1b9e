import Joi from 'joi';

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

/** The environment variables of the Apple Music adapter, for the README's configuration table. */
export const APPLE_MUSIC_VARIABLES = [
  ['APPLE_MUSIC_API_URL', 'https://api.music.apple.com', 'Apple Music API.'],
  ['APPLE_MUSIC_MUSICKIT_JS_URL', MUSICKIT_JS_URL, 'MusicKit JS, loaded by our Apple Music sign-in page.'],
  ['APPLE_MUSIC_TEAM_ID', 'none', 'Apple developer team id (the `iss` of developer tokens).'],
  ['APPLE_MUSIC_KEY_ID', 'none', 'MusicKit key id (the `kid`).'],
  ['APPLE_MUSIC_PRIVATE_KEY', 'none', 'PEM of the MusicKit private key (ES256).'],
  ['APPLE_MUSIC_STOREFRONT', 'us', 'Storefront of catalogue calls made without a listener.'],
  ['APPLE_MUSIC_REQUESTS_PER_SECOND', '20', 'Calls per second to Apple Music from all processes together.'],
] as const;

const schema = Joi.object({
  APPLE_MUSIC_API_URL: Joi.string().uri().default('https://api.music.apple.com'),
  APPLE_MUSIC_MUSICKIT_JS_URL: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .default(MUSICKIT_JS_URL),
  APPLE_MUSIC_TEAM_ID: Joi.string().allow('').default(''),
  APPLE_MUSIC_KEY_ID: Joi.string().allow('').default(''),
  APPLE_MUSIC_PRIVATE_KEY: Joi.string().allow('').default(''),
  APPLE_MUSIC_STOREFRONT: Joi.string().lowercase().length(2).default('us'),
  APPLE_MUSIC_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(20),
}).unknown(true);

export function appleMusicConfigFromEnv(env: NodeJS.ProcessEnv): AppleMusicConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid Apple Music configuration: ${error.message}`);
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
