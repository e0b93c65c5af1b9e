import Joi from 'joi';
import { outsideUrlProblem, type AddressPolicy } from '../outsideHosts/addresses.js';
import { UpstreamError } from './errors.js';
import type { ServiceId } from './knownServices.js';
import { ServiceClient, type ServiceClientOptions } from './http/serviceClient.js';
import { readVariables, type ServiceVariable, type ServiceVariables } from './serviceRecord.js';
import type { ServiceTokens } from './types.js';

// A server a person names on our sign-in form (their Navidrome, their Jellyfin) is an outside host,
// as a partner's webhook endpoint is: https to public addresses only, unless the operator of a
// deployment inside a home network allows more. One setting for every such service.

/** The operator's settings for the servers people name, shared by every service that has them. */
export const PERSONAL_SERVER_VARIABLES = {
  PERSONAL_SERVERS_REQUIRE_HTTPS: {
    default: '',
    about:
      'Whether a music server a person names must be reached over https: `true`, `false`, or empty for "in production only".',
    schema: Joi.string().valid('', 'true', 'false'),
  },
  PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: {
    default: 'false',
    about:
      'Let people name music servers on private, loopback and link-local addresses (`true` for a deployment inside their network).',
    schema: Joi.string().valid('true', 'false'),
  },
} satisfies ServiceVariables;

/** How a service of servers people name calls them: its budgets and the limits of one call. */
export interface PersonalServerCalls {
  /** Where the servers people name may be (the operator's setting for every such service). */
  policy: AddressPolicy;
  /** Our calls per second to all its servers together, from all processes. */
  requestsPerSecond: number;
  /** Our calls per second for one person, so that nobody's home server takes more than this from us. */
  requestsPerUserPerSecond: number;
  /** How long one call to a person's server may take, its retries included. */
  timeoutMs: number;
  /** The largest answer read from a person's server. */
  maxAnswerBytes: number;
}

type CallVariableName<P extends string> =
  `${P}_REQUESTS_PER_SECOND` | `${P}_REQUESTS_PER_USER_PER_SECOND` | `${P}_TIMEOUT_MS` | `${P}_MAX_ANSWER_BYTES`;

/** The variables of `PersonalServerCalls`, under a service's prefix (`JELLYFIN`: `JELLYFIN_TIMEOUT_MS` …). */
export type PersonalServerCallVariables<P extends string> = Record<
  CallVariableName<P>,
  ServiceVariable & { schema: Joi.NumberSchema }
>;

/** A service's variables for calling the servers people name, each once, with the service's defaults. */
export function personalServerCallVariables<P extends string>(
  prefix: P,
  name: string,
  defaults: Omit<PersonalServerCalls, 'policy'>,
): PersonalServerCallVariables<P> {
  const count = (min: number) => Joi.number().integer().min(min);
  return {
    [`${prefix}_REQUESTS_PER_SECOND`]: {
      default: defaults.requestsPerSecond,
      about: `Calls per second to all the ${name} servers people connected, from all processes together.`,
      schema: count(1),
    },
    [`${prefix}_REQUESTS_PER_USER_PER_SECOND`]: {
      default: defaults.requestsPerUserPerSecond,
      about: `Calls per second to one person’s ${name} server: most run on a small machine at home.`,
      schema: count(1),
    },
    [`${prefix}_TIMEOUT_MS`]: {
      default: defaults.timeoutMs,
      about: `How long one call to a person’s ${name} server may take, its retries included.`,
      schema: count(1_000),
    },
    [`${prefix}_MAX_ANSWER_BYTES`]: {
      default: defaults.maxAnswerBytes,
      about: `The largest answer read from a person’s ${name} server.`,
      schema: count(100_000),
    },
  } as PersonalServerCallVariables<P>;
}

/** How a service calls the servers people name, from its variables (read with `readVariables`) and the operator's rule. */
export function personalServerCalls<P extends string>(
  prefix: P,
  values: Record<CallVariableName<P>, number>,
  env: NodeJS.ProcessEnv,
): PersonalServerCalls {
  return {
    policy: personalServerPolicy(env),
    requestsPerSecond: values[`${prefix}_REQUESTS_PER_SECOND`],
    requestsPerUserPerSecond: values[`${prefix}_REQUESTS_PER_USER_PER_SECOND`],
    timeoutMs: values[`${prefix}_TIMEOUT_MS`],
    maxAnswerBytes: values[`${prefix}_MAX_ANSWER_BYTES`],
  };
}

/** The server a sign-in form suggests: a deployment serving one community's server sets it. */
export function suggestedServerVariable(): ServiceVariable & { schema: Joi.StringSchema } {
  return {
    default: '',
    about:
      'The server the sign-in form suggests, filled in for people to keep or change: for a deployment serving one community’s server; none lets each person type theirs.',
    schema: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .allow(''),
    host: true,
  };
}

