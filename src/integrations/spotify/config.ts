import Joi from 'joi';

export interface SpotifyConfig {
  apiUrl: string;
  accountsUrl: string;
  clientId: string;
  clientSecret: string;
  /** Our share of Spotify's rolling limit, for all processes together. */
  requestsPerSecond: number;
  scopes: string;
}

/** The environment variables of the Spotify adapter, for the README's configuration table. */
export const SPOTIFY_VARIABLES = [
  ['SPOTIFY_API_URL', 'https://api.spotify.com/v1', 'Spotify Web API.'],
  ['SPOTIFY_ACCOUNTS_URL', 'https://accounts.spotify.com', 'Spotify accounts (authorize and token).'],
  ['SPOTIFY_CLIENT_ID', 'none', 'The app registered with Spotify.'],
  ['SPOTIFY_CLIENT_SECRET', 'none', 'Its secret.'],
  ['SPOTIFY_REQUESTS_PER_SECOND', '5', 'Calls per second to Spotify from all processes together.'],
] as const;

const SCOPES =
  'user-read-email user-read-private playlist-read-private playlist-read-collaborative playlist-modify-private playlist-modify-public user-library-read user-library-modify user-follow-read user-follow-modify';

const schema = Joi.object({
  SPOTIFY_API_URL: Joi.string().uri().default('https://api.spotify.com/v1'),
  SPOTIFY_ACCOUNTS_URL: Joi.string().uri().default('https://accounts.spotify.com'),
  SPOTIFY_CLIENT_ID: Joi.string().default(''),
  SPOTIFY_CLIENT_SECRET: Joi.string().default(''),
  SPOTIFY_REQUESTS_PER_SECOND: Joi.number().integer().min(1).default(5),
}).unknown(true);

export function spotifyConfigFromEnv(env: NodeJS.ProcessEnv): SpotifyConfig {
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid Spotify configuration: ${error.message}`);
  return {
    apiUrl: value.SPOTIFY_API_URL,
    accountsUrl: value.SPOTIFY_ACCOUNTS_URL,
    clientId: value.SPOTIFY_CLIENT_ID,
    clientSecret: value.SPOTIFY_CLIENT_SECRET,
    requestsPerSecond: value.SPOTIFY_REQUESTS_PER_SECOND,
    scopes: SCOPES,
  };
}
