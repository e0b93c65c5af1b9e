import { SERVICE_IDS, type ServiceId } from '../integrations/serviceIds.js';
import type { EmulatorOptions, RunningEmulator } from './kit/types.js';

type StartEmulator = (options: EmulatorOptions) => Promise<RunningEmulator>;

/**
 * Starts the local emulator of a service (npm start, tests, benchmarks), found by the service's id
 * in its own folder (`src/emulators/<id>/start.ts`), so that no list here names the services.
 */
async function startEmulator(service: ServiceId, options: EmulatorOptions): Promise<RunningEmulator> {
  const module: { start?: StartEmulator } = await import(`./${service}/start.js`).catch(() => ({}));
  if (!module.start) throw new Error(`the ${service} service has no emulator (src/emulators/${service}/start.ts)`);
  return module.start(options);
}

/** How to start the local emulator of each music service, one for every service. */
export const EMULATOR_STARTERS: Readonly<Record<ServiceId, StartEmulator>> = Object.fromEntries(
  SERVICE_IDS.map((id) => [id, (options: EmulatorOptions) => startEmulator(id, options)]),
) as Record<ServiceId, StartEmulator>;

/** The environment that points each of these emulators' adapters at it, for a web or worker process. */
export function emulatorEnv(...emulators: RunningEmulator[]): Record<string, string> {
  return Object.assign({}, ...emulators.map((emulator) => emulator.env));
}
