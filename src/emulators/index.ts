import type { ServiceId } from '../integrations/serviceIds.js';
import type { EmulatorOptions, RunningEmulator } from './kit/types.js';
import { startSpotifyEmulator } from './spotify/index.js';
import { startDeezerEmulator } from './deezer/index.js';
import { startTidalEmulator } from './tidal/index.js';
import { startYoutubeMusicEmulator } from './youtubeMusic/index.js';
import { startAppleMusicEmulator, type RunningAppleMusicEmulator } from './appleMusic/index.js';

/** A started emulator and the environment the web and worker processes need to talk to it. */
export interface StartedEmulator {
  emulator: RunningEmulator;
  env?: Record<string, string>;
}

/** How to start the local emulator of each music service (npm start, tests, benchmarks). */
export const EMULATOR_STARTERS: Partial<Record<ServiceId, (options: EmulatorOptions) => Promise<StartedEmulator>>> = {
  spotify: async (options) => ({ emulator: await startSpotifyEmulator(options) }),
  deezer: async (options) => ({ emulator: await startDeezerEmulator(options) }),
  appleMusic: async (options) => {
    const emulator = await startAppleMusicEmulator(options);
    return { emulator, env: appleMusicEmulatorEnv(emulator) };
  },
  tidal: async (options) => ({ emulator: await startTidalEmulator(options) }),
  youtubeMusic: async (options) => ({ emulator: await startYoutubeMusicEmulator(options) }),
};

/** The MusicKit key the Apple Music emulator trusts, for the processes that sign developer tokens. */
export function appleMusicEmulatorEnv(emulator: RunningAppleMusicEmulator): Record<string, string> {
  return { APPLE_MUSIC_TEAM_ID: emulator.developerKey.teamId, APPLE_MUSIC_KEY_ID: emulator.developerKey.keyId, APPLE_MUSIC_PRIVATE_KEY: emulator.developerKey.privateKeyPem };
}
