import type { ServiceId } from '../../integrations/serviceIds.js';
import type { Catalogue, ServiceCatalogue } from './types.js';
import { generateCanonical } from './generate.js';
import { buildView } from './view.js';

export { SEEDED_PASSWORD } from './generate.js';

/** A deterministic catalogue: the same seed and size give the same data and ids on every machine. */
export function createCatalogue(options: { seed?: number; recordings?: number } = {}): Catalogue {
  const seed = options.seed ?? 1;
  const data = generateCanonical(seed, options.recordings ?? 50_000);
  const views = new Map<ServiceId, ServiceCatalogue>();
  return {
    seed,
    ...data,
    view(service) {
      let view = views.get(service);
      if (!view) views.set(service, (view = lazyView(service, () => buildView(service, data, seed))));
      return view;
    },
  };
}

/**
 * A view built at its first use: `npm start` runs every service's emulator, and a person or a test
 * mostly uses two or three of them, while a view of 50,000 recordings costs a quarter of a second.
 * Each view draws from its own random stream, so the order they are built in changes nothing.
 */
function lazyView(service: ServiceId, build: () => ServiceCatalogue): ServiceCatalogue {
  let built: ServiceCatalogue | undefined;
  const view = () => (built ??= build());
  return {
    service,
    track: (id) => view().track(id),
    album: (id) => view().album(id),
    artist: (id) => view().artist(id),
    searchTracks: (query, offset, limit) => view().searchTracks(query, offset, limit),
    searchAlbums: (query, offset, limit) => view().searchAlbums(query, offset, limit),
    searchArtists: (query, offset, limit) => view().searchArtists(query, offset, limit),
    tracksByIsrc: (isrc) => view().tracksByIsrc(isrc),
    load: (tracks) => view().load(tracks),
    trackIdFor: (key) => view().trackIdFor(key),
    albumIdFor: (key) => view().albumIdFor(key),
    artistIdFor: (key) => view().artistIdFor(key),
    allTracks: () => view().allTracks(),
    size: () => view().size(),
  };
}

let shared: Catalogue | undefined;

/** The catalogue of `npm start` and the benchmarks: seed 1, 50,000 recordings, built once per process. */
export function defaultCatalogue(): Catalogue {
  shared ??= createCatalogue();
  return shared;
}
