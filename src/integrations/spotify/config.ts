import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface SpotifyConfig {
  apiUrl: string;
  accountsUrl: string;
  clientId: string;
  clientSecret: string;
  /** Our share of Spotify's rolling limit, for all processes together. */
  requestsPerSecond: number;
}

/** The scopes our sign-in asks Spotify for (the picker's words are written from them). */
export const SPOTIFY_SCOPES = [
  'user-read-email',
  'user-read-private',
  'playlist-read-private',
  'playlist-read-collaborative',
  'playlist-modify-private',
  'playlist-modify-public',
  'user-library-read',
  'user-library-modify',
  'user-follow-read',
  'user-follow-modify',
] as const;

export const SPOTIFY_VARIABLES = {
  SPOTIFY_API_URL: {
    default: 'https://api.spotify.com/v1',
    about: 'Spotify Web API.',
    schema: Joi.string().uri(),
    host: true,
  },
  SPOTIFY_ACCOUNTS_URL: {
    default: 'https://accounts.spotify.com',
    about: 'Spotify accounts (authorize, token).',
    schema: Joi.string().uri(),
    host: true,
  },
  SPOTIFY_CLIENT_ID: { default: '', about: 'The app registered with Spotify.', schema: Joi.string() },
  SPOTIFY_CLIENT_SECRET: { default: '', about: 'Its secret.', schema: Joi.string() },
  SPOTIFY_REQUESTS_PER_SECOND: {
    default: 5,
    about: 'Calls per second to Spotify from all processes together.',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function spotifyConfigFromEnv(env: NodeJS.ProcessEnv): SpotifyConfig {
  const value = readVariables('Spotify', SPOTIFY_VARIABLES, env);
  return {
    apiUrl: value.SPOTIFY_API_URL,
    accountsUrl: value.SPOTIFY_ACCOUNTS_URL,
    clientId: value.SPOTIFY_CLIENT_ID,
    clientSecret: value.SPOTIFY_CLIENT_SECRET,
    requestsPerSecond: value.SPOTIFY_REQUESTS_PER_SECOND,
  };
}
