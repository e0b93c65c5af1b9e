import Joi from 'joi';
import type { Redis } from 'ioredis';
import type { ServiceId } from './knownServices.js';
import type { Capabilities, MusicServiceAdapter } from './types.js';
import type { BudgetLimits, RedisBudget } from './http/budget.js';
import type { UpstreamMetrics } from './http/metrics.js';

/** What every adapter factory receives: the shared budget, the call counts and Redis. */
export interface AdapterDeps {
  budget: RedisBudget;
  metrics: UpstreamMetrics;
  redis: Redis;
  /** Prefix of this deployment's Redis keys (quotas a service counts per project). */
  redisPrefix: string;
}

/**
 * How a service's mark is drawn: a plain shape in the service's brand colour with its initial.
 * Our own marks, never the services' logos (which are theirs to license).
 */
export interface MarkStyle {
  shape: 'circle' | 'rounded' | 'square';
  /** The brand colour the shape is filled with. */
  colour: string;
  /** The initial's colour: whichever of black and white reads better on the brand colour. */
  ink: string;
  /**
   * One or two letters, no two services' the same: where two services share an initial (Spotify
   * and SoundCloud), the second takes two letters, so that the marks differ at a glance.
   */
  letter: string;
}

/** One environment variable of a service: its README row, its `.env.example` line and its check. */
export interface ServiceVariable {
  /** What an unset variable means; `''` is shown as "none". */
  default: string | number;
  about: string;
  /** How a set value is checked (the default comes from `default`, written once). */
  schema: Joi.StringSchema | Joi.NumberSchema;
  /**
   * The variable names one of the service's hosts. A test that starts no emulator for the service
   * points it at a closed port, so that no test ever reaches the real service.
   */
  host?: true;
}

export type ServiceVariables = Readonly<Record<string, ServiceVariable>>;

/** The values of a service's variables, defaults applied, each typed by its schema. */
export type VariableValues<V extends ServiceVariables> = {
  [K in keyof V]: V[K]['schema'] extends Joi.NumberSchema ? number : string;
};

/** Reads and checks a service's variables; a bad value stops the process with one readable line. */
export function readVariables<V extends ServiceVariables>(
  serviceName: string,
  variables: V,
  env: NodeJS.ProcessEnv,
): VariableValues<V> {
  const schema = Joi.object(
    Object.fromEntries(
      Object.entries(variables).map(([name, variable]) => [name, variable.schema.default(variable.default)]),
    ),
  ).unknown(true);
  const { value, error } = schema.validate(env);
  if (error) throw new Error(`invalid ${serviceName} configuration: ${error.message}`);
  return value as VariableValues<V>;
}

/**
 * Everything the rest of the system knows about one music service, kept in the service's own
 * folder (`src/integrations/<id>/service.ts`). Every list of services (the sign-in picker, the
 * marks, the configuration table, the emulators tests start, the OpenAPI enums) is derived from
 * these records through `SERVICES`; docs/adding-a-service.md says how to add one.
 */
export interface ServiceRecord<Id extends ServiceId = ServiceId, C = unknown> {
  id: Id;
  /** The service's own name, as people see it on our pages. */
  name: string;
  mark: MarkStyle;
  /**
   * What a person lets the partner do by connecting the service, in words they read on the
   * picker, beside the permissions our sign-in asks for (a test holds the two to the adapter).
   */
  access: { permissions: readonly string[]; words: string };
  /**
   * Whether a token the partner obtained itself tells whose account it is: only then can it
   * connect a user or be a transfer's pre-authorized destination.
   */
  broughtTokens: boolean;
  /** What its adapter can do (the adapter answers the same object). */
  capabilities: Capabilities;
  variables: ServiceVariables;
  configFromEnv(env: NodeJS.ProcessEnv): C;
  /** Our share of the service's limits, for all processes together. */
  budget(config: C): BudgetLimits;
  createAdapter(config: C, deps: AdapterDeps): MusicServiceAdapter;
}

/** A service's record, checked whole where it is written. */
export function defineService<Id extends ServiceId, C>(record: ServiceRecord<Id, C>): ServiceRecord<Id, C> {
  return record;
}
