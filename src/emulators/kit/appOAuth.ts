import { OAuthServer } from './oauth.js';
import { EMULATOR_CLIENT, type EmulatorOptions } from './types.js';

/** The authorization server of an emulator, trusting the app the options name (else the default one). */
export function emulatorOAuth(
  options: EmulatorOptions,
  defaultTtlSeconds: number,
): { client: { id: string; secret: string }; oauth: OAuthServer } {
  const client = options.client ?? EMULATOR_CLIENT;
  const oauth = new OAuthServer(options.accessTokenTtlSeconds ?? defaultTtlSeconds);
  oauth.registerClient(client.id, client.secret);
  return { client, oauth };
}
