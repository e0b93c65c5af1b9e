import test from 'ava';
import { startJellyfinEmulator } from '../../../src/emulators/jellyfin/index.js';
import { createJellyfinAdapter } from '../../../src/integrations/jellyfin/adapter.js';
import { jellyfinConfigFromEnv } from '../../../src/integrations/jellyfin/config.js';
import got from 'got';
import { recordingMbid, releaseMbid } from '../../../src/emulators/catalogue/musicBrainz.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite, formInput, memorySession } from '../contract.js';
import { emulatedContract, listenerSession, seededTrackIds } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startJellyfinEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createJellyfinAdapter(jellyfinConfigFromEnv(env)),
  // Jellyfin signs people in with our form: nothing is redirected back.
  redirectUri: 'https://partner.example/signin/jellyfin/done',
});

contractSuite(test, () => setup);

// Jellyfin's own behaviour, against the same emulator.

const session = (key?: string) => listenerSession(setup, key);
const trackIds = (count: number, from?: number) => seededTrackIds(setup, count, from);
const kindOf = async (promise: Promise<unknown>) =>
  (
    (await promise.then(
      () => null,
      (err) => err,
    )) as UpstreamError
  )?.kind;

test.serial('jellyfin: sign-in keeps the server, the token and the user id, never the password', async (t) => {
  const { adapter, emulator, catalogue } = setup;
  const user = catalogue.users[0];
  const { tokens, profile } = await adapter.formSignIn!.connect(formInput(emulator, user, adapter.formSignIn!.fields));
  t.deepEqual(Object.keys(tokens.raw).sort(), ['deviceId', 'server', 'userId']);
  t.is(tokens.raw.server, emulator.url);
  // The user's id on that server, and who they are among everyone's servers: the id with the server.
  t.is(profile.id, `${emulator.url}#${tokens.raw.userId}`);
  t.is(tokens.refreshToken, null);
  t.false(JSON.stringify(tokens).includes(user.password), 'the password is nowhere in what is kept');
  t.regex(adapter.formSignIn!.keeps, /never your password/i);
  t.is(profile.name, user.email);
  // Jellyfin compares user names without regard to case.
  const byName = await adapter.formSignIn!.connect({
    ...formInput(emulator, user, ['server', 'password']),
    username: user.email.toUpperCase(),
  });
  t.is(byName.profile.id, profile.id);
});

test.serial('jellyfin: a wrong password is refused, and no token comes of it', async (t) => {
  const { adapter, emulator, catalogue } = setup;
  const user = catalogue.users[0];
  const before = emulator.controls.stats.calls;
  const err = await t.throwsAsync(
    adapter.formSignIn!.connect({ ...formInput(emulator, user, adapter.formSignIn!.fields), password: 'not-it' }),
  );
  t.is((err as UpstreamError).kind, 'reauthRequired');
  t.is(emulator.controls.stats.calls, before + 1, 'one try, not retried');
  t.is(await kindOf(adapter.formSignIn!.connect({ server: emulator.url, username: ' ', password: 'x' })), 'rejected');
});

test.serial('jellyfin: calls carry the MediaBrowser header with the token and the sign-in’s device', async (t) => {
  const { emulator } = setup;
  const s = await session();
  const tokens = await s.tokens();
  const header = `MediaBrowser Client="Music Library", Device="Partner API", DeviceId="${tokens.raw.deviceId}", Version="1.0.0", Token="${tokens.accessToken}"`;
  const me = await got(`${emulator.url}/Users/Me`, { headers: { authorization: header } }).json<{ Id: string }>();
  t.is(me.Id, String(tokens.raw.userId));
  const bare = await got(`${emulator.url}/Users/Me`, { throwHttpErrors: false });
  t.is(bare.statusCode, 401);
});

test.serial('jellyfin: a move names the entry, so one of two entries of the same track moves alone', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Twice' });
  const [a, b, c] = trackIds(3, 200);
  await adapter.addPlaylistItems(s, created.id, [a, b, a, c]);
  const read = async () => (await adapter.playlistItems(s, created.id, {})).items;
  const before = await read();
  t.deepEqual(
    before.map((i) => i.id),
    [a, b, a, c],
  );
  t.is(new Set(before.map((i) => i.entryId)).size, 4, 'each entry its own id');
  // The second `a` first: [a₂, a₁, b, c].
  await adapter.reorderPlaylistItems(s, created.id, before, [2, 0, 1, 3]);
  const after = await read();
  t.deepEqual(
    after.map((i) => i.entryId),
    [2, 0, 1, 3].map((i) => before[i].entryId),
  );
  // Removing one entry by its id leaves the other entry of the same track.
  await adapter.removePlaylistItems(s, created.id, [{ id: a, entryId: after[0].entryId }]);
  t.deepEqual(
    (await read()).map((i) => i.entryId),
    [0, 1, 3].map((i) => before[i].entryId),
  );
  // Given by track id alone, every entry of that track goes.
  await adapter.removePlaylistItems(s, created.id, [{ id: a, entryId: null }]);
  t.deepEqual(
    (await read()).map((i) => i.id),
    [b, c],
  );
});

