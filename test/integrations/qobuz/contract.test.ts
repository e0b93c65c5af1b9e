import test from 'ava';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startQobuzEmulator } from '../../../src/emulators/qobuz/index.js';
import { createQobuzAdapter } from '../../../src/integrations/qobuz/adapter.js';
import { qobuzConfigFromEnv } from '../../../src/integrations/qobuz/config.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { contractSuite, type ContractSetup } from '../contract.js';

let setup: ContractSetup;
let emulator: RunningEmulator;

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 3_000 });
  emulator = await startQobuzEmulator({ catalogue, rateLimit: null });
  setup = {
    adapter: createQobuzAdapter(qobuzConfigFromEnv(emulator.env)),
    emulator,
    catalogue,
    redirectUri: 'https://partner.example/oauth/qobuz/callback',
  };
});

test.after.always(async () => {
  await emulator?.close();
});

contractSuite(test, () => setup);
