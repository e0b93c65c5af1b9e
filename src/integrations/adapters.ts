import type { ServiceId } from './knownServices.js';
import type { MusicServiceAdapter } from './types.js';

/** The adapters a process talks to, by service id (built once per process from configuration). */
export type Adapters = ReadonlyMap<ServiceId, MusicServiceAdapter>;
