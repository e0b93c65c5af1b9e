import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface YoutubeMusicConfig {
  apiUrl: string;
  authUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The project's API key, for public reads (catalogue search) made without a listener. */
  apiKey: string;
  /** The project's daily quota in YouTube units, shared by every process. */
  dailyQuotaUnits: number;
  requestsPerSecond: number;
}

export const YOUTUBE_VARIABLES = {
  YOUTUBE_API_URL: {
    default: 'https://www.googleapis.com',
    about: 'YouTube Data API v3 host.',
    schema: Joi.string().uri(),
    host: true,
  },
  YOUTUBE_AUTH_URL: {
    default: 'https://accounts.google.com',
    about: 'Google OAuth authorize host.',
    schema: Joi.string().uri(),
    host: true,
  },
  YOUTUBE_TOKEN_URL: {
    default: 'https://oauth2.googleapis.com/token',
    about: 'Google OAuth token endpoint.',
    schema: Joi.string().uri(),
    host: true,
  },
  YOUTUBE_CLIENT_ID: { default: '', about: 'The OAuth client registered with Google.', schema: Joi.string() },
  YOUTUBE_CLIENT_SECRET: { default: '', about: 'Its secret.', schema: Joi.string().allow('') },
  YOUTUBE_API_KEY: {
    default: '',
    about: 'The project’s API key, for catalogue search without a listener.',
    schema: Joi.string().allow(''),
  },
  YOUTUBE_DAILY_QUOTA_UNITS: {
    default: 10_000,
    about: 'The project’s daily quota, shared by every process (search 100 units, writes 50, reads 1).',
    schema: Joi.number().integer().min(1),
  },
  YOUTUBE_REQUESTS_PER_SECOND: {
    default: 10,
    about: 'Calls per second to YouTube from all processes together.',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function youtubeMusicConfigFromEnv(env: NodeJS.ProcessEnv): YoutubeMusicConfig {
  const value = readVariables('YouTube', YOUTUBE_VARIABLES, env);
  return {
    apiUrl: value.YOUTUBE_API_URL,
    authUrl: value.YOUTUBE_AUTH_URL,
    tokenUrl: value.YOUTUBE_TOKEN_URL,
    clientId: value.YOUTUBE_CLIENT_ID,
    clientSecret: value.YOUTUBE_CLIENT_SECRET,
    apiKey: value.YOUTUBE_API_KEY,
    dailyQuotaUnits: value.YOUTUBE_DAILY_QUOTA_UNITS,
    requestsPerSecond: value.YOUTUBE_REQUESTS_PER_SECOND,
  };
}
