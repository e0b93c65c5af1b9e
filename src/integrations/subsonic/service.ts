import { defineService } from '../serviceRecord.js';
import { subsonicConfigFromEnv, SUBSONIC_VARIABLES, type SubsonicConfig } from './config.js';
import { SUBSONIC_CAPABILITIES, createSubsonicAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    subsonic: SubsonicConfig;
  }
}

/** Subsonic: every server that speaks its API (Navidrome, Airsonic, Gonic …), each a person's own. */
export const subsonic = defineService({
  id: 'subsonic',
  name: 'Subsonic',
  mark: { shape: 'rounded', colour: '#F5A623', ink: '#000000', letter: 'Su' },
  access: {
    // No scopes: a user name and password open the whole account on the server.
    permissions: [],
    words: 'see your playlists and starred music on your own server, change them, and search your music there',
  },
  // A brought token would be a salted pair without its server and name: only our form connects.
  broughtTokens: false,
  capabilities: SUBSONIC_CAPABILITIES,
  variables: SUBSONIC_VARIABLES,
  configFromEnv: subsonicConfigFromEnv,
  // Every server is someone's own: what spares a small home server is the per-user limit.
  budget: (config) => ({ perSecond: config.requestsPerSecond, perUserPerSecond: config.requestsPerUserPerSecond }),
  createAdapter: (config, deps) => createSubsonicAdapter(config, deps),
});
