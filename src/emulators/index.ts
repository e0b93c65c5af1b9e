import type { ServiceId } from '../integrations/serviceIds.js';
import type { EmulatorOptions, RunningEmulator } from './kit/types.js';
import { startSpotifyEmulator } from './spotify/index.js';
import { startDeezerEmulator } from './deezer/index.js';
import { startTidalEmulator } from './tidal/index.js';
import { startYoutubeMusicEmulator } from './youtubeMusic/index.js';
import { startAppleMusicEmulator } from './appleMusic/index.js';
import { startBeatportEmulator } from './beatport/index.js';
import { startSoundCloudEmulator } from './soundcloud/index.js';
import { startQobuzEmulator } from './qobuz/index.js';
import { startLastfmEmulator } from './lastfm/index.js';

/** How to start the local emulator of each music service (npm start, tests, benchmarks). */
export const EMULATOR_STARTERS: Partial<Record<ServiceId, (options: EmulatorOptions) => Promise<RunningEmulator>>> = {
  spotify: startSpotifyEmulator,
  deezer: startDeezerEmulator,
  appleMusic: startAppleMusicEmulator,
  tidal: startTidalEmulator,
  youtubeMusic: startYoutubeMusicEmulator,
  soundcloud: startSoundCloudEmulator,
  qobuz: startQobuzEmulator,
  beatport: startBeatportEmulator,
  lastfm: startLastfmEmulator,
};

/** The environment that points each of these emulators' adapters at it, for a web or worker process. */
export function emulatorEnv(...emulators: RunningEmulator[]): Record<string, string> {
  return Object.assign({}, ...emulators.map((emulator) => emulator.env));
}
