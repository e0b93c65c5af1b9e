import type { Redis } from 'ioredis';
import type { ServiceId } from './serviceIds.js';
import type { MusicServiceAdapter } from './types.js';
import type { Adapters } from './adapters.js';
import { RedisBudget, type BudgetLimits } from './http/budget.js';
import { UpstreamMetrics } from './http/metrics.js';
import { createSpotifyAdapter } from './spotify/adapter.js';
import { createDeezerAdapter } from './deezer/adapter.js';
import { deezerConfigForEmulator, deezerConfigFromEnv, type DeezerConfig } from './deezer/config.js';
import { createTidalAdapter } from './tidal/adapter.js';
import { createAppleMusicAdapter } from './appleMusic/adapter.js';
import { createYoutubeMusicAdapter } from './youtubeMusic/adapter.js';
import { youtubeMusicConfigForEmulator, youtubeMusicConfigFromEnv, type YoutubeMusicConfig } from './youtubeMusic/config.js';
import { appleMusicConfigForEmulator, appleMusicConfigFromEnv, type AppleMusicConfig } from './appleMusic/config.js';
import { tidalConfigForEmulator, tidalConfigFromEnv, type TidalConfig } from './tidal/config.js';
import { spotifyConfigForEmulator, spotifyConfigFromEnv, type SpotifyConfig } from './spotify/config.js';

/** What every adapter factory receives: the shared budget, the call counts and Redis. */
export interface AdapterDeps {
  budget: RedisBudget;
  metrics: UpstreamMetrics;
  redis: Redis;
  /** Prefix of this deployment's Redis keys (quotas a service counts per project). */
  redisPrefix: string;
}

/**
 * One music service as the registry knows it: how to read its configuration from the environment
 * (or point it at an emulator's base URL), its request budget, and how to build its adapter.
 */
export interface ServiceRegistration<C> {
  fromEnv(env: NodeJS.ProcessEnv): C;
  forEmulator(baseUrl: string, env: NodeJS.ProcessEnv): C;
  budget(config: C): BudgetLimits;
  create(config: C, deps: AdapterDeps): MusicServiceAdapter;
}

const REGISTRATIONS: Partial<Record<ServiceId, ServiceRegistration<unknown>>> = {
  spotify: {
    fromEnv: spotifyConfigFromEnv,
    forEmulator: (baseUrl, env) => spotifyConfigForEmulator(baseUrl, env),
    budget: (config) => ({ perSecond: (config as SpotifyConfig).requestsPerSecond }),
    create: (config, deps) => createSpotifyAdapter(config as SpotifyConfig, deps),
  },
  deezer: {
    fromEnv: deezerConfigFromEnv,
    forEmulator: (baseUrl, env) => deezerConfigForEmulator(baseUrl, env),
    budget: (config) => ({ perSecond: (config as DeezerConfig).requestsPerSecond }),
    create: (config, deps) => createDeezerAdapter(config as DeezerConfig, deps),
  },
  appleMusic: {
    fromEnv: appleMusicConfigFromEnv,
    forEmulator: (baseUrl, env) => appleMusicConfigForEmulator(baseUrl, env),
    budget: (config) => ({ perSecond: (config as AppleMusicConfig).requestsPerSecond }),
    create: (config, deps) => createAppleMusicAdapter(config as AppleMusicConfig, deps),
  },
  tidal: {
    fromEnv: tidalConfigFromEnv,
    forEmulator: (baseUrl, env) => tidalConfigForEmulator(baseUrl, env),
    budget: (config) => ({ perSecond: (config as TidalConfig).requestsPerSecond }),
    create: (config, deps) => createTidalAdapter(config as TidalConfig, deps),
  },
  youtubeMusic: {
    fromEnv: youtubeMusicConfigFromEnv,
    forEmulator: (baseUrl, env) => youtubeMusicConfigForEmulator(baseUrl, env),
    budget: (config) => ({ perSecond: (config as YoutubeMusicConfig).requestsPerSecond }),
    create: (config, deps) => createYoutubeMusicAdapter(config as YoutubeMusicConfig, deps),
  },
};

/**
 * Builds every adapter of this process. `MUSIC_SERVICE_EMULATORS` (JSON: service id → base URL)
 * points services at their local emulators, as `npm start` and the tests do.
 */
export function createAdapters(env: NodeJS.ProcessEnv, redis: Redis, redisPrefix: string, metrics = new UpstreamMetrics()): Adapters {
  const emulators = env.MUSIC_SERVICE_EMULATORS ? (JSON.parse(env.MUSIC_SERVICE_EMULATORS) as Partial<Record<ServiceId, string>>) : {};
  const configs = new Map<ServiceId, unknown>();
  for (const [id, registration] of Object.entries(REGISTRATIONS) as [ServiceId, ServiceRegistration<unknown>][]) {
    const emulator = emulators[id];
    configs.set(id, emulator ? registration.forEmulator(emulator, env) : registration.fromEnv(env));
  }
  const budget = new RedisBudget(redis, redisPrefix, (service) => REGISTRATIONS[service as ServiceId]!.budget(configs.get(service as ServiceId)));
  const adapters = new Map<ServiceId, MusicServiceAdapter>();
  for (const [id, config] of configs) adapters.set(id, REGISTRATIONS[id]!.create(config, { budget, metrics, redis, redisPrefix }));
  return adapters;
}
