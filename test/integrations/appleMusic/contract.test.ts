import test from 'ava';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startAppleMusicEmulator } from '../../../src/emulators/appleMusic/index.js';
import { appleMusicEmulatorEnv } from '../../../src/emulators/index.js';
import { createAppleMusicAdapter } from '../../../src/integrations/appleMusic/adapter.js';
import { appleMusicConfigForEmulator } from '../../../src/integrations/appleMusic/config.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { contractSuite, memorySession, signIn, type ContractSetup } from '../contract.js';

let setup: ContractSetup;
let emulator: RunningEmulator;

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 3_000 });
  const started = await startAppleMusicEmulator({ catalogue, rateLimit: null });
  emulator = started;
  setup = { adapter: createAppleMusicAdapter(appleMusicConfigForEmulator(started.url, appleMusicEmulatorEnv(started))), emulator, catalogue, redirectUri: 'https://partner.example/oauth/apple/callback' };
});

test.after.always(async () => {
  await emulator?.close();
});

contractSuite(test, () => setup);

test.serial('Apple Music: several ISRCs in one call, every song sharing an ISRC', async (t) => {
  const { adapter, catalogue } = setup;
  const view = catalogue.view('appleMusic');
  const withIsrc = catalogue.recordings.map((r) => view.track(view.trackIdFor(r.key) ?? '')).filter((x) => x?.isrc).slice(0, 25);
  const found = await adapter.tracksByIsrcs!(null, withIsrc.map((x) => x!.isrc!));
  t.is(found.size, withIsrc.length);
  for (const track of withIsrc) t.true(found.get(track!.isrc!.toUpperCase())!.some((x) => x.id === track!.id));
});

test.serial('Apple Music: the listener is who signed in; their library songs carry the catalog id and ISRC', async (t) => {
  const { adapter, catalogue } = setup;
  const user = catalogue.users[1];
  const session = memorySession(adapter, await signIn(setup, user), user.key);
  const me = await adapter.currentUser(session);
  t.is(me.name, user.displayName);
  t.is(me.country, user.country);
  const liked = await adapter.likedTracks(session, { limit: 5 });
  const view = catalogue.view('appleMusic');
  for (const song of liked.items) {
    t.truthy(view.track(song.id), 'the id is a catalog id');
    t.regex(song.entryId ?? '', /^i\./);
    t.is(song.isrc, view.track(song.id)!.isrc);
  }
});

test.serial('Apple Music: what the API cannot do is refused as unsupported, never a silent success', async (t) => {
  const { adapter, catalogue } = setup;
  const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  for (const attempt of [() => adapter.deletePlaylist(session, 'p.x'), () => adapter.unlikeTracks(session, ['1']), () => adapter.followArtists(session, ['1']), () => adapter.removePlaylistItems(session, 'p.x', [{ id: '1', entryId: null }])]) {
    const err = await t.throwsAsync(attempt());
    t.is((err as { kind?: string }).kind, 'unsupported');
  }
});

test.serial('Apple Music: a developer token the service refuses is an app problem, not the listener’s', async (t) => {
  const { catalogue } = setup;
  const other = await startAppleMusicEmulator({ catalogue, rateLimit: null });
  try {
    // Signed with another emulator's key: the service does not know it.
    const adapter = createAppleMusicAdapter(appleMusicConfigForEmulator(emulator.url, appleMusicEmulatorEnv(other)));
    const err = await t.throwsAsync(adapter.searchTracks(null, { track: 'love' }, { limit: 5 }));
    t.is((err as { kind?: string }).kind, 'rejected');
  } finally {
    await other.close();
  }
});
