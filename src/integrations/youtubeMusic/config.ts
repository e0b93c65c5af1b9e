import Joi from 'joi';

export interface YoutubeMusicConfig {
  apiUrl: string;
  authUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The project's API key, for public reads (catalogue search) made without a listener. */
  apiKey: string;
  /** The project's daily quota in YouTube units, shared by every process. */
  dailyQuotaUnits: number;
  requestsPerSecond: number;
}

/** The environment variables of the YouTube Music adapter, for the README's configuration table. */
export const YOUTUBE_VARIABLES = [
  ['YOUTUBE_API_URL', 'https://www.googleapis.com', 'YouTube Data API v3 host.'],
  ['YOUTUBE_AUTH_URL', 'https://accounts.google.com', 'Google OAuth authorize host.'],
  ['YOUTUBE_TOKEN_URL', 'https://oauth2.googleapis.com/token', 'Google OAuth token endpoint.'],
  ['YOUTUBE_CLIENT_ID', 'none', 'The OAuth client registered with Google.'],
  ['YOUTUBE_CLIENT_SECRET', 'none', 'Its secret.'],
  ['YOUTUBE_API_KEY', 'none', 'The project’s API key, for catalogue search without a listener.'],
  ['YOUTUBE_DAILY_QUOTA_UNITS', '10000', 'The project’s daily quota (search 100 units, writes 50, reads 1).'],
  ['YOUTUBE_REQUESTS_PER_SECOND', '10', 'Calls per second to YouTube from all processes together.'],
] as const;

const schema = Joi.object({
  YOUTUBE_API_URL: Joi.string().uri().default('https://www.googleapis.com'),
  YOUTUBE_AUTH_URL: Joi.string().uri().default('https://accounts.google.com'),
  YOUTUBE_TOKEN_URL: Joi.string().uri().default('https://oauth2.googleapis.com/token'),
  YOUTUBE_CLIENT_ID: Joi.string().default(''),
  YOUTUBE_CLIENT_SECRET: Joi.string().allow('').default(''),
  YOUTUBE_API_KEY: Joi.string().allow('').default(''),
  YOUTUBE_DAILY_QUOTA_UNITS: Joi.number().integer().min(1).default(10_000),
  YOUTUBE_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(10),
}).unknown(true);

export function youtubeMusicConfigFromEnv(env: NodeJS.ProcessEnv): YoutubeMusicConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid YouTube configuration: ${error.message}`);
  return {
    apiUrl: value.YOUTUBE_API_URL,
    authUrl: value.YOUTUBE_AUTH_URL,
    tokenUrl: value.YOUTUBE_TOKEN_URL,
    clientId: value.YOUTUBE_CLIENT_ID,
    clientSecret: value.YOUTUBE_CLIENT_SECRET,
    apiKey: value.YOUTUBE_API_KEY,
    dailyQuotaUnits: value.YOUTUBE_DAILY_QUOTA_UNITS,
    requestsPerSecond: value.YOUTUBE_REQUESTS_PER_SECOND,
  };
}
