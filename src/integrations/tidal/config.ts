import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

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
}

/** The scopes our sign-in asks TIDAL for (the picker's words are written from them). */
export const TIDAL_SCOPES = [
  'user.read',
  'collection.read',
  'collection.write',
  'playlists.read',
  'playlists.write',
  'search.read',
] as const;

export const TIDAL_VARIABLES = {
  TIDAL_API_URL: {
    default: 'https://openapi.tidal.com/v2',
    about: 'TIDAL API (JSON:API).',
    schema: Joi.string().uri(),
    host: true,
  },
  TIDAL_AUTH_URL: {
    default: 'https://login.tidal.com',
    about: 'TIDAL login (the authorize page).',
    schema: Joi.string().uri(),
    host: true,
  },
  TIDAL_TOKEN_URL: {
    default: 'https://auth.tidal.com/v1/oauth2/token',
    about: 'TIDAL token endpoint.',
    schema: Joi.string().uri(),
    host: true,
  },
  TIDAL_CLIENT_ID: { default: '', about: 'The app registered with TIDAL.', schema: Joi.string() },
  TIDAL_CLIENT_SECRET: {
    default: '',
    about: 'Its secret (catalogue calls without a user need it).',
    schema: Joi.string(),
  },
  TIDAL_COUNTRY_CODE: {
    default: 'US',
    about: 'Country of catalogue calls made without a listener, or for one whose country is unknown.',
    schema: Joi.string().pattern(/^[A-Z]{2}$/),
  },
  TIDAL_REQUESTS_PER_SECOND: {
    default: 5,
    about: 'Calls per second to TIDAL from all processes together.',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function tidalConfigFromEnv(env: NodeJS.ProcessEnv): TidalConfig {
  const value = readVariables('TIDAL', TIDAL_VARIABLES, env);
  return {
    apiUrl: value.TIDAL_API_URL,
    authUrl: value.TIDAL_AUTH_URL,
    tokenUrl: value.TIDAL_TOKEN_URL,
    clientId: value.TIDAL_CLIENT_ID,
    clientSecret: value.TIDAL_CLIENT_SECRET,
    countryCode: value.TIDAL_COUNTRY_CODE,
    requestsPerSecond: value.TIDAL_REQUESTS_PER_SECOND,
  };
}
