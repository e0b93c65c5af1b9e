import { defineService } from '../serviceRecord.js';
import { qobuzConfigFromEnv, QOBUZ_VARIABLES, type QobuzConfig } from './config.js';
import { QOBUZ_CAPABILITIES, createQobuzAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    qobuz: QobuzConfig;
  }
}

/** Qobuz: everything the rest of the system knows of it. */
export const qobuz = defineService({
  id: 'qobuz',
  name: 'Qobuz',
  mark: { shape: 'circle', colour: '#000000', ink: '#FFFFFF', letter: 'Q' },
  access: {
    // Qobuz has no hosted sign-in for us: the partner brings the token, which carries no scopes.
    permissions: [],
    words: 'read and change your playlists and favorites, and search Qobuz for you',
  },
  broughtTokens: true,
  capabilities: QOBUZ_CAPABILITIES,
  variables: QOBUZ_VARIABLES,
  configFromEnv: qobuzConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond }),
  createAdapter: (config, deps) => createQobuzAdapter(config, deps),
});
