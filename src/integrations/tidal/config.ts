import Joi from 'joi';

export interface TidalConfig {
  apiUrl: string;
  /** The login host; the authorize page is `/authorize` under it. */
  authUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Country of catalogue reads made without a user, or for a user whose country is unknown. */
  countryCode: string;
  /** Our share of TIDAL's limit, for all processes together. */
  requestsPerSecond: number;
  scopes: string;
}

/** The environment variables of the TIDAL adapter, for the README's configuration table. */
export const TIDAL_VARIABLES = [
  ['TIDAL_API_URL', 'https://openapi.tidal.com/v2', 'TIDAL API v2 (JSON:API).'],
  ['TIDAL_AUTH_URL', 'https://login.tidal.com', 'TIDAL login (the authorize page).'],
  ['TIDAL_TOKEN_URL', 'https://auth.tidal.com/v1/oauth2/token', 'TIDAL token endpoint.'],
  ['TIDAL_CLIENT_ID', 'none', 'The app registered with TIDAL.'],
  ['TIDAL_CLIENT_SECRET', 'none', 'Its secret (catalogue calls without a user need it).'],
  ['TIDAL_COUNTRY_CODE', 'US', 'Country of catalogue reads when the user’s country is unknown.'],
  ['TIDAL_REQUESTS_PER_SECOND', '5', 'Calls per second to TIDAL from all processes together.'],
] as const;

const SCOPES = 'user.read collection.read collection.write playlists.read playlists.write search.read';

const schema = Joi.object({
  TIDAL_API_URL: Joi.string().uri().default('https://openapi.tidal.com/v2'),
  TIDAL_AUTH_URL: Joi.string().uri().default('https://login.tidal.com'),
  TIDAL_TOKEN_URL: Joi.string().uri().default('https://auth.tidal.com/v1/oauth2/token'),
  TIDAL_CLIENT_ID: Joi.string().default(''),
  TIDAL_CLIENT_SECRET: Joi.string().default(''),
  TIDAL_COUNTRY_CODE: Joi.string()
    .pattern(/^[A-Z]{2}$/)
    .default('US'),
  TIDAL_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(5),
}).unknown(true);

export function tidalConfigFromEnv(env: NodeJS.ProcessEnv): TidalConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid TIDAL configuration: ${error.message}`);
  return {
    apiUrl: value.TIDAL_API_URL,
    authUrl: value.TIDAL_AUTH_URL,
    tokenUrl: value.TIDAL_TOKEN_URL,
    clientId: value.TIDAL_CLIENT_ID,
    clientSecret: value.TIDAL_CLIENT_SECRET,
    countryCode: value.TIDAL_COUNTRY_CODE,
    requestsPerSecond: value.TIDAL_REQUESTS_PER_SECOND,
    scopes: SCOPES,
  };
}
