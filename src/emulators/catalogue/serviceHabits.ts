import { SERVICE_IDS, type ServiceId } from '../../integrations/serviceIds.js';
import type { CatalogueHabits } from './wording.js';

/**
 * Each service's catalogue habits, from its emulator's folder (`src/emulators/<id>/habits.ts`):
 * found by the service's id, so that no list here names the services. A service without the
 * file stops the emulators at load, naming the file it lacks.
 */
const HABITS = new Map<ServiceId, CatalogueHabits>(
  await Promise.all(
    SERVICE_IDS.map(async (id): Promise<[ServiceId, CatalogueHabits]> => {
      const module: { habits?: CatalogueHabits } = await import(`../${id}/habits.js`).catch(() => ({}));
      if (!module.habits) throw new Error(`the ${id} emulator has no catalogue habits (src/emulators/${id}/habits.ts)`);
      return [id, module.habits];
    }),
  ),
);

export function habitsOf(service: ServiceId): CatalogueHabits {
  return HABITS.get(service)!;
}
