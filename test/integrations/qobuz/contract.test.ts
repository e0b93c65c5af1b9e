import test from 'ava';
import { startQobuzEmulator } from '../../../src/emulators/qobuz/index.js';
import { createQobuzAdapter } from '../../../src/integrations/qobuz/adapter.js';
import { qobuzConfigFromEnv } from '../../../src/integrations/qobuz/config.js';
import { contractSuite } from '../contract.js';
import { emulatedContract } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startQobuzEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createQobuzAdapter(qobuzConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/qobuz/callback',
});

contractSuite(test, () => setup);
