import test from 'ava';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startDeezerEmulator } from '../../../src/emulators/deezer/index.js';
import { createDeezerAdapter } from '../../../src/integrations/deezer/adapter.js';
import { deezerConfigFromEnv } from '../../../src/integrations/deezer/config.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { contractSuite, type ContractSetup } from '../contract.js';

let setup: ContractSetup;
let emulator: RunningEmulator;

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 3_000 });
  emulator = await startDeezerEmulator({ catalogue, rateLimit: null });
  setup = {
    adapter: createDeezerAdapter(deezerConfigFromEnv(emulator.env)),
    emulator,
    catalogue,
    redirectUri: 'https://partner.example/oauth/deezer/callback',
  };
});

test.after.always(async () => {
  await emulator?.close();
});

contractSuite(test, () => setup);
