import { defineService } from '../serviceRecord.js';
import { spotifyConfigFromEnv, SPOTIFY_VARIABLES, SPOTIFY_SCOPES, type SpotifyConfig } from './config.js';
import { SPOTIFY_CAPABILITIES, createSpotifyAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    spotify: SpotifyConfig;
  }
}

/** Spotify: everything the rest of the system knows of it. */
export const spotify = defineService({
  id: 'spotify',
  name: 'Spotify',
  mark: { shape: 'circle', colour: '#1DB954', ink: '#000000', letter: 'S' },
  access: {
    permissions: [...SPOTIFY_SCOPES],
    words:
      'see your name, email address and country, and read and change your playlists, liked songs, saved albums and followed artists',
  },
  broughtTokens: true,
  capabilities: SPOTIFY_CAPABILITIES,
  variables: SPOTIFY_VARIABLES,
  configFromEnv: spotifyConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond }),
  createAdapter: (config, deps) => createSpotifyAdapter(config, deps),
});
