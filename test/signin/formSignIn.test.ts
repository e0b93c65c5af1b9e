import test from 'ava';
import type { Got } from 'got';
import { browserClient } from '../../src/dev/signIn.js';
import { SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';
import { IntegrationUser } from '../../src/users/models.js';
import { FORM_TRIES } from '../../src/signin/flow.js';
import { parsePage } from '../helpers/dom.js';
import { startPartnerApp } from '../helpers/partnerApp.js';
import { useSystem } from '../helpers/useSystem.js';
import type { JsonBody } from '../helpers/http.js';
import { personIn, looksRight } from './pageHelpers.js';

// A person's own music server (Subsonic here) signs in on a form of ours: the server's address,
// their name and password there, checked with the server before anything is stored. A refusal
// keeps the sign-in open and says why on the form; the fifth ends it.

const partnerApp = await startPartnerApp();
const RETURN_URL = partnerApp.callbackUrl;
const used = useSystem(test, {
  services: ['subsonic', 'jellyfin'],
  recordings: 800,
  browser: true,
  partner: { slug: 'own-server', name: 'Own Server', returnUrls: [RETURN_URL] },
});
test.after.always(() => partnerApp.close());

const demo = () => used.catalogue.users.find((u) => u.key === 'demo')!;
const link = (query: Record<string, string> = {}) =>
  `${used.url}/connect/own-server/subsonic/auth?${new URLSearchParams({ returnUrl: RETURN_URL, ...query })}`;

/** A browser over HTTP: the link followed to our form, and the form's values as served. */
async function toForm(query: Record<string, string> = {}): Promise<{
  browser: Got;
  formUrl: string;
  action: string;
  values: Record<string, string>;
}> {
  const browser = browserClient().extend({ followRedirect: false, throwHttpErrors: false });
  const started = await browser(link(query));
  if (started.statusCode !== 302) throw new Error(`the link answered ${started.statusCode}`);
  const formUrl = new URL(started.headers.location!, link()).toString();
  const page = await browser(formUrl);
  if (page.statusCode !== 200) throw new Error(`our form answered ${page.statusCode}`);
  return { browser, formUrl, ...formOf(page.body, formUrl) };
}

/** The form that carries the fields, with its action and its values as served. */
function formOf(html: string, base: string) {
  const form = [...parsePage(html).document.querySelectorAll('form')].find((f) =>
    f.querySelector('input[name="server"]'),
  );
  if (!form) throw new Error('no sign-in form on the page');
  const values = Object.fromEntries(
    [...form.querySelectorAll('input[name]')].map((input) => [
      input.getAttribute('name')!,
      input.getAttribute('value') ?? '',
    ]),
  );
  return { action: new URL(form.getAttribute('action')!, base).toString(), values };
}

const connectedUsers = () => IntegrationUser.count({ where: { integrationType: 'subsonic' } });

test.serial(
  'on a phone: a wrong password is told on the form, then the right one connects and reads the library',
  async (t) => {
    const person = await personIn(used.browser, [used.url]);
    try {
      await person.page.setViewportSize({ width: 390, height: 844 });
      await person.page.goto(`${used.url}/connect/own-server?returnUrl=${encodeURIComponent(RETURN_URL)}`);
      await person.page.click('a[data-service="subsonic"]');
      await person.page.waitForSelector('form input[name="server"]');
      t.regex(
        await person.page.innerText('main'),
        /never keep the password/i,
        'what is kept is said before anything is typed',
      );
      await looksRight(t, person.page, 'form', person.consoleErrors);

      const before = await connectedUsers();
      await person.page.fill('input[name="server"]', used.emulator('subsonic').url);
      await person.page.fill('input[name="username"]', demo().email);
      await person.page.fill('input[name="password"]', 'not-the-password');
      await person.page.click('button[type="submit"]');
      await person.page.waitForSelector('#refusal');
      t.regex(await person.page.innerText('#refusal'), /did not accept this name and password/);
      t.is(await person.page.inputValue('input[name="server"]'), used.emulator('subsonic').url, 'the address stays');
      t.is(await person.page.inputValue('input[name="username"]'), demo().email, 'the name stays');
      t.is(await person.page.inputValue('input[name="password"]'), '', 'the password is never sent back');
      t.is(await connectedUsers(), before, 'nothing stored');
      await looksRight(t, person.page, 'form-refused', person.consoleErrors);

      await person.page.fill('input[name="password"]', SEEDED_PASSWORD);
      await person.page.click('button[type="submit"]');
      await person.page.waitForSelector('#integrationUserUUID');
      const userId = (await person.page.textContent('#integrationUserUUID'))!.trim();

      const playlists = await used.api().get(`api/${userId}/playlists`).json<JsonBody>();
      t.true(playlists.results.length > 0, 'the library reads with what was stored');
      const user = await used.api().get(`public/integrations/user/${userId}`).json<JsonBody>();
      t.false(JSON.stringify(user).includes(SEEDED_PASSWORD), 'the password is kept nowhere we answer');
    } finally {
      await person.context.close();
    }
  },
);

test.serial(
  'a server our rule refuses, an empty field and a server that is not Subsonic are told on the form',
  async (t) => {
    const before = await connectedUsers();
    const { browser, action, values } = await toForm();
    const post = (fields: Record<string, string>) => browser.post(action, { form: { ...values, ...fields } });
    const refusalOf = (html: string) => parsePage(html).document.querySelector('#refusal')?.textContent?.trim();

    const credentials = { username: demo().email, password: SEEDED_PASSWORD };
    const credentialsUrl = await post({ server: 'https://me:pw@music.example.org', ...credentials });
    t.is(credentialsUrl.statusCode, 400);
    t.regex(refusalOf(credentialsUrl.body)!, /must not carry credentials/);

    const empty = await post({ server: used.emulator('subsonic').url, username: demo().email, password: '' });
    t.is(empty.statusCode, 400);
    t.regex(refusalOf(empty.body)!, /Fill in every field/);

    // Our own API is no Subsonic server: it answers, but not as one.
    const notSubsonic = await post({ server: used.url, ...credentials });
    t.is(notSubsonic.statusCode, 400);
    t.regex(refusalOf(notSubsonic.body)!, /did not answer as this service does/);
    t.is(await connectedUsers(), before, 'nothing stored');
  },
);

test.serial(`the ${FORM_TRIES}th refusal ends the sign-in, and the partner hears why`, async (t) => {
  const { browser, action, values } = await toForm({ forwardErrors: 'true' });
  const wrong = { ...values, server: used.emulator('subsonic').url, username: demo().email, password: 'wrong' };
  for (let i = 1; i < FORM_TRIES; i += 1)
    t.is((await browser.post(action, { form: wrong })).statusCode, 400, `try ${i}`);
  const last = await browser.post(action, { form: wrong });
  t.is(last.statusCode, 303);
  const back = new URL(last.headers.location!);
  t.is(back.searchParams.get('error'), 'signInTooManyTries');
  // Even the right password is too late now.
  const late = await browser.post(action, { form: { ...wrong, password: SEEDED_PASSWORD } });
  t.is(new URL(late.headers.location!).searchParams.get('error'), 'signInTooManyTries');
});

test.serial('the form posted from another browser is refused, and the one that started can still finish', async (t) => {
  const { action, values, browser } = await toForm();
  const fields = {
    ...values,
    server: used.emulator('subsonic').url,
    username: demo().email,
    password: SEEDED_PASSWORD,
  };
  const elsewhere = browserClient().extend({ followRedirect: false, throwHttpErrors: false });
  t.is((await elsewhere.post(action, { form: fields })).statusCode, 403);
  const mine = await browser.post(action, { form: fields });
  t.is(mine.statusCode, 303);
  t.truthy(new URL(mine.headers.location!).searchParams.get('integrationUserUUID'));
});

test.serial('going back from the form leads to the partner, nothing connected', async (t) => {
  const { browser, action, values } = await toForm();
  const back = await browser.post(action, { form: { state: values.state, back: '1', error: 'cancelled' } });
  t.is(back.statusCode, 303);
  t.is(back.headers.location, RETURN_URL);
});

test.serial(
  'the same name on another server is another person: a sign-in there never takes over this one',
  async (t) => {
    const signInAt = async (server: string) => {
      const { browser, action, values } = await toForm();
      const done = await browser.post(action, {
        form: { ...values, server, username: demo().email, password: SEEDED_PASSWORD },
      });
      t.is(done.statusCode, 303, server);
      return new URL(done.headers.location!).searchParams.get('integrationUserUUID')!;
    };
    const emulator = new URL(used.emulator('subsonic').url);
    const here = await signInAt(emulator.origin);
    // The same emulator under another name stands for a second server whose user has the same name.
    const there = await signInAt(`http://localhost:${emulator.port}`);
    t.not(here, there);
    t.is(await signInAt(emulator.origin), here, 'signing in again on the first server is the same person');
    const server = async (id: string) =>
      (await used.api().get(`public/integrations/user/${id}`).json<JsonBody>()).integrationUser.authData?.server;
    t.is(await server(here), emulator.origin, 'the first person still reads their own server');
    t.is(await server(there), `http://localhost:${emulator.port}`);
  },
);

test.serial(
  'guessing one name’s password over many sign-ins is stopped, whatever each sign-in’s own tries',
  async (t) => {
    const medium = used.catalogue.users.find((u) => u.key === 'medium')!;
    const server = used.emulator('subsonic').url;
    const calls = () => used.emulator('subsonic').controls.stats.calls;
    let refused = 0;
    let refusal = '';
    while (refused < 12) {
      // A new sign-in is one link away: four wrong passwords in each, below its own limit.
      const { browser, action, values } = await toForm();
      for (let i = 0; i < 4 && refused < 12; i += 1, refused += 1) {
        const answer = await browser.post(action, {
          form: { ...values, server, username: medium.email, password: `guess-${refused}` },
        });
        t.is(answer.statusCode, 400);
        refusal = parsePage(answer.body).document.querySelector('#refusal')!.textContent!;
      }
    }
    t.regex(refusal, /too many times lately/);
    // Past the limit the server is not asked at all, even with the right password.
    const { browser, action, values } = await toForm();
    const before = calls();
    const right = await browser.post(action, {
      form: { ...values, server, username: medium.email, password: SEEDED_PASSWORD },
    });
    t.is(right.statusCode, 400);
    t.regex(parsePage(right.body).document.querySelector('#refusal')!.textContent!, /too many times lately/);
    t.is(calls(), before, 'the server was not asked');
  },
);

test.serial('a Jellyfin account may have no password: the field may stay empty, and the server decides', async (t) => {
  const browser = browserClient().extend({ followRedirect: false, throwHttpErrors: false });
  const started = await browser(
    `${used.url}/connect/own-server/jellyfin/auth?${new URLSearchParams({ returnUrl: RETURN_URL })}`,
  );
  const formUrl = new URL(started.headers.location!, used.url).toString();
  const page = parsePage((await browser(formUrl)).body).document;
  t.false(page.querySelector('input[name="password"]')!.hasAttribute('required'), 'Jellyfin’s password is optional');
  t.true(page.querySelector('input[name="username"]')!.hasAttribute('required'));
  const { action, values } = formOf((await browser(formUrl)).body, formUrl);
  const before = used.emulator('jellyfin').controls.stats.calls;
  const answer = await browser.post(action, {
    form: { ...values, server: used.emulator('jellyfin').url, username: demo().email, password: '' },
  });
  t.is(answer.statusCode, 400);
  // Asked, not refused on our side: this seeded account has a password, which the server wants.
  t.regex(parsePage(answer.body).document.querySelector('#refusal')!.textContent!, /did not accept/);
  t.true(used.emulator('jellyfin').controls.stats.calls > before, 'the server was asked');
});
