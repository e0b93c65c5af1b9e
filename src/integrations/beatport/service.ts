import { defineService } from '../serviceRecord.js';
import { beatportConfigFromEnv, BEATPORT_VARIABLES, type BeatportConfig } from './config.js';
import { BEATPORT_CAPABILITIES, createBeatportAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    beatport: BeatportConfig;
  }
}

/** Beatport: everything the rest of the system knows of it. */
export const beatport = defineService({
  id: 'beatport',
  name: 'Beatport',
  mark: { shape: 'rounded', colour: '#01FF95', ink: '#000000', letter: 'B' },
  access: {
    // Beatport grants an app the whole account: its sign-in takes no scopes.
    permissions: [],
    words: 'see your account, read and change your playlists, and search Beatport for you',
  },
  broughtTokens: true,
  capabilities: BEATPORT_CAPABILITIES,
  variables: BEATPORT_VARIABLES,
  configFromEnv: beatportConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond }),
  createAdapter: (config, deps) => createBeatportAdapter(config, deps),
});
