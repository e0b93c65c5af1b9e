import test from 'ava';
import { browserClient } from '../../src/dev/signIn.js';
import { SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';
import { IntegrationUser } from '../../src/users/models.js';
import { parsePage } from '../helpers/dom.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// A deployment that keeps the production rule for the servers people name (public addresses only):
// a person who types an address on our own network (here the emulator, on 127.0.0.1, and a name
// that stands for it) is told so on the form, and the server is never called.

const used = useSystem(test, {
  services: ['subsonic'],
  recordings: 300,
  env: { PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'false' },
  partner: { slug: 'public-only', name: 'Public Only' },
});

test('a private address typed on the form is refused in words, and the server is never called', async (t) => {
  const browser = browserClient().extend({ followRedirect: false, throwHttpErrors: false });
  const started = await browser(
    `${used.url}/connect/public-only/subsonic/auth?${new URLSearchParams({ returnUrl: RETURN_URL })}`,
  );
  const formUrl = new URL(started.headers.location!, used.url).toString();
  const page = parsePage((await browser(formUrl)).body).document;
  const form = [...page.querySelectorAll('form')].find((f) => f.querySelector('input[name="server"]'))!;
  const state = form.querySelector('input[name="state"]')!.getAttribute('value')!;
  const action = new URL(form.getAttribute('action')!, formUrl).toString();
  const emulator = used.emulator('subsonic');
  const port = new URL(emulator.url).port;
  const calls = () => emulator.controls.stats.calls;
  const before = calls();
  for (const server of [emulator.url, `http://localhost:${port}`, `http://[::1]:${port}`, `http://10.1.2.3:${port}`]) {
    const answer = await browser.post(action, {
      form: { state, server, username: 'demo@listeners.example', password: SEEDED_PASSWORD },
    });
    t.is(answer.statusCode, 400, server);
    t.regex(parsePage(answer.body).document.querySelector('#refusal')!.textContent!, /public address/, server);
  }
  t.is(calls(), before, 'the emulator was never called');
  t.is(await IntegrationUser.count({ where: { integrationType: 'subsonic' } }), 0);
});
