import { defineService } from '../serviceRecord.js';
import { plexConfigFromEnv, PLEX_VARIABLES, type PlexConfig } from './config.js';
import { PLEX_CAPABILITIES, createPlexAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    plex: PlexConfig;
  }
}

/** Plex: everything the rest of the system knows of it. */
export const plex = defineService({
  id: 'plex',
  name: 'Plex',
  mark: { shape: 'rounded', colour: '#E5A00D', ink: '#000000', letter: 'P' },
  access: {
    // Plex's PIN grants the whole account: there are no scopes to ask for.
    permissions: [],
    words:
      'read and change your playlists and five-star ratings on your Plex Media Server, and search its music library for you',
  },
  // A token alone names no server: only the sign-in finds the person's own.
  broughtTokens: false,
  capabilities: PLEX_CAPABILITIES,
  variables: PLEX_VARIABLES,
  configFromEnv: plexConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond, perUserPerSecond: config.requestsPerUserPerSecond }),
  createAdapter: (config, deps) => createPlexAdapter(config, deps),
});
