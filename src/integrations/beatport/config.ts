import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface BeatportConfig {
  /** The API root, `/v4` included; the OAuth server lives below it (`auth/o/…`). */
  apiUrl: string;
  clientId: string;
  /** Empty for a public client (Beatport's docs app has none). */
  clientSecret: string;
  requestsPerSecond: number;
}

export const BEATPORT_VARIABLES = {
  BEATPORT_API_URL: {
    default: 'https://api.beatport.com/v4',
    about: 'Beatport API v4 (its OAuth server is under `auth/o/`).',
    schema: Joi.string().uri(),
    host: true,
  },
  BEATPORT_CLIENT_ID: { default: '', about: 'The OAuth client Beatport let us use.', schema: Joi.string().allow('') },
  BEATPORT_CLIENT_SECRET: {
    default: '',
    about: 'Its secret; empty for a public client.',
    schema: Joi.string().allow(''),
  },
  BEATPORT_REQUESTS_PER_SECOND: {
    default: 4,
    about: 'Calls per second to Beatport from all processes (Beatport publishes no limit).',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function beatportConfigFromEnv(env: NodeJS.ProcessEnv): BeatportConfig {
  const value = readVariables('Beatport', BEATPORT_VARIABLES, env);
  return {
    apiUrl: value.BEATPORT_API_URL,
    clientId: value.BEATPORT_CLIENT_ID,
    clientSecret: value.BEATPORT_CLIENT_SECRET,
    requestsPerSecond: value.BEATPORT_REQUESTS_PER_SECOND,
  };
}
