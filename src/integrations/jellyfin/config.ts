import {
  personalServerCallVariables,
  personalServerCalls,
  suggestedServerVariable,
  type PersonalServerCalls,
} from '../personalServers.js';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface JellyfinConfig extends PersonalServerCalls {
  /** The server our sign-in form starts filled with; `''` leaves the field empty. */
  server: string;
}

// Every listener names their own server on our sign-in form; a deployment may only suggest one.
export const JELLYFIN_VARIABLES = {
  JELLYFIN_SERVER: suggestedServerVariable(),
  ...personalServerCallVariables('JELLYFIN', 'Jellyfin', {
    requestsPerSecond: 50,
    requestsPerUserPerSecond: 8,
    timeoutMs: 15_000,
    maxAnswerBytes: 8_000_000,
  }),
} satisfies ServiceVariables;

export function jellyfinConfigFromEnv(env: NodeJS.ProcessEnv): JellyfinConfig {
  const value = readVariables('Jellyfin', JELLYFIN_VARIABLES, env);
  return { server: value.JELLYFIN_SERVER, ...personalServerCalls('JELLYFIN', value, env) };
}
