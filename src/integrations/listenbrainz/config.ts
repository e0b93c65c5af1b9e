import Joi from 'joi';
import { readVariables, type ServiceVariables } from '../serviceRecord.js';

export interface ListenbrainzConfig {
  /** The API root; every route is below `/1`. */
  apiUrl: string;
  /**
   * A user token of the deployment's own ListenBrainz account: the metadata lookup asks for a
   * token even where no listener is involved (a partner's catalogue search).
   */
  appToken: string;
  /** The website, whose settings page shows a person their user token (our sign-in form links to it). */
  siteUrl: string;
  requestsPerSecond: number;
  requestsPerUserPerSecond: number;
}

export const LISTENBRAINZ_VARIABLES = {
  LISTENBRAINZ_API_URL: {
    default: 'https://api.listenbrainz.org',
    about: 'ListenBrainz API root (its routes are below `/1`).',
    schema: Joi.string().uri(),
    host: true,
  },
  LISTENBRAINZ_SITE_URL: {
    default: 'https://listenbrainz.org',
    about: 'ListenBrainz’s website, whose settings page shows a person their user token.',
    schema: Joi.string().uri(),
    host: true,
  },
  LISTENBRAINZ_APP_TOKEN: {
    default: '',
    about:
      'A user token of our own ListenBrainz account, for catalogue searches made without a listener (the metadata lookup needs one).',
    schema: Joi.string().allow(''),
  },
  LISTENBRAINZ_REQUESTS_PER_SECOND: {
    default: 10,
    about:
      'Calls per second to ListenBrainz from all processes (its limits are per token and unpublished; its headers tell the rest).',
    schema: Joi.number().integer().min(1),
  },
  LISTENBRAINZ_REQUESTS_PER_USER_PER_SECOND: {
    default: 4,
    about: 'Calls per second with one listener’s token (ListenBrainz’s usual window is 50 calls a token in 10 s).',
    schema: Joi.number().integer().min(1),
  },
} satisfies ServiceVariables;

export function listenbrainzConfigFromEnv(env: NodeJS.ProcessEnv): ListenbrainzConfig {
  const value = readVariables('ListenBrainz', LISTENBRAINZ_VARIABLES, env);
  return {
    apiUrl: value.LISTENBRAINZ_API_URL,
    appToken: value.LISTENBRAINZ_APP_TOKEN,
    siteUrl: value.LISTENBRAINZ_SITE_URL,
    requestsPerSecond: value.LISTENBRAINZ_REQUESTS_PER_SECOND,
    requestsPerUserPerSecond: value.LISTENBRAINZ_REQUESTS_PER_USER_PER_SECOND,
  };
}
