import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface QobuzConfig {
  apiUrl: string;
  appId: string;
  requestsPerSecond: number;
}

export const QOBUZ_VARIABLES = {
  QOBUZ_API_URL: {
    default: 'https://www.qobuz.com/api.json/0.2',
    about: 'Qobuz API 0.2.',
    schema: Joi.string().uri(),
    host: true,
  },
  QOBUZ_APP_ID: {
    default: '',
    about: 'The app id Qobuz issues to its partners (sent as `X-App-Id`).',
    schema: Joi.string().allow(''),
  },
  QOBUZ_REQUESTS_PER_SECOND: {
    default: 5,
    about: 'Calls per second to Qobuz from all processes (Qobuz documents no limit).',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function qobuzConfigFromEnv(env: NodeJS.ProcessEnv): QobuzConfig {
  const value = readVariables('Qobuz', QOBUZ_VARIABLES, env);
  return {
    apiUrl: value.QOBUZ_API_URL,
    appId: value.QOBUZ_APP_ID,
    requestsPerSecond: value.QOBUZ_REQUESTS_PER_SECOND,
  };
}
