import type { ServiceId } from './serviceIds.js';
import type { MusicServiceAdapter } from './types.js';
import { badRequest } from '../http/errors.js';

/** The adapters a process talks to, by service id (built once per process from configuration). */
export type Adapters = ReadonlyMap<ServiceId, MusicServiceAdapter>;

/** The adapter of a service id, or 400 `unknownIntegration`. */
export function adapterFor(adapters: Adapters, service: string): MusicServiceAdapter {
  const adapter = adapters.get(service as ServiceId);
  if (!adapter) throw badRequest('unknownIntegration', `"${service}" is not a music service of this interface.`);
  return adapter;
}
