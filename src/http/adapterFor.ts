import type { Adapters } from '../integrations/adapters.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import type { MusicServiceAdapter } from '../integrations/types.js';
import { badRequest } from './errors.js';

/** The adapter of a service id a request names, or 400 `unknownIntegration`. */
export function adapterFor(adapters: Adapters, service: string): MusicServiceAdapter {
  const adapter = adapters.get(service as ServiceId);
  if (!adapter) throw badRequest('unknownIntegration', `"${service}" is not a music service of this interface.`);
  return adapter;
}
