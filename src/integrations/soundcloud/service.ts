import { defineService } from '../serviceRecord.js';
import { soundCloudConfigFromEnv, SOUNDCLOUD_VARIABLES, type SoundCloudConfig } from './config.js';
import { SOUNDCLOUD_CAPABILITIES, createSoundCloudAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    soundcloud: SoundCloudConfig;
  }
}

/** SoundCloud: everything the rest of the system knows of it. */
export const soundcloud = defineService({
  id: 'soundcloud',
  name: 'SoundCloud',
  mark: { shape: 'rounded', colour: '#FF5500', ink: '#000000', letter: 'SC' },
  access: {
    // SoundCloud grants an app the whole account: its sign-in takes no scopes.
    permissions: [],
    words: 'see your profile, read and change your playlists, likes and followings, and search SoundCloud for you',
  },
  broughtTokens: true,
  capabilities: SOUNDCLOUD_CAPABILITIES,
  variables: SOUNDCLOUD_VARIABLES,
  configFromEnv: soundCloudConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond }),
  createAdapter: (config, deps) => createSoundCloudAdapter(config, deps),
});
