import got, { type Got } from 'got';
import { holdToContract } from './contract.js';

export type JsonBody = Record<string, any>;

/**
 * A got client for tests: never throws on a status, never retries, parses JSON bodies, and holds
 * every answer of the partner API to the OpenAPI document (./contract.ts).
 */
export function client(baseUrl: string, headers: Record<string, string> = {}): Got {
  return got.extend({
    prefixUrl: baseUrl,
    throwHttpErrors: false,
    retry: { limit: 0 },
    responseType: 'json',
    headers,
    hooks: { afterResponse: [(response) => holdToContract(response)] },
  });
}

/** Basic credentials header value of an API key. */
export function basic(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/**
 * The partner API at `url` as `as`: a partner (its Client Secret, as most tests call) or a whole
 * Authorization header value (a DevToken, a docs session, a Client ID token).
 */
export function api(url: string, as: { basic: string } | string): Got {
  return client(url, { authorization: typeof as === 'string' ? as : as.basic });
}
