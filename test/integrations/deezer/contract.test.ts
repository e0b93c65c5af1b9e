import test from 'ava';
import { startDeezerEmulator } from '../../../src/emulators/deezer/index.js';
import { createDeezerAdapter } from '../../../src/integrations/deezer/adapter.js';
import { deezerConfigFromEnv } from '../../../src/integrations/deezer/config.js';
import { contractSuite } from '../contract.js';
import { emulatedContract } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startDeezerEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createDeezerAdapter(deezerConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/deezer/callback',
});

contractSuite(test, () => setup);
