import {
  personalServerCallVariables,
  personalServerCalls,
  suggestedServerVariable,
  type PersonalServerCalls,
} from '../personalServers.js';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface SubsonicConfig extends PersonalServerCalls {
  /** The server our sign-in form starts filled with; `''` leaves the field empty. */
  server: string;
}

// Every listener names their own server on our sign-in form; a deployment may only suggest one.
// The protocol defines no limit; a playlist comes whole (about 1.5 kB a song with OpenSubsonic's
// fields), hence the large answers.
export const SUBSONIC_VARIABLES = {
  SUBSONIC_SERVER: suggestedServerVariable(),
  ...personalServerCallVariables('SUBSONIC', 'Subsonic', {
    requestsPerSecond: 50,
    requestsPerUserPerSecond: 5,
    timeoutMs: 20_000,
    maxAnswerBytes: 64 * 1024 * 1024,
  }),
} satisfies ServiceVariables;

export function subsonicConfigFromEnv(env: NodeJS.ProcessEnv): SubsonicConfig {
  const value = readVariables('Subsonic', SUBSONIC_VARIABLES, env);
  return { server: value.SUBSONIC_SERVER, ...personalServerCalls('SUBSONIC', value, env) };
}
