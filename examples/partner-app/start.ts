import { exportSPKI, generateKeyPair, type CryptoKey } from 'jose';
import type { Listening } from '../../src/emulators/kit/server.js';
import { listen } from '../../src/emulators/kit/server.js';
import { createExampleApp, type ExampleAppOptions } from './app.js';

export { exampleWebhookUrl } from './app.js';

/** A DevToken key pair for the example app: the private half stays here, the public half goes to the account. */
export async function exampleDevTokenKey(): Promise<{ privateKey: CryptoKey; publicPem: string }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, publicPem: await exportSPKI(publicKey) };
}

/** The Return URLs the example app needs on its account. */
export const exampleReturnUrls = (publicUrl: string) => [`${publicUrl}/callback`, `${publicUrl}/`];

/**
 * Starts the example partner app on `port` and registers its webhook endpoint with our API, unless
 * `receiveWebhooks` is false (a deployment that refuses endpoints on this machine).
 */
export async function startExampleApp(
  options: ExampleAppOptions & { port: number; receiveWebhooks?: boolean },
): Promise<Listening & { app: ReturnType<typeof createExampleApp> }> {
  const example = createExampleApp(options);
  const server = await listen(example.app, options.port);
  if (options.receiveWebhooks !== false) await example.registerWebhooks();
  return { ...server, app: example };
}
