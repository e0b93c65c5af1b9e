import { defineService } from '../serviceRecord.js';
import { appleMusicConfigFromEnv, APPLE_MUSIC_VARIABLES, type AppleMusicConfig } from './config.js';
import { APPLE_MUSIC_CAPABILITIES, createAppleMusicAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    appleMusic: AppleMusicConfig;
  }
}

/** Apple Music: everything the rest of the system knows of it. */
export const appleMusic = defineService({
  id: 'appleMusic',
  name: 'Apple Music',
  mark: { shape: 'rounded', colour: '#FA243C', ink: '#FFFFFF', letter: 'A' },
  access: {
    // MusicKit asks for one thing, access to the library; Apple's window says so in its own words.
    permissions: [],
    words: 'read your Apple Music library and add to it: playlists, songs, albums and artists',
  },
  // A Music-User-Token names nobody: it cannot connect a user by itself.
  broughtTokens: false,
  capabilities: APPLE_MUSIC_CAPABILITIES,
  variables: APPLE_MUSIC_VARIABLES,
  configFromEnv: appleMusicConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond }),
  createAdapter: (config, deps) => createAppleMusicAdapter(config, deps),
});
