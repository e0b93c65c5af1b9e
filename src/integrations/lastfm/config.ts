import Joi from 'joi';

export interface LastfmConfig {
  /** The one endpoint every method is called on (`method=package.method`). */
  apiUrl: string;
  /** The page a listener grants our app access on (`?api_key=…&cb=…`). */
  authUrl: string;
  apiKey: string;
  sharedSecret: string;
  requestsPerSecond: number;
}

/** The environment variables of the Last.fm adapter, for the README's configuration table. */
export const LASTFM_VARIABLES = [
  ['LASTFM_API_URL', 'https://ws.audioscrobbler.com/2.0/', 'Last.fm API (the one endpoint of every method).'],
  ['LASTFM_AUTH_URL', 'https://www.last.fm/api/auth/', 'Last.fm web authentication page.'],
  ['LASTFM_API_KEY', 'none', 'The API key of the app registered with Last.fm.'],
  ['LASTFM_SHARED_SECRET', 'none', 'Its shared secret (signs calls; never sent).'],
  [
    'LASTFM_REQUESTS_PER_SECOND',
    '4',
    'Calls per second to Last.fm from all processes (it publishes no number; keys making several calls per second continuously may be suspended).',
  ],
] as const;

const schema = Joi.object({
  LASTFM_API_URL: Joi.string().uri().default('https://ws.audioscrobbler.com/2.0/'),
  LASTFM_AUTH_URL: Joi.string().uri().default('https://www.last.fm/api/auth/'),
  LASTFM_API_KEY: Joi.string().default(''),
  LASTFM_SHARED_SECRET: Joi.string().default(''),
  LASTFM_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(4),
}).unknown(true);

export function lastfmConfigFromEnv(env: NodeJS.ProcessEnv): LastfmConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid Last.fm configuration: ${error.message}`);
  return {
    apiUrl: value.LASTFM_API_URL,
    authUrl: value.LASTFM_AUTH_URL,
    apiKey: value.LASTFM_API_KEY,
    sharedSecret: value.LASTFM_SHARED_SECRET,
    requestsPerSecond: value.LASTFM_REQUESTS_PER_SECOND,
  };
}
