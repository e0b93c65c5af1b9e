import type { ServiceId } from '../../integrations/serviceIds.js';
import type { Catalogue } from '../catalogue/types.js';
import type { EmulatorControls, RateLimitSetting } from './controls.js';
import type { LibraryStore } from './library.js';
import type { OAuthServer } from './oauth.js';

export interface EmulatorOptions {
  catalogue: Catalogue;
  /** 0 or absent: a free port. */
  port?: number;
  /** Life of access tokens; tests use a few seconds to see expiry. */
  accessTokenTtlSeconds?: number;
  /** The app's rate limit; absent: the service's usual one. null: none. */
  rateLimit?: RateLimitSetting | null;
  /** The app registered with the emulated service (client id/secret or app id/secret). */
  client?: { id: string; secret: string };
}

/** A running emulator of one service. */
export interface RunningEmulator {
  service: ServiceId;
  url: string;
  controls: EmulatorControls;
  library: LibraryStore;
  oauth: OAuthServer;
  /**
   * The environment that points this service's adapter at the emulator (its URLs, the app it
   * trusts, the budget its usual limit allows). A process given it talks to the emulator as it
   * would to the service; later settings of the same name win.
   */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The app credentials every emulator accepts by default (tests and the demo use them). */
export const EMULATOR_CLIENT = { id: 'emulator-client', secret: 'emulator-secret' };
