import type { Config } from '../config.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import type { RunningEmulator } from '../emulators/kit/types.js';
import type { Catalogue } from '../emulators/catalogue/types.js';
import { EMULATOR_STARTERS, emulatorEnv } from '../emulators/index.js';

export interface DevEmulators {
  urls: Partial<Record<ServiceId, string>>;
  /** The environment that points the web and worker processes' adapters at the emulators. */
  env: Record<string, string>;
  /** Return URLs of the demo partner page. */
  returnUrls: string[];
  close(): Promise<void>;
}

/** Starts every emulator on consecutive ports from EMULATOR_BASE_PORT (default PORT + 100). */
export async function startDevEmulators(config: Config, catalogue: Catalogue): Promise<DevEmulators> {
  const basePort = Number(process.env.EMULATOR_BASE_PORT ?? config.port + 100);
  const running: RunningEmulator[] = [];
  let port = basePort;
  for (const starter of Object.values(EMULATOR_STARTERS)) running.push(await starter({ catalogue, port: port++ }));
  return {
    urls: Object.fromEntries(running.map((e) => [e.service, e.url])),
    env: emulatorEnv(...running),
    returnUrls: [],
    close: async () => {
      await Promise.all(running.map((e) => e.close()));
    },
  };
}
