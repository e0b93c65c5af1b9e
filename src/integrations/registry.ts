import type { Redis } from 'ioredis';
import type { ServiceId } from './serviceIds.js';
import type { MusicServiceAdapter } from './types.js';
import type { Adapters } from './adapters.js';
import { RedisBudget, type BudgetLimits } from './http/budget.js';
import { UpstreamMetrics } from './http/metrics.js';
import { BudgetUsage } from './http/usage.js';
import { accountBudget, accountBudgetWaitSeconds, childrenOf } from '../metrics/registry.js';
import { AccountShares } from '../accounts/budgetShares.js';
import { createSpotifyAdapter } from './spotify/adapter.js';
import { createDeezerAdapter } from './deezer/adapter.js';
import { deezerConfigFromEnv, type DeezerConfig } from './deezer/config.js';
import { createTidalAdapter } from './tidal/adapter.js';
import { createAppleMusicAdapter } from './appleMusic/adapter.js';
import { createYoutubeMusicAdapter } from './youtubeMusic/adapter.js';
import { youtubeMusicConfigFromEnv, type YoutubeMusicConfig } from './youtubeMusic/config.js';
import { appleMusicConfigFromEnv, type AppleMusicConfig } from './appleMusic/config.js';
import { tidalConfigFromEnv, type TidalConfig } from './tidal/config.js';
import { spotifyConfigFromEnv, type SpotifyConfig } from './spotify/config.js';
import { createBeatportAdapter } from './beatport/adapter.js';
import { beatportConfigFromEnv, type BeatportConfig } from './beatport/config.js';
import { createQobuzAdapter } from './qobuz/adapter.js';
import { qobuzConfigFromEnv, type QobuzConfig } from './qobuz/config.js';
import { createSoundCloudAdapter } from './soundcloud/adapter.js';
import { soundCloudConfigFromEnv, type SoundCloudConfig } from './soundcloud/config.js';
import { createLastfmAdapter } from './lastfm/adapter.js';
import { lastfmConfigFromEnv, type LastfmConfig } from './lastfm/config.js';

/** What every adapter factory receives: the shared budget, the call counts and Redis. */
export interface AdapterDeps {
  budget: RedisBudget;
  metrics: UpstreamMetrics;
  redis: Redis;
  /** Prefix of this deployment's Redis keys (quotas a service counts per project). */
  redisPrefix: string;
}

/**
 * One music service as the registry knows it: how to read its configuration from the environment,
 * its request budget, and how to build its adapter.
 */
export interface ServiceRegistration<C> {
  /** The service's own name, as people see it on our pages. */
  displayName: string;
  fromEnv(env: NodeJS.ProcessEnv): C;
  budget(config: C): BudgetLimits;
  create(config: C, deps: AdapterDeps): MusicServiceAdapter;
}

const REGISTRATIONS: Partial<Record<ServiceId, ServiceRegistration<unknown>>> = {
  spotify: {
    displayName: 'Spotify',
    fromEnv: spotifyConfigFromEnv,
    budget: (config) => ({ perSecond: (config as SpotifyConfig).requestsPerSecond }),
    create: (config, deps) => createSpotifyAdapter(config as SpotifyConfig, deps),
  },
  deezer: {
    displayName: 'Deezer',
    fromEnv: deezerConfigFromEnv,
    budget: (config) => ({ perSecond: (config as DeezerConfig).requestsPerSecond }),
    create: (config, deps) => createDeezerAdapter(config as DeezerConfig, deps),
  },
  appleMusic: {
    displayName: 'Apple Music',
    fromEnv: appleMusicConfigFromEnv,
    budget: (config) => ({ perSecond: (config as AppleMusicConfig).requestsPerSecond }),
    create: (config, deps) => createAppleMusicAdapter(config as AppleMusicConfig, deps),
  },
  tidal: {
    displayName: 'TIDAL',
    fromEnv: tidalConfigFromEnv,
    budget: (config) => ({ perSecond: (config as TidalConfig).requestsPerSecond }),
    create: (config, deps) => createTidalAdapter(config as TidalConfig, deps),
  },
  youtubeMusic: {
    displayName: 'YouTube Music',
    fromEnv: youtubeMusicConfigFromEnv,
    budget: (config) => ({ perSecond: (config as YoutubeMusicConfig).requestsPerSecond }),
    create: (config, deps) => createYoutubeMusicAdapter(config as YoutubeMusicConfig, deps),
  },
  soundcloud: {
    displayName: 'SoundCloud',
    fromEnv: soundCloudConfigFromEnv,
    budget: (config) => ({ perSecond: (config as SoundCloudConfig).requestsPerSecond }),
    create: (config, deps) => createSoundCloudAdapter(config as SoundCloudConfig, deps),
  },
  qobuz: {
    displayName: 'Qobuz',
    fromEnv: qobuzConfigFromEnv,
    budget: (config) => ({ perSecond: (config as QobuzConfig).requestsPerSecond }),
    create: (config, deps) => createQobuzAdapter(config as QobuzConfig, deps),
  },
  beatport: {
    displayName: 'Beatport',
    fromEnv: beatportConfigFromEnv,
    budget: (config) => ({ perSecond: (config as BeatportConfig).requestsPerSecond }),
    create: (config, deps) => createBeatportAdapter(config as BeatportConfig, deps),
  },
  lastfm: {
    displayName: 'Last.fm',
    fromEnv: lastfmConfigFromEnv,
    budget: (config) => ({ perSecond: (config as LastfmConfig).requestsPerSecond }),
    create: (config, deps) => createLastfmAdapter(config as LastfmConfig, deps),
  },
};

