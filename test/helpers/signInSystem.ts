import type { Got } from 'got';
import { startTestSystem, type TestSystem } from './system.js';
import { createPartner, type TestPartner } from './fixtures.js';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../src/emulators/spotify/index.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import { allowOnServiceForm, browserClient } from '../../src/dev/signIn.js';

export const RETURN_URL = 'https://partner.example/back';

/** A web process with the Spotify emulator and a partner whose Return URL is RETURN_URL. */
export async function startSignInSystem(
  slug: string,
): Promise<{ system: TestSystem; emulator: RunningEmulator; partner: TestPartner; stop(): Promise<void> }> {
  const emulator = await startSpotifyEmulator({ catalogue: createCatalogue({ recordings: 500 }), rateLimit: null });
  const system = await startTestSystem({ ...emulator.env });
  const partner = await createPartner({ slug, returnUrls: [RETURN_URL], enabledIntegrations: ['spotify'] });
  return {
    system,
    emulator,
    partner,
    async stop() {
      await system.stop();
      await emulator.close();
    },
  };
}

/** Starts a sign-in in `browser` and lets the listener consent; answers the callback URL the service sends back. */
export async function consentAtService(
  browser: Got,
  system: TestSystem,
  slug: string,
  query: Record<string, string>,
  email = 'demo@listeners.example',
): Promise<string> {
  const start = await browser(`${system.url}/connect/${slug}/spotify/auth`, {
    searchParams: { returnUrl: RETURN_URL, ...query },
    followRedirect: false,
  });
  const authorize = new URL(start.headers.location!);
  return (await allowOnServiceForm(browser, authorize, email)).headers.location!;
}

/** A whole sign-in in a fresh browser; answers the Return URL the browser lands on. */
export async function signInOnce(
  system: TestSystem,
  slug: string,
  query: Record<string, string> = {},
  email?: string,
): Promise<URL> {
  const browser = browserClient();
  const callback = await consentAtService(browser, system, slug, query, email);
  const back = await browser(callback, { followRedirect: false });
  return new URL(back.headers.location!);
}
