import type { Config } from '../config.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import type { RunningEmulator } from '../emulators/kit/types.js';
import type { Catalogue } from '../emulators/catalogue/types.js';
import { EMULATOR_STARTERS } from '../emulators/index.js';

export interface DevEmulators {
  urls: Partial<Record<ServiceId, string>>;
  /** Extra environment for the web and worker processes (keys the emulators need to trust us). */
  env: Record<string, string>;
  /** Return URLs of the demo partner page. */
  returnUrls: string[];
  close(): Promise<void>;
}

/** Starts every emulator on consecutive ports from EMULATOR_BASE_PORT (default PORT + 100). */
export async function startDevEmulators(config: Config, catalogue: Catalogue): Promise<DevEmulators> {
  const basePort = Number(process.env.EMULATOR_BASE_PORT ?? config.port + 100);
  const running: RunningEmulator[] = [];
  const env: Record<string, string> = {};
  let port = basePort;
  for (const starter of Object.values(EMULATOR_STARTERS)) {
    const started = await starter({ catalogue, port: port++ });
    running.push(started.emulator);
    Object.assign(env, started.env ?? {});
  }
  return {
    urls: Object.fromEntries(running.map((e) => [e.service, e.url])),
    env,
    returnUrls: [],
    close: async () => {
      await Promise.all(running.map((e) => e.close()));
    },
  };
}