/** Where the servers people name may be, from the operator's settings. */
export function personalServerPolicy(env: NodeJS.ProcessEnv): AddressPolicy {
  const values = readVariables('personal server', PERSONAL_SERVER_VARIABLES, env);
  return {
    requireHttps:
      values.PERSONAL_SERVERS_REQUIRE_HTTPS === ''
        ? env.NODE_ENV === 'production'
        : values.PERSONAL_SERVERS_REQUIRE_HTTPS === 'true',
    allowPrivateAddresses: values.PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES === 'true',
  };
}

/** Longest server address a person may type. */
const ADDRESS_MAX = 500;

/** The operation a refused address names, so that its words (ours) can be shown to the person. */
const ADDRESS_CHECK = 'serverAddress';

const refusedAddress = (service: ServiceId, words: string) =>
  new UpstreamError(service, 'rejected', words, { operation: ADDRESS_CHECK });

/** The words for the person of an address `serverAddress` refused; null for any other failure. */
export function addressRefusal(err: unknown): string | null {
  if (!(err instanceof UpstreamError) || err.details.operation !== ADDRESS_CHECK) return null;
  return err.message.slice(`${err.service}: `.length);
}

/**
 * The base address of the server a person typed, as we call it: https where they gave no scheme,
 * no query, fragment or trailing slash. Refused (`rejected`, with the reason in words they can act
 * on) when it is no address, or one the policy does not allow.
 */
export function serverAddress(service: ServiceId, typed: string, policy: AddressPolicy): string {
  const trimmed = typed.trim();
  if (trimmed === '' || trimmed.length > ADDRESS_MAX)
    throw refusedAddress(service, 'Type the address of your server, such as https://music.example.org.');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme))
    throw refusedAddress(service, 'That is not a server address, such as https://music.example.org.');
  const url = new URL(withScheme);
  const problem = outsideUrlProblem(url.toString(), policy);
  if (problem) throw refusedAddress(service, `This server cannot be used: ${problem}.`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The key under which a connected user's server is kept with their tokens. */
const SERVER_KEY = 'server';

/** Tokens for a server of the person's, with the server kept beside them (sealed with them). */
export function tokensOnServer(
  server: string,
  tokens: Omit<ServiceTokens, 'raw'> & { raw?: Record<string, unknown> },
): ServiceTokens {
  return { ...tokens, raw: { ...(tokens.raw ?? {}), [SERVER_KEY]: server } };
}

/** The server a connected user's tokens are for; a user stored without one must sign in again. */
export function serverOf(service: ServiceId, tokens: ServiceTokens): string {
  const server = tokens.raw[SERVER_KEY];
  if (typeof server !== 'string' || !URL.canParse(server))
    throw new UpstreamError(service, 'reauthRequired', 'no server is stored for this user');
  return server;
}

/**
 * Who a person is among everyone who connects a service of servers people name: their id on their
 * server, with the server. An id alone names a person on one server only (two servers' `admin`s, or
 * a server that answers with someone else's id), and the connected user is found by it.
 */
export const personOnServer = (server: string, id: string) => `${server}#${id}`;

/** Most clients kept at once: one per server in use; the oldest is let go past it. */
const CLIENTS_KEPT = 200;

/**
 * One HTTP client per server people named, each held to the outside-host rules (the policy at every
 * connection, redirects on its own origin only, answers capped in size and time).
 */
export class PersonalServerClients {
  private readonly clients = new Map<string, ServiceClient>();

  constructor(
    private readonly options: Omit<ServiceClientOptions, 'baseUrl' | 'outsideHost'> & {
      policy: AddressPolicy;
      maxAnswerBytes: number;
      resolve?: NonNullable<ServiceClientOptions['outsideHost']>['resolve'];
    },
  ) {}

  /** The client of `server` (a base address from `serverAddress`). */
  for(server: string): ServiceClient {
    const known = this.clients.get(server);
    if (known) {
      // Most recently used last, so the first is the one let go.
      this.clients.delete(server);
      this.clients.set(server, known);
      return known;
    }
    const { policy, maxAnswerBytes, resolve, ...options } = this.options;
    const client = new ServiceClient({
      ...options,
      baseUrl: server,
      outsideHost: { policy, maxAnswerBytes, ...(resolve ? { resolve } : {}) },
    });
    this.clients.set(server, client);
    // The one let go closes its connections itself once they are idle (the client's outside-host mode).
    if (this.clients.size > CLIENTS_KEPT) this.clients.delete(this.clients.keys().next().value!);
    return client;
  }
}
