import { SERVICES } from '../integrations/services.js';

/**
 * What a person lets the partner do by connecting each service, in words they read on the picker,
 * written in each service's record from the permissions our sign-in asks that service for. The
 * permissions stand beside the words so that a test holds them to what the adapters really ask: a
 * new permission cannot reach people without its words.
 */
export const SERVICE_ACCESS: ReadonlyMap<string, { permissions: readonly string[]; words: string }> = new Map(
  SERVICES.map((service) => [service.id, service.access]),
);

/** What connecting `service` lets the partner do, as the end of "Lets {partner} …". */
export function accessWords(service: string): string | null {
  return SERVICE_ACCESS.get(service)?.words ?? null;
}
