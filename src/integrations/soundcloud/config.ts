import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface SoundCloudConfig {
  apiUrl: string;
  /** The auth host: `/authorize` (the sign-in page) and `/oauth/token` under it. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** Our share of SoundCloud's limits, for all processes together. */
  requestsPerSecond: number;
}

export const SOUNDCLOUD_VARIABLES = {
  SOUNDCLOUD_API_URL: {
    default: 'https://api.soundcloud.com',
    about: 'SoundCloud public API.',
    schema: Joi.string().uri(),
    host: true,
  },
  SOUNDCLOUD_AUTH_URL: {
    default: 'https://secure.soundcloud.com',
    about: 'SoundCloud’s auth host (`/authorize`, `/oauth/token`).',
    schema: Joi.string().uri(),
    host: true,
  },
  SOUNDCLOUD_CLIENT_ID: { default: '', about: 'The app registered with SoundCloud.', schema: Joi.string().allow('') },
  SOUNDCLOUD_CLIENT_SECRET: {
    default: '',
    about: 'Its secret (token calls authenticate the app with it).',
    schema: Joi.string().allow(''),
  },
  SOUNDCLOUD_REQUESTS_PER_SECOND: {
    default: 10,
    about: 'Calls per second to SoundCloud from all processes together.',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function soundCloudConfigFromEnv(env: NodeJS.ProcessEnv): SoundCloudConfig {
  const value = readVariables('SoundCloud', SOUNDCLOUD_VARIABLES, env);
  return {
    apiUrl: value.SOUNDCLOUD_API_URL,
    authUrl: value.SOUNDCLOUD_AUTH_URL,
    clientId: value.SOUNDCLOUD_CLIENT_ID,
    clientSecret: value.SOUNDCLOUD_CLIENT_SECRET,
    requestsPerSecond: value.SOUNDCLOUD_REQUESTS_PER_SECOND,
  };
}
