import type { TestFn } from 'ava';
import type { Browser } from 'playwright-core';
import { startTestSystem, type TestSystem } from './system.js';
import { createPartner, type TestPartner } from './fixtures.js';
import { client } from './http.js';
import { liftedBudgets } from './budgets.js';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import type { Catalogue } from '../../src/emulators/catalogue/types.js';
import { EMULATOR_STARTERS, emulatorEnv } from '../../src/emulators/index.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import type { ServiceId } from '../../src/integrations/serviceIds.js';
import { startWorkers, type WorkerProcess } from '../../workers/worker.js';
import type { AccountInput } from '../../src/accounts/commands.js';

export const RETURN_URL = 'https://partner.example/back';

export interface SystemOptions {
  /** Services whose emulators start, each pointed at by the web process (and the workers). */
  services?: ServiceId[];
  /** Size of the seeded catalogue the emulators share (default 2,000 recordings). */
  recordings?: number;
  /** Rate limits of the emulators: their usual ones when true; none (the default) otherwise. */
  usualRateLimits?: boolean;
  /**
   * Our budgets of `services` (their `_REQUESTS_PER_SECOND`) lifted, so that no call waits on one:
   * to LIFTED_BUDGET of ./budgets.ts when true, or to the calls per second given. `env` still wins.
   */
  liftBudgets?: boolean | number;
  /** Settings of the web process after the emulators' own (budgets, webhooks, ...). */
  env?: Record<string, string>;
  /**
   * Settings only known once something of the file's own is listening (a mail server's address),
   * asked for in the same hook just before the web process starts; they win over `env`.
   */
  envFrom?(): Promise<Record<string, string>>;
  /** Workers in this process, on the same configuration. */
  workers?: boolean;
  /** A headless Chromium for the file's pages (screenshots, when asked, go to test-results/). */
  browser?: boolean;
  /** A partner account; its Return URLs default to RETURN_URL and its services to `services`. */
  partner?: Partial<AccountInput> & { slug: string };
  /**
   * More to prepare once the system is up (connected users, webhook endpoints), in the same hook:
   * ava runs a file's `before` hooks side by side, so a second hook could not count on this one.
   */
  setup?(used: UsedSystem): Promise<void>;
}

/**
 * A system that runs whole transfers in a browser: Spotify and Deezer, workers, Chromium, budgets
 * lifted and webhook receivers on this machine allowed.
 */
export const BROWSER_TRANSFERS: SystemOptions = {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  workers: true,
  browser: true,
  liftBudgets: true,
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
};

/** What a test file works against, filled in before its first test. */
export interface UsedSystem {
  system: TestSystem;
  url: string;
  catalogue: Catalogue;
  /** The emulators of the services asked for, by service id (no other is there). */
  emulators: Record<ServiceId, RunningEmulator>;
  /** The emulator of one of the services asked for. */
  emulator(service: ServiceId): RunningEmulator;
  partner: TestPartner;
  workers: WorkerProcess | null;
  browser: Browser;
  /** The partner API with the partner's Client Secret. */
  api(): ReturnType<typeof client>;
}

/**
 * A test file's whole system: the emulators of `services`, a web process pointed at them, workers
 * when asked, and a partner account, started before the first test and stopped after the last.
 */
export function useSystem(test: TestFn, options: SystemOptions = {}): UsedSystem {
  const used = {
    emulators: {},
    workers: null,
    emulator(service: ServiceId) {
      const found = used.emulators[service];
      if (!found) throw new Error(`no emulator of ${service} was asked for`);
      return found;
    },
    api: () => client(used.url, { authorization: used.partner.basic }),
  } as UsedSystem;
  const services = options.services ?? [];

  test.before(async () => {
    used.catalogue = createCatalogue({ recordings: options.recordings ?? 2_000 });
    for (const service of services) {
      const start = EMULATOR_STARTERS[service]!;
      used.emulators[service] = await start({
        catalogue: used.catalogue,
        ...(options.usualRateLimits ? {} : { rateLimit: null }),
      });
    }
    const running = Object.values(used.emulators);
    const budgets = options.liftBudgets
      ? liftedBudgets(services, options.liftBudgets === true ? undefined : options.liftBudgets)
      : {};
    used.system = await startTestSystem({
      ...emulatorEnv(...running),
      RATE_LIMIT_PER_MINUTE: '100000',
      ...budgets,
      ...options.env,
      ...(await options.envFrom?.()),
    });
    used.url = used.system.url;
    if (options.workers) used.workers = await startWorkers(used.system.config);
    if (options.browser) {
      // Loaded only here: Playwright takes a second to load, and most files start no browser.
      const { launchBrowser } = await import('./browser.js');
      used.browser = await launchBrowser();
    }
    if (options.partner) {
      used.partner = await createPartner({
        returnUrls: [RETURN_URL],
        enabledIntegrations: services,
        ...options.partner,
      });
    }
    await options.setup?.(used);
  });

  test.after.always(async () => {
    await used.browser?.close();
    await used.workers?.stop();
    await used.system?.stop();
    await Promise.all(Object.values(used.emulators).map((emulator) => emulator.close()));
  });

  return used;
}
