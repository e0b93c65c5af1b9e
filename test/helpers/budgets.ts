import { serviceRecord } from '../../src/integrations/services.js';
import type { ServiceId } from '../../src/integrations/serviceIds.js';

// The variable names come from each service's record, so that a renamed variable (or a prefix
// that is not the service id's, as YOUTUBE_ for youtubeMusic) is followed here without a second
// spelling.

/** A budget high enough that no test waits on one: the emulators answer as fast as they can. */
export const LIFTED_BUDGET = 5_000;

/** The variable holding our calls-per-second share of `service`, e.g. SPOTIFY_REQUESTS_PER_SECOND. */
export function budgetVariable(service: ServiceId): string {
  const found = Object.keys(serviceRecord(service)!.variables).find((name) => name.endsWith('_REQUESTS_PER_SECOND'));
  if (!found) throw new Error(`${service} has no _REQUESTS_PER_SECOND variable`);
  return found;
}

/**
 * Settings lifting the budgets of `services` to `perSecond` calls a second each: the service's
 * share and, where it has one, each listener's (a person's own server is spared by one).
 */
export function liftedBudgets(services: readonly ServiceId[], perSecond = LIFTED_BUDGET): Record<string, string> {
  return Object.fromEntries(
    services.flatMap((service) =>
      Object.keys(serviceRecord(service)!.variables)
        .filter((name) => name.endsWith('_PER_SECOND'))
        .map((name) => [name, String(perSecond)]),
    ),
  );
}
