import test from 'ava';
import { startLastfmEmulator } from '../../../src/emulators/lastfm/index.js';
import { createLastfmAdapter } from '../../../src/integrations/lastfm/adapter.js';
import { lastfmConfigFromEnv } from '../../../src/integrations/lastfm/config.js';
import { contractSuite } from '../contract.js';
import { emulatedContract } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startLastfmEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createLastfmAdapter(lastfmConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/lastfm/callback',
});

contractSuite(test, () => setup);
