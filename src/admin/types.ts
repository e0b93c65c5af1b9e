import type { Config } from '../config.js';
import type { Runtime } from '../runtime.js';

export interface CommandArgs {
  json?: boolean;
  slug?: string;
  name?: string;
  account?: string;
  evaluation?: string;
  transfers?: string;
  'return-url'?: string[];
  service?: string[];
  'logo-url'?: string;
  'client-id'?: string;
  url?: string;
  pem?: string;
  pemText?: string;
  kid?: string;
  token?: string;
  kind?: string;
  user?: string;
  endpoint?: string;
  event?: string[];
  delivery?: string;
  since?: string;
  status?: string;
  email?: string;
  'transfer-destination'?: string;
  weight?: string;
  cap?: string;
  'overlap-hours'?: string;
}

export interface AdminCommand {
  usage: string;
  summary: string;
  /** Revokes or changes what a credential grants: web processes drop their caches. */
  changesCredentials?: boolean;
  run(args: CommandArgs, config: Config, runtime: Runtime): Promise<{ json: unknown; text: string }>;
}
