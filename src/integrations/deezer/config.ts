import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface DeezerConfig {
  apiUrl: string;
  connectUrl: string;
  appId: string;
  appSecret: string;
  requestsPerSecond: number;
}

export const DEEZER_VARIABLES = {
  DEEZER_API_URL: { default: 'https://api.deezer.com', about: 'Deezer API.', schema: Joi.string().uri(), host: true },
  DEEZER_CONNECT_URL: {
    default: 'https://connect.deezer.com',
    about: 'Deezer OAuth (`auth.php`, `access_token.php`).',
    schema: Joi.string().uri(),
    host: true,
  },
  DEEZER_APP_ID: { default: '', about: 'The app registered with Deezer.', schema: Joi.string() },
  DEEZER_APP_SECRET: { default: '', about: 'Its secret.', schema: Joi.string() },
  DEEZER_REQUESTS_PER_SECOND: {
    default: 9,
    about: 'Calls per second to Deezer (its quota is 50 per 5 s).',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function deezerConfigFromEnv(env: NodeJS.ProcessEnv): DeezerConfig {
  const value = readVariables('Deezer', DEEZER_VARIABLES, env);
  return {
    apiUrl: value.DEEZER_API_URL,
    connectUrl: value.DEEZER_CONNECT_URL,
    appId: value.DEEZER_APP_ID,
    appSecret: value.DEEZER_APP_SECRET,
    requestsPerSecond: value.DEEZER_REQUESTS_PER_SECOND,
  };
}
