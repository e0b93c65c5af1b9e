import type { ServiceId } from './knownServices.js';
import type { ServiceRecord } from './serviceRecord.js';
import { spotify } from './spotify/service.js';
import { deezer } from './deezer/service.js';
import { appleMusic } from './appleMusic/service.js';
import { tidal } from './tidal/service.js';
import { youtubeMusic } from './youtubeMusic/service.js';
import { soundcloud } from './soundcloud/service.js';
import { qobuz } from './qobuz/service.js';
import { beatport } from './beatport/service.js';
import { lastfm } from './lastfm/service.js';
import { subsonic } from './subsonic/service.js';
import { jellyfin } from './jellyfin/service.js';
import { plex } from './plex/service.js';
import { listenbrainz } from './listenbrainz/service.js';

/**
 * The music services of this interface, in the order pages and lists show them: the one list
 * that names them. Every other list (ids, the sign-in picker, marks, configuration, emulators,
 * OpenAPI enums) is derived from it. A service is added by its folder and one line here
 * (docs/adding-a-service.md).
 */
export const SERVICES = [
  spotify,
  deezer,
  appleMusic,
  tidal,
  youtubeMusic,
  soundcloud,
  qobuz,
  beatport,
  lastfm,
  subsonic,
  jellyfin,
  plex,
  listenbrainz,
] as const;

type Listed = (typeof SERVICES)[number]['id'];
type Holds<T extends true> = T;
/** A service folder whose record is not in SERVICES does not compile (the check is this type). */
export type EveryServiceListed = Holds<[Exclude<ServiceId, Listed>] extends [never] ? true : false>;

/**
 * The two services every example of the docs and the demo account use: the first two listed, so
 * that examples never name a service the interface has dropped.
 */
export const EXAMPLE_SERVICES = { source: SERVICES[0].id, destination: SERVICES[1].id } as const;

const BY_ID = new Map<string, ServiceRecord>(SERVICES.map((service) => [service.id, service]));

/** The record of a service id; undefined for a string that names none. */
export function serviceRecord(id: string): ServiceRecord | undefined {
  return BY_ID.get(id);
}
