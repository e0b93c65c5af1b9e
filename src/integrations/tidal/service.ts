import { defineService } from '../serviceRecord.js';
import { tidalConfigFromEnv, TIDAL_VARIABLES, TIDAL_SCOPES, type TidalConfig } from './config.js';
import { TIDAL_CAPABILITIES, createTidalAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    tidal: TidalConfig;
  }
}

/** TIDAL: everything the rest of the system knows of it. */
export const tidal = defineService({
  id: 'tidal',
  name: 'TIDAL',
  mark: { shape: 'square', colour: '#000000', ink: '#FFFFFF', letter: 'T' },
  access: {
    permissions: [...TIDAL_SCOPES],
    words:
      'see your account details, read and change your playlists and your collection of tracks, albums and artists, and search TIDAL for you',
  },
  broughtTokens: true,
  capabilities: TIDAL_CAPABILITIES,
  variables: TIDAL_VARIABLES,
  configFromEnv: tidalConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond }),
  createAdapter: (config, deps) => createTidalAdapter(config, deps),
});
