import type { Config } from '../config.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import type { EmulatorOptions, RunningEmulator } from '../emulators/kit/types.js';
import { defaultCatalogue } from '../emulators/catalogue/index.js';
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
export async function startDevEmulators(config: Config): Promise<DevEmulators> {
  const basePort = Number(process.env.EMULATOR_BASE_PORT ?? config.port + 100);
  const catalogue = defaultCatalogue();
  const running: RunningEmulator[] = [];
  const env: Record<string, string> = {};
  let port = basePort;
  for (const [service, starter] of Object.entries(EMULATOR_STARTERS) as [ServiceId, (o: EmulatorOptions) => Promise<{ emulator: RunningEmulator; env?: Record<string, string> }>][]) {
    const started = await starter({ catalogue, port: port++ });
    running.push(started.emulator);
    Object.assign(env, started.env ?? {});
    void service;
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
