import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface LastfmConfig {
  /** The one endpoint every method is called on (`method=package.method`). */
  apiUrl: string;
  /** The page a listener grants our app access on (`?api_key=…&cb=…`). */
  authUrl: string;
  apiKey: string;
  sharedSecret: string;
  requestsPerSecond: number;
}

export const LASTFM_VARIABLES = {
  LASTFM_API_URL: {
    default: 'https://ws.audioscrobbler.com/2.0/',
    about: 'Last.fm API (the one endpoint of every method).',
    schema: Joi.string().uri(),
    host: true,
  },
  LASTFM_AUTH_URL: {
    default: 'https://www.last.fm/api/auth/',
    about: 'Last.fm’s web authentication page.',
    schema: Joi.string().uri(),
    host: true,
  },
  LASTFM_API_KEY: { default: '', about: 'The API key of the app registered with Last.fm.', schema: Joi.string() },
  LASTFM_SHARED_SECRET: {
    default: '',
    about: 'Its shared secret (signs calls; never sent).',
    schema: Joi.string(),
  },
  LASTFM_REQUESTS_PER_SECOND: {
    default: 4,
    about:
      'Calls per second to Last.fm from all processes (it publishes no number; keys making several calls per second continuously may be suspended).',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function lastfmConfigFromEnv(env: NodeJS.ProcessEnv): LastfmConfig {
  const value = readVariables('Last.fm', LASTFM_VARIABLES, env);
  return {
    apiUrl: value.LASTFM_API_URL,
    authUrl: value.LASTFM_AUTH_URL,
    apiKey: value.LASTFM_API_KEY,
    sharedSecret: value.LASTFM_SHARED_SECRET,
    requestsPerSecond: value.LASTFM_REQUESTS_PER_SECOND,
  };
}
