import test from 'ava';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../../src/emulators/spotify/index.js';
import { createSpotifyAdapter } from '../../../src/integrations/spotify/adapter.js';
import { spotifyConfigFromEnv } from '../../../src/integrations/spotify/config.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { contractSuite, type ContractSetup } from '../contract.js';

let setup: ContractSetup;
let emulator: RunningEmulator;

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 3_000 });
  emulator = await startSpotifyEmulator({ catalogue, rateLimit: null, accessTokenTtlSeconds: 600 });
  setup = {
    adapter: createSpotifyAdapter(spotifyConfigFromEnv(emulator.env)),
    emulator,
    catalogue,
    redirectUri: 'https://partner.example/oauth/spotify/callback',
  };
});

test.after.always(async () => {
  await emulator?.close();
});

contractSuite(test, () => setup);
