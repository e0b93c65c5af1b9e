import type { ServiceId } from '../integrations/serviceIds.js';
import type { EmulatorOptions, RunningEmulator } from './kit/types.js';
import { startSpotifyEmulator } from './spotify/index.js';
import { startDeezerEmulator } from './deezer/index.js';
import { startTidalEmulator } from './tidal/index.js';
import { startYoutubeMusicEmulator } from './youtubeMusic/index.js';
import { startAppleMusicEmulator } from './appleMusic/index.js';

/** A started emulator and the environment the web and worker processes need to talk to it. */
export interface StartedEmulator {
  emulator: RunningEmulator;
  env?: Record<string, string>;
}

/** How to start the local emulator of each music service (npm start, tests, benchmarks). */
export const EMULATOR_STARTERS: Partial<Record<ServiceId, (options: EmulatorOptions) => Promise<StartedEmulator>>> = {
  spotify: async (options) => ({ emulator: await startSpotifyEmulator(options) }),
  deezer: async (options) => ({ emulator: await startDeezerEmulator(options) }),
  appleMusic: async (options) => ({ emulator: await startAppleMusicEmulator(options) }),
  tidal: async (options) => ({ emulator: await startTidalEmulator(options) }),
  youtubeMusic: async (options) => ({ emulator: await startYoutubeMusicEmulator(options) }),
};

