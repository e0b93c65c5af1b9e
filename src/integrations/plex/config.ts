import Joi from 'joi';
import { personalServerCallVariables, personalServerCalls, type PersonalServerCalls } from '../personalServers.js';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface PlexConfig extends PersonalServerCalls {
  /** plex.tv, where PINs are asked for and the person's servers are listed. */
  tvUrl: string;
  /** Plex's own web app, whose sign-in page takes the PIN. */
  appUrl: string;
  /** How this install names itself to Plex (`X-Plex-Client-Identifier`): the same on every call of every process. */
  clientIdentifier: string;
}

export const PLEX_VARIABLES = {
  PLEX_TV_URL: {
    default: 'https://plex.tv',
    about: 'Base URL of plex.tv: the PIN sign-in, the account and the list of its servers.',
    schema: Joi.string().uri({ scheme: ['http', 'https'] }),
    host: true,
  },
  PLEX_APP_URL: {
    default: 'https://app.plex.tv',
    about: 'Base URL of the Plex web app, whose `/auth` page people sign in on and allow the PIN.',
    schema: Joi.string().uri({ scheme: ['http', 'https'] }),
    host: true,
  },
  // Plex lists every client identifier that holds a token among the account's authorized devices:
  // one fixed name keeps every process of a deployment one device. Operators running several
  // deployments give each its own, so that people can tell them apart and sign one out alone.
  PLEX_CLIENT_IDENTIFIER: {
    default: 'music-library-partner-api',
    about:
      'How this deployment names itself to Plex (`X-Plex-Client-Identifier`), the same in every process: one authorized device in each person’s Plex account. Give each deployment its own.',
    schema: Joi.string().pattern(/^[A-Za-z0-9._-]{1,100}$/),
  },
  // plex.tv's calls count with the servers': one budget for Plex.
  ...personalServerCallVariables('PLEX', 'Plex', {
    requestsPerSecond: 50,
    requestsPerUserPerSecond: 8,
    timeoutMs: 15_000,
    maxAnswerBytes: 8_000_000,
  }),
} satisfies ServiceVariables;

export function plexConfigFromEnv(env: NodeJS.ProcessEnv): PlexConfig {
  const value = readVariables('Plex', PLEX_VARIABLES, env);
  return {
    tvUrl: value.PLEX_TV_URL.replace(/\/+$/, ''),
    appUrl: value.PLEX_APP_URL.replace(/\/+$/, ''),
    clientIdentifier: value.PLEX_CLIENT_IDENTIFIER,
    ...personalServerCalls('PLEX', value, env),
  };
}
