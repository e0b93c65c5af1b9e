import test from 'ava';
import { startSpotifyEmulator } from '../../../src/emulators/spotify/index.js';
import { createSpotifyAdapter } from '../../../src/integrations/spotify/adapter.js';
import { spotifyConfigFromEnv } from '../../../src/integrations/spotify/config.js';
import { contractSuite } from '../contract.js';
import { emulatedContract } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startSpotifyEmulator({ catalogue, rateLimit: null, accessTokenTtlSeconds: 600 }),
  adapter: (env) => createSpotifyAdapter(spotifyConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/spotify/callback',
});

contractSuite(test, () => setup);
