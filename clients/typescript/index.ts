import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths, components, webhooks } from './schema.js';

/** Credentials as the interface names them; each becomes the `Authorization` header. */
export type Credential =
  | { basic: { clientId: string; clientSecret: string } }
  | { clientIdToken: string }
  | { oneTimeToken: string }
  | { devToken: string }
  | { docsSession: string };

export function authorization(credential: Credential): string {
  if ('basic' in credential) {
    const { clientId, clientSecret } = credential.basic;
    return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  }
  if ('clientIdToken' in credential) return `Token ${credential.clientIdToken}`;
  if ('oneTimeToken' in credential) return `Token ${credential.oneTimeToken}`;
  if ('devToken' in credential) return `DevToken ${credential.devToken}`;
  return `DocsSession ${credential.docsSession}`;
}

/**
 * A typed client of the partner API: every path, parameter, body and answer as the OpenAPI
 * document gives them. `baseUrl` is the deployment's BASE_URL.
 */
export function createPartnerClient(options: { baseUrl: string; credential: Credential }): Client<paths> {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: authorization(options.credential) },
  });
}
