import test from 'ava';
import { startSubsonicEmulator } from '../../../src/emulators/subsonic/index.js';
import { createSubsonicAdapter } from '../../../src/integrations/subsonic/adapter.js';
import { subsonicConfigFromEnv } from '../../../src/integrations/subsonic/config.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite } from '../contract.js';
import { emulatedContract, listenerSession, seededTrackIds } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startSubsonicEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createSubsonicAdapter(subsonicConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/subsonic/callback',
});

contractSuite(test, () => setup);

// Subsonic's own behaviour, against the same emulator.

test.serial('subsonic: a wrong password is refused by the server, and nothing is kept', async (t) => {
  const user = setup.catalogue.users[0];
  const before = setup.emulator.controls.stats.calls;
  const err = await t.throwsAsync(
    setup.adapter.formSignIn!.connect({ server: setup.emulator.url, username: user.email, password: 'not it' }),
  );
  t.is((err as UpstreamError).kind, 'reauthRequired');
  // Refused at ping: who the user is was never asked.
  t.is(setup.emulator.controls.stats.calls - before, 1);
});

test.serial('subsonic: another listener’s public playlist is read, not written (error 50)', async (t) => {
  const owner = await listenerSession(setup, setup.catalogue.users[1].key);
  const created = await setup.adapter.createPlaylist(owner, { name: 'Shared', isPublic: true });
  const other = await listenerSession(setup);
  t.false(
    (await setup.adapter.playlists(other, {})).items.some((p) => p.id === created.id),
    'not in their library',
  );
  t.false((await setup.adapter.playlist(other, created.id)).isOwner);
  const err = await t.throwsAsync(setup.adapter.updatePlaylist(other, created.id, { name: 'Mine now' }));
  t.is((err as UpstreamError).kind, 'forbidden');
});

test.serial('subsonic: a long playlist is put in order by appending and trimming, never losing an entry', async (t) => {
  const s = await listenerSession(setup);
  const created = await setup.adapter.createPlaylist(s, { name: 'Long order' });
  const ids = seededTrackIds(setup, 150, 500);
  await setup.adapter.addPlaylistItems(s, created.id, ids);
  const current = (await setup.adapter.playlistItems(s, created.id, {})).items;
  const order = current.map((_, i) => current.length - 1 - i);
  await setup.adapter.reorderPlaylistItems(s, created.id, current, order);
  const after = (await setup.adapter.playlistItems(s, created.id, {})).items;
  t.deepEqual(
    after.map((i) => i.id),
    [...ids].reverse(),
  );
});

test.serial('subsonic: the form suggests the server the environment names, and none without it', async (t) => {
  t.deepEqual(setup.adapter.formSignIn!.suggested, { server: setup.emulator.url });
  const plain = createSubsonicAdapter(subsonicConfigFromEnv({}));
  t.is(plain.formSignIn!.suggested, undefined);
});
