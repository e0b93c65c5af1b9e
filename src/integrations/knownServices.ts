/**
 * The ids of the music services, declared by the services themselves: each service's `service.ts`
 * adds its id here (TypeScript's declaration merging), so no list outside a service's folder
 * spells it. `SERVICES` (services.ts) must then list every declared id, or the project does not
 * compile. The adapters' shared types read the id from here rather than from that list, which
 * imports the adapters.
 */
export interface KnownServices {}

/** A music service's id, as partners use it (spec rule 5). */
export type ServiceId = Extract<keyof KnownServices, string>;
