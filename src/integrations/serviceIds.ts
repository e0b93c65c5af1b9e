import type { ServiceId } from './knownServices.js';
import { SERVICES } from './services.js';

export type { ServiceId } from './knownServices.js';

/** The music services the interface knows, by the service id partners use (spec rule 5). */
export const SERVICE_IDS: readonly ServiceId[] = SERVICES.map((service) => service.id);

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === 'string' && (SERVICE_IDS as readonly string[]).includes(value);
}
