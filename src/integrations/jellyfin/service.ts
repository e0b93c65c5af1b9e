import { defineService } from '../serviceRecord.js';
import { jellyfinConfigFromEnv, JELLYFIN_VARIABLES, type JellyfinConfig } from './config.js';
import { JELLYFIN_CAPABILITIES, createJellyfinAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    jellyfin: JellyfinConfig;
  }
}

/** Jellyfin: everything the rest of the system knows of it. */
export const jellyfin = defineService({
  id: 'jellyfin',
  name: 'Jellyfin',
  mark: { shape: 'rounded', colour: '#AA5CC3', ink: '#000000', letter: 'J' },
  access: {
    // A password sign-in on the person's own server: the token it gives carries no scopes.
    permissions: [],
    words: 'read and change your playlists and favourites on your Jellyfin server, and search its library for you',
  },
  // A token alone names no server, and Jellyfin's tokens are given only to a sign-in on it.
  broughtTokens: false,
  capabilities: JELLYFIN_CAPABILITIES,
  variables: JELLYFIN_VARIABLES,
  configFromEnv: jellyfinConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond, perUserPerSecond: config.requestsPerUserPerSecond }),
  createAdapter: (config, deps) => createJellyfinAdapter(config, deps),
});
