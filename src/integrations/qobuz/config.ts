import Joi from 'joi';

export interface QobuzConfig {
  apiUrl: string;
  appId: string;
  requestsPerSecond: number;
}

/** The environment variables of the Qobuz adapter, for the README's configuration table. */
export const QOBUZ_VARIABLES = [
  ['QOBUZ_API_URL', 'https://www.qobuz.com/api.json/0.2', 'Qobuz API 0.2.'],
  ['QOBUZ_APP_ID', 'none', 'The app id Qobuz issues to its partners (sent as X-App-Id).'],
  ['QOBUZ_REQUESTS_PER_SECOND', '5', 'Calls per second to Qobuz from all processes (Qobuz documents no limit).'],
] as const;

const schema = Joi.object({
  QOBUZ_API_URL: Joi.string().uri().default('https://www.qobuz.com/api.json/0.2'),
  QOBUZ_APP_ID: Joi.string().allow('').default(''),
  QOBUZ_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(5),
}).unknown(true);

export function qobuzConfigFromEnv(env: NodeJS.ProcessEnv): QobuzConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid Qobuz configuration: ${error.message}`);
  return {
    apiUrl: value.QOBUZ_API_URL,
    appId: value.QOBUZ_APP_ID,
    requestsPerSecond: value.QOBUZ_REQUESTS_PER_SECOND,
  };
}
