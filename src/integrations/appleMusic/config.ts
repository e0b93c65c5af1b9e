import Joi from 'joi';
import { EMULATOR_CLIENT } from '../../emulators/kit/types.js';

export interface AppleMusicConfig {
  apiUrl: string;
  /** The sign-in bridge: MusicKit authorization plus Sign in with Apple, answering a code for a Music-User-Token. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
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
  ['APPLE_MUSIC_AUTH_URL', 'none', 'The sign-in bridge (MusicKit authorization + Sign in with Apple) that answers `/authorize` and `/token`.'],
  ['APPLE_MUSIC_CLIENT_ID', 'none', 'Our client id at that bridge (the Sign in with Apple services id).'],
  ['APPLE_MUSIC_CLIENT_SECRET', 'none', 'Its secret.'],
  ['APPLE_MUSIC_TEAM_ID', 'none', 'Apple developer team id (the `iss` of developer tokens).'],
  ['APPLE_MUSIC_KEY_ID', 'none', 'MusicKit key id (the `kid`).'],
  ['APPLE_MUSIC_PRIVATE_KEY', 'none', 'PEM of the MusicKit private key (ES256).'],
  ['APPLE_MUSIC_STOREFRONT', 'us', 'Storefront of catalogue calls made without a listener.'],
  ['APPLE_MUSIC_REQUESTS_PER_SECOND', '20', 'Calls per second to Apple Music from all processes together.'],
] as const;

const schema = Joi.object({
  APPLE_MUSIC_API_URL: Joi.string().uri().default('https://api.music.apple.com'),
  APPLE_MUSIC_AUTH_URL: Joi.string().uri().default('https://appleid.apple.com'),
  APPLE_MUSIC_CLIENT_ID: Joi.string().default(''),
  APPLE_MUSIC_CLIENT_SECRET: Joi.string().allow('').default(''),
  APPLE_MUSIC_TEAM_ID: Joi.string().default(''),
  APPLE_MUSIC_KEY_ID: Joi.string().default(''),
  APPLE_MUSIC_PRIVATE_KEY: Joi.string().default(''),
  APPLE_MUSIC_STOREFRONT: Joi.string().lowercase().length(2).default('us'),
  APPLE_MUSIC_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(20),
}).unknown(true);

export function appleMusicConfigFromEnv(env: NodeJS.ProcessEnv): AppleMusicConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid Apple Music configuration: ${error.message}`);
  return {
    apiUrl: value.APPLE_MUSIC_API_URL,
    authUrl: value.APPLE_MUSIC_AUTH_URL,
    clientId: value.APPLE_MUSIC_CLIENT_ID,
    clientSecret: value.APPLE_MUSIC_CLIENT_SECRET,
    teamId: value.APPLE_MUSIC_TEAM_ID,
    keyId: value.APPLE_MUSIC_KEY_ID,
    // Keys set in one-line environments carry "\n" for their line breaks.
    privateKey: String(value.APPLE_MUSIC_PRIVATE_KEY).replace(/\\n/g, '\n'),
    storefront: value.APPLE_MUSIC_STOREFRONT,
    requestsPerSecond: value.APPLE_MUSIC_REQUESTS_PER_SECOND,
  };
}

/** Points the adapter at a local emulator; the developer key is the one that emulator made (its starter hands it over in the environment). */
export function appleMusicConfigForEmulator(baseUrl: string, env: NodeJS.ProcessEnv = {}): AppleMusicConfig {
  const fromEnv = appleMusicConfigFromEnv({ ...env, APPLE_MUSIC_API_URL: baseUrl, APPLE_MUSIC_AUTH_URL: baseUrl, APPLE_MUSIC_CLIENT_ID: EMULATOR_CLIENT.id, APPLE_MUSIC_CLIENT_SECRET: EMULATOR_CLIENT.secret });
  return fromEnv;
}
