import test from 'ava';
import got from 'got';
import { randomUUID } from 'node:crypto';
import { startListenbrainzEmulator } from '../../../src/emulators/listenbrainz/index.js';
import { artistMbid, recordingMbid, releaseMbid } from '../../../src/emulators/catalogue/musicBrainz.js';
import { createListenbrainzAdapter } from '../../../src/integrations/listenbrainz/adapter.js';
import { listenbrainzConfigFromEnv } from '../../../src/integrations/listenbrainz/config.js';
import { contractSuite, memorySession } from '../contract.js';
import { emulatedContract, listenerSession } from '../emulatedContract.js';
import { parsePage } from '../../helpers/dom.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startListenbrainzEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createListenbrainzAdapter(listenbrainzConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/listenbrainz/callback',
});

contractSuite(test, () => setup);

const demo = () => setup.catalogue.users.find((u) => u.key === 'demo')!;

/** A recording ListenBrainz has, with the key the catalogue knows it by. */
const seededRecording = () => {
  const recording = setup.catalogue.recordings.find((r) => setup.emulator.library.view.trackIdFor(r.key))!;
  return { recording, id: setup.emulator.library.view.trackIdFor(recording.key)! };
};

test('tracks, releases and artists are known by the MusicBrainz ids of the catalogue', (t) => {
  const { recording, id } = seededRecording();
  t.is(id, recordingMbid(recording.key));
  const track = setup.emulator.library.view.track(id)!;
  t.is(track.album.id, releaseMbid(recording.albumKey));
  t.is(track.artists[0].id, artistMbid(recording.artistKeys[0]));
});

// Serial, so that the emulator counts this test's calls alone.
test.serial('a recording MBID finds its track in one call', async (t) => {
  const { adapter, emulator } = setup;
  t.true(adapter.capabilities.mbidLookup);
  const user = await listenerSession(setup);
  const { id } = seededRecording();
  const before = emulator.controls.stats.calls;
  const found = await adapter.tracksByMbid!(user, id);
  t.is(emulator.controls.stats.calls - before, 1);
  t.is(found.length, 1);
  t.is(found[0].id, id);
  t.is(found[0].mbid, id);
  t.is(found[0].name, emulator.library.view.track(id)!.name);
});

test('an MBID of no recording finds nothing, without an error', async (t) => {
  const user = await listenerSession(setup);
  t.deepEqual(await setup.adapter.tracksByMbid!(user, randomUUID()), []);
  t.deepEqual(await setup.adapter.tracksByMbid!(null, randomUUID()), []);
});

/** The settings page as a person (and `src/dev/signIn.ts`) follows it: its sign-in form, then the token it shows. */
async function settingsPage(page: string, email: string, password: string) {
  const shown = await got(page);
  const form = [...parsePage(shown.body).document.forms].find((f) => f.querySelector('input[name="password"]'));
  if (!form) return { statusCode: shown.statusCode, body: shown.body };
  if (form.getAttribute('method')?.toLowerCase() !== 'post') throw new Error('the settings page’s form is not posted');
  const values = Object.fromEntries(
    [...form.querySelectorAll('input[name]')].map((input) => [
      input.getAttribute('name')!,
      input.getAttribute('value') ?? '',
    ]),
  );
  const action = new URL(form.getAttribute('action') || page, page).toString();
  const answer = await got.post(action, {
    form: { ...values, email, password },
    followRedirect: true,
    throwHttpErrors: false,
  });
  return { statusCode: answer.statusCode, body: answer.body };
}

test('the settings page our form links to shows a listener a token the API accepts', async (t) => {
  const { adapter, emulator } = setup;
  const page = adapter.formSignIn!.tokenPage!;
  t.is(page, `${emulator.url}/settings/`);
  const answer = await settingsPage(page, demo().email, demo().password);
  t.is(answer.statusCode, 200);
  const token = parsePage(answer.body).byId('user-token').textContent!.trim();
  t.truthy(token);
  const { tokens, profile } = await adapter.formSignIn!.connect({ token });
  t.is(profile.id, emulator.library.user(demo().key)!.id);
  const session = memorySession(adapter, tokens, demo().key);
  t.is((await adapter.currentUser(session)).id, profile.id);
  await t.notThrowsAsync(adapter.likedTracks(session, { limit: 5 }));
});

test('a wrong password on the settings page shows its form again, with why', async (t) => {
  const answer = await settingsPage(setup.adapter.formSignIn!.tokenPage!, demo().email, 'not the password');
  t.is(answer.statusCode, 401);
  const page = parsePage(answer.body);
  t.truthy(page.document.querySelector('form input[name="password"]'));
  t.is(page.document.getElementById('user-token'), null);
  t.regex(page.screen.getByRole('alert').textContent ?? '', /wrong/i);
});
