import test from 'ava';
import { startTestSystem } from '../helpers/system.js';
import { createPartner } from '../helpers/fixtures.js';
import { allowOnServiceForm, browserClient } from '../../src/dev/signIn.js';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../src/emulators/spotify/index.js';

// The browser binding must hold when the hosted pages (APP_URL) live on another host than the API
// (BASE_URL, where the services send the callback): the nonce cookie is on APP_URL's host, so the
// callback hands the browser over to APP_URL, which checks it. Here the two hosts are `localhost`
// and `127.0.0.1` of one process; a browser keeps their cookies apart.

test('the sign-in finishes in the browser that started it, and only there', async (t) => {
  const emulator = await startSpotifyEmulator({ catalogue: createCatalogue({ recordings: 200 }), rateLimit: null });
  const probe = await startTestSystem({ ...emulator.env });
  const port = new URL(probe.url).port;
  await probe.stop();
  const system = await startTestSystem({
    ...emulator.env,
    PORT: port,
    BASE_URL: `http://127.0.0.1:${port}`,
    APP_URL: `http://localhost:${port}/connect`,
  });
  t.teardown(async () => {
    await system.stop();
    await emulator.close();
  });
  await createPartner({
    slug: 'two-hosts',
    returnUrls: ['https://partner.example/back'],
    enabledIntegrations: ['spotify'],
  });

  const browser = browserClient();
  const start = await browser(`http://localhost:${port}/connect/two-hosts/spotify/auth`, {
    searchParams: { returnUrl: 'https://partner.example/back' },
    followRedirect: false,
  });
  const authorize = new URL(start.headers.location!);
  const posted = await allowOnServiceForm(browser, authorize, 'demo@listeners.example');
  const callback = posted.headers.location!;
  t.true(callback.startsWith(`http://127.0.0.1:${port}/app/oauth/spotify/callback`));

  const handedOver = await browser(callback, { followRedirect: false });
  t.is(handedOver.statusCode, 302);
  t.true(handedOver.headers.location!.startsWith(`http://localhost:${port}/connect/oauth/spotify/callback?`));
  const stranger = await browserClient()(handedOver.headers.location!, {
    followRedirect: false,
    throwHttpErrors: false,
  });
  t.is(stranger.statusCode, 403);
  const finished = await browser(handedOver.headers.location!, { followRedirect: false });
  t.true(finished.headers.location!.startsWith('https://partner.example/back?'));

  // Reloaded by the same browser, the callback is handed over again and lands at the partner
  // again, with the same values: BASE_URL never answers a page of its own.
  const reloaded = await browser(callback, { followRedirect: false });
  t.is(reloaded.statusCode, 302);
  t.true(reloaded.headers.location!.startsWith(`http://localhost:${port}/connect/oauth/spotify/callback?`));
  const again = await browser(reloaded.headers.location!, { followRedirect: false });
  t.is(again.headers.location, finished.headers.location);
});
