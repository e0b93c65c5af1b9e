import got, { type Got } from 'got';

export type JsonBody = Record<string, any>;

/** A got client for tests: never throws on a status, never retries, parses JSON bodies. */
export function client(baseUrl: string, headers: Record<string, string> = {}): Got {
  return got.extend({ prefixUrl: baseUrl, throwHttpErrors: false, retry: { limit: 0 }, responseType: 'json', headers });
}

/** Basic credentials header value of an API key. */
export function basic(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}
