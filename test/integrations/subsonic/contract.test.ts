import test from 'ava';
import got from 'got';
import { startSubsonicEmulator, type RunningSubsonicEmulator } from '../../../src/emulators/subsonic/index.js';
import { createSubsonicAdapter } from '../../../src/integrations/subsonic/adapter.js';
import { subsonicConfigFromEnv } from '../../../src/integrations/subsonic/config.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite } from '../contract.js';
import { memorySession } from '../contract.js';
import { emulatedContract, listenerSession, seededTrackIds } from '../emulatedContract.js';
import type { MusicServiceAdapter } from '../../../src/integrations/types.js';

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
  // Past one form POST's songs: the playlist is written again in batches.
  const ids = seededTrackIds(setup, 600, 500);
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

/** A listener signed in on `server` through an adapter's own form. */
async function formSession(adapter: MusicServiceAdapter, server: string, index = 0) {
  const listener = setup.catalogue.users[index];
  const { tokens } = await adapter.formSignIn!.connect({
    server,
    username: listener.email,
    password: listener.password,
  });
  return memorySession(adapter, tokens, listener.key);
}

/** The calls an emulator answered while `run` ran, by HTTP method and Subsonic method. */
async function callsDuring(emulator: RunningSubsonicEmulator, run: () => Promise<unknown>) {
  const before = emulator.methodCalls();
  await run();
  const after = emulator.methodCalls();
  return Object.fromEntries(
    Object.entries(after)
      .map(([call, n]) => [call, n - (before[call] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

test.serial(
  'subsonic: a server that lists formPost takes a 300-song add, and its reorder, in one POST each',
  async (t) => {
    const adapter = createSubsonicAdapter(subsonicConfigFromEnv(setup.emulator.env));
    const s = await formSession(adapter, setup.emulator.url);
    const created = await adapter.createPlaylist(s, { name: 'One form' });
    const ids = seededTrackIds(setup, 300, 1_200);
    t.is(ids.length, 300);
    t.deepEqual(await callsDuring(setup.emulator, () => adapter.addPlaylistItems(s, created.id, ids)), {
      'GET getOpenSubsonicExtensions': 1,
      'POST updatePlaylist': 1,
    });
    const current = (await adapter.playlistItems(s, created.id, {})).items;
    t.deepEqual(
      current.map((i) => i.id),
      ids,
    );
    const order = current.map((_, i) => current.length - 1 - i);
    t.deepEqual(await callsDuring(setup.emulator, () => adapter.reorderPlaylistItems(s, created.id, current, order)), {
      'GET getPlaylist': 1,
      'POST createPlaylist': 1,
    });
    t.deepEqual(
      (await adapter.playlistItems(s, created.id, {})).items.map((i) => i.id),
      [...ids].reverse(),
    );
  },
);

test.serial(
  'subsonic: the extensions are asked once per server, whoever writes and however many at once',
  async (t) => {
    const adapter = createSubsonicAdapter(subsonicConfigFromEnv(setup.emulator.env));
    const [first, second] = await Promise.all([
      formSession(adapter, setup.emulator.url, 0),
      formSession(adapter, setup.emulator.url, 1),
    ]);
    const ids = seededTrackIds(setup, 3, 1_600);
    const calls = await callsDuring(setup.emulator, async () => {
      await Promise.all([adapter.likeTracks(first, ids), adapter.likeTracks(second, ids)]);
      await adapter.unlikeTracks(first, ids);
      await adapter.unlikeTracks(second, ids);
    });
    t.deepEqual(calls, { 'GET getOpenSubsonicExtensions': 1, 'POST star': 2, 'POST unstar': 2 });
  },
);

test.serial('subsonic: a plain Subsonic server, without extensions, gets GETs in batches of 100', async (t) => {
  const plain = await startSubsonicEmulator({ catalogue: setup.catalogue, rateLimit: null, openSubsonic: false });
  try {
    const adapter = createSubsonicAdapter(subsonicConfigFromEnv(plain.env));
    const s = await formSession(adapter, plain.url);
    const created = await adapter.createPlaylist(s, { name: 'By GET' });
    const ids = seededTrackIds(setup, 300, 1_200);
    t.deepEqual(
      await callsDuring(plain, () => adapter.addPlaylistItems(s, created.id, ids)),
      // Asked once and not known (404): the answer is kept like any other.
      { 'GET getOpenSubsonicExtensions': 1, 'GET updatePlaylist': 3 },
    );
    t.deepEqual(await callsDuring(plain, () => adapter.likeTracks(s, ids.slice(0, 150))), { 'GET star': 2 });
    t.deepEqual(
      (await adapter.playlistItems(s, created.id, {})).items.map((i) => i.id),
      ids,
    );
  } finally {
    await plain.close();
  }
});

test.serial(
  'subsonic: the emulator’s mode is set through its controls, and a plain server refuses a form POST',
  async (t) => {
    const plain = await startSubsonicEmulator({ catalogue: setup.catalogue, rateLimit: null });
    try {
      const control = (enabled: boolean) =>
        got.post(`${plain.url}/__emulator/opensubsonic`, { json: { enabled } }).json<{ enabled: boolean }>();
      t.false((await control(false)).enabled);
      const extensions = await got(`${plain.url}/rest/getOpenSubsonicExtensions?v=1.16.1&c=test&f=json`, {
        throwHttpErrors: false,
      });
      t.is(extensions.statusCode, 404);
      const posted = await got.post(`${plain.url}/rest/ping`, {
        form: { v: '1.16.1', c: 'test', f: 'json' },
        throwHttpErrors: false,
      });
      t.is(posted.statusCode, 405);
      t.true((await control(true)).enabled);
      const listed = await got(`${plain.url}/rest/getOpenSubsonicExtensions?v=1.16.1&c=test&f=json`).json<any>();
      t.true(listed['subsonic-response'].openSubsonicExtensions.some((e: { name: string }) => e.name === 'formPost'));
    } finally {
      await plain.close();
    }
  },
);
