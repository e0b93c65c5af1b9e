import { defineService } from '../serviceRecord.js';
import { deezerConfigFromEnv, DEEZER_VARIABLES, type DeezerConfig } from './config.js';
import { DEEZER_CAPABILITIES, createDeezerAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    deezer: DeezerConfig;
  }
}

/** Deezer: everything the rest of the system knows of it. */
export const deezer = defineService({
  id: 'deezer',
  name: 'Deezer',
  mark: { shape: 'rounded', colour: '#A238FF', ink: '#FFFFFF', letter: 'D' },
  access: {
    permissions: [
      'basic_access',
      'email',
      'offline_access',
      'manage_library',
      'manage_community',
      'delete_library',
      'listening_history',
    ],
    words:
      'see your name, email address and listening history, and read, change and delete your playlists, favourite tracks, albums and followed artists',
  },
  broughtTokens: true,
  capabilities: DEEZER_CAPABILITIES,
  variables: DEEZER_VARIABLES,
  configFromEnv: deezerConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond }),
  createAdapter: (config, deps) => createDeezerAdapter(config, deps),
});
