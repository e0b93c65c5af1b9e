import Joi from 'joi';

export interface DeezerConfig {
  apiUrl: string;
  connectUrl: string;
  appId: string;
  appSecret: string;
  requestsPerSecond: number;
}

/** The environment variables of the Deezer adapter, for the README's configuration table. */
export const DEEZER_VARIABLES = [
  ['DEEZER_API_URL', 'https://api.deezer.com', 'Deezer API.'],
  ['DEEZER_CONNECT_URL', 'https://connect.deezer.com', 'Deezer OAuth (auth.php, access_token.php).'],
  ['DEEZER_APP_ID', 'none', 'The app registered with Deezer.'],
  ['DEEZER_APP_SECRET', 'none', 'Its secret.'],
  ['DEEZER_REQUESTS_PER_SECOND', '9', 'Calls per second to Deezer from all processes (its quota: 50 per 5 s).'],
] as const;

const schema = Joi.object({
  DEEZER_API_URL: Joi.string().uri().default('https://api.deezer.com'),
  DEEZER_CONNECT_URL: Joi.string().uri().default('https://connect.deezer.com'),
  DEEZER_APP_ID: Joi.string().default(''),
  DEEZER_APP_SECRET: Joi.string().default(''),
  DEEZER_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(9),
}).unknown(true);

export function deezerConfigFromEnv(env: NodeJS.ProcessEnv): DeezerConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid Deezer configuration: ${error.message}`);
  return {
    apiUrl: value.DEEZER_API_URL,
    connectUrl: value.DEEZER_CONNECT_URL,
    appId: value.DEEZER_APP_ID,
    appSecret: value.DEEZER_APP_SECRET,
    requestsPerSecond: value.DEEZER_REQUESTS_PER_SECOND,
  };
}
