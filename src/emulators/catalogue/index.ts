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
      if (!view) views.set(service, (view = buildView(service, data, seed)));
      return view;
    },
  };
}

let shared: Catalogue | undefined;

/** The catalogue of `npm start` and the benchmarks: seed 1, 50,000 recordings, built once per process. */
export function defaultCatalogue(): Catalogue {
  shared ??= createCatalogue();
  return shared;
}