test.serial('jellyfin: tracks go in at a position; a name changes, a description alone cannot', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Positions', isPublic: true });
  t.true(created.isPublic);
  const [a, b, c, d] = trackIds(4, 300);
  await adapter.addPlaylistItems(s, created.id, [a, d]);
  await adapter.addPlaylistItems(s, created.id, [b, c], 1);
  t.deepEqual(
    (await adapter.playlistItems(s, created.id, {})).items.map((i) => i.id),
    [a, b, c, d],
  );
  t.is(await kindOf(adapter.updatePlaylist(s, created.id, { description: 'words' })), 'unsupported');
  t.is(await kindOf(adapter.deletePlaylist(s, created.id)), 'unsupported');
  await adapter.updatePlaylist(s, created.id, { name: 'Positions, renamed', description: 'dropped' });
  t.is((await adapter.playlist(s, created.id)).name, 'Positions, renamed');
});

test.serial('jellyfin: pages follow on by start index; a cursor of another kind is refused', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Pages' });
  const ids = trackIds(7, 400);
  await adapter.addPlaylistItems(s, created.id, ids);
  const first = await adapter.playlistItems(s, created.id, { limit: 3 });
  t.is(first.next, '3');
  t.is(first.total, 7);
  const second = await adapter.playlistItems(s, created.id, { cursor: first.next, limit: 3 });
  const third = await adapter.playlistItems(s, created.id, { cursor: second.next, limit: 3 });
  t.is(third.next, null);
  t.deepEqual(
    [...first.items, ...second.items, ...third.items].map((i) => i.id),
    ids,
  );
  t.is(await kindOf(adapter.playlistItems(s, created.id, { cursor: 'https://elsewhere.example/' })), 'invalidCursor');
});

test.serial('jellyfin: ticks become milliseconds; MusicBrainz ids come from ProviderIds', async (t) => {
  const { adapter, emulator } = setup;
  const s = await session();
  const view = emulator.library.view;
  const id = trackIds(1, 500)[0];
  const listed = view.track(id)!;
  const track = await adapter.track(s, id);
  t.is(track.durationMs, listed.durationMs);
  t.is(track.mbid, recordingMbid(listed.recordingKey!));
  t.is(track.isrc, null);
  t.is(track.album?.id, listed.album.id);
  const album = await adapter.album(s, listed.album.id);
  t.is(album.mbid, releaseMbid(view.album(listed.album.id)!.albumKey!));
  t.is(album.totalItems, view.album(listed.album.id)!.trackIds.length);
  t.is((await adapter.artist(s, listed.artists[0].id)).name, listed.artists[0].name);
});

test.serial(
  'jellyfin: unknown ids are notFound, another listener’s playlist is forbidden, no listener no catalogue',
  async (t) => {
    const { adapter, catalogue } = setup;
    const owner = await session(catalogue.users[0].key);
    const other = await session(catalogue.users[1].key);
    t.is(await kindOf(adapter.track(owner, '0'.repeat(32))), 'notFound');
    // An album's id is no track.
    const albumId = setup.emulator.library.view.track(trackIds(1, 600)[0])!.album.id;
    t.is(await kindOf(adapter.track(owner, albumId)), 'notFound');
    const shared = await adapter.createPlaylist(owner, { name: 'Open to all', isPublic: true });
    t.is(await kindOf(adapter.addPlaylistItems(other, shared.id, trackIds(1))), 'forbidden');
    t.is(await kindOf(adapter.searchTracks(null, { track: 'love' }, {})), 'unsupported');
    t.is(await kindOf(adapter.album({ accountId: 'a', appCredentials: true }, albumId)), 'unsupported');
  },
);

test.serial('jellyfin: a token signed out on the server asks the listener to sign in again', async (t) => {
  const { adapter, emulator, catalogue } = setup;
  const user = catalogue.users[2] ?? catalogue.users[0];
  const { tokens } = await adapter.formSignIn!.connect(formInput(emulator, user, adapter.formSignIn!.fields));
  const s = memorySession(adapter, tokens, user.key);
  await got.post(`${emulator.url}/__emulator/revoke`, { json: { user: user.key } });
  t.is(await kindOf(adapter.likedTracks(s, {})), 'reauthRequired');
});

test.serial('jellyfin: the form suggests the server the environment names, and none without it', async (t) => {
  t.deepEqual(setup.adapter.formSignIn!.suggested, { server: setup.emulator.url });
  const plain = createJellyfinAdapter(jellyfinConfigFromEnv({}));
  t.is(plain.formSignIn!.suggested, undefined);
});
