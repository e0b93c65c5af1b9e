import Joi from 'joi';

export interface SoundCloudConfig {
  apiUrl: string;
  /** The auth host: `/authorize` (the sign-in page) and `/oauth/token` under it. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** Our share of SoundCloud's limits, for all processes together. */
  requestsPerSecond: number;
}

/** The environment variables of the SoundCloud adapter, for the README's configuration table. */
export const SOUNDCLOUD_VARIABLES = [
  ['SOUNDCLOUD_API_URL', 'https://api.soundcloud.com', 'SoundCloud public API.'],
  ['SOUNDCLOUD_AUTH_URL', 'https://secure.soundcloud.com', 'SoundCloud auth host (/authorize, /oauth/token).'],
  ['SOUNDCLOUD_CLIENT_ID', 'none', 'The app registered with SoundCloud.'],
  ['SOUNDCLOUD_CLIENT_SECRET', 'none', 'Its secret (token calls authenticate the app with it).'],
  ['SOUNDCLOUD_REQUESTS_PER_SECOND', '10', 'Calls per second to SoundCloud from all processes together.'],
] as const;

const schema = Joi.object({
  SOUNDCLOUD_API_URL: Joi.string().uri().default('https://api.soundcloud.com'),
  SOUNDCLOUD_AUTH_URL: Joi.string().uri().default('https://secure.soundcloud.com'),
  SOUNDCLOUD_CLIENT_ID: Joi.string().allow('').default(''),
  SOUNDCLOUD_CLIENT_SECRET: Joi.string().allow('').default(''),
  SOUNDCLOUD_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(10),
}).unknown(true);

export function soundCloudConfigFromEnv(env: NodeJS.ProcessEnv): SoundCloudConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid SoundCloud configuration: ${error.message}`);
  return {
    apiUrl: value.SOUNDCLOUD_API_URL,
    authUrl: value.SOUNDCLOUD_AUTH_URL,
    clientId: value.SOUNDCLOUD_CLIENT_ID,
    clientSecret: value.SOUNDCLOUD_CLIENT_SECRET,
    requestsPerSecond: value.SOUNDCLOUD_REQUESTS_PER_SECOND,
  };
}
