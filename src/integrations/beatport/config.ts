import Joi from 'joi';

export interface BeatportConfig {
  /** The API root, `/v4` included; the OAuth server lives below it (`auth/o/…`). */
  apiUrl: string;
  clientId: string;
  /** Empty for a public client (Beatport's docs app has none). */
  clientSecret: string;
  requestsPerSecond: number;
}

/** The environment variables of the Beatport adapter, for the README's configuration table. */
export const BEATPORT_VARIABLES = [
  ['BEATPORT_API_URL', 'https://api.beatport.com/v4', 'Beatport API v4 (its OAuth server is under auth/o/).'],
  ['BEATPORT_CLIENT_ID', 'none', 'The OAuth client Beatport let us use.'],
  ['BEATPORT_CLIENT_SECRET', 'none', 'Its secret; empty for a public client.'],
  [
    'BEATPORT_REQUESTS_PER_SECOND',
    '4',
    'Calls per second to Beatport from all processes (Beatport publishes no limit).',
  ],
] as const;

const schema = Joi.object({
  BEATPORT_API_URL: Joi.string().uri().default('https://api.beatport.com/v4'),
  BEATPORT_CLIENT_ID: Joi.string().allow('').default(''),
  BEATPORT_CLIENT_SECRET: Joi.string().allow('').default(''),
  BEATPORT_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(4),
}).unknown(true);

export function beatportConfigFromEnv(env: NodeJS.ProcessEnv): BeatportConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid Beatport configuration: ${error.message}`);
  return {
    apiUrl: value.BEATPORT_API_URL,
    clientId: value.BEATPORT_CLIENT_ID,
    clientSecret: value.BEATPORT_CLIENT_SECRET,
    requestsPerSecond: value.BEATPORT_REQUESTS_PER_SECOND,
  };
}