/** A service's request budget as configured in this process's environment. */
export function serviceBudget(env: NodeJS.ProcessEnv, service: ServiceId): BudgetLimits {
  // Read (and validated) once per environment: the usage report asks on every request.
  let known = budgetsByEnv.get(env);
  if (!known) budgetsByEnv.set(env, (known = new Map()));
  let limits = known.get(service);
  if (!limits) {
    const registration = REGISTRATIONS[service]!;
    known.set(service, (limits = registration.budget(registration.fromEnv(env))));
  }
  return limits;
}

const budgetsByEnv = new WeakMap<NodeJS.ProcessEnv, Map<ServiceId, BudgetLimits>>();

function budgetLimits(configs: Map<ServiceId, unknown>, service: string): BudgetLimits {
  return REGISTRATIONS[service as ServiceId]!.budget(configs.get(service as ServiceId));
}

/** BUDGET_BACKGROUND_FLOOR: the fraction of an account's share that its background work keeps. */
export function backgroundFloorFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.BUDGET_BACKGROUND_FLOOR;
  if (raw === undefined || raw === '') return 0.2;
  const floor = Number(raw);
  if (!(floor >= 0 && floor <= 1)) throw new Error('BUDGET_BACKGROUND_FLOOR must be a fraction from 0 to 1');
  return floor;
}

/** A service's display name; an unknown id is shown as it is. */
export function serviceName(id: string): string {
  return REGISTRATIONS[id as ServiceId]?.displayName ?? id;
}

/**
 * Builds every adapter of this process from its environment. A local emulator is pointed at the
 * same way as the real service: through the service's URL and app variables (`npm start` and the
 * tests pass each emulator's `env`), so production code never knows emulators exist.
 */
export function createAdapters(
  env: NodeJS.ProcessEnv,
  redis: Redis,
  redisPrefix: string,
  metrics = new UpstreamMetrics(),
): Adapters {
  const configs = new Map<ServiceId, unknown>();
  for (const [id, registration] of Object.entries(REGISTRATIONS) as [ServiceId, ServiceRegistration<unknown>][])
    configs.set(id, registration.fromEnv(env));
  const usage = new BudgetUsage(redis, redisPrefix);
  const waitedOf = childrenOf(accountBudgetWaitSeconds);
  const countOf = childrenOf(accountBudget);
  usage.onCount((service, account, field, amount) => {
    if (field === 'waitedMs') {
      metrics.recordWait(service, amount);
      waitedOf(service, account).inc(amount / 1000);
    } else countOf(service, account, field).inc(amount);
  });
  usage.start();
  const budget = new RedisBudget(redis, redisPrefix, (service) => budgetLimits(configs, service), {
    shares: new AccountShares().get,
    backgroundFloor: backgroundFloorFromEnv(env),
    usage,
  });
  const adapters = new Map<ServiceId, MusicServiceAdapter>();
  for (const [id, config] of configs)
    adapters.set(id, REGISTRATIONS[id]!.create(config, { budget, metrics, redis, redisPrefix }));
  return adapters;
}
