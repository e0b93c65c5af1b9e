import test from 'ava';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startLastfmEmulator } from '../../../src/emulators/lastfm/index.js';
import { createLastfmAdapter } from '../../../src/integrations/lastfm/adapter.js';
import { lastfmConfigFromEnv } from '../../../src/integrations/lastfm/config.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { contractSuite, type ContractSetup } from '../contract.js';

let setup: ContractSetup;
let emulator: RunningEmulator;

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 3_000 });
  emulator = await startLastfmEmulator({ catalogue, rateLimit: null });
  setup = {
    adapter: createLastfmAdapter(lastfmConfigFromEnv(emulator.env)),
    emulator,
    catalogue,
    redirectUri: 'https://partner.example/oauth/lastfm/callback',
  };
});

test.after.always(async () => {
  await emulator?.close();
});

contractSuite(test, () => setup);
