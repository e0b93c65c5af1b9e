import { defineService } from '../serviceRecord.js';
import { listenbrainzConfigFromEnv, LISTENBRAINZ_VARIABLES, type ListenbrainzConfig } from './config.js';
import { LISTENBRAINZ_CAPABILITIES, createListenbrainzAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    listenbrainz: ListenbrainzConfig;
  }
}

/** ListenBrainz: everything the rest of the system knows of it. */
export const listenbrainz = defineService({
  id: 'listenbrainz',
  name: 'ListenBrainz',
  mark: { shape: 'rounded', colour: '#353070', ink: '#FFFFFF', letter: 'LB' },
  access: {
    // A user token is the whole account: ListenBrainz has no scopes to ask for.
    permissions: [],
    words: 'read and change your playlists and your loved recordings, and look recordings up for you',
  },
  // A token alone says whose it is: /1/validate-token answers the user name.
  broughtTokens: true,
  capabilities: LISTENBRAINZ_CAPABILITIES,
  variables: LISTENBRAINZ_VARIABLES,
  configFromEnv: listenbrainzConfigFromEnv,
  budget: (config) => ({
    perSecond: config.requestsPerSecond,
    perUserPerSecond: config.requestsPerUserPerSecond,
  }),
  createAdapter: (config, deps) => createListenbrainzAdapter(config, deps),
});
