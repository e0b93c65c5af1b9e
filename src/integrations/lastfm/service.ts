import { defineService } from '../serviceRecord.js';
import { lastfmConfigFromEnv, LASTFM_VARIABLES, type LastfmConfig } from './config.js';
import { LASTFM_CAPABILITIES, createLastfmAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    lastfm: LastfmConfig;
  }
}

/** Last.fm: everything the rest of the system knows of it. */
export const lastfm = defineService({
  id: 'lastfm',
  name: 'Last.fm',
  mark: { shape: 'circle', colour: '#D51007', ink: '#FFFFFF', letter: 'L' },
  access: {
    // Last.fm grants an app the whole account: its sign-in takes no scopes.
    permissions: [],
    words: 'see your profile and your loved tracks, and love and unlove tracks for you',
  },
  broughtTokens: true,
  capabilities: LASTFM_CAPABILITIES,
  variables: LASTFM_VARIABLES,
  configFromEnv: lastfmConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond }),
  createAdapter: (config, deps) => createLastfmAdapter(config, deps),
});
